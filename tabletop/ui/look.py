"""How the app looks outside pygame_gui: palette, fonts, the table texture, titles, frames.

The table texture is generated procedurally (noise, grain, vignette) once per window
size and kept in a cache, so frames only blit it.
"""

from __future__ import annotations

import math
import os
from functools import lru_cache
from pathlib import Path

import numpy as np
import pygame

from tabletop.paths import assets_dir, user_dir
from tabletop.ui.plain_words import plain
from tabletop.ui.wrap import fill_lines

# The necromantic palette: bone, moss green, deep purple, candle amber, on dark wood.
BONE = (228, 216, 188)
BONE_DIM = (170, 156, 126)
MOSS = (118, 146, 84)
MOSS_DARK = (48, 66, 38)
PURPLE = (92, 52, 122)
PURPLE_DEEP = (30, 16, 40)
AMBER = (240, 172, 76)
BRASS = (190, 150, 78)
BRASS_DARK = (104, 76, 34)
INK = (20, 14, 12)
EMBER = (196, 84, 52)

FONT_FILES = {
    "serif": "DejaVuSerif.ttf",
    "serif_bold": "DejaVuSerif-Bold.ttf",
    "serif_italic": "DejaVuSerif-Italic.ttf",
    "display": "DejaVuSerifCondensed-Bold.ttf",
    "sans": "DejaVuSans.ttf",
    "sans_bold": "DejaVuSans-Bold.ttf",
    "sans_italic": "DejaVuSans-Oblique.ttf",
}


def fonts_dir() -> Path:
    """Folder of the shipped fonts."""
    return assets_dir() / "fonts"


@lru_cache(maxsize=64)
def font(kind: str, size: int) -> pygame.font.Font:
    """A shipped font by kind (see FONT_FILES) and pixel size, cached."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(fonts_dir() / FONT_FILES[kind]), size)


def clear_font_cache() -> None:
    """Forget cached fonts (they die with pygame.font.quit())."""
    font.cache_clear()


def _smooth_noise(rng: np.random.Generator, size: tuple[int, int], cells: tuple[int, int]) -> np.ndarray:
    """Value noise in [0, 1] of shape size (w, h), from a cells grid bilinearly upsampled."""
    w, h = size
    cw, ch = max(2, cells[0]), max(2, cells[1])
    grid = rng.random((cw + 1, ch + 1), dtype=np.float32)

    def weights(n: int, cells: int) -> tuple[np.ndarray, np.ndarray]:
        pos = np.linspace(0, cells, n, endpoint=False, dtype=np.float32)
        i = pos.astype(np.int32)
        f = pos - i
        return i, f * f * (3 - 2 * f)  # smoothstep hides the grid's straight seams

    xi, fx = weights(w, cw)
    yi, fy = weights(h, ch)
    # Separable: along x on the small grid first, then along y on the full size.
    cols = grid[xi] + (grid[xi + 1] - grid[xi]) * fx[:, None]  # (w, ch + 1)
    return cols[:, yi] + (cols[:, yi + 1] - cols[:, yi]) * fy[None, :]


def _wood(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """RGB float array (w, h, 3) of dark planks running left to right."""
    w, h = size
    plank_h = max(60, h // 5)
    y = np.arange(h, dtype=np.float32)[None, :]
    # Long streaks along x, short across: the grain of sawn boards.
    warp = _smooth_noise(rng, size, (max(2, w // 260), max(2, h // 10))) * 26.0
    fine = _smooth_noise(rng, size, (max(2, w // 40), max(2, h // 3)))
    rings = 0.5 + 0.5 * np.sin((y + warp) * (2 * math.pi / 11.0))
    rings = rings**3  # thin dark-light lines rather than a soft wave
    grain = 0.55 * rings + 0.45 * fine

    dark = np.array([34, 22, 18], dtype=np.float32)
    light = np.array([78, 52, 36], dtype=np.float32)
    rgb = dark + (light - dark) * grain[..., None]

    plank = np.arange(h) // plank_h
    n_planks = int(plank.max()) + 1
    shade = (0.85 + 0.3 * rng.random(n_planks)).astype(np.float32)  # each board is a slightly different tree
    rgb *= shade[plank][None, :, None]
    # Seams between boards: a dark gap with a faint lit edge below it.
    pos = np.arange(h) % plank_h
    seam = np.ones(h, dtype=np.float32)
    seam[pos == 0] = 0.25
    seam[pos == 1] = 0.55
    seam[pos == 2] = 1.18
    rgb *= seam[None, :, None]
    # Butt joints: each row of boards is cut at a different place.
    for p in range(n_planks):
        x_cut = int(rng.uniform(0.15, 0.85) * w)
        y0, y1 = p * plank_h, min(h, (p + 1) * plank_h)
        rgb[max(0, x_cut - 1) : x_cut + 1, y0:y1] *= 0.35
    return rgb


BASE_SIZE = (1600, 1000)


TEXTURE_VERSION = 1  # bump when the generator changes, so old disk caches are ignored


def _texture_cache_path(seed: int) -> Path:
    return user_dir() / "cache" / f"table-{seed}-v{TEXTURE_VERSION}-{BASE_SIZE[0]}x{BASE_SIZE[1]}.jpg"


@lru_cache(maxsize=2)
def _base_texture(seed: int) -> pygame.Surface:
    """The table at BASE_SIZE: from the disk cache, else generated (a few tenths of a second) and cached."""
    path = _texture_cache_path(seed)
    try:
        cached = pygame.image.load(str(path))
        if cached.get_size() == BASE_SIZE:
            return cached
    except (OSError, pygame.error):
        pass  # no cache yet, or unreadable: make it again
    surface = _generate_texture(seed)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        with open(tmp, "wb") as fh:
            pygame.image.save(surface, fh, "jpg")  # JPEG: saves in milliseconds where PNG takes most of a second
        os.replace(tmp, path)
    except (OSError, pygame.error):
        pass  # a read-only home only costs the next start the same fraction of a second
    return surface


def _generate_texture(seed: int) -> pygame.Surface:
    """Dark planks, film grain, a vignette and a pool of candlelight, at BASE_SIZE."""
    w, h = BASE_SIZE
    rng = np.random.default_rng(seed)
    rgb = _wood((w, h), rng)
    rgb += rng.standard_normal((w, h, 1), dtype=np.float32) * 3.0  # film grain, so flat areas never band

    xs = ((np.arange(w) - w / 2) / (w / 2)).astype(np.float32)
    ys = ((np.arange(h) - h * 0.42) / (h / 2)).astype(np.float32)
    r2 = xs[:, None] ** 2 * 0.8 + ys[None, :] ** 2
    vignette = np.clip(1.15 - 0.55 * r2, 0.18, 1.15)
    rgb *= vignette[..., None]
    # Warm candle light pooled at the top centre; cooler purple in the far corners.
    candle = np.exp(-r2 * 2.2)[..., None] * np.array([34, 18, 2], dtype=np.float32)
    corner = np.clip(r2 - 0.9, 0, 2)[..., None] * np.array([6, 0, 14], dtype=np.float32)
    rgb += candle + corner

    surface = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surface, np.clip(rgb, 0, 255).astype(np.uint8))
    return surface


@lru_cache(maxsize=4)
def table_texture(size: tuple[int, int], seed: int = 1661) -> pygame.Surface:
    """The dark wood table under everything, lit by a candle and vignetted (cached per size).

    Generated once and scaled to each window size, so resizing the window costs a
    scale (milliseconds) rather than a new texture.
    """
    base = _base_texture(seed)
    surface = base.copy() if tuple(size) == BASE_SIZE else pygame.transform.smoothscale(base, size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


def glow(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian-blurred copy of an alpha surface, padded by 2 * radius on each side."""
    w, h = surface.get_size()
    pad = radius * 2
    padded = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    padded.blit(surface, (pad, pad))
    return pygame.transform.gaussian_blur(padded, radius)


def render_title(text: str, size: int, colour=BONE, glow_colour=AMBER) -> pygame.Surface:
    """A display title: serif caps with a dark drop shadow and a candle-amber glow."""
    f = font("display", size)
    # letter-spacing suits engraved capitals (the menu's NECRO TABLETOP); a sentence in it read
    # "L e a v e  f o r  t h e  m e n u ?" once the UI scale took a dialog's title past 40
    spaced = " ".join(text) if size >= 40 and text.isupper() else text
    ink = f.render(spaced, True, colour)
    halo = f.render(spaced, True, glow_colour)
    shadow = f.render(spaced, True, INK)
    pad = max(4, size // 3)
    out = pygame.Surface((ink.get_width() + 4 * pad, ink.get_height() + 4 * pad), pygame.SRCALPHA)
    r = pad // 2
    blurred = glow(halo, r)
    for _ in range(2):  # twice: one pass of a wide blur is too faint to read as candlelight
        out.blit(blurred, (2 * pad - 2 * r, 2 * pad - 2 * r))  # glow() pads by 2r on each side
    out.blit(shadow, (2 * pad + max(2, size // 24), 2 * pad + max(2, size // 20)))
    out.blit(ink, (2 * pad, 2 * pad))
    return out


def text(kind: str, size: int, s: str, colour=BONE, shadow: bool = True) -> pygame.Surface:
    """A line of text in a shipped font, with an optional soft drop shadow for legibility on wood."""
    f = font(kind, size)
    ink = f.render(s, True, colour)
    if not shadow:
        return ink
    off = max(1, size // 16)
    out = pygame.Surface((ink.get_width() + off, ink.get_height() + off), pygame.SRCALPHA)
    out.blit(f.render(s, True, INK), (off, off))
    out.blit(ink, (0, 0))
    return out


FRAME_STUD = 16  # draw_frame's corner studs reach this far in from each corner, at every scale (pixels)


def draw_frame(surface: pygame.Surface, rect: pygame.Rect, fill_alpha: int = 200) -> None:
    """A dark lacquered panel with a double brass border and corner studs."""
    surface.blit(frame_surface(tuple(rect.size), fill_alpha), rect.topleft)


@lru_cache(maxsize=16)
def frame_surface(size: tuple[int, int], fill_alpha: int = 200) -> pygame.Surface:
    """The panel of draw_frame, made once per size (a row-by-row gradient is too slow per frame)."""
    w, h = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    # Lighter at the top, like lacquer catching the candle: a vertical gradient, row by row
    # (drawing on an alpha surface replaces pixels, so each row gets its final colour).
    for i in range(h):
        t = i / max(1, h - 1)
        col = [round(PURPLE[k] * 0.45 * (1 - t) + PURPLE_DEEP[k] * (0.55 + 0.45 * t)) for k in range(3)]
        pygame.draw.line(panel, (*col, fill_alpha), (0, i), (w - 1, i))
    # Clip the corners to the rounded border drawn below.
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    rect = panel.get_rect()
    pygame.draw.rect(panel, BRASS_DARK, rect, 3, border_radius=10)
    pygame.draw.rect(panel, BRASS, rect.inflate(-8, -8), 1, border_radius=8)
    for cx, cy in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
        cx += 10 if cx == rect.left else -11
        cy += 10 if cy == rect.top else -11
        pygame.draw.circle(panel, BRASS_DARK, (cx, cy), 5)
        pygame.draw.circle(panel, BRASS, (cx - 1, cy - 1), 3)
    return panel


def draw_sigil(surface: pygame.Surface, centre: tuple[int, int], radius: int, alpha: int = 60) -> None:
    """A faint ritual circle (rings, a heptagram, rune ticks) chalked onto the table."""
    size = radius * 2 + 8
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    col = (*PURPLE, alpha)
    chalk = (*BONE, alpha // 2)
    pygame.draw.circle(layer, col, c, radius, 3)
    pygame.draw.circle(layer, chalk, c, radius - 10, 1)
    pygame.draw.circle(layer, col, c, int(radius * 0.62), 2)
    points = [
        (c[0] + radius * 0.93 * math.sin(2 * math.pi * k / 7), c[1] - radius * 0.93 * math.cos(2 * math.pi * k / 7))
        for k in range(7)
    ]
    # A {7/3} heptagram: each point joined to the one three steps on.
    for k in range(7):
        pygame.draw.line(layer, col, points[k], points[(k + 3) % 7], 2)
    for k in range(56):
        ang = 2 * math.pi * k / 56
        r0, r1 = radius - 10, radius - (18 if k % 4 == 0 else 14)
        pygame.draw.line(
            layer,
            chalk,
            (c[0] + r0 * math.sin(ang), c[1] - r0 * math.cos(ang)),
            (c[0] + r1 * math.sin(ang), c[1] - r1 * math.cos(ang)),
            1,
        )
    surface.blit(layer, (centre[0] - size // 2, centre[1] - size // 2))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (behind a modal message)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=8)
def candle_body(width: int, height: int) -> pygame.Surface:
    """A bone-white candle stub with wax drips and a brass dish (wick at the top centre)."""
    dish_h = max(6, width // 4)
    surf = pygame.Surface((width * 2, height + dish_h), pygame.SRCALPHA)
    x0 = width // 2
    # Shade across the wax: lit from the middle, darker at the sides, so it reads as round.
    for i in range(width):
        t = abs(i - width / 2) / (width / 2)
        shade = 1.0 - 0.45 * t * t
        col = tuple(int(c * shade) for c in BONE)
        pygame.draw.line(surf, col, (x0 + i, 6), (x0 + i, height))
    pygame.draw.ellipse(surf, (246, 238, 216), (x0, 0, width, 12))
    for dx, length in ((0.18, 0.22), (0.55, 0.12), (0.8, 0.3)):
        x = x0 + int(dx * width)
        pygame.draw.line(surf, (250, 244, 228), (x, 6), (x, 6 + int(length * height)), max(2, width // 10))
        pygame.draw.circle(surf, (250, 244, 228), (x, 6 + int(length * height)), max(2, width // 10))
    pygame.draw.line(surf, INK, (x0 + width // 2, 7), (x0 + width // 2, 0), 2)  # the wick
    pygame.draw.ellipse(surf, BRASS_DARK, (0, height - dish_h // 2, width * 2, dish_h + dish_h // 2))
    pygame.draw.ellipse(surf, BRASS, (2, height - dish_h // 2, width * 2 - 4, dish_h), 0)
    pygame.draw.ellipse(surf, BRASS_DARK, (x0 - 2, height - dish_h // 3, width + 4, dish_h // 2))
    return surf


@lru_cache(maxsize=16)
def flame(width: int, height: int) -> pygame.Surface:
    """A candle flame: amber teardrop with a pale core."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pts = [(width / 2, 0), (width, height * 0.68), (width / 2, height), (0, height * 0.68)]
    outer = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(outer, (*AMBER, 230), pts)
    pygame.draw.ellipse(outer, (*AMBER, 230), (0, height * 0.45, width, height * 0.55))
    surf.blit(pygame.transform.gaussian_blur(outer, 1), (0, 0))
    pygame.draw.ellipse(surf, (255, 246, 214, 240), (width * 0.3, height * 0.55, width * 0.4, height * 0.4))
    return surf


@lru_cache(maxsize=16)
def halo(radius: int, strength: int = 70) -> pygame.Surface:
    """A soft radial glow of candlelight (strength: alpha at the centre), to lay on the table."""
    surf = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for r in range(radius, 0, -2):
        t = r / radius
        a = int(strength * (1 - t) ** 2)
        pygame.draw.circle(surf, (255, 170, 70, a), (radius, radius), r)
    return surf


@lru_cache(maxsize=8)
def wax_seal(radius: int, label: str) -> pygame.Surface:
    """A red wax seal with a short word pressed into it (for 'not yet' marks)."""
    size = radius * 2 + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    # An uneven rim: wax does not pour into a perfect circle.
    rim = [
        (
            c[0] + (radius + (1.5 if k % 2 else -0.5)) * math.cos(2 * math.pi * k / 18),
            c[1] + (radius + (1.5 if k % 2 else -0.5)) * math.sin(2 * math.pi * k / 18),
        )
        for k in range(18)
    ]
    pygame.draw.polygon(surf, (120, 28, 24), rim)
    pygame.draw.circle(surf, (164, 44, 36), c, radius - 2)
    pygame.draw.circle(surf, (120, 28, 24), c, radius - 6, 1)
    word = font("serif_bold", max(8, radius * 2 // 3)).render(label, True, (240, 200, 180))
    surf.blit(word, word.get_rect(center=c))
    return surf


def draw_plaque(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, hover: bool = False) -> None:
    """A parchment plaque button drawn by hand, as the theme's "@plaque" buttons look, for
    scenes that draw their own button (the hand-over screen works without pygame_gui)."""
    rect = pygame.Rect(rect)
    top, bottom = ((255, 240, 200), (224, 168, 90)) if hover else ((236, 224, 192), (181, 159, 116))
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=10)
    fill = pygame.Surface(rect.size, pygame.SRCALPHA)
    for y in range(rect.height):
        k = y / max(1, rect.height - 1)
        pygame.draw.line(fill, tuple(int(a + (b - a) * k) for a, b in zip(top, bottom)), (0, y), (rect.width, y))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(fill, rect)
    pygame.draw.rect(surface, (255, 207, 122) if hover else (110, 80, 32), rect, 3, border_radius=10)
    words = text("serif_bold", size, label, (36, 22, 14), shadow=False)
    surface.blit(words, words.get_rect(center=rect.center))


def wrap_lines(text: str, font, width: int) -> list[str]:
    """Words of `text` filled into lines that fit `width` pixels in `font` (a word longer than
    the width gets a line of its own; newlines count as spaces; no text, no lines)."""
    return fill_lines(plain(text).split(), lambda line: font.size(line)[0], width)
