"""Key bindings as one table: which key, what it does, when it works. The table dispatches the
keys (`KeyTable.find`) and the keys help screen (`KeysHelpScene`, opened by F1 or ?) shows the
same rows, so the help can never drift from what the keys do.

A binding's `run` is a function of the table's scene that answers a result for the game screen to
carry out (an action, a tool, a transition, None), or PASS to let the next handler (the camera)
have the key. A binding without `run` is shown in the help but dispatched elsewhere (Esc is the
game screen's, the arrows the camera's).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from tabletop.ui import look
from tabletop.ui.kit.buttons import fit_size
from tabletop.ui.kit.panels import frame, text
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Scene, Transition, pop, push
from tabletop.ui.tools import PASS

HELP_KEYS = (pygame.K_F1, pygame.K_QUESTION)  # and "?" typed (Shift+/ on most layouts)


@dataclass(frozen=True)
class Binding:
    """One key: what it does and when, and (for the table's own keys) the function that does it."""

    key: int | None  # a pygame key code (None: not a key, e.g. the mouse wheel, shown for help only)
    does: str  # what it does, in a player's words
    when: str = ""  # when it works ("" always)
    run: Callable | None = None
    ctrl: bool = False
    name: str = ""  # how the key is written in the help ("" : pygame's name for it)

    def label(self) -> str:
        """The key as the help writes it: 'Ctrl+S', 'Enter', 'F1'."""
        name = self.name or (pygame.key.name(self.key).title() if self.key is not None else "")
        name = {"Return": "Enter", "Escape": "Esc", "Keypad Enter": "Keypad Enter"}.get(name, name)
        return ("Ctrl+" if self.ctrl else "") + name


def is_help(event) -> bool:
    """F1 or ? pressed: open (or close) the keys help."""
    return event.type == pygame.KEYDOWN and (event.key in HELP_KEYS or getattr(event, "unicode", "") == "?")


def is_question(event) -> bool:
    """? typed: the key itself, or Shift+/ (most layouts send the slash with the question mark's text)."""
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_QUESTION
        or getattr(event, "unicode", "") == "?"
        or (event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    )


def closes_page(event) -> bool:
    """A page over the table (the keys help, a rules page) closes: F1, ?, Esc or Enter pressed, or a
    left click."""
    if event.type == pygame.MOUSEBUTTONUP:
        return event.button == 1
    return event.type == pygame.KEYDOWN and (
        is_help(event) or is_question(event) or event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
    )


class PageClose:
    """`closes_page` for one page, a click counted only when it was pressed on the page: the mouse-up of
    the click whose mouse-down opened it (a table's buttons act on the press) must not close it again."""

    def __init__(self) -> None:
        self.pressed = False

    def __call__(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = self.pressed or event.button == 1
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            pressed, self.pressed = self.pressed, False
            return pressed and event.button == 1
        return closes_page(event)


def toggle_log(scene):
    """O: open the table's log taller, or fold it (as a click on the log does)."""
    return scene.toggle_log()


# Every table with a log binds it the same way (issue 21: the log opened only by a click). It was
# Tab until issue 26 gave Tab to the keyboard's focus (FOCUS below), as everywhere else Tab moves it.
LOG = Binding(pygame.K_o, "Open the log taller, or fold it (as a click on the log)", run=toggle_log)

# The keyboard's focus over what the mouse can press (tabletop/ui/kit/focus.py): every table lists
# these rows; the focus helper, not the KeyTable, dispatches them (so they carry no `run`).
FOCUS = (
    Binding(pygame.K_TAB, "Focus on the next thing you may press (the first: the focus on)", name="Tab"),
    Binding(None, "Focus on the thing before", name="Shift+Tab"),
    Binding(None, "Focus on the nearest thing that way", "while the focus is on", name="Arrows"),
    Binding(None, "Focus on the thing numbered so", "while the focus is on", name="1 to 9"),
    Binding(
        pygame.K_RETURN, "Press the focused thing (as a click on it)", "while the focus is on", name="Enter / Space"
    ),
    Binding(
        pygame.K_i,
        "Show or hide the focused thing's tooltip (what resting the mouse on it shows)",
        "while the focus is on",
        name="I",
    ),
    Binding(None, "Put down what is in hand (or the tooltip), else the focus off", "while the focus is on", name="Esc"),
)


class KeyTable:
    """A table's key bindings, in the order the help lists them."""

    def __init__(self, bindings: Iterable[Binding], title: str = "Keys", question: bool = True) -> None:
        self.bindings = tuple(bindings)
        self.title = title
        self.question = question  # ? opens the help too (False: the table binds ? itself, F1 alone helps)
        seen = set()
        for b in self.bindings:
            if b.run is None or b.key is None:
                continue
            if (b.key, b.ctrl) in seen:
                raise ValueError(f"two bindings for {b.label()}")
            seen.add((b.key, b.ctrl))

    def find(self, event) -> Binding | None:
        """The binding a key press runs: a Ctrl binding when Ctrl is held, else the key's plain one."""
        if event.type != pygame.KEYDOWN:
            return None
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        plain = None
        for b in self.bindings:
            if b.run is None or b.key != event.key:
                continue
            if b.ctrl and ctrl:
                return b
            if not b.ctrl:
                plain = b
        return plain

    def dispatch(self, event, scene, ctx=None):
        """Run the binding of a key press on `scene`: its answer, or PASS when no binding takes it.
        F1 or ? answers the help screen (pushed over the table) when the table passes its `ctx`."""
        if ctx is not None and is_help(event) and (self.question or event.key == pygame.K_F1):
            return push(KeysHelpScene(ctx, self))
        if not self.question and is_question(event):  # Shift+/ arrives as the slash: the key ? binds
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_QUESTION, mod=0, unicode="?")
        b = self.find(event)
        return b.run(scene) if b is not None and b.run is not None else PASS

    def rows(self) -> list[tuple[str, str, str]]:
        """The help's rows (keys, what, when): keys that do the same thing share a row ('Enter / Space')."""
        out: list[list[str]] = []
        for b in self.bindings:
            for row in out:
                if row[1] == b.does and row[2] == b.when:
                    if b.label() not in row[0].split(" / "):
                        row[0] += " / " + b.label()
                    break
            else:
                out.append([b.label(), b.does, b.when])
        out.append(["F1 / ?" if self.question else "F1", "Show or hide this list of keys", ""])
        return [(k, d, w) for k, d, w in out]


ROW = 30  # a row's height at scale 1 (less when a long table must fit its box: draw_rows)
FULL_STEP = 23  # the closest rows at scale 1 that still have draw_rows' full-size letters (14 / 0.62)


def rows_per_page(room: int, s: float) -> int:
    """How many rows fit a page `room` pixels tall with their letters full size (a screen with room
    to turn pages puts the rest on the next rather than shrinking every row)."""
    return max(1, room // max(1, int(FULL_STEP * s)))


def draw_rows(surface, rect: pygame.Rect, rows, top: int, s: float, bottom_room: int = 30) -> None:
    """A table's rows in three columns (keys, what, when) from `top` down inside `rect`: every row
    shown, the rows closer (and the letters smaller) when they would not fit at their full height."""
    if not rows:
        return
    room = rect.bottom - int(bottom_room * s) - top
    step = min(int(ROW * s), max(1, room // len(rows)))
    size = max(int(11 * s), min(int(14 * s), int(step * 0.62)))  # closer rows: a little smaller letters
    key_size, when_size = size, max(int(11 * s), size - 1)
    left, right = rect.left, rect.right
    key_w = max(look.font("sans_bold", key_size).size(k)[0] for k, _d, _w in rows) + int(20 * s)
    when_w = max(look.font("sans_italic", when_size).size(w)[0] for _k, _d, w in rows)
    when_w = min(when_w, (right - left - key_w) // 2)
    gap = right - left - key_w - when_w - int(20 * s)  # what the key does, between the two
    y = top
    for keys_, does, when in rows:
        text(surface, "sans_bold", key_size, keys_, (left, y), look.BONE)
        text(surface, "sans", fit_size(does, "sans", size, gap), does, (left + key_w, y), look.BONE)
        if when:
            text(
                surface,
                "sans_italic",
                fit_size(when, "sans_italic", when_size, when_w),
                when,
                (right - when_w, y + 1),
                look.BONE_DIM,
            )
        y += step


class KeysHelpScene(Scene):
    """The keys help over the table: every row of a KeyTable (key, what it does, when). The table
    stays drawn, dimmed, underneath; F1, ?, Esc, Enter or a click closes it."""

    name = "keys_help"
    covers = False

    def __init__(self, ctx, table: KeyTable) -> None:
        self.ctx = ctx
        self.table = table
        self.closes = PageClose()

    def handle_event(self, event) -> Transition | None:
        """Any close key or a click: back to the table."""
        return pop() if self.closes(event) else None

    def panel_rect(self) -> pygame.Rect:
        """The framed list, centred, tall enough for every row (within the window)."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        rows = len(self.table.rows())
        pw = min(w - int(40 * s), int(860 * s))
        ph = min(h - int(40 * s), int((110 + ROW * rows) * s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def draw(self, surface) -> None:
        """Dim the table, then the list in three columns."""
        look.dim(surface, 140)
        s = ui_scale(surface.get_size())
        rect = frame(surface, self.panel_rect(), 240)
        text(
            surface,
            "serif_bold",
            24 * s,
            self.table.title,
            (rect.centerx, rect.top + int(18 * s)),
            look.AMBER,
            "midtop",
        )
        draw_rows(surface, rect.inflate(-int(48 * s), 0), self.table.rows(), rect.top + int(64 * s), s)
        text(
            surface,
            "sans_italic",
            12 * s,
            "F1, ?, Esc or a click closes this list",
            (rect.centerx, rect.bottom - int(12 * s)),
            look.BONE_DIM,
            "midbottom",
        )
