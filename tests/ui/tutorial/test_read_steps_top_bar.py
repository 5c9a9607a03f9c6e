"""Issue 27: while a tutorial's step waits for Next (a step to read), the table's top bar said the table's
own gesture ("Click a lit card in your hand to play it, or Done.", Necromolds' "click a command die in
your tray", NecronomiCORP's "pick up, trade, change...") which the step refuses with "Read this step
first"; it now says what the step wants: read it, then press Next (a Necromolds Ruler step: measure,
then Next). Every tutorial of the three games is driven through, its top bar read at each such step."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.ui.tutorial import spec
from tabletop.ui.tutorial.coach import READ_NEXT
from tests.ui import text_audit as TA
from tests.ui.replay.test_watched_words import forget_drawn_words
from tests.ui.tutorial import conftest as C
from tests.ui.tutorial import nm_drive as N

GESTURE = re.compile(r"\bclick\b|\bdrag\b|\bassign\b|\bplay it\b|pick up", re.I)
TIDS = [tid for game in ("rise", "corp", "necromolds") for tid, _t in spec.tutorials(game)]


def top_bar(scene) -> str:
    """The words drawn in the table's top bar, the table's pictures made afresh to record them."""
    with TA.recording():
        forget_drawn_words()
        try:
            if hasattr(scene, "backdrop"):
                scene.backdrop.forget()  # Rise's background, top bar included
            if hasattr(scene, "_painted"):
                scene._painted = None  # NecronomiCORP's
            canvas = TA.TextSurface(scene.ctx.size)
            scene.draw(canvas)
        finally:
            forget_drawn_words()
    bar = pygame.Rect(scene.layout.top)
    return " ".join(dict.fromkeys(ln.text for ln in canvas.lines if bar.contains(ln.box)))


def test_every_game_has_a_tutorial_here():
    assert {tid.split("/")[0] for tid in TIDS} == {"rise", "corp", "necromolds"} and len(TIDS) >= 3


@pytest.mark.parametrize("tid", TIDS)
def test_a_step_to_read_has_the_top_bar_say_read_then_next_not_a_gesture(ctx, screen, tid):
    scene = C.coached(ctx, tid)
    drive = N if tid.startswith("necromolds") else C
    read, n = 0, len(scene.tutorial.steps)
    while scene.script.index < n:
        C.settle(scene, screen)
        step = scene.script.step
        if step.expect is None and not scene.script.queue and not scene.held:
            words = top_bar(scene)
            assert "press Next" in words, (scene.script.index, step.title, words)
            if step.point.label.lower() != "ruler":  # a Ruler step asks to measure, then Next
                assert READ_NEXT in words and not GESTURE.search(words), (scene.script.index, step.title, words)
            read += 1
        drive.do_step(scene, screen)
    assert read >= 1
