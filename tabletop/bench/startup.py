"""Start-up: from launch to the first drawn menu frame, for the source run and the built apps.

Each program is started as a player starts it (no arguments) with a throw-away user folder, in
a real X window on an Xvfb screen of its own when Xvfb is installed (else SDL's dummy driver),
and timed from the launch to its log line "app: window ready", which the app writes once the
first menu frame is drawn and shown (tabletop/ui/app.py). The window itself opens before the
menu is built, so it appears at once. Cold: a fresh user folder (the table's wood texture is
generated and cached on this first start); warm: the next start, with that cache.

Figures (medians of $NECRO_BENCH_STARTUP_RUNS runs, default 3; milliseconds): `source_*` for
`python -m tabletop`, `app_*` for the one-folder app dist/necro-tabletop/, `onefile_*` for
dist/necro-tabletop-onefile (skipped with a note when not built: `make dist`), `*_first_frame_ms`
the first frame's own drawing time as the app logs it. Sizes on disk in MB: the built apps,
the .deb and .tar.gz if built, and for the source run the app's files plus the installed
packages it imports.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
SUFFIX = ".exe" if os.name == "nt" else ""
RUNTIME_PACKAGES = ("pygame-ce", "pygame_gui", "shapely", "numpy", "pymunk", "msgspec", "cffi", "python-i18n")
READY = re.compile(r"app: window ready")
FIRST = re.compile(r"app: first frame (\d+) ms")


def _xvfb():
    """(process, display) of a fresh Xvfb screen, or (None, None) when Xvfb is not installed."""
    if not shutil.which("Xvfb"):
        return None, None
    for n in range(170, 220):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    else:
        return None, None
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    end = time.monotonic() + 10
    while time.monotonic() < end and proc.poll() is None and not Path(f"/tmp/.X11-unix/X{n}").exists():
        time.sleep(0.02)
    if proc.poll() is not None:
        return None, None
    time.sleep(0.2)
    return proc, f":{n}"


def launch(cmd: list[str], home: str, display: str | None, timeout: float = 60.0) -> tuple[float, float]:
    """Start `cmd` as the app; (ms from launch to "window ready", first frame's logged ms). Then end it."""
    env = dict(
        os.environ,
        NECRO_TABLETOP_HOME=home,
        TABLETOP_VERBOSE="1",
        TABLETOP_SLOW_FRAME_MS="100000",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    if display:
        env["DISPLAY"] = display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    began = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, cwd=home, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    watchdog = threading.Timer(timeout, proc.kill)
    watchdog.start()
    ready, first, tail = None, float("nan"), []
    try:
        for line in proc.stderr:
            tail.append(line)
            found = FIRST.search(line)
            if found:
                first = float(found.group(1))
            if READY.search(line):
                ready = (time.perf_counter() - began) * 1000.0
                break
    finally:
        watchdog.cancel()
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        proc.stderr.close()
    if ready is None:
        raise RuntimeError(f"{cmd[0]} never logged 'app: window ready': {''.join(tail[-20:])}")
    return ready, first


def measure(cmd: list[str], display: str | None, runs: int) -> dict:
    """Medians over `runs` of a cold start (fresh user folder) and of the warm start after it."""
    cold, warm, first = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            ms, frame = launch(cmd, home, display)
            cold.append(ms)
            first.append(frame)
            warm.append(launch(cmd, home, display)[0])
    return {
        "cold_ms": round(statistics.median(cold)),
        "warm_ms": round(statistics.median(warm)),
        "first_frame_ms": round(statistics.median(first)),
    }


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def source_size_mb() -> float:
    """The app's own files plus the installed files of the packages it imports at run time."""
    from importlib import metadata

    total = sum(_size(ROOT / d) for d in ("tabletop", "assets", "levels"))
    for name in RUNTIME_PACKAGES:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        for f in dist.files or []:
            p = Path(dist.locate_file(f))
            if p.is_file():
                total += p.stat().st_size
    return round(total / 1e6, 1)


def run() -> dict:
    runs = max(1, int(os.environ.get("NECRO_BENCH_STARTUP_RUNS", "3")))
    xvfb, display = _xvfb()
    out: dict = {"display": "xvfb" if display else "dummy", "runs": runs}
    try:
        programs = {
            "source": [sys.executable, "-m", "tabletop"],
            "app": [str(DIST / "necro-tabletop" / f"necro-tabletop{SUFFIX}")],
            "onefile": [str(DIST / f"necro-tabletop-onefile{SUFFIX}")],
        }
        for key, cmd in programs.items():
            if key != "source" and not Path(cmd[0]).exists():
                out[f"{key}_note"] = f"{Path(cmd[0]).relative_to(ROOT)} not built (make dist)"
                continue
            for name, value in measure(cmd, display, runs).items():
                out[f"{key}_{name}"] = value
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    out["source_mb"] = source_size_mb()
    if (DIST / "necro-tabletop").is_dir():
        out["app_mb"] = round(_size(DIST / "necro-tabletop") / 1e6, 1)
    if (DIST / f"necro-tabletop-onefile{SUFFIX}").exists():
        out["onefile_mb"] = round(_size(DIST / f"necro-tabletop-onefile{SUFFIX}") / 1e6, 1)
    for pattern, key in (("necro-tabletop_*.deb", "deb_mb"), ("necro-tabletop-*.tar.gz", "tar_gz_mb")):
        found = sorted(DIST.glob(pattern))
        if found:
            out[key] = round(found[-1].stat().st_size / 1e6, 1)
    return out


if __name__ == "__main__":
    print(json.dumps(run()))
