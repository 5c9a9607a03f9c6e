"""Play-test r19: the Mode buttons said nothing of what each mode is (the computer's level button
did); a newcomer could not tell what Advanced adds (NM-ADV-01..)."""

from __future__ import annotations

from tests.ui.necromolds.test_new_game_form import open_setup


def test_each_mode_button_says_what_the_mode_is(app):
    scene = open_setup(app)
    mode = next(g for g in scene._radios if g.key == "mode")
    tips = {value: (button.tool_tip_text or "") for button, value in mode.buttons.items()}
    assert set(tips) == {"basic", "standard", "advanced"}
    assert all(tip.startswith(value.capitalize()) for value, tip in tips.items()), tips
    for rule in ("Weakening Command", "Rerolling Commands", "Gem Rage", "Support Skills"):
        assert rule in tips["advanced"]
