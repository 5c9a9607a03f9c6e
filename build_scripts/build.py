"""Build the standalone app with PyInstaller from the committed spec, smoke-test it, report sizes.

    python build_scripts/build.py [--onedir | --onefile | --both] [--no-smoke]

Spec: build_scripts/necro-tabletop.spec. Outputs: dist/necro-tabletop/necro-tabletop (one
folder, with assets/ and levels/ inside; what the .deb and the .tar.gz ship) and
dist/necro-tabletop-onefile (one file that unpacks itself at each start). The smoke test
(build_scripts/smoke.py) runs each built binary headless. Sizes go to stdout and to
dist/sizes.json (read by `tabletop.bench.startup`).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))

import smoke  # noqa: E402

NAME = "necro-tabletop"
SPEC = ROOT / "build_scripts" / f"{NAME}.spec"
EXE_SUFFIX = ".exe" if os.name == "nt" else ""


def onedir_exe() -> Path:
    return ROOT / "dist" / NAME / (NAME + EXE_SUFFIX)


def onefile_exe() -> Path:
    return ROOT / "dist" / (NAME + "-onefile" + EXE_SUFFIX)


def tree_size(path: Path) -> int:
    """Bytes on disk of a file or of every file under a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(mode: str) -> list[Path]:
    """Run PyInstaller on the spec; returns the built executables."""
    env = dict(os.environ, NECRO_BUILD=mode)
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(ROOT / "dist"),
        "--workpath",
        str(ROOT / "build"),
        str(SPEC),
    ]
    started = time.monotonic()
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)
    exes = ([onedir_exe()] if mode in ("onedir", "both") else []) + (
        [onefile_exe()] if mode in ("onefile", "both") else []
    )
    for exe in exes:
        if not exe.exists():
            raise SystemExit(f"build finished but {exe} is missing")
    print(f"built {', '.join(str(e.relative_to(ROOT)) for e in exes)} ({mode}) in {time.monotonic() - started:.1f} s")
    return exes


def report_sizes() -> dict:
    """Sizes of what is in dist/ now (MB), printed and written to dist/sizes.json."""
    sizes = {}
    if onedir_exe().exists():
        sizes["onedir_mb"] = round(tree_size(onedir_exe().parent) / 1e6, 1)
    if onefile_exe().exists():
        sizes["onefile_mb"] = round(tree_size(onefile_exe()) / 1e6, 1)
    out = ROOT / "dist" / "sizes.json"
    old = json.loads(out.read_text()) if out.exists() else {}
    old.update(sizes)
    out.write_text(json.dumps(old, indent=1) + "\n")
    for key, value in sizes.items():
        print(f"size: {key} {value}")
    return sizes


def main() -> int:
    """Build, smoke-test unless told not to, report sizes."""
    parser = argparse.ArgumentParser()
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--onedir", dest="mode", action="store_const", const="onedir")
    which.add_argument("--onefile", dest="mode", action="store_const", const="onefile")
    which.add_argument("--both", dest="mode", action="store_const", const="both")
    parser.add_argument("--no-smoke", action="store_true")
    args = parser.parse_args()
    exes = build(args.mode or "onedir")
    report_sizes()
    if not args.no_smoke:
        for exe in exes:
            smoke.smoke(exe, quick=exe != onedir_exe())
    return 0


if __name__ == "__main__":
    sys.exit(main())
