"""Build the standalone one-folder app with PyInstaller, then smoke-test it.

    python build_scripts/build.py [--no-smoke]

Output: dist/necro-tabletop/necro-tabletop (with assets/ and levels/ inside). The smoke test
runs the built binary headless: `screenshot --scene menu` must exit 0 and write a PNG.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "necro-tabletop"


def build() -> Path:
    """Run PyInstaller; returns the path of the built executable."""
    sep = os.pathsep
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir",
        "--name", NAME,
        "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
        "--specpath", str(ROOT / "build"),
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        "--add-data", f"{ROOT / 'levels'}{sep}levels",
        # games, benchmarks and CLI sub-commands are imported by name at run time
        "--collect-submodules", "tabletop",
        "--collect-data", "pygame_gui",
        "--log-level", "WARN",
        str(ROOT / "build_scripts" / "launcher.py"),
    ]
    started = time.monotonic()
    subprocess.run(cmd, check=True, cwd=ROOT)
    exe = ROOT / "dist" / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    if not exe.exists():
        raise SystemExit(f"build finished but {exe} is missing")
    print(f"built {exe} in {time.monotonic() - started:.1f} s")
    return exe


def smoke(exe: Path) -> None:
    """Run the built app headless: it must render the menu to a PNG and exit 0."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    with tempfile.TemporaryDirectory() as tmp:
        env["NECRO_TABLETOP_HOME"] = tmp
        out = Path(tmp) / "menu.png"
        for args in (["--version"], ["check-content"], ["screenshot", "--scene", "menu", "--out", str(out)]):
            result = subprocess.run([str(exe), *args], env=env, capture_output=True, text=True, timeout=120)
            if result.returncode != 0:
                raise SystemExit(f"smoke test failed: {exe.name} {' '.join(args)} exited {result.returncode}\n"
                                 f"{result.stdout}\n{result.stderr}")
            print(f"smoke: {exe.name} {' '.join(args)}: ok {result.stdout.strip().splitlines()[-1:] }")
        if not out.exists() or out.stat().st_size < 10_000:
            raise SystemExit("smoke test failed: the built app wrote no menu screenshot")


def main() -> int:
    """Build, then smoke-test unless told not to."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-smoke", action="store_true")
    args = parser.parse_args()
    exe = build()
    if not args.no_smoke:
        smoke(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
