"""Where the keyboard focus's number chips go (kit/focus.py): one beside each of the first nine targets,
clear of each other and of every target's glyph.

A number went at one fixed place per target (up and right of a point, on a plaque's top-left corner),
whatever lay there: two legal spots a step apart had their numbers one on the other, and a small
button's number hid the button's own glyph (play-test r28: a "−" under its "1"). Each number now tries
its places nearest first (that fixed place first, so a roomy table looks as it did). Of those that lie
on no number placed before it and on no target's glyph (a point target's middle; the middle half of a
plaque, where its words or its glyph are) it takes the first that lies least on other plaques; where
no place is clear of numbers and glyphs, the one that overlaps them least. A number the table placed
itself (`Target.badge`) stays where it was put.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

CHIP = 9  # a number's radius (x scale)
BADGE_SMALL = 7  # the radius (x scale) of a number a table placed itself (Target.badge): in a gap between words
DOT = 5  # a point target's glyph (its thing's middle): this far (x scale) round its point
BIG = 26  # a point target ringed wider than this (x scale) is a big thing with letters on it (a monster's
# initials on its figure: r30, a number covered the "m" of "Cm" and an eye): its number goes on its ring
FACE = 0.45  # of such a ring's radius: its glyph, round its point (the figure's initials)
ON_RING = 0.72  # of such a ring's radius, along and across: where its number goes (on the ring, up and right)


@dataclass(frozen=True)
class Chip:
    """One number as drawn: the target's number (1 to 9), its centre, radius and font size."""

    number: int
    centre: tuple[int, int]
    radius: int
    size: int

    def rect(self) -> pygame.Rect:
        r = self.radius
        return pygame.Rect(self.centre[0] - r, self.centre[1] - r, 2 * r + 1, 2 * r + 1)


def glyph(t, s: float) -> pygame.Rect:
    """Where a target's own picture is that its number must not hide: a plaque's middle half (its words or
    its glyph, centred), a point's middle."""
    if t.box is not None:
        box = pygame.Rect(t.box)
        return box.inflate(-(box.width // 2), -(box.height // 2))
    d = max(2, int(DOT * s), int(FACE * t.size) if t.size > BIG * s else 0)
    return pygame.Rect(int(t.pos[0]) - d, int(t.pos[1]) - d, 2 * d, 2 * d)


def candidates(t, s: float, r: int) -> list[tuple[int, int]]:
    """A number's possible centres round its target, nearest first; the first is where it always went."""
    if t.box is not None:
        box = pygame.Rect(t.box)
        i, out = int(4 * s), r + max(1, int(2 * s))
        return [
            (box.left + i, box.top + i),  # on the top-left corner
            (box.right - i, box.top + i),
            (box.left + i, box.bottom - i),
            (box.right - i, box.bottom - i),
            (box.right + out, box.centery),  # outside, beside its middle: after it first (a row's
            (box.left - out, box.centery),  # words lead up to its button)
            (box.left + i, box.top - out),  # outside, above and below its left end
            (box.left + i, box.bottom + out),
        ]
    x, y = int(t.pos[0]), int(t.pos[1])
    d, far = int(14 * s), int(20 * s)
    if t.size > BIG * s:  # a big thing's ring (a monster's base): on the ring, off the letters on its figure
        d, far = int(ON_RING * t.size), int(t.size)
    return [(x + d, y - d), (x - d, y - d), (x + d, y + d), (x - d, y + d)] + [
        (x + far, y),
        (x - far, y),
        (x, y - far),
        (x, y + far),
    ]


def place(surface: pygame.Surface, targets: Sequence, focused, s: float, words: Sequence = ()) -> list[Chip]:
    """The numbers of the first nine targets but `focused`, placed in turn (see the module's words), and
    clear of the boxes of `words` (words the table drew that no target rings, as a glyph is)."""
    numbered = [(k, t) for k, t in enumerate(targets[:9]) if t is not focused]
    # a tight gap between words the table found (`badge`): a smaller number, there; the others keep off it
    placed = [
        Chip(k + 1, (int(t.badge[0]), int(t.badge[1])), int(BADGE_SMALL * s), int(11 * s))
        for k, t in numbered
        if t.badge is not None
    ]
    for k, t in numbered:
        if t.badge is None:
            placed.append(one(surface, targets, k, s, placed, words))
    return sorted(placed, key=lambda c: c.number)


def one(
    surface: pygame.Surface, targets: Sequence, k: int, s: float, placed: Sequence[Chip], words: Sequence = ()
) -> Chip:
    """The number of target `k` (from 0), placed by the rule above clear of the numbers `placed` before it:
    also the focused target's own, where its label has no room and its number is all it shows."""
    t = targets[k]
    if t.badge is not None:
        return Chip(k + 1, (int(t.badge[0]), int(t.badge[1])), int(BADGE_SMALL * s), int(11 * s))
    glyphs = [glyph(u, s) for u in targets] + [pygame.Rect(w) for w in words]
    boxes = [(u, pygame.Rect(u.box)) for u in targets if u.box is not None]
    screen = surface.get_rect()
    gap = max(1, int(s))
    r = int(CHIP * s)
    spots = [c for c in candidates(t, s, r) if screen.contains(_rect(c, r))] or candidates(t, s, r)[:1]

    def clash(c) -> int:
        box = _rect(c, r)
        hit = sum(_overlap(box, p.rect().inflate(2 * gap, 2 * gap)) for p in placed)
        return hit + sum(_overlap(box, g) for g in glyphs)

    def busy(c) -> int:
        return sum(_overlap(_rect(c, r), b) for u, b in boxes if u is not t)  # other plaques' edges

    clear = [c for c in spots if clash(c) == 0]
    best = min(clear, key=busy) if clear else min(spots, key=clash)  # the nearest of the least busy
    return Chip(k + 1, best, r, int(12 * s))


def _rect(c: tuple[int, int], r: int) -> pygame.Rect:
    return pygame.Rect(c[0] - r, c[1] - r, 2 * r + 1, 2 * r + 1)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height
