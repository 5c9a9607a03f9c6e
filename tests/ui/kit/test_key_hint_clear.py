"""The key hint ("Tab: play by keys · F1: all keys") keeps off what a table drew over itself (r29): at
960x600 with Large text it lay over the top-left corner of Rise's phase-skip notice, the notice's corner
having fewer words under the chip than the other spots. A table says what it drew (`drawn_panels`);
the hint never lies on one of them while a spot off them exists."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.ui import look
from tabletop.ui.kit import key_tip, notices
from tabletop.ui.kit.focus import KeyFocus
from tests.ui.rise.conftest import table as rise_table

WORDS = "Many words here fill the place with letters"


def _words(surface, rect) -> None:
    font = look.font("sans", 14)
    for y in range(rect.top, rect.bottom, 16):
        surface.blit(font.render(WORDS, True, (240, 230, 200)), (rect.left, y))


def _hint_box(monkeypatch, scene, surface) -> pygame.Rect:
    got = []
    real = key_tip.hint_spot
    monkeypatch.setattr(key_tip, "hint_spot", lambda *a, **k: got.append(real(*a, **k)) or got[-1])
    key_tip.draw_keys(scene, surface, scene.focus, 1.0, True)
    assert got, "no key hint drawn"
    return got[-1]


def test_the_key_hint_keeps_off_a_notice_with_few_words_under_its_corner(screen, monkeypatch):
    surface = pygame.Surface((960, 600))
    surface.fill((60, 40, 30))
    top, log = pygame.Rect(0, 0, 700, 30), pygame.Rect(700, 480, 260, 120)
    _words(surface, pygame.Rect(300, 30, 400, 40))  # under the bar's middle and right: words
    _words(surface, pygame.Rect(700, 430, 260, 50))  # above the log: words
    toast = ("Nothing more to play: you have an Apprentice already (phase 1 passed over).", (228, 216, 188), 9.0)
    area = pygame.Rect(0, 30, 700, 450)
    notice = notices.notice_rect(area, 1.0, toast, at="top")
    notices.draw_notice(surface, area, 1.0, toast, at="top")
    pygame.draw.rect(surface, (20, 16, 22), notice.inflate(-4, -4))  # its words away from the corner
    scene = SimpleNamespace(
        layout=SimpleNamespace(top=top, log=log),
        seat_held=lambda: False,
        focus=KeyFocus(),
        drawn_panels=lambda: [notice, None],
    )
    box = _hint_box(monkeypatch, scene, surface)
    assert not box.colliderect(notice), (box, notice)
    assert box.top >= notice.bottom  # under it: beside the prompt still


def test_the_key_hint_stays_where_it_was_with_nothing_drawn(screen, monkeypatch):
    """No panel drawn: the first spot under the bar's left end, as before."""
    surface = pygame.Surface((960, 600))
    surface.fill((60, 40, 30))
    scene = SimpleNamespace(
        layout=SimpleNamespace(top=pygame.Rect(0, 0, 700, 30), log=pygame.Rect(700, 480, 260, 120)),
        seat_held=lambda: False,
        focus=KeyFocus(),
    )
    box = _hint_box(monkeypatch, scene, surface)
    assert box.topleft == (6, 36)


def test_rises_notice_and_the_card_made_big_are_drawn_panels_RN_TURN_02(ctx, screen):
    """Rise's notice stands at the board's top while a card in hand is made big: the panels it gives the
    hint are the notice where it is drawn and the big card."""
    from tabletop.ui.rise.table import panels as P

    scene = rise_table(ctx, 2, 5)
    scene.flash("Nothing more to play: you have an Apprentice already (phase 1 passed over).", seconds=20)
    scene.draw(screen)
    L = scene.layout
    hand = scene.tool_view().hand()
    assert hand
    bottom = notices.notice_rect(scene.notice_area(), L.scale, scene.toast, at="bottom")
    assert scene.drawn_panels() == [bottom]
    scene.mouse = P.hand_card_rects(L.hand, len(hand), L.scale)[0].center
    scene.update(1.0)
    panels = scene.drawn_panels()
    assert panels[0] == notices.notice_rect(scene.notice_area(), L.scale, scene.toast, at="top")
    assert len(panels) == 2
    scene.draw(screen)
    scene.draw_overlay(screen)
