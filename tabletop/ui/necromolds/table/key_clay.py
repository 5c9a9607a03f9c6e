"""More Fun with Clay by keyboard (issue 26, NM-CLAY-02/03/05/08): the clay tools' focus targets and
where their pointer starts, for key_path.py.

With the Magic Missile or the Magic Blast in hand, the pointer is the aim: it is put on the map when the
tool is taken by keys (over the tightest group of the other seats' monsters, else the map's middle),
the arrows carry it (key_path.nudge: a motion with no button held, as a hovering hand), Tab jumps it
to each monster in turn (the preview follows the focus), and Enter drops the ball or lowers the disc
there (a click, the mouse's own gesture). With the Magic Wall in hand, the arrows carry the pointer to
where the wall starts, Enter presses there, the arrows carry the wall's other end (a keyboard stroke is
straight from end to end: WallTool.straight), and Enter builds it; Esc steps back to placing the first
end, then puts the tool down. Remove wall offers each standing wall to click. Every gesture is sent as
the mouse events a hand makes, so the keys can do no more than the mouse.
"""

from __future__ import annotations

import pygame

from tabletop.ui.kit.focus import Target
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.clay_blast import BlastTool
from tabletop.ui.necromolds.table.clay_missile import MissileTool
from tabletop.ui.necromolds.table.clay_scenes import target_group
from tabletop.ui.necromolds.table.clay_wall import RemoveWallTool, WallTool

MISSILE_HERE = "Drop the Magic Missile here"
BLAST_HERE = "Lower the Magic Blast here"
WALL_START = "Start the wall here"
WALL_END = "Build the wall to here"
HERE_LABELS = (MISSILE_HERE, BLAST_HERE, WALL_START, WALL_END)
START_TRIES = ((0.0, 0.0), (1.5, 0.0), (-1.5, 0.0), (0.0, 1.5), (0.0, -1.5), (3.0, 0.0), (-3.0, 0.0))
START_REACH = ((1.5, 0.0), (0.0, 1.5), (1.0, 1.0))  # a wall started there may be drawn a little each way


def aim_tool(scene):
    """The clay tool at the top whose pointer the keys carry (missile, blast, wall), or None."""
    top = scene.tools.top
    return top if isinstance(top, (MissileTool, BlastTool, WallTool)) else None


def pressed(scene) -> bool:
    """The pointer is carried with the button held (a wall being drawn), not hovering."""
    top = scene.tools.top
    return isinstance(top, WallTool) and top.drawing


def here_label(scene) -> str | None:
    """The label of the target that follows the pointer for the clay tool in hand (None: none in hand)."""
    top = aim_tool(scene)
    if isinstance(top, MissileTool):
        return MISSILE_HERE
    if isinstance(top, BlastTool):
        return BLAST_HERE
    if isinstance(top, WallTool):
        return WALL_END if top.drawing else WALL_START
    return None


def _at(view, x: float, y: float) -> tuple[int, int]:
    sx, sy = view.camera.map_to_screen(x, y)
    return int(sx), int(sy)


def targets(scene, view, at, ring) -> list[Target] | None:
    """The clay tool's targets (before the buttons), or None when no clay tool is in hand. `at(view, m)`
    and `ring(view, m)` place a monster's ring (key_path's)."""
    top = scene.tools.top
    st = view.state
    here = tuple(scene.mouse)
    if isinstance(top, (MissileTool, BlastTool)):
        drop = "Drop the Magic Missile" if isinstance(top, MissileTool) else "Lower the Magic Blast"
        out = [Target(here_label(scene) or drop, here, "click")] if view.on_map(here) else []
        for m in st.alive():
            if view.on_map(at(view, m)):
                out.append(Target(f"{drop} over {Q.monster_name(st, m.id)}", at(view, m), "click", ring(view, m)))
        return out
    if isinstance(top, WallTool):
        if top.drawing:
            return [Target(WALL_END, here, "release")]
        return [Target(WALL_START, here, "press")] if view.on_map(here) else []
    if isinstance(top, RemoveWallTool):
        out = []
        for w in CR.walls(st):
            p = CR.wall_polygon(w).representative_point()
            pos = _at(view, p.x, p.y)
            if view.on_map(pos):
                out.append(Target(f"Remove {view.seat_name(w.owner)}'s wall", pos, "click"))
        return out
    return None


def start_point(scene) -> tuple[float, float]:
    """Where the pointer is put on the map when a clay tool is taken by keys (map inches)."""
    view = scene.tool_view()
    st = view.state
    top = aim_tool(scene)
    seat = top.seat if top is not None else 0
    area = pygame.Rect(view.layout.map)
    middle = view.map_point(area.center)
    if not isinstance(top, WallTool):
        aim = target_group(st, seat)
        return aim if view.on_map(_at(view, *aim)) else middle
    w, h = CR.bounds(st)
    for ring in range(8):  # the nearest spot to the middle a short wall may be drawn from
        for dx, dy in START_TRIES:
            p = (middle[0] + dx * (1 + ring), middle[1] + dy * (1 + ring))
            if not (0.5 <= p[0] <= w - 2 and 0.5 <= p[1] <= h - 2) or not view.on_map(_at(view, *p)):
                continue
            if all(CR.plan_wall(st, seat, [p, (p[0] + ex, p[1] + ey)]).ok for ex, ey in START_REACH):
                return p
    return middle


def point_at(scene, pos, held: bool = False) -> None:
    """Move the pointer to a screen point, as a hand moves the mouse (a motion event)."""
    buttons = (1, 0, 0) if held else (0, 0, 0)
    pos = (int(pos[0]), int(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, keyboard=True))


def follow(scene, before, listing) -> None:
    """After a key: a clay tool just taken puts the pointer on the map (the focus on it); while aiming,
    the pointer follows the focus to the monster it went to, so the preview shows what Enter does.
    `before` is the tool that was on top before the key, `listing()` the table's targets now."""
    top = aim_tool(scene)
    if top is None or not scene.focus.on:
        return
    view = scene.tool_view()
    if top is not before or not view.on_map(scene.mouse):
        if not view.on_map(scene.mouse):
            point_at(scene, _at(view, *start_point(scene)))
        from_here = here_label(scene)
        scene.focus.offer(listing())
        if from_here:
            scene.focus.focus_on(from_here)
        return
    f = scene.focus.focused()
    aiming = isinstance(top, (MissileTool, BlastTool))
    if aiming and f is not None and f.label not in HERE_LABELS and f.pos != tuple(scene.mouse) and view.on_map(f.pos):
        point_at(scene, f.pos)


def step_back(scene) -> bool:
    """Esc while a wall is being drawn by keys or the mouse: the stroke is dropped and the pointer goes
    back to its first end, to be placed again (the tool stays in hand). False when there is no stroke."""
    top = scene.tools.top
    if not isinstance(top, WallTool) or not top.drawing:
        return False
    first = top.stroke[0] if top.stroke else None
    top.drawing = False
    top.stroke = []
    if first is not None and top.straight:  # by keys: the pointer back where the keys pressed
        point_at(scene, _at(scene.tool_view(), *first))
    return True
