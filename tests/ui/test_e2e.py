"""End to end: the real app in a real X window (Xvfb), driven by xdotool like a player's mouse."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.ui.app import WM_CLASS
from tabletop.ui.layout import centre, menu_layout

REPO = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)


def _free_display() -> int:
    """A display number no other Xvfb holds. Each xdist worker searches its own range, so two tests
    starting side by side never pick the same number (one Xvfb would fail, or both share a screen)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    index = int(worker[2:]) if worker[2:].isdigit() else 0
    first = 97 + 40 * index
    for n in range(first, first + 40):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    pytest.skip(f"no free X display number in :{first}-:{first + 39}")


def _wait_for(predicate, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def xdotool(env: dict, *args: str, timeout: float = 10) -> str:
    """Run xdotool on the test's display; its output ("" if it did not answer in time)."""
    try:
        done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ""
    return done.stdout.strip()


def app_command() -> list[str]:
    """How the app is started: from the source tree, or the built app named by NECRO_E2E_APP (so
    `.ci/run` passes the one-folder build through this same end-to-end test, issue 14)."""
    built = os.environ.get("NECRO_E2E_APP", "").strip()
    if built:
        return [str(Path(built).resolve())]
    return [sys.executable, "-c", "from tabletop.ui.app import run; raise SystemExit(run())"]


def start_app(env: dict, output: Path) -> subprocess.Popen:
    """Start the app as a player would; its terminal output goes to a file (a pipe nobody reads
    while the test clicks could fill up and stall it)."""
    with open(output, "w") as sink:
        return subprocess.Popen(app_command(), env=env, cwd=REPO, stdout=sink, stderr=subprocess.STDOUT, text=True)


def find_window(env: dict, log: Path, app: subprocess.Popen, output: Path, timeout: float = 30) -> int:
    """The app's X window id, once the window is up and X answers for it.

    The app logs the id with "app: window ready" (from SDL itself), so nothing races
    `xdotool search`, which can miss a window that was just mapped; then poll until X reports the
    window's geometry. One deadline for all of it, and a crashed app fails at once with its output.
    """
    pattern = re.compile(r"app: window ready \(window (\d+)\)")
    end = time.monotonic() + timeout

    def logged():
        if app.poll() is not None:
            raise AssertionError(f"the app exited with {app.returncode}: {output.read_text()}")
        text = log.read_text() if log.exists() else ""
        if "app: window ready (video driver" in text:  # not on our X display: waiting cannot help
            raise AssertionError(f"the app's window is not an X window: {text}")
        found = pattern.search(text)
        return int(found.group(1)) if found else None

    window = _wait_for(logged, max(0.1, end - time.monotonic()), "the app to log its window id")
    _wait_for(
        lambda: "WIDTH=" in xdotool(env, "getwindowgeometry", "--shell", str(window)),
        max(0.1, end - time.monotonic()),
        f"X to report window {window}",
    )
    return window


_WM_DELETE = r"""
import ctypes, ctypes.util, sys
display, window = sys.argv[1].encode(), int(sys.argv[2])
x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11"))
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]

class XEvent(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

dpy = x11.XOpenDisplay(display)
if not dpy:
    sys.exit("cannot open display")
ev = XEvent()
ev.xclient.type = 33  # ClientMessage
ev.xclient.window = window
ev.xclient.message_type = x11.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
ev.xclient.format = 32
ev.xclient.data[0] = x11.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
x11.XSendEvent(dpy, window, 0, 0, ctypes.byref(ev))
x11.XSync(dpy, 0)
x11.XCloseDisplay(dpy)
"""


def send_wm_delete_window(display: str, window: int) -> None:
    """Ask a window to close as a window manager's close button does (xdotool here cannot).

    Done in a child process: Xlib's default error handler ends the process on any X error
    (a window already gone is BadWindow), and in-process that silently ended pytest itself.
    """
    if not ctypes.util.find_library("X11"):
        pytest.skip("libX11 not found to send WM_DELETE_WINDOW")
    done = subprocess.run(
        [sys.executable, "-c", _WM_DELETE, display, str(window)], capture_output=True, text=True, timeout=20
    )
    assert done.returncode == 0, f"WM_DELETE_WINDOW to window {window} on {display} failed: {done.stderr[-2000:]}"


def xvfb_display(size):
    """Run an Xvfb screen of `size` and yield its display name (skips when Xvfb or xdotool is missing)."""
    xvfb, xdotool = shutil.which("Xvfb"), shutil.which("xdotool")
    if not xvfb or not xdotool:
        pytest.skip("Xvfb and xdotool are needed (apt-get install -y xvfb xdotool imagemagick)")
    n = _free_display()
    from tabletop.ui.app import DESKTOP_MARGIN

    # a screen with room for the window and a desktop's bars, as a player's: the app fits its window to
    # the screen less DESKTOP_MARGIN, and a window of `size` is what the tests click on
    width, height = size[0] + DESKTOP_MARGIN[0], size[1] + DESKTOP_MARGIN[1]
    proc = subprocess.Popen(
        [xvfb, f":{n}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(lambda: Path(f"/tmp/.X11-unix/X{n}").exists() or proc.poll() is not None, 5, "Xvfb to start")
        if proc.poll() is not None:
            pytest.skip(f"Xvfb could not start on :{n}")
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.mark.e2e
def test_click_necromolds_then_escape_then_quit(xserver, user_home, tmp_path):
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home))
    env.pop("SDL_VIDEODRIVER", None)  # let SDL pick x11, as on a player's desktop
    log = user_home / "tabletop.log"

    def log_has(text: str) -> bool:
        return log.exists() and text in log.read_text()

    def xdo(*args: str) -> str:
        return xdotool(env, *args)

    output = tmp_path / "app-output.txt"
    app = start_app(env, output)
    try:
        window = str(find_window(env, log, app, output))
        # The window carries the app's class name (what a desktop's launcher matches on).
        _wait_for(
            lambda: window in xdo("search", "--classname", WM_CLASS).split(), 20, "xdotool to find the window by class"
        )
        geometry = xdo("getwindowgeometry", "--shell", window)
        pos = dict(line.split("=") for line in geometry.splitlines())
        ox, oy = int(pos["X"]), int(pos["Y"])  # no window manager: expected at 0,0

        x, y = centre(menu_layout(SIZE).button("necromolds"))
        xdo("mousemove", str(ox + x), str(oy + y), "click", "1")
        _wait_for(lambda: log_has("scene: menu -> necromolds_setup"), 5, "the set-up screen")
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", str(tmp_path / "setup.png")], env=env, timeout=10, check=False)

        xdo("key", "Escape")
        _wait_for(lambda: log_has("scene: necromolds_setup -> menu"), 5, "the menu again")

        x, y = centre(menu_layout(SIZE).button("quit"))
        xdo("mousemove", str(ox + x), str(oy + y), "click", "1")
        assert app.wait(10) == 0
        assert log_has("scene: menu -> (quit)")
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)


@pytest.mark.e2e
def test_window_close_exits_zero(xserver, user_home, tmp_path):
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home))
    env.pop("SDL_VIDEODRIVER", None)
    log = user_home / "tabletop.log"
    output = tmp_path / "app-output.txt"
    app = start_app(env, output)
    try:
        window = find_window(env, log, app, output)
        send_wm_delete_window(xserver, window)
        assert app.wait(10) == 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)


def _midgame_autosave(size):
    """Write the drag_midgame scenario's game (player 1 to move, the computer as player 2) as the
    autosave, and return (mover's screen point, enemy's screen point, mover, enemy) as the table
    will draw them at `size`, for a mover that can reach that enemy."""
    import math
    from types import SimpleNamespace

    import pygame

    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds import field as nm_field
    from tabletop.games.necromolds import rounds
    from tabletop.games.necromolds.contact import ContactSearch
    from tabletop.ui import persist
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table import TableScene
    from tabletop.ui.necromolds.table import queries as Q

    scenario = scenarios.load("drag_midgame")
    g = scenario.game
    colours = [tuple(c) for c in g.colours] or persist.default_colours(2)
    settings = {**g.settings, "mode": g.mode, "map": g.map, "ui": persist.ui_settings(g.bots, colours)}
    session = Session(get_game("necromolds"), settings, g.seed)
    scenarios.play_recipe(session, scenario)
    persist.write_autosave(session)
    pygame.init()
    pygame.display.set_mode(size)
    scene = TableScene(SimpleNamespace(size=size, manager=None), session, set(g.bots), colours)
    scene.enter()
    scene.update(1 / 60)
    st = scene.state
    for mid in Q.actors(st):
        m = st.monster(mid)
        search = ContactSearch(nm_field.battlefield(st), mid, rounds.monster_distance(st, mid))
        for e in sorted(st.enemies(m.owner), key=lambda e: math.dist((m.x, m.y), (e.x, e.y))):
            if search.snap(e.id, (e.x, e.y)).point is not None:
                at = lambda x, y: tuple(int(v) for v in scene.camera.map_to_screen(x, y))  # noqa: E731
                return at(m.x, m.y), at(e.x, e.y), mid, e.id
    raise AssertionError("drag_midgame has a monster that can reach an enemy")


@pytest.mark.e2e
def test_resume_then_drop_a_monster_on_an_enemy_begins_the_melee(xserver, user_home, tmp_path):
    """Issue 10: a player drags a monster by the mouse onto an enemy; the move ends in base
    contact and the melee begins (NM-MOVE-10), as the autosave of the real app shows."""
    from tabletop.ui import persist
    from tabletop.ui.scenes.menu import resume_layout

    start, goal, mover, enemy = _midgame_autosave(SIZE)
    before = persist.load_game(persist.paths.autosave_path("necromolds"))
    n = len(before.actions)
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home))
    env.pop("SDL_VIDEODRIVER", None)
    log = user_home / "tabletop.log"
    output = tmp_path / "app-output.txt"
    app = start_app(env, output)

    def xdo(*args: str) -> str:
        return xdotool(env, *args)

    try:
        window = str(find_window(env, log, app, output))
        pos = dict(line.split("=") for line in xdo("getwindowgeometry", "--shell", window).splitlines())
        ox, oy = int(pos["X"]), int(pos["Y"])
        x, y = centre(resume_layout(SIZE)["resume"])
        _wait_for(lambda: "menu" in log.read_text() if log.exists() else False, 10, "the menu")
        time.sleep(0.5)  # the menu has read the autosave and shows Resume
        xdo("mousemove", str(ox + x), str(oy + y), "click", "1")
        _wait_for(lambda: "-> necromolds_table" in log.read_text(), 20, "the table")
        time.sleep(1.0)  # the table's first frames
        xdo("mousemove", str(ox + start[0]), str(oy + start[1]))
        time.sleep(0.2)
        xdo("mousedown", "1")
        for k in range(1, 9):
            t = k / 8
            xdo(
                "mousemove",
                str(ox + int(start[0] + (goal[0] - start[0]) * t)),
                str(oy + int(start[1] + (goal[1] - start[1]) * t)),
            )
            time.sleep(0.05)
        time.sleep(0.3)
        xdo("mouseup", "1")

        def moved():
            persist.flush_autosave()
            try:
                s = persist.load_game(persist.paths.autosave_path("necromolds"))
            except Exception:
                return None
            return s if len(s.actions) > n else None

        after = _wait_for(moved, 20, "the move in the autosave")
        last = after.actions[n]
        assert type(last).__name__ == "Move" and last.monster == mover
        st = after.state
        assert st.phase == "combat" and st.combat is not None
        assert (st.combat.kind, st.combat.attacker, st.combat.defender) == ("melee", mover, enemy)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)
