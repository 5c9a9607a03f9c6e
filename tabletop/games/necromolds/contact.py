"""Moving into base contact by hand (NM-MOVE-10, -11, -13): which enemy a dropped monster is meant
to fight, and the legal contact point nearest the cursor.

A player drops a miniature on or just short of an enemy and slides it into contact; the table
does the same: the mover's centre goes to the contact ring (every centre whose base touches the
enemy's) at the point nearest the cursor whose move is legal within the mover's distance and
touches that enemy alone. The ring is sampled at fixed angles, each sample tested once per search
and only when needed (nearest to the cursor first), then the boundary next to the cursor is
refined by bisection, so a drag costs a handful of path tests a frame. Pure geometry: no pygame.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.geometry import Battlefield

# A mover whose base, centred at the cursor, would come this close to an enemy's base (or overlap
# it) is dropped into contact with that enemy: about the slop of a hand placing a miniature.
SNAP_DISTANCE = 0.3
# Closer than this but not in contact, a drag says how far short of the enemy the move ends.
NOTE_DISTANCE = 1.5
SAMPLES = 120  # angles round the contact ring (3 degrees: under 0.06 in on a 1 in ring)
REFINE = 7  # bisection steps between a legal and an illegal angle (a 128th of a sample step)


@dataclass(frozen=True)
class Snap:
    """The answer for one enemy: where contact is made, or why it cannot be.

    `problem` is "" with a point, "out_of_reach" when every legal contact end is further than the
    mover's distance (`beyond` says by how much at the nearest one), "no_room" when no contact end
    touching that enemy alone can be reached at all."""

    enemy: Hashable
    point: tuple | None = None
    path: list | None = None
    length: float = 0.0
    problem: str = ""
    beyond: float = 0.0


@dataclass
class _Probe:
    point: tuple
    path: list | None
    length: float  # path length of a legal contact end ignoring the distance; inf when none


@dataclass
class ContactSearch:
    """Contact points of one mover on one battlefield state, cached for the length of a drag."""

    bf: Battlefield
    mover: Hashable
    limit: float  # the mover's move distance
    _rings: dict = field(default_factory=dict)  # enemy id -> {sample index: _Probe}

    # -- which enemy ---------------------------------------------------------------------------
    def enemies(self) -> list:
        """The mover's enemies on the map: their bases."""
        me = self.bf.bases[self.mover]
        return [b for b in self.bf.bases.values() if b.owner != me.owner]

    def gap_at(self, enemy: Hashable, point) -> float:
        """Edge-to-edge gap between the mover's base centred at point and the enemy's base
        (negative when they overlap)."""
        me, e = self.bf.bases[self.mover], self.bf.bases[enemy]
        return math.dist(point, (e.x, e.y)) - me.radius - e.radius

    def target(self, cursor, over: Hashable = None) -> Hashable:
        """The enemy a drop at cursor means to fight: `over` (the enemy whose figure is under the
        pointer, found by whoever draws the figures), else the enemy whose base the mover's would
        touch or overlap or come within SNAP_DISTANCE of (the nearest of them); None if none."""
        if (
            over is not None
            and over in self.bf.bases
            and over != self.mover
            and self.bf.bases[over].owner != self.bf.bases[self.mover].owner
        ):
            return over
        best = None
        for e in self.enemies():
            g = self.gap_at(e.id, cursor)
            if g < SNAP_DISTANCE and (best is None or g < best[0]):
                best = (g, e.id)
        return None if best is None else best[1]

    def nearest(self, cursor, max_gap: float = NOTE_DISTANCE):
        """(enemy, gap) of the enemy whose base is nearest the mover's centred at cursor, when the
        gap is under max_gap; (None, inf) otherwise."""
        best = (None, math.inf)
        for e in self.enemies():
            g = self.gap_at(e.id, cursor)
            if g < max_gap and g < best[1]:
                best = (e.id, g)
        return best

    # -- the contact ring ----------------------------------------------------------------------
    def _ring_radius(self, enemy) -> float:
        me, e = self.bf.bases[self.mover], self.bf.bases[enemy]
        # 40 % into the contact tolerance, as the bot's contact_point: rounding a path's
        # coordinates can neither overlap the bases nor lose the contact
        return me.radius + e.radius + self.bf.contact_tolerance * 0.4

    def _at(self, enemy, angle: float) -> tuple:
        e = self.bf.bases[enemy]
        k = self._ring_radius(enemy)
        return (e.x + k * math.cos(angle), e.y + k * math.sin(angle))

    def _probe(self, enemy, angle: float) -> _Probe:
        """Test the ring point at angle: a legal end touching only this enemy, and its path."""
        p = self._at(enemy, angle)
        return self._judge(enemy, p, self.bf_path(p))  # a point the base cannot stand on: no path

    def _judge(self, enemy, p: tuple, path) -> _Probe:
        """A contact end at p reached along `path`: legal and touching this enemy alone, or not."""
        if not path or len(path) < 2:
            return _Probe(p, None, math.inf)
        path = [(x, y) for x, y in path]
        check = self.bf.check_move(self.mover, path, math.inf)
        if not check.legal or list(check.contacts) != [enemy]:  # NM-MOVE-11: that enemy alone
            return _Probe(p, None, math.inf)
        return _Probe(p, path, float(check.length))

    def cheapest(self, enemy: Hashable) -> Snap:
        """The shortest legal contact move with `enemy` whatever the mover's distance, so a refusal can
        say what reaching it needs: a Snap with its point, path and length (problem "out_of_reach" and
        `beyond` when longer than the distance), or problem "no_room". The ring samples' paths are
        found in one batched search, then judged shortest first up to the first legal one (a move
        check each is the cost), once per enemy."""
        key = ("cheapest", enemy)
        if key in self._rings:
            return self._rings[key]
        ring = self._rings.setdefault(enemy, {})
        todo = [i for i in range(SAMPLES) if i not in ring]
        pts = [self._at(enemy, 2 * math.pi * i / SAMPLES) for i in todo]
        try:
            paths = self.bf.shortest_paths(self.mover, pts)
        except Exception:  # as _probe: a point the base cannot stand on while moving has no path
            paths = [self.bf_path(p) for p in pts]
        found = {i: (p, path) for i, p, path in zip(todo, pts, paths)}

        def length(i: int) -> float:  # a judged sample's legal length, else its path's (a lower bound)
            if i in ring:
                return ring[i].length
            path = found[i][1]
            return (
                math.fsum(math.dist(a, b) for a, b in itertools.pairwise(path)) if path and len(path) > 1 else math.inf
            )

        snap = Snap(enemy, problem="no_room")
        for bound, i in sorted((length(i), i) for i in range(SAMPLES)):
            if not math.isfinite(bound):
                break  # this sample and the rest have no path
            if i not in ring:
                ring[i] = self._judge(enemy, *found[i])
            best = ring[i]
            if math.isfinite(best.length):  # no later sample's path is shorter
                over = best.length - self.limit
                problem = "out_of_reach" if over > 1e-9 else ""
                snap = Snap(enemy, best.point, best.path, best.length, problem, max(0.0, over))
                break
        self._rings[key] = snap
        return snap

    def bf_path(self, p: tuple):
        """The mover's shortest path to p, or None where it has none (one goal at a time)."""
        try:
            return self.bf.shortest_path(self.mover, p)
        except Exception:
            return None

    def _sample(self, enemy, i: int) -> _Probe:
        ring = self._rings.setdefault(enemy, {})
        i %= SAMPLES
        if i not in ring:
            ring[i] = self._probe(enemy, 2 * math.pi * i / SAMPLES)
        return ring[i]

    def _ok(self, probe: _Probe) -> bool:
        return probe.length <= self.limit + 1e-9

    def snap(self, enemy: Hashable, cursor) -> Snap:
        """The legal contact point with `enemy` nearest the cursor (the point of the ring nearest
        the cursor is the radial one, and the nearer a ring point's angle to the cursor's, the
        nearer the point), or why there is none."""
        e = self.bf.bases[enemy]
        me = self.bf.bases[self.mover]
        if math.dist(cursor, (e.x, e.y)) > 1e-6:
            a0 = math.atan2(cursor[1] - e.y, cursor[0] - e.x)
        else:  # the cursor on the enemy's centre: the side facing the mover
            a0 = math.atan2(me.y - e.y, me.x - e.x)
        radial = self._probe(enemy, a0)
        if self._ok(radial):
            return self._snap_of(enemy, radial)
        step = 2 * math.pi / SAMPLES
        f = a0 / step
        lo, hi = math.floor(f), math.floor(f) + 1  # grid samples either side of the cursor's angle
        straight = self._straight(enemy)
        best_beyond = radial.length - self.limit
        for k in range(SAMPLES // 2 + 1):
            # the next sample on each side, nearer side first
            for i, toward in sorted(((lo - k, +1), (hi + k, -1)), key=lambda t: abs(t[0] - f)):
                if straight[i % SAMPLES] > self.limit + 1e-9:
                    continue  # no path is shorter than the straight line: out of reach untested
                probe = self._sample(enemy, i)
                best_beyond = min(best_beyond, probe.length - self.limit)
                if self._ok(probe):
                    return self._snap_of(enemy, self._refine(enemy, i * step, probe, a0, toward, step, k))
        if not math.isfinite(best_beyond):  # how far short: the samples nearest the mover first
            for i in sorted(range(SAMPLES), key=straight.__getitem__):
                best_beyond = self._sample(enemy, i).length - self.limit
                if math.isfinite(best_beyond):
                    break
        if math.isfinite(best_beyond):
            return Snap(enemy, problem="out_of_reach", beyond=max(0.0, best_beyond))
        return Snap(enemy, problem="no_room")

    def _straight(self, enemy) -> list:
        """Straight-line distance from the mover to each ring sample (a lower bound of its path)."""
        key = ("straight", enemy)
        if key not in self._rings:
            me = self.bf.bases[self.mover]
            self._rings[key] = [
                math.dist((me.x, me.y), self._at(enemy, 2 * math.pi * i / SAMPLES)) for i in range(SAMPLES)
            ]
        return self._rings[key]

    def _refine(self, enemy, a_ok: float, ok: _Probe, a0: float, toward: int, step: float, k: int) -> _Probe:
        """Bisect from a legal sample toward the cursor's side up to the first illegal angle."""
        if k == 0:
            a_bad = a0  # no sample between this one and the cursor's angle, which is illegal
        else:  # the sample before it, tested and illegal: the same bracket on every frame
            key = ("edge", enemy, round(a_ok / step), toward)
            if key not in self._rings:
                self._rings[key] = self._bisect(enemy, a_ok, ok, a_ok + toward * step)
            return self._rings[key]
        return self._bisect(enemy, a_ok, ok, a_bad)

    def _bisect(self, enemy, a_ok: float, ok: _Probe, a_bad: float) -> _Probe:
        for _ in range(REFINE):
            mid = (a_ok + a_bad) / 2
            probe = self._probe(enemy, mid)
            if self._ok(probe):
                a_ok, ok = mid, probe
            else:
                a_bad = mid
        return ok

    @staticmethod
    def _snap_of(enemy, probe: _Probe) -> Snap:
        return Snap(enemy, probe.point, probe.path, probe.length)
