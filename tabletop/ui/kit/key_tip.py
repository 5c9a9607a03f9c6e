"""The focused thing's tooltip, by a key (I): what a mouse player reads by resting the mouse on a thing,
a keyboard player reads by putting the focus on it (Tab, the arrows, 1 to 9) and pressing I.

The table supplies only what it already has: the lines its tooltip shows for what lies at a point
(`GameScreen.tip_lines`). The focus (kit/focus.py) keeps whether the tip is up: I shows it, I again,
moving the focus, Esc or a mouse press hides it. The game screen draws it last, over the computer's
summary and the opened log, where it covers neither the focused thing (its ring and label) nor the
answers on offer (the other targets' plaques), as far as the window allows: a tooltip under the mouse
stood where the keys' pointer last pressed and covered the answers (play-test r25).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence

import pygame

from tabletop.ui.kit.panels import tooltip, tooltip_size

TIP_KEY = pygame.K_i
WIDTH = 340  # design pixels a tip grows to before its words wrap (as the tables' own tooltips)
SIZE = 13  # design pixels of its letters (as the tables' own)
GAP = 8  # design pixels between the tip and the ring
NO_TIP = "{label}: no tooltip"
TAB_FIRST = "I shows the tooltip of the thing with the focus: Tab to a thing first"


def pointed(view, pos):
    """A table's view (a frozen dataclass with `mouse`) as if the mouse rested at `pos`; the view itself
    when it has no such field."""
    if dataclasses.is_dataclass(view) and any(f.name == "mouse" for f in dataclasses.fields(view)):
        return dataclasses.replace(view, mouse=(int(pos[0]), int(pos[1])))
    return view


def headed(lines: list[str], label: str) -> list[str]:
    """The tip's lines, headed by the focus's label where the table's heading is blank (an icon's button)."""
    return [lines[0] or label, *lines[1:]] if lines else []


PRESS = {  # what Enter does to a focused thing, by its gesture (kit/focus.py)
    "click": "presses it",
    "press": "picks it up",
    "release": "lets go of what is in hand here",
    "right": "presses it as a right click does",
    "drag": "carries it there",
    "act": "does it",
}


def lines_for(scene, target, keys=None) -> list[str]:
    """What I shows for the focused `target`: the tip it carries (`Target.tip`: a screen that wrote it with
    the target), else the table's tooltip at its point (`scene.tip_lines`), else, for a button (a plaque the
    focus rings round, or one of the table's buttons), its whole label and the keys that press it (r27: a
    button with no tooltip answered I with "no tooltip"); none for another thing with no tooltip."""
    lines = [x for x in getattr(target, "tip", ()) or () if x]
    if not lines and hasattr(scene, "tip_lines"):
        lines = list(scene.tip_lines(target))
    if lines:
        return headed(lines, target.label)
    button = _button_at(scene, target)
    if button is None and target.box is None:
        return []
    return [target.label, pressed_by(target, keys, getattr(button, "hotkey", ""))]


def _button_at(scene, target):
    buttons = getattr(scene, "buttons", None)
    at = getattr(buttons, "at", None)
    return at(target.pos) if callable(at) else None


def pressed_by(target, keys=None, hotkey: str = "") -> str:
    """A button's line of keys: Enter or Space does what a click on it does, and its own key, where the
    table binds one to it (`hotkey`, or a row of its KeyTable `keys` saying "(as the X button)")."""
    words = f"Enter or Space {PRESS.get(target.gesture, PRESS['click'])}"
    own = {"Return": "", "Enter": ""}.get(hotkey, hotkey)
    if not own and keys is not None:
        name = target.label.split(" (")[0]
        own = next((b.label() for b in keys.bindings if f"(as the {name} button)" in b.does), "")
    return f"{words}; {own} does the same" if own else words


def ring_of(target, scale: float) -> pygame.Rect:
    """The rectangle the focus's ring takes round a target (kit/focus.py draws it so)."""
    s = max(0.5, float(scale))
    if target.box is not None:
        return pygame.Rect(target.box).inflate(int(20 * s), int(20 * s))
    r = int(target.size or 22 * s) + int(6 * s)
    return pygame.Rect(int(target.pos[0]) - r, int(target.pos[1]) - r, 2 * r, 2 * r)


def answers(targets: Sequence, focused, scale: float) -> list[pygame.Rect]:
    """What the tip should not cover beside the focused thing: the other targets' plaques (the answers on
    offer, the bar's Menu and Save too: r27, a set-up's tip stood over its Save), and a little round each
    other target's point (its number), or its whole extent (`area`)."""
    s = max(0.5, float(scale))
    out = []
    for t in targets:
        if t is focused:
            continue
        if t.box is not None:
            out.append(pygame.Rect(t.box))
        else:
            r = int(12 * s)
            out.append(pygame.Rect(int(t.pos[0]) - r, int(t.pos[1]) - r, 2 * r, 2 * r))
        if getattr(t, "area", None) is not None:
            out.append(pygame.Rect(t.area))
    return out


def kept(targets: Sequence, focused, scale: float) -> list[pygame.Rect]:
    """What the tip must never cover: the focused thing's whole extent, and every other target that does
    the same (its label: the card a plaque names, as "Enter a new door" names the Rooms stack it draws
    from, or the plaque that names the card), ringed or whole (r27: at 960x600 the plaque's tip stood over
    the Rooms card the player was choosing about)."""
    out = []
    for t in targets:
        if t is not focused and t.label != focused.label:
            continue
        if getattr(t, "area", None) is not None:
            out.append(pygame.Rect(t.area))
        if t is not focused:
            out.append(ring_of(t, scale))
    return out


def spot(
    size: tuple[int, int],
    ring: pygame.Rect,
    avoid: Iterable[pygame.Rect],
    window: pygame.Rect,
    gap: int,
    keep: Iterable[pygame.Rect] = (),
    words: Callable[[pygame.Rect], int] | None = None,
) -> pygame.Rect:
    """Where a tip of `size` goes: next to the ring (below, above, right, left, each flush with either
    edge), inside the window, off the ring and off every rect of `keep`; of those that cover none of
    `avoid`, the first covering fewest words (`words(box)`: the letters on the frame under it). Where none
    beside the ring is clear, the nearest place in the window that covers none of `avoid`, else the one
    covering least of them, never the ring or `keep` while any place is off them."""
    w, h = size
    avoid = [pygame.Rect(a) for a in avoid]
    hard = [pygame.Rect(ring), *(pygame.Rect(k) for k in keep)]
    places = [
        (ring.left, ring.bottom + gap), (ring.right - w, ring.bottom + gap),  # below
        (ring.left, ring.top - gap - h), (ring.right - w, ring.top - gap - h),  # above
        (ring.right + gap, ring.top), (ring.right + gap, ring.bottom - h),  # right
        (ring.left - gap - w, ring.top), (ring.left - gap - w, ring.bottom - h),  # left
    ]  # fmt: skip
    best, best_key = None, None
    for x, y in places:
        b = pygame.Rect(x, y, w, h).clamp(window)
        if b.collidelist(hard) >= 0:
            continue
        cost = sum(_overlap(b, a) for a in avoid)
        key = (cost, words(b) if words is not None and cost == 0 else 0)
        if best_key is None or key < best_key:
            best, best_key = b, key
        if key == (0, 0):
            break
    if best_key is not None and best_key[0] == 0:
        return best
    step = max(8, gap * 2)  # nothing clear beside it: anywhere in the window, the nearest clear place
    for y in range(window.top, max(window.top, window.bottom - h) + 1, step):
        for x in range(window.left, max(window.left, window.right - w) + 1, step):
            b = pygame.Rect(x, y, w, h).clamp(window)
            if b.collidelist(hard) >= 0:
                continue
            key = (sum(_overlap(b, a) for a in avoid), _distance(b, ring))
            if best_key is None or key < best_key:
                best, best_key = b, key
    if best is None:  # no room off the ring: at the window's far corner from it
        box = pygame.Rect(0, 0, w, h)
        box.bottomright = window.bottomright if ring.centery < window.centery else (window.right, window.top + h)
        best = box.clamp(window)
    return best


def _distance(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects' nearest edges are (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return dx + dy


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


def draw(
    surface,
    lines: list[str],
    ring: pygame.Rect,
    avoid: Iterable[pygame.Rect],
    scale: float,
    keep: Iterable[pygame.Rect] = (),
) -> pygame.Rect | None:
    """The tip of `lines` beside the focused thing's `ring`, off `keep` and, as far as it can, `avoid`;
    its box (None: no lines)."""
    if not lines:
        return None
    s = max(0.5, float(scale))
    width, size = int(WIDTH * s), max(11, int(SIZE * s))
    window = surface.get_rect().inflate(-int(8 * s), -int(8 * s))
    w, h = tooltip_size(lines, width, size)
    gap = int(GAP * s)
    box = spot((w, h), ring, avoid, window, gap, keep, _words(surface, ring.inflate(2 * (w + gap), 2 * (h + gap))))
    return tooltip(surface, lines, box.topleft, width, size, at=box.topleft)


def _words(surface, area: pygame.Rect) -> Callable[[pygame.Rect], int]:
    """How many letter-like pixels of the frame lie under a box within `area` (read as the focus's label
    reads it, kit/focus_label.py): a tip beside the ring takes the side with fewest words under it (r27:
    Back's tip stood over the set-up's "1st floor, 30 rooms" with clear wood beside the plaque)."""
    from tabletop.ui.kit import focus_label as FL

    frame = FL.letters(surface, area)
    return lambda box: FL.count(frame, box)


BY_KEYS = "Tab, Enter: by keys"  # the last part of a prompt that names only the mouse's gestures
HINT_OFF = "Tab: play by keys · F1: all keys"  # a person to act, the focus off: how to start by keys
HINT_ON = "Enter: press · I: its tooltip · Esc: focus off"  # the focus on (Tab and the arrows move it)


def hint_words(focus_on: bool) -> str:
    """The key hint beside the table's prompt: how to begin by keys, or what the keys do now."""
    return HINT_ON if focus_on else HINT_OFF


def hint_image(words: str, scale: float, room: int) -> pygame.Surface:
    """The key hint's words, small, made smaller (to 9 px) to fit `room` pixels, else cut from the end at
    a " · " (the first part always shown), on a dark chip ringed in the focus's blue."""
    from tabletop.ui import look
    from tabletop.ui.kit.buttons import fit_size

    s = max(0.5, float(scale))
    pad = int(5 * s)
    size = fit_size(words, "sans", max(9, int(12 * s)), max(10, room - 2 * pad), least=9)
    font = look.font("sans", size)
    parts = words.split(" · ")
    while len(parts) > 1 and font.size(" · ".join(parts))[0] > room - 2 * pad:
        parts.pop()
    image = font.render(" · ".join(parts), True, look.BONE)
    chip = pygame.Surface((image.get_width() + 2 * pad, image.get_height() + int(4 * s)), pygame.SRCALPHA)
    pygame.draw.rect(chip, (14, 12, 18), chip.get_rect(), border_radius=int(4 * s))
    pygame.draw.rect(chip, (120, 220, 255), chip.get_rect(), 1, border_radius=int(4 * s))
    chip.blit(image, (pad, int(2 * s)))
    return chip


def hint_spot(
    surface,
    size: tuple[int, int],
    spots: list[tuple[int, int]],
    avoid: Iterable[pygame.Rect] = (),
    clear: Iterable[pygame.Rect] = (),
) -> pygame.Rect:
    """The first of `spots` (top left corners) where a chip of `size` covers no words on the frame (read as
    the focus's label reads it, kit/focus_label.py) and none of `avoid` (the things on offer, the focused
    one's ring: r27), else the one covering fewest; never on a panel of `clear` (`drawn_panels`) while a
    spot off them all exists (r29: the hint lay over a notice's corner, where the notice had few words)."""
    from tabletop.ui.kit import focus_label as FL

    avoid, clear = [pygame.Rect(a) for a in avoid], [pygame.Rect(c) for c in clear]
    boxes = [pygame.Rect(x, y, *size).clamp(surface.get_rect()) for x, y in spots]
    best, fewest = boxes[0], None
    for box in boxes:
        n = FL.count(FL.letters(surface, box.inflate(2 * FL.CLUSTER, 2 * box.height)), box)  # words just by it too
        n += 1000 * sum(1 for a in avoid if box.colliderect(a))  # a thing to press under it: worse than words
        n += 10**7 * sum(1 for c in clear if box.colliderect(c))  # a panel drawn there: worse than all else
        if fewest is None or n < fewest:
            best, fewest = box, n
        if n == 0:
            break
    return best


def drawn_panels(scene) -> list[pygame.Rect]:
    """What a table drew over itself this frame that the key hint must keep off: its notice, a card made
    big, a window (the table's `drawn_panels()`, where it has one; none else)."""
    said = getattr(scene, "drawn_panels", None)
    return [pygame.Rect(r) for r in (said() if callable(said) else ()) if r is not None]


def draw_keys(scene, surface, focus, scale: float, acting: bool) -> None:
    """Over a table (the game screen's overlay, last): the key hint while a person is to act (under the top
    bar where the prompt begins, else along it, else under a notice the table drew there, else above the log:
    the first spot that covers no words and no panel of `drawn_panels`; a first-time player learns Tab and
    Enter from it), and the focused thing's tip (I)."""
    layout = getattr(scene, "layout", None)
    top, log = getattr(layout, "top", None), getattr(layout, "log", None)
    if acting and top is not None and not scene.seat_held():
        top, s = pygame.Rect(top), max(0.5, float(scale))
        chip = hint_image(hint_words(focus.focused() is not None), s, top.width // 2)
        y = top.bottom + int(6 * s)  # off the prompt's last line (its letters just above count as covered)
        spots = [(top.left + int(6 * s), y), (top.centerx - chip.get_width() // 2, y)]
        spots.append((top.right - chip.get_width() - int(6 * s), y))
        clear = drawn_panels(scene)
        for r in clear:  # under a notice where it lies under the bar: beside the prompt still
            spots += [(r.left, r.bottom + int(6 * s)), (r.right - chip.get_width(), r.bottom + int(6 * s))]
        if log is not None:
            spots.append((pygame.Rect(log).left, pygame.Rect(log).top - chip.get_height() - int(3 * s)))
        on = focus.focused()
        things = answers(focus.targets, None, s) + ([ring_of(on, s), *focus.label_place.boxes()] if on else [])
        surface.blit(chip, hint_spot(surface, chip.get_size(), spots, things, clear))
    tip = focus.tip_target()
    if tip is not None:
        ring = ring_of(tip, scale).unionall(focus.label_place.boxes())  # beside the ring and its label
        avoid, keep = answers(focus.targets, tip, scale), kept(focus.targets, tip, scale)
        draw(surface, lines_for(scene, tip, focus.keys), ring, avoid, scale, keep)


SCAN = 16  # design pixels between the points a screen without targets of its own is read at (`spots`)


def spots(tip_lines, size: tuple[int, int], scale: float = 1.0) -> list[tuple[str, tuple[int, int]]]:
    """The things with a tooltip on a screen that offers no targets (a watched table: nothing there is
    pressed), found by asking its own tips (`tip_lines(target)`, given a point as a target) over a grid of
    points: (its tooltip's heading, the point of its patch nearest the patch's middle) for each tooltip,
    in reading order (the focus's targets made from them)."""
    step = max(8, int(SCAN * max(0.5, float(scale))))
    found: dict[tuple[str, ...], list[tuple[int, int]]] = {}
    for y in range(step // 2, size[1], step):
        for x in range(step // 2, size[0], step):
            lines = tip_lines(_Point((x, y)))
            if lines and lines[0]:
                found.setdefault(tuple(lines), []).append((x, y))
    out = []
    for lines, points in found.items():
        mx = sum(p[0] for p in points) / len(points)
        my = sum(p[1] for p in points) / len(points)
        pos = min(points, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
        out.append((lines[0], pos))
    return sorted(out, key=lambda t: (t[1][1] // (2 * step), t[1][0]))


@dataclasses.dataclass(frozen=True)
class _Point:
    """A point asked about as a focus target is (`spots`): its place, no label, a click."""

    pos: tuple[int, int]
    label: str = ""
    gesture: str = "click"
    box: tuple[int, int, int, int] | None = None
