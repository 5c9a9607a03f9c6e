"""NecronomiCORP table tests run headless (dummy video, a throwaway user folder): a table on a new
session, clicks and drags as a mouse makes them, and playing on by the table's own gestures."""

from __future__ import annotations

import random

import pygame
import pytest

SIZE = (1280, 800)


@pytest.fixture
def screen(user_home):
    pygame.init()
    yield pygame.display.set_mode(SIZE)


def table(ctx, settings: dict, seed: int, bots=None, bot_delay: float = 0.0, size=SIZE):
    """A NecronomiCORP table on a new game, seat 0 a person and the rest the computer (unless `bots` says)."""
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.ui.corp.table import CorpTableScene

    players = int(settings.get("players", 4))
    hooks = any(k.startswith("test_") for k in settings)
    session = Session(CorpGame(allow_test_hooks=hooks), dict(settings), seed)
    bots = set(range(1, players)) if bots is None else set(bots)
    ctx.size = size
    scene = CorpTableScene(ctx, session, bots, None, bot_delay=bot_delay)
    scene.enter()
    scene.no_first_handover()
    return scene


def move(scene, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(scene, pos, button=1):
    """Move there, press and release (after the click guard's moment)."""
    pos = (int(pos[0]), int(pos[1]))
    move(scene, pos)
    scene.t += 1.0  # a plaque that just appeared under the cursor waits a moment (the kit's ClickGuard)
    scene.guard.moved()
    down = scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    up = scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    return down if down is not None else up


def drag(scene, start, end) -> None:
    """Press at start, move in steps to end, release there."""
    start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
    move(scene, start)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def play_by_gestures(scene, screen, seed: int, steps: int = 30000, draw_every: int = 50, prefer=None) -> int:
    """Play on with the scene's own clicks and drags only (a random one of those offered, or one that
    `prefer(label)` likes); returns the gestures made."""
    rng = random.Random(seed)
    made = 0
    for i in range(steps):
        scene.update(0.5)
        if i % draw_every == 0:
            scene.draw(screen)
        if scene.session.outcome() is not None:
            break
        if scene.acting_seat() is None:
            continue
        clicks = scene.targets()
        drags = scene.drag_targets()
        assert clicks or drags, f"the seat at the screen must act but nothing is offered: {scene.session.state.turn}"
        liked = [t for t in clicks if prefer is not None and prefer(t[0])]
        if liked and rng.random() < 0.8:
            click(scene, rng.choice(liked)[1])
        elif drags and rng.random() < 0.05:
            _label, a, b = rng.choice(drags)
            drag(scene, a, b)
        else:
            click(scene, rng.choice(clicks)[1])
        made += 1
    return made


def expansion_table(ctx, size):
    """A four-player game with Aliens & Spirits (seat 0 a person) at `size`, entered and laid out:
    (session, scene). The caller sets the UI scale and text first (layout.set_preferences)."""
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.ui.corp.table.scene import CorpTableScene

    session = Session(CorpGame(), {"players": 4, "expansion": True}, 1)
    ctx.size = size
    scene = CorpTableScene(ctx, session, frozenset({1, 2, 3}), bot_delay=0.0)
    scene.enter()
    scene._refresh()
    return session, scene


def form_maker(players: int, teams: int, seen: list):
    """A `screenshot.shown` maker: the NecronomiCORP new-game form with `players` and `teams` chosen (the
    scene appended to `seen`)."""

    def make(ctx):
        from tabletop.ui.corp.new_game import CorpNewGame

        scene = CorpNewGame(ctx)
        scene.form = scene.form.with_players(players, scene.schema).with_value("teams", teams)
        seen.append(scene)
        return scene, 3

    return make


def lines_drawn(scene, size) -> list[str]:
    """Every line of words the building's drawing writes (`building_draw.line`), the building drawn once."""
    from tabletop.ui.corp.table import building_draw as BD

    seen: list[str] = []
    real = BD.line

    def spy(surface, s, *a, **k):
        seen.append(s)
        return real(surface, s, *a, **k)

    BD.line = spy
    try:
        view = scene.tool_view()
        BD.draw_building(pygame.Surface(size), view, view.plan)
    finally:
        BD.line = real
    return seen
