"""The keyboard focus's label where the table leaves it little room (kit/focus.py, kit/focus_label.py).

Play-test r29: with a window open over a veiled table, a bar button's label went into the window, about
70 px below its button and against the window's title, because the bar had no clear spot and the
window's spots were slid into it from across the screen. A spot in the table's areas now counts only
near the ring; where none is, a plaque's label gives way (its ring round its own words says it) and its
own number shows on it as the others' do. And the words the table names (a disabled button's, too faint
to read as letters: "1. Deploy all along my edge" lay over a disabled Done) are never under the label.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui.kit.focus import KeyFocus, Target
from tests.ui.kit.conftest import event
from tests.ui.kit.test_focus_chips import drawn_chips


def key(k, mod=0):
    return event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def _bar(screen):
    """Three buttons side by side in a bar 44 px high, a window 80 px below it; the focus on the middle one."""
    bar, window = pygame.Rect(0, 0, 1280, 44), pygame.Rect(300, 120, 680, 500)
    screen.fill((30, 30, 30))
    targets = [
        Target("Roll", (640, 560), box=(560, 540, 160, 36)),
        Target("Ruler", (480, 22), box=(440, 8, 80, 29)),
        Target("Sight", (570, 22), box=(530, 8, 80, 29)),
        Target("Rings", (660, 22), box=(620, 8, 80, 29)),
    ]
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    f.handle(key(pygame.K_TAB))
    f.handle(key(pygame.K_TAB))
    assert f.focused().label == "Sight"
    f.areas = (tuple(window), tuple(bar))
    return f, window


def test_a_bar_buttons_label_never_goes_across_the_veil_into_the_window(screen, monkeypatch):
    """No clear spot beside "Sight" in the bar: its label is not slid into the window (it was, 100 px
    below); the ring round its own word says it, with its number 3 on it as the other buttons have."""
    f, window = _bar(screen)
    chips = drawn_chips(monkeypatch, f, screen)
    box = f.label_place.last[2] if f.label_place.last else None
    assert box is None or not box.colliderect(window), f"Sight's label {box} lies in the window {window}"
    sight = pygame.Rect(530, 8, 80, 29)
    own = [c for c, r in chips if sight.inflate(4, 4).collidepoint(c)]
    assert box is not None or own, f"Sight shows neither its label nor its number: numbers at {chips}"
    assert len(chips) == 4, chips  # 1, 2, 4 and Sight's own 3


def test_a_label_with_room_near_its_button_in_an_area_stays_beside_it(screen):
    """The "Ruler" button, with the bar clear to its left: its label lies there, beside it, not in the window."""
    f, _window = _bar(screen)
    f.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert f.focused().label == "Ruler"
    f.draw(screen)
    box = f.label_place.last[2]
    ruler = pygame.Rect(440, 8, 80, 29)
    assert box is not None and box.bottom <= 44 and box.right <= ruler.left, box
    assert math.dist(box.midright, ruler.midleft) < 20, box


def test_the_label_keeps_off_the_words_the_table_names(screen):
    """A button with another above it and a disabled one below (its words faint: no letters to the
    reading): told of the disabled one's box (`words`), the label never lies on it."""
    screen.fill((40, 30, 60))
    done = pygame.Rect(866, 700, 372, 56)
    targets = [
        Target("Deploy all along my edge", (1052, 655), box=(866, 630, 372, 50)),
        Target("Save", (1150, 591), box=(1062, 570, 176, 44)),
        Target("Menu", (955, 591), box=(866, 570, 176, 44)),
    ]
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    f.words = (tuple(done),)
    f.draw(screen, 1.5)
    box = f.label_place.last[2] if f.label_place.last else None
    assert box is None or not box.colliderect(done), f"the label {box} lies on the disabled button {done}"


def test_the_numbers_keep_off_the_words_the_table_names(screen, monkeypatch):
    """Spots along a strip whose name is drawn just above them (no target's): each number, which went up
    and right of its spot, keeps off the name's box as off a glyph."""
    screen.fill((30, 30, 30))
    name = pygame.Rect(380, 120, 140, 18)
    targets = [Target("Back", (100, 500), box=(60, 480, 80, 40))]
    targets += [Target(f"Spot {k}", (300 + 60 * k, 150), "act") for k in range(5)]
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    f.words = (tuple(name),)
    chips = drawn_chips(monkeypatch, f, screen)
    assert len(chips) == 5, chips
    for c, r in chips:
        box = pygame.Rect(c[0] - r, c[1] - r, 2 * r + 1, 2 * r + 1)
        assert not box.colliderect(name), f"the number at {c} lies on the name {name}"


def test_a_big_things_number_goes_on_its_ring_off_the_letters_on_it(screen, monkeypatch):
    """A monster's figure ringed 40 px round (its initials "Cm" across its middle): its number went 14 px up
    and right of its point, on the "m" and an eye (r30, played); it goes on the ring now, off the
    middle. A small thing's number stays where it went."""
    screen.fill((30, 30, 30))
    targets = [
        Target("Back", (100, 500), box=(60, 480, 80, 40)),
        Target("Into contact with Cragmaw 5", (600, 300), "release", 40),
        Target("Die 1", (300, 300), "press", 22),
    ]
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    chips = dict(drawn_chips(monkeypatch, f, screen))
    big = next(c for c in chips if abs(c[0] - 600) < 60)
    face = pygame.Rect(600 - 18, 300 - 18, 36, 36)  # the figure's initials and eyes, round its point
    r = chips[big]
    assert not pygame.Rect(big[0] - r, big[1] - r, 2 * r + 1, 2 * r + 1).colliderect(face), big
    assert math.dist(big, (600, 300)) <= 40 + r, f"the number at {big} is off its ring"
    assert (314, 286) in chips, f"a small thing's number moved: {chips}"
