"""The keyboard focus's numbers (kit/focus_chips.py) and its label's areas (kit/focus_label.py).

Play-test r28 (keys): legal spots a step apart had their number chips one on the other (the chips of
spots 2 and 8 at one corner, 9 touching 4), and the chips of small "−" buttons hid the "−" itself. Each
number now lies clear of every other number and of every target's glyph. A table may give the areas
the focus's label must lie in (a window over a veiled table): the label keeps inside one of them.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui.kit import focus as F
from tabletop.ui.kit.focus import KeyFocus, Target
from tests.ui.kit.conftest import event

CHIP_FILL = (20, 18, 24)  # a number's dark disc (KeyFocus draws it so, old and new)


def key(k, mod=0):
    return event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def drawn_chips(monkeypatch, f: KeyFocus, surface) -> list[tuple[tuple[int, int], int]]:
    """(centre, radius) of each number disc `f.draw` paints (read from its drawing calls, as drawn)."""
    seen: list[tuple[tuple[int, int], int]] = []
    real = pygame.draw.circle

    def spy(surf, colour, centre, radius, width=0, *a, **k):
        if surf is surface and tuple(colour)[:3] == CHIP_FILL and width == 0:
            seen.append(((int(centre[0]), int(centre[1])), int(radius)))
        return real(surf, colour, centre, radius, width, *a, **k)

    monkeypatch.setattr(pygame.draw, "circle", spy)
    try:
        f.draw(surface)
    finally:
        monkeypatch.setattr(pygame.draw, "circle", real)
    return list(dict.fromkeys(seen))  # drawn twice (under and over the ring): once each


def test_the_numbers_of_spots_a_step_apart_never_overlap(screen, monkeypatch):
    """Two rows of legal spots, 36 px apart along and 12 px between the rows (a border strip's spots
    for two sizes of base): every number lies clear of every other, and of every spot's point."""
    row1 = [Target(f"Spot A{i}", (65 + 36 * i, 138), "act") for i in range(6)]
    row2 = [Target(f"Spot B{i}", (78 + 60 * i, 150), "act") for i in range(3)]
    f = KeyFocus()
    f.offer([Target("Go", (1000, 700), box=(900, 680, 200, 40))] + row1 + row2)
    f.handle(key(pygame.K_TAB))
    screen.fill((90, 110, 60))
    chips = drawn_chips(monkeypatch, f, screen)
    assert len(chips) == 8
    for i, (c, r) in enumerate(chips):
        for d, q in chips[i + 1 :]:
            assert math.dist(c, d) >= r + q, f"numbers at {c} and {d} overlap"
        for t in f.targets:
            assert math.dist(c, t.pos) > r, f"the number at {c} covers {t.label}'s point"


def _minus_button(surface, box: pygame.Rect) -> list[tuple[int, int]]:
    """A small tan button with a dark "−" in its middle; the glyph's pixels."""
    pygame.draw.rect(surface, (200, 160, 100), box, border_radius=3)
    bar = pygame.Rect(0, 0, 8, 2)
    bar.center = box.center
    pygame.draw.rect(surface, (30, 20, 10), bar)
    return [(x, y) for x in range(bar.left, bar.right) for y in range(bar.top, bar.bottom)]


def test_a_small_buttons_number_leaves_its_glyph_and_the_others_alone(screen, monkeypatch):
    """Play-test r28: the army list's "−" buttons (26x19, 3 px apart) had their numbers on their top-left
    corners, over the "−". No number covers a pixel of any button's glyph, nor another number."""
    screen.fill((40, 24, 44))
    boxes = [pygame.Rect(904, 232 + 22 * i, 26, 19) for i in range(3)]
    glyphs = [p for b in boxes for p in _minus_button(screen, b)]
    f = KeyFocus()
    f.offer(
        [Target("Other", (200, 200), box=(100, 180, 200, 40))]
        + [Target(f"Remove {i}", b.center, box=tuple(b)) for i, b in enumerate(boxes)]
    )
    f.handle(key(pygame.K_TAB))
    chips = drawn_chips(monkeypatch, f, screen)
    assert len(chips) == 3
    for c, r in chips:
        assert all(math.dist(c, p) > r for p in glyphs), f"the number at {c} hides a button's glyph"
    for i, (c, r) in enumerate(chips):
        assert all(math.dist(c, d) >= r + q for d, q in chips[i + 1 :])


def test_a_roomy_plaques_number_stays_on_its_corner(screen, monkeypatch):
    """Where nothing is in the way the number sits where it always did: a plaque's top-left corner, up and
    right of a point."""
    f = KeyFocus()
    f.offer(
        [Target("First", (50, 50)), Target("Plaque", (400, 300), box=(300, 280, 200, 40)), Target("Point", (700, 500))]
    )
    f.handle(key(pygame.K_TAB))
    screen.fill((0, 0, 0))
    assert drawn_chips(monkeypatch, f, screen) == [((304, 284), 9), ((714, 486), 9)]
    assert F.BADGE_SMALL == 7


def test_the_label_keeps_inside_the_areas_the_table_gives(screen):
    """A window over a veiled table (the band between the bar and the window is veiled): the label of a
    button in the bar lies in the bar or in the window, never on the veil below the button."""
    bar, window = pygame.Rect(0, 0, 1280, 44), pygame.Rect(300, 120, 680, 500)
    screen.fill((30, 30, 30))
    targets = [Target("Ruler", (480, 22), box=(440, 8, 80, 29)), Target("Roll", (640, 560), box=(560, 540, 160, 36))]
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    f.draw(screen)
    plain = f.label_place.last[2]
    assert plain is not None and not bar.contains(plain) and not window.contains(plain), "below it, as before"
    f.areas = (tuple(window), tuple(bar))
    screen.fill((30, 30, 30))
    f.draw(screen)
    box = f.label_place.last[2]
    assert box is not None and (bar.contains(box) or window.contains(box)), f"the label {box} lies on the veil"
    f.areas = ()
    screen.fill((30, 30, 30))
    f.draw(screen)
    assert f.label_place.last[2] == plain, "no areas: anywhere, as before"
