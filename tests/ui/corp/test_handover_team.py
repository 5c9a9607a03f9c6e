"""The hand-over between two people at a NecronomiCORP table says the team of the one coming in a team
game (play-test r21: "Pass the table to Player 2" did not say it), whole at the smallest window and at the
largest UI scale; a co-op game's says no team."""

from __future__ import annotations

from tabletop.ui.layout import set_preferences
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import table


def test_the_hand_over_says_the_team_NC_TEAM(ctx, screen):
    scene = table(ctx, {"players": 4, "teams": 2}, 11, bots={2, 3})
    st = scene.session.state
    team = next(t for t, seats in enumerate(st.teams) if 1 in seats)
    over = scene.handover_scene(1)
    assert over.title == f"Pass the table to Player 2 · team {team + 1}"
    assert over.what.startswith(f"Your turn to play, for team {team + 1}.")
    assert over.buttons().at(over.button_rect().center).label == "I am Player 2"  # the button names the seat
    for size, scale in (((960, 600), 100), ((1920, 1080), 200)):
        ctx.size = size
        set_preferences(scale, large_text=scale > 100)
        try:
            with TA.recording() as record:
                canvas = TA.TextSurface(size)
                over.draw(canvas)
        finally:
            set_preferences()
        drawn = [ln.text for ln in canvas.lines]
        assert over.title in drawn and not record.cuts, (size, drawn, record.cuts)
        assert all(ln.box.left >= 0 and ln.box.right <= size[0] for ln in canvas.lines), size


def test_a_co_op_hand_over_says_no_team(ctx, screen):
    scene = table(ctx, {"players": 2}, 11, bots=set())
    over = scene.handover_scene(1)
    assert over.title == "Pass the table to Player 2" and "team" not in over.what


def test_a_hand_over_with_nothing_secret_asks_no_one_to_look_away_NC_BUILD_10(ctx, screen):
    """The turn passes between two people so each knows it is theirs; with nothing hidden (no peek), the
    screen says so instead of "The other player looks away" (lead's play, r26)."""
    scene = table(ctx, {"players": 2}, 11, bots=set())
    over = scene.handover_scene(1)
    assert "looks away" not in over.what and over.what.startswith("Your turn to play.")
    assert "Nothing is hidden" in over.what


def test_a_hand_over_with_a_peek_to_keep_still_asks_the_other_to_look_away_NC_BUILD_10(ctx, screen, monkeypatch):
    scene = table(ctx, {"players": 2}, 11, bots=set())
    monkeypatch.setattr(type(scene), "sees_differently", lambda self, a, b: True)
    over = scene.handover_scene(1)
    assert "The other player looks away." in over.what
