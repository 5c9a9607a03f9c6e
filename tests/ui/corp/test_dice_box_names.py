"""The fight window's dice box names who rolled whole, beside the dice, never under them (play-test r28,
one player at 960x600 with Large text: "Sister Agnes, Company Nurs" ran under her dice, and the boss's
"Nyarlathotep, Head of PR" lost its "R" under its first die). NC-FIGHT-01: the window shows the dice and
who rolled them. A name too long for its column gives way to its shorter one: the boss's short name, a
character's name before its comma ("Sister Agnes")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui import layout, look, screenshot
from tabletop.ui.corp.table import dice_box as DB
from tabletop.ui.corp.table import dice_draw as D
from tabletop.ui.corp.table import fight_draw as FD
from tests.ui.corp.fight_scenes import EMPTY, Table, start

pytestmark = pytest.mark.ui
DRAW_TRAY = DB.draw_tray  # as the module has it, before any test wraps it


def _tray_headings(monkeypatch, draw) -> list[tuple[str, pygame.Rect, int]]:
    """(words, drawn rect, the x where the dice begin) of each roll's heading `draw()` draws in the dice box."""
    got: list = []
    real_tray, real_text = FD.draw_tray, DB.text

    def tray(surface, view, rec, area, s):
        x, dice_x = area.x + int(10 * s), area.x + int(10 * s) + int(area.w * 0.4)

        def seen(surf, kind, size, words, pos, *a, **k):
            r = real_text(surf, kind, size, words, pos, *a, **k)
            if kind == "sans_bold" and pos[0] == x and words != "The dice":
                got.append((words, r, dice_x))
            return r

        monkeypatch.setattr(DB, "text", seen)
        try:
            real_tray(surface, view, rec, area, s)
        finally:
            monkeypatch.setattr(DB, "text", real_text)
        got.append(("", (view, rec, area, s), dice_x))

    monkeypatch.setattr(FD, "draw_tray", tray)  # as the window calls it
    draw()
    return got


def _boss_fight_at(monkeypatch, size, scale):
    """The headings of the boss_fight scenario's dice box, and (view, rec, area, letters) of its tray."""
    out: list = []

    def draw():
        try:
            with screenshot.shown(
                size, screenshot._scenario_maker("corp", "boss_fight"), ui_scale=scale, large_text=True
            ) as app:
                app.stack.top.fight_tool._picture = None  # drawn afresh
                app.stack.draw(pygame.Surface(size))
        finally:
            layout.set_preferences(100, False)

    got = _tray_headings(monkeypatch, draw)
    for words, r, dice_x in got:
        if words:
            out.append((words, r, dice_x))
    trays = [r for words, r, _x in got if not words]
    return out, trays[-1]


@pytest.mark.parametrize(("size", "scale"), [((960, 600), 100), ((960, 600), 150), ((1280, 800), 150)])
def test_the_dice_box_names_the_roller_whole_beside_its_dice_NC_FIGHT_01(monkeypatch, size, scale):
    headings, (_view, _rec, area, t) = _boss_fight_at(monkeypatch, size, scale)
    assert headings, "no roll drawn in the dice box"
    for words, r, dice_x in headings:
        assert r.right <= dice_x, f"{size} {scale}%: {words!r} ends at {r.right}, under the dice from {dice_x}"
        assert r.h >= look.font("sans_bold", 8).get_height()

    # a character of the expansion with a long name (Sister Agnes, Company Nurse), in the same box
    table = Table([EMPTY[:2]], characters=["sister_agnes"], expansion=True)
    start(table, "boss", 2, 2, 2, 2, 2)
    table.do(A.Attack(0, hands=(A.FIST,)), 6, 2, 2, 2, 2, 2)
    view = table.view()
    drawn: list = []
    monkeypatch.setattr(FD, "draw_tray", DRAW_TRAY)
    real_text = DB.text

    def seen(surf, kind, size_, words, pos, *a, **k):
        r = real_text(surf, kind, size_, words, pos, *a, **k)
        drawn.append((kind, words, r, pos))
        return r

    monkeypatch.setattr(DB, "text", seen)
    rec = table.record
    rec.landed = rec.dice  # every die landed
    DB.draw_tray(pygame.Surface((area.right + 10, area.bottom + 10)), view, rec, area, t)
    x, dice_x = area.x + int(10 * t), area.x + int(10 * t) + int(area.w * 0.4)
    names = [(w, r) for kind, w, r, pos in drawn if kind == "sans_bold" and pos[0] == x and w != "The dice"]
    assert any(w.startswith("Sister Agnes") for w, _r in names), names
    for w, r in names:
        assert r.right <= dice_x, f"{w!r} ends at {r.right}, under the dice from {dice_x}"


@pytest.mark.parametrize("t", [0.75, 0.9, 1.0, 1.08, 1.2, 1.5])
def test_the_dice_never_lie_on_their_result_NC_FIGHT_01(t):
    """Play-test r28 (960x600 Large, the boss's last round): the boss's fifth die lay on "2 hits, 1 damage".
    Every row of the dice box, of one to five dice and the longest results, in boxes from narrow to wide:
    the dice (and their marks, a few pixels past the die) end before the result's words begin, and after
    the names' column's words."""
    from tabletop.ui import look as L

    pygame.font.init()
    for w in range(int(240 * t), int(420 * t), 7):
        area = pygame.Rect(0, 0, w, 100)
        x = area.x + int(10 * t)
        for n in range(1, 6):
            for result in ("0 hits, 0 damage", "2 hits, 1 damage", "5 hits, 12 damage"):
                dx, step, die = DB.dice_row(x + int(area.w * 0.4), area.right, n, result, t)
                said = L.font("sans_bold", int(11 * t)).size(result)[0]
                result_left = area.right - int(10 * t) - said
                mark = max(D.MARK_MIN, int(die * D.MARK_R))  # the hit/miss mark, centred on the die's corner
                dice_end = dx + (n - 1) * step + die + mark
                assert dice_end <= result_left, (w, t, n, result, dice_end, result_left)
                assert dx - x >= int(40 * t), (w, t, n, result, dx)  # a name still has its column
                assert die >= int(11 * t)


DRAW_FIGHTERS = FD._draw_fighters


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 150), ((960, 600), 100)])
def test_a_long_name_gives_way_before_its_letter_shrinks_NC_FIGHT_01(monkeypatch, size, scale):
    """Play-test r28 (1280x800 at 150 %, Large text): "Sister Agnes, Company Nurse (you)" in the fight's
    list, and "attacks Sister Agnes, Company Nurse" under the boss's dice, were drawn in letters of 9 px
    to keep the whole name, where "Sister Agnes (you)" and "attacks Sister Agnes" had room in the list's
    and the box's own letter. A name gives way to its shorter form before its letter goes under the
    life line's (the list) or a step under its own (the dice box)."""
    seen: dict = {}
    real_tray = DRAW_TRAY

    def fighters(surface, view, rec, area, s, t=None):
        seen["fighters"] = (area, s, t)
        return DRAW_FIGHTERS(surface, view, rec, area, s, t)

    def tray(surface, view, rec, area, s):
        seen["tray"] = (area, s)
        return real_tray(surface, view, rec, area, s)

    monkeypatch.setattr(FD, "_draw_fighters", fighters)
    monkeypatch.setattr(FD, "draw_tray", tray)  # as the window calls it
    try:
        with screenshot.shown(
            size, screenshot._scenario_maker("corp", "boss_fight"), ui_scale=scale, large_text=True
        ) as app:
            app.stack.top.fight_tool._picture = None
            app.stack.draw(pygame.Surface(size))
    finally:
        layout.set_preferences(100, False)

    table = Table([EMPTY[:2]], characters=["sister_agnes"], expansion=True)
    start(table, "boss", 2, 2, 2, 2, 2)
    view = table.view()
    drawn: list = []
    real_text = FD.text

    def text(surf, kind, size_, words, pos, *a, **k):
        drawn.append((kind, size_, words))
        return real_text(surf, kind, size_, words, pos, *a, **k)

    monkeypatch.setattr(FD, "text", text)
    monkeypatch.setattr(DB, "text", text)  # the dice box draws its own words
    area, s, t = seen["fighters"]
    lt = t or s
    DRAW_FIGHTERS(pygame.Surface((area.right + 10, area.bottom + 10)), view, table.record, area, s, t)
    names = [(size_, w) for kind, size_, w in drawn if kind == "sans_bold" and w.startswith("Sister Agnes")]
    assert names, drawn
    assert all(size_ >= int(11 * lt) for size_, _w in names), names
    drawn.clear()
    area, s = seen["tray"]
    table.record.landed = table.record.dice
    DRAW_TRAY(pygame.Surface((area.right + 10, area.bottom + 10)), view, table.record, area, s)
    subs = [(size_, w) for kind, size_, w in drawn if kind == "sans_italic" and w.startswith("attacks")]
    assert subs, drawn
    assert all(size_ >= int(9 * s) for size_, _w in subs), subs


@pytest.mark.parametrize("t", [0.75, 0.9, 0.979, 1.0, 1.2, 1.5])
def test_no_dies_mark_or_badge_lies_on_the_next_dies_face_NC_FIGHT_01(t):
    """Play-test r30 (960x600 Large, the boss fight, a Lucky Mug's +1 on five dice): the dice stood a pixel
    apart, so each die's hit mark (lower right) and the next one's +1 badge (upper left) lay on the faces'
    corner pips. In every box 360 (scaled) wide or wider, and in the play-test's own (337 at 0.979), a row
    of up to five dice keeps them `apart`, the dice 14 (scaled) or more, the names' column still 40."""
    pygame.font.init()
    for w in range(int(360 * t), int(440 * t), 3):
        x = int(10 * t)
        for n in range(2, 6):
            for result in ("0 hits, 0 damage", "5 hits, 4 damage", "5 hits, 12 damage"):
                dx, step, die = DB.dice_row(x + int(w * 0.4), w, n, result, t)
                assert step - die >= DB.apart(die), (w, t, n, result, step, die)
                assert die >= int(14 * t) - 1 and dx - x >= int(40 * t), (w, t, n, result, dx, die)
    # the play-test's own row: the boss's five dice in the 960x600 Large window
    dx, step, die = DB.dice_row(480, 669, 5, "5 hits, 4 damage", 0.979)
    assert step - die >= DB.apart(die) and die >= 13
