"""Play-test r19 (pmolds 4): the line under "Resume your last game" ended "… Player 1 to assign…" at
1280x800, and a Load game row "vs P2 Thornback… · Player 1 to assign dice": both read whole now (the
menu's line on two rows, the armies' lists shortened to their first names and "N more" when needed)."""

from __future__ import annotations

import pytest

from tabletop.ui import look
from tabletop.ui.scenes.resume import shorter_lists

LONG = (
    "Necromolds: Monster Battles · today 01:24 · Round 4 · P1 Graveghoul, Cragmaw, Slimewick, Mud Mumps (7)"
    " vs P2 Thornback, Veggitoad, Insectomite, Basalt Batadactyl (4) · Player 1 to assign dice"
)


def menu_with_long_line(app, monkeypatch):
    """The main menu with a waiting Necromolds game whose line under "Resume" is LONG."""
    from tests.ui.test_autosaves_per_game import necromolds_game

    necromolds_game()
    menu = app.stack.top
    menu.refresh()
    app.step()
    assert "resume" in menu.buttons
    monkeypatch.setattr(menu, "saves_line", lambda: LONG)
    return menu


def test_the_lists_shorten_to_their_first_names_and_a_count():
    text = "Round 4 · P1 Graveghoul, Cragmaw, Mud Mumps (7) vs P2 Thornback, Veggitoad (4) · Player 1 to play"
    assert (
        shorter_lists(text)[-1]
        == "Round 4 · P1 Graveghoul and 2 more (7) vs P2 Thornback and 1 more (4) · Player 1 to play"
    )
    assert shorter_lists("Turn 3 · Player 1, Player 2 to act") == []  # a comma outside " vs " is a sentence's


def test_a_count_in_words_stays_whole_after_the_shortened_list():
    """Play-test r26: "P1 Graveghoul and 4 more (2)" read as five kinds against two of something; a game
    counts its monsters in words, kept whole after the shortened list."""
    text = "Round 8 · P1 Graveghoul, Cragmaw, Mud Mumps (2 monsters left) vs P2 Thornback, Veggitoad (1 monster left)"
    assert shorter_lists(text)[-1] == (
        "Round 8 · P1 Graveghoul and 2 more (2 monsters left) vs P2 Thornback and 1 more (1 monster left)"
    )


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_line_under_resume_reads_whole(user_home, monkeypatch, size):
    from tabletop.ui.app import App

    app = App(size=size)
    try:
        menu = menu_with_long_line(app, monkeypatch)
        drawn: list[str] = []
        real = look.text
        monkeypatch.setattr(
            look, "text", lambda kind, sz, words, *a, **k: drawn.append(words) or real(kind, sz, words, *a, **k)
        )
        menu.draw_overlay(app.window)
        rows = [w for w in drawn if "Necromolds" in w or "P2" in w or "Player 1" in w]
        assert rows and not any("…" in r for r in rows), rows
        said = " ".join(rows)
        assert said == LONG or said in shorter_lists(LONG), rows
        assert "Player 1 to assign dice" in said and "Thornback" in said
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_load_row_reads_whole(user_home, size):
    """A Load game row's second line in the list's own font and width: the rosters shortened, never cut
    with "…" (shot161: "vs P2 Thornback… · Player 1 to assign dice")."""
    from pathlib import Path

    from tabletop.ui.app import App
    from tabletop.ui.save_list import SaveEntry
    from tabletop.ui.scenes.load_game import LoadScene

    desc = (
        "Round 2 · P1 Graveghoul, Batadactyl, Cragmaw, Slimewick, Mud Mumps, Insectomite (8) vs P2 Thornback,"
        " Veggitoad, Gargrizzle, Basalt Batadactyl, Mud Mumps (4) · Player 1 to assign dice"
    )
    from tests.ui.test_autosaves_per_game import necromolds_game

    app = App(size=size)
    try:
        necromolds_game()  # a save in the list: its rows' fonts are measured
        scene = LoadScene(app.ctx)
        app.stack.push(scene)
        for _ in range(30):  # the list is read in the background
            app.step()
            if scene._fonts[1] is not None:
                break
        assert scene._fonts[1] is not None
        entry = SaveEntry(Path("/saves/x.json"), 2_000_000.0, "necromolds", None, False, desc)
        line = scene.row_of(entry).split("\n")[1]
        assert "…" not in line and line.endswith(" · Player 1 to assign dice") and "Thornback" in line
        assert line == desc or line in shorter_lists(desc), line
    finally:
        app.close()
