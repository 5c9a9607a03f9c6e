"""The bot-level strength table (tabletop/bench/strength.py, issue 25): duels alternate the seats, every
game is counted once as a win of either side or a shared result, and the README's table is made from it."""

from __future__ import annotations

import pytest

from tabletop.bench import strength

pytestmark = pytest.mark.slow


def test_a_duel_alternates_seats_and_counts_every_game_once():
    """Normal against easy: the duel's bookkeeping, not a level's strength (the Rise hard bot's play-outs cost
    about 2 s of CPU a game, too slow to play eight here)."""
    cell = strength.duel("rise", {"players": 2}, "normal", "easy", 4, 100)
    assert cell["games"] == 4 and cell["errors"] == 0
    assert cell["first_wins"] + cell["second_wins"] + cell["shared"] == 4
    again = strength.duel("rise", {"players": 2}, "normal", "easy", 4, 100)
    assert {k: v for k, v in again.items() if k != "seconds"} == {k: v for k, v in cell.items() if k != "seconds"}


def test_the_table_names_each_cell_with_its_games():
    result = strength.run(2, only="rise")
    table = strength.markdown(result)
    assert "| match (2 seeded games a cell) |" in table and "| rise hard-normal |" in table
    assert strength.main(["--games", "1"]) == 2  # a duel needs both seat orders
