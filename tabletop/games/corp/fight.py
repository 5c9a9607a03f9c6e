"""The NecronomiCORP fight's flow, and the only functions the turn calls (corp-engine): start a fight
(a revealed monster, an abandoned one, the boss, an infected meeting), who acts, what they may do, act.

A monster fight (NC-FIGHT-01..07, reading B): step 1 the revealed monsters' abilities, once; step 2 the
fighters' ranged shots; then rounds of: every monster attacks its target at once (NC-CONTAG-16), every
fighter still in responds once (attack, escape or ask for help, NC-RESP-01), until no monster or no
fighter is left. Loot waits for the end of the battle (NC-CONTAG-17). The blows themselves are in
fight_resolve.py, the choices in fight_legal.py, the infected fight in pvp.py."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import effects, fight_foes, fight_help, fight_legal, pvp
from tabletop.games.corp.actions import FIST, Action, AskHelp, Attack, Escape, Help, Pass, Shoot
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_end import over
from tabletop.games.corp.fight_events import (
    AbilityTriggered,
    EscapeRolled,
    FoeGone,
    FoeRevealed,
    HelpAnswered,
    HelpAsked,
    Passed,
)
from tabletop.games.corp.fight_resolve import foe_attacks, hurt, leave, strike
from tabletop.games.corp.fight_rolls import escape_shift, escapes, shifted
from tabletop.games.corp.state import BOSS_ROOM, TOP, Area, Fight, Foe, State, hall_key

__all__ = [
    "act",
    "escape_now",
    "floor_locked",
    "legal",
    "start_abandoned",
    "start_boss",
    "start_pvp",
    "start_reveal",
    "to_act",
]

to_act = fight_legal.to_act
legal = fight_legal.legal
start_pvp = pvp.start_pvp


def floor_locked(st: State, area: str) -> bool:
    """While a living monster is in an area, nobody may take what the dead left there (NC-BOSS-07)."""
    a = st.areas.get(area)
    return a is not None and bool(a.foes)


def _area(st: State, area: str, level: int) -> Area:
    if area not in st.areas:
        st.areas[area] = Area(level=level)
    return st.areas[area]


def _begin(ctx: Ctx, seat: int, area: str, level: int, step: str) -> Fight:
    st = ctx.st
    fight = Fight(area=area, level=level, step=step, fighters=[seat], last_entered=seat)
    st.fight = fight
    st.turn.step = "fight"
    p = st.players[seat]
    for t in p.traumas if area != BOSS_ROOM else ():  # nobody escapes the boss (NC-BOSS-01): no Thanophobia there
        if any(e.kind == "thanophobia" for e in ctx.cards.plot(t).effects):
            fight.escape_only.append(seat)  # its first response must be an escape (NC-FAQ-03)
            ctx.tell(AbilityTriggered(t, "thanophobia", seat, p.character))
            break
    return fight


def _reveal(ctx: Ctx, seat: int, area: str, card: str) -> None:
    """One monster comes out: it joins the area, its abilities act (step 1, NC-FIGHT-02), and a
    monster with no life dies by itself after them (NC-CONTAG-11), with no loot (NC-CONTAG-12)."""
    st, cards = ctx.st, ctx.cards
    fight = st.fight
    assert fight is not None
    c = fight_foes.card(cards, card)
    shield = fight_foes.ability(c, "zombie_shield")
    foe = Foe(card=card, zombies=[0] * shield.count if shield is not None else [])
    grows = fight_foes.ability(c, "life_per_survivor")
    if grows is not None and c.boss:  # its life for the survivors it was drawn for (NC-BOSS-02)
        foe.more_life = grows.amount * max(0, st.boss_for - grows.beyond)
    a = st.areas[area]
    a.foes.append(foe)
    if card == area and a.discarded:
        # its own room's card back alive (It's still alive! where it died): the room stands again
        a.discarded = False
        if 1 <= fight.level <= len(st.levels) and area not in st.levels[fight.level - 1].rooms:
            st.levels[fight.level - 1].rooms.append(area)
    p = st.players[seat]
    ctx.tell(FoeRevealed(seat, p.character, card))
    for e in c.abilities:
        if e.kind == "reveal_damage" and p.alive:
            ctx.tell(AbilityTriggered(card, e.kind, seat, p.character, e.amount))
            hurt(ctx, seat, e.amount, card)
        elif e.kind == "reveal_disarm" and p.alive and p.weapons:
            dropped = p.weapons.pop(0)
            st.areas[p.area()].weapons.append(dropped)
            ctx.tell(AbilityTriggered(card, e.kind, seat, p.character, other=dropped.card))
        elif e.kind == "summon":
            _summon(ctx, seat, area, card)
    if c.life <= 0:
        ctx.tell(FoeGone(card, "alone"))
        fight_foes.discard(st, area, foe, fight.level)


def _summon(ctx: Ctx, seat: int, area: str, card: str) -> None:
    """The next Room card of the level joins the fight if it is a monster; else it stays on top."""
    st = ctx.st
    fight = st.fight
    assert fight is not None
    if not 1 <= fight.level <= len(st.levels):
        return
    stack = st.levels[fight.level - 1].stack
    if stack and ctx.cards.room(stack[0]).kind == "monster":
        joined = stack.pop(0)
        ctx.tell(AbilityTriggered(card, "summon", other=joined))
        _reveal(ctx, seat, area, joined)


def start_reveal(ctx: Ctx, seat: int, area: str, foes: list[str]) -> None:
    """Monster card(s) just revealed by `seat` in `area` (a room, or a hallway, NC-FAQ-07)."""
    st = ctx.st
    level = st.players[seat].level
    a = _area(st, area, level)
    if st.players[seat].infected is not None:
        # monsters and the infected leave each other alone (NC-CONTAG-14): the monster waits there
        for card in foes:
            a.foes.append(Foe(card=card))
            ctx.tell(FoeGone(card, "abandoned"))
        return
    _begin(ctx, seat, area, level, "ranged")
    for card in foes:
        _reveal(ctx, seat, area, card)
    _after_step_one(ctx)


def start_abandoned(ctx: Ctx, seat: int, area: str) -> None:
    """`seat` entered a room with abandoned monsters: no reveal abilities; it may strike first with
    melee, then the monsters attack (NC-ABAN-03/04). They kept their damage (NC-ABAN-02)."""
    st = ctx.st
    a = st.areas[area]
    fight = _begin(ctx, seat, area, a.level, "melee_first")
    for f in a.foes:
        ctx.tell(FoeRevealed(seat, st.players[seat].character, f.card, again=True, damage=f.damage))
    fight.waiting = [seat]


def start_boss(ctx: Ctx, seat: int) -> None:
    """`seat` opened the boss's door (st.boss drawn by the turn, NC-BOSS-02): the boss fights like a
    monster, with no escape (NC-BOSS-01). A boss already out (its fighters dead) keeps its damage."""
    st = ctx.st
    assert st.boss is not None
    a = _area(st, BOSS_ROOM, TOP)
    if a.foes:
        _begin(ctx, seat, BOSS_ROOM, TOP, "ranged")
        ctx.tell(FoeRevealed(seat, st.players[seat].character, a.foes[0].card, again=True, damage=a.foes[0].damage))
        _after_step_one(ctx)
        return
    start_reveal(ctx, seat, BOSS_ROOM, [st.boss])


def _after_step_one(ctx: Ctx) -> None:
    """Step 2: the fighters with charged ranged weapons may shoot (NC-FIGHT-03); else the monsters attack."""
    st = ctx.st
    fight = st.fight
    assert fight is not None
    if over(ctx):
        return
    shooters = [s for s in fight.fighters if fight_legal.shots(st, ctx.cards, s, [""])]
    if shooters:
        fight.step = "ranged"
        fight.waiting = shooters
    else:
        _monsters_attack(ctx)


def target_of(fight: Fight, foe: Foe) -> int:
    """Whom a monster attacks: the last fighter who injured it, else the last who entered (NC-RESP-16)."""
    if foe.last_hit_by in fight.fighters:
        return foe.last_hit_by
    if fight.last_entered in fight.fighters:
        return fight.last_entered
    return fight.fighters[-1]


def _monsters_attack(ctx: Ctx) -> None:
    """Every monster in the area attacks at once (NC-FIGHT-04, NC-CONTAG-16): it regenerates first, it
    attacks its target (or every fighter, attacks_all), and a vanishing one is gone after its first
    attack with no response owed (NC-CONTAG-13). Then every fighter still in responds (NC-RESP-17)."""
    st, cards = ctx.st, ctx.cards
    fight = st.fight
    assert fight is not None
    fight.rounds += 1
    level = effects.on_level(st, cards, fight.level)
    for foe in list(st.areas[fight.area].foes):
        if not fight.fighters:
            break
        c = fight_foes.card(cards, foe.card)
        regen = effects.total(c.abilities, "regenerate") + effects.total(level, "level_regenerate")
        if regen:
            fight_foes.heal(cards, foe, regen, "regenerate", ctx.tell, fight.rounds)
        victims = list(fight.fighters) if effects.has(c.abilities, "attacks_all") else [target_of(fight, foe)]
        for seat in victims:
            if seat in fight.fighters:
                foe_attacks(ctx, foe, seat)
        foe.attacks += 1
        if effects.has(c.abilities, "vanish"):
            ctx.tell(FoeGone(foe.card, "vanished"))
            fight_foes.discard(st, fight.area, foe, fight.level)
    if over(ctx):
        return
    fight.step = "respond"
    fight.waiting = [s for s in st.order if s in fight.fighters]


def _escape(ctx: Ctx, seat: int, free: bool = False, to: str = "") -> str:
    """An escape die, 4-6 after its shifts (NC-RESP-02): out of the fight to the hallway of the level
    (not the turn's flip, NC-RESP-04); alone it just leaves, the monsters stay (NC-RESP-03)."""
    st, cards = ctx.st, ctx.cards
    fight = st.fight
    assert fight is not None
    p = st.players[seat]
    if free:
        ok, raw, shown = True, 0, 0
    else:
        foes = [a for f in st.areas[fight.area].foes for a in fight_foes.card(cards, f.card).abilities]
        shift = escape_shift(effects.on_character(st, cards, seat), effects.on_level(st, cards, fight.level), foes)
        raw = ctx.die()
        shown = shifted([raw], shift)[0]
        ok = escapes(raw, shift)
    dest = ""
    if ok:
        dest = pvp.flee(st, seat, to) if fight.step == "pvp" else hall_key(fight.level)
        if fight.step != "pvp":
            p.room = None
        leave(fight, seat)
        fight.escaped.append(seat)
    ctx.tell(EscapeRolled(seat, p.character, raw, shown, ok, dest, free))
    return dest


def escape_now(ctx: Ctx, seat: int) -> None:
    """An item's escape without a roll (auto_escape), used in the respond step; never from the boss
    (NC-BOSS-01). The turn's items.use calls this and discards the item."""
    fight = ctx.st.fight
    if fight is None or seat not in fight.waiting or fight.step not in ("respond", "pvp"):
        return
    if any(fight_foes.card(ctx.cards, f.card).boss for f in ctx.st.areas[fight.area].foes):
        return
    _escape(ctx, seat, free=True)
    _next(ctx)


def _aim(st: State, target: str) -> Foe:
    foes = st.areas[st.fight.area].foes if st.fight is not None else []
    return next((f for f in foes if f.card == target), foes[0])


def _attack(ctx: Ctx, action: Attack) -> None:
    """One attack action: each hand its own roll, in the order chosen (NC-RESP-13, NC-RESP-19)."""
    st = ctx.st
    fight = st.fight
    assert fight is not None
    for hand in action.hands:
        if st.fight is None or action.seat not in fight.fighters:
            return
        if fight.step == "pvp":
            target: Foe | int = int(action.target.split(":", 1)[1])
            if target not in fight.fighters:
                continue
        else:
            if not st.areas[fight.area].foes:
                return
            target = _aim(st, action.target)
        strike(
            ctx,
            action.seat,
            hand,
            target,
            one_handed=hand in action.one_handed,
            all_in=hand == action.all_in and hand != FIST,
        )


def act(ctx: Ctx, action: Action) -> None:
    """A fight action by a seat in to_act; an illegal one is refused with the reason."""
    st = ctx.st
    why = fight_legal.why_not(st, ctx.cards, action)
    if why is not None:
        raise IllegalAction(why)
    fight = st.fight
    assert fight is not None
    seat = action.seat
    if isinstance(action, Help):
        fight.asked.remove(seat)
        ctx.tell(HelpAnswered(seat, st.players[seat].character, action.join))
        if action.join:
            fight_help.come_in(st, seat)
        if not fight.asked:
            # the helpers strike on entering, in the order they choose, before the round goes on
            fight.step = "pvp" if fight.infected else "respond"
            fight.waiting = [*fight.joined, *[s for s in fight.waiting if s not in fight.joined]]
        return _next(ctx)
    if seat in fight.waiting:
        fight.waiting.remove(seat)
    if fight.step == "respond":  # Thanophobia binds the first response only (NC-FAQ-03)
        while seat in fight.escape_only:
            fight.escape_only.remove(seat)
    if seat in fight.joined:
        fight.joined.remove(seat)
    if isinstance(action, Pass):
        ctx.tell(Passed(seat, st.players[seat].character))
    elif isinstance(action, Shoot):
        for w in action.weapons:
            if st.fight is None or not st.areas[fight.area].foes:
                break
            strike(ctx, seat, w, _aim(st, action.target))
    elif isinstance(action, Attack):
        _attack(ctx, action)
    elif isinstance(action, Escape):
        fled = _escape(ctx, seat, to=action.to)
    elif isinstance(action, AskHelp):
        asked = fight_help.helpers(st, ctx.cards, seat)
        ctx.tell(HelpAsked(seat, st.players[seat].character, list(asked)))  # its own list: the fight's changes
        if asked:
            fight.asker = seat
            fight.asked = asked
            fight.step = "help"
    _next(ctx)
    # Fled into another area with an abandoned monster: that one is fought now. Never the monster just
    # escaped from: a fight in a hallway (NC-FAQ-07) is escaped into that same hallway, where the monster
    # now lies abandoned (NC-RESP-02, NC-ABAN-01); fighting it again at once looped for ever.
    if isinstance(action, Escape) and fled and fled != fight.area and st.fight is None:
        _into_abandoned(ctx, seat, fled)


def _into_abandoned(ctx: Ctx, seat: int, area: str) -> None:
    """Fled from an infected fight into a room with an abandoned monster (NC-CONTAG-08): once that fight
    is over, the monster's fight starts as on any entering (NC-ABAN-03); the infected are left alone."""
    st = ctx.st
    p = st.players[seat]
    a = st.areas.get(area)
    if a is not None and a.foes and p.alive and p.infected is None and p.area() == area:
        start_abandoned(ctx, seat, area)


def _next(ctx: Ctx) -> None:
    """After an action: the fight may be over; else, once everyone in this step has acted, the next
    step (the monsters' attack, or the infected fight's next round)."""
    st = ctx.st
    fight = st.fight
    if fight is None or over(ctx) or fight.step == "help":
        return
    if fight.waiting:
        return
    if fight.step == "pvp":
        pvp.next_round(ctx)
    else:
        _monsters_attack(ctx)
