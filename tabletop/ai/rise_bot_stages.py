"""The Rise bot's play and raise stages (split from rise_bot.py, which holds the plan and the moves):
which card to play (a Necromancer by worth, then free Spells, the Apprentice, the cheapest Item) and
which Minion to raise (its strength, the Academy colour nearest a Headmastership, its price)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.ai.rise_bot_tables import _colour_of_minion, _cost_total, _necromancer_worth
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise.state import MINION_KINDS

if TYPE_CHECKING:
    from tabletop.ai.rise_bot import Plan

STRENGTH = {"skeletal_dragon": 4, "ghost": 3.5, "hell_knight": 2, "zombie": 1}


def _play(plan: Plan, by: dict) -> A.Action:
    c = plan.c
    plays = by.get(A.PlayCard, [])
    nec = [a for a in plays if a.card in c.necromancers]
    if nec:
        return max(nec, key=lambda a: _necromancer_worth(c, a.card, plan.st, plan.seat))
    # Spells are free; then the Apprentice; then Items, the cheapest first.
    spells = [a for a in plays if a.card in c.spell_cards]
    if spells:
        return spells[0]
    app = [a for a in plays if a.card in c.apprentices]
    if app:
        return max(app, key=lambda a: sum(c.apprentices[a.card].power))
    items = [a for a in plays if a.card in c.items]
    if items:
        return min(items, key=lambda a: _cost_total(Q.card_cost(plan.ctx, plan.seat, a.card)))
    uses = by.get(A.UseItem, [])
    if uses:
        return uses[0]
    return by[A.EndPlay][0]


def _target_colour(plan: Plan) -> str | None:
    """The Academy colour nearest a Headmastership this seat could still take."""
    st, seat = plan.st, plan.seat
    best, best_n = None, -1
    for colour in ("green", "bone", "red", "blue"):
        holder = st.headmasters.get(colour)
        if holder == seat:
            continue
        n = plan.academy(seat, colour)
        need = 6 if holder is None else max(6, plan.academy(holder, colour) + 1)
        score = n - need
        if score > best_n - 6 and (best is None or score > best_n):
            best, best_n = colour, score
    return best


def _raise(plan: Plan, by: dict) -> A.Action:
    raises = by.get(A.Raise, [])
    if not raises:
        uses = by.get(A.UseItem, [])
        return uses[0] if uses else by[A.EndRaise][0]
    me = plan.me
    target = _target_colour(plan)
    army = sum(me.army.values())
    reach = Q.allowance(plan.ctx, plan.seat)

    c, ctx, seat = plan.c, plan.ctx, plan.seat
    of_kind: dict[str, float] = {}  # what a Minion of a kind is worth before its price (the same per kind)

    def worth(a: A.Raise) -> float:
        kind = a.kind
        v = of_kind.get(kind)
        if v is None:
            v = STRENGTH[kind] * (0.5 if army < 6 else 0.2)
            if _colour_of_minion(kind) == target:
                v += 2.0
            move = c.minion(kind).move
            if move < reach and not any(me.army.get(k, 0) and c.minion(k).move <= move for k in MINION_KINDS):
                v -= 1.0  # it would slow the army
            of_kind[kind] = v
        cost = _cost_total(Q.raise_cost(ctx, seat, kind, a.option))
        return v - 0.25 * cost - 0.01 * a.option

    best, top = None, 0.0
    for a in raises:  # max(raises, key=worth): the first of the best
        w = worth(a)
        if best is None or w > top:
            best, top = a, w
    if top <= 0:
        return by[A.EndRaise][0]
    assert best is not None  # with no raise to weigh top stays 0, handled above
    return best
