"""A Rise save's line in the Load list (game.describe)."""

from __future__ import annotations

from tabletop.games.rise.game import RiseGame


def test_a_finished_games_line_says_it_is_over_and_who_won():
    """Play-test: a finished Rise game was not marked "Game over" in the Load list, as the others are."""
    game = RiseGame()
    st = game.initial_state({"players": 2}, 3)
    open_line = game.describe(game.snapshot(st))
    assert open_line.startswith("Rise of the Necromancers, 2 players")
    st.winners = [1]
    over = game.describe(game.snapshot(st))
    assert over.startswith("Game over · Player 2 won · Rise of the Necromancers")
