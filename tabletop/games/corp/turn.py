"""The turn (NC-TURN): who acts, the Beginning and End actions (pick up, trade, drop, change levels,
NC-TURN-02..05), the found weapons claimed in turn order at the end (NC-PLOT-07/17), and the passing
of the turn clockwise to the next living character (NC-START-11)."""

from __future__ import annotations

from operator import attrgetter

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp import effects, life, linked, rooms
from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import TOP, Area, Held, State, Turn, hall_key

FREE_STEPS = ("begin", "end")  # the steps with the free actions (NC-TURN-02..04)


def to_act(st: State) -> list[int]:
    if st.winners is not None:
        return []
    if st.fight is not None:
        return list(linked.fight().to_act(st))
    if st.turn.step == "claim":
        return st.turn.claim_order[:1]
    return [st.turn.seat]


def _free(st: State, seat: int) -> None:
    if st.turn.step not in FREE_STEPS or seat != st.turn.seat:
        raise IllegalAction("only at the beginning or the end of your turn")
    if not st.players[seat].alive:
        raise IllegalAction("your character is dead")


def _area(st: State, seat: int) -> tuple[str, Area]:
    key = st.players[seat].area()
    return key, st.areas.setdefault(key, Area(level=st.players[seat].level))


def _take_weapon(st: State, seat: int, held: Held, drop: str) -> str:
    """Into the seat's hands; at two weapons `drop` (one it carries) goes to the floor (NC-PLOT-08)."""
    p = st.players[seat]
    _, area = _area(st, seat)
    dropped = ""
    if len(p.weapons) >= 2:
        out = next((w for w in p.weapons if w.card == drop), None)
        if out is None:
            raise IllegalAction("you carry two weapons: name the one you leave on the floor")
        p.weapons.remove(out)
        area.weapons.append(out)
        dropped = out.card
    elif drop:
        raise IllegalAction("you have a free hand: nothing needs to be left behind")
    p.weapons.append(held)
    return dropped


def pick_up(ctx: Ctx, a: A.PickUp) -> None:
    """A weapon or a dropped item from the floor of your area (NC-TURN-02, NC-BOSS-08); never while a living
    monster is there (NC-BOSS-07)."""
    st = ctx.st
    _free(st, a.seat)
    _, area = _area(st, a.seat)
    if area.foes:
        raise IllegalAction("a living monster is here: it must be destroyed first")
    held = next((w for w in area.weapons if w.card == a.card), None)
    if held is not None:
        if a.card in area.found:  # (legal.py offers no such pick-up; a forged action is refused here)
            raise IllegalAction("a weapon found this turn is taken at its end, the finder choosing first")
        area.weapons.remove(held)
        try:
            dropped = _take_weapon(st, a.seat, held, a.drop)
        except IllegalAction:
            area.weapons.append(held)
            raise
        ctx.tell(E.PickedUp(a.seat, a.card, dropped))
        return
    if a.card in area.items:
        if a.drop:
            raise IllegalAction("items have no limit: nothing needs to be left behind")
        area.items.remove(a.card)
        st.players[a.seat].items.append(a.card)
        ctx.tell(E.PickedUp(a.seat, a.card))
        return
    raise IllegalAction("that card is not on the floor here")


def give(ctx: Ctx, a: A.Give) -> None:
    """Trade a weapon or an item with a character in your area (NC-TURN-03); traumas never (NC-PLOT-05)."""
    st = ctx.st
    _free(st, a.seat)
    p = st.players[a.seat]
    if not 0 <= a.to < st.players_n or a.to == a.seat:
        raise IllegalAction("give to another player")
    q = st.players[a.to]
    if not q.alive or q.area() != p.area():
        raise IllegalAction("you can only trade with a living character in your area")
    if a.card in p.traumas:
        raise IllegalAction("traumas cannot be traded")
    held = next((w for w in p.weapons if w.card == a.card), None)
    if held is not None:
        if len(q.weapons) >= 2:
            raise IllegalAction("they already carry two weapons")
        p.weapons.remove(held)
        q.weapons.append(held)
    elif a.card in p.items:
        p.items.remove(a.card)
        q.items.append(a.card)
    else:
        raise IllegalAction("you do not carry that card")
    ctx.tell(E.Gave(a.seat, a.card, a.to))


def drop(ctx: Ctx, a: A.Drop) -> None:
    """Leave a weapon or an item on the floor of your area."""
    st = ctx.st
    _free(st, a.seat)
    p = st.players[a.seat]
    _, area = _area(st, a.seat)
    held = next((w for w in p.weapons if w.card == a.card), None)
    if held is not None:
        p.weapons.remove(held)
        area.weapons.append(held)
    elif a.card in p.items:
        p.items.remove(a.card)
        area.items.append(a.card)
    else:
        raise IllegalAction("you do not carry that card")
    ctx.tell(E.Dropped(a.seat, a.card))


def go_to_level(ctx: Ctx, a: A.GoToLevel) -> None:
    """From a hallway to the hallway of any other open level (NC-TURN-04, NC-TURN-05)."""
    st = ctx.st
    _free(st, a.seat)
    p = st.players[a.seat]
    if p.room is not None:
        raise IllegalAction("only from a hallway: flip back to it first")
    if a.level == p.level:
        raise IllegalAction(f"you are already on level {a.level}")
    if not rooms.level_open(st, a.level):
        raise IllegalAction(
            "the top floor opens with the exit of level 5"
            if a.level == TOP
            else f"level {a.level} is not open: find the exit of level {a.level - 1} first"
        )
    p.level = a.level
    ctx.tell(E.WentToLevel(a.seat, a.level))
    rooms.meet(ctx, hall_key(a.level))


# -- the end of the turn ---------------------------------------------------------------------------------


def end_turn(ctx: Ctx, a: A.EndTurn) -> None:
    st = ctx.st
    if st.turn.step not in FREE_STEPS or a.seat != st.turn.seat:
        raise IllegalAction("you can end your turn at its beginning or its end")
    finish(ctx)


def finish(ctx: Ctx) -> None:
    """The turn's end: found weapons claimed in turn order (NC-PLOT-07), then contagion (corp-fight),
    then the next turn. Stops where a seat must choose or a fight starts."""
    st = ctx.st
    if _open_claims(ctx):
        return
    if any(p.dies_infected is not None or p.infected is not None for p in st.players):
        linked.contagion().at_turn_end(ctx)
        if st.fight is not None:
            return
    if _found_anywhere(st):
        for area in [a for a in st.areas.values() if a.found or a.found_by != -1]:
            area.found = []
            area.found_by = -1
    next_turn(ctx)


_FOUND = attrgetter("found")
_FOUND_BY = attrgetter("found_by")


def _found_anywhere(st: State) -> bool:
    """Some area holds weapons found this turn or their finder. Asked at every turn's end of a hundred
    areas or so, rarely true: read by map and any, without a Python loop."""
    areas = st.areas.values()
    return any(map(_FOUND, areas)) or any(map((-1).__ne__, map(_FOUND_BY, areas)))


def _claim_order(st: State, key: str) -> list[int]:
    """Living characters in the area, in turn order from the finder (NC-PLOT-07, NC-TEAM-09)."""
    found_by = st.areas[key].found_by
    start = found_by if found_by in st.order else st.turn.seat
    i = st.order.index(start) if start in st.order else 0
    order = st.order[i:] + st.order[:i]
    return [s for s in order if st.players[s].alive and st.players[s].area() == key]


def _open_claims(ctx: Ctx) -> bool:
    """Offer the first area's found weapons to its characters in turn; False when none are left."""
    st = ctx.st
    if not any(map(_FOUND, st.areas.values())):
        return False
    for key, area in [(k, a) for k, a in st.areas.items() if a.found]:
        area.found = [c for c in area.found if any(w.card == c for w in area.weapons)]
        if not area.found:
            continue
        order = _claim_order(st, key)
        if not order or area.foes:
            area.found = []
            area.found_by = -1
            continue
        st.turn.step = "claim"
        st.turn.claim_area = key
        st.turn.claim_order = order
        ctx.tell(E.WeaponsClaimed(order, list(area.found)))
        return True
    return False


def claim(ctx: Ctx, a: A.Claim) -> None:
    """Take a found weapon (dropping one at two) and choose again, or "" to let the rest lie (NC-PLOT-17)."""
    st = ctx.st
    t = st.turn
    if t.step != "claim" or not t.claim_order or a.seat != t.claim_order[0]:
        raise IllegalAction("it is not your choice of the found weapons")
    area = st.areas[t.claim_area]
    if a.card:
        if a.card not in area.found:
            raise IllegalAction("that weapon was not found here this turn")
        held = next(w for w in area.weapons if w.card == a.card)
        area.weapons.remove(held)
        area.found.remove(a.card)
        try:
            dropped = _take_weapon(st, a.seat, held, a.drop)
        except IllegalAction:
            area.weapons.append(held)
            area.found.append(a.card)
            raise
        ctx.tell(E.PickedUp(a.seat, a.card, dropped))
    else:
        t.claim_order = t.claim_order[1:]
        ctx.tell(E.ClaimPassed(a.seat))
    if not area.found or not t.claim_order:
        area.found = []
        area.found_by = -1
        t.claim_order = []
        t.claim_area = ""
        t.step = "end"
        finish(ctx)


def next_turn(ctx: Ctx) -> None:
    """The next living character clockwise plays (NC-START-11); its turn begins (NC-TURN-01)."""
    st = ctx.st
    t = st.turn
    ctx.tell(E.TurnEnds(t.seat))
    i = st.order.index(t.seat) if t.seat in st.order else 0
    for k in range(1, st.players_n + 1):
        seat = st.order[(i + k) % st.players_n]
        if st.players[seat].alive:
            break
    else:
        return  # nobody alive: endgame.check ends the game
    st.turn = Turn(number=t.number + 1, seat=seat, step="begin")
    ctx.tell(E.TurnBegins(seat, st.turn.number))
    _medic(ctx, seat)


def _medic(ctx: Ctx, seat: int) -> None:
    """A special character's "medic" skill: at the beginning of its turn the most hurt character in its area
    heals (its choice made for it: the one missing most life, the lowest seat on a tie)."""
    st = ctx.st
    amount = effects.total(effects.on_character(st, ctx.cards, seat), "medic")
    if not amount:
        return
    key = st.players[seat].area()
    hurt = [
        (life.max_life(st, ctx.cards, s) - q.life, -s)
        for s, q in enumerate(st.players)
        if q.alive and q.area() == key and q.life < life.max_life(st, ctx.cards, s)
    ]
    if hurt:
        _, neg = max(hurt)
        life.heal(ctx, -neg, amount, st.players[seat].character)


def dead_turn(ctx: Ctx) -> bool:
    """The turn's character died outside a fight (or the fight is over and it lies dead): the turn passes.
    True when it did (the state changed)."""
    st = ctx.st
    if st.fight is None and st.winners is None and st.turn.step in FREE_STEPS and not st.players[st.turn.seat].alive:
        finish(ctx)
        return True
    return False
