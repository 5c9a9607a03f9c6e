"""The battlefield: bases, terrain and smashed clay on a map, and every measurement of the game.

Nothing else measures: the UI and the rules engine ask a Battlefield. Answers are cached per
state; any change (a base moved, clay added) drops the state's caches, terrain-only caches are
kept, and `copy()` shares both until one side changes. A configuration space depends on the
terrain and the mover's enemies only, so the terrain cache also keeps the last few, keyed by
those enemies: after a friend moves, the next pick-up finds its side's space built.
`warm_steps` does a drag's first work in short steps, for idle frames before the pick-up.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import replace

import numpy as np
import shapely
from shapely.geometry import Point, Polygon

from .distance import disc_gap, disc_gaps, touching, within_edge
from .model import CONTACT_TOLERANCE, EPS, Base, MoveCheck, Sightline, TerrainPart, Threat, ToolEdges, as_polygon
from .paths import ConfigSpace, outer_buffer, regular_polygons
from .reach import reachable_steps, run
from .sight import TerrainSight, centre_pairs, find_sightline, point_segment_dist, rim_features, sight_many

XY = tuple[float, float]

CONFIG_KEEP = 8  # configuration spaces kept per terrain (both sides, a few states back)


def _near_box(boxes: list, x: float, y: float, r: float) -> bool:
    """Whether (x, y) comes within r + 1e-6 of one of the boxes: a point farther from every box is
    farther than r from what they bound, so GEOS's `dwithin` of it at r - EPS is False (it measures
    to ~1e-15 in) and need not be asked (a plain loop: a few boxes, one point)."""
    g = r + 1e-6
    return any(x0 - g <= x <= x1 + g and y0 - g <= y <= y1 + g for x0, y0, x1, y1 in boxes)


class Battlefield:
    """A rectangular battle map (width x height inches, origin at a corner) and what stands on it."""

    def __init__(self, width: float, height: float, contact_tolerance: float = CONTACT_TOLERANCE):
        self.width = float(width)
        self.height = float(height)
        self.contact_tolerance = float(contact_tolerance)
        self.terrain: dict[Hashable, TerrainPart] = {}
        self.bases: dict[Hashable, Base] = {}
        self.clay: list[tuple[Hashable, Polygon]] = []
        self._tcache: dict = {}  # depends on terrain (and map size) only
        self._ccache: dict = {}  # depends on terrain and smashed clay, not on the bases
        self._scache: dict = {}  # depends on everything

    # ---- building and changing --------------------------------------------------------
    def add_terrain(self, part: TerrainPart) -> None:
        """Place a terrain part (NM-SETUP-10: parts are solid, they block moves and sight)."""
        if part.id in self.terrain:
            raise ValueError(f"terrain part {part.id!r} already placed")
        self.terrain[part.id] = part
        self._tcache = {}
        self._ccache = {}
        self._scache = {}

    def add_base(self, base: Base) -> None:
        """Put a base on the map."""
        if base.id in self.bases:
            raise ValueError(f"base {base.id!r} already on the map")
        self.bases[base.id] = Base(
            base.id, float(base.x), float(base.y), float(base.radius), float(base.height), base.owner
        )
        self._scache = {}

    def add_smashed_clay(self, polygon: Polygon | Sequence[XY], id: Hashable = None) -> Hashable:
        """Leave smashed clay on the map (NM-COMBAT-16): crossable, not a place to end a move."""
        cid = len(self.clay) if id is None else id
        self.clay.append((cid, as_polygon(polygon)))
        self._ccache = {}
        self._scache = {}
        return cid

    def move_base(self, id: Hashable, x: float, y: float) -> None:
        """Set a base's centre (no legality check: ask check_move first)."""
        self.bases[id] = self.bases[id].moved(x, y)
        self._scache = {}

    def remove_base(self, id: Hashable) -> None:
        """Take a base off the map (a smashed monster)."""
        del self.bases[id]
        self._scache = {}

    def copy(self) -> Battlefield:
        """An independent battlefield in the same state, sharing caches until either changes."""
        other = Battlefield.__new__(Battlefield)
        other.width, other.height, other.contact_tolerance = self.width, self.height, self.contact_tolerance
        other.terrain = dict(self.terrain)
        other.bases = dict(self.bases)
        other.clay = list(self.clay)
        other._tcache = self._tcache
        other._ccache = self._ccache
        other._scache = self._scache
        return other

    def to_dict(self) -> dict:
        """A plain-data description (JSON/TOML friendly) from which `from_dict` rebuilds the state."""
        return {
            "width": self.width,
            "height": self.height,
            "contact_tolerance": self.contact_tolerance,
            "terrain": [
                {
                    "id": t.id,
                    "height": t.height,
                    "piece": t.piece,
                    "polygon": [list(c) for c in t.polygon.exterior.coords[:-1]],
                    "holes": [[list(c) for c in h.coords[:-1]] for h in t.polygon.interiors],
                }
                for t in self.terrain.values()
            ],
            "bases": [
                {"id": b.id, "x": b.x, "y": b.y, "radius": b.radius, "height": b.height, "owner": b.owner}
                for b in self.bases.values()
            ],
            "clay": [{"id": cid, "polygon": [list(c) for c in poly.exterior.coords[:-1]]} for cid, poly in self.clay],
        }

    @classmethod
    def from_dict(cls, data: dict) -> Battlefield:
        """Rebuild a battlefield from `to_dict` output."""
        bf = cls(data["width"], data["height"], data.get("contact_tolerance", CONTACT_TOLERANCE))
        for t in data.get("terrain", []):
            poly = Polygon(t["polygon"], t.get("holes") or None)
            bf.add_terrain(TerrainPart(t["id"], poly, t["height"], t.get("piece")))
        for b in data.get("bases", []):
            bf.add_base(Base(b["id"], b["x"], b["y"], b["radius"], b["height"], b["owner"]))
        for c in data.get("clay", []):
            bf.add_smashed_clay(c["polygon"], c["id"])
        return bf

    # ---- caches ---------------------------------------------------------------------
    def _arrays(self):
        arr = self._scache.get("arrays")
        if arr is None:
            bs = list(self.bases.values())
            arr = {
                "ids": [b.id for b in bs],
                "index": {b.id: i for i, b in enumerate(bs)},
                "xy": np.array([[b.x, b.y] for b in bs], dtype=float).reshape(-1, 2),
                "r": np.array([b.radius for b in bs], dtype=float),
                "h": np.array([b.height for b in bs], dtype=float),
                "owner": [b.owner for b in bs],
            }
            self._scache["arrays"] = arr
        return arr

    def _terrain_union(self):
        key = ("union",)
        if key not in self._tcache:
            polys = [t.polygon for t in self.terrain.values()]
            u = shapely.union_all(polys) if polys else None
            if u is not None:
                shapely.prepare(u)
            self._tcache[key] = u
        return self._tcache[key]

    def _clay_union(self):
        # kept while only bases move (every move of a game is a new state: this was rebuilt each time)
        if "clay" not in self._ccache:
            u = shapely.union_all([p for _, p in self.clay]) if self.clay else None
            if u is not None:
                shapely.prepare(u)
            self._ccache["clay"] = u
        return self._ccache["clay"]

    def _terrain_boxes(self) -> list:
        """Bounding boxes (x0, y0, x1, y1) of the terrain parts (see `_near_box`)."""
        boxes = self._tcache.get("boxes")
        if boxes is None:
            boxes = self._tcache["boxes"] = [t.polygon.bounds for t in self.terrain.values()]
        return boxes

    def _clay_boxes(self) -> list:
        """Bounding boxes of the smashed clay (see `_near_box`)."""
        boxes = self._ccache.get("boxes")
        if boxes is None:
            boxes = self._ccache["boxes"] = [p.bounds for _, p in self.clay]
        return boxes

    def _grown_terrain(self, radius: float) -> list:
        """Each terrain footprint grown for a base of this radius (the configuration space's
        obstacles), once per terrain and radius instead of once per space."""
        key = ("grown", float(radius))
        grown = self._tcache.get(key)
        if grown is None:
            grown = self._tcache[key] = ConfigSpace.grow_terrain(self.terrain.values(), radius)
        return grown

    def _terrain_sight(self, hmin: float) -> TerrainSight:
        key = ("sight", hmin)
        ts = self._tcache.get(key)
        if ts is None:
            ids = tuple(t.id for t in self.terrain.values() if t.height >= hmin)
            ts = self._tcache.get(("sight-ids", ids))
            if ts is None:
                ts = TerrainSight.build([self.terrain[i].polygon for i in ids])
                self._tcache[("sight-ids", ids)] = ts
            self._tcache[key] = ts
        return ts

    def _config(self, radius: float, owner) -> ConfigSpace:
        cs = self._scache.get(("cs", radius, owner))
        return cs if cs is not None else run(self._config_steps(radius, owner, eager=False))

    def _config_steps(self, radius: float, owner, eager: bool = True):
        """The configuration space in two steps (outline, then graph): a generator returning it.
        eager=False builds neither: the space builds them when first asked (`ConfigSpace`)."""
        key = ("cs", radius, owner)
        scache = self._scache
        cs = scache.get(key)
        if cs is not None:
            return cs
        arr = self._arrays()
        enemy = np.array([o != owner for o in arr["owner"]], dtype=bool).reshape(-1)
        ids = [i for i, e in zip(arr["ids"], enemy) if e]
        xy, r = arr["xy"][enemy], arr["r"][enemy]
        # the space depends on the map, the terrain (this cache's scope) and the enemies only
        tkey = ("cs", self.width, self.height, float(radius), tuple(ids), xy.tobytes(), r.tobytes())
        kept = self._tcache.setdefault("cs-kept", OrderedDict())
        cs = kept.get(tkey)
        if cs is None:
            cs = ConfigSpace(
                self.width,
                self.height,
                radius,
                [(t.id, t.polygon) for t in self.terrain.values()],
                ids,
                xy,
                r,
                self._terrain_union(),
                graph=False,
                grown=self._grown_terrain(radius),
                outline=eager,
            )
            if eager:
                yield
                cs.build_graph()
            kept[tkey] = cs  # right for these enemies even if this battlefield changed meanwhile
            while len(kept) > CONFIG_KEEP:
                kept.popitem(last=False)
        else:
            kept.move_to_end(tkey)
        if self._scache is scache:
            scache[key] = cs
        return cs

    def _distances(self, base: Base, limit: float = math.inf):
        cs = self._config(base.radius, base.owner)
        key = ("dist", base.radius, base.owner, base.x, base.y)
        hit = self._scache.get(key)
        if hit is None or hit[0] < limit:
            dist, pred = cs.distances_from((base.x, base.y), limit)
            hit = (limit, dist, pred)
            self._scache[key] = hit
        return cs, hit[1], hit[2]

    # ---- distance tool and contact ----------------------------------------------------
    def gap(self, a: Hashable, b: Hashable) -> float:
        """Edge-to-edge distance between two bases (0 when touching or overlapping)."""
        p, q = self.bases[a], self.bases[b]
        return disc_gap(p.x, p.y, p.radius, q.x, q.y, q.radius)

    def within(self, a: Hashable, b: Hashable, length: float) -> bool:
        """Both bases can touch one straight edge of `length` at once (NM-RANGED-02)."""
        return within_edge(self.gap(a, b), length)

    def in_contact(self, a: Hashable, b: Hashable) -> bool:
        """The bases touch: their gap is at most the contact tolerance (NM-MOVE-13)."""
        return touching(self.gap(a, b), self.contact_tolerance)

    def contacts(self, a: Hashable, enemies_only: bool = True) -> list:
        """Ids of the bases in contact with base a (enemies only by default)."""
        base = self.bases[a]
        return self._contacts_at(base, base.x, base.y, enemies_only)

    def _contacts_at(self, base: Base, x: float, y: float, enemies_only: bool = True) -> list:
        arr = self._arrays()
        g = disc_gaps(x, y, base.radius, arr["xy"], arr["r"])
        out = []
        for i in np.flatnonzero(g <= self.contact_tolerance + 1e-12).tolist():
            bid = arr["ids"][i]
            if bid != base.id and (not enemies_only or arr["owner"][i] != base.owner):
                out.append(bid)
        return out

    # ---- line of sight ------------------------------------------------------------
    def _sight_between(self, ax, ay, ar, ah, bx, by, br, bh, skip: tuple, **known):
        hmin = min(ah, bh)
        arr = self._arrays()
        mask = arr["h"] >= hmin
        for sid in skip:
            i = arr["index"].get(sid)
            if i is not None:
                mask[i] = False
        terr = self._terrain_sight(hmin) if self.terrain else None
        return find_sightline((ax, ay), ar, (bx, by), br, arr["xy"][mask], arr["r"][mask], terr, **known)

    def _sight_state(self):
        """Per-state sight data: centre lines of all pairs, rim features and terrain overlap per base."""
        st = self._scache.get("sight")
        if st is None:
            arr = self._arrays()
            inside = np.zeros(len(arr["ids"]), dtype=bool)
            tu = self._terrain_union()
            if tu is not None and len(inside):
                inside = shapely.dwithin(tu, shapely.points(arr["xy"]), np.maximum(arr["r"] - 1e-7, 0))
            # centre lines are tested pair by pair as asked (`_centre_clear`): a state is rarely
            # asked about more than a few of its pairs before a base moves
            st = {"centre": {}, "inside": inside, "rims": {}}
            self._scache["sight"] = st
        return st

    def _centre_clear(self, st, i: int, j: int) -> bool:
        """Whether the trimmed centre line of bases i and j (indices) is clear (`centre_table`'s answer)."""
        key = (i, j) if i < j else (j, i)
        table = st["centre"]
        clear = table.get(key)
        if clear is None:
            # base i against every other base in one call (a bot asks one monster about all its
            # enemies): each pair's answer is the same as alone, every test being made pair by pair
            arr = self._arrays()
            others = [k for k in range(len(arr["r"])) if k != i and ((i, k) if i < k else (k, i)) not in table]
            lo = np.array([min(i, k) for k in others])
            hi = np.array([max(i, k) for k in others])
            pairs = centre_pairs(arr["xy"], arr["r"], arr["h"], self._terr_of, lo, hi)
            for a_, b_, c_ in zip(lo.tolist(), hi.tolist(), pairs.tolist()):
                table[(a_, b_)] = bool(c_)
            clear = table[key]
        return clear

    def _rim(self, st, i):
        rim = st["rims"].get(i)
        if rim is None:
            arr = self._arrays()
            others = np.arange(len(arr["ids"])) != i
            terr = self._terrain_sight(-math.inf) if self.terrain else None
            x, y = arr["xy"][i]
            rim = st["rims"][i] = rim_features(x, y, arr["r"][i], arr["xy"][others], arr["r"][others], terr)
        return rim

    def centre_clear(self, a: Hashable, b: Hashable) -> bool:
        """Whether the centre line between bases a and b, trimmed to their rims, is clear: the first
        part of `line_of_sight`, found for a against every base in one call. When it is clear the
        sight test that follows is short (no search round the rims)."""
        idx = self._arrays()["index"]
        return self._centre_clear(self._sight_state(), idx[a], idx[b])

    def line_of_sight(self, a: Hashable, b: Hashable) -> bool:
        """Some straight segment joins the two bases without crossing a blocking obstacle (NM-RANGED-03..05)."""
        key = self._los_key(a, b)
        seg = self._scache.get(key, False)
        if seg is False:
            p, q = self.bases[a], self.bases[b]
            st = self._sight_state()
            idx = self._arrays()["index"]
            i, j = idx[a], idx[b]
            known = {
                "centre_blocked": not self._centre_clear(st, i, j),
                "inside": bool(st["inside"][i] or st["inside"][j]),
            }
            if known["centre_blocked"]:
                known["rim_a"], known["rim_b"] = self._rim(st, i), self._rim(st, j)
            seg = self._sight_between(p.x, p.y, p.radius, p.height, q.x, q.y, q.radius, q.height, (a, b), **known)
            self._scache[key] = seg
        return seg is not None

    def sightline(self, a: Hashable, b: Hashable) -> Sightline:
        """Whether a sees b, a clear segment if so, else the first obstacle on the centre line."""
        seen = self.line_of_sight(a, b)
        key = ("los", a, b) if repr(a) <= repr(b) else ("los", b, a)
        seg = self._scache[key]
        if seen:
            p = self.bases[a]
            # report the segment from a's side
            s0, s1 = seg
            if math.dist(s0, (p.x, p.y)) > math.dist(s1, (p.x, p.y)):
                seg = (s1, s0)
            return Sightline(True, seg, None)
        p, q = self.bases[a], self.bases[b]
        return Sightline(False, None, self._first_blocker(p, q))

    def _first_blocker(self, p: Base, q: Base):
        hmin = min(p.height, q.height)
        line = shapely.LineString([(p.x, p.y), (q.x, q.y)])
        best: tuple[float, tuple[str, Hashable] | None] = (math.inf, None)
        for t in self.terrain.values():
            if t.height >= hmin and line.intersects(t.polygon):
                d = Point(p.x, p.y).distance(line.intersection(t.polygon))
                best = min(best, (d, ("terrain", t.id)), key=lambda z: z[0])
        for b in self.bases.values():
            if b.id in (p.id, q.id) or b.height < hmin:
                continue
            if point_segment_dist(b.x, b.y, p.x, p.y, q.x, q.y) < b.radius:
                d = max(0.0, math.hypot(b.x - p.x, b.y - p.y) - b.radius)
                best = min(best, (d, ("base", b.id)), key=lambda z: z[0])
        return best[1]

    def sight_table(self) -> dict:
        """Line of sight for every ordered pair of bases, {(a, b): bool}, in one vectorised pass."""
        arr = self._arrays()
        ids = arr["ids"]
        n = len(ids)
        i, j = np.triu_indices(n, 1)
        todo = [k for k in range(len(i)) if self._los_key(ids[i[k]], ids[j[k]]) not in self._scache]
        if todo:
            ti, tj = i[todo], j[todo]
            st = self._sight_state()
            segs = sight_many(
                arr["xy"],
                arr["r"],
                arr["h"],
                n,
                ti,
                tj,
                np.stack([ti, tj], 1),
                self._terr_of,
                lambda k: self._rim(st, k),
            )
            for a_, b_, seg in zip(ti.tolist(), tj.tolist(), segs):
                self._scache[self._los_key(ids[a_], ids[b_])] = seg
        out = {}
        for a_, b_ in zip(i.tolist(), j.tolist()):
            seen = self._scache[self._los_key(ids[a_], ids[b_])] is not None
            out[(ids[a_], ids[b_])] = out[(ids[b_], ids[a_])] = seen
        return out

    def _terr_of(self, hmin):
        return self._terrain_sight(hmin) if self.terrain else None

    @staticmethod
    def _los_key(a, b):
        return ("los", a, b) if repr(a) <= repr(b) else ("los", b, a)

    # ---- movement -------------------------------------------------------------------
    def shortest_path(self, a: Hashable, goal: XY) -> list[XY] | None:
        """Shortest centre path of base a to goal avoiding terrain, enemies and the map edge; None if none.

        The goal need not be a legal end (check_move decides); it must be a place the base fits
        while moving (friends and smashed clay may be under it).
        """
        return self.shortest_paths(a, [goal])[0]

    def shortest_paths(self, a: Hashable, goals: Sequence[XY]) -> list[list[XY] | None]:
        """`shortest_path` of base a to each goal, the same answers, found together (one pass of each
        exact test over all the goals)."""
        if not len(goals):
            return []
        base = self.bases[a]
        start = (base.x, base.y)
        cs = self._config(base.radius, base.owner)
        out, todo = cs.straight_paths(start, goals)
        if not len(todo):
            return out  # every goal straight or blocked: no graph, no search
        cs, dist, pred = self._distances(base)
        return cs.graph_paths(start, goals, todo, dist, pred, out)

    def iter_shortest_paths(self, a: Hashable, goals: Sequence[XY]) -> Iterator[list[XY] | None]:
        """`shortest_paths`, the same answers in the same order, handed out one by one: the straight
        paths are found together first, and the visibility graph, its search and the graph paths only
        when the first goal that needs them is reached (then for every such goal at once). A caller
        that stops early (the bot stops at the first walk it finds) then builds no graph for goals it
        never looks at."""
        if not len(goals):
            return
        base = self.bases[a]
        start = (base.x, base.y)
        out, todo = self._config(base.radius, base.owner).straight_paths(start, goals)
        first = int(todo[0]) if len(todo) else len(goals)
        yield from out[:first]
        if first < len(goals):
            cs, dist, pred = self._distances(base)
            yield from cs.graph_paths(start, goals, todo, dist, pred, out)[first:]

    def check_move(self, a: Hashable, path: Sequence[XY], length: float) -> MoveCheck:
        """Whether moving base a along path (its centre's polyline) is a legal move of at most length."""
        base = self.bases[a]
        pts = [(float(x), float(y)) for x, y in path]
        if not pts or math.dist(pts[0], (base.x, base.y)) > 1e-6:
            pts.insert(0, (base.x, base.y))  # a path may omit the start
        # a bot weighs a move, then the rules check the one it submits: asked twice of one state
        key = ("move", a, tuple(pts), float(length))
        hit = self._scache.get(key)
        if hit is None:
            hit = self._scache[key] = self._check_move(base, pts, length)
        return replace(hit, contacts=list(hit.contacts))  # the caller's own copy

    def _check_move(self, base: Base, pts: list[XY], length: float) -> MoveCheck:
        arr = np.array(pts)
        legs = np.hypot(*np.diff(arr, axis=0).T) if len(arr) > 1 else np.zeros(0)
        total = float(legs.sum())
        if total > length + 1e-9:  # NM-MOVE-01, -04: the path may bend but not exceed the edge
            return MoveCheck(False, f"path is {total:.3f} in, longer than {length:.3f} in", total, problem="too_far")
        cs = self._config(base.radius, base.owner)
        if len(arr) > 1:
            ok = cs.legs_clear(arr[:-1], arr[1:])
            if not ok.all():
                k = int(np.argmin(ok))
                problem, blocker, why = self._explain_leg(cs, arr[k], arr[k + 1])
                return MoveCheck(False, why, total, problem=problem, blocker=blocker)
        ex, ey = pts[-1]
        problem, blocker, why = self._end_problem(base, ex, ey)
        if why:
            return MoveCheck(False, why, total, problem=problem, blocker=blocker)
        enemies = self._contacts_at(base, ex, ey, enemies_only=True)
        if len(enemies) > 1:  # NM-MOVE-11
            return MoveCheck(
                False, f"ends in contact with more than one enemy: {enemies}", total, enemies, problem="two_enemies"
            )
        return MoveCheck(True, "ok", total, enemies)

    def _explain_leg(self, cs: ConfigSpace, p1, p2) -> tuple[str, Hashable, str]:
        """(problem, blocker id, reason) of a blocked leg (see MoveCheck)."""
        ends_blocked = not cs.legs_clear(p1[None, :], p1[None, :])[0] or not cs.legs_clear(p2[None, :], p2[None, :])[0]
        on_map = ((p1 >= cs.lo - EPS) & (p1 <= cs.hi + EPS) & (p2 >= cs.lo - EPS) & (p2 <= cs.hi + EPS)).all()
        if ends_blocked and not on_map:
            return "leaves_map", None, "leaves the map"
        for eid, (x, y), R in zip(cs.enemy_ids, cs.enemy_xy, cs.enemy_R):
            if point_segment_dist(x, y, p1[0], p1[1], p2[0], p2[1]) < R - EPS:
                return "crosses_enemy", eid, f"crosses enemy {eid!r}"
        seg = shapely.LineString([tuple(p1), tuple(p2)]) if math.dist(p1, p2) > 0 else Point(*p1)
        for pid, poly in cs.terrain:
            if seg.distance(poly) < cs.r - EPS:
                return "crosses_terrain", pid, f"crosses terrain {pid!r}"
        return "leaves_map", None, "leaves the map"

    def _end_problem(self, base: Base, x: float, y: float) -> tuple[str, Hashable, str]:
        """(problem, blocker id, reason) when a centre at (x, y) is no legal end for base
        (NM-MOVE-08, -09); ("", None, "") when it is one."""
        r = base.radius
        if not (r - EPS <= x <= self.width - r + EPS and r - EPS <= y <= self.height - r + EPS):
            return "off_map", None, "ends off the map"
        tu = self._terrain_union()
        # the boxes first: most ends are far from all terrain and clay (no point made, no GEOS asked)
        if tu is not None and _near_box(self._terrain_boxes(), x, y, r):
            pt = Point(x, y)
            if shapely.dwithin(tu, pt, r - EPS):
                for t in self.terrain.values():
                    if t.polygon.distance(pt) < r - EPS:
                        return "on_terrain", t.id, f"ends on terrain {t.id!r}"
        arr = self._arrays()
        g = disc_gaps(x, y, r, arr["xy"], arr["r"])
        for i in (g < -EPS).nonzero()[0].tolist():
            if arr["ids"][i] != base.id:
                return "on_base", arr["ids"][i], f"ends on base {arr['ids'][i]!r}"
        # the union of the clay only when an end comes near some (in games without Hindering Terrain
        # nothing else asks for it, and it was made after every smash)
        if (
            self.clay
            and _near_box(self._clay_boxes(), x, y, r)
            and shapely.dwithin(self._clay_union(), Point(x, y), r - EPS)
        ):
            return "on_clay", None, "ends on smashed clay"
        return "", None, ""

    def end_problem(self, a: Hashable, x: float, y: float) -> str:
        """Why base a cannot end a move with its centre at (x, y), as a MoveCheck problem code
        (off_map, on_terrain, on_base, on_clay), or "" when it can (contacts not counted)."""
        return self._end_problem(self.bases[a], float(x), float(y))[0]

    def clay_stop(self, a: Hashable, path: Sequence[XY], allow_two_enemies: bool = False, step: float = 0.02):
        """Hindering Terrain (NM-FAN-21/22): where a move of base a along `path` (its centre's
        polyline; the start may be omitted) must end because it passed over smashed clay.

        None when the base never overlaps smashed clay along the path. Otherwise (point, length):
        the first point, sampled every `step` inches along the path, after the base has left the
        first clay it overlapped, where the base may legally end (on the map, on no terrain, base
        or clay, and touching at most one enemy unless `allow_two_enemies`), and the path length
        to it; (None, inf) when the path offers no such point.
        """
        base = self.bases[a]
        pts = [(float(x), float(y)) for x, y in path]
        if not pts or math.dist(pts[0], (base.x, base.y)) > 1e-6:
            pts.insert(0, (base.x, base.y))
        cu = self._clay_union()
        if cu is None or len(pts) < 2:
            return None
        # the samples lie on the path: a path farther than that from all clay has none over it (the
        # answer the samples give, without making them; 1e-9 covers their rounding)
        if not shapely.dwithin(cu, shapely.LineString(pts), base.radius - EPS + 1e-9):
            return None
        arr = np.array(pts)
        legs = np.hypot(*np.diff(arr, axis=0).T)
        cum = np.concatenate([[0.0], np.cumsum(legs)])
        total = float(cum[-1])
        s = np.unique(np.concatenate([np.arange(0.0, total, step), cum, [total]]))
        xs, ys = np.interp(s, cum, arr[:, 0]), np.interp(s, cum, arr[:, 1])
        over = shapely.dwithin(cu, shapely.points(np.stack([xs, ys], 1)), base.radius - EPS)
        if not over.any():
            return None
        first = int(np.argmax(over))
        clear = np.flatnonzero(~over[first:])
        if not len(clear):
            return None, math.inf
        for k in range(first + int(clear[0]), len(s)):
            x, y = float(xs[k]), float(ys[k])
            if self._end_problem(base, x, y)[2]:
                continue
            if not allow_two_enemies and len(self._contacts_at(base, x, y, enemies_only=True)) > 1:
                continue
            return (x, y), float(s[k])
        return None, math.inf

    def covered_fraction(self, a: Hashable, b: Hashable, ignore: Sequence[Hashable] = ()) -> float:
        """Partial Cover (NM-FAN-05/06): the share of sightlines from base a's centre to sample
        points of base b that terrain blocks (parts at least as tall as the lower of the two
        models, as for line of sight; parts in `ignore` never block). See geometry.cover."""
        from .cover import blocking_union, covered_fraction

        p, q = self.bases[a], self.bases[b]
        hmin = min(p.height, q.height)
        key = ("cover-union", hmin, tuple(ignore))
        union = self._tcache.get(key, False)
        if union is False:
            union = blocking_union(
                [t.polygon for t in self.terrain.values() if t.height >= hmin and t.id not in ignore]
            )
            self._tcache[key] = union
        return covered_fraction((p.x, p.y), (q.x, q.y), q.radius, union)

    def can_place(self, x: float, y: float, radius: float, ignore: Hashable = None) -> bool:
        """Whether a base of this radius fits at (x, y): on the map, on no terrain, base or clay."""
        probe = Base(ignore, x, y, radius, 0.0, None)
        return not self._end_problem(probe, x, y)[2]

    def reachable_area(self, a: Hashable, length: float):
        """Centre points where base a may legally end a move of at most `length` (shapely geometry).

        Exact up to the 0.05 in drawing tolerance and on the safe side: every point has a legal
        path no longer than `length`; legal ends within contact tolerance of an enemy's edge may
        fall just outside.
        """
        base = self.bases[a]
        area = self._scache.get(("reach", a, base.x, base.y, length))
        if area is None:
            area = run(self._reach_steps(base, length))
        return area

    def reachable_area_steps(self, a: Hashable, length: float):
        """`reachable_area` in short steps: a generator that yields between them and returns the
        area (cached as if asked at once; nothing is cached if the battlefield changes meanwhile)."""
        base = self.bases[a]
        area = self._scache.get(("reach", a, base.x, base.y, length))
        if area is None:
            area = yield from self._reach_steps(base, length)
        return area

    def _reach_steps(self, base: Base, length: float):
        scache = self._scache
        yield from self._config_steps(base.radius, base.owner)
        yield
        if self._scache is not scache:
            return None
        cs, dist, pred = self._distances(base, length)
        yield
        steps = reachable_steps(cs, (base.x, base.y), length, dist, pred, lambda: self._forbidden_ends(base))
        while True:
            try:
                next(steps)
            except StopIteration as done:
                area = done.value
                break
            yield
            if self._scache is not scache:  # the battlefield changed in between: the area would be of the old one
                return None
        scache[("reach", base.id, base.x, base.y, length)] = area
        return area

    def warm_steps(self, a: Hashable, length: float):
        """Do in short steps (a generator, ~1-4 ms a step) what a drag of base a, moving at most
        `length`, asks first: its configuration space and distances, its reachable area and the
        sight data of the threat preview. The answers are cached as if asked; stops early if the
        battlefield changes in between."""
        scache = self._scache
        base = self.bases[a]
        yield from self._config_steps(base.radius, base.owner)
        yield
        if self._scache is not scache:
            return
        self._distances(base)  # unlimited, as shortest_path asks: it serves the reachable area too
        yield
        if self._scache is not scache:
            return
        if ("reach", a, base.x, base.y, length) not in scache:
            yield from self.reachable_area_steps(a, length)
            yield
        if self._scache is not scache:
            return
        st = self._sight_state()
        arr = self._arrays()
        for n, i in enumerate(k for k, o in enumerate(arr["owner"]) if o != base.owner):
            if n % 4 == 0:
                yield
                if self._scache is not scache:
                    return
            self._rim(st, i)

    def _forbidden_ends(self, base: Base):
        """Where base's centre may lie while moving but not end: on friends, clay, touching 2 enemies."""
        r = base.radius
        arr = self._arrays()
        keep = []
        for i, bid in enumerate(arr["ids"]):
            if bid != base.id and arr["owner"][i] == base.owner:
                keep.append(i)
        shapes = list(regular_polygons(arr["xy"][keep], arr["r"][keep] + r, sides=32)) if keep else []
        if self.clay:
            key = ("clay-grown", r)  # the same shapes while only bases move: made once per radius
            grown = self._ccache.get(key)
            if grown is None:
                grown = self._ccache[key] = [outer_buffer(p, r, quad_segs=8) for _, p in self.clay]
            shapes += grown
        enemies = [i for i, o in enumerate(arr["owner"]) if o != base.owner]
        if len(enemies) > 1:
            exy, er = arr["xy"][enemies], arr["r"][enemies] + r + self.contact_tolerance + 1e-6
            rings = regular_polygons(exy, er, sides=32)
            for i in range(len(enemies)):
                for j in range(i + 1, len(enemies)):
                    if math.dist(exy[i], exy[j]) <= er[i] + er[j]:
                        shapes.append(rings[i].intersection(rings[j]))
        return shapely.union_all(shapes) if shapes else None

    # ---- previews -----------------------------------------------------------------
    def threats(self, a: Hashable, spot: XY, edges: ToolEdges) -> list[Threat]:
        """Threat preview: from base a placed at spot, each enemy's gap, the edges reaching it, and sight."""
        base = self.bases[a]
        x, y = spot
        arr = self._arrays()
        n = len(arr["ids"])
        enemies = [k for k, o in enumerate(arr["owner"]) if o != base.owner]
        if not enemies:
            return []
        me = arr["index"][a]
        # the hypothetical spot is one extra disc after the bases; the base itself is not there
        dxy = np.vstack([arr["xy"], [[x, y]]])
        dr = np.append(arr["r"], base.radius)
        dh = np.append(arr["h"], base.height)
        st = self._sight_state()
        spot_rim: list[np.ndarray] = []

        def rim_of(k):  # the spot's rim only when a blocked centre line asks for it
            if k != n:
                return self._rim(st, k)
            if not spot_rim:
                others = np.arange(n) != me
                terr_all = self._terrain_sight(-math.inf) if self.terrain else None
                spot_rim.append(rim_features(x, y, base.radius, arr["xy"][others], arr["r"][others], terr_all))
            return spot_rim[0]

        en = np.array(enemies)
        ia = np.full(len(en), n)
        excl = np.stack([np.full(len(en), me), en], 1)
        segs = sight_many(dxy, dr, dh, n, ia, en, excl, self._terr_of, rim_of)
        g = disc_gaps(x, y, base.radius, arr["xy"][en], arr["r"][en])
        out = []
        for k, e in enumerate(enemies):
            gap = max(0.0, float(g[k]))
            names = tuple(nm for nm, length in edges.items() if within_edge(gap, length))
            out.append(Threat(arr["ids"][e], gap, names, segs[k] is not None))
        return out

    def sees_from(self, a: Hashable, spot: XY, b: Hashable) -> bool:
        """Whether base a, if it stood at spot, would see base b."""
        p, q = self.bases[a], self.bases[b]
        return (
            self._sight_between(spot[0], spot[1], p.radius, p.height, q.x, q.y, q.radius, q.height, (a, b)) is not None
        )
