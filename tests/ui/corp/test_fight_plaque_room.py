"""Play-test r18 (D8): on the fight window's choice plaques at 1280x800, "Security Pistol, then a fist"
ran under its swap chip (⇄) and "Shoot the Security Pistol" filled its plaque edge to edge. Now each
label's ink keeps clear of its plaque's sides, and of the chip astride the right edge (NC-RESP-01)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.corp.table.fight_tool import FightTool
from tabletop.ui.corp.table.layout import table_layout
from tests.ui.corp.fight_scenes import EMPTY, Table

INK = (36, 22, 14)
LAYOUT = table_layout((1280, 800), 4)  # the table's fight window, as the play-test saw it


@pytest.fixture(autouse=True)
def window(user_home):
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


def ink_columns(surf: pygame.Surface, rows: bool = False) -> tuple[int, int]:
    """The leftmost and rightmost columns (`rows`: the top and bottom rows) holding the label's ink (its
    exact colour, anti-aliasing aside)."""
    w, h = surf.get_size()
    at = [(y if rows else x) for x in range(w) for y in range(h) if surf.get_at((x, y))[:3] == INK]
    return min(at), max(at)


def buttons(hold_fire: bool = False):
    """The fight window's buttons: the ranged shot's ("Shoot the Security Pistol"), or, the shot held,
    the attacks ("Security Pistol, then a fist" with its swap chip)."""
    t = Table([["zombie_auditor#1", *EMPTY]], players=4, weapons={0: ["security_pistol#1"]})
    t.do(A.EnterRoom(0), 2, 2)
    tool = FightTool()
    view = t.view(mouse=(2, 2), layout=LAYOUT)
    tool.update(1.0, view)
    if hold_fire:
        hold = next(b for b in tool.buttons(view) if b.label == "Hold fire")
        t.do(hold.action(), 2, 2)
        if t.record is not None:
            t.record.land_all()
        view = t.view(mouse=(2, 2), layout=LAYOUT)
        tool.update(1.0, view)
    return view, tool.buttons(view)


def face(view, b) -> pygame.Surface:
    """The plaque as the window draws it (its own scale's letter), alone: no chip over it."""
    canvas = pygame.Surface((1280, 800), pygame.SRCALPHA)
    b.draw(canvas, FL.scale_of(view, FL.window_rect(view)), False)
    return canvas.subsurface(b.rect).copy()


def test_a_label_keeps_clear_of_the_swap_chip():
    view, bs = buttons(hold_fire=True)
    swapped = [b for b in bs if ("swap:" + b.key) in {c.key for c in bs}]
    assert swapped, [b.label for b in bs]
    for b in swapped:
        chip = next(c for c in bs if c.key == "swap:" + b.key).rect
        left, right = ink_columns(face(view, b))
        # as clear of the chip as of the plaque's left side (a side's margin, 9 px at least)
        assert chip.left - (b.rect.x + right) >= min(left, 9), (b.label, left, b.rect.x + right, tuple(chip))


def test_a_long_label_keeps_clear_of_its_plaques_sides():
    """As the shot at a ranged foe reads, on a choice plaque of the window at 1280x800: its two rows
    filled the plaque from its top border to its bottom one."""
    view, bs = buttons()
    b = next(b for b in bs if b.label == "Shoot the Security Pistol")
    left, right = ink_columns(face(view, b))
    top, bottom = ink_columns(face(view, b), rows=True)
    assert left >= 9 and right <= b.rect.w - 10, (left, right, b.rect.w)
    assert top >= 5 and bottom <= b.rect.h - 6, (top, bottom, b.rect.h)


def test_the_swap_chip_sits_on_the_plaques_right_edge():
    _view, bs = buttons(hold_fire=True)
    assert any(c.key.startswith("swap:") for c in bs)
    for c in bs:
        if c.key.startswith("swap:"):
            b = next(b for b in bs if b.key == c.key[5:])
            assert c.rect.collidepoint(b.rect.right, b.rect.centery) and FL.swap_chip(b.rect, 1.0).w > 0
