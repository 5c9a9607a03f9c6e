"""Driving the coached Necromolds table as a mouse does: clicks, drags of monsters (press on it,
carry it with the button held, let go), the ruler drawn across the map."""

from __future__ import annotations

import pygame

from tests.ui.tutorial.conftest import button, click, move, settle


def drag(scene, start, to, steps: int = 6) -> None:
    """Press at `start`, carry with the button held to `to` in a few motions, let go there."""
    start = (int(start[0]), int(start[1]))
    to = (int(to[0]), int(to[1]))
    move(scene, start)
    scene.t += 1.0
    move(scene, (start[0] + 1, start[1]))
    move(scene, start)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, steps + 1):
        pos = (start[0] + (to[0] - start[0]) * k // steps, start[1] + (to[1] - start[1]) * k // steps)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        scene.update(0.02)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))


def target(scene, words: str):
    """The pixel of the table's first target whose label holds `words` (None when none does)."""
    found = [pos for label, pos in scene.targets() if words.lower() in label.lower()]
    return found[0] if found else None


def measure(scene, screen, a: str, b: str) -> None:
    """Press Ruler, then draw it on the map from monster `a` to monster `b` (ids)."""
    click(scene, target(scene, "Ruler"))
    settle(scene, screen, 2)
    drag(scene, scene.pixel_of(("monster", a)), scene.pixel_of(("monster", b)))
    settle(scene, screen, 2)


def do_step(scene, screen, ruler=("p0-graveghoul-1", "p1-graveghoul-1")) -> None:
    """Do what the step on show asks with the mouse: Next (a Ruler step measures first), a drag the
    step lights, or a click on what it lights."""
    settle(scene, screen)
    for _ in range(5):  # a finished combat's window holds the script's seats: close it
        if not scene.held:
            break
        click(scene, scene.lit[0][1])
        settle(scene, screen)
    index, step = scene.script.index, scene.script.step
    assert pygame.Rect((0, 0), scene.ctx.size).contains(scene.coach_rect), f"step {index + 1}'s panel leaves the window"
    hidden = [
        t
        for t in scene.lit
        if scene.coach_rect.collidepoint(t[1]) or (t[0] == "drag" and scene.coach_rect.collidepoint(t[2]))
    ]
    assert not hidden, f"step {index + 1}'s panel covers what it lights: {hidden}"
    if step.expect is None:
        if step.point.label == "Ruler":
            measure(scene, screen, *ruler)
        click(scene, button(scene, "tut_next").rect.center)
        settle(scene, screen, 2)
        assert scene.script.index == index + 1, f"step {index + 1} ({step.title}): Next did not move on"
        return
    for _ in range(3):  # a finished combat's Continue may be lit first
        drags = [t for t in scene.lit if t[0] == "drag"]
        clicks = [t for t in scene.lit if t[0] in ("click", "place")]
        assert drags or clicks, f"step {index + 1} ({step.title}) lights nothing"
        if drags:
            drag(scene, drags[0][1], drags[0][2])
        else:
            click(scene, clicks[0][1])
            settle(scene, screen, 2)
            if step.point.then and scene.script.index == index:  # the second click the first brought up
                click(scene, target(scene, step.point.then))
        settle(scene, screen, 2)
        if scene.script.index != index:
            break
    assert scene.script.index == index + 1, f"step {index + 1} ({step.title}) was not done: {scene.toast}"


def play_through(scene, screen, upto: int | None = None, **kw) -> None:
    """Do every step (or those before step index `upto`)."""
    n = len(scene.tutorial.steps)
    while scene.script.index < (n if upto is None else upto):
        do_step(scene, screen, **kw)
    settle(scene, screen)
