"""Install the .deb on this machine, smoke-test the installed program, remove it, check what is left.

    python build_scripts/install_test.py dist/necro-tabletop_VERSION_ARCH.deb [--no-window] [--replace]

Needs root (dpkg -i / dpkg -r) and refuses to run when necro-tabletop is already installed
(it would remove the user's copy), unless --replace says this is a test machine: CI passes it,
because a run cut off mid-test leaves its copy installed and the next run must not fail on it. Steps:
  1. dpkg -i; the command, the desktop entry (well-formed, its Exec and Icon found), the icons
     and the man page are where the desktop and `man` look;
  2. the installed `necro-tabletop` passes build_scripts/smoke.py: version, --help, content
     check, every scene and game table screenshot headless, and (unless --no-window) a real
     window under Xvfb driven like a player;
  3. a run as a player with no NECRO_TABLETOP_HOME keeps its files in $HOME/.local/share/
     necro-tabletop/, and nothing is added to the install folder;
  4. dpkg -r; every file the package installed is gone and the player's folder is still there.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))

import smoke  # noqa: E402

NAME = "necro-tabletop"


def sh(*cmd: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(list(cmd), check=True, text=True, capture_output=True, **kw)


def installed() -> bool:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Status}", NAME], capture_output=True, text=True)
    return done.returncode == 0 and "installed" in done.stdout.split()


def check_desktop_entry(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    if lines[0] != "[Desktop Entry]":
        raise SystemExit(f"{path}: does not start with [Desktop Entry]")
    entry = dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))
    exe = sh("sh", "-c", f"command -v {entry['Exec'].split()[0]}").stdout.strip()
    if not exe:
        raise SystemExit(f"{path}: Exec={entry['Exec']} is not on PATH")
    icon = Path("/usr/share/icons/hicolor/256x256/apps") / f"{entry['Icon']}.png"
    if not icon.exists():
        raise SystemExit(f"{path}: Icon={entry['Icon']} has no {icon}")
    print(f"install: desktop entry {path}: Exec {exe}, Icon {icon}: ok")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", type=Path)
    parser.add_argument("--no-window", action="store_true", help="skip the real-window test")
    parser.add_argument("--replace", action="store_true", help="remove an installed copy first (a test machine: CI)")
    args = parser.parse_args()
    if os.geteuid() != 0:
        raise SystemExit("install_test.py needs root (sudo) for dpkg -i / dpkg -r")
    if installed():
        if not args.replace:
            raise SystemExit(f"{NAME} is already installed here; remove it first (dpkg -r {NAME})")
        print(f"install: {NAME} was left installed (by a run cut off?); removing it first")
        sh("dpkg", "-r", NAME)

    sh("dpkg", "-i", str(args.deb))
    try:
        files = [Path(p) for p in sh("dpkg", "-L", NAME).stdout.split("\n") if p.startswith("/")]
        owned = [p for p in files if p.is_file() or p.is_symlink()]
        print(f"install: dpkg -i {args.deb.name}: {len(owned)} files")
        for must in (
            f"/usr/bin/{NAME}",
            f"/usr/share/applications/{NAME}.desktop",
            f"/usr/share/man/man6/{NAME}.6.gz",
            f"/usr/lib/{NAME}/{NAME}",
        ):
            if not Path(must).exists():
                raise SystemExit(f"install: {must} is missing after dpkg -i")
        check_desktop_entry(Path(f"/usr/share/applications/{NAME}.desktop"))
        man = subprocess.run(
            ["man", "-P", "cat", "6", NAME], capture_output=True, text=True, env=dict(os.environ, MANWIDTH="80")
        )
        if man.returncode == 0 and "check-content" not in man.stdout:
            raise SystemExit("install: the man page does not describe check-content")
        print(
            "install: man 6 necro-tabletop: " + ("ok" if man.returncode == 0 else "man-db not installed here, skipped")
        )
        before = set(Path(f"/usr/lib/{NAME}").rglob("*"))

        smoke.smoke(NAME, open_window=not args.no_window)

        # A player's run: no NECRO_TABLETOP_HOME, a home of its own.
        player = Path(tempfile.mkdtemp(prefix="necro-player-"))
        env = {k: v for k, v in os.environ.items() if k not in ("NECRO_TABLETOP_HOME", "XDG_DATA_HOME", "DISPLAY")}
        env.update(HOME=str(player), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        sh(NAME, "screenshot", "--scene", "menu", "--out", str(player / "menu.png"), env=env)
        data = player / ".local" / "share" / NAME
        if not (data / "tabletop.log").exists():
            raise SystemExit(f"install: the player's files are not in {data}")
        added = set(Path(f"/usr/lib/{NAME}").rglob("*")) - before
        if added:
            raise SystemExit(f"install: the program wrote into its install folder: {sorted(added)[:5]}")
        print(f"install: the player's files went to {data}; the install folder is unchanged: ok")
    finally:
        sh("dpkg", "-r", NAME)
    left = [p for p in owned if p.exists() or p.is_symlink()]
    if left or installed():
        raise SystemExit(f"install: dpkg -r left {left[:5]} (installed: {installed()})")
    if Path(f"/usr/lib/{NAME}").exists():
        raise SystemExit(f"install: dpkg -r left /usr/lib/{NAME}")
    if not (data / "tabletop.log").exists():
        raise SystemExit("install: dpkg -r removed the player's folder")
    print(f"install: dpkg -r {NAME}: every installed file is gone, the player's folder stays: ok")
    shutil.rmtree(player, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
