"""One function names a seat on every screen (issue 20): the platform's name plus what the app knows."""

from tabletop.core.protocol import player_name
from tabletop.ui.kit.names import seat_name


def test_seat_name_builds_on_the_platform_name():
    assert seat_name(0) == player_name(0) == "Player 1"
    assert seat_name(1, bots={1}) == "Player 2 (computer)"
    assert seat_name(1, bots={0}) == "Player 2"
    assert seat_name(2, colour="red") == "Player 3 (Red)"
    assert seat_name(3, bots=(3,), colour="blue") == "Player 4 (Blue, computer)"


def test_no_screen_words_a_seat_itself():
    """No UI module builds 'Player N' by hand: they all call seat_name (or the engines' player_name)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[3] / "tabletop" / "ui"
    pattern = re.compile(r"""f["']Player \{seat \+ 1\}""")
    found = [str(p.relative_to(root)) for p in root.rglob("*.py") if pattern.search(p.read_text())]
    assert found == [], found
