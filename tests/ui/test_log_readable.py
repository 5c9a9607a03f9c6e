"""Issue 21, "The log readable": more than seven lines, expandable, no tooltip over it while scrolling,
on both tables through the kit's LogPanel (a click on the log opens it taller, another folds it)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit.log_panel import EXPAND_ROWS, LogMetrics
from tests.ui.test_pacing import play_person, rise_table, run_bots

DT = 1 / 60


def _wheel(scene, y: int) -> bool:
    return scene.takes(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def _press(scene, pos) -> bool:
    return scene.takes(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _release(scene, pos) -> bool:
    return scene.takes(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def necromolds_table(ctx):
    from tabletop.ui.necromolds.scenarios import build

    scene, _ = build(ctx, "turns_3p")
    scene.update(DT)
    return scene


def rise_midgame(ctx):
    scene = rise_table(ctx)
    for _ in range(3):
        while scene.person_acting() is not None:
            play_person(scene)
        run_bots(scene)
    for _ in range(int(1.2 / DT)):
        scene.update(DT)  # the beat over
    return scene


@pytest.mark.parametrize("make", [rise_midgame, necromolds_table], ids=["rise", "necromolds"])
def test_the_log_opens_taller_more_than_seven_lines_issue_21(ctx, make):
    scene = make(ctx)
    panel, strip = scene.log_panel, pygame.Rect(scene.layout.log)
    scale = scene.layout.scale
    assert not panel.expanded
    assert not _press(scene, strip.center) and not _release(scene, strip.center)  # the table sees neither
    assert panel.expanded
    area = scene.log_area()
    rows = LogMetrics.of(area, scale, panel.font_size, panel.spacing).rows
    assert rows > 7 and rows >= min(EXPAND_ROWS, 20) and area.contains(strip)
    screen = pygame.display.get_surface()
    scene.draw(screen)
    scene.draw_overlay(screen)  # drawn over the table
    # the wheel over the opened log scrolls it, not the board under it
    scene.mouse = (area.centerx, area.top + 10)
    zoom = scene.camera.scale
    lines = scene.log_lines()
    panel.measure(lines, scene.layout.log, scale)
    if panel.most:
        assert not _wheel(scene, 1) and panel.scroll > 0
    assert scene.camera.scale == zoom
    # a click on it folds it again
    assert not _press(scene, (area.centerx, area.top + 10)) and not panel.expanded
    _release(scene, (area.centerx, area.top + 10))


def test_no_tooltip_over_the_log_while_scrolling_issue_21(ctx):
    rise = rise_midgame(ctx)
    rise.mouse = pygame.Rect(rise.layout.log).center
    rise._rest = 5.0  # the cursor had rested: the log's tooltip was up
    _wheel(rise, 1)
    assert rise._rest == 0.0  # scrolling: the tooltip waits until the cursor rests again
    nm = necromolds_table(ctx)
    nm.mouse = pygame.Rect(nm.layout.log).center
    nm.hover_quiet = False
    _wheel(nm, 1)
    assert nm.hover_quiet


@pytest.mark.parametrize("make", [rise_midgame, necromolds_table], ids=["rise", "necromolds"])
def test_o_opens_the_log_and_folds_it_issue_21(ctx, make):
    """Issue 21: the log opened only by a click. O (Tab until issue 26 gave Tab to the keyboard's focus)
    opens it taller and folds it again, on both tables, and the keys help (F1) lists it."""
    scene = make(ctx)
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o")  # Tab until issue 26
    assert not scene.log_panel.expanded
    scene.handle_event(tab)
    assert scene.log_panel.expanded
    scene.handle_event(tab)
    assert not scene.log_panel.expanded
    from tabletop.ui.kit.keys import LOG
    from tabletop.ui.necromolds.table import keys as nm_keys
    from tabletop.ui.rise.table import keys as rise_keys

    for table in (rise_keys.TABLE, nm_keys.TABLE):
        assert LOG in table.bindings and any(row[0] == "O" for row in table.rows())


@pytest.mark.parametrize("make", [rise_midgame, necromolds_table], ids=["rise", "necromolds"])
def test_the_fold_tab_over_the_opened_log_folds_it_and_the_table_never_sees_the_click(ctx, make):
    """Play-test: the tab that says "click to fold the log" sits above the opened panel, outside the area
    the log took clicks in, so its click went through to the table (in a Workshop it changed the card
    kept). A click on the tab now folds the log, and the table sees neither press nor release."""
    scene = make(ctx)
    panel = scene.log_panel
    _press(scene, pygame.Rect(scene.layout.log).center)
    _release(scene, pygame.Rect(scene.layout.log).center)
    assert panel.expanded
    tab = panel.fold_tab(scene.layout.log, scene.layout.scale)
    assert not scene.log_area().collidepoint(tab.center)  # outside the panel: the case that leaked
    assert not _press(scene, tab.center) and not panel.expanded
    assert not _release(scene, tab.center)


def test_every_seats_log_lines_read_on_the_dark_panel_black_too():
    """Play-test: Black's log lines were dim grey on purple. A seat's lines keep their hue, lifted to
    LEAST_LIGHT at least; a light colour is only lightened as before."""
    from tabletop.ui import palette
    from tabletop.ui.kit.panels import LEAST_LIGHT, lighter, lightness, readable

    for slot in palette.SLOTS:
        for colour in palette.SLOTS[slot]:
            assert lightness(readable(colour)) >= LEAST_LIGHT, (slot, colour)
    white = (236, 230, 214)
    assert readable(white) == lighter(white, 0.3)
