"""The Library / Workshop look by keys (RN-SPACE Library / Workshop): the focus ring round the card you
keep never cuts its caption. Play-test r28: the kept card is drawn raised, but the focus ringed it where
it lay unraised, and the ring's lower edge ran through "you keep this one" under it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look, registry, screenshot
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import letters
from tests.ui.app_keys import press as _press


@pytest.mark.parametrize(("size", "large"), [((1280, 800), False), ((960, 600), True)])
def test_the_ring_round_the_kept_card_leaves_its_caption_whole(size, large):
    make = lambda ctx: registry.scenario_shot(ctx, "rise", "library_choice")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=100, large_text=large) as app:
        _press(app, pygame.K_TAB)
        scene = app.stack.top
        target = scene.focus.focused()
        assert target is not None and target.label.startswith("Look at ") and target.box is not None
        L = scene.layout
        s = L.scale
        peek = list(scene.session.state.turn.peek)
        kept = W.look_card_rects(L.window, len(peek), s)[0].move(0, -int(8 * s))  # the first kept, drawn raised
        words = look.font("sans_bold", max(9, int(12 * letters(s)))).render("you keep this one", True, (255, 255, 255))
        caption = words.get_bounding_rect().move(
            *words.get_rect(midtop=(kept.centerx, kept.bottom + int(10 * s))).topleft
        )
        ring = pygame.Rect(target.box).inflate(int(8 * s), int(8 * s))  # kit focus: round a box, a dark edge out
        outer = ring.inflate(int(6 * s), int(6 * s))
        assert not outer.colliderect(caption), f"the ring {outer} cuts the caption {caption}"
        assert pygame.Rect(target.box) == kept, "ringed round the card as drawn"
