"""Rise of the Necromancers rules, phase 3: movement (RN-MOVE, RN-SPEC-08): the allowance (the
slowest Minion on the Player board, bonuses, Mist Walk), the spaces within reach (a City you do not
control or a rival's counters end movement, a rival Necromancer's space is attacked, RN-PVP-01),
leaving and picking up Minions before Mist Walk (RN-MOVE-12/13/15), casting Mist Walk, moving, and
standing still on your own City (RN-MOVE-08). Moving on leads to the space's action (rules_spaces) or
an attack on a Necromancer (rules_pvp)."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.content import city_ids, effects_of, minion_moves, once_items, spell_level
from tabletop.games.rise.rules_core import MOVE_ONCE, VALLEY, Ctx, _cast, _eff, castable, mine, occupant
from tabletop.games.rise.rules_pvp import _attack_necromancer
from tabletop.games.rise.rules_spaces import take_action
from tabletop.games.rise.state import MINION_KINDS, Guard, Turn

# ------------------------------------------------------------------------------------------
# Phase 3: movement (RN-MOVE, RN-SPEC-08)


def allowance(ctx: Ctx, seat: int) -> int:
    """RN-MOVE-03/15: the slowest Minion on the Player board (1 without), + bonuses and Mist Walk."""
    st = ctx.st
    moves = minion_moves(ctx.cards)
    base = None
    for k, n in st.players[seat].army.items():
        if n > 0:
            m = moves[k]
            if base is None or m < base:
                base = m
    if base is None:
        base = ctx.cards.supplies.player_board.no_minion_move
    bonus = effects_of(st, seat, "move_bonus")
    return (base + sum(e.amount or 0 for e in bonus) if bonus else base) + st.turn.mist  # amount: required


def destinations(ctx: Ctx, seat: int, target: str | None = None) -> dict[str, str]:
    """Where `seat` may move: space -> the space it came from on the way (breadth first, one ring of
    spaces after the other). With `target` the search stops once it is found (its entry is final when
    found: the Move applied needs no more)."""
    st, b = ctx.st, ctx.board
    start = st.players[seat].space
    through = st.turn.through or bool(_eff(st, seat, "move_through"))
    reach = allowance(ctx, seat)
    parent: dict[str, str] = {}
    # occupant() for every space at once: spaces a rival stands on (never the Valley).
    taken = {p.space for s, p in enumerate(st.players) if s != seat and p.space != VALLEY}
    adjacent = b._adjacent
    pvp = st.pvp
    dominion = st.dominion
    cities = city_ids(b)
    seen = {start}
    ring = [start]
    for step in range(reach):
        further = step + 1 < reach  # the spaces found now are left again (never in the last ring)
        nxt = []
        for cur in ring:
            for n in adjacent[cur]:
                if n in seen:
                    continue
                if n in taken:
                    if pvp:  # RN-PVP-01: moving onto a rival attacks it; no passing through
                        seen.add(n)
                        parent[n] = cur
                        if n == target:
                            return parent
                    continue  # RN-MOVE-10
                seen.add(n)
                parent[n] = cur
                if n == target:
                    return parent
                if further:
                    # RN-MOVE-06/07: a City you do not control, or a space with an opposing counter,
                    # ends movement (only Mist Walk's move_through passes them).
                    h = dominion.get(n)
                    if through or (h.seat == seat if h is not None else n not in cities):
                        nxt.append(n)
        if not nxt:
            break
        ring = nxt
    return parent


def _can_move(ctx: Ctx, seat: int) -> bool:
    """Whether move_options holds a Move or a Stay (the same answer without listing them)."""
    st = ctx.st
    here = st.players[seat].space
    if ctx.board.space(here).kind == "city" and mine(st, seat, here):
        return True  # Stay
    if allowance(ctx, seat) < 1:
        return False
    if st.pvp:
        return bool(ctx.board._adjacent[here])
    taken = {p.space for s, p in enumerate(st.players) if s != seat and p.space != VALLEY}
    return any(n not in taken for n in ctx.board._adjacent[here])


def move_options(ctx: Ctx, seat: int) -> list:
    st = ctx.st
    t = st.turn
    p = st.players[seat]
    if t.moved:
        return []
    out: list = []
    here = p.space
    if here == t.start and not _moving_spell(t):  # RN-MOVE-15: before Mist Walk
        if mine(st, seat, here):  # RN-MOVE-12
            out += [A.Fortify(seat, k) for k in MINION_KINDS if p.army.get(k, 0) > 0]
        g = st.guards.get(here)
        if g is not None and g.seat == seat:  # RN-MOVE-13
            out += [A.PickUp(seat, k) for k in MINION_KINDS if g.army.get(k, 0) > 0]
    if t.mist == 0 and castable(ctx, seat, "mist_walk"):
        out.append(A.MistWalk(seat))
    out += [A.UseItem(seat, i) for i in once_items(st, seat, MOVE_ONCE)]
    out += [A.Move(seat, d) for d in destinations(ctx, seat)]
    if ctx.board.space(here).kind == "city" and mine(st, seat, here):  # RN-MOVE-08, RN-CITY-03
        out.append(A.Stay(seat))
    return out


def _before_moving(ctx: Ctx, seat: int) -> None:
    t = ctx.st.turn
    if t.stage != "move" or t.moved:
        raise IllegalAction("that is done at the start of the movement phase")


def _moving_spell(t: Turn) -> bool:
    """Mist Walk (or a once movement Item) is cast: fortifying and picking up are over (RN-MOVE-15)."""
    return bool(t.mist or t.through)


def _before_mist(ctx: Ctx, seat: int) -> None:
    _before_moving(ctx, seat)
    if _moving_spell(ctx.st.turn):
        raise IllegalAction("Minions are left or picked up before Mist Walk is cast (RN-MOVE-15)")


def fortify(ctx: Ctx, a: A.Fortify) -> None:
    _before_mist(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    if p.space != st.turn.start or not mine(st, a.seat, p.space):
        raise IllegalAction("you fortify only a space with your Dominion counters where you began (RN-MOVE-12)")
    if a.kind not in MINION_KINDS or p.army.get(a.kind, 0) <= 0:
        raise IllegalAction("you have no such Minion on your Player board")
    p.army[a.kind] -= 1
    g = st.guards.setdefault(p.space, Guard(seat=a.seat, army=dict.fromkeys(MINION_KINDS, 0)))
    g.army[a.kind] += 1
    ctx.tell(E.Fortified(a.seat, a.kind, p.space))


def pick_up(ctx: Ctx, a: A.PickUp) -> None:
    _before_mist(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    g = st.guards.get(p.space)
    if (
        p.space != st.turn.start
        or g is None
        or g.seat != a.seat
        or a.kind not in MINION_KINDS
        or g.army.get(a.kind, 0) <= 0
    ):
        raise IllegalAction("none of your Minions of that kind is on this space (RN-MOVE-13)")
    g.army[a.kind] -= 1
    if not any(g.army.values()):
        del st.guards[p.space]
    p.army[a.kind] += 1
    ctx.tell(E.PickedUp(a.seat, a.kind))


def mist_walk(ctx: Ctx, a: A.MistWalk) -> None:
    _before_moving(ctx, a.seat)
    if ctx.st.turn.mist or not castable(ctx, a.seat, "mist_walk"):
        raise IllegalAction("you cannot cast Mist Walk now")
    _cast(ctx, a.seat, "mist_walk")
    level = spell_level(ctx.st, a.seat, "mist_walk")
    for e in ctx.cards.spell_effect("mist_walk", level):
        if e.kind == "move_bonus":
            assert e.amount is not None
            ctx.st.turn.mist += e.amount
        elif e.kind == "move_through":
            ctx.st.turn.through = True


def move(ctx: Ctx, a: A.Move) -> None:
    _before_moving(ctx, a.seat)
    st = ctx.st
    if not ctx.board.has(a.to):
        raise IllegalAction(f"there is no space {a.to!r}")
    where = destinations(ctx, a.seat, a.to)
    if a.to not in where:
        raise IllegalAction("you cannot reach that space this turn (RN-MOVE-05..10)")
    p = st.players[a.seat]
    p.came_from, p.space = where[a.to], a.to
    st.turn.moved = True
    ctx.tell(E.Moved(a.seat, a.to))
    rival = occupant(st, a.to, a.seat)
    if rival is not None:
        _attack_necromancer(ctx, a.seat, rival)
    else:
        take_action(ctx, a.seat)


def stay(ctx: Ctx, a: A.Stay) -> None:
    _before_moving(ctx, a.seat)
    st = ctx.st
    p = st.players[a.seat]
    if ctx.board.space(p.space).kind != "city" or not mine(st, a.seat, p.space):
        raise IllegalAction("you must move: only on your own City may you stand still (RN-MOVE-08)")
    st.turn.moved = True
    ctx.tell(E.StoodStill(a.seat, p.space))
    take_action(ctx, a.seat)
