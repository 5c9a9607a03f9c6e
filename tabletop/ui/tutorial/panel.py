"""The tutorial's panel over the table (the step's words, Next, Leave) and the light on its target.

`arrange` (from the scene's update and before a click) places the panel and its buttons for the step
on show; `draw` paints them and the pulsing rings round what the step points at, reading only.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.ui import look
from tabletop.ui.kit.buttons import Button
from tabletop.ui.kit.panels import panel as draw_panel
from tabletop.ui.kit.panels import text, wrap
from tabletop.ui.layout import ui_scale
from tabletop.ui.tutorial import spec, tables

WIDTH = 400  # the panel's width at scale 1
LIGHT = (255, 206, 96)
WAITING = "The others are playing their part: watch the table."
HELD = "Press the lit button to close the fight when you have read it: the others then play on."
FINISHED = "That is the whole tutorial. Play a real game now, or go back to the menu."
FINISHED_NEXT = "That is the whole tutorial. The next lesson: {title}. Or play a real game, or go back to the menu."
ROLLING = "The dice are rolling: watch them land."
# The keys of the panel's step, under its words (play-test r25: a keyboard player was told to "click" and
# "press Next", and N, Tab and Esc were written only in tooltips the mouse shows)
KEYS_NEXT = "Keys: N for Next · Esc to leave (your place is kept)"
KEYS_GESTURE = "Keys: Tab or 1-9 to the lit thing, Enter presses, I: tooltip"
KEYS_FINISHED = "Keys: N for {first} · Esc to leave"


def _scale(scene) -> float:
    return ui_scale(tuple(scene.ctx.size))


def rolling(scene) -> bool:
    """The table's dice are in the air (a table that rolls says so through `dice_in_air`; Necromolds'
    combat record through its `rolling` seconds: play-test, "Four attack hits..." was read over the
    tumbling dice)."""
    if callable(getattr(scene, "dice_in_air", None)):
        return bool(scene.dice_in_air())
    return getattr(getattr(scene, "combat", None), "rolling", 0) > 0


def next_lesson(scene):
    """(id, tutorial) of the lesson after this one in its game, found once (None after the last)."""
    if not hasattr(scene, "_next_lesson"):
        scene._next_lesson = spec.next_lesson(scene.tid)
    return scene._next_lesson


def _words(scene) -> tuple[str, str, str]:
    """(heading, title, words) of what the panel says now."""
    script = scene.script
    n = len(scene.tutorial.steps)
    step = script.step
    if rolling(scene) and 0 < script.index <= n:
        # the step a roll brings tells its result: it waits for the dice to land, the step that rolled
        # them stays up meanwhile (play-test: "Death Bolt rolled 2" was read over the tumbling die)
        done = scene.tutorial.steps[script.index - 1]
        return f"Learn to play · step {script.index} of {n}", done.title or scene.tutorial.title, ROLLING
    if step is None:
        if script.queue:
            return "Tutorial finished", scene.tutorial.title, WAITING
        after = next_lesson(scene)
        words = FINISHED_NEXT.format(title=after[1].title) if after is not None else FINISHED
        return "Tutorial finished", scene.tutorial.title, words
    heading = f"Learn to play · step {script.index + 1} of {n}"
    words = step.text.strip()
    if script.queue:
        words = f"{words}\n{HELD}" if getattr(scene, "held", False) else WAITING
    return heading, step.title or scene.tutorial.title, words


def keys_line(scene) -> str:
    """The keys that do what the panel asks now ("" while the others play or the dice roll)."""
    script = scene.script
    if rolling(scene) or script.queue:
        return ""
    if script.step is None:
        first = "the next lesson" if next_lesson(scene) is not None else "a real game"
        return KEYS_FINISHED.format(first=first)
    return KEYS_NEXT if script.waits_for_next() else KEYS_GESTURE


def _lines(scene, width: int, s: float, keys: bool = True) -> list[tuple[str, str, int, tuple]]:
    """The panel's lines as (font kind, text, size, colour); `keys`: with the keys line at the foot."""
    heading, title, words = _words(scene)
    size = max(11, int(15 * s))
    out = [("sans", heading, max(9, int(12 * s)), look.BONE_DIM)]
    # the step's title wrapped to the panel (with large text it ran past the panel's edge: play-test)
    out += [
        ("serif_bold", part, max(12, int(18 * s)), look.AMBER)
        for part in wrap(title, "serif_bold", max(12, int(18 * s)), width)
    ]
    out += [("serif", line, size, look.BONE) for line in wrap(words, "serif", size, width)]
    keys = keys_line(scene) if keys else ""
    small = max(10, int(13 * s))
    out += (
        [("sans_italic", line, small, look.BONE_DIM) for line in wrap(keys, "sans_italic", small, width)]
        if keys
        else []
    )
    return out


def _finished_buttons(scene) -> list[tuple[str, str, Callable[[], object], str, bool]]:
    """(key, label, action, tooltip, primary) of the buttons once the tutorial is finished: the next
    lesson first when there is one (play-test: the last step named it, no button led there), a real
    game, the way back."""
    out: list[tuple[str, str, Callable[[], object], str, bool]] = []
    after = next_lesson(scene)
    if after is not None:
        out.append(("tut_lesson", "Next lesson", scene.next_lesson, f"{after[1].title} (N)", True))
    play_tip = "A new game of this one, against the computer" + ("" if after is not None else " (N)")
    out.append(("tut_play", "Play a real game", scene.play_real_game, play_tip, after is None))
    out.append(("tut_leave", "Menu", lambda: to_menu(scene), "Back to the main menu", False))
    return out


def to_menu(scene):
    """The finished lesson's Menu: its place kept, then the main menu itself, wherever the lesson was opened
    from (play-test r20: from Learn to play it went back to the lessons' list)."""
    from tabletop.ui.scene import home

    scene.keep_place()
    return home()


def arrange(scene) -> None:
    """Place the panel and its buttons for what the tutorial stands at now."""
    s = _scale(scene)
    pad = int(12 * s)
    bh = max(24, int(30 * s))
    width = int(WIDTH * s)
    script = scene.script
    # a finished tutorial's buttons stand one under the other, each the panel's width: side by side in
    # Necromolds' narrow panel "Play a real game" shrank to a smudge (play-test)
    rows = len(_finished_buttons(scene)) if script.finished else 1
    start = width
    for keys in (True, False):  # the keys line gives way where the window cannot hold the panel with it
        width = start
        for _ in range(2):  # the place may narrow the panel: its lines are wrapped again for that width
            lines = _lines(scene, width - 2 * pad, s, keys)
            height = pad * (2 + rows) + sum(int(size * 1.35) for _k, _t, size, _c in lines) + bh * rows
            x, y, narrower, height = tables.panel_place(scene, width, height)
            if narrower == width:
                break
            width = narrower
        if y + height <= scene.ctx.size[1]:
            break
    rect = pygame.Rect(x, y, width, height)
    scene.coach_rect = rect
    scene.coach_lines = lines
    scene.coach_buttons.clear()
    if script.finished:
        top = rect.bottom - rows * (bh + pad)
        for i, (key, label, action, tip, primary) in enumerate(_finished_buttons(scene)):
            place = pygame.Rect(rect.x + pad, top + i * (bh + pad), rect.width - 2 * pad, bh)
            scene.coach_buttons.add(Button(key, place, label, action, tip, primary=primary))
        return
    bw = min(int(118 * s), (width - 3 * pad) // 2)  # two buttons side by side, never one over the other
    y = rect.bottom - pad - bh
    if script.waits_for_next() and not rolling(scene):
        last = script.index == len(scene.tutorial.steps) - 1
        scene.coach_buttons.add(
            Button(
                "tut_next",
                pygame.Rect(rect.x + pad, y, bw, bh),
                "Finish" if last else "Next",
                scene.press_next,
                "The next step (N)",
                primary=True,
            )
        )
    scene.coach_buttons.add(Button("tut_leave", pygame.Rect(rect.right - pad - bw, y, bw, bh), "Leave", scene.leave))


def covers(scene, pos) -> bool:
    """Whether a pixel is on the panel (a click there is the panel's, not the table's)."""
    rect = getattr(scene, "coach_rect", None)
    return rect is not None and rect.collidepoint(pos)


def draw(scene, surface) -> None:
    """The light on the step's target, then the panel (nothing changes)."""
    rect = getattr(scene, "coach_rect", None)
    if rect is None:
        return
    s = _scale(scene)
    pulse = 0.5 + 0.5 * math.sin(scene.t * 4.0)
    for target in scene.lit:
        _light(surface, _round_plaque(scene, target), s, pulse)
    draw_panel(surface, rect, alpha=255, border=look.BRASS)  # opaque: the table under it showed through
    pad = int(12 * s)
    y = rect.y + pad
    for kind, line, size, colour in scene.coach_lines:
        text(surface, kind, size, line, (rect.x + pad, y), colour)
        y += int(size * 1.35)
    scene.coach_buttons.draw(surface, s, getattr(scene, "mouse", None))


def _round_plaque(scene, target: tuple) -> tuple:
    """A click on one of the table's plaques is lit round the plaque's edge ("box", rect): a ring at its
    point lay across its words (play-test r24: 'Play B◯ne Collector'), as the keyboard's once did."""
    buttons = getattr(scene, "buttons", None)
    if target[0] != "click" or not callable(getattr(buttons, "at", None)):
        return target
    b = buttons.at(target[1])
    return ("box", pygame.Rect(b.rect)) if b is not None else target


def _light(surface, target: tuple, s: float, pulse: float) -> None:
    radius = int((22 + 6 * pulse) * s)
    width = max(2, int(3 * s))
    if target[0] == "box":
        grow = int((6 + 4 * pulse) * s)
        ring = target[1].inflate(2 * grow, 2 * grow)
        pygame.draw.rect(surface, LIGHT, ring, width, int(9 * s))
        pygame.draw.rect(surface, (120, 80, 20), ring.inflate(2 * width, 2 * width), 1, int(10 * s))
        return
    if target[0] == "drag":
        _kind, a, b = target
        pygame.draw.line(surface, LIGHT, a, b, width)
        for p in (a, b):
            pygame.draw.circle(surface, LIGHT, p, radius, width)
        return
    pygame.draw.circle(surface, LIGHT, target[1], radius, width)
    pygame.draw.circle(surface, (120, 80, 20), target[1], radius + width, 1)
