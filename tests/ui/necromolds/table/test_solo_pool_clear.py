"""The common pool's tray never covers a monster while the person picks (NM-SOLO-21, NM-SOLO-25), and a
press made while Basalt's pick is shown is never lost in silence.

Playing r27 (960x600, Large text): the tray, nearly as wide as the map, covered monsters standing in the
middle of the map wherever it went up or down. It now also goes across the map, then as narrow as its
dice, and when every place on the map would cover a figure it lies over the log strip."""

from __future__ import annotations

import copy
import random
from types import SimpleNamespace

import pygame
import pytest

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import HUMAN
from tabletop.ui import layout as ui_layout
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.solo import pool
from tests.ui.necromolds.table.conftest import first_fitting_die, frame, mouse

SIZES = [((960, 600), True), ((960, 600), False), ((1280, 800), False)]
OTHER_SOLO = ("solo_basalt_turn", "solo_basalt_looks", "solo_over")


@pytest.fixture(scope="module")
def arrangements():
    """Where the living monsters stand in the other solo scenarios (map inches), to be laid on the draft."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    ctx = SimpleNamespace(size=(1280, 800), manager=None)
    out = {}
    for name in OTHER_SOLO:
        scene, _ = scenarios.build(ctx, name)
        out[name] = [(m.x, m.y) for m in scene.session.state.alive()]
    return out


def _draft_at(size, large):
    screen = pygame.display.set_mode(size)
    ui_layout.set_preferences(100, large)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "solo_draft")
    scene.enter()
    frame(scene, screen)
    return scene, screen


def _uncovered(scene, screen) -> pygame.Rect:
    """The tray as drawn, checked to cover no living figure, its dice in it and found where drawn."""
    view = scene.tool_view()
    tray = pool.drawn_tray(view)
    assert tray is not None
    figures = pool.figure_rects(view)
    hidden = [f for f in figures if f.colliderect(tray)]
    assert not hidden, (tray, hidden)
    n = len(view.state.solo.pool)
    rects = pool.pool_rects(view.layout, n, view)
    assert all(tray.contains(r) for r in rects)
    assert all(pool.pool_die_at(view, r.center) == k for k, r in enumerate(rects))
    assert pygame.Rect(0, 0, *screen.get_size()).contains(tray)
    return tray


def _lay(scene, spots) -> None:
    st = scene.session.state
    for m, (x, y) in zip(st.alive(), spots, strict=False):
        m.x, m.y = x, y
    scene._view_key = ()


@pytest.mark.parametrize(("size", "large"), SIZES)
def test_no_monster_is_under_the_pool_in_the_solo_scenarios_NM_SOLO_21(size, large, arrangements):
    """The draft as it opens, and with the monsters where they stand in each other solo scenario, at
    960x600 (Large text on and off) and 1280x800."""
    try:
        scene, screen = _draft_at(size, large)
        _uncovered(scene, screen)
        for name, spots in arrangements.items():
            _lay(scene, spots)
            frame(scene, screen)
            assert _uncovered(scene, screen), name
    finally:
        ui_layout.set_preferences(100, False)


@pytest.mark.parametrize(("size", "large"), SIZES)
def test_monsters_across_the_middle_of_the_map_stay_in_sight(size, large):
    """Playing r27: monsters standing across the middle of the map, and more scattered anywhere: the
    tray finds a place clear of every figure (across the map, narrower, or over the log strip)."""
    try:
        scene, screen = _draft_at(size, large)
        st = scene.session.state
        mp = library().maps[st.map]
        alive = st.alive()
        # a row across the middle, where the tray always stood
        row = [(mp.width * (k + 0.5) / len(alive), mp.height * 0.42) for k in range(len(alive))]
        _lay(scene, row)
        frame(scene, screen)
        _uncovered(scene, screen)
        for seed in range(6):
            rng = random.Random(seed)
            _lay(scene, [(rng.uniform(1, mp.width - 1), rng.uniform(1, mp.height - 1)) for _ in alive])
            frame(scene, screen)
            _uncovered(scene, screen)
    finally:
        ui_layout.set_preferences(100, False)


def test_a_tray_over_the_log_takes_its_presses_and_the_log_waits(ctx, screen):
    """With every place on the map covering a figure, the tray lies over the log strip: a press on a die
    takes it (the log does not open under it) and "While you waited" is not drawn over the tray."""
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "solo_draft")
    scene.bot_seats.discard(HUMAN)
    frame(scene, screen)
    st = scene.session.state
    mx, my, mw, mh = scene.layout.map
    spots = [(mx + mw * (i + 0.5) / 6, my + mh * (j + 0.5) / 5) for i in range(6) for j in range(5)]
    monsters = list(st.alive())
    while len(monsters) < len(spots):  # more figures than the armies hold: copies of theirs
        twin = copy.copy(monsters[len(monsters) % len(st.alive())])
        monsters.append(twin)
    st.monsters = monsters
    _lay(scene, [scene.camera.screen_to_map(x, y) for x, y in spots])
    frame(scene, screen)
    view = scene.tool_view()
    assert pool.tray_off_map(view)
    tray = _uncovered(scene, screen)
    assert tray.colliderect(pygame.Rect(scene.layout.log))
    assert scene.log_area() is None and scene.computer_summary() == ([], 0)
    rects = pool.pool_rects(view.layout, len(st.solo.pool), view)
    mouse(scene, "move", rects[0].center)
    mouse(scene, "down", rects[0].center)
    assert scene.pool_drag() is not None and not scene.log_panel.expanded


def test_a_press_on_the_die_basalt_takes_while_his_pick_is_shown_says_so(ctx, screen):
    """Playing r27: a second drag made while Basalt's paced pick was shown, on the die he was taking, was
    lost: the press skipped his steps and found no die there. It now says why nothing is in hand."""
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "solo_draft")
    scene.bot_seats.discard(HUMAN)
    k, book, slot = first_fitting_die(scene)
    scene.draft(k, book, slot)
    assert scene.playing() and scene.session.state.solo.picker == HUMAN
    frame(scene, screen)
    view = scene.tool_view()  # the pool before Basalt's pick, which is being shown
    shown, now = list(view.state.solo.pool), scene.session.state.solo.pool
    rects = pool.pool_rects(scene.layout, len(shown), view)
    taken = next((i for i, face in enumerate(now) if face != shown[i]), len(now))
    n = len(scene.session.actions)
    mouse(scene, "move", rects[taken].center)
    mouse(scene, "down", rects[taken].center)
    assert not scene.playing() and scene.pool_drag() is None and len(scene.session.actions) == n
    assert scene.toast is not None and "Basalt LaSeur took that die" in scene.toast[0], scene.toast
    mouse(scene, "up", rects[taken].center)


def test_a_press_on_the_empty_place_of_a_die_just_taken_says_so(ctx, screen):
    """Playing r28 under Xvfb: the die vanished as Basalt's pick was shown, a moment before the press on
    it; the press on its empty place did nothing at all. It now says the die is taken."""
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "solo_draft")
    scene.bot_seats.discard(HUMAN)
    st = scene.session.state
    k, book, slot = first_fitting_die(scene)
    before = pool.pool_rects(scene.layout, len(st.solo.pool), scene.tool_view())
    scene.draft(k, book, slot)
    for playing in (True, False):  # during his pick's show, and after it
        if not playing:
            scene.skip()
        scene.toast = None
        frame(scene, screen)
        mouse(scene, "move", before[k].center)
        mouse(scene, "down", before[k].center)
        assert scene.pool_drag() is None
        assert scene.toast is not None and "That die is taken" in scene.toast[0], (playing, scene.toast)
        mouse(scene, "up", before[k].center)
