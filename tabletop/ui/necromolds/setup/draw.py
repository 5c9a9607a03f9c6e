"""Drawing pieces shared by the set-up screens: the roll-off dice (the table's own), monster bases, small buttons, wrapped text.

Everything here only draws; nothing changes game state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.ui import look, palette
from tabletop.ui.kit import names as kit_names

# the colour of a combat die's face, as table.draw draws every combat die
DIE_FACE = (70, 50, 66)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Lines of `text` that fit `width` pixels in `font` (long words are not split)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_hint(parts: Sequence[str], kind: str, size: int, least: int, room: int) -> tuple[str, int]:
    """A one-line hint made of `parts` (joined with " · ") and the font size that shows it whole in
    `room` pixels: the largest size from `size` down to `least`; when even `least` is too wide, the
    parts between the first (what to do) and the last are left out, the last-but-one first, until
    it fits. At 960x600 with Large text the deploy hint with Directional Attacks ran off both sides
    of the map (play-test r24)."""
    keep = list(parts)
    while True:
        text = " · ".join(keep)
        for fs in range(size, least - 1, -1):
            if look.font(kind, fs).size(text)[0] <= room:
                return text, fs
        if len(keep) <= 2:
            return text, least
        del keep[-2]


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    kind: str,
    size: int,
    colour,
    rect: pygame.Rect,
    max_lines: int = 99,
    shadow: bool = False,
) -> int:
    """Draw text wrapped into rect's width from its top; returns the y below the last line."""
    f = look.font(kind, size)
    y = rect.top
    lines = wrap(f, text, rect.width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        while lines[-1] and f.size(lines[-1] + "…")[0] > rect.width:
            lines[-1] = lines[-1][:-1]
        lines[-1] += "…"
    for line in lines:
        img = look.text(kind, size, line, colour, shadow=shadow)
        surface.blit(img, (rect.left, y))
        y += f.get_linesize()
    return y


def draw_wrapped_icons(
    surface: pygame.Surface, text: str, kind: str, size: int, colour, rect: pygame.Rect, max_lines: int = 99
) -> int:
    """Like draw_wrapped, for ability texts: the rulebook's icon before each word that names one
    (friendly, enemy, smashed, ... NM-ICON-01); returns the y below the last line."""
    from tabletop.ui.necromolds.table import draw as TD

    f = look.font(kind, size)
    lines = TD.wrap_rich(text, kind, size, rect.width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        while lines[-1] and TD.rich_width(lines[-1] + "…", kind, size) > rect.width:
            lines[-1] = lines[-1][:-1]
        lines[-1] += "…"
    y = rect.top
    for line in lines:
        TD.draw_rich_line(surface, line, kind, size, (rect.left, y), colour)
        y += f.get_linesize()
    return y


def draw_die(surface: pygame.Surface, rect: pygame.Rect, symbols: Sequence[str], tint=None, tilt: float = 0.0) -> None:
    """A combat die seen from above showing `symbols` (one or two), rimmed in `tint`: the table's
    own combat die (table.draw.combat_die), so the roll-off and the combat window look alike."""
    from tabletop.ui.necromolds.table import draw as TD

    die = TD.combat_die(tuple(symbols), int(rect.width), rim=tuple(tint) if tint is not None else None)
    if not tilt:  # laid as the combat window lays it: the die's face on rect, its shadow beyond
        surface.blit(die, rect.topleft)
        return
    die = pygame.transform.rotate(die, tilt)
    surface.blit(die, die.get_rect(center=rect.center))


def draw_token(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    colour,
    label: str = "",
    ghost: bool = False,
    ring=None,
) -> None:
    """A monster's round base from above: shadow, owner colour, bone rim, initials."""
    r = max(3, round(radius))
    cx, cy = round(centre[0]), round(centre[1])
    if ghost:
        layer = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(layer, (*colour, 150), (r + 2, r + 2), r)
        pygame.draw.circle(layer, (*(ring or look.BONE), 230), (r + 2, r + 2), r, 2)
        surface.blit(layer, (cx - r - 2, cy - r - 2))
    else:
        pygame.draw.circle(surface, look.INK, (cx + 2, cy + 3), r)
        pygame.draw.circle(surface, colour, (cx, cy), r)
        shade = tuple(int(c * 0.6) for c in colour)
        pygame.draw.circle(surface, shade, (cx, cy), max(2, r - max(2, r // 4)), max(1, r // 6))
        pygame.draw.circle(surface, ring or look.BONE, (cx, cy), r, 2)
    if label and r >= 9:
        img = look.text("sans_bold", max(9, int(r * 0.8)), label, look.INK, shadow=False)
        surface.blit(img, img.get_rect(center=(cx, cy)))


@dataclass
class Hotspot:
    """A small drawn button: a rect, a label, and what pressing it does (or why it cannot)."""

    rect: pygame.Rect
    label: str
    action: Callable[[], object]
    key: str
    enabled: bool = True
    reason: str = ""  # why it is disabled (shown when pressed)


def draw_hotspot(surface: pygame.Surface, spot: Hotspot, hovered: bool = False, size: int = 13) -> None:
    """A brass button; dim when disabled, lit when the mouse is over it."""
    r = spot.rect
    if spot.enabled:
        fill = (214, 176, 104) if hovered else (188, 150, 82)
        border, text_colour = ((255, 214, 140) if hovered else look.BRASS_DARK), look.INK
    else:
        fill, border, text_colour = (70, 60, 56), (92, 78, 56), (138, 126, 108)
    pygame.draw.rect(surface, look.INK, r.move(1, 2), border_radius=5)
    pygame.draw.rect(surface, fill, r, border_radius=5)
    pygame.draw.rect(surface, border, r, 1, border_radius=5)
    img = look.text("serif_bold", size, spot.label, text_colour, shadow=False)
    if img.get_width() > r.width - 4:
        img = look.text("sans_bold", max(9, size - 2), spot.label, text_colour, shadow=False)
    surface.blit(img, img.get_rect(center=r.center))


def hit(spots: Sequence[Hotspot], pos: tuple[int, int]) -> Hotspot | None:
    """The hotspot under `pos`, if any."""
    for spot in spots:
        if spot.rect.collidepoint(pos):
            return spot
    return None


def colour_name(colour) -> str:
    """The name a player colour has on the new-game screen (or its RGB)."""
    from tabletop.ui.necromolds.colours import PLAYER_COLOURS

    slot = palette.slot_of(colour)  # the colour in any palette (the table paints the chosen one)
    for name, rgb in PLAYER_COLOURS.items():
        if tuple(rgb) == tuple(colour) or (slot is not None and palette.slot_of(rgb) == slot):
            return name
    return "rgb({}, {}, {})".format(*colour)


# -- deployment zones (NM-SETUP-19, NM-MULTI-04/05) ------------------------------------------


def seats_on(map_id: str, players: int):
    """A stand-in for a state with `players` seats on a map: enough for the engine's zone queries
    (`queries.deploy_zone`, `queries.deploy_strip`, `words.edge_of`) before a game exists (the preview)."""
    from types import SimpleNamespace

    return SimpleNamespace(map=map_id, seats=[None] * players)


def zone_name(state, seat: int) -> str:
    """Where the seat deploys, in the engine's words ('the top-left corner')."""
    from tabletop.games.necromolds import words

    return words.edge_of(seat, state)


def draw_zones(
    surface: pygame.Surface,
    camera,
    state,
    colours,
    s: float,
    names: bool = True,
    only: int | None = None,
    glow: float = 0.0,
) -> list[tuple[int, pygame.Rect]]:
    """Each seat's deployment zone as the engine defines it: its green border strip (`queries.deploy_strip`),
    the edge or corner it runs along (`queries.deploy_zone`) in the player's colour, and its name.

    `only`: draw just that seat's zone, lit (`glow` 0..1 pulses it). Returns (seat, label rect)."""
    labels = []
    seats = [only] if only is not None else range(len(state.seats))
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for seat in seats:
        colour = tuple(colours[seat]) if seat < len(colours) else look.BONE
        strip = [camera.map_to_screen(x, y) for x, y in NQ.deploy_strip(state, seat)]
        if len(strip) >= 3:
            if only is not None:
                bright = tuple(min(255, int(v + (255 - v) * 0.45)) for v in colour[:3])
                pygame.draw.polygon(layer, (*bright, int(90 + 70 * glow)), strip)
            else:
                pygame.draw.polygon(layer, (*look.MOSS_DARK, 190), strip)
    surface.blit(layer, (0, 0))
    if only is not None:  # the lit zone's outline: bright, so a green player's zone stands out on grass
        colour = tuple(colours[only]) if only < len(colours) else look.BONE
        bright = tuple(min(255, int(v + (255 - v) * 0.45)) for v in colour[:3])
        strip = [camera.map_to_screen(x, y) for x, y in NQ.deploy_strip(state, only)]
        if len(strip) >= 3:
            pygame.draw.polygon(surface, look.INK, strip, 5)
            pygame.draw.polygon(surface, bright, strip, 3)
    for seat in seats:
        colour = tuple(colours[seat]) if seat < len(colours) else look.BONE
        line = [camera.map_to_screen(x, y) for x, y in NQ.deploy_zone(state, seat)]
        width = max(3, int(camera.length_to_pixels(0.18)))
        if len(line) >= 2:
            pygame.draw.lines(surface, look.INK, False, line, width + 2)
            pygame.draw.lines(surface, colour, False, line, width)
        if names and line:
            labels.append((seat, zone_label(surface, camera, state, colours, s, seat, only)))
    return labels


def zone_label(surface: pygame.Surface, camera, state, colours, s: float, seat: int, only=None) -> pygame.Rect:
    """A seat's zone name on a plaque a little inside the map from the zone's middle point (drawn
    last by a screen with pieces on the map, so no figure covers it); returns its box."""
    colour = tuple(colours[seat]) if seat < len(colours) else look.BONE
    line = [camera.map_to_screen(x, y) for x, y in NQ.deploy_zone(state, seat)]
    mx = sum(p[0] for p in line) / len(line)
    my = sum(p[1] for p in line) / len(line)
    cx, cy = camera.map_to_screen(*_map_centre(state))
    k = min(1.0, camera.length_to_pixels(2.2) / max(1.0, math.hypot(cx - mx, cy - my)))
    at = (mx + (cx - mx) * k, my + (cy - my) * k)
    words = kit_names.seat_name(seat) + ("" if only is None else f": {zone_name(state, seat)}")
    img = look.text("serif_bold", max(10, int(13 * s)), words, look.INK, shadow=False)
    box = img.get_rect(center=(round(at[0]), round(at[1]))).inflate(int(12 * s), int(6 * s))
    pygame.draw.rect(surface, colour, box, border_radius=6)
    pygame.draw.rect(surface, look.INK, box, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def _map_centre(state) -> tuple[float, float]:
    from tabletop.games.necromolds.library import library

    mp = library().maps[state.map]
    return mp.width / 2, mp.height / 2


def draw_map(surface: pygame.Surface, camera, state, colours, s: float, terrain=(), zone_names: bool = True) -> None:
    """The battle map of a game: two players' edge strips as the map shows them, or with 3-4
    players every seat's zone (NM-MULTI-04) in that player's colour."""
    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.battle_map import draw_battle_map

    mp = library().maps[state.map]
    if len(state.seats) <= 2:
        draw_battle_map(surface, camera, (mp.width, mp.height), colours, mp.border, terrain)
    else:
        draw_battle_map(surface, camera, (mp.width, mp.height), [], mp.border, terrain, strips=False)
        draw_zones(surface, camera, state, colours, s, names=zone_names)
    if "fan_high_ground" in state.fan:  # raised ground to stand on (NM-FAN-07..09), as the table draws it
        from tabletop.ui.necromolds.table.fan_marks import draw_surfaces

        draw_surfaces(surface, camera, state)
