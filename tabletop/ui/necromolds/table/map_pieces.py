"""The pieces on the map as drawn this frame: clay left by fallen monsters, monsters (part way
along an animated move, glowing when they may act, faded while in hand). Pure drawing: reads
the view state and the animations, changes nothing.
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table.pieces import draw_bases_over, draw_clay, draw_monster


def draw_clay_left(surface, camera, state, colours) -> None:
    """Smashed clay in the colour of the monster it was."""
    for c in state.clay:
        colour = look.BONE_DIM
        for m in state.monsters:
            if not m.alive and abs(m.x - c.x) < 1e-6 and abs(m.y - c.y) < 1e-6:
                colour = colours[m.owner]
                break
        draw_clay(surface, camera, colour, c.x, c.y, c.r)


def draw_monsters(surface, camera, state, colours, anims, t: float, actors=(), faded=()) -> None:
    """Every monster on the map, back to front; `actors` glow, `faded` are in hand."""
    lib = library()
    actors, faded = set(actors), set(faded)
    pulse = abs((t * 1.6) % 2 - 1)
    placed = []
    for m in sorted(state.alive(), key=lambda m: m.y):
        size = lib.size(m.book, m.size)
        x, y = m.x, m.y
        pos = anims.position(m.id)
        if pos is not None:
            x, y = pos
        alpha = 90 if m.id in faded else 255
        if m.id in actors and alpha == 255:
            c = camera.map_to_screen(x, y)
            rp = camera.length_to_pixels(size.radius)
            pygame.draw.circle(surface, look.AMBER, c, rp + 3 + 2 * pulse, 2)
        draw_monster(surface, camera, m.book, colours[m.owner], x, y, size.radius, size.height, alpha)
        placed.append((x, y, size.radius, m.owner, colours[m.owner], alpha, m.book, size.height))
    draw_bases_over(surface, camera, placed, NQ.contact_tolerance())  # over all figures: bases and contact read
    if state.fan:  # Directional Attacks: each base's front; High Ground: who stands high (NM-FAN-07, -10)
        from tabletop.ui.necromolds.table import fan_marks

        where = {m.id: anims.position(m.id) for m in state.alive() if anims.position(m.id) is not None}
        fan_marks.draw_all_facings(surface, camera, state, colours, where, skip=faded)
        fan_marks.draw_standing(surface, camera, state, max(0.75, camera.scale / 30), where)
