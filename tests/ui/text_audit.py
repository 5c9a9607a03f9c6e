"""Where every line of the table's own text lands, to find text cut by its box or lying on other text.

While `recording()` is active, `pygame.Surface` and `pygame.font.Font` are replaced by subclasses
that remember text: a rendered line is a surface that knows its words and the box of its inked
pixels; blitting a surface carries the lines it holds onto the destination, moved by the blit's
offset. A line that does not fit inside the surface (or the blit's area) it is drawn onto is *cut*;
a later opaque-ish surface blitted over a line hides it (a tooltip over the log is not an overlap).
What is left on the final frame is every visible line with its box, so a test can look for cut
lines and for two different lines whose ink overlaps.

Only the tables' own drawing is recorded (pygame_gui's widgets fit their own text), which is
where the newcomer found the cut and crowded texts (issue 21).
"""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass, field

import pygame

_RealSurface = pygame.Surface
_RealFont = pygame.font.Font

# Shadows and outlines are the same words drawn a pixel or two off: not an overlap.
SHADOW_SLACK = 6
# Ink boxes touching by a pixel or two (descenders, tight lines) are not worth a report.
OVERLAP_MIN = 3


@dataclass(frozen=True)
class Line:
    text: str
    box: pygame.Rect  # the inked pixels, in the holding surface's coordinates


@dataclass
class Cut:
    text: str
    box: tuple[int, int, int, int]
    inside: tuple[int, int]  # size of the surface it was cut by

    def __str__(self) -> str:
        return f"{self.text!r} at {self.box} cut by a {self.inside[0]}x{self.inside[1]} box"


@dataclass
class Record:
    cuts: list[Cut] = field(default_factory=list)


_record = Record()


class TextSurface(_RealSurface):
    """A pygame Surface that remembers the lines of text drawn onto it."""

    lines: list[Line]
    _parent: tuple[TextSurface, int, int] | None = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.lines = []

    def subsurface(self, *rect):
        """A window onto this surface: lines drawn into it are drawn here too."""
        child = super().subsurface(*rect)
        r = pygame.Rect(*rect)
        child.lines = [
            Line(ln.text, ln.box.move(-r.x, -r.y)) for ln in getattr(self, "lines", []) if r.contains(ln.box)
        ]
        child._parent = (self, r.x, r.y)
        return child

    # -- drawing ------------------------------------------------------------------------------
    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        self._carry(source, dest, area)
        return done

    def blits(self, blit_sequence, doreturn=True):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def _carry(self, source, dest, area) -> None:
        if isinstance(dest, (tuple, list)) and len(dest) == 2:
            x, y = int(dest[0]), int(dest[1])
        else:
            r = pygame.Rect(dest)
            x, y = r.x, r.y
        src_rect = source.get_rect() if area is None else pygame.Rect(area).clip(source.get_rect())
        ox, oy = x - src_rect.x, y - src_rect.y
        # What lands here, clipped by the blit's area and this surface's clip (the box it is drawn in).
        box = src_rect.move(ox, oy).clip(self.get_clip())
        lines = getattr(source, "lines", None) or []
        covering = not lines or _is_panel(source)
        if not hasattr(self, "lines"):
            self.lines = []
        if covering and self.lines:
            self.lines = [
                shown
                for ln in self.lines
                if not _covers(source, ln.box.move(-ox, -oy))
                for shown in [_uncovered(source, ln, ox, oy)]
                if shown is not None
            ]
        for ln in lines:
            moved = ln.box.move(ox, oy)
            visible = moved.clip(box)
            if visible.size != moved.size:
                if visible.w * visible.h > 0 or moved.colliderect(self.get_rect()):
                    _record.cuts.append(Cut(ln.text, tuple(moved), self.get_size()))
                if visible.w <= 0 or visible.h <= 0:
                    continue
            self._add(Line(ln.text, moved))

    def _add(self, line: Line) -> None:
        self.lines.append(line)
        if self._parent is not None:
            parent, dx, dy = self._parent
            parent._add(Line(line.text, line.box.move(dx, dy)))

    # -- copies keep their lines ----------------------------------------------------------------
    def copy(self):
        out = _wrap(super().copy())
        out.lines = list(getattr(self, "lines", []))
        return out

    def convert(self, *args):
        out = _wrap(super().convert(*args))
        out.lines = list(getattr(self, "lines", []))
        return out

    def convert_alpha(self, *args):
        out = _wrap(super().convert_alpha(*args))
        out.lines = list(getattr(self, "lines", []))
        return out


def _covers(source, box: pygame.Rect) -> bool:
    """Whether `source` is (nearly) opaque all over `box` (in source coordinates): it hides a line there."""
    part = box.clip(source.get_rect())
    if part.w * part.h < 0.9 * box.w * box.h or part.w <= 0 or part.h <= 0:
        return False
    sub = source.subsurface(part)
    if not (source.get_flags() & pygame.SRCALPHA):
        return source.get_colorkey() is None and (source.get_alpha() or 255) >= 160
    return pygame.mask.from_surface(sub, 160).count() >= 0.9 * box.w * box.h


def _uncovered(source, ln: Line, ox: int, oy: int) -> Line | None:
    """`ln` as it shows beside an opaque panel blitted at (ox, oy) that hides one end of it over its
    whole height (a window over the table hides the rest of a label reaching under it): its box cut to
    the part left showing; `ln` itself when the panel hides no such end."""
    panel = source.get_rect().move(ox, oy)
    part = ln.box.clip(panel)
    if part.w <= 0 or part.h < ln.box.h or not _covers(source, part.move(-ox, -oy)):
        return ln
    box = ln.box
    if part.left <= box.left < part.right:  # the panel hides its left end
        rest = pygame.Rect(part.right, box.y, box.right - part.right, box.h)
    elif part.left < box.right <= part.right:  # its right end
        rest = pygame.Rect(box.x, box.y, part.left - box.x, box.h)
    else:
        return ln  # its middle: both ends show
    return Line(ln.text, rest) if rest.w > 0 else None


def _is_panel(source) -> bool:
    """A surface holding text and much more (a card, a panel): it covers what lies under it."""
    ink = sum(ln.box.w * ln.box.h for ln in source.lines)
    w, h = source.get_size()
    return w * h > 4 * max(1, ink)


def _wrap(surface) -> TextSurface:
    """A TextSurface with `surface`'s pixels (pygame makes plain Surfaces in C)."""
    flags = pygame.SRCALPHA if surface.get_flags() & pygame.SRCALPHA or surface.get_alpha() else 0
    out = TextSurface(surface.get_size(), flags, 32)
    if surface.get_colorkey() is not None:
        out.set_colorkey(surface.get_colorkey())
    _RealSurface.blit(out, surface, (0, 0), special_flags=pygame.BLEND_RGBA_MAX if flags else 0)
    if not flags:
        _RealSurface.blit(out, surface, (0, 0))
    return out


class TextFont(_RealFont):
    """A font whose rendered lines remember their words."""

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if bgcolor is None:
            raw = super().render(text, antialias, color, None, wraplength)
        else:
            raw = super().render(text, antialias, color, bgcolor, wraplength)
        out = _wrap(raw)
        if text and str(text).strip():
            ink = raw.get_bounding_rect(min_alpha=40) if bgcolor is None else raw.get_rect()
            if ink.w and ink.h:
                out.lines = [Line(str(text), ink)]
        return out


# Cached pictures kept across a recording: a source only ever scaled or copied into a cached picture that
# is emptied (look.table_texture), and half a second to make again.
KEPT_CACHES = ("tabletop.ui.look._base_texture",)


def drawing_caches() -> list:
    """Every functools cache of the app's drawing modules loaded now (look's fonts and pictures, the kit's
    plaques and boxes, each table's cards, dice, textures...), but KEPT_CACHES."""
    out = []
    for name, module in list(sys.modules.items()):
        if not name.startswith("tabletop.ui") or module is None:
            continue
        for attr, obj in list(vars(module).items()):
            if (
                callable(getattr(obj, "cache_clear", None))
                and getattr(obj, "__module__", None) == name
                and f"{name}.{attr}" not in KEPT_CACHES
            ):
                out.append(obj)
    return out


def clear_drawing_caches() -> None:
    """Empty `drawing_caches()`. A picture cached before a recording is a plain pygame Surface, and so is
    its copy: words later drawn on it are not remembered (the Rise table paints its top bar on a copy
    of look.table_texture: after any test that had drawn a 960x600 window, the audit of a 960x600 Rise
    table recorded none of the bar's words, and an order-dependent test failed). One cached during a
    recording holds its words in the next test's: both ends of a recording empty them."""
    for cache in drawing_caches():
        cache.cache_clear()


@contextlib.contextmanager
def recording():
    """Everything made while active remembers its text; yields the Record of cut lines. The app's cached
    fonts and pictures are made again inside it (`clear_drawing_caches`), whatever ran before."""
    global _record
    _record = Record()
    clear_drawing_caches()
    saved = (pygame.Surface, pygame.font.Font)
    pygame.Surface = TextSurface  # type: ignore[misc]
    pygame.font.Font = TextFont  # type: ignore[misc]
    # Pictures loaded or transformed come back from C as plain Surfaces: make them TextSurfaces so
    # text drawn on them later (a table texture copied, a card scaled) is still remembered.
    makers = [(pygame.image, "load")] + [(pygame.transform, n) for n in _TRANSFORMS if hasattr(pygame.transform, n)]
    originals = [(mod, name, getattr(mod, name)) for mod, name in makers]
    for mod, name, real in originals:
        setattr(mod, name, _wrapping(real))
    real_rect = pygame.draw.rect
    pygame.draw.rect = _filling(real_rect)
    try:
        yield _record
    finally:
        pygame.Surface, pygame.font.Font = saved  # type: ignore[misc]
        for mod, name, real in originals:
            setattr(mod, name, real)
        pygame.draw.rect = real_rect
        clear_drawing_caches()


_TRANSFORMS = (
    "scale",
    "smoothscale",
    "scale_by",
    "smoothscale_by",
    "rotate",
    "rotozoom",
    "flip",
    "box_blur",
    "gaussian_blur",
)


def _crosses(part: pygame.Rect) -> bool:
    return part.w >= OVERLAP_MIN and part.h >= OVERLAP_MIN


def _filling(real):
    """pygame.draw.rect that hides the lines under a filled, (nearly) opaque rectangle: a tooltip's
    or a button's plate drawn over the table covers what it lies on (not an overlap of two texts)."""

    def fill(surface, color, rect, width=0, *args, **kwargs):
        done = real(surface, color, rect, width, *args, **kwargs)
        if width == 0 and isinstance(surface, TextSurface) and getattr(surface, "lines", None):
            c = pygame.Color(color) if not isinstance(color, pygame.Color) else color
            if c.a >= 160:
                plate = pygame.Rect(rect)
                surface.lines = [ln for ln in surface.lines if not _crosses(ln.box.clip(plate))]
        return done

    return fill


def _wrapping(real):
    def made(*args, **kwargs):
        out = real(*args, **kwargs)
        return _wrap(out) if isinstance(out, _RealSurface) and not isinstance(out, TextSurface) else out

    return made


def overlaps(lines: list[Line]) -> list[tuple[Line, Line]]:
    """Pairs of different visible lines whose ink overlaps by more than a pixel or two."""
    out = []
    seen = set()  # a line and its shadow crowd the same neighbour: one report per pair of texts
    for i, a in enumerate(lines):
        for b in lines[i + 1 :]:
            if not a.box.colliderect(b.box):
                continue
            slack = max(SHADOW_SLACK, min(a.box.h, b.box.h) // 12)  # a big title's shadow lies further off
            if a.text == b.text and abs(a.box.x - b.box.x) <= slack and abs(a.box.y - b.box.y) <= slack:
                continue
            both = a.box.clip(b.box)
            if both.w >= OVERLAP_MIN and both.h >= OVERLAP_MIN and (a.text, b.text) not in seen:
                seen.add((a.text, b.text))
                out.append((a, b))
    return out
