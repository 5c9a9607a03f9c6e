"""Rise of the Necromancers rules, Necromancers attacking each other (RN-PVP): the attack when a
Necromancer moves onto a rival's space, the defender's choice to stand or flee and where it may flee
(RN-PVP-04; no way out means a fight, RN-PVP-06), and the attacker's action once it has fled
(RN-PVP-05). The fight itself is rules_fight's."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.rules_core import VALLEY, Ctx, mine
from tabletop.games.rise.rules_fight import prepare_fight
from tabletop.games.rise.rules_spaces import take_action

# ------------------------------------------------------------------------------------------
# RN-PVP: Necromancers attack each other


def flee_spaces(ctx: Ctx, defender: int) -> list[str]:
    """RN-PVP-04: adjacent, unoccupied, not a City it does not control, no rival counters. Nor the space
    the attacker came from when its action here is a City fight: losing it sends the attacker back there
    at once (RN-COMBAT-24), and no two Necromancers may share a space but the Valley (RN-ACT-02,
    RN-MOVE-10)."""
    st = ctx.st
    here = st.players[defender].space
    attacker = st.players[st.turn.seat]
    back = None
    if attacker.space == here and ctx.board.space(here).kind == "city" and not mine(st, st.turn.seat, here):
        back = attacker.came_from
    out = []
    for n in ctx.board.neighbours(here):
        if n != VALLEY and (n == back or any(p.space == n for p in st.players)):
            continue
        kind = ctx.board.space(n).kind
        h = st.dominion.get(n)
        if kind == "city" and (h is None or h.seat != defender):
            continue
        if h is not None and h.seat != defender:
            continue
        out.append(n)
    return out


def _attack_necromancer(ctx: Ctx, seat: int, rival: int) -> None:
    st = ctx.st
    st.turn.defender = rival
    ctx.tell(E.NecromancerAttacked(seat, rival))
    if flee_spaces(ctx, rival):
        st.turn.stage = "defend"
        return
    prepare_fight(ctx, seat, "pvp", st.players[seat].space)  # RN-PVP-06: no way out: fight


def flee(ctx: Ctx, a: A.Flee) -> None:
    st = ctx.st
    if st.turn.stage != "defend":
        raise IllegalAction("nobody is attacking you")
    if a.flee:
        ctx.tell(E.Fled(a.seat))
        st.turn.stage = "flee_to"
        return
    ctx.tell(E.StoodToFight(a.seat))
    prepare_fight(ctx, st.turn.seat, "pvp", st.players[st.turn.seat].space)


def flee_to(ctx: Ctx, a: A.FleeTo) -> None:
    st = ctx.st
    if st.turn.stage != "flee_to":
        raise IllegalAction("nobody is fleeing")
    d = st.turn.defender
    assert d is not None  # the Necromancer attacked
    if a.to not in flee_spaces(ctx, d):
        raise IllegalAction("the fleeing Necromancer cannot go there (RN-PVP-04)")
    st.players[d].space = a.to
    st.turn.stage = "move"
    ctx.tell(E.FledTo(d, a.to))
    take_action(ctx, a.seat)  # RN-PVP-05
