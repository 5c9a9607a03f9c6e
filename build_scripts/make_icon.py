"""Draw the app icon from the game's own art (tabletop/ui/look.py) and write it in three formats.

    python build_scripts/make_icon.py

Writes assets/icon.png (512 px: Linux window, desktop entry, .deb), assets/icon.ico (16-256 px:
Windows executable and installer) and assets/icon.icns (128-1024 px: the macOS .app). The
files are committed; run this again only to change the icon. ICO and ICNS entries are PNG
images, which every Windows since Vista and every macOS since 10.7 read.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

BIG = 1024


def draw(size: int = BIG) -> pygame.Surface:
    """A dark wooden tile with the menu's chalked sigil and a lit candle on it."""
    from tabletop.ui import look

    s = size / 1024
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    wood = pygame.transform.smoothscale(look.table_texture((1600, 1000)).subsurface((300, 0, 1000, 1000)), (size, size))
    tile.blit(wood, (0, 0))
    look.draw_sigil(tile, (size // 2, int(size * 0.47)), int(400 * s), alpha=255)
    glow = look.halo(int(330 * s), strength=150)
    tile.blit(glow, glow.get_rect(center=(size // 2, int(size * 0.36))))
    body = pygame.transform.smoothscale(look.candle_body(70, 260), (int(280 * s), int(560 * s)))
    tile.blit(body, body.get_rect(midbottom=(size // 2, int(size * 0.88))))
    fl = look.flame(int(96 * s), int(190 * s))
    tile.blit(fl, fl.get_rect(midbottom=(size // 2 + int(1 * s), int(size * 0.88) - body.get_height() + int(40 * s))))
    # Rounded corners and a brass rim, as the menu's panel.
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = int(180 * s)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(tile, (0, 0))
    pygame.draw.rect(icon, look.BRASS_DARK, icon.get_rect(), width=max(2, int(28 * s)), border_radius=radius)
    pygame.draw.rect(
        icon,
        look.BRASS,
        icon.get_rect().inflate(-int(20 * s), -int(20 * s)),
        width=max(1, int(8 * s)),
        border_radius=radius - int(10 * s),
    )
    return icon


def png_bytes(surface: pygame.Surface, size: int) -> bytes:
    """The surface scaled to size x size, as PNG bytes."""
    out = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(surface, (size, size)), out, "icon.png")
    return out.getvalue()


def ico(surface: pygame.Surface, sizes=(16, 24, 32, 48, 64, 128, 256)) -> bytes:
    """A Windows .ico whose entries are PNG images."""
    images = [png_bytes(surface, n) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for n, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(surface: pygame.Surface) -> bytes:
    """A macOS .icns with PNG entries (ic07 128, ic08 256, ic09 512, ic10 1024 px)."""
    body = b""
    for kind, n in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024)):
        data = png_bytes(surface, n)
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    surface = draw()
    assets = ROOT / "assets"
    (assets / "icon.png").write_bytes(png_bytes(surface, 512))
    (assets / "icon.ico").write_bytes(ico(surface))
    (assets / "icon.icns").write_bytes(icns(surface))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote assets/{name} ({(assets / name).stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
