"""Table tests run headless: dummy video and audio, and a throwaway user folder per test."""

from __future__ import annotations

from types import SimpleNamespace

# SDL's dummy drivers and the per-test user folder (user_home) come from tests/conftest.py.
import pygame
import pytest

SIZE = (1280, 800)


@pytest.fixture
def screen():
    """A dummy display of the table's design size."""
    pygame.init()
    surf = pygame.display.set_mode(SIZE)
    yield surf


@pytest.fixture
def ctx(screen):
    """What the table needs from the app: the window size."""
    return SimpleNamespace(size=SIZE, manager=None)


def scenario_scene(ctx, name):
    """The table at a named scenario (levels/necromolds/scenarios/NAME.toml)."""
    from tabletop.ui.necromolds import scenarios

    scene, _scenario = scenarios.build(ctx, name)
    scene.enter()
    return scene


def frame(scene, screen, dt=1 / 60):
    """One frame: update, then draw."""
    scene.update(dt)
    scene.draw(screen)


def mouse(scene, kind, pos, button=1):
    """Feed one mouse event to the scene."""
    pos = (int(pos[0]), int(pos[1]))
    if kind == "down":
        ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    elif kind == "up":
        ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    else:
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return scene.handle_event(ev)


def click(scene, pos, button=1):
    """Press and release at pos."""
    mouse(scene, "move", pos)
    mouse(scene, "down", pos, button)
    return mouse(scene, "up", pos, button)


def screen_of(scene, x, y):
    """Screen pixel of a map point."""
    sx, sy = scene.camera.map_to_screen(x, y)
    return int(sx), int(sy)


def press_combat_button(scene) -> bool:
    """In an open combat window, press its enabled Continue / Confirm / Keep button (True if one was)."""
    for key in ("combat_continue", "combat_confirm", "combat_keep"):
        b = scene.buttons.get(key)
        if b is not None and b.enabled:
            click(scene, b.rect.center)
            return True
    return False


def midgame_mover(ctx, screen, name: str = "drag_midgame"):
    """A scenario (drag_midgame unless named) with no drag under way: (scene, the first monster that may
    move, it)."""
    from tabletop.ui.necromolds.table import queries as Q

    scene = scenario_scene(ctx, name)
    scene.tools.clear()  # put the scenario's drag down
    frame(scene, screen)
    mid = Q.actors(scene.state)[0]
    return scene, mid, scene.state.monster(mid)


def inside_reach(scene, mid):
    """A point well inside the monster's reachable area (the first found on rings 1.5, 1 and 0.7 in
    around it), or None."""
    import math

    from shapely.geometry import Point

    from tabletop.ui.necromolds.table import queries as Q

    st = scene.state
    m = st.monster(mid)
    area = Q.battlefield(st).reachable_area(mid, st.command.distance).buffer(-0.05)
    return next(
        (
            p
            for r in (1.5, 1.0, 0.7)
            for k in range(16)
            for p in [(m.x + r * math.cos(k * math.pi / 8), m.y + r * math.sin(k * math.pi / 8))]
            if area.contains(Point(p))
        ),
        None,
    )


def first_fitting_die(scene) -> tuple[int, str, int]:
    """(the pool's index, spellbook, slot) of the solo pool's first die that is not wild, on the first
    of the person's slots it fits (not a magic slot): the pick a test makes to start a draft round."""
    from tabletop.games.necromolds.state import HUMAN
    from tabletop.ui.necromolds.solo import pool

    st = scene.session.state
    return next(
        (i, *fits[0])
        for i, face in enumerate(st.solo.pool)
        if face != "wild" and (fits := [(b, j) for b, j in sorted(pool.NQ.draft_slots(st, HUMAN, face)) if j >= 0])
    )
