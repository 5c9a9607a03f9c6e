"""Keyboard focus over a table's gestures: every thing the mouse can press, reached by keys.

A table lists what takes a click now as `Target`s (a label, the screen point, the gesture: a click,
a press that picks a thing up, a release that lets it go there, a right click). `KeyFocus` keeps
which one has the focus and turns keys into the mouse events the table already understands, so the
keyboard can never do less (or more) than the mouse:

- Tab / Shift+Tab: the focus on (shown with a ring) and to the next / the one before;
- the arrows, while the focus is on: the nearest target that way;
- 1 to 9: the focus to that numbered target (the first nine are numbered beside them);
- Enter or Space: do the focused target's gesture;
- Esc: the table's (put the tool in hand down); with nothing in hand it turns the focus off;
- I: show the focused thing's tooltip, where the mouse player rests the mouse (kit/key_tip.py); I again
  or the focus moved hides it; F2: the rules at the focused thing's section (the table's `more_for`).

The table refreshes the list (`offer`) whenever it changes (in `update` and after each key), and
draws the ring from what it stored: drawing changes nothing.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui import look
from tabletop.ui.kit import focus_chips, key_tip
from tabletop.ui.kit.focus_chips import Chip
from tabletop.ui.kit.focus_label import LabelPlace
from tabletop.ui.kit.panels import text
from tabletop.ui.tools import HANDLED, PASS

GESTURES = ("click", "press", "release", "right", "drag")
NOTHING = "Nothing to press now: wait for your turn (F1 lists the keys)"
NEXT_KEYS = (pygame.K_TAB,)
DO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}
BADGE_SMALL = focus_chips.BADGE_SMALL  # the radius (x scale) of a number a table placed itself (Target.badge)
RING = (120, 220, 255)  # a cold blue: no seat's clay colour, and drawn as a ring (not colour alone)


@dataclass(frozen=True)
class Target:
    """One thing the mouse could press now: what it is, where, and how."""

    label: str  # in a player's words ("Skeleton", "Die 2 (move)", "Continue")
    pos: tuple[int, int]  # the screen point the gesture is made at
    gesture: str = "click"  # "click", "press" (pick up and hold), "release" (let go here), "right" (right
    # click), "drag" (press here, carry it to `to` and let go), "act" (no mouse: carry out `action`, for
    # a numbered list of legal spots where the mouse would place a thing freely)
    size: int = 0  # the ring's radius in pixels (0: the default)
    to: tuple[int, int] | None = None  # where a drag lets go
    action: Any = None  # gesture "act": the result to carry out (an engine action, or a function answering one)
    box: tuple[int, int, int, int] | None = None  # a plaque's rectangle: ringed round it, never through its words
    bar: bool = False  # the top bar's (Menu, Save): the focus goes there only when the player puts it there
    badge: tuple[int, int] | None = None  # where its number goes (drawn smaller, BADGE_SMALL), when the table
    # knows a gap off words: a chip in close rows of chips, whose words start at its left edge
    says: bool = True  # a boxed target's own words say what it does (a plaque's), so its label may give way
    # where no spot near is clear; False for a chip that names a card, not what pressing it does
    area: tuple[int, int, int, int] | None = None  # the thing's whole extent, where more than its ring (a card
    # clicked at its middle): a tooltip shown by I never covers it (kit/key_tip.py)
    tip: tuple[str, ...] = ()  # its tooltip's lines, where the screen that offers it wrote them with it (I
    # shows these before asking the table's `tip_lines`)


def boxed(targets: list[Target], buttons) -> list[Target]:
    """The targets, each that is a plaque's click (its point on one of `buttons`) given that plaque's
    box: a ring round the point cut through the label ("Play Butch◯r of Haldor", play-test)."""
    out = []
    for t in targets:
        b = buttons.at(t.pos) if t.gesture == "click" and t.box is None else None
        out.append(dataclasses.replace(t, box=tuple(b.rect)) if b is not None else t)
    return out


BACK_TIP = "Back to the new-game form: this game is not begun"


def begin_and_back(frame: dict, begin_tip: str, back_tip: str = BACK_TIP) -> list[Target]:
    """A shown phase's two plaques (`frame`'s "primary" Begin and its "back"), as the focus's targets, each
    with its tooltip: a keyboard player Tabs to them as on a new-game form (r27: Tab found nothing there)."""
    out = []
    for label, key, tip in (("Begin", "primary", begin_tip), ("Back", "back", back_tip)):
        rect = pygame.Rect(frame[key])
        out.append(Target(label, rect.center, box=tuple(rect.inflate(-8, -8)), tip=(label, tip)))
    return out


def cover_targets(scene) -> list[Target]:
    """The targets of the tool covering the whole table (a phase shown before play, `seat_held`), where it
    offers them (`key_targets(view)`); none else."""
    listing = getattr(scene.tools.top, "key_targets", None)
    return list(listing(scene.tool_view())) if scene.seat_held() and callable(listing) else []


def covering_key(scene, event):
    """A key while a tool covers the table and offers targets: the focus's keys over them (Tab, the arrows,
    1 to 9, Enter, I), PASS else (the tool's own keys: Enter presses its Begin with the focus off)."""
    if getattr(scene, "focus", None) is None or not callable(getattr(scene.tools.top, "key_targets", None)):
        return PASS
    return keyboard(scene, event, lambda: cover_targets(scene), lambda: False)


def mouse_events(target: Target, held: bool = False) -> list[pygame.event.Event]:
    """The mouse events a target's gesture is made of (marked `keyboard`, so a table can tell)."""
    pos = (int(target.pos[0]), int(target.pos[1]))
    buttons = (1, 0, 0) if held or target.gesture == "release" else (0, 0, 0)
    out = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, keyboard=True)]
    button = 3 if target.gesture == "right" else 1
    if target.gesture in ("click", "press", "right", "drag"):
        out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, keyboard=True))
    if target.gesture == "drag" and target.to is not None:
        pos = (int(target.to[0]), int(target.to[1]))
        out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), keyboard=True))
        out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, keyboard=True))
    if target.gesture in ("click", "release", "right"):
        out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, keyboard=True))
    return out


def keyboard(
    scene,
    event,
    listing: Callable[[], Sequence[Target]],
    holding: Callable[[], bool],
    nudge: Callable[[Any], Any] | None = None,
    keys=None,
):
    """A table's keyboard path for one event: the transition it led to (or None), or PASS when the key
    is not the focus's (the table's key bindings and its camera have it then).

    `scene` has `focus` (a KeyFocus), `handle_event`, `carry_out` and `flash`; `listing()` answers its targets now;
    `holding()` is True while Esc should go to the table (a thing in hand to put down) rather than turn
    the focus off; `nudge(event)` may answer mouse events for a key first (a thing carried by arrows).
    The gesture's mouse events go through the table's own `handle_event`, as a hand's would. `keys`, the
    table's KeyTable, names a button's own key in its tooltip (I)."""
    if event.type != pygame.KEYDOWN:
        return PASS
    focus = scene.focus
    if keys is not None:
        focus.keys = keys
    target = focus.focused()
    if target is not None and target.gesture == "act" and event.key in DO_KEYS and not event.mod & pygame.KMOD_CTRL:
        out = scene.carry_out(target.action() if callable(target.action) else target.action)
        focus.offer(listing())
        return out
    if event.key == key_tip.TIP_KEY and not event.mod & pygame.KMOD_CTRL:
        return _tip_key(scene, focus)
    if event.key == pygame.K_F2 and target is not None and hasattr(scene, "more_for"):
        out = scene.more_for(target)  # the rules at the focused thing's section (else the mouse's, the table's)
        if out is not PASS:
            return out
    if event.key == pygame.K_ESCAPE:  # Esc steps back: the thing in hand first (the table's), then the focus
        return None if not holding() and focus.escape() else PASS
    events = nudge(event) if nudge is not None else PASS
    if events is PASS:
        focus.offer(listing())
        events = focus.handle(event)
        if events is HANDLED and event.key in NEXT_KEYS and not focus.targets:
            scene.flash(NOTHING)
    if events is PASS:
        return PASS
    if events is HANDLED:
        return None
    out = None
    for ev in events:
        out = scene.handle_event(ev) or out
    focus.offer(listing())
    return out


def _tip_key(scene, focus: KeyFocus):
    """I: the focused thing's tooltip shown, or hidden again; a word where there is none to show."""
    target = focus.focused()
    if target is None:
        scene.flash(key_tip.TAB_FIRST)
        return None
    if focus.tip_target() is not None:
        focus.tip = None
        return None
    lines = key_tip.lines_for(scene, target, focus.keys)
    if not lines:
        scene.flash(key_tip.NO_TIP.format(label=target.label))
        return None
    focus.tip = (target.label, target.gesture)
    return None


class KeyFocus:
    """Which of a table's targets has the keyboard's focus, and the keys that move it and use it."""

    def __init__(self) -> None:
        self.on = False
        self.targets: tuple[Target, ...] = ()
        self.index = 0
        self.note = ""  # said when Tab finds nothing to do
        # on, but on nothing: what it was on went away and only the bar's targets were left (the computer's
        # turn). No ring, Enter does nothing; the player's next decision takes it (play-test r18: a
        # habitual Enter opened the menu or saved)
        self.waiting = False
        self.label_place = LabelPlace()  # where the focused target's label went (kit/focus_label.py)
        self.tip: tuple[str, str] | None = None  # (label, gesture) of the target whose tooltip I showed
        self.numbered = True  # the first nine numbered (1 to 9 focus them); False where the digits mean else
        self.keys: Any = None  # the table's KeyTable (`keyboard`): a button's tip names its own key
        # the areas the focus's label may lie in (a window open over a veiled table, and the parts the veil
        # leaves bright), set by the table as it offers its targets; () for anywhere in the window
        self.areas: tuple[tuple[int, int, int, int], ...] = ()
        # words the table drew that no target rings (a disabled button's, too faint for the letter
        # reading; a strip's name), set by the table as it offers its targets: the label never lies on
        # them, and the numbers keep off them as off a target's glyph
        self.words: tuple[tuple[int, int, int, int], ...] = ()
        self._chips: tuple[object, list[Chip]] | None = None  # (what they were placed for, the numbers)
        self._own_chip: tuple[object, list[Chip]] | None = None  # the focused one's, where it has no label

    # -- the list ---------------------------------------------------------------------------------
    def offer(self, targets: Sequence[Target]) -> None:
        """The targets now; the focus stays on the same thing (by label) where it still is."""
        targets = tuple(targets)
        was = self.focused()
        self.targets = targets
        if was is not None:
            same = [k for k, t in enumerate(targets) if t.label == was.label and t.gesture == was.gesture]
            if same:
                self.index = min(same, key=lambda k: math.dist(targets[k].pos, was.pos))
                return
        self.tip = None  # what it was on went away: its tooltip with it
        self.index = min(self.index, len(targets) - 1) if targets else 0
        if self.on and targets and (self.waiting or was is None or targets[self.index].bar):
            self.rehome()  # never onto the bar by itself

    def rehome(self) -> None:
        """The focus, on and off its target, to the first target that is not the bar's, or waiting for one."""
        first = next((k for k, t in enumerate(self.targets) if not t.bar), None)
        self.waiting = first is None
        self.index = first if first is not None else 0

    def tip_target(self) -> Target | None:
        """The focused target while its tooltip is shown (I), else None."""
        target = self.focused()
        if target is None or self.tip != (target.label, target.gesture):
            return None
        return target

    def focused(self) -> Target | None:
        """The target with the focus (None when the focus is off or nothing is offered)."""
        if not self.on or not self.targets or self.waiting:
            return None
        return self.targets[min(self.index, len(self.targets) - 1)]

    def focus_on(self, label: str) -> bool:
        """Put the focus on the first target with this label; False when there is none."""
        for k, t in enumerate(self.targets):
            if t.label == label:
                self.on, self.index, self.waiting = True, k, False
                return True
        return False

    # -- keys ---------------------------------------------------------------------------------------
    def takes(self, event) -> bool:
        """True for a key this helper answers now (Tab always; the others while the focus is on)."""
        if event.type != pygame.KEYDOWN or event.mod & pygame.KMOD_CTRL:
            return False
        if event.key in NEXT_KEYS:
            return True
        return self.on and (event.key in DO_KEYS or event.key in ARROWS or event.key in DIGITS)

    def handle(self, event):
        """A key: HANDLED (the focus moved), a list of mouse events to feed the table (a gesture), or
        PASS (not this helper's key)."""
        if not self.takes(event):
            return PASS
        self.tip = None  # the focus moves or its thing is pressed: the tooltip goes (I shows it again)
        n = len(self.targets)
        if event.key in NEXT_KEYS:
            if not n:
                self.on = True
                return HANDLED
            back = bool(event.mod & pygame.KMOD_SHIFT)
            moving = self.on and not self.waiting
            self.index = (self.index + (-1 if back else 1)) % n if moving else (n - 1 if back else 0)
            self.on, self.waiting = True, False
            return HANDLED
        if not n:
            return HANDLED
        if event.key in DIGITS:
            k = DIGITS[event.key] - 1
            if k < n:
                self.index, self.waiting = k, False
            return HANDLED
        if event.key in ARROWS:
            if self.waiting:  # on nothing: an arrow puts it on the first target, as Tab does
                self.index, self.waiting = 0, False
            else:
                self.index = self.toward(ARROWS[event.key])
            return HANDLED
        target = self.focused()
        return mouse_events(target) if target is not None else HANDLED

    def toward(self, way: tuple[int, int]) -> int:
        """The nearest target in a direction from the focused one (within 60 degrees of it; the focused
        one itself when none lies that way)."""
        here = self.focused()
        if here is None:
            return self.index
        best, best_cost = self.index, math.inf
        for k, t in enumerate(self.targets):
            dx, dy = t.pos[0] - here.pos[0], t.pos[1] - here.pos[1]
            along = dx * way[0] + dy * way[1]
            if k == self.index or along <= 0:
                continue
            across = abs(dx * way[1] - dy * way[0])
            if across > along * math.tan(math.radians(60)):
                continue
            cost = along + 2 * across  # straight ahead first
            if cost < best_cost:
                best, best_cost = k, cost
        return best

    def escape(self) -> bool:
        """Esc with nothing in hand: the focus off (True), or False when it was off already."""
        if not self.on:
            return False
        if self.tip is not None:  # a tooltip up: Esc hides it first
            self.tip = None
            return True
        self.on = self.waiting = False
        return True

    def mouse_used(self, event) -> None:
        """A real mouse press (not one the keys made) turns the focus off: the player has the mouse."""
        if event.type == pygame.MOUSEBUTTONDOWN and not getattr(event, "keyboard", False):
            self.on = self.waiting = False
            self.tip = None

    # -- drawing (read-only) ---------------------------------------------------------------------------
    def draw(self, surface, scale: float = 1.0) -> None:
        """The numbers beside the first nine targets and a ring round the focused one, with its label."""
        target = self.focused()
        if target is None:
            return
        s = max(0.5, float(scale))
        chips = self.chips(surface, target, s)
        self._numbers(surface, chips, s)
        x, y = int(target.pos[0]), int(target.pos[1])
        r = int(target.size or 22 * s)
        k = self.targets.index(target)
        words = f"{k + 1}. {target.label}" if k < 9 and self.numbered else target.label
        size = int(14 * s)
        w, h = look.font("sans_bold", size).size(words)
        if target.box is not None:  # a plaque: ringed round its edge
            ring = pygame.Rect(target.box).inflate(int(8 * s), int(8 * s))
        else:
            ring = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        # beside the ring where it covers no words (judged on the frame before the ring is drawn)
        pad = int(3 * s) + max(1, int(2 * s))
        key = (target.label, target.pos, target.box, self.areas, self.words)
        label_size = (w + int(12 * s), h + int(6 * s))
        box = self.label_place.place(
            surface, key, label_size, ring.inflate(2 * pad, 2 * pad), int(2 * s), int(4 * s),
            target.box is not None and target.says,
            [pygame.Rect(t.box) for t in self.targets if t is not target and t.box is not None]
            + [pygame.Rect(w) for w in self.words],
            [self._mark(t, s, chips) for t in self.targets if t is not target and t.box is None],
            [pygame.Rect(a) for a in self.areas],
        )  # fmt: skip
        if target.box is not None:
            pygame.draw.rect(
                surface, (10, 10, 14), ring.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)), int(9 * s)
            )
            pygame.draw.rect(surface, RING, ring, max(2, int(3 * s)), int(8 * s))
        else:
            pygame.draw.circle(surface, (10, 10, 14), (x, y), r + int(3 * s), max(2, int(3 * s)))
            pygame.draw.circle(surface, RING, (x, y), r, max(2, int(3 * s)))
        self._numbers(surface, chips, s)  # again over the ring: a number beside the focused thing stays readable
        if box is None:  # no clear spot near a plaque: its ring round its own words says it, and its number
            self._numbers(surface, self._own(surface, target, s, chips), s)  # beside it as the others' are
            return
        pygame.draw.rect(surface, (14, 12, 18), box, border_radius=int(5 * s))
        pygame.draw.rect(surface, RING, box, max(1, int(2 * s)), border_radius=int(5 * s))
        text(surface, "sans_bold", size, words, (box.x + int(6 * s), box.y + int(3 * s)), RING)
        self.label_place.drew(surface, box)

    def chips(self, surface, target: Target | None, s: float) -> list[Chip]:
        """The numbers of the first nine targets but the focused one, each placed clear of the others and of
        every target's glyph (kit/focus_chips.py): placed once for the targets as they stand, the same
        while they do (a number does not hop about as the frame under it changes)."""
        if not self.numbered:
            return []
        key = (
            tuple((t.label, t.pos, t.box, t.badge, t.size) for t in self.targets),
            self.targets.index(target) if target in self.targets else -1,
            surface.get_size(),
            s,
            self.words,
        )
        if self._chips is None or self._chips[0] != key:
            self._chips = (key, focus_chips.place(surface, self.targets, target, s, self.words))
        return self._chips[1]

    def _own(self, surface, target: Target, s: float, chips: list[Chip]) -> list[Chip]:
        """The focused target's own number, placed as the others' are and clear of them (none past nine):
        shown where its label has no room, so 1 to 9 still name it (r29: a bar button's label in a combat
        went into the window, 70 px from its button)."""
        k = self.targets.index(target) if target in self.targets else 9
        if not self.numbered or k >= 9:
            return []
        key = ("own", k, self._chips[0] if self._chips is not None else None)
        if self._own_chip is None or self._own_chip[0] != key:
            self._own_chip = (key, [focus_chips.one(surface, self.targets, k, s, chips, self.words)])
        return self._own_chip[1]

    def _mark(self, t: Target, s: float, chips: Sequence[Chip] = ()) -> pygame.Rect:
        """What a point target shows round its point: its ring's box and its number (`chips`)."""
        x, y, r = int(t.pos[0]), int(t.pos[1]), int(t.size or 22 * s)
        ring = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        k = self.targets.index(t) + 1 if t in self.targets else 0
        return ring.unionall([c.rect() for c in chips if c.number == k])

    def _numbers(self, surface, chips: Sequence[Chip], s: float) -> None:
        """The numbers (`chips`), each a dark disc ringed in the focus's blue."""
        for c in chips:
            pygame.draw.circle(surface, (20, 18, 24), c.centre, c.radius)
            pygame.draw.circle(surface, RING, c.centre, c.radius, max(1, int(s)))
            text(surface, "sans_bold", c.size, str(c.number), c.centre, RING, "center")
