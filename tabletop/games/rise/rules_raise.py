"""Rise of the Necromancers rules, phase 2: raising Minions (RN-RAISE): one a turn, more with
extra_raise effects (RN-RAISE-01), from the limited supply (RN-RAISE-10), paid by one of the cost
options on the Minion's card less any reductions; then ending the phase. Each hands play on to the
turn's flow (`later.settle`, rules_turn)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import effects_of, minion_costs, once_items
from tabletop.games.rise.rules_core import RAISE_ONCE, Ctx, _eff, affordable, later, pay, raise_cost
from tabletop.games.rise.state import MINION_KINDS

# ------------------------------------------------------------------------------------------
# Phase 2: raise Minions (RN-RAISE)


def _extra_raises(ctx: Ctx, seat: int, kind: str) -> int:
    t = ctx.st.turn
    return sum(e.count for e in _eff(ctx.st, seat, "extra_raise", t.extra_raise_used) if e.what == kind)


def may_raise(ctx: Ctx, seat: int, kind: str, option: int) -> str | None:
    st = ctx.st
    if kind not in MINION_KINDS:
        return f"there is no Minion {kind!r}"
    m = ctx.cards.minion(kind)
    if not 0 <= option < len(m.costs):
        return f"the {m.name} has {W.counted(len(m.costs), 'cost option')}"
    t = st.turn
    extra = [k for k in t.extra_raise_used if k in MINION_KINDS]
    if t.raised >= 1 and extra.count(kind) >= _extra_raises(ctx, seat, kind):
        return "you may raise one Minion in phase 2 (RN-RAISE-01)"
    if st.supply.get(kind, 0) <= 0:
        return f"no {m.name} is left in the supply (RN-RAISE-10)"
    if not affordable(st, seat, raise_cost(ctx, seat, kind, option)):
        return f"you cannot pay for a {m.name}"
    return None


def _can_raise(ctx: Ctx, seat: int) -> bool:
    """Whether raise_options holds more than EndRaise (the same answer, stopping at the first)."""
    return bool(raise_options(ctx, seat, first=True))


def raise_options(ctx: Ctx, seat: int, first: bool = False) -> list:
    """The Raises may_raise allows (the same list, the seat's effects looked up once); `first`: at most
    the first of them (or a once Item), without EndRaise."""
    out: list = []
    st = ctx.st
    t = st.turn
    stock = st.players[seat].stock
    supply = st.supply
    raised = t.raised >= 1
    if raised:  # only a second raise asks for extra_raise effects (RN-RAISE-01)
        extra = [k for k in t.extra_raise_used if k in MINION_KINDS]
        more = effects_of(st, seat, "extra_raise", t.extra_raise_used)
    reduce = effects_of(st, seat, "reduce_cost", t.extra_raise_used)
    items: Iterable[tuple[str, int]]  # a cost option's items, or with its reductions
    for kind, costs in minion_costs(ctx.cards):
        if raised and extra.count(kind) >= sum(e.count or 0 for e in more if e.what == kind):  # count: required
            continue
        if supply.get(kind, 0) <= 0:
            continue
        for option, items in enumerate(costs):
            if reduce:
                cost = dict(items)
                for e in reduce:
                    if e.what == kind and e.resource in cost:
                        assert e.amount is not None
                        cost[e.resource] = max(0, cost[e.resource] - e.amount)
                items = cost.items()
            for k, v in items:
                if stock.get(k, 0) < v:
                    break
            else:
                out.append(A.Raise(seat, kind, option))
                if first:
                    return out
    out += [A.UseItem(seat, i) for i in once_items(ctx.st, seat, RAISE_ONCE)]
    return out if first else out + [A.EndRaise(seat)]


def raise_minion(ctx: Ctx, a: A.Raise) -> None:
    why = may_raise(ctx, a.seat, a.kind, a.option)
    if why:
        raise IllegalAction(why)
    st = ctx.st
    pay(st, a.seat, raise_cost(ctx, a.seat, a.kind, a.option))
    if st.turn.raised >= 1:
        st.turn.extra_raise_used.append(a.kind)
    st.turn.raised += 1
    st.supply[a.kind] -= 1
    st.players[a.seat].army[a.kind] += 1
    ctx.tell(E.MinionRaised(a.seat, a.kind))
    later.settle(ctx)


def end_raise(ctx: Ctx, a: A.EndRaise) -> None:
    ctx.st.turn.stage = "move"
    later.settle(ctx)
