"""A watched NecronomiCORP table (the replay viewer) names no seat "(you)" and no team "(yours)": the
watcher plays no seat (`Watched.human` answers False), though the table was made, before it was
watched, for a game with one person at it (play-test r21: "Player 1 (you)" on a watched table)."""

from __future__ import annotations

import random

from tabletop.ui.corp.table import chrome
from tabletop.ui.replay.timeline import Recording, Timeline
from tabletop.ui.replay.watched_table import table_at
from tests.ui import text_audit as TA
from tests.ui.replay.test_watched_words import forget_drawn_words


def _timeline(tmp_path) -> Timeline:
    """A four-player game in two teams, one person (seat 0) and three computer seats, a few actions in."""
    from tabletop.games.corp.game import CorpGame

    settings = {"players": 4, "teams": 2, "ui": {"bots": [1, 2, 3]}}
    rec = Recording(CorpGame(), settings, 11)
    rng = random.Random(3)
    for _ in range(12):
        seat = rec.game.to_act(rec.state)[0]
        rec.submit(rng.choice(rec.game.legal_actions(rec.state, seat)))
    return Timeline(tmp_path / "corp.json", rec)


def test_a_watched_corp_table_has_no_you_and_no_yours(ctx, screen, tmp_path):
    timeline = _timeline(tmp_path)
    for seat in (0, "all"):
        from tabletop.ui.replay.timeline import ALL

        table = table_at(ctx, timeline, timeline.end, ALL if seat == "all" else seat)
        view = table.tool_view()
        assert not [n for n in view.names if "you" in n], view.names
        assert "Player 2 (computer)" in view.names  # the computer's seats still say so
        words = chrome.scoreboard_words(view.state, chrome.own_seat(view))
        assert "yours" not in words and "Team 1" in words
        assert not [t for t in chrome.score_tip(view) if "Your team" in t]
        with TA.recording():
            forget_drawn_words()
            try:
                canvas = TA.TextSurface(ctx.size)
                table.update(0.0)
                table.draw(canvas)
                table.draw_overlay(canvas)
            finally:
                forget_drawn_words()
        said = [ln.text for ln in canvas.lines if "(you" in ln.text or ", you" in ln.text]
        assert not said, (seat, said)


def test_the_live_table_still_says_you_for_its_one_person(ctx, screen):
    """The live table of a game with one person names that seat "(you)" (hot-seat's two people: neither)."""
    from tests.ui.corp.conftest import table

    scene = table(ctx, {"players": 4, "teams": 2}, 11)
    assert scene.tool_view().names[0] == "Player 1 (you)"
    assert "(yours)" in chrome.scoreboard_words(scene.view, chrome.own_seat(scene.tool_view()))
