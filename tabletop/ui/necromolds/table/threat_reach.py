"""'Which enemies could reach it next' for the move drag's threat preview, from real paths.

An enemy E could reach the spot p next if E has a legal move of at most its longest move
(the rules' `queries.move_reach`) ending in contact with the dragged monster placed at p. With the dragged
base at p (radius r), E's centre must end on the contact annulus: at distance R .. R + tol from p,
R = rE + r (touching, not overlapping, NM-MOVE-13). The rest of the question does not depend on
p, so it is answered once per drag start, per enemy, on the battlefield without the dragged base:

* A_E: E's reachable area there (`Battlefield.reachable_area`: legal ends, friends, clay and
  ends touching two enemies cut away), minus the ends touching another enemy of E (with the
  dragged monster also touching, such an end would touch two enemies, NM-MOVE-11);
* the dragged base at p can only block paths, but a path that crosses its contact disc reaches
  the annulus first, where it may stop: so some annulus point is reachable with the base at p
  iff one is without it, and A_E meets the annulus iff E can end in contact (up to the
  geometry's 0.05 in drawing tolerance; see the limit below).

Per cursor move the annulus test is one vectorised pass: a connected part of A_E meets the
annulus iff its nearest point is at most R + tol from p and its farthest vertex at least R.

Limit: an end on the annulus reached only by a path that first touches the annulus at a point
where E may not stop (on a friend, on clay or touching a second enemy) is counted although the
base at p would make E detour; such ends are within a base's width of another obstacle and rare.

The areas are computed in a background thread started at drag start (a few ms to ~25 ms each,
nearest enemy first), so no frame pays for them; until an enemy's area is known its answer is
None (marked "?"), except where plain distance already says no. Results are cached by state and mover.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict

import numpy as np
import shapely

from tabletop.games.necromolds import queries as NQ

_CACHE: OrderedDict[tuple, EnemyReach] = OrderedDict()
_CACHE_SIZE = 32  # every mover of a command, warmed before its pick-up (prewarm.py)


class _Parts:
    """A_E as connected parts: polygons, and every part's vertices for the farthest-point test."""

    def __init__(self, area):
        geoms = (
            [g for g in getattr(area, "geoms", [area]) if g.geom_type == "Polygon" and not g.is_empty]
            if area is not None and not area.is_empty
            else []
        )
        self.polys = np.array(geoms, dtype=object)
        self.coords = [shapely.get_coordinates(g.exterior) for g in geoms]


class EnemyReach:
    """Per drag start: which enemies of `mover` could end a move in contact with it at a spot."""

    def __init__(self, bf, mover, limit: float, lengths: dict, tol: float):
        """On battlefield bf (read-only here): `mover` dragged up to `limit` from its base,
        `lengths` every enemy's longest next move, `tol` the contact tolerance."""
        me = bf.bases[mover]
        self.mover = mover
        self.r = me.radius
        self.tol = float(tol)
        start = (me.x, me.y)
        self.enemies: dict = {}  # id -> (x, y, rE, move length)
        todo = []
        for b in bf.bases.values():
            if b.owner == me.owner:
                continue
            length = float(lengths.get(b.id, 0.0))
            self.enemies[b.id] = (b.x, b.y, b.radius, length)
            # no spot of this drag (within `limit` of the start) is in E's range: never a threat
            d = math.dist(start, (b.x, b.y))
            if d <= limit + length + b.radius + self.r + self.tol + 1e-6:
                todo.append((d, repr(b.id), b.id))
        self.todo = [eid for _d, _r, eid in sorted(todo)]
        self.parts: dict = {}
        # the mover's side other than the mover: E may not also touch one of those
        self.friends = [(b.x, b.y, b.radius) for b in bf.bases.values() if b.owner == me.owner and b.id != mover]
        self._bf = bf
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    @classmethod
    def for_state(cls, state, mover: str, limit: float) -> EnemyReach:
        """For a Necromolds state: lengths from the engine's rules (queries.move_reach)."""
        m = state.monster(mover)
        lengths = {e.id: NQ.move_reach(state, e) for e in state.alive() if e.owner != m.owner}
        return cls(NQ.battlefield(state), mover, limit, lengths, NQ.contact_tolerance())

    # -- computing --------------------------------------------------------------------
    def _area(self, absent, eid):
        x, y, re, length = self.enemies[eid]
        area = absent.reachable_area(eid, length)
        cut = [
            shapely.Point(ox, oy).buffer(re + orad + self.tol + 1e-6, quad_segs=16)
            for ox, oy, orad in self.friends
            if math.dist((ox, oy), (x, y)) <= length + re + orad + self.tol + 1e-3
        ]
        if cut and not area.is_empty:
            area = area.difference(shapely.union_all(cut))
        return _Parts(area)

    def _run(self) -> None:
        try:
            # an independent battlefield without the dragged base: nothing shared with the UI thread
            absent = type(self._bf).from_dict(self._bf.to_dict())
            absent.remove_base(self.mover)
            for eid in list(self.todo):
                if eid not in self.parts:  # the table's idle frames may have done some (steps)
                    self.parts[eid] = self._area(absent, eid)
        except BaseException as exc:
            self.error = exc

    def start(self) -> EnemyReach:
        """Compute the enemies' areas in a background thread (once)."""
        if self._thread is None and not self.done:
            self._thread = threading.Thread(target=self._run, name="threat-reach", daemon=True)
            self._thread.start()
        return self

    def steps(self):
        """The areas in short steps on the calling thread (a generator): the table's idle frames
        run it before the pick-up, so that `start` finds nothing left to do. It stops once a
        thread has been started."""
        absent = type(self._bf).from_dict(self._bf.to_dict())
        absent.remove_base(self.mover)
        for eid in list(self.todo):
            yield
            if self._thread is not None:
                return
            if eid not in self.parts:
                yield from absent.reachable_area_steps(eid, self.enemies[eid][3])
                if self._thread is not None:
                    return
                self.parts[eid] = self._area(absent, eid)

    def finish(self, timeout: float | None = None) -> EnemyReach:
        """Wait for every area (tests; computes in this thread if never started)."""
        if self._thread is None:
            self._thread = threading.current_thread()
            if self.todo:
                self._run()
        elif self._thread is not threading.current_thread():
            self._thread.join(timeout)
        return self

    @property
    def done(self) -> bool:
        return all(eid in self.parts for eid in self.todo)

    # -- asking -----------------------------------------------------------------------
    def reaches(self, eid: str, spot) -> bool | None:
        """Whether enemy eid could end its next move in contact with the mover at spot; None = not known yet."""
        if eid not in self.enemies:
            return False
        x, y, re, length = self.enemies[eid]
        R = re + self.r
        if math.dist(spot, (x, y)) > length + R + self.tol + 1e-9:
            return False  # even a straight move falls short
        if eid not in self.todo:
            return False  # out of range of every spot of this drag
        parts = self.parts.get(eid)
        if parts is None:
            return None
        if not len(parts.polys):
            return False
        near = shapely.distance(parts.polys, shapely.Point(*spot))
        for k in np.flatnonzero(near <= R + self.tol):
            c = parts.coords[k]
            if np.hypot(c[:, 0] - spot[0], c[:, 1] - spot[1]).max() >= R:
                return True
        return False


def _key(state, mover: str, limit: float) -> tuple:
    # the map, its terrain, clay, High Ground and the Magic Walls standing (walls are terrain,
    # NM-CLAY-02: a wall built or removed changes who can reach where at once)
    return (
        state.mode,
        NQ.terrain_key(state),
        tuple((m.id, m.x, m.y) for m in state.alive()),
        tuple((e.id, NQ.move_reach(state, e)) for e in state.alive()),
        mover,
        limit,
    )


def enemy_reach(state, mover: str, limit: float, background: bool = True) -> EnemyReach:
    """The (cached) enemy reach of this state and mover, its areas computing in the background."""
    key = _key(state, mover, limit)
    er = _CACHE.get(key)
    if er is None or er.error is not None:
        er = EnemyReach.for_state(state, mover, limit)
        _CACHE[key] = er
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    if background:
        er.start()
    return er
