"""Where the keyboard focus's label goes (kit/focus.py): near the focused target's ring, on a spot that
covers no words.

The label ("1. Mold an Insectomite") used to sit above the ring wherever that was: over the card's
ability line, the combat's gem line, the Menu and Save buttons (play-test r18). The focus knows the
targets, not the words a table has drawn round them, so it reads the picture itself: the ring and its
label are drawn last, over the finished frame, and a spot is judged by how much of it looks like
letters (clusters of sharp light-to-dark steps along a row; a panel, a map's texture, a lone border
line have none). Spots are tried nearest first (above the ring, below, right, left, then a little
further out and along); the first with no letters under it is taken, else the one with fewest.
A plaque's label (its own words are in its ring) is left out where no spot near it is clear. The
spot taken for a target is kept while it stays clear, so the label does not hop about.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy
import pygame

STEP = 36  # a brightness step (0-255) this sharp is the edge of a letter's stroke (shading is softer)
CLUSTER = 12  # pixels along a row: three steps or more within them are letters, not a border line
MARGIN = 0.4  # of the label's height: letters this close above or below it count as covered (cramped, or cut)
CLEAR = 0.004  # the share of a spot's pixels that may look like letters (a stray speck) and it still counts as clear
RECHECK = 30  # drawings (half a second) before a spot that was not clear is looked for again
FURTHER = (0, 1, 2, 3)  # how many label heights further out a spot may be (nearest first)


def letters(surface: pygame.Surface, area: pygame.Rect) -> tuple[pygame.Rect, numpy.ndarray]:
    """(the part of `area` on the surface, the integral image of its letter-like pixels: [x, y] indexed,
    one row and column of zeros first), for summing any box inside it at once."""
    r = area.clip(surface.get_rect())
    if r.width < 2 or r.height < 1:
        return r, numpy.zeros((max(1, r.width) + 1, max(1, r.height) + 1), dtype=numpy.int32)
    rgb = pygame.surfarray.array3d(surface.subsurface(r)).astype(numpy.int16)  # (w, h, 3): a copy
    lum = (rgb[:, :, 0] * 3 + rgb[:, :, 1] * 6 + rgb[:, :, 2]) // 10
    steps = numpy.zeros(lum.shape, dtype=numpy.int32)
    steps[1:, :] = numpy.abs(numpy.diff(lum, axis=0)) >= STEP
    run = numpy.cumsum(steps, axis=0)  # steps within CLUSTER pixels along each row
    near = run.copy()
    near[CLUSTER:, :] -= run[:-CLUSTER, :]
    marks = (near >= 3).astype(numpy.int32)
    integral = numpy.zeros((r.width + 1, r.height + 1), dtype=numpy.int32)
    integral[1:, 1:] = marks.cumsum(axis=0).cumsum(axis=1)
    return r, integral


def count(frame: tuple[pygame.Rect, numpy.ndarray], box: pygame.Rect) -> int:
    """How many letter-like pixels lie in `box` or just above or below it (the part inside the frame's area)."""
    area, integral = frame
    b = box.inflate(0, 2 * int(box.height * MARGIN)).clip(area)
    if b.width <= 0 or b.height <= 0:
        return 0
    x0, y0, x1, y1 = b.left - area.left, b.top - area.top, b.right - area.left, b.bottom - area.top
    return int(integral[x1, y1] - integral[x0, y1] - integral[x1, y0] + integral[x0, y0])


def spots(size: tuple[int, int], ring: pygame.Rect, gap: int, window: pygame.Rect) -> list[pygame.Rect]:
    """The label's possible boxes round the ring, nearest first, each inside the window and off the ring."""
    w, h = size
    out: list[pygame.Rect] = []
    for k in FURTHER:
        far = gap + k * (h // 2 + gap)
        for side in ("above", "below", "right", "left"):
            box = pygame.Rect(0, 0, w, h)
            if side == "above":
                box.midbottom = (ring.centerx, ring.top - far)
            elif side == "below":
                box.midtop = (ring.centerx, ring.bottom + far)
            elif side == "right":
                box.midleft = (ring.right + gap + k * gap * 4, ring.centery)
            else:
                box.midright = (ring.left - gap - k * gap * 4, ring.centery)
            along = [box]
            if side in ("above", "below"):  # also flush with the ring's left or right edge
                along += [box.move(ring.left - box.left, 0), box.move(ring.right - box.right, 0)]
            for b in along:
                b = b.clamp(window) if window.width >= w and window.height >= h else b
                if window.contains(b) and not b.colliderect(ring) and b not in out:
                    out.append(b)
    return out


class LabelPlace:
    """The focus label's box, remembered per target: a clear spot is kept while it stays clear; where
    none was clear (the least busy spot, or no label) the search is made again only now and then
    (RECHECK drawings), not every frame."""

    def __init__(self) -> None:
        # (the target's key, the label's size, the box taken or None, whether it was clear)
        self.last: tuple[object, tuple[int, int], pygame.Rect | None, bool] | None = None
        self.wait = 0  # drawings left before a spot that was not clear is looked for again
        self.drawn: bytes = b""  # the label as drawn there last (a table that draws its overlay twice a frame)

    def boxes(self) -> list[pygame.Rect]:
        """The label's box as last placed (none: no label), for what is drawn after it to keep off it."""
        return [pygame.Rect(self.last[2])] if self.last is not None and self.last[2] is not None else []

    def drew(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The label was drawn at `box`: its picture, so the same frame drawn over again keeps it there
        (its own letters are not words to avoid)."""
        self.drawn = _picture(surface, box)

    def place(
        self,
        surface: pygame.Surface,
        key: object,
        size: tuple[int, int],
        ring: pygame.Rect,
        gap: int,
        edge: int,
        optional: bool = False,
        avoid: Sequence[pygame.Rect] = (),
        rather: Sequence[pygame.Rect] = (),
        within: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        """The label's box of `size` near `ring` (`gap` from it, `edge` inside the window): the one kept
        for this target while it stays clear, else the nearest clear one, else the one with fewest
        letters; None for an `optional` label (a plaque's: its ring round its own words says what it
        presses) when no spot near is clear (a card's Mold button in the army builder's grid of cards).
        No spot lies on a box of `avoid` (the other buttons on offer): a button's words may begin inside
        its edge, and a label over that edge clipped a glyph too few to count as words (play-test r28:
        the army builder's "Menu" label over the "S" of Save beside it). A spot off `rather` too (the other
        targets' rings and numbers) is taken first where there is one (play-test r28: "1. Insectomite:
        slot 1" lay over slots 2 and 3 and their numbers, the next choices a player by keys looks for).
        Given `within` (the table's areas a label may lie in: a window open over a veiled table, and what
        is not veiled), the spot lies wholly inside one of them, where one near the ring does (r28: the
        label of a button beside a combat window lay on the dimmed map's faint shapes)."""
        size = (int(size[0]), int(size[1]))
        limit = int(CLEAR * size[0] * size[1])
        avoid = [pygame.Rect(a) for a in avoid]

        def off(box: pygame.Rect) -> bool:
            return not any(box.colliderect(a) for a in avoid)

        if self.last is not None and self.last[:2] == (key, size) and (self.last[2] is None or off(self.last[2])):
            kept, was_clear = self.last[2], self.last[3]
            if kept is not None and self.drawn and _picture(surface, kept) == self.drawn:
                return kept  # this frame's label, drawn already (the overlay drawn twice)
            if not was_clear:
                self.wait -= 1
                if self.wait > 0:
                    return kept
            elif kept is not None and count(letters(surface, _around(kept, size)), kept) <= limit:
                return kept
        screen = surface.get_rect().inflate(-2 * edge, -2 * edge)
        boxes = spots(size, ring, gap, screen)
        if within:  # the table's areas: spots in them (each kept inside one) and near the ring, nearest first
            areas = [pygame.Rect(a).clip(screen) for a in within]
            reach = _reach(size, gap, 1 if optional else max(FURTHER))  # a plaque's label: only right by it
            inside = [b for a in areas for b in spots(size, ring, gap, a) if a.contains(b) and _apart(b, ring) <= reach]
            inside = sorted((b for k, b in enumerate(inside) if b not in inside[:k]), key=lambda b: _apart(b, ring))
            if not inside and optional:  # none near: a plaque's ring round its own words says it (r29: a
                self.last, self.wait = (key, size, None, False), RECHECK  # bar button's label went into a
                return None  # combat window, 70 px from its button, by its title)
            # a plaque's label there or nowhere; another's there first, else the clearest spot anywhere
            boxes = inside if optional else inside + [b for b in boxes if b not in inside]
        free = [b for b in boxes if off(b)]
        rather = [pygame.Rect(a) for a in rather]
        free = [b for b in free if not any(b.colliderect(a) for a in rather)] or free
        if boxes and not free and optional:
            self.last, self.wait = (key, size, None, False), RECHECK
            return None
        boxes = free or boxes
        if not boxes:  # a window too small for any: above the ring, as it always went
            box = pygame.Rect(0, 0, *size)
            box.midbottom = (ring.centerx, ring.top - gap)
            return box
        frame = letters(surface, _around(boxes[0].unionall(boxes[1:]), size))
        best, best_n = boxes[0], count(frame, boxes[0])
        for box in boxes[1:]:
            if best_n <= limit:
                break
            n = count(frame, box)
            if n < best_n:
                best, best_n = box, n
        clear = best_n <= limit
        placed = best if clear or not optional else None
        self.last, self.wait = (key, size, placed, clear), RECHECK
        return placed


def _apart(box: pygame.Rect, ring: pygame.Rect) -> float:
    """How far `box` lies from `ring` (0 where they touch or overlap)."""
    dx = max(0, ring.left - box.right, box.left - ring.right)
    dy = max(0, ring.top - box.bottom, box.top - ring.bottom)
    return math.hypot(dx, dy)


def _reach(size: tuple[int, int], gap: int, rows: int) -> int:
    """How far from the ring a spot in the table's areas may lie: as far as the first `rows` + 1 rows of
    `spots` go before they are slid into an area. One slid further (into a window across the screen
    from its target) no longer reads as the target's; a plaque's label goes no further than the nearest
    two rows (r29: "4. Menu" below a column's first line at UI scale 150, where Menu's own word says it)."""
    return max(gap + rows * (size[1] // 2 + gap), gap + rows * gap * 4)


def _around(box: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The area read to judge `box`: letters just beside it along the row and above and below it count."""
    return box.inflate(2 * CLUSTER, 2 * int(size[1] * MARGIN) + 2)


def _picture(surface: pygame.Surface, box: pygame.Rect) -> bytes:
    """The pixels of `box` on `surface` ("" when it is not wholly on it)."""
    if not surface.get_rect().contains(box):
        return b""
    return pygame.image.tobytes(surface.subsurface(box), "RGB")
