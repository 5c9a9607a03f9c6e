"""The plain list of plaques at the NecronomiCORP table (offer.py): words that read the same make one
plaque (NC-PLOT-04: any of three First-Aid Kits heals the same)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table.offer import offer
from tests.ai.corp_views import CARDS, make_state


def test_three_first_aid_kits_make_one_plaque_and_end_your_turn_stays_on_the_first_page_NC_PLOT_04():
    """Play-test: with three kits, three identical "Use the First-Aid Kit on yourself" plaques came at
    every step and pushed End your turn onto a second page of the choices."""
    st = make_state(1)
    kits = ["first_aid_kit#1", "first_aid_kit#2", "first_aid_kit#3"]
    st.players[0].items = list(kits)
    st.players[0].life = 3
    legal = [A.UseItem(seat=0, card=k, target=0) for k in kits] + [A.EndTurn(seat=0)]
    out = offer(st, CARDS, 0, legal)
    labels = [c.label for c in out.buttons]
    assert len(labels) == len(set(labels)) == 2, labels
    assert out.buttons[0].action == legal[0]  # the first kit, in the engine's order
    assert isinstance(out.buttons[-1].action, A.EndTurn)
    # each kit's own plaque stays on its card on the sheet (a click there uses that one)
    assert {k for (kind, (_seat, k)) in out.clicks if kind == "held"} == set(kits)
