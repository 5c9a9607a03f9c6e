"""Rise of the Necromancers rules, phase 4: the action of the space the Necromancer ends on (RN-ACT):
the Valley (RN-VALLEY), a Land's dice (RN-LAND), a City's tax or the fight for it (RN-CITY), the
Library's and Workshop's look and pick (RN-LIB, RN-WORK), a Dungeon's card, quest and treasure
(RN-DUNG), an Academy's Headmaster (RN-ACAD); then phase 5 (rules_dominion) and the turn's end. The
fights it starts and a quest's deadly wound are rules_fight's (`later.prepare_fight`, `later.death`),
the turn's end is rules_turn's (`later.end_turn`)."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.content import academy_count, dice
from tabletop.games.rise.rules_core import Ctx, _eff, draw, fire, gain, later, mine, pay
from tabletop.games.rise.rules_dominion import phase5
from tabletop.games.rise.state import MINION_KINDS, STOCK, Player

# ------------------------------------------------------------------------------------------
# Phase 4: the space's action (RN-ACT and every space)


def finish_turn(ctx: Ctx) -> None:
    phase5(ctx)
    later.end_turn(ctx)


def take_action(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    space = st.players[seat].space
    s = ctx.board.space(space)
    kind = s.kind
    if kind == "valley":  # RN-VALLEY-01
        ctx.tell(E.NoAction(seat, why="valley"))
        return finish_turn(ctx)
    if kind == "land":
        return land(ctx, seat, s)
    if kind == "city":
        if mine(st, seat, space):
            return tax(ctx, seat)
        return later.prepare_fight(ctx, seat, "city", space)
    if kind == "dungeon":
        if mine(st, seat, space):  # RN-DUNG-02
            ctx.tell(E.NoAction(seat, why="own_dungeon"))
            return finish_turn(ctx)
        g = st.guards.get(space)
        if g is not None and g.seat != seat:  # RN-DUNG-03
            return later.prepare_fight(ctx, seat, "dungeon_guard", space)
        return enter_dungeon(ctx, seat)
    if kind in ("library", "workshop"):
        return look(ctx, seat, kind)
    if kind == "academy":
        return academy(ctx, seat, s)
    raise AssertionError(kind)


def land(ctx: Ctx, seat: int, s) -> None:
    """RN-LAND-01: roll the dice shown and collect what they show (from what the supply holds)."""
    d = dice()
    faces = []
    for which in s.dice():
        face = d.die(which).faces[ctx.die() - 1]
        faces.append(list(face))
    ctx.tell(E.LandRolled(seat, faces, s.id))
    for shown in faces:
        for good in shown:
            gain(ctx, seat, good, 1)
    fire(ctx, seat, "land")
    finish_turn(ctx)


def tax(ctx: Ctx, seat: int) -> None:
    """RN-CITY-02..05: the tax of every City with your counters (not in a turn you conquered one)."""
    st = ctx.st
    if st.turn.conquered:  # RN-CITY-04
        return finish_turn(ctx)
    for space, h in sorted(st.dominion.items()):
        s = ctx.board.space(space)
        if h.seat == seat and s.kind == "city":
            for good in s.tax:
                gain(ctx, seat, good, 1, "tax", s.id)
    fire(ctx, seat, "tax")
    finish_turn(ctx)


def look(ctx: Ctx, seat: int, kind: str) -> None:
    """RN-LIB-01/02, RN-WORK-01/03: look at the top 3 (+ extra_look) cards, seen only by you."""
    st = ctx.st
    deck_name = "spell_deck" if kind == "library" else "item_deck"
    deck = getattr(st, deck_name)
    n = 3 + sum(e.amount for e in _eff(st, seat, "extra_look") if e.what == kind)
    top = deck[:n]
    if not top:
        ctx.tell(E.NoAction(seat, why="deck_empty", deck="spell" if kind == "library" else "item"))
        return finish_turn(ctx)
    del deck[: len(top)]
    st.turn.peek, st.turn.peek_deck, st.turn.stage = top, deck_name, "look"
    names = [ctx.cards.card(c).name for c in top]
    which = "spell" if kind == "library" else "item"
    ctx.tell(
        E.CardsLooked(seat, top, names, which), (seat,), E.CardsLookedFaceDown(seat, len(top), which), reveals=True
    )
    ctx.tell(E.Choosing(seat))


def pick(ctx: Ctx, a: A.Pick) -> None:
    st = ctx.st
    t = st.turn
    if t.stage != "look":
        raise IllegalAction("you are not looking at cards now")
    if a.card not in t.peek:
        raise IllegalAction("keep one of the cards you looked at")
    rest = list(t.peek)
    rest.remove(a.card)
    if a.rest:
        if sorted(a.rest) != sorted(rest):
            raise IllegalAction("put back exactly the other cards you looked at")
        rest = list(a.rest)
    deck = getattr(st, t.peek_deck)
    deck[:0] = rest  # back on top, in the order chosen
    p = st.players[a.seat]
    p.hand.append(a.card)
    p.fresh.append(a.card)
    t.peek = []
    kept = E.CardKept(a.seat, a.card, ctx.cards.card(a.card).name, rest)
    ctx.tell(kept, (a.seat,), E.CardKeptFaceDown(a.seat, len(rest)))
    ctx.tell(E.CardAdded(a.seat))
    finish_turn(ctx)


def enter_dungeon(ctx: Ctx, seat: int) -> None:
    """RN-DUNG-04/05/11: draw and reveal the top Dungeon card (the discards reshuffled when it is empty)."""
    st = ctx.st
    if not st.dungeon_deck and st.dungeon_discard:
        st.dungeon_deck = list(st.dungeon_discard)
        st.dungeon_discard = []
        ctx.rng.shuffle(st.dungeon_deck)
        ctx.tell(E.DungeonReshuffled("dungeon"))
    if not st.dungeon_deck:
        ctx.tell(E.NoAction(seat, why="no_dungeon_cards"))
        return finish_turn(ctx)
    card_id = st.dungeon_deck.pop(0)
    card = ctx.cards.dungeons[card_id]
    st.turn.card = card_id
    ctx.tell(E.DungeonEntered(seat, card_id), reveals=True)
    if card.type == "combat":
        return later.prepare_fight(ctx, seat, "dungeon_foe", st.players[seat].space, card_id)
    if card.type == "quest_choice":
        st.turn.stage = "quest"
        return
    quest(ctx, seat, card_id)


def quest_choice(ctx: Ctx, a: A.Quest) -> None:
    st = ctx.st
    if st.turn.stage != "quest":
        raise IllegalAction("there is no Quest-Choice to answer")
    st.turn.stage = "move"
    if a.accept:
        assert st.turn.card is not None  # the Dungeon card drawn (the "quest" stage)
        return quest(ctx, a.seat, st.turn.card)
    ctx.tell(E.QuestDeclined(a.seat))
    dungeon_done(ctx, a.seat, False)


def quest(ctx: Ctx, seat: int, card_id: str) -> None:
    """RN-DUNG-07: the quest's steps in order (pay, test); a step you cannot do fails the quest."""
    st = ctx.st
    p = st.players[seat]
    card = ctx.cards.dungeons[card_id]
    outside = _minions_asked(ctx.cards, card.quest)
    if outside:  # RN-DUNG-06: only the Necromancer and the Apprentice go in; the Minions wait outside
        ctx.tell(E.QuestMinionsWait(seat, card_id, outside))
    ok = _can_pay_quest(p, card.quest)  # a price you cannot pay in full fails the quest before any is paid
    for e in card.quest if ok else ():
        if e.kind == "pay":
            assert e.what is not None and e.amount is not None
            if e.what in STOCK:
                if p.stock.get(e.what, 0) < e.amount:
                    ok = False
                    break
                pay(st, seat, {e.what: e.amount})
            elif e.what == "apprentice":
                if p.apprentice is None:
                    ok = False
                    break
                _apprentice_dies(ctx, seat)
            else:  # Minions: never in a Dungeon (_can_pay_quest has failed the quest already)
                ok = False
                break
            ctx.tell(E.QuestPaid(seat))
        elif e.kind == "test":
            assert e.power is not None
            r = ctx.die()
            passed = r <= e.power and r != 6
            ctx.tell(E.QuestTest(seat, r, e.power, passed))
            if not passed:
                if e.what == "fail":
                    ok = False
                    break
                if p.golems:
                    ctx.tell(E.GolemWounded(seat))
                    p.golems.pop()
                elif p.apprentice:
                    _apprentice_dies(ctx, seat)
                else:
                    return later.death(ctx, seat)
    dungeon_done(ctx, seat, ok)


def _can_pay_quest(p: Player, steps) -> bool:
    """Every `pay` step of a quest together is within what the player has in the Dungeon (RN-DUNG-07)."""
    return not quest_shortfall(p, steps)


def quest_shortfall(p: Player, steps) -> dict[str, tuple[int, int]]:
    """What the player lacks to pay every `pay` step of a quest together in the Dungeon (RN-DUNG-07):
    {what: (needed, held)} for each price short ({} when it can pay). It pays from its stock and its
    Apprentice; never with a Minion, as they wait outside (RN-DUNG-06)."""
    need: dict[str, int] = {}
    for e in steps:
        if e.kind == "pay":
            need[e.what] = need.get(e.what, 0) + e.amount
    out: dict[str, tuple[int, int]] = {}
    for what, n in need.items():
        if what in STOCK:
            have = p.stock.get(what, 0)
        elif what == "apprentice":
            have = int(p.apprentice is not None)
        else:
            have = 0  # a Minion kind, or "minion": outside the Dungeon
        if have < n:
            out[what] = (n, have)
    return out


def _minions_asked(c, steps) -> str:
    """The Minions a quest's steps would sacrifice, in words ("1 Zombie"; '' for none)."""
    out = []
    for e in steps:
        if e.kind == "pay" and (e.what in MINION_KINDS or e.what == "minion"):
            name = c.minion(e.what).name if e.what in MINION_KINDS else "Minion"
            out.append(f"{e.amount} {name}{'s' if e.amount > 1 else ''}")
    return " and ".join(out)


def _apprentice_dies(ctx: Ctx, seat: int) -> None:
    p = ctx.st.players[seat]
    ctx.tell(E.ApprenticeDied(seat))
    p.apprentice = None
    p.apprentices_dead += 1


def dungeon_done(ctx: Ctx, seat: int, success: bool, lost_fight: bool = False) -> None:
    """RN-DUNG-10/12: on success the treasure, one counter to place, the card discarded (a Golem joins you)."""
    st = ctx.st
    card_id = st.turn.card
    assert card_id is not None  # the Dungeon card in hand
    card = ctx.cards.dungeons[card_id]
    st.turn.card = None
    if success:
        ctx.tell(E.DungeonWon(seat, card_id))
        for e in card.treasure:
            assert e.what is not None and e.amount is not None  # a gain or a draw (TREASURE_KINDS)
            if e.kind == "gain":
                gain(ctx, seat, e.what, e.amount, "treasure")
            elif e.kind == "draw":
                draw(ctx, seat, e.what, e.amount)
        fire(ctx, seat, "dungeon")
        if card.golem:  # RN-SPEC-04: the Golem is yours; its card leaves the deck with it
            st.players[seat].golems.append(card_id)
        else:
            st.dungeon_discard.append(card_id)
        st.turn.earned.append([st.players[seat].space, 1])
        return finish_turn(ctx)
    st.dungeon_discard.append(card_id)
    ctx.tell(E.DungeonLost(seat, card_id))
    # A lost combat ends the turn (RN-COMBAT-25); a failed or declined quest still reaches phase 5.
    return later.end_turn(ctx) if lost_fight else finish_turn(ctx)


ACADEMY_LEAST = 6  # RN-ACAD-02: cards and Minions of the colour a new Headmaster needs at least


def headmaster_problem(st, seat: int, colour: str) -> str:
    """Why ending a move on the Academy of `colour` would not make `seat` its Headmaster, in words
    ('' when it would): at least six of the colour and more than the Headmaster (RN-ACAD-02, RN-ACAD-10).
    `st` may be the state or a seat's view (the counts are public). The table asks it before a move."""
    holder = st.headmasters.get(colour)
    mine = academy_count(st, seat, colour)
    what = f"{colour} cards and Minions"
    if holder == seat:
        return "you are its Headmaster already"
    if mine < ACADEMY_LEAST:
        return f"needs {ACADEMY_LEAST} {what} (you have {mine})"
    if holder is not None:
        theirs = academy_count(st, holder, colour)
        if mine <= theirs:
            return f"needs more {what} than its Headmaster, Player {holder + 1} ({theirs}; you have {mine})"
    return ""


def academy(ctx: Ctx, seat: int, s) -> None:
    """RN-ACAD-02..11: become Headmaster with at least six and more than the Headmaster. Asked again
    once the Headmaster's guards are beaten (RN-ACAD-04): the fight may have cost either side Minions
    of the colour. The guards are all gone then (a fight against Minions is won only by wounding each
    of them), so it never leads to a second fight."""
    st = ctx.st
    mine_n = academy_count(st, seat, s.colour)
    if headmaster_problem(st, seat, s.colour):
        ctx.tell(E.NoAction(seat, mine_n, why="not_headmaster", space=s.id))
        return finish_turn(ctx)
    g = st.guards.get(s.id)
    if g is not None and g.seat != seat:  # RN-ACAD-04
        return later.prepare_fight(ctx, seat, "academy_guard", s.id)
    become_headmaster(ctx, seat, s)


def become_headmaster(ctx: Ctx, seat: int, s) -> None:
    st = ctx.st
    colour = s.colour
    holder = st.headmasters.get(colour)
    if holder is not None:  # RN-ACAD-10
        st.players[holder].headmasters.remove(colour)
    st.headmasters[colour] = seat
    st.players[seat].headmasters.append(colour)
    ctx.tell(E.BecameHeadmaster(seat, colour, s.id))
    for e in ctx.cards.headmasters[colour].effects:  # the bonus takes effect at once (RN-ACAD-05)
        if e.when == "now" and e.kind == "gain":
            assert e.what is not None and e.amount is not None
            gain(ctx, seat, e.what, e.amount, "headmaster")
        elif e.when == "now" and e.kind == "draw":
            assert e.what is not None and e.amount is not None
            draw(ctx, seat, e.what, e.amount)
    st.turn.earned.append([s.id, 2])  # RN-DOM-06
    finish_turn(ctx)
