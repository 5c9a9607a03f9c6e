"""The set-up by keys (NM-SETUP-11..20): the focus's number chips stay clear of each other and of what
they number. Play-test r28 (keys): in deployment the chips of spots 2 and 8 lay one on the other at the
border strip's top-left corner, and 9 touched 4; in the army builder the chips of the army list's small
"−" buttons hid the "−" itself."""

from __future__ import annotations

import math

import numpy
import pygame
import pytest

from tabletop.ui import registry, screenshot
from tests.ui.recording import key_chips


def _press(app, *keys) -> None:
    for k in keys:
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        for _ in range(3):
            app.step(1 / 60)


def _tab_to(app, start: str) -> None:
    focus = app.stack.top.focus
    for _ in range(len(focus.targets) + 2):
        if focus.focused() is not None and focus.focused().label.startswith(start):
            return
        _press(app, pygame.K_TAB)
    raise AssertionError(f"no {start!r} among {[t.label for t in focus.targets]}")


def _chips(app, monkeypatch) -> list[tuple[tuple[int, int], int]]:
    """(centre, radius) of each number disc the focus paints in one frame (read from its drawing calls)."""
    return key_chips(app, monkeypatch)


@pytest.mark.parametrize(("size", "large"), [((1280, 800), False), ((960, 600), True)])
def test_deployment_spots_numbers_never_overlap(monkeypatch, size, large):
    """NM-SETUP-19: the legal deployment spots by keys, each numbered clear of every other number and
    of every spot's point."""
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "setup_deploy")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=100, large_text=large) as app:
        _press(app, pygame.K_TAB)
        targets = app.stack.top.focus.targets
        assert sum(t.gesture == "act" for t in targets[:9]) >= 6, [t.label for t in targets[:9]]
        chips = _chips(app, monkeypatch)
        # the eight others', and the focused button's own where its label gives way (no clear spot by it)
        assert len(chips) in (8, 9), chips
        for i, (c, r) in enumerate(chips):
            for d, q in chips[i + 1 :]:
                assert math.dist(c, d) >= r + q, f"numbers at {c} and {d} overlap"
            for t in targets:
                assert math.dist(c, t.pos) > r, f"the number at {c} covers {t.label}'s spot"


@pytest.mark.parametrize(("size", "large"), [((1280, 800), False), ((960, 600), True)])
def test_army_list_minus_buttons_keep_their_glyph(monkeypatch, size, large):
    """NM-SETUP-11..18: the army builder with the Starting Tip army moulded (no clay left: the army
    list's "−" buttons are numbered first); no number hides a pixel of any "−" (read off the frame drawn
    without the focus: the dark ink inside each button), nor lies on another number."""
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "army_builder")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=100, large_text=large) as app:
        _press(app, pygame.K_TAB)
        _tab_to(app, "Starting Tip")
        _press(app, pygame.K_RETURN)
        focus = app.stack.top.focus
        minus = [pygame.Rect(t.box) for t in focus.targets[:9] if t.label.startswith("Unmold")]
        assert len(minus) >= 3, [t.label for t in focus.targets[:9]]
        focus.on = False
        app.step(1 / 60)
        ink = []
        picture = pygame.surfarray.array3d(app.window).astype(int)
        for b in minus:  # inside its border: the pixels much darker than the button's tan
            inner = b.inflate(-6, -6)
            part = picture[inner.left : inner.right, inner.top : inner.bottom].sum(axis=2)
            xs, ys = numpy.nonzero(part < numpy.median(part) - 150)
            assert len(xs), f"no glyph read in {b}"
            ink += [(inner.left + x, inner.top + y) for x, y in zip(xs, ys)]
        focus.on = True
        chips = _chips(app, monkeypatch)
        for c, r in chips:
            assert all(math.dist(c, p) > r for p in ink), f"the number at {c} hides a − button's glyph"
        for i, (c, r) in enumerate(chips):
            assert all(math.dist(c, d) >= r + q for d, q in chips[i + 1 :]), "two numbers overlap"
