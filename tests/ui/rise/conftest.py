"""Rise table tests run headless: dummy video and audio (tests/conftest.py), a throwaway user folder."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

SIZE = (1280, 800)


@pytest.fixture
def screen(user_home):
    """A dummy display of the table's design size."""
    pygame.init()
    yield pygame.display.set_mode(SIZE)


@pytest.fixture
def ctx(screen):
    """What the table needs from the app: the window size."""
    return SimpleNamespace(size=SIZE, manager=None)


def table(ctx, players: int, seed: int, bots=None, bot_delay: float = 0.0):
    """A Rise table on a new game, seat 0 a person and the rest the computer (unless `bots` says)."""
    from tabletop.core.session import Session
    from tabletop.games.rise.game import RiseGame
    from tabletop.ui.rise.table import RiseTableScene

    session = Session(RiseGame(), {"players": players}, seed)
    bots = set(range(1, players)) if bots is None else set(bots)
    scene = RiseTableScene(ctx, session, bots, None, bot_delay=bot_delay)
    scene.enter()
    scene.no_first_handover()
    return scene


def click(scene, pos, button=1):
    """Move there, press and release."""
    pos = (int(pos[0]), int(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    return scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def play_by_gestures(scene, screen, seed: int, steps: int = 20000, draw_every: int = 40) -> int:
    """Play on with the scene's own gestures only (a random one of those offered); returns clicks made."""
    rng = random.Random(seed)
    clicks = 0
    for i in range(steps):
        scene.update(0.5)
        if i % draw_every == 0:
            scene.draw(screen)
        if scene.session.outcome() is not None:
            break
        if scene.acting_seat() is not None:
            if scene.dice_in_air():
                continue  # a combat decision comes once the dice are down
            targets = scene.targets()
            assert targets, f"the seat at the screen must act but nothing is offered: {scene.session.state.turn}"
            _label, pos = rng.choice(targets)
            click(scene, pos)
            clicks += 1
    return clicks


def bot_action(scene, seat):
    """The default bot's choice for `seat` from its own view: a person's move played by the computer."""
    from tabletop.ai import get_bot
    from tabletop.core.protocol import view
    from tabletop.core.rng import RNG

    game = scene.session.game
    return get_bot("rise")(game, view(game, scene.session.state, seat), seat, RNG(1))


def bot_step(scene) -> int | None:
    """Two people at one screen, played by the computer's choices: the seat at the screen makes one move.
    Returns that seat when the turn passed to another (the hand-over is due), else None (a frame run)."""
    first = scene.seat_at_screen
    scene.submit(bot_action(scene, first))
    now = scene.session.game.to_act(scene.session.state)
    if now == [first] or not now:
        scene.update(1 / 60)
        return None
    return first
