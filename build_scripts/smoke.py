"""Smoke test of a built or installed Necro Tabletop program.

    python build_scripts/smoke.py PROGRAM [--quick] [--window]

Headless (SDL's dummy driver, a throw-away user folder): `--version` names the version in
pyproject.toml, `--help` lists the commands, `check-content` passes, and every scene and every
game's table scenario of `screenshot --list` renders to a PNG (--quick: the menu and one table).
With --window, the program is also opened in a real X window under Xvfb and driven like a
player: click Necromolds, Esc back to the menu, click Quit; it must exit 0.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("screenshot", "check-content", "simulate", "replay")


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def _env(home: str) -> dict:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        NECRO_TABLETOP_HOME=home,
    )
    env.pop("DISPLAY", None)
    return env


def _run(exe: str, args: list[str], env: dict, timeout: float = 120) -> str:
    started = time.monotonic()
    result = subprocess.run([exe, *args], env=env, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise SystemExit(
            f"smoke test failed: {exe} {' '.join(args)} exited {result.returncode}\n"
            f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        )
    last = (result.stdout.strip().splitlines() or [""])[-1]
    print(f"smoke: {Path(exe).name} {' '.join(args)}: ok ({time.monotonic() - started:.1f} s) {last[:100]}", flush=True)
    return result.stdout


def shots(listing: str) -> list[list[str]]:
    """Screenshot arguments for every scene and every game's scenarios in `screenshot --list` output."""
    todo, game = [], None
    for line in listing.splitlines():
        head = re.match(r"scenarios of (\S+)", line)
        if line.startswith("scenes"):
            game = None
        elif head:
            game = head.group(1)
        elif line.startswith("  ") and line.split():
            name = line.split()[0]
            todo.append(["--game", game, "--scenario", name] if game else ["--scene", name])
    return todo


def headless(exe: str, quick: bool = False) -> None:
    """Version, help, content check and screenshots, each a fresh run of the program."""
    with tempfile.TemporaryDirectory() as home:
        env = _env(home)
        out = _run(exe, ["--version"], env)
        if version() not in out:
            raise SystemExit(f"smoke test failed: --version printed {out!r}, expected version {version()}")
        helptext = _run(exe, ["--help"], env)
        missing = [c for c in COMMANDS if c not in helptext]
        if missing:
            raise SystemExit(f"smoke test failed: --help does not list {missing}")
        _run(exe, ["check-content"], env)
        todo = shots(_run(exe, ["screenshot", "--list"], env))
        games = {args[1] for args in todo if args[0] == "--game"}
        if "--scene" not in {a[0] for a in todo} or not games:
            raise SystemExit("smoke test failed: screenshot --list named no scenes or no game scenarios")
        if quick:
            todo = [["--scene", "menu"]] + [next(a for a in todo if a[0] == "--game")]
        for k, args in enumerate(todo):
            png = Path(home) / f"shot{k}.png"
            _run(exe, ["screenshot", *args, "--out", str(png)], env)
            if not png.exists() or png.stat().st_size < 10_000:
                raise SystemExit(f"smoke test failed: screenshot {' '.join(args)} wrote no image")
            log = Path(home) / "tabletop.log"
            if log.exists() and " ERROR " in log.read_text():
                raise SystemExit(
                    f"smoke test failed: screenshot {' '.join(args)} logged an error:\n{log.read_text()[-3000:]}"
                )
        print(f"smoke: {len(todo)} screenshots of {len(games)} games' tables and every scene: ok")


def _wait(predicate, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise SystemExit(f"smoke test failed: timed out after {timeout} s waiting for {what}")


def start_xvfb(size=(1280, 800)):
    """Start Xvfb on a free display; returns (process, ':N')."""
    for n in range(110, 160):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    else:
        raise SystemExit("no free X display in :110-:159")
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _wait(lambda: Path(f"/tmp/.X11-unix/X{n}").exists() or proc.poll() is not None, 10, "Xvfb to start")
    if proc.poll() is not None:
        raise SystemExit(f"Xvfb could not start on :{n}")
    return proc, f":{n}"


def window(exe: str) -> None:
    """Open the program in an X window and play the menu like a person: Necromolds, Esc, Quit."""
    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        raise SystemExit("the window test needs Xvfb and xdotool (apt-get install -y xvfb xdotool)")
    sys.path.insert(0, str(ROOT))
    from tabletop.ui.app import DESKTOP_MARGIN
    from tabletop.ui.layout import centre, menu_layout

    # a screen with room for a 1280x800 window and a desktop's bars: the app fits its window to the
    # screen less DESKTOP_MARGIN, and the clicks below are a 1280x800 window's points
    xvfb, display = start_xvfb((1280 + DESKTOP_MARGIN[0], 800 + DESKTOP_MARGIN[1]))
    try:
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, DISPLAY=display, NECRO_TABLETOP_HOME=home, SDL_AUDIODRIVER="dummy")
            env.pop("SDL_VIDEODRIVER", None)
            log = Path(home) / "tabletop.log"
            text = lambda: log.read_text() if log.exists() else ""  # noqa: E731
            started = time.monotonic()
            with open(Path(home) / "output.txt", "w") as sink:
                app = subprocess.Popen([exe], env=env, stdout=sink, stderr=subprocess.STDOUT)
            try:
                found = _wait(
                    lambda: app.poll() is not None or re.search(r"app: window ready \(window (\d+)\)", text()),
                    60,
                    "the window",
                )
                if app.poll() is not None:
                    raise SystemExit(
                        f"smoke test failed: {exe} exited {app.returncode}: "
                        f"{(Path(home) / 'output.txt').read_text()[-2000:]}\n{text()[-2000:]}"
                    )
                print(f"smoke: window {found.group(1)} up {time.monotonic() - started:.2f} s after launch", flush=True)
                xdo = lambda *a: subprocess.run(["xdotool", *a], env=env, capture_output=True, timeout=10)  # noqa: E731
                _wait(
                    lambda: b"WIDTH=" in xdo("getwindowgeometry", "--shell", found.group(1)).stdout,
                    20,
                    "X to report the window",
                )
                # SDL centres the window on the screen: at 0,0 the window's points are the screen's
                xdo("windowmove", found.group(1), "0", "0")
                _wait(
                    lambda: b"X=0\nY=0" in xdo("getwindowgeometry", "--shell", found.group(1)).stdout,
                    20,
                    "the window at 0,0",
                )
                x, y = centre(menu_layout((1280, 800)).button("necromolds"))
                xdo("mousemove", str(x), str(y), "click", "1")
                # a new player is first offered the tutorial (once): Esc declines it, back to the menu
                first = _wait(
                    lambda: re.search(r"scene: menu -> (necromolds_setup|confirm)", text()), 15, "the Necromolds plaque"
                )
                if first.group(1) == "confirm":
                    xdo("key", "Escape")
                    _wait(lambda: "scene: confirm -> menu" in text(), 15, "the menu after the tutorial's offer")
                    xdo("mousemove", str(x + 40), str(y), "mousemove", str(x), str(y), "click", "1")
                _wait(lambda: "scene: menu -> necromolds_setup" in text(), 15, "the Necromolds set-up screen")
                xdo("key", "Escape")
                _wait(lambda: "scene: necromolds_setup -> menu" in text(), 15, "the menu again")
                x, y = centre(menu_layout((1280, 800)).button("quit"))
                xdo("mousemove", str(x), str(y), "click", "1")
                code = app.wait(20)
                if code != 0 or "scene: menu -> (quit)" not in text():
                    raise SystemExit(f"smoke test failed: quit from the menu exited {code}\n{text()[-2000:]}")
                print("smoke: window test (Necromolds, Esc, Quit): ok", flush=True)
            finally:
                if app.poll() is None:
                    app.kill()
                    app.wait(5)
    finally:
        xvfb.terminate()
        xvfb.wait(5)


def smoke(exe: Path | str, quick: bool = False, open_window: bool = False) -> None:
    headless(str(exe), quick)
    if open_window:
        window(str(exe))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the program: a path, or a command on PATH such as necro-tabletop")
    parser.add_argument("--quick", action="store_true", help="only the menu and one table screenshot")
    parser.add_argument("--window", action="store_true", help="also open it in a real window under Xvfb")
    args = parser.parse_args()
    exe = shutil.which(args.program) or args.program
    smoke(exe, args.quick, args.window)
    return 0


if __name__ == "__main__":
    sys.exit(main())
