"""A seeded monkey for the Necromolds screens, shared by the Xvfb test and its headless sibling.

The monkey chooses gestures (clicks, drags, wheel turns, keys, hovers, window resizes) from one
`random.Random(seed)`; a backend carries them out (xdotool on a real X window, or pygame events
posted to the app). Pure chance rarely gets a game past its set-up, so on each screen some of the
gestures are "progress": the screen's own buttons and keys, found through the same layout
functions the app places them with (Start, the set-up helpers and Done, a hand-over's Enter, on
the table a die dragged onto a slot, a command started, a monster dragged). The rest is random.

Scope: the Necromolds new-game screen, its set-up screens and the table. On the main menu the
monkey only resumes or opens Necromolds (Quit, Load and Settings are not its business), and it
leaves any other screen with Esc. The error screen is a failure, reported by the backend.

`NECRO_MONKEY_SEED` fixes the seed (print it; a failure says it); `NECRO_MONKEY_SECONDS` sets
how long each run lasts.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

Point = tuple[int, int]

# xdotool key names (with modifiers) and how often the monkey presses each. F11 is left out:
# fullscreen under Xvfb with no window manager is not a player's desktop.
KEYS: tuple[tuple[str, int], ...] = (
    ("Escape", 2),
    ("ctrl+z", 6),
    ("ctrl+s", 3),
    ("u", 3),
    ("r", 3),
    ("l", 3),
    ("g", 3),
    ("d", 5),
    ("e", 5),
    ("Return", 6),
    ("space", 4),
    ("KP_Enter", 1),
    ("Tab", 2),
    ("BackSpace", 2),
    ("Delete", 1),
    ("Left", 2),
    ("Right", 2),
    ("Up", 2),
    ("Down", 2),
    ("plus", 1),
    ("minus", 1),
    ("a", 1),
    ("1", 1),
    ("ctrl+a", 1),
    ("shift+Tab", 1),
    ("i", 2),  # the focused thing's tooltip (r26)
    ("F2", 1),  # the rules at the focused thing, or under the mouse
)
SLOW_MS = 250.0  # no ordinary frame may take longer
# A frame that opens another screen or follows a new window size builds widgets, layouts and caches:
# held to this looser bound (and reported), see is_loading.
LOADING_MS = 1000.0
# The bounds are on the CPU time the app's main thread spent in the frame (a helper thread on the
# other core, such as the threat preview's, does not hold a frame up): on a shared machine (CI, two cores and
# other jobs) the wall clock also counts time the app was not even running. A frame that waited on
# something (a disk) is caught by the wall clock, with room for a busy machine: STALL_FACTOR x the bound.
STALL_FACTOR = 4.0
MID_DRAG_KEYS = ("Escape", "ctrl+z", "u", "d", "e", "Return", "r", "ctrl+s")
SMALLEST = (960, 600)  # the app's smallest window (tabletop.ui.app.MIN_SIZE)
LARGEST = (1600, 1000)  # the Xvfb screen the test opens


@dataclass(frozen=True)
class Gesture:
    """One thing a player does: kind is click, dclick, drag, wheel, key, hover or resize."""

    kind: str
    pos: Point = (0, 0)
    to: Point = (0, 0)  # a drag's end
    button: int = 1
    key: str = ""  # an xdotool key name, e.g. "ctrl+z" (for a drag: pressed halfway through)
    amount: int = 0  # wheel notches (+ up, - down); drag steps; hover pause in tenths of a second
    size: tuple[int, int] = (0, 0)  # a resize's new window size

    def __str__(self) -> str:
        if self.kind == "key":
            return f"key {self.key}"
        if self.kind == "drag":
            return f"drag{self.button} {self.pos}->{self.to}" + (f" with {self.key} halfway" if self.key else "")
        if self.kind == "resize":
            return f"resize {self.size[0]}x{self.size[1]}"
        if self.kind == "wheel":
            return f"wheel {self.amount:+d} at {self.pos}"
        return f"{self.kind}{self.button if self.kind in ('click', 'dclick') else ''} {self.pos}"


@dataclass
class Screen:
    """What the backend knows about the screen now: the scene on top, the window size, and the
    progress gestures this screen offers (each a sequence carried out in order)."""

    scene: str
    size: tuple[int, int]
    progress: list[list[Gesture]] = field(default_factory=list)


def centre(rect) -> Point:
    """Centre of an (x, y, w, h) rect."""
    x, y, w, h = rect
    return (int(x + w // 2), int(y + h // 2))


def seed_from_env() -> int:
    """NECRO_MONKEY_SEED, or a fresh seed from the clock."""
    text = os.environ.get("NECRO_MONKEY_SEED", "").strip()
    return int(text) if text.isdigit() else time.time_ns() % 1_000_000_007


def seconds_from_env(default: float) -> float:
    """NECRO_MONKEY_SECONDS, or the default."""
    try:
        return max(1.0, float(os.environ.get("NECRO_MONKEY_SECONDS", "")))
    except ValueError:
        return default


# How much of each screen's gestures are progress (the rest are random).
PROGRESS_SHARE = {
    "menu": 1.0,
    "necromolds_setup": 0.12,
    "necromolds_terrain": 0.35,
    "necromolds_army": 0.3,
    "necromolds_deploy": 0.3,
    "necromolds_handover": 0.8,
    "handover": 0.8,
    "necromolds_table": 0.35,
}
SCOPE = set(PROGRESS_SHARE)
# A short run (make test) hurries through the set-up screens so that its few seconds reach the table,
# where most of the game's input is; the soak's long runs keep the shares above everywhere.
HURRY_SHARE = 0.85
HURRY_BELOW_SECONDS = 30.0
# A run goes on past its seconds until it has reached the table, for at most this many times its seconds:
# the "never reached the table" failure then means stuck, not short of time.
TABLE_GRACE = 4.0
SETUP_SCENES = {"necromolds_setup", "necromolds_terrain", "necromolds_army", "necromolds_deploy"}


class Monkey:
    """Chooses the next gestures for a screen, from one seeded RNG."""

    def __init__(self, seed: int, hurry: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.count = 0
        self.hurry = hurry  # progress on the set-up screens at HURRY_SHARE (a short run's few seconds)

    def next(self, screen: Screen) -> list[Gesture]:
        """The gestures to carry out now (usually one; a progress step may be several)."""
        self.count += 1
        rng = self.rng
        if screen.scene not in SCOPE:
            return [Gesture("key", key="Escape")]  # not the monkey's screen: back to where it plays
        share = PROGRESS_SHARE[screen.scene]
        if self.hurry and screen.scene in SETUP_SCENES:
            share = max(share, HURRY_SHARE)
        if screen.progress and rng.random() < share:
            return list(rng.choice(screen.progress))
        if screen.scene == "menu":
            return [Gesture("hover", self.point(screen.size), amount=1)]
        return [self.random_gesture(screen.size)]

    def point(self, size: tuple[int, int]) -> Point:
        """A random point in the window (now and then on its very edge)."""
        w, h = size
        if self.rng.random() < 0.03:
            return (self.rng.choice((0, w - 1)), self.rng.randrange(h))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def near(self, p: Point, size: tuple[int, int], spread: int = 160) -> Point:
        """A point near p, inside the window."""
        w, h = size
        return (
            min(w - 1, max(0, p[0] + self.rng.randint(-spread, spread))),
            min(h - 1, max(0, p[1] + self.rng.randint(-spread, spread))),
        )

    def random_gesture(self, size: tuple[int, int]) -> Gesture:
        """One random gesture anywhere in the window."""
        rng = self.rng
        r = rng.random()
        p = self.point(size)
        if r < 0.30:
            return Gesture("click", p, button=1)
        if r < 0.36:
            return Gesture("click", p, button=3)
        if r < 0.38:
            return Gesture("click", p, button=2)
        if r < 0.43:
            return Gesture("dclick", p, button=1)
        if r < 0.53:
            return Gesture("drag", p, self.near(p, size, 300), button=1, amount=rng.randint(1, 8))
        if r < 0.58:  # a key in the middle of a drag: Esc, Undo, Done... while a die or a monster is in hand
            return Gesture(
                "drag", p, self.near(p, size, 300), button=1, amount=rng.randint(2, 8), key=rng.choice(MID_DRAG_KEYS)
            )
        if r < 0.63:
            return Gesture("drag", p, self.near(p, size, 300), button=3, amount=rng.randint(1, 6))
        if r < 0.73:
            return Gesture("wheel", p, amount=rng.choice((-3, -2, -1, -1, 1, 1, 2, 3)))
        if r < 0.92:
            names, weights = zip(*KEYS)
            return Gesture("key", p, key=rng.choices(names, weights)[0])
        if r < 0.97:
            return Gesture("hover", p, amount=rng.randint(1, 12))
        return Gesture("resize", size=self.window_size())

    def window_size(self) -> tuple[int, int]:
        """A new window size: mostly between the smallest and the largest, sometimes the usual 1280x800,
        now and then below the app's smallest (a window manager may not honour the hint)."""
        rng = self.rng
        if rng.random() < 0.25:
            return (1280, 800)
        if rng.random() < 0.1:
            return (rng.randint(320, SMALLEST[0]), rng.randint(240, SMALLEST[1]))
        return (rng.randint(SMALLEST[0], LARGEST[0]), rng.randint(SMALLEST[1], LARGEST[1]))


# -- progress: the screens' own buttons and keys --------------------------------------------------
def menu_progress(size: tuple[int, int], can_resume: bool) -> list[list[Gesture]]:
    """On the main menu: resume the last game (when there is one) or open Necromolds' new game."""
    from tabletop.ui.layout import menu_layout
    from tabletop.ui.scenes.menu import resume_layout

    new = [[Gesture("click", centre(menu_layout(size).button("necromolds")))]]
    if can_resume:
        return new + [[Gesture("click", centre(resume_layout(size)["resume"]))]] * 2
    return new


_NEW_GAME_POINTS: dict[tuple[int, int], dict[str, Point]] = {}


def new_game_points(size: tuple[int, int]) -> dict[str, Point]:
    """Where a fresh new-game screen at this window size has Start and each seat's Human and Bot
    (keys "start", "seat1_human", "seat1_bot", ...): built off screen with the app's own widgets."""
    if size in _NEW_GAME_POINTS:
        return _NEW_GAME_POINTS[size]
    import pygame

    from tabletop.ui.context import Context
    from tabletop.ui.necromolds.new_game import NecromoldsNewGame
    from tabletop.ui.settings_store import Settings
    from tabletop.ui.theme import make_manager

    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(size)  # pygame_gui converts its text to the display's format (SDL's dummy driver here)
    pygame.font.init()
    ctx = Context(manager=make_manager(size), size=size, settings=Settings(), settings_path=None, log_path=None)
    scene = NecromoldsNewGame(ctx)
    scene.enter()
    points: dict[str, Point] = {}
    for b, _key in scene._actions.items():
        if getattr(b, "text", "") == "Start":
            points["start"] = b.rect.center
    for k, group in enumerate(scene._radios):  # groups: mode, then one per seat, then the player count
        for b, value in group.buttons.items():
            if value in ("human", "bot"):
                points[f"seat{k - 1}_{value}"] = b.rect.center
            elif k == 0:
                points[f"mode_{value}"] = b.rect.center
            elif isinstance(value, int):
                points[f"players{value}"] = b.rect.center
    scene.exit()
    _NEW_GAME_POINTS[size] = points
    return points


def new_game_progress(size: tuple[int, int], people: int) -> list[list[Gesture]]:
    """Start the game: Player 1 a person, Player 2 a person too with `people` = 2 (hot-seat) or the
    computer (any further seats the computer's); mostly two players in standard mode, sometimes three
    or four players, advanced mode, or basic play (whose extra rows move the seats: its defaults then)."""
    pts = new_game_points(size)
    seat2 = pts.get("seat1_human" if people >= 2 else "seat1_bot")
    seats = [Gesture("click", pts["seat0_human"])] if "seat0_human" in pts else []
    if seat2:
        seats.append(Gesture("click", seat2))
    start = Gesture("click", pts["start"])
    out = [seats + [start]] * 4
    for first in ("players3", "players4", "mode_advanced"):
        if first in pts:
            out.append([Gesture("click", pts[first])] + seats + [start])
    if "mode_basic" in pts:
        out.append([Gesture("click", pts["mode_basic"]), start])
    return out


def setup_progress(scene: str, size: tuple[int, int]) -> list[list[Gesture]]:
    """The set-up screens' helpers: terrain's 'place a piece for me', the army's Starting Tip,
    deployment's 'deploy the rest', then Done (each sits where setup_layout says)."""
    from tabletop.ui.necromolds.setup.layout import setup_layout

    L = setup_layout(size)
    quick, done = Gesture("click", centre(L["quick"])), Gesture("click", centre(L["done"]))
    if scene == "necromolds_terrain":
        return [[done]]
    return [[quick], [quick, done], [done]]


def handover_progress() -> list[list[Gesture]]:
    """A hand-over: the next player says they are here."""
    return [[Gesture("key", key="Return")], [Gesture("key", key="space")]]


def table_progress(
    layout, state, people: Sequence[int], to_screen: Callable[[float, float], Point], rng: random.Random
) -> list[list[Gesture]]:
    """On the table, for the seats people play: dice dragged onto slots and Done while assigning;
    a die on a slot clicked to start its command on their turn; a monster dragged or an enemy
    clicked while commanding, then End command; Enter through a combat window."""
    out: list[list[Gesture]] = []
    phase = getattr(state, "phase", "")
    people = [s for s in people if 0 <= s < len(state.seats)]
    if phase == "assign":
        for seat in people:
            if state.seats[seat].assign_done:
                continue
            panel = layout.panel(seat)
            if panel is None:
                continue
            slots = [sb.rect for c in panel.cards for sb in c.slots]
            for rect, _die in panel.tray_dice:
                if slots:
                    out.append([Gesture("drag", centre(rect), centre(rng.choice(slots)), amount=6)])
            out.append([Gesture("key", key="d")])
            if layout.buttons:
                out.append([Gesture("click", centre(layout.button(0)))])
    elif phase == "turns" and getattr(state, "turn_seat", None) in people:
        seat = state.turn_seat
        panel = layout.panel(seat)
        if panel is not None:
            # the dice still to perform, on their slots (or in the tray in basic play); now and then any slot
            dice = state.seats[seat].dice
            for i in state.pending(seat, getattr(state, "active_book", None)):
                rect = panel.slot(dice[i].book, dice[i].slot) if dice[i].slot is not None else panel.die(i)
                if rect is not None:
                    out += [[Gesture("click", centre(rect))]] * 3
            slots = [sb.rect for c in panel.cards for sb in c.slots]
            out += [[Gesture("click", centre(r))] for r in rng.sample(slots, min(2, len(slots)))]
            out += [[Gesture("click", centre(r))] for r, _die in panel.tray_dice]
    elif phase == "command" and getattr(state, "command", None) is not None and state.command.seat in people:
        from tabletop.ui.necromolds.table.queries import actors

        seat = state.command.seat
        movers = [state.monster(mid) for mid in actors(state)]
        own = movers or state.alive(seat)
        foes = [m for m in state.alive() if m.owner != seat]
        for m in rng.sample(own, min(3, len(own))):
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0.5, 4.0)
            out.append(
                [
                    Gesture(
                        "drag", to_screen(m.x, m.y), to_screen(m.x + d * math.cos(a), m.y + d * math.sin(a)), amount=8
                    )
                ]
            )
            if foes:
                f = rng.choice(foes)
                out.append([Gesture("click", to_screen(m.x, m.y)), Gesture("click", to_screen(f.x, f.y))])
        out.append([Gesture("key", key="e")])
    elif phase == "combat":
        out += [[Gesture("key", key="Return")], [Gesture("key", key="space")]]
    elif phase == "over":
        out.append([Gesture("key", key="Escape"), Gesture("key", key="Return")])  # Esc asks; Return answers Leave
    out.append([Gesture("key", key="Return")])  # a combat window still showing its result
    return out


def is_loading(where: str) -> bool:
    """True for a frame the app reports as opening another screen ("a -> b") or after a resize ("(window WxH)")."""
    return " -> " in where or "(window " in where


def too_slow(ms: float, cpu_ms: float, where: str) -> bool:
    """Over the bound for this kind of frame: its CPU time over the bound, or its wall time far over it."""
    bound = LOADING_MS if is_loading(where) else SLOW_MS
    return cpu_ms > bound or ms > bound * STALL_FACTOR


# -- afterwards: the game still saves and replays ----------------------------------------------------
def replays(path) -> tuple[int, str]:
    """`tabletop replay PATH --verify`: (exit code, what it said)."""
    import contextlib
    import io

    from tabletop.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = main(["replay", str(path), "--verify"])
    return code, out.getvalue()


def check_saves(home, tag: str) -> None:
    """The autosave replays and verifies; the game it holds saves again (as the table's Save does) to a
    file that verifies too; and the last save made with Ctrl+S during the run verifies."""
    from pathlib import Path

    from tabletop.ui import persist

    home = Path(home)
    autosave = home / "autosave-necromolds.json"
    assert autosave.exists(), f"{tag}: no game was started"
    code, said = replays(autosave)
    assert code == 0, f"{tag}: the autosave does not replay: {said}"
    made = sorted((home / "saves").glob("*.json"), key=lambda p: p.stat().st_mtime) if (home / "saves").exists() else []
    if made:
        code, said = replays(made[-1])
        assert code == 0, f"{tag}: the last save ({made[-1].name}) does not replay: {said}"
    session = persist.resume_autosave("necromolds")
    again = persist.save_game(session)
    code, said = replays(again)
    assert code == 0, f"{tag}: the game saved again after the monkey ({again.name}) does not replay: {said}"


def keep_going(now: float, start: float, seconds: float, reached_table: bool) -> bool:
    """Whether a run of `seconds` begun at `start` goes on: its time, or more until the table (TABLE_GRACE)."""
    return now < start + seconds or (not reached_table and now < start + seconds * TABLE_GRACE)
