"""Engine words as a player reads them: no checklist rule numbers (play-test: "(RN-NEC-02)" in the
play-card question, "(RN-APP-04)" in a refusal, "(NM-CLAY-07)" in a tooltip read like a debug view)."""

from __future__ import annotations

import pytest

from tabletop.ui.plain_words import plain


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("you already have an Apprentice (RN-APP-04)", "you already have an Apprentice"),
        (
            "an Apprentice needs a Necromancer played in an earlier turn (RN-APP-01, RN-PLAY-06). Next",
            "an Apprentice needs a Necromancer played in an earlier turn. Next",
        ),
        ("draw a wall (NM-CLAY-02/04)", "draw a wall"),
        ("Basalt's army (NM-SOLO-06..)", "Basalt's army"),
        ("the infected cannot face the boss (NC-CONTAG-14)", "the infected cannot face the boss"),
        ("a fight (no towers: RN-CITY-05) goes on", "a fight (no towers) goes on"),
        ("a long-handled broom (two-handed)", "a long-handled broom (two-handed)"),
        ("Player 2 (computer) moves", "Player 2 (computer) moves"),
    ],
)
def test_rule_numbers_leave_the_words_and_nothing_else_does(said, shown):
    assert plain(said) == shown


def test_the_table_shows_a_refusal_and_the_log_without_rule_numbers():
    from tabletop.core.protocol import Event
    from tabletop.ui.game_log import GameLog
    from tabletop.ui.game_screen import GameScreen

    screen = object.__new__(GameScreen)
    assert GameScreen.refusal_text(screen, "you must move (RN-MOVE-08)") == "You must move"
    log = GameLog()
    log.add_events([Event("note", {}, "Rot Lord and Shade Queen leave the game unseen (RN-NEC-02).")])
    assert [line.text for line in log.lines(0, ())] == ["Rot Lord and Shade Queen leave the game unseen."]
