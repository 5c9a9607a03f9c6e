"""The NecronomiCORP table's modules stay under the project's 800 lines a file (DESIGN.md, split by what the
code holds): fight_draw.py reached 778 lines (r28 corpsolo), so the fight window's dice box (who rolled,
their dice, what they did) is its own module, dice_box.py, and the letters both draw with fight_ink.py."""

from __future__ import annotations

import pathlib

import tabletop.ui.corp.table as table

LIMIT = 800
HERE = pathlib.Path(table.__file__).parent


def test_every_table_module_is_under_the_line_limit():
    long = {p.name: n for p in HERE.glob("*.py") if (n := len(p.read_text().splitlines())) >= LIMIT}
    assert long == {}, long


def test_the_dice_box_is_its_own_module_and_the_window_draws_it():
    """The dice box's drawing lives in dice_box.py, and the window draws it from there (the tests that spy on
    its words wrap dice_box.text); fight_draw.py keeps room to grow (a tenth of the limit at least)."""
    from tabletop.ui.corp.table import dice_box, fight_draw

    assert fight_draw.draw_tray is dice_box.draw_tray
    for name in ("roll_label", "roller_names", "dice_row", "tray_rows"):
        assert hasattr(dice_box, name) and not hasattr(fight_draw, name), name
    assert len((HERE / "fight_draw.py").read_text().splitlines()) <= LIMIT * 9 // 10
