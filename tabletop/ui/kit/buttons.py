"""Buttons the tables draw themselves: one Button, one ButtonSet, and the rule that a button which
appears under the cursor ignores clicks for a moment and until the mouse moves.

A table rebuilds its buttons from the view whenever it likes (every frame is fine): a Button is a
rectangle, a label and what a press answers (an action, a tool, a transition: whatever the game
screen's `carry_out` takes). Two looks, as the tables have them: "brass" (the Necromolds table's
dark plaques, lit when toggled or hovered) and "plaque" (parchment plaques with the label on one
or two lines, Rise's). Labels are fitted, never cut: the font shrinks (and a plaque wraps to two
lines) until the label fits.

The click guard: a button that appears where the cursor already is (the Done of the next player
where the last one was, a Continue under the click that opened a window) would otherwise take the
second click of a double click meant for the button before it. `ClickGuard.watch` notes such
buttons; `ClickGuard.press` ignores a click on one until GRACE seconds have passed and the mouse
has moved.

A click is also pressed only on what was on screen when it was made: events wait in the queue while a
frame is worked out (a computer's move), and the plaques can change under them. The app counts the
frames it puts on screen and says, while it hands a batch of events on, since which frame they can
have happened (`FRAMES`); a table tells its guard what each frame drew (`ClickGuard.drawn`), and a
press on a plaque drawn for the first time after that frame (a new one, or another label in the same
place) is swallowed: the click was meant for what was there before. Events with no frame said (a
test's, a key's) are taken as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.ui import look
from tabletop.ui.kit.panels import lighter, tooltip

GRACE = 0.3  # seconds a button that appeared under the cursor ignores clicks (and until the mouse moves)
STILL_GRACE = 1.2  # seconds after which it takes a click even from a cursor that never moved (a tap, a steady hand)
DIM_INK = (140, 130, 120)


@dataclass
class Button:
    """A clickable plaque: `action()` answers what a press does."""

    key: str
    rect: pygame.Rect
    label: str
    action: Callable[[], object]
    tooltip: str = ""
    enabled: bool = True
    toggled: bool = False
    hotkey: str = ""
    primary: bool = False
    icon: Any = ""  # drawn before the label by `paint_icon` (a callable here; a table may name icons)
    style: str = "brass"  # "brass" or "plaque"
    font_size: int = 0  # the label's size before fitting (0: the style's own, grown with the scale)
    # a plaque's label keeps `pad` px more clear of every edge and `inset` px more of its right edge (a chip
    # astride it): a two-line label filled a small plaque edge to edge, or ran under a swap chip
    pad: int = 0
    inset: int = 0

    def paint_icon(self, surface, centre, px: int, colour) -> None:
        """Draw the icon at centre, px across (`colour` None: its own colours; a dim colour when disabled)."""
        if callable(self.icon):
            self.icon(surface, centre, px, colour)

    def tip_lines(self) -> list[str]:
        """The tooltip: the label as its heading, then what a press does (none without a tooltip)."""
        return [self.label, self.tooltip] if self.tooltip else []

    def draw(self, surface, scale: float, hover: bool) -> None:
        """Draw the button (dim when disabled, lit when toggled or hovered)."""
        if self.style == "plaque":
            fs = self.font_size or max(9, int(12 * scale))
            face = plaque(tuple(self.rect.size), self.label, fs, hover and self.enabled, self.pad, self.inset)
            surface.blit(face, self.rect.topleft)
            return
        self._draw_brass(surface, scale, hover)

    def _draw_brass(self, surface, scale: float, hover: bool) -> None:
        r = self.rect
        base = (86, 56, 30) if self.enabled else (58, 48, 44)
        if self.primary and self.enabled:
            base = (120, 70, 30)
        if self.toggled:
            base = (150, 104, 40)
        if hover and self.enabled:
            base = lighter(base, 0.18)
        pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, base, r, border_radius=6)
        pygame.draw.rect(surface, look.BRASS if self.enabled else (90, 80, 70), r, 2, border_radius=6)
        col = look.BONE if self.enabled else DIM_INK
        icon_px = int(r.height * 0.62) if self.icon else 0
        room = r.width - 10 - (icon_px + 4 if icon_px else 0)
        size = fit_size(self.label, "sans_bold", self.font_size or int(15 * scale), room)
        img = look.font("sans_bold", size).render(self.label, True, col)
        at = img.get_rect(center=(r.centerx + (icon_px + 4) // 2 if icon_px else r.centerx, r.centery))
        if icon_px:
            self.paint_icon(
                surface, (at.left - 4 - icon_px // 2, r.centery), icon_px, None if self.enabled else DIM_INK
            )
        surface.blit(img, at)


def fit_size(label: str, kind: str, size: int, room: int, least: int = 9) -> int:
    """The largest font size, from `size` down to `least`, at which `label` fits `room` pixels."""
    while look.font(kind, size).size(label)[0] > room and size > least:
        size -= 1
    return size


def label_lines(label: str, width: int, height: int, size: int, least: int = 8) -> tuple[int, list[str]]:
    """(font size, lines) that show a label whole inside width x height: one line at `size` when it
    fits, else two lines, the font made smaller until they fit, else three (never an ellipsis). A label
    no three lines hold drops its bracketed tail ("Go into the explored X (A, B)": the words before the
    brackets say what the plaque does; its tooltip keeps the whole) before it is left to be cut."""
    for rows in (2, 3):
        for fs in range(size, least - 1, -1):
            found = _split(label, look.font("serif_bold", fs), width, height, rows)
            if found is not None:
                return fs, found
    if label.endswith(")") and " (" in label:
        return label_lines(label[: label.rindex(" (")], width, height, size, least)
    if least > 6:  # the smallest window's narrowest plaque: a smaller letter before a cut word
        return label_lines(label, width, height, least - 1, least - 1)
    return least, [label]


def _split(label: str, f, width: int, height: int, rows: int) -> list[str] | None:
    """The label in at most `rows` lines of font f, each within width, the widest line as narrow as can
    be (one line when it fits); None when they do not fit."""
    if f.size(label)[0] <= width:
        return [label]
    words = label.split()
    if rows * f.get_linesize() > height + 4 or len(words) < 2:
        return None
    best = None
    for k in range(1, len(words)):
        head, tail = " ".join(words[:k]), " ".join(words[k:])
        if f.size(head)[0] > width:
            break
        rest = [tail] if f.size(tail)[0] <= width else (_split(tail, f, width, height, rows - 1) if rows > 2 else None)
        if rest is None:
            continue
        wmax = max(f.size(line)[0] for line in [head, *rest])
        if best is None or wmax < best[0]:
            best = (wmax, [head, *rest])
    return None if best is None else best[1]


@lru_cache(maxsize=256)
def plaque(
    size: tuple[int, int], label: str, font_size: int, hover: bool, pad: int = 0, inset: int = 0
) -> pygame.Surface:
    """A parchment plaque drawn once per size, label and hover, its label whole on one or two lines
    (`pad`, `inset`: see Button)."""
    surf = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    look.draw_plaque(surf, pygame.Rect(0, 0, *size), " ", font_size, hover)
    # label_lines lets rows run 4 px past the height it is given: padded, they keep `pad` + 1 px clear
    tall = size[1] - 4 if not pad else size[1] - 2 * pad - 6
    fs, lines = label_lines(label, size[0] - 12 - 2 * pad - inset, tall, font_size)
    f = look.font("serif_bold", fs)
    y = (size[1] - len(lines) * f.get_linesize()) // 2
    for line in lines:
        t = f.render(line, True, (36, 22, 14))
        surf.blit(t, t.get_rect(midtop=((size[0] - inset) // 2, y)))
        y += f.get_linesize()
    return surf


class ButtonSet:
    """The buttons on screen now, hit-tested in reverse drawing order (later ones are on top)."""

    def __init__(self, buttons: Iterable[Button] = ()) -> None:
        self.buttons: list[Button] = list(buttons)

    def __iter__(self):
        return iter(self.buttons)

    def __len__(self) -> int:
        return len(self.buttons)

    def clear(self) -> None:
        """Forget the buttons."""
        self.buttons = []

    def add(self, button: Button) -> Button:
        """Add a button (on top of those before it)."""
        self.buttons.append(button)
        return button

    def at(self, pos) -> Button | None:
        """The button under pos, if any."""
        for b in reversed(self.buttons):
            if b.rect.collidepoint(pos):
                return b
        return None

    def get(self, key: str) -> Button | None:
        """A button by key."""
        for b in self.buttons:
            if b.key == key:
                return b
        return None

    def draw(self, surface, scale: float, mouse) -> None:
        """Draw every button, the one under the mouse lit."""
        hover = self.at(mouse) if mouse else None
        for b in self.buttons:
            b.draw(surface, scale, b is hover)

    def draw_tooltip(self, surface, mouse, scale: float) -> pygame.Rect | None:
        """The tooltip of the button under the mouse (the caller decides when the mouse has rested)."""
        b = self.at(mouse)
        lines = b.tip_lines() if b is not None else []
        if not lines:
            return None
        return tooltip(surface, lines, mouse, int(340 * scale), int(13 * scale))


class FrameClock:
    """The frames the app has put on screen, and since which one the events it is handing on can have
    happened (None: not said, as for events a test makes)."""

    def __init__(self) -> None:
        self.presented = 0
        self.events_after: int | None = None

    def shown(self) -> None:
        """One more frame is on screen."""
        self.presented += 1


FRAMES = FrameClock()  # the app's one screen


class ClickGuard:
    """Remembers which buttons appeared under the cursor, so a click meant for what was there
    before (the second click of a double click) does not press them."""

    def __init__(self, grace: float = GRACE, by_label: bool = False, still: float | None = STILL_GRACE) -> None:
        self.grace = grace
        # still: seconds after which a button that came under a pointer that never moved takes a click
        # (a tap, a steady hand); None: never, until the pointer moves (a table whose next choices come
        # up under a pointer left resting while others played, which may never have been seen)
        self.still = still
        # by_label: a button whose label changed in place counts as new (Rise's choice plaques keep
        # their key and rectangle from one decision to the next: "Stay in this City" after "Close")
        self.by_label = by_label
        self.shown: dict[str, tuple] = {}  # key -> rect of every button seen last time
        self.wary: dict[str, list] = {}  # key -> [when it appeared under the cursor, the mouse moved since]
        self.on_screen: dict[str, tuple] = {}  # key -> (what was drawn, the first frame it has been on screen since)
        self.drawn_in: int | None = None  # the frame the buttons were last drawn in (None: never told)

    @staticmethod
    def _seen(b: Button) -> tuple:
        return (*b.rect, b.label)  # another label in the same place is another button to a click

    def drawn(self, buttons: Iterable[Button]) -> None:
        """These buttons are drawn in the frame being made now (call it from the table's draw)."""
        frame = FRAMES.presented + 1
        if self.drawn_in is not None and self.drawn_in < frame - 1:
            self.on_screen = {}  # a frame went on screen without them (another screen over the table)
        kept = {}
        for b in buttons:
            seen, had = self._seen(b), self.on_screen.get(b.key)
            kept[b.key] = had if had is not None and had[0] == seen else (seen, frame)
        self.on_screen, self.drawn_in = kept, frame

    def was_shown(self, button: Button) -> bool:
        """The button was on screen, as it is now, before the events being handled can have happened."""
        since = FRAMES.events_after
        if since is None or self.drawn_in is None:
            return True  # not said (a test's events), or a table that does not tell what it draws
        had = self.on_screen.get(button.key)
        return had is not None and had[0] == self._seen(button) and had[1] <= since

    def watch(self, buttons: Iterable[Button], mouse, now: float) -> None:
        """The buttons on screen now: a new one (or one moved) under the cursor ignores clicks for a while."""
        shown = {}
        for b in buttons:
            rect = (*b.rect, b.label) if self.by_label else tuple(b.rect)
            if self.shown.get(b.key) != rect and mouse is not None and b.rect.collidepoint(mouse):
                self.wary[b.key] = [now, False]
            shown[b.key] = rect
        self.shown = shown
        self.wary = {k: v for k, v in self.wary.items() if k in shown}

    def moved(self) -> None:
        """The mouse moved: the buttons under it may take clicks once their grace time is over."""
        for entry in self.wary.values():
            entry[1] = True

    def allows(self, button: Button, now: float) -> bool:
        """True when a click may press `button` now."""
        entry = self.wary.get(button.key)
        if entry is None:
            return True
        still = self.still is not None and now - entry[0] >= max(self.grace, self.still)
        if (entry[1] and now - entry[0] >= self.grace) or still:
            del self.wary[button.key]
            return True
        return False

    def waits_for_a_move(self, button: Button) -> bool:
        """`button` came up under the pointer, which has not moved since: it takes no click until it does."""
        entry = self.wary.get(button.key)
        return entry is not None and not entry[1]

    def press(self, buttons: ButtonSet, pos, now: float) -> tuple[Button | None, bool]:
        """A left click at pos: (the button that takes it or None, whether a button was under it at all).
        A disabled button, or one still ignoring clicks, swallows the click without doing anything."""
        b = buttons.at(pos)
        if b is None:
            return None, False
        if not b.enabled or not self.was_shown(b) or not self.allows(b, now):
            return None, True
        return b, True
