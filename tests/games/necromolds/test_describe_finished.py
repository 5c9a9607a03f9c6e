"""A finished game's line on the Load list (the `describe` hook, read from the save's snapshot) names
every army alike: the kinds each side molded, its wholly smashed kinds too, and the monsters left. It
listed the loser's smashed kinds but dropped the winner's ("P1 Veggitoad, Boneclaw Brute (0) vs P2
Insectomite (3)", the Gargrizzle gone; play-test r21, replayp shot 60)."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds.library import library
from tabletop.ui.bot_driver import BotDriver


def finished(seed: int) -> Session:
    """A basic game played to its end by bots."""
    session = Session(get_game("necromolds"), {"mode": "basic", "map": "twins_vale"}, seed)
    driver = BotDriver(session, [0, 1], delay=0.0)
    while session.state.phase != "over":
        driver.step(driver.bot_to_act())
    return session


def test_a_finished_games_line_names_every_sides_smashed_kinds_alike():
    session = finished(1)
    st = session.state
    lib = library()
    molded = [list(dict.fromkeys(m.book for m in st.monsters if m.owner == k)) for k in (0, 1)]
    standing = [{m.book for m in st.alive(k)} for k in (0, 1)]
    lost = [[b for b in molded[k] if b not in standing[k]] for k in (0, 1)]
    # the game this checks: each side lost a whole kind, and one side still has monsters on the map
    assert lost[0] and lost[1] and any(standing), (lost, standing)
    line = session.game.describe(session.game.snapshot(st))
    assert line.startswith("Game over · "), line
    armies = line.split(" · ")[1].split(" vs ")
    for k in (0, 1):
        names = ", ".join(lib.books[b].name for b in molded[k])
        left = len(st.alive(k))
        assert armies[k] == f"P{k + 1} {names} ({left} monster{'' if left == 1 else 's'} left)", line
