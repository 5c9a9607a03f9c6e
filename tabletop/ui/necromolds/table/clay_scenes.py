"""Scenario pictures of the clay at the table (levels/necromolds/scenarios/clay_*.toml): a Magic
Missile in flight (a still frame of the rules' own simulation, mid-fall, with its shadow), a Magic
Blast hovering over a group of monsters, a Magic Wall being drawn. `overlay(scene, ov)` puts the
table in that moment; scenarios.apply_overlay calls it for the overlay kinds clay_missile,
clay_blast and clay_wall. `ov.cursor` (map inches) places the aim; else the tightest group of
the other seats' monsters is aimed at.
"""

from __future__ import annotations

import math

from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table.clay_blast import BlastTool
from tabletop.ui.necromolds.table.clay_missile import HOLD, SLOW, MissileShow
from tabletop.ui.necromolds.table.clay_wall import WallTool

FALL_SHOWN = 0.45  # the missile picture: the ball this fraction of the way down


def target_group(state, seat: int) -> tuple[float, float]:
    """The centre of the tightest group of other seats' monsters (the map's middle if none)."""
    foes = [m for m in state.alive() if m.owner != seat] or state.alive()
    if not foes:
        w, h = CR.bounds(state)
        return (w / 2, h / 2)
    best = max(
        foes,
        key=lambda m: (
            sum(1 for o in state.alive() if math.dist((o.x, o.y), (m.x, m.y)) < 2.5),
            -math.dist((m.x, m.y), (CR.bounds(state)[0] / 2, CR.bounds(state)[1] / 2)),
        ),
    )
    near = [o for o in state.alive() if math.dist((o.x, o.y), (best.x, best.y)) < 2.5]
    return (sum(o.x for o in near) / len(near), sum(o.y for o in near) / len(near))


def missile_in_flight(scene, seat: int, aim):
    """A missile show frozen mid-fall (the first seed that smashes something, so it is worth watching)."""
    st = scene.state
    res = None
    for seed in range(64):
        res = CR.simulate_missile(st, aim, seed)
        if res.events:
            break
    show = MissileShow(res, st, st, seat, scene.colours)
    top = res.frames[0][2]
    k = next((i for i, f in enumerate(res.frames) if f[2] <= top * (1 - FALL_SHOWN)), 0)
    show.freeze(HOLD + k * res.step / SLOW)
    return show


def wall_stroke(state, seat: int, aim) -> list[tuple[float, float]]:
    """A curved stroke near `aim` the rules would build (tried at a few places and turns)."""
    w, h = CR.bounds(state)
    tries = []
    for dy in (-3.0, 3.0, -4.5, 4.5, -2.0, 2.0, 0.0):
        for turn in (0.0, 0.5, -0.5, 1.0):
            cx, cy = aim[0], aim[1] + dy
            pts = []
            for k in range(25):
                u = -3.0 + 6.0 * k / 24
                a = turn
                x = cx + u * math.cos(a) - 0.06 * u * u * math.sin(a)
                y = cy + u * math.sin(a) + 0.06 * u * u * math.cos(a) - 0.5
                pts.append((min(w - 0.3, max(0.3, x)), min(h - 0.3, max(0.3, y))))
            tries.append(pts)
    for pts in tries:
        if CR.plan_wall(state, seat, pts).ok:
            return pts
    return tries[0]


def overlay(scene, ov) -> None:
    """Put the table in the overlay's clay moment."""
    st = scene.state
    seat = scene.seat_at_screen if scene.seat_at_screen is not None else 0
    aim = tuple(ov.cursor[:2]) if ov.cursor else target_group(st, seat)
    cam = scene.camera
    if ov.kind == "clay_missile":
        scene.set_mouse(cam.map_to_screen(*aim))
        scene.tools.push(missile_in_flight(scene, seat, aim))
    elif ov.kind == "clay_blast":
        scene.set_mouse(cam.map_to_screen(*aim))
        scene.tools.push(BlastTool(seat))
    elif ov.kind == "clay_wall":
        tool = WallTool(seat)
        tool.stroke = wall_stroke(st, seat, aim)
        tool.drawing = True
        scene.set_mouse(cam.map_to_screen(*tool.stroke[-1]))
        scene.tools.push(tool)
