"""The monkey under Xvfb: the real app in a real X window, driven by xdotool with the seeded random
gestures of tests/ui/monkey.py (clicks, drags, wheel, keys with Esc, Ctrl+Z and Ctrl+S, hovers,
window resizes) on the Necromolds new-game screen, set-up screens and table, against bots or two
people at one screen (hot-seat).

Pass: the app never shows its error screen nor logs an error, no frame takes longer than 250 ms
(the app logs slow frames with their CPU time when TABLETOP_SLOW_FRAME_MS is set; a frame that opens
another screen or follows a resize may take up to 1 s; see monkey.too_slow), it still closes
cleanly at the end, and the autosave (and the last Ctrl+S save) replays with `tabletop replay --verify`.

A failure names its seed: NECRO_MONKEY_SEED=N replays the same choices of gestures on the same games
(in a window the bots' pace against xdotool's can still shift them; the headless sibling is closer
to exact, and its failures list the last gestures before the problem).
`make test` runs each variant for a few seconds, hurried through the set-up screens to the table
(monkey.HURRY_SHARE); `make soak` sets NECRO_MONKEY_SECONDS for the long runs.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.ui import monkey as M
from tests.ui.test_e2e import _wait_for, find_window, send_wm_delete_window, start_app, xdotool, xvfb_display

SECONDS = 6.0  # per variant in `make test` (hurried through set-up; make soak runs 13 minutes)
SCENE = re.compile(r"scene: (\S+) -> (\S+)")
WINDOW = re.compile(r"app: window (\d+)x(\d+)")
SLOW = re.compile(r"app: slow frame (\d+) ms \(cpu (\d+) ms\) in scene (.*)$")


@pytest.fixture
def big_xserver():
    """An Xvfb display as big as the largest window the monkey asks for."""
    yield from xvfb_display(M.LARGEST)


class LogWatch:
    """Follows the app's log: the scene on top, the window size, errors and slow frames."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offset = 0
        self.scene = "menu"
        self.size = (1280, 800)
        self.errors: list[str] = []
        self.seen: dict[str, int] = {}  # how often each scene was opened
        self.slow: list[str] = []  # frames over the bound
        self.loading: list[str] = []  # logged as slow (wall clock over 250 ms) but within the bounds
        self._tail = ""

    def update(self) -> None:
        if not self.path.exists():
            return
        with open(self.path, encoding="utf-8", errors="replace") as f:
            f.seek(self.offset)
            chunk = f.read()
            self.offset = f.tell()
        text = self._tail + chunk
        lines = text.split("\n")
        self._tail = lines.pop()  # a line still being written
        for i, line in enumerate(lines):
            if m := SCENE.search(line):
                self.scene = m.group(2)
                self.seen[self.scene] = self.seen.get(self.scene, 0) + 1
            elif m := WINDOW.search(line):
                self.size = (int(m.group(1)), int(m.group(2)))
            if " ERROR " in line or "Traceback" in line:
                self.errors.append("\n".join(lines[i : i + 40]))
            elif m := SLOW.search(line):
                if M.too_slow(float(m.group(1)), float(m.group(2)), m.group(3)):
                    self.slow.append(line)
                else:
                    self.loading.append(line)


class XBackend:
    """Carries gestures out with xdotool on the app's window (at 0,0: no window manager)."""

    def __init__(self, env: dict, window: int, rng: random.Random) -> None:
        self.env = env
        self.window = str(window)
        self.rng = rng
        self.recent: list[str] = []
        self.count = 0

    def xdo(self, *args) -> None:
        xdotool(self.env, *map(str, args))

    def do(self, g: M.Gesture) -> None:
        self.recent = (self.recent + [str(g)])[-8:]
        self.count += 1
        x, y = g.pos
        # A pause after each move: a button notices the pointer over it on the frame after the motion.
        if g.kind == "click":
            self.xdo("mousemove", x, y, "sleep", 0.04, "click", g.button)
        elif g.kind == "dclick":
            self.xdo("mousemove", x, y, "sleep", 0.04, "click", "--repeat", 2, "--delay", 90, g.button)
        elif g.kind == "drag":
            steps = max(1, g.amount)
            path = []
            for k in range(1, steps + 1):
                path += ["mousemove", x + (g.to[0] - x) * k // steps, y + (g.to[1] - y) * k // steps, "sleep", 0.03]
                if g.key and k == steps // 2:
                    path += ["key", g.key, "sleep", 0.03]
            self.xdo("mousemove", x, y, "sleep", 0.05, "mousedown", g.button, *path, "sleep", 0.05, "mouseup", g.button)
        elif g.kind == "wheel":
            self.xdo(
                "mousemove",
                x,
                y,
                "sleep",
                0.04,
                "click",
                "--repeat",
                abs(g.amount),
                "--delay",
                40,
                4 if g.amount > 0 else 5,
            )
        elif g.kind == "key":
            self.xdo("key", g.key)
        elif g.kind == "hover":
            self.xdo("mousemove", x, y)
            time.sleep(g.amount / 10)
        elif g.kind == "resize":
            self.xdo("windowsize", self.window, *g.size)
        time.sleep(self.rng.uniform(0.02, 0.1))


class TableState:
    """The game on the table, replayed from the autosave when its log changed (at most every 2 s)."""

    def __init__(self, autosave: Path) -> None:
        self.autosave = autosave
        self.key = None
        self.session = None
        self.checked = 0.0

    def get(self):
        if time.monotonic() - self.checked < 2.0 and self.session is not None:
            return self.session
        self.checked = time.monotonic()
        from tabletop.core.save import read_save
        from tabletop.core.session import Session
        from tabletop.games import get_game

        try:
            data = read_save(self.autosave)
            key = (data.seed, len(data.actions))
            if key != self.key:
                self.session = Session.load(get_game, self.autosave)
                self.key = key
        except Exception:  # written as we read, or not yet there: keep the last one
            pass
        return self.session


def screen_for(watch: LogWatch, people: int, table: TableState, rng: random.Random, home: Path) -> M.Screen:
    """The screen as the log tells it, with its progress gestures from the app's layout functions."""
    name, size = watch.scene, watch.size
    progress: list = []
    if name == "menu":
        progress = M.menu_progress(size, (home / "autosave-necromolds.json").exists())
    elif name == "necromolds_setup":
        progress = M.new_game_progress(size, people)
    elif name in ("necromolds_terrain", "necromolds_army", "necromolds_deploy"):
        progress = M.setup_progress(name, size)
    elif name in ("necromolds_handover", "handover"):
        progress = M.handover_progress()
    elif name == "necromolds_table":
        session = table.get()
        if session is not None and session.state.phase not in ("terrain", "army", "deploy"):
            from tabletop.ui.necromolds.table.layout import table_layout

            layout = table_layout(size, session.state)
            bots = set(session.settings.get("ui", {}).get("bots", ()))
            humans = [s for s in range(len(session.state.seats)) if s not in bots]
            progress = M.table_progress(layout, session.state, humans, layout.to_screen, rng)
    return M.Screen(name, size, progress)


def run_in_window(display: str, home: Path, tmp_path: Path, people: int, seconds: float, seed: int) -> str:
    """Run the monkey on the app in a window; returns a summary (assertions fail with the seed)."""
    from tabletop.ui.settings_store import Settings, save_settings

    tag = f"NECRO_MONKEY_SEED={seed}"
    save_settings(home / "settings.toml", Settings(animation_speed=4.0))  # the bots play 4x faster
    env = dict(
        os.environ,
        DISPLAY=display,
        NECRO_TABLETOP_HOME=str(home),
        NECRO_TABLETOP_SEED=str(seed % 100_000),
        TABLETOP_SLOW_FRAME_MS=str(int(M.SLOW_MS)),
    )
    env.pop("SDL_VIDEODRIVER", None)  # SDL picks x11, as on a player's desktop
    log = home / "tabletop.log"
    output = tmp_path / "app-output.txt"
    monkey = M.Monkey(seed, hurry=seconds < M.HURRY_BELOW_SECONDS)
    watch = LogWatch(log)
    table = TableState(home / "autosave-necromolds.json")
    app = start_app(env, output)
    try:
        window = find_window(env, log, app, output)
        # SDL centres the window on the bigger screen: put it at 0,0, where window and screen agree.
        xdotool(env, "windowmove", str(window), "0", "0")
        _wait_for(
            lambda: "X=0\nY=0" in xdotool(env, "getwindowgeometry", "--shell", str(window)), 10, "the window at 0,0"
        )
        backend = XBackend(env, window, random.Random(seed ^ 0xF4A3E))
        start = time.monotonic()
        while M.keep_going(time.monotonic(), start, seconds, "necromolds_table" in watch.seen):
            assert app.poll() is None, (
                f"{tag}: the app exited ({app.returncode}) after {backend.recent}: {output.read_text()[-3000:]}"
            )
            watch.update()
            assert watch.scene != "error", f"{tag}: the error screen after {backend.recent}:\n" + "\n".join(
                watch.errors
            )
            assert watch.scene != "(quit)", f"{tag}: the app quit after {backend.recent}"
            assert not watch.errors, f"{tag}: after {backend.recent}:\n" + "\n".join(watch.errors)
            for g in monkey.next(screen_for(watch, people, table, monkey.rng, home)):
                backend.do(g)
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", str(tmp_path / "last.png")], env=env, timeout=10, check=False)
        # Still alive and answering: the window's close button ends it cleanly.
        send_wm_delete_window(display, window)
        try:
            code = app.wait(20)
        except subprocess.TimeoutExpired:
            raise AssertionError(
                f"{tag}: the app did not close within 20 s of its window's close button (stuck?)"
            ) from None
        watch.update()
        assert code == 0, f"{tag}: the app closed with {code}: {output.read_text()[-3000:]}"
        assert not watch.errors, f"{tag}:\n" + "\n".join(watch.errors)
        assert not watch.slow, (
            f"{tag}: frames over {M.SLOW_MS:.0f} ms (or {M.LOADING_MS:.0f} ms opening a screen "
            f"or after a resize):\n" + "\n".join(watch.slow[:20])
        )
        slowest = re.findall(r"app: slowest frame .*", log.read_text())
        assert "necromolds_table" in watch.seen, f"{tag}: the monkey never reached the table (screens: {watch.seen})"
        summary = (
            f"{tag}: {backend.count} gestures, screens opened {watch.seen}; {slowest[-1] if slowest else 'no frame timings'}; "
            f"{len(watch.loading)} frames logged slow but within the bounds: {watch.loading[:5]}"
        )
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)
    M.check_saves(home, tag)
    return summary


@pytest.mark.e2e
@pytest.mark.parametrize("people", [1, 2], ids=["against-bots", "hot-seat"])
def test_monkey_in_a_window(people, big_xserver, user_home, tmp_path):
    """Random input from a seeded monkey in a real window breaks nothing and slows no frame past 250 ms."""
    seed = M.seed_from_env()
    print(f"monkey seed {seed} (NECRO_MONKEY_SEED={seed} replays this run)", file=sys.stderr)
    summary = run_in_window(big_xserver, user_home, tmp_path, people, M.seconds_from_env(SECONDS), seed)
    print(summary, file=sys.stderr)
