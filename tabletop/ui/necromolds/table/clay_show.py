"""Where the clay meets the table scene: the shows an engine clay event starts (whoever cast
it: a person or the computer), what the pieces' drawing leaves to a show while it plays, the
walls drawn as terrain, and whether anything clay is still being shown (bots and combat
windows wait for it).

The scene calls four things: `shows_for(event, before, after, colours)` for every event it is
shown, `pieces_state(state, tools)` for the state its pieces are drawn from, `draw_walls(...)`
after the smashed clay, and `playing(tools)`. The table re-runs the same simulation the rules
ran (the event's aim and seed on the state before the action, through clay_rules); a frame only
replays what was computed once.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import msgspec
import pygame

from tabletop.games.necromolds import events as E
from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_draw as CD
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table.clay_show_base import ClayShow
from tabletop.ui.necromolds.table.table_view import TableView

WALL_RISE = 0.7  # s: a new wall rising out of the map
WALL_SINK = 0.6  # s: a removed wall sinking away


def _point(value) -> tuple[float, float] | None:
    try:
        return (float(value[0]), float(value[1]))
    except (TypeError, ValueError, IndexError, KeyError):
        return None


def shows_for(ev, before, after, colours) -> list:
    """The show tools an engine event starts (none for an event that is not clay), read from its typed
    record (tabletop.games.necromolds.events)."""
    rec = ev.record
    if before is None:
        return []
    if isinstance(rec, E.MissileDropped):
        aim = _point(rec.aim)
        if aim is None:
            return []
        from tabletop.ui.necromolds.table.clay_missile import MissileShow

        return [MissileShow(CR.simulate_missile(before, aim, rec.seed), before, after, rec.seat, colours)]
    if isinstance(rec, E.BlastLowered):
        centre = _point(rec.centre)
        if centre is None:
            return []
        from tabletop.ui.necromolds.table.clay_blast import BlastShow

        return [BlastShow(CR.simulate_blast(before, centre), rec.seat, colours)]
    if isinstance(rec, E.WallRaised):
        new = [w for w in CR.walls(after) if w.id not in {o.id for o in CR.walls(before)}]
        return [WallShow(w, True, colours) for w in new]
    if isinstance(rec, E.WallRemoved):
        gone = [w for w in CR.walls(before) if w.id not in {o.id for o in CR.walls(after)}]
        return [WallShow(w, False, colours) for w in gone]
    return []


def blast_attacker(caster: int):
    """Who attacks in a Magic Blast's combat (no monster: the caster's blast, NM-CLAY-09)."""
    from types import SimpleNamespace

    return SimpleNamespace(id="", owner=caster)


def _shows(tools) -> list:
    return [t for t in tools if getattr(t, "clay_show", False) and t.playing()]


def playing(tools) -> bool:
    """Some clay show is still playing."""
    return bool(_shows(tools))


def pieces_state(state, tools):
    """The state the pieces are drawn from this frame: the monsters and smashed clay a playing
    show draws itself are left out (the state itself when nothing plays)."""
    shows = _shows(tools)
    if not shows:
        return state
    hide_m: set = set()
    hide_c: set = set()
    for s in shows:
        hide_m |= s.hidden_monsters()
        hide_c |= {tuple(c) for c in s.hidden_clay()}
    if not hide_m and not hide_c:
        return state
    monsters = [msgspec.structs.replace(m, alive=False) if m.id in hide_m and m.alive else m for m in state.monsters]
    clay = [c for c in state.clay if (c.x, c.y, c.r) not in hide_c]
    return msgspec.structs.replace(state, monsters=monsters, clay=clay)


_PANEL_MEMO: list = [None, None, None]  # (state, pending, the state the panels read): one per frame's state


def panel_state(state, tools):
    """The state the side panels, strips and end screen read this frame: while a show plays, the
    monsters it smashes still count as on the map (and their seats' dice and `out` as before),
    so a panel never tells "4 monsters on the map" while the ball is still falling. Like the log
    (GameScreen.log_held), they catch up once the show is over. Made once per state and shows
    (PanelCache keys on the state's identity)."""
    pending: set = set()
    before = None
    for s in _shows(tools):
        ids = s.pending_smashes()
        if ids:
            pending |= ids
            before = before or s.before
    if not pending:
        return state
    key = frozenset(pending)
    if _PANEL_MEMO[0] is state and _PANEL_MEMO[1] == key:
        return _PANEL_MEMO[2]
    monsters = [
        msgspec.structs.replace(m, alive=True) if m.id in pending and not m.alive else m for m in state.monsters
    ]
    owners = {m.owner for m in state.monsters if m.id in pending}
    changes: dict = {"monsters": monsters}
    if before is not None:
        changes["out"] = [s for s in (getattr(state, "out", None) or []) if s in (getattr(before, "out", None) or [])]
        seats = list(state.seats)
        for seat in owners:  # dice discarded with a spellbook's last monster come back until then
            if 0 <= seat < len(seats) and seat < len(before.seats):
                seats[seat] = msgspec.structs.replace(seats[seat], dice=before.seats[seat].dice)
        changes["seats"] = seats
    shown = msgspec.structs.replace(state, **changes)
    _PANEL_MEMO[:] = [state, key, shown]
    return shown


def seat_clay(owner, colours) -> tuple:
    """A seat's wall clay: its colour, a little earthier."""
    c = colours[owner] if isinstance(owner, int) and 0 <= owner < len(colours) else look.BONE_DIM
    return tuple(int(v * 0.8 + 60 * 0.2) for v in c[:3])


def wall_colour(wall, colours) -> tuple:
    """A wall's clay: its owner's."""
    return seat_clay(getattr(wall, "owner", None), colours)


def draw_walls(surface, camera, state, colours, tools=(), highlight=None) -> None:
    """Every magic wall standing, as terrain taller than a Mud Mump, in its owner's clay (a wall
    a show is raising or sinking is drawn by the show)."""
    walls = CR.walls(state)
    if not walls:
        return
    busy = {t.wall.id for t in tools if isinstance(t, WallShow) and t.playing()}
    ox, oy = camera.map_to_screen(0.0, 0.0)
    for w in sorted(walls, key=lambda w: max(p[1] for p in w.footprint)):
        if w.id in busy:
            continue
        # the wall `highlight` (a Wall or its id) outlined in amber (the remove tool's hover)
        outline = look.AMBER if highlight is not None and w.id == getattr(highlight, "id", highlight) else None
        img, (dx, dy) = wall_sprite(w, camera.scale, wall_colour(w, colours), outline)
        surface.blit(img, (round(ox) + dx, round(oy) + dy))


_WALL_SPRITES: OrderedDict[tuple, tuple] = OrderedDict()


def wall_sprite(w, scale: float, colour, outline=None) -> tuple:
    """A standing wall drawn once per outline, zoom, colour and highlight: (image, its offset from
    the map's top-left corner in pixels); a pan only moves where it is blitted."""
    footprint = tuple(tuple(p) for p in w.footprint)
    holes = tuple(tuple(tuple(p) for p in ring) for ring in (getattr(w, "holes", None) or ()))
    key = (footprint, holes, float(w.height), round(scale, 4), tuple(colour), tuple(outline) if outline else None)
    hit = _WALL_SPRITES.get(key)
    if hit is not None:
        _WALL_SPRITES.move_to_end(key)
        return hit
    from tabletop.ui.camera import Camera

    xs, ys = [p[0] for p in footprint], [p[1] for p in footprint]
    lift = CD.lift_px(Camera(viewport=(1, 1), scale=scale, min_scale=scale, max_scale=scale), float(w.height)) / scale
    pad = 12 / scale
    x0, y0 = min(xs) - pad, min(ys) - lift - pad
    cam = Camera(
        viewport=(int((max(xs) - x0 + pad) * scale) + 8, int((max(ys) - y0 + pad) * scale) + 8),
        scale=scale,
        min_scale=scale,
        max_scale=scale,
    )
    cam.origin_x, cam.origin_y = x0, y0
    img = pygame.Surface(cam.viewport, pygame.SRCALPHA)
    CD.draw_wall(img, cam, list(footprint), float(w.height), colour, holes=[list(r) for r in holes], outline=outline)
    hit = (img, (round(x0 * scale), round(y0 * scale)))
    _WALL_SPRITES[key] = hit
    while len(_WALL_SPRITES) > 64:
        _WALL_SPRITES.popitem(last=False)
    return hit


class WallShow(ClayShow):
    """A wall rising out of the map as it is built, or sinking as it is removed."""

    name = "clay_wall_show"

    def __init__(self, wall, rising: bool, colours) -> None:
        super().__init__()
        self.wall = wall
        self.rising = rising
        self.colour = wall_colour(wall, colours)
        self.end = WALL_RISE if rising else WALL_SINK

    def rise(self) -> float:
        """How much of its height shows now (0..1)."""
        p = min(1.0, self.t / self.end) if self.end else 1.0
        ease = 1 - (1 - p) ** 3
        return ease if self.rising else 1.0 - p * p

    def draw_map(self, surface, view: TableView) -> None:
        """The wall part way up (or down)."""
        if not self.playing():
            return
        fp = [tuple(p) for p in self.wall.footprint]
        k = self.rise()
        CD.draw_wall(
            surface,
            view.camera,
            fp,
            float(self.wall.height),
            self.colour,
            rise=k,
            alpha=255 if self.rising else int(120 + 135 * k),
        )
        if self.rising:  # clay squeezed up: a few crumbs thrown aside
            cx = sum(p[0] for p in fp) / len(fp)
            cy = sum(p[1] for p in fp) / len(fp)
            CD.impact_ring(surface, view.camera, cx, cy, 0.5, min(1.0, self.t / self.end))

    def prompt(self, view: TableView):
        """The banner while it rises or sinks."""
        who = view.seat_name(self.wall.owner) if isinstance(getattr(self.wall, "owner", None), int) else "A player"
        return (f"Magic Wall: {who}'s wall rises" if self.rising else "Magic Wall: the wall is removed", look.AMBER)


def any_show(tools) -> Any | None:
    """The top clay show playing, if any."""
    shows = _shows(tools)
    return shows[-1] if shows else None
