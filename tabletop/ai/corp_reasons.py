"""Why the computer did what it did in NecronomiCORP, a few words for the log (no pygame).

    reason(before, action, after, cards) -> str
    attach(batch, seat, why) -> None

`before` and `after` are public views (`view(state, None)`: no face-down card, no peek, no dice to
come), so a reason never tells a person what they may not know. The bot (tabletop/ai/corp_bot.py)
keeps no reasons: these read its choice beside it, from what the view shows and the dice odds the bot
decides by (tabletop/ai/corp_odds.py through corp_bot_fight's weighing of a fight), e.g.
"comes to help: the Ghoul has 2 life left, our odds 78%". "" when there is nothing worth saying.
"""

from __future__ import annotations

import dataclasses

from tabletop.ai import corp_bot_doors as D
from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_bot_kit as K
from tabletop.ai import corp_odds as O
from tabletop.content.corp.records import CorpCards
from tabletop.core.protocol import player_name
from tabletop.games.corp import actions as A
from tabletop.games.corp.fight_words import the
from tabletop.games.corp.state import BOSS_ROOM, TOP, State


def _pct(p: float) -> str:
    return f"{max(0.0, min(1.0, float(p))):.0%}"


def _plural(n: int, word: str) -> str:
    if n == 1:
        return f"1 {word}"
    return f"{n} dice" if word == "die" else f"{n} {word}s"


def _foes(st: State, cards: CorpCards, seat: int) -> list[K.FoeInfo]:
    try:
        return F.foes_here(st, cards, seat)
    except (KeyError, IndexError, AttributeError):
        return []


def _foe_words(foes: list[K.FoeInfo], cards: CorpCards) -> str:
    """'the Ghoul has 2 life left' (the first foe; several: 'the Ghoul and 1 more have 5 life left')."""
    if not foes:
        return ""
    name = cards.name(foes[0].card)
    if not foes[0].boss:
        name = the(name)  # a boss goes by its own name (W. Whateley), a monster by its kind
    left = sum(f.left for f in foes)
    if len(foes) == 1:
        return f"{name} has {left} life left"
    return f"{name} and {len(foes) - 1} more have {left} life left"


def _allies(st: State, seat: int) -> list[int]:
    fight = st.fight
    return [s for s in (fight.fighters if fight else []) if s != seat and st.players[s].alive]


def fight_odds(st: State, cards: CorpCards, seat: int, hands, allies: list[int]) -> float | None:
    """The party's chance to win the fight in hand with the seat rolling `hands` every round and its
    allies their best (the bot's own weighing, corp_bot_fight._outlook); None with no foe."""
    foes = _foes(st, cards, seat)
    if not foes:
        return None
    life, more = F._pool(st, cards, seat, allies, foes[0])
    win, _loss = F._outlook(st, cards, seat, foes, list(hands) + more, st.players[seat].life + life)
    return win


def _hands_words(action: A.Attack, cards: CorpCards) -> str:
    names = ["a fist" if h == A.FIST else the(cards.name(h)) for h in action.hands]
    if len(names) == 2 and names[0] == names[1] == "a fist":
        return "both fists"
    return " and ".join(names) if names else "nothing"


def _attack(st: State, cards: CorpCards, a: A.Attack) -> str:
    foes = _foes(st, cards, a.seat)
    if a.target.startswith("seat:"):
        return f"it attacks with {_hands_words(a, cards)}"
    foe = F._foe_for(foes, a.target)
    if foe is None:
        return ""
    boost = F._boost(st, a.seat)
    hands = K.hands_of(st, cards, a.seat, a.hands, a.one_handed, a.all_in, foe, boost)
    dice = sum(n for n, _b, _f in hands)
    mean = O.attack_mean(hands, foe.hardness)
    win = fight_odds(st, cards, a.seat, hands, _allies(st, a.seat))
    odds = f", our odds {_pct(win)}" if win is not None else ""
    return (
        f"{_hands_words(a, cards)}: {_plural(dice, 'die')} for {mean:.1f} damage expected; "
        f"{_foe_words(foes, cards)}{odds}"
    )


def _help(st: State, cards: CorpCards, a: A.Help) -> str:
    fight = st.fight
    if fight is None:
        return ""
    foes = _foes(st, cards, a.seat)
    fighters = [s for s in fight.fighters if st.players[s].alive]
    if not a.join:
        # what decided it for the default bot (an easy bot stays out of every fight: then plain words)
        join, why = F.help_verdict(st, cards, a.seat, fight.asker)
        return "stays out of the fight" if join else why
    if fight.infected:
        return "comes to help a fellow infected"
    if not foes:
        return "comes to help"
    mine = F.best_kit_hands(st, cards, a.seat, foes[0])
    life, hands = F._pool(st, cards, a.seat, fighters, foes[0])
    win, _loss = F._outlook(st, cards, a.seat, foes, list(mine) + hands, life + st.players[a.seat].life)
    return f"comes to help: {_foe_words(foes, cards)}, our odds {_pct(win)}"


def _escape(st: State, cards: CorpCards, a: A.Escape) -> str:
    foes = _foes(st, cards, a.seat)
    if not foes:
        return "it gets away"
    risk = F.danger(st, cards, a.seat, foes)
    bonus = K.escape_bonus(st, cards, a.seat, foes[0], F.foe_level(st))
    p = O.p_escape(bonus)
    need = 4 - bonus  # the face that gets away, after the bonus or drawback (NC-RESP-02)
    mine = F.best_kit_hands(st, cards, a.seat, foes[0])
    win = fight_odds(st, cards, a.seat, mine, _allies(st, a.seat))
    odds = "it cannot: no face gets away" if need > 6 else f"on a {max(2, need)}-6, {_pct(float(p))}"
    stay = f"staying, {_pct(risk)} that the next attack kills it"
    if win is not None:
        stay += f" and {_pct(win)} that the fight is won, at a cost in life it would rather not pay"
    return f"runs ({odds}); {stay}"


def _ask(st: State, cards: CorpCards, a: A.AskHelp) -> str:
    foes = _foes(st, cards, a.seat)
    if not foes:
        return ""
    level = st.fight.level if st.fight else st.players[a.seat].level
    helpers = [h for h in K.hallway_helpers(st, a.seat, level) if F.would_help(st, cards, h, a.seat)]
    mine = F.best_kit_hands(st, cards, a.seat, foes[0])
    alone = fight_odds(st, cards, a.seat, mine, _allies(st, a.seat))
    if not helpers or alone is None:
        return f"{_foe_words(foes, cards)}; friends wait in the hallway"
    together = fight_odds(st, cards, a.seat, mine, _allies(st, a.seat) + helpers)
    who = " and ".join(player_name(h) for h in helpers)
    return f"{_foe_words(foes, cards)}: alone our odds are {_pct(alone)}, with {who} {_pct(together or 0.0)}"


def _shoot(st: State, cards: CorpCards, a: A.Shoot) -> str:
    foes = _foes(st, cards, a.seat)
    foe = F._foe_for(foes, a.target)
    if foe is None:
        return ""
    hands = K.hands_of(st, cards, a.seat, a.weapons, foe=foe, boost=F._boost(st, a.seat))
    mean = O.attack_mean(hands, foe.hardness)
    return f"ranged first, before it attacks: {mean:.1f} damage expected; {_foe_words(foes, cards)}"


def _use(st: State, cards: CorpCards, a: A.UseItem) -> str:
    try:
        plot = cards.plot(a.card)
    except KeyError:
        return ""
    kinds = {e.kind for e in plot.effects}
    target = a.target if 0 <= a.target < len(st.players) else a.seat
    p = st.players[target]
    whose = "its" if target == a.seat else f"{player_name(target)}'s"
    if "revive" in kinds:
        return f"{player_name(target)} has fallen"
    if "heal" in kinds:
        most = K.max_life(st, cards, target)
        if st.fight is not None:
            foes = _foes(st, cards, a.seat)
            risk = F.danger(st, cards, target, foes) if foes else 0.0
            return f"{whose} {p.life} of {most} life: the next attack could kill ({_pct(risk)})"
        return f"{whose} {p.life} of {most} life"
    if "extra_dice" in kinds:
        return "more dice for the next attack: the fight is close"
    if "auto_escape" in kinds:
        return "out without a roll"
    return ""


def _move(st: State, cards: CorpCards, a: A.GoToLevel) -> str:
    me = st.players[a.seat]
    if a.level == TOP:
        return "to the boss's door, where the party gathers"
    if a.level == K.highest_open(st):
        return "to the party's level" if a.level != me.level else ""
    lv = st.levels[a.level - 1] if 1 <= a.level <= 5 else None
    if lv is not None:
        for key in lv.rooms:
            area = st.areas.get(key)
            if area is None or area.discarded or area.foes:
                continue
            if any(m.tokens for m in area.machines) and me.life < K.max_life(st, cards, a.seat):
                return f"hurt ({me.life} life): a vending machine waits on level {a.level}"
            if area.weapons and not me.weapons:
                return f"unarmed: a weapon lies on level {a.level}"
        from tabletop.ai import corp_bot as B

        if B.doors_level(st, cards, a.seat) == a.level:
            return f"{me.life} life: fewer monsters wait behind the doors of level {a.level}"
    return ""


def _enter_revealed(st: State, cards: CorpCards, a: A.EnterRevealed) -> str:
    if a.room == BOSS_ROOM:
        return "the party stands at the door: the strongest goes in"
    area = st.areas.get(a.room)
    if area is None:
        return ""
    if area.foes:
        me_foes = [K.foe_info(st, cards, a.seat, f, area.level) for f in area.foes]
        _go, win = F.enter_verdict(st, cards, a.seat, me_foes)  # the bot's own judgement
        name = cards.name(me_foes[0].card)
        return f"to finish the abandoned {name} ({me_foes[0].left} life left), striking first; odds {_pct(win)}"
    if area.weapons:
        return f"for {the(cards.name(area.weapons[0].card))} on its floor"
    if area.items:
        return f"for {the(cards.name(area.items[0]))} on its floor"
    if area.machines:
        return "hurt: to the vending machine"
    return "to join a friend"


def _enter_room(st: State, cards: CorpCards, a: A.EnterRoom) -> str:
    me = st.players[a.seat]
    if me.level == TOP:
        return "the whole party stands at the door: the strongest opens it"
    alone = D.no_help_words(st, cards, a.seat, me.level)
    if alone:  # a curse of the level or its trauma: nobody can come, whoever stands by (NC-CURSE-07)
        return f"opens a door alone ({me.life} life): {alone}"
    here = [
        s
        for s, p in enumerate(st.players)
        if s != a.seat and K.in_party(st, s) and p.level == me.level and p.room is None
    ]
    if here:
        return f"opens a door ({me.life} life); {_plural(len(here), 'friend')} in the hallway can come to help"
    return f"a new door ({me.life} life)"


def _claim(st: State, cards: CorpCards, a: A.Claim) -> str:
    if not a.card:
        me = st.players[a.seat]
        later = [s for s in st.turn.claim_order if s != a.seat]
        unarmed = [s for s in later if not st.players[s].weapons and K.same_side(st, a.seat, s)]
        if me.weapons and unarmed:
            return f"leaves it for {player_name(unarmed[0])}, who carries no weapon"
        return "it would not improve its weapons"
    plot = cards.plot(a.card)
    if a.drop:
        return f"{the(plot.name)} is better than {the(cards.name(a.drop))}"
    return f"{the(plot.name)}: +{plot.dice}D, {'two' if plot.hands == 2 else 'one'}-handed, {plot.range}"


def _pick_up(st: State, cards: CorpCards, a: A.PickUp) -> str:
    try:
        plot = cards.plot(a.card)
    except KeyError:
        return ""
    if plot.kind != "weapon":
        return "to take it along"
    if a.drop:
        return f"{the(plot.name)} is better than {the(cards.name(a.drop))}"
    return f"a weapon: +{plot.dice}D, {'two' if plot.hands == 2 else 'one'}-handed"


def reason(before, action, after=None, cards: CorpCards | None = None) -> str:
    """A short reason for a computer's action, from public views only ('' when there is nothing to add)."""
    seat = getattr(action, "seat", None)
    if seat is None or before is None or cards is None or not 0 <= seat < len(before.players):
        return ""
    try:
        return _reason(before, action, cards)
    except (KeyError, IndexError, ValueError, AttributeError, ZeroDivisionError):
        return ""  # a reason is a courtesy: a position it cannot read says nothing rather than fail


def _reason(st: State, action, cards: CorpCards) -> str:
    if isinstance(action, A.Attack):
        return _attack(st, cards, action)
    if isinstance(action, A.Help):
        return _help(st, cards, action)
    if isinstance(action, A.Escape):
        return _escape(st, cards, action)
    if isinstance(action, A.AskHelp):
        return _ask(st, cards, action)
    if isinstance(action, A.Shoot):
        return _shoot(st, cards, action)
    if isinstance(action, A.Pass):
        return "no ranged shot worth taking" if st.fight is not None and st.fight.step == "ranged" else ""
    if isinstance(action, A.UseItem):
        return _use(st, cards, action)
    if isinstance(action, A.UseMachine):
        me = st.players[action.seat]
        return f"hurt: {me.life} of {K.max_life(st, cards, action.seat)} life"
    if isinstance(action, A.GoToLevel):
        return _move(st, cards, action)
    if isinstance(action, A.EnterRevealed):
        return _enter_revealed(st, cards, action)
    if isinstance(action, A.EnterRoom):
        return _enter_room(st, cards, action)
    if isinstance(action, A.Claim):
        return _claim(st, cards, action)
    if isinstance(action, A.PickUp):
        return _pick_up(st, cards, action)
    if isinstance(action, A.Give):
        to = st.players[action.to]
        return (
            f"{player_name(action.to)} carries no weapon"
            if not to.weapons
            else f"{player_name(action.to)} needs it more"
        )
    if isinstance(action, A.LeaveRoom):
        if D.no_help_words(st, cards, action.seat, st.players[action.seat].level):
            return "back to the hallway"  # nobody may be called in on this level: no help to be near
        return "back to the hallway, where the party can help"
    if isinstance(action, A.EndTurn):
        return _end_turn(st, cards, action)
    return ""


def _end_turn(st: State, cards: CorpCards, a: A.EndTurn) -> str:
    """Why it ends its turn without its flip, standing in a hallway (the bot's own rules, corp_bot._explore)."""
    from tabletop.ai import corp_bot as B

    me = st.players[a.seat]
    if st.turn.flipped or me.room is not None or st.fight is not None or not K.in_party(st, a.seat):
        return ""
    party = [s for s in range(len(st.players)) if K.in_party(st, s)]
    if me.level == TOP:
        away = [s for s in party if not K.at_boss_door(st, s)]
        if away:
            return f"waits at the boss's door for {' and '.join(player_name(s) for s in away)}"
        return f"{player_name(B.opener(st, cards))} is the strongest: they open the boss's door"
    if not B.stands_by(st, cards, a.seat):
        return ""
    if not B.healthy(st, cards, a.seat):
        return f"hurt ({me.life} life): a healthier friend opens the doors"
    out = B.waited_for(st, cards, a.seat)
    who = " and ".join(player_name(s) for s in out)
    if len(out) == 1:
        return f"stays in the hallway to help: {who} comes back out of a room next turn"
    return f"stays in the hallway to help: {who} come back out of their rooms next turn"


# -- the log --------------------------------------------------------------------------------------


def attach(batch: list, seat: int, why: str) -> None:
    """Join a reason to the action's first line in its log batch (in place): on that line when every
    seat sees it ('Player 2 enters a new door — the strongest ...'), else a line of its own after it."""
    if not why:
        return
    from tabletop.core.protocol import Event

    said = why[:1].lower() + why[1:]
    for i, ev in enumerate(batch):
        if not ev.text:
            continue
        if ev.to is None:
            batch[i] = dataclasses.replace(ev, text=ev.text.rstrip(".") + f" — {said}.")
        else:
            batch.insert(i + 1, Event("why", {"seat": seat}, f"{player_name(seat)} (computer): {said}."))
        return
