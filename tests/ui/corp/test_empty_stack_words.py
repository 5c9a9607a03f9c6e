"""A level's empty face-down stack (play-test r29, the tutorial's building: levels 3 to 5 were built with no
rooms, and their stacks read "no doors left", as if every door had been opened there). A level built with
no room cards says "no rooms", on its place, in its tooltip and when clicked; a level whose doors were all
opened still says "no doors left" (NC-BUILD-09's hand-laid building; NC-MAP-01: an explored room goes to
its level's discard)."""

from __future__ import annotations

import pygame

from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import chrome
from tabletop.ui.corp.table.turn_tools import CorpBase
from tabletop.ui.tools import Say
from tests.ui.corp.conftest import table
from tests.ui.corp.test_table_keyboard import settle

LEVEL_1 = ["empty_cubicle#1", "exit_1#1"]  # the tutorial's way: level 1 has doors, levels 3 to 5 none
LEVEL_2 = ["supply_closet#1", "exit_2#1"]


def _tutorial_like(ctx):
    settings = {"players": 1, "characters": ["gary"], "test_building": {"levels": [LEVEL_1, LEVEL_2, [], [], []]}}
    return table(ctx, settings, 5, bots=set())


def _stack_words(monkeypatch, scene, screen) -> dict[int, list[str]]:
    """Level -> the words drawn on its stack's place (as fitted there)."""
    view = scene.tool_view()
    places = {int(key): BD.to_rect(view.camera, box) for key, box in view.plan.of("stack")}
    drawn: list = []
    real = BD.line

    def spy(surface, s, size, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        r = real(surface, s, size, pos, colour, kind, anchor, width)
        drawn.append((BD.fitted(s, size, kind, width)[0] if width is not None else s, pygame.Rect(r)))
        return r

    monkeypatch.setattr(BD, "line", spy)
    BD.draw_building(pygame.Surface(scene.ctx.size), view, view.plan)
    monkeypatch.setattr(BD, "line", real)
    return {n: [w for w, r in drawn if place.colliderect(r)] for n, place in places.items()}


def _click(scene, level: int):
    """What a click on a level's stack answers (the idle tool's own answer)."""
    view = scene.tool_view()
    return scene.tools.find(CorpBase).click(("stack", level), view.pixel_of(("stack", level)), view)


def test_a_level_built_with_no_rooms_says_no_rooms_not_no_doors_left_NC_BUILD_09(ctx, screen, monkeypatch):
    scene = _tutorial_like(ctx)
    settle(scene, screen)
    words = _stack_words(monkeypatch, scene, screen)
    for level in (3, 4, 5):
        assert "no rooms" in words[level] and "no doors left" not in words[level], (level, words[level])
        tip = chrome.card_tip(scene.tool_view(), ("stack", level))
        assert tip[0] == f"Level {level}: no rooms", tip
        assert not any("face down" in t or "next card" in t for t in tip), tip
    said = _click(scene, 3)
    assert isinstance(said, Say) and "no rooms" in said.text and "hallway" not in said.text, said


def test_a_level_whose_doors_were_all_opened_says_no_doors_left_NC_MAP_01(ctx, screen, monkeypatch):
    scene = _tutorial_like(ctx)
    st = scene.session.state
    lv = st.levels[0]
    lv.discard, lv.stack = [*lv.stack], []  # every door of level 1 opened, its rooms explored
    scene._key = scene._view_key = ()
    settle(scene, screen)
    words = _stack_words(monkeypatch, scene, screen)
    assert "no doors left" in words[1], words[1]
    assert chrome.card_tip(scene.tool_view(), ("stack", 1))[0] == "Level 1: no doors left"
    said = _click(scene, 1)
    assert isinstance(said, Say) and said.text == "Every door of level 1 has been opened", said
