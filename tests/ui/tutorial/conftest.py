"""Tutorial tests run headless (dummy video and audio, a throwaway user folder): the coached table is
driven by the clicks a mouse makes, on what each step lights."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

SIZE = (1280, 800)


@pytest.fixture
def screen(user_home):
    pygame.init()
    yield pygame.display.set_mode(SIZE)


@pytest.fixture
def ctx(screen):
    return SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=1.0))


def coached(ctx, tid: str, place=None):
    """The tutorial `tid`'s table, at its start or at `place`, with the script's seats acting at once."""
    from tabletop.ui.tutorial import coach, spec

    scene = coach.coached_table(ctx, tid, spec.find(tid), place, bot_delay=0.0)
    scene.enter()
    return scene


def move(scene, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(scene, pos, button: int = 1):
    """Move there, wait out the click guard's moment, press and release: a mouse's click."""
    pos = (int(pos[0]), int(pos[1]))
    move(scene, pos)
    scene.t += 1.0
    move(scene, (pos[0] + 1, pos[1]))
    move(scene, pos)
    down = scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    up = scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    return down if down is not None else up


def settle(scene, screen, frames: int = 12) -> None:
    """Let the table run: the script's actions, the dice landing, the panel arranged; a picture drawn."""
    for _ in range(frames):
        scene.update(0.5)
    scene.draw(screen)


def button(scene, key: str):
    """The tutorial panel's button with this key (None when it is not shown)."""
    return scene.coach_buttons.get(key)


def do_step(scene, screen) -> None:
    """Do what the step on show asks, with the mouse: Next, or a click on what it lights (then, when
    that click opened a menu of choices, the choice whose words the step names)."""
    settle(scene, screen)
    for _ in range(5):  # a window that holds the script's seats (a finished combat's) is closed first
        if not scene.held:
            break
        click(scene, scene.lit[0][1])
        settle(scene, screen)
    index = scene.script.index
    step = scene.script.step
    assert pygame.Rect((0, 0), scene.ctx.size).contains(scene.coach_rect), f"step {index + 1}'s panel leaves the window"
    scene.panels_seen = [*getattr(scene, "panels_seen", []), scene.coach_rect.copy()]
    hidden = [t for t in scene.lit if t[0] != "drag" and scene.coach_rect.collidepoint(t[1])]
    assert not hidden, f"step {index + 1}'s panel covers what it lights: {hidden}"
    if step.expect is None:
        click(scene, button(scene, "tut_next").rect.center)
        return
    for _ in range(3):
        lit = [t for t in scene.lit if t[0] in ("click", "place")]
        assert lit, f"step {index + 1} ({step.title}) lights nothing to click"
        exact = [pos for label, pos in scene.targets() if step.point.label and label == step.point.label]
        click(scene, exact[0] if exact else lit[0][1])
        settle(scene, screen, 2)
        if scene.script.index != index:
            return
        menu = [pos for label, pos in scene.targets() if step.point.label and step.point.label.lower() in label.lower()]
        if menu:
            click(scene, menu[0])
            settle(scene, screen, 2)
            if scene.script.index != index:
                return
    raise AssertionError(f"step {index + 1} ({step.title}) was not done by clicking what it lights")


def play_through(scene, screen, upto: int | None = None) -> None:
    """Do every step (or those before step index `upto`)."""
    n = len(scene.tutorial.steps)
    while scene.script.index < (n if upto is None else upto):
        do_step(scene, screen)
    settle(scene, screen)
