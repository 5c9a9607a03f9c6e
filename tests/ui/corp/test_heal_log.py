"""One heal, one line in the table's log (play-test r23: a First-Aid Kit used at the table logged "Player 1
uses First-Aid Kit" and "Player 1 heals 2 with First-Aid Kit (16 life)")."""

from __future__ import annotations


def test_a_first_aid_kit_used_by_its_plaque_logs_one_line_NC_PLOT_04(ctx, screen):
    from tests.ui.corp.conftest import table
    from tests.ui.corp.fight_scenes import EMPTY

    levels = [EMPTY, ["empty_cubicle#2"], [], [], []]
    scene = table(ctx, {"players": 1, "characters": ["gary"], "test_building": {"levels": levels}}, 5, bots=())
    st = scene.session.state
    st.players[0].items = ["first_aid_kit#1"]
    st.players[0].life -= 2
    scene._key = scene._view_key = ()  # the state changed by hand: shown again
    scene.update(0.1)
    before = len(scene.log_lines())
    kit = next(b for b in scene._offer.buttons if "First-Aid Kit" in b.label)
    scene.carry_out(kit.action)
    scene.update(0.1)
    new = [line.text for line in scene.log_lines()[before:]]
    assert len(new) == 1, new
    assert new[0] == f"Player 1 uses First-Aid Kit: +2 life ({st.players[0].life + 2} life)", new
