"""Package the one-folder app (dist/necro-tabletop/, from build.py) for Linux: a .deb and a .tar.gz.

    python build_scripts/package_linux.py [--deb] [--tar] [--compress xz|zstd|gzip]

Both are made from a staged tree with plain `dpkg-deb` and `tarfile`: no network, no debhelper.

The .deb (dist/necro-tabletop_VERSION_ARCH.deb) installs
    /usr/lib/necro-tabletop/                 the app (never written to at run time)
    /usr/bin/necro-tabletop                  a link to the app's executable
    /usr/share/applications/necro-tabletop.desktop
    /usr/share/icons/hicolor/NxN/apps/necro-tabletop.png
    /usr/share/man/man6/necro-tabletop.6.gz
    /usr/share/doc/necro-tabletop/copyright
It has no maintainer scripts: the icon cache and the desktop menu are refreshed by the dpkg
triggers of hicolor-icon-theme and desktop-file-utils, and `dpkg -r` removes every file it
installed; the player's folder (~/.local/share/necro-tabletop/) is never the package's.

The .tar.gz (dist/necro-tabletop-VERSION-linux-ARCH.tar.gz) is the same app in one folder to
unpack anywhere and run (./necro-tabletop), with the icon, the desktop entry and the man page.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "necro-tabletop"
APP = ROOT / "dist" / NAME
PACKAGING = ROOT / "build_scripts" / "linux"
ICON_SIZES = (48, 64, 128, 256, 512)
# SDL opens these X11 libraries at run time (they are not linked, so no scan finds them).
X11_DEPENDS = ["libx11-6", "libxext6"]
X11_RECOMMENDS = ["libxcursor1", "libxi6", "libxrandr2", "libxss1", "libxfixes3"]
MAINTAINER = "Necro Tabletop maintainers <maintainers@necro-tabletop.invalid>"
DESCRIPTION = """\
Description: desktop tabletop for three necromancy board games
 Necro Tabletop plays Necromolds: Monster Battles, Rise of the Necromancers
 and NecronomiCORP with the mouse, alone against the computer or together at
 one screen. It knows the rules: it measures moves and ranges, shows where a
 monster can reach and what it can see, rolls and resolves combat, runs the
 turn order and plays the bots.
 .
 Start it from the desktop menu (Necro Tabletop) or with necro-tabletop.
"""


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def deb_arch() -> str:
    try:
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def glibc_needed(folder: Path) -> str:
    """The newest GLIBC_x.y symbol version any ELF file under `folder` asks for (what libc6 must be)."""
    best = (2, 17)
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", out):
            best = max(best, (int(major), int(minor)))
    return f"{best[0]}.{best[1]}"


def control(staged: Path, ver: str, arch: str) -> str:
    """The DEBIAN/control file of the staged tree."""
    installed_kb = sum(p.stat().st_size for p in staged.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    depends = [f"libc6 (>= {glibc_needed(staged / 'usr' / 'lib' / NAME)})", *X11_DEPENDS]
    return (
        f"Package: {NAME}\n"
        f"Version: {ver}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {', '.join(depends)}\n"
        f"Recommends: {', '.join(X11_RECOMMENDS)}\n" + DESCRIPTION
    )


def man_page(ver: str) -> bytes:
    return (PACKAGING / f"{NAME}.6").read_text(encoding="utf-8").replace("@VERSION@", ver).encode()


def icons() -> dict[int, bytes]:
    """assets/icon.png scaled to each hicolor size, as PNG bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import io

    import pygame

    source = pygame.image.load(str(ROOT / "assets" / "icon.png"))
    out = {}
    for n in ICON_SIZES:
        buf = io.BytesIO()
        pygame.image.save(pygame.transform.smoothscale(source, (n, n)), buf, "icon.png")
        out[n] = buf.getvalue()
    return out


def _write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    path.chmod(mode)


def stage_deb(ver: str, arch: str) -> Path:
    """The package's file tree under build/deb/, ready for dpkg-deb."""
    staged = ROOT / "build" / "deb" / f"{NAME}_{ver}_{arch}"
    if staged.exists():
        shutil.rmtree(staged)
    lib = staged / "usr" / "lib" / NAME
    shutil.copytree(APP, lib, symlinks=True)
    (staged / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"../lib/{NAME}/{NAME}", staged / "usr" / "bin" / NAME)
    _write(staged / "usr" / "share" / "applications" / f"{NAME}.desktop", (PACKAGING / f"{NAME}.desktop").read_bytes())
    for n, data in icons().items():
        _write(staged / "usr" / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png", data)
    _write(staged / "usr" / "share" / "man" / "man6" / f"{NAME}.6.gz", gzip.compress(man_page(ver), 9, mtime=0))
    _write(staged / "usr" / "share" / "doc" / NAME / "copyright", (PACKAGING / "copyright").read_text(encoding="utf-8"))
    # Plain permissions throughout: dirs and executables 0755, the rest 0644.
    for path in [staged, *staged.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or os.access(path, os.X_OK) or path.suffix == ".so" or ".so." in path.name:
            path.chmod(0o755)
        else:
            path.chmod(0o644)
    debian = staged / "DEBIAN"
    debian.mkdir(mode=0o755)
    sums = []
    for path in sorted(p for p in staged.rglob("*") if p.is_file() and not p.is_symlink() and debian not in p.parents):
        sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(staged).as_posix()}\n")
    _write(debian / "md5sums", "".join(sums))
    _write(debian / "control", control(staged, ver, arch))
    return staged


def build_deb(compress: str = "xz") -> Path:
    ver, arch = version(), deb_arch()
    staged = stage_deb(ver, arch)
    out = ROOT / "dist" / f"{NAME}_{ver}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compress}", "--build", str(staged), str(out)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    print(f"built {out.relative_to(ROOT)} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def build_tar() -> Path:
    """dist/necro-tabletop-VERSION-linux-ARCH.tar.gz: the app folder plus icon, desktop entry, man page."""
    ver, machine = version(), os.uname().machine
    top = f"{NAME}-{ver}"
    out = ROOT / "dist" / f"{NAME}-{ver}-linux-{machine}.tar.gz"
    readme = (
        f"Necro Tabletop {ver} for Linux ({machine})\n\n"
        "Run ./necro-tabletop in this folder (or ./necro-tabletop --help for the commands).\n"
        "To add it to your desktop menu: copy necro-tabletop.desktop to ~/.local/share/applications/,\n"
        "set its Exec= line to the full path of ./necro-tabletop, and copy necro-tabletop.png to\n"
        "~/.local/share/icons/hicolor/512x512/apps/.\n"
        "Saves, settings and the log are kept in ~/.local/share/necro-tabletop/, never in this folder.\n"
    )

    def plain(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    extras = {
        "README.txt": readme.encode(),
        f"{NAME}.desktop": (PACKAGING / f"{NAME}.desktop").read_bytes(),
        f"{NAME}.png": (ROOT / "assets" / "icon.png").read_bytes(),
        f"{NAME}.6": man_page(ver),
    }
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(APP, arcname=top, filter=plain)
        for name, data in extras.items():
            import io

            info = plain(tarfile.TarInfo(f"{top}/{name}"))
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
    print(f"built {out.relative_to(ROOT)} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deb", action="store_true", help="build the .deb (default: both)")
    parser.add_argument("--tar", action="store_true", help="build the .tar.gz (default: both)")
    parser.add_argument("--compress", default="xz", choices=["xz", "zstd", "gzip"], help="the .deb's compression")
    args = parser.parse_args()
    if not (APP / NAME).exists():
        raise SystemExit(f"{APP / NAME} is missing: build it first (make dist)")
    both = not (args.deb or args.tar)
    sizes = {}
    if args.deb or both:
        sizes["deb_mb"] = round(build_deb(args.compress).stat().st_size / 1e6, 1)
    if args.tar or both:
        sizes["tar_gz_mb"] = round(build_tar().stat().st_size / 1e6, 1)
    record = ROOT / "dist" / "sizes.json"
    old = json.loads(record.read_text()) if record.exists() else {}
    record.write_text(json.dumps({**old, **sizes}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
