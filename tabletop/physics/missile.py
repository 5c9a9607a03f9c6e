"""Magic Missile (NM-CLAY-05, NM-CLAY-06): a ball of clay dropped on the map, simulated.

Model. Units: inches, seconds, drams (mass), g = 386.09 in/s^2; one fixed step of 1/120 s, one
recorded frame per step. The table is seen from above: pymunk moves the ball and the bases in
the plane (top-down, no gravity in it), and the ball's height `z` (its lowest point above the
map) is integrated by hand beside it.

- Drop: the ball (radius from its clay and the density) is let go with its bottom at
  `drop_height` over aim + scatter (uniform over a disc of `scatter` in), with a small sideways
  speed (up to `release_speed`, seeded direction): it is dropped, not thrown.
- Coming down on a model: a monster is a cylinder of its base radius and model height. A ball
  whose centre is over the base when it reaches the model's top at `crush_speed` or faster
  crushes it (it goes on falling at `crush_keep` of its speed); slower, it bounces off the top.
  A ball that meets the top rim (centre just outside the base) strikes it along the 3D contact
  normal: it is deflected, and the monster takes the horizontal part of the impulse at its top.
- On the ground (or a terrain top, or a model's top): a bounce keeps `restitution` of the speed,
  and a lumpy hand-rolled ball turns `lump` of the impact speed sideways in a seeded direction;
  when bouncing is done it rolls, slowing by `roll_resistance` x g.
- In the plane: ball, bases and terrain outlines collide; the ball touches a model or a terrain
  part only while it is lower than its top. Bases pushed along the map slow by
  `base_friction` x g and may be reported as moved.
- Knocked over: a monster struck with a horizontal impulse J at height z (in dr.in/s) tips when
  J >= tip_factor x J_tip, where J_tip = sqrt(2 I M g (sqrt(r^2 + c^2) - c)) / z is what tips a
  solid cylinder (mass M, base radius r, height h, centre of mass c = h/2, I about its base edge)
  over its edge: tall narrow models tip easily, squat wide ones don't. Impulses of one contact
  are summed over its first 0.05 s. Bases pushing bases never tip each other (they touch at the
  foot). A model that tips falls along the blow and strikes the models it lands on with
  `topple_strike` x its falling momentum, at its fall time later (dominoes).
- It ends when the ball and every base are at rest, the ball leaves the map (when bounds are
  given) or after `max_seconds`.

Deterministic: the same inputs and seed give the identical result (no wall clock, fixed steps,
one seeded PCG32 for every random draw, bodies added in input order).
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

import pymunk
from pymunk._chipmunk import lib  # the shape-id counter, which pymunk itself sets when unpickling

from tabletop.core.rng import RNG
from tabletop.physics.params import STEP, ClayParams, G, Monster, monsters_in, point_in, terrain_in

BALL, MONSTER, TERRAIN, BOUND = 1, 2, 3, 4
REST_SPEED = 0.5  # in/s: slower than this is at rest
BOUNCE_SPEED = 3.0  # in/s: an impact slower than this does not bounce (the ball settles)
PUSH_WINDOW = 6  # steps (0.05 s) over which one contact's impulses add up toward a tip
MOVED = 0.01  # in: a base displaced less than this is not reported as moved
SEGMENT_RADIUS = 0.01  # in: terrain outline thickness in the plane
COLLISION_SLOP = 0.002  # in: the overlap pymunk tolerates (its default, 0.1, is a lot of an inch)


@dataclass(frozen=True)
class Event:
    """Something that happened to a monster: at `frame`, `kind` ("crushed" or "knocked_over"),
    with the horizontal unit direction it fell in ((0, 0) when crushed)."""

    frame: int
    kind: str
    id: Hashable
    direction: tuple[float, float]


@dataclass(frozen=True)
class MissileResult:
    """What the drop did: what the rules count and what the table animates.

    `landing` is where the ball first came down on something (ground, terrain or a model);
    `frames[i]` is the ball at time i * `step` as (x, y, z) with z its bottom's height (in);
    `moved` gives the final centre of each base pushed but left standing; `tracks` the per-frame
    centres of those and of every base that moved before it fell.
    """

    seed_point: tuple[float, float]  # aim + scatter: where the ball was let go above
    landing: tuple[float, float]
    crushed: tuple[Hashable, ...]
    knocked_over: tuple[Hashable, ...]
    events: tuple[Event, ...]
    frames: tuple[tuple[float, float, float], ...]
    moved: dict = field(default_factory=dict)
    tracks: dict = field(default_factory=dict)
    ball_radius: float = 0.0
    step: float = STEP

    @property
    def smashed(self) -> tuple[Hashable, ...]:
        """Every monster the ball smashed (crushed or knocked over), in the order it happened."""
        return tuple(e.id for e in self.events)


def tip_impulse(m: Monster, mass: float, height_struck: float) -> float:
    """dr.in/s: the horizontal impulse at `height_struck` that tips a solid cylinder of the
    monster's base radius, height and mass over its base edge."""
    r, h = m.radius, m.height
    c = h / 2.0
    inertia = mass * (r * r / 4.0 + h * h / 12.0 + r * r + c * c)  # about the base edge
    lift = math.sqrt(r * r + c * c) - c
    return math.sqrt(2.0 * inertia * mass * G * lift) / max(height_struck, 1e-3)


def _rng(rng_or_seed) -> RNG:
    if isinstance(rng_or_seed, RNG):
        return rng_or_seed
    if isinstance(rng_or_seed, bool) or not isinstance(rng_or_seed, int):
        raise TypeError("rng_or_seed must be an int seed or a tabletop.core.rng.RNG")
    return RNG(rng_or_seed)


class _Table:
    """The parts of a drop's space that no drop changes: the terrain outlines and the map's edges on
    the space's static body, and each part's top. Built once for a set of inputs and kept by
    `simulate_missile(..., keep=True)` (the rules' drops): building these outlines was half of each
    drop's time, and the terrain seldom changes between drops.

    Each static shape gets the id Chipmunk would give it in a space built from scratch with `count`
    monsters added first (the ids order Chipmunk's hash sets, hence the order contacts are solved
    in), and every drop's bodies are removed again after it: a drop on a kept table is the same drop,
    bit for bit, as on a new one (tests/physics/test_missile_table.py)."""

    def __init__(self, terrain, bounds, count: int):
        self.space = space = pymunk.Space()
        space.gravity = (0.0, 0.0)
        space.iterations = 10
        space.collision_slop = COLLISION_SLOP
        self.count = count
        static = space.static_body
        _set_shape_ids(space, count)  # the monsters' circles come first in a new space's count
        self.terrain_height: dict = {}
        self.max_terrain = max((t.height for t in terrain), default=0.0)
        # Each part's top as (height, bounds, rings' points), read from shapely once: the ball's
        # height step asks for the top under it every step it is low (see _Sim._surface).
        self.tops: list[tuple[float, tuple[float, float, float, float], list[list]]] = []
        for part in terrain:
            rings = [list(ring.coords) for ring in [part.polygon.exterior, *part.polygon.interiors]]
            self.tops.append((part.height, part.polygon.bounds, rings))
            segs = []
            for pts in rings:
                for a, b in itertools.pairwise(pts):
                    seg = pymunk.Segment(static, a, b, SEGMENT_RADIUS)
                    seg.collision_type = TERRAIN
                    seg.elasticity, seg.friction = 1.0, 0.5
                    segs.append(seg)
                    self.terrain_height[seg] = part.height
            space.add(*segs)  # in the same order, one call (pymunk adds them one by one)
        if bounds is not None:
            w, h = bounds
            for a, b in (((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))):
                seg = pymunk.Segment(static, a, b, SEGMENT_RADIUS)
                seg.collision_type = BOUND
                seg.filter = pymunk.ShapeFilter(categories=0b10, mask=pymunk.ShapeFilter.ALL_MASKS() ^ 0b1)
                seg.elasticity, seg.friction = 0.5, 0.5
                space.add(seg)
        self.next_id = lib.cpSpaceGetShapeIDCounter(space._space)  # the ball's
        self.sim: _Sim | None = None  # the drop in progress: the collision handlers, set once, ask it
        space.on_collision(BALL, MONSTER, pre_solve=self._ball_monster_pre, post_solve=self._ball_monster_post)
        space.on_collision(BALL, TERRAIN, pre_solve=self._ball_terrain_pre)
        space.on_collision(MONSTER, MONSTER, begin=self._monsters_touch)

    def _ball_monster_pre(self, arbiter, space, data):
        self.sim._ball_monster_pre(arbiter, space, data)

    def _ball_monster_post(self, arbiter, space, data):
        self.sim._ball_monster_post(arbiter, space, data)

    def _ball_terrain_pre(self, arbiter, space, data):
        self.sim._ball_terrain_pre(arbiter, space, data)

    def _monsters_touch(self, arbiter, space, data):
        self.sim._monsters_touch(arbiter, space, data)

    def clear(self) -> None:
        """Take the last drop's bodies, shapes and joints out: the table as built."""
        space = self.space
        for c in list(space.constraints):
            space.remove(c)
        for b in list(space.bodies):
            space.remove(b, *b.shapes)
        self.sim = None


def _set_shape_ids(space: pymunk.Space, first: int) -> None:
    lib.cpSpaceSetShapeIDCounter(space._space, first)


_KEPT = threading.local()  # each thread's kept tables (a table holds one drop at a time)
TABLES_KEPT = 8


def _kept_tables() -> dict:
    """This thread's kept tables by their inputs (see simulate_missile)."""
    tables = getattr(_KEPT, "tables", None)
    if tables is None:
        tables = _KEPT.tables = {}
    return tables


def _kept_table(terrain, bounds, count: int) -> _Table:
    tables = _kept_tables()
    key = (tuple((t.polygon.wkb, t.height) for t in terrain), bounds, count)
    table = tables.get(key)
    if table is None:
        if len(tables) >= TABLES_KEPT:
            tables.pop(next(iter(tables)))
        table = tables[key] = _Table(terrain, bounds, count)
    return table


class _Sim:
    """One drop in progress (built and run by `simulate_missile`) on a table of static parts."""

    def __init__(self, monsters: list[Monster], table: _Table, params: ClayParams, rng: RNG, bounds):
        assert table.sim is None and table.count == len(monsters), "a table holds one drop at a time"
        self.p = params
        self.rng = rng
        self.rb = params.ball_radius
        self.mb = params.missile_clay
        self.table = table
        self.space = space = table.space
        table.sim = self
        self.monsters = monsters
        self.mass = [params.monster_mass(m) for m in monsters]
        self.alive = [True] * len(monsters)
        self.bodies: list[pymunk.Body] = []
        self.shape_index: dict = {}
        static = space.static_body
        _set_shape_ids(space, 0)
        for i, m in enumerate(monsters):
            body = pymunk.Body(self.mass[i], math.inf)
            body.position = (m.x, m.y)
            shape = pymunk.Circle(body, m.radius)
            shape.collision_type = MONSTER
            shape.elasticity, shape.friction = 1.0, 0.5
            space.add(body, shape, _grip(static, body, params.base_friction * self.mass[i] * G))
            self.bodies.append(body)
            self.shape_index[shape] = i
        _set_shape_ids(space, table.next_id)
        self.terrain_height = table.terrain_height
        self.max_top = max([m.height for m in monsters] + [table.max_terrain])
        self.tops = table.tops
        self.bounds = bounds
        self.ball = pymunk.Body(self.mb, math.inf)
        self.ball_shape = pymunk.Circle(self.ball, self.rb)
        self.ball_shape.collision_type = BALL
        self.ball_shape.filter = pymunk.ShapeFilter(categories=0b1)  # the map's edges stop bases, not the ball
        self.ball_shape.elasticity, self.ball_shape.friction = params.restitution, 0.5
        self.ball_grip = _grip(static, self.ball, 0.0)  # rolling resistance, on while it rolls
        self.z = params.drop_height
        self.vz = 0.0
        self.on_surface = False
        self.frame = 0
        self.push: dict[int, tuple[int, float, float, float, float]] = {}  # i -> (start, J, z, dx, dy)
        self.events: list[Event] = []
        self.pending: list[tuple[int, int, float, float, tuple[float, float]]] = []  # strikes to come
        self.tracks: dict[int, list] = {}
        self.awake: dict[int, None] = {}  # bases that were ever struck, in order (only these can move)
        self.landing: tuple[float, float] | None = None

    # -- collision callbacks ---------------------------------------------------------------
    def _other(self, arbiter):
        a, b = arbiter.shapes
        return b if a is self.ball_shape else a

    def _ball_monster_pre(self, arbiter, space, data):
        i = self.shape_index[self._other(arbiter)]
        arbiter.process_collision = self.alive[i] and self.z < self.monsters[i].height

    def _monsters_touch(self, arbiter, space, data):
        a, b = arbiter.shapes
        self.awake[self.shape_index[a]] = self.awake[self.shape_index[b]] = None

    def _ball_monster_post(self, arbiter, space, data):
        i = self.shape_index[self._other(arbiter)]
        self.awake[i] = None
        jx, jy = arbiter.total_impulse
        if self._other(arbiter) is arbiter.shapes[1]:
            jx, jy = -jx, -jy  # the impulse on the monster, not on the ball
        j = math.hypot(jx, jy)
        if j > 0:
            self._add_push(i, j, min(self.z + self.rb, self.monsters[i].height), jx / j, jy / j)

    def _ball_terrain_pre(self, arbiter, space, data):
        arbiter.process_collision = self.z < self.terrain_height[self._other(arbiter)]

    # -- pushes, tips and dominoes -----------------------------------------------------------
    def _add_push(self, i: int, j: float, z: float, dx: float, dy: float) -> None:
        start, total, zc, ox, oy = self.push.get(i, (self.frame, 0.0, z, dx, dy))
        if self.frame - start >= PUSH_WINDOW:
            start, total, zc, ox, oy = self.frame, 0.0, z, dx, dy
        self.push[i] = (start, total + j, max(zc, z), ox + dx * j, oy + dy * j)

    def _check_tips(self) -> None:
        for i in sorted(self.push):
            start, total, zc, dx, dy = self.push[i]
            if self.frame - start >= PUSH_WINDOW:
                del self.push[i]
                continue
            if self.alive[i] and total >= self.p.tip_factor * tip_impulse(self.monsters[i], self.mass[i], zc):
                self._tip(i, _unit(dx, dy))

    def _tip(self, i: int, direction: tuple[float, float]) -> None:
        m = self.monsters[i]
        self._remove(i, Event(self.frame, "knocked_over", m.id, direction))
        if self.p.topple_strike <= 0:
            return
        # It falls over its base edge along the blow: its length lies from the edge outwards.
        bx, by = self.bodies[i].position
        ux, uy = direction
        ax, ay = bx + ux * m.radius, by + uy * m.radius
        ex, ey = ax + ux * m.height, ay + uy * m.height
        omega = math.sqrt(3.0 * G / m.height)  # a rod falling from upright, when it lands
        strike = self.p.topple_strike * self.mass[i] * omega * m.height / 2.0
        delay = max(1, round(math.sqrt(2.0 * m.height / G) / STEP))
        for k, other in enumerate(self.monsters):
            if k == i or not self.alive[k]:
                continue
            ox, oy = self.bodies[k].position
            if _segment_distance(ox, oy, ax, ay, ex, ey) < other.radius + m.radius * 0.5:
                self.pending.append((self.frame + delay, k, strike, min(other.height, m.height), direction))

    def _run_pending(self) -> None:
        if not self.pending:
            return  # no model is falling (most steps)
        due = [s for s in self.pending if s[0] <= self.frame]
        self.pending = [s for s in self.pending if s[0] > self.frame]
        for _frame, k, strike, zc, direction in due:
            if self.alive[k] and strike >= self.p.tip_factor * tip_impulse(self.monsters[k], self.mass[k], zc):
                self._tip(k, direction)

    def _remove(self, i: int, event: Event) -> None:
        self.alive[i] = False
        self.events.append(event)
        body = self.bodies[i]
        self.space.remove(body, *body.shapes, *body.constraints)
        self.push.pop(i, None)

    # -- the height of the ball ----------------------------------------------------------------
    def _surface(self, x: float, y: float, below: float) -> tuple[float, int | None]:
        """The highest top at most `below` under the point: (height, monster index or None)."""
        best, who = 0.0, None
        for height, box, rings in self.tops:
            if best < height <= below + 1e-9 and _inside_rings(box, rings, x, y):
                best = height
        for i, m in enumerate(self.monsters):
            if self.alive[i] and best < m.height <= below + 1e-9:
                px, py = self.bodies[i].position
                if (x - px) ** 2 + (y - py) ** 2 <= m.radius**2:
                    best, who = m.height, i
        return best, who

    def _rim_hit(self, z_prev: float, z_new: float, x: float, y: float, struck: list):
        """The first model rim the falling ball meets between the two heights: (i, height) or None."""
        best = None
        rb = self.rb
        for i, m in enumerate(self.monsters):
            if not self.alive[i] or m.height - self.rb > z_prev + 1e-9 or i in struck:
                continue
            px, py = self.bodies[i].position
            d = math.hypot(x - px, y - py)
            e = d - m.radius
            if e <= 0 or e >= rb:
                continue
            touch = m.height - rb + math.sqrt(rb * rb - e * e)
            if z_new < touch <= z_prev + 1e-9 and (best is None or touch > best[1]):
                best = (i, touch)
        return best

    def _strike_rim(self, i: int, touch: float) -> None:
        m = self.monsters[i]
        rb = self.rb
        bx, by = self.ball.position
        px, py = self.bodies[i].position
        ux, uy = _unit(bx - px, by - py)
        d = math.hypot(bx - px, by - py)
        nh = (d - m.radius) / rb
        nz = (touch + rb - m.height) / rb
        norm = math.hypot(nh, nz) or 1.0
        nh, nz = nh / norm, nz / norm
        vx, vy = self.ball.velocity
        mvx, mvy = self.bodies[i].velocity
        approach = (vx - mvx) * ux * nh + (vy - mvy) * uy * nh + self.vz * nz
        self.z = touch
        if approach >= 0:
            return
        j = -(1.0 + self.p.restitution) * approach / (1.0 / self.mb + 1.0 / self.mass[i])
        self.ball.velocity = (vx + j * nh * ux / self.mb, vy + j * nh * uy / self.mb)
        self.vz += j * nz / self.mb
        jh = j * nh
        if jh <= 0:
            return
        if jh >= self.p.tip_factor * tip_impulse(m, self.mass[i], m.height):
            self._tip(i, (-ux, -uy))
        else:
            self.bodies[i].velocity = (mvx - jh * ux / self.mass[i], mvy - jh * uy / self.mass[i])
            self.awake[i] = None

    def _land(self, surface: float, who: int | None) -> None:
        """The ball reaches a top or the ground while falling."""
        speed = -self.vz
        x, y = self.ball.position
        if self.landing is None:
            self.landing = (x, y)
        if who is not None and speed >= self.p.crush_speed:
            self._remove(who, Event(self.frame, "crushed", self.monsters[who].id, (0.0, 0.0)))
            self.vz *= self.p.crush_keep
            return
        self.z = surface
        if speed >= BOUNCE_SPEED:
            self.vz = self.p.restitution * speed
            angle = 2.0 * math.pi * self.rng.random()
            kick = self.p.lump * speed
            vx, vy = self.ball.velocity
            self.ball.velocity = (vx + kick * math.cos(angle), vy + kick * math.sin(angle))
            self.on_surface = False
        else:
            self.vz = 0.0
            self.on_surface = True

    def _height_step(self) -> None:
        """Move the ball's height one step: fall, meet rims and tops, bounce, roll off edges."""
        x, y = self.ball.position
        if not self.on_surface and self.vz < 0 and self.z + (self.vz - G * STEP) * STEP > self.max_top:
            self.vz -= G * STEP
            self.z += self.vz * STEP
            return  # still above every top after this step
        if self.on_surface:
            surface, _who = self._surface(x, y, self.z)
            if surface < self.z - 1e-9:
                self.on_surface = False  # rolled off a top
            else:
                return
        z_prev = self.z
        self.vz -= G * STEP
        z_new = self.z + self.vz * STEP
        struck: list[int] = []
        for _ in range(2 * len(self.monsters) + 2):  # a crushed model or a glanced rim: go on down
            if self.vz >= 0:
                break
            rim = self._rim_hit(z_prev, z_new, x, y, struck)
            surface, who = self._surface(x, y, z_prev)
            if rim is not None and rim[1] > surface:
                struck.append(rim[0])
                self._strike_rim(*rim)
                z_prev, z_new = self.z, self.z + self.vz * STEP * 0.5
                continue
            if z_new > surface:
                break
            before = len(self.events)
            self._land(surface, who)
            if len(self.events) == before:
                return  # bounced or settled
            z_prev, z_new = surface, surface + self.vz * STEP * 0.5  # crushed: falls on through
        self.z = z_new

    # -- running ---------------------------------------------------------------------------
    def drop(self, at: tuple[float, float], velocity: tuple[float, float]) -> None:
        """Put the ball at its release point."""
        self.ball.position = at
        self.ball.velocity = velocity
        self.space.add(self.ball, self.ball_shape, self.ball_grip)

    def run(self) -> list[tuple[float, float, float]]:
        """Step until everything rests; the ball's frames."""
        frames = [(*self.ball.position, self.z)]
        start = [b.position for b in self.bodies]
        last = round(self.p.max_seconds / STEP)
        in_play = True
        rolling = self.p.roll_resistance * self.mb * G
        gripped = self.ball_grip.max_force  # the rolling resistance's grip as last set (none at first)
        while self.frame < last:
            self.frame += 1
            if in_play:
                self._height_step()
                grip = rolling if self.on_surface else 0.0
                if grip != gripped:  # set when it changes (the setter also wakes bodies: none sleeps here)
                    self.ball_grip.max_force = gripped = grip
            self.space.step(STEP)
            if self.push:
                self._check_tips()
            self._run_pending()
            bx, by = self.ball.position
            if in_play and self.bounds is not None and not (0 <= bx <= self.bounds[0] and 0 <= by <= self.bounds[1]):
                in_play = False  # off the table
                self.space.remove(self.ball, self.ball_shape, self.ball_grip)
            frames.append((bx, by, self.z))
            for i in self.awake:
                track = self.tracks.setdefault(i, [tuple(start[i])] * self.frame)
                track.append(tuple(self.bodies[i].position))
            ball_rests = not in_play or (self.on_surface and self.ball.velocity.length < REST_SPEED)
            if (
                ball_rests
                and not self.pending
                and all(not self.alive[i] or self.bodies[i].velocity.length < REST_SPEED for i in self.awake)
            ):
                break
        return frames


def simulate_missile(
    monsters: Iterable[Sequence],
    terrain: Iterable[Sequence],
    aim: Sequence[float],
    rng_or_seed,
    params: ClayParams,
    bounds: Sequence[float] | None = None,
    keep: bool = False,
) -> MissileResult:
    """Drop the Magic Missile over `aim` (map inches) and simulate it to rest (NM-CLAY-05/06).

    `monsters`: (id, x, y, base radius, model height[, clay drams]); `terrain`: (polygon or
    points, height); `rng_or_seed`: an int seed (the engine draws one from the game's RNG) or a
    core RNG, which is advanced; `bounds`: the map's (width, height), so pushed bases stay on it
    and a ball rolling off is gone. Every random draw comes from that one generator. `keep`: build
    the static parts once for these terrain, bounds and number of monsters and keep them for the next
    drop asked with `keep` (the same result, bit for bit; the rules' drops ask so).
    """
    mons = monsters_in(monsters)
    parts = terrain_in(terrain)
    ax, ay = point_in(aim, "aim")
    if bounds is not None:
        bounds = point_in(bounds, "bounds")
    rng = _rng(rng_or_seed)
    # Draw order is part of the replay: scatter angle, scatter distance, hand angle, hand speed.
    angle = 2.0 * math.pi * rng.random()
    dist = params.scatter * math.sqrt(rng.random())
    hand = 2.0 * math.pi * rng.random()
    speed = params.release_speed * rng.random()
    table = _kept_table(parts, bounds, len(mons)) if keep else _Table(parts, bounds, len(mons))
    try:
        sim = _Sim(mons, table, params, rng, bounds)
        release = (ax + dist * math.cos(angle), ay + dist * math.sin(angle))
        sim.drop(release, (speed * math.cos(hand), speed * math.sin(hand)))
        frames = sim.run()
    finally:
        table.clear()
    crushed = tuple(e.id for e in sim.events if e.kind == "crushed")
    knocked = tuple(e.id for e in sim.events if e.kind == "knocked_over")
    moved, tracks = {}, {}
    for i, track in sim.tracks.items():
        m = mons[i]
        tracks[m.id] = tuple(track)
        end = sim.bodies[i].position
        if sim.alive[i] and math.hypot(end[0] - m.x, end[1] - m.y) >= MOVED:
            moved[m.id] = (float(end[0]), float(end[1]))
    return MissileResult(
        seed_point=release,
        landing=sim.landing or (frames[-1][0], frames[-1][1]),
        crushed=crushed,
        knocked_over=knocked,
        events=tuple(sim.events),
        frames=tuple(frames),
        moved=moved,
        tracks=tracks,
        ball_radius=sim.rb,
        step=STEP,
    )


def _grip(static, body, force: float) -> pymunk.PivotJoint:
    """Friction with the map, top-down: a joint to the table that only resists motion (no bias),
    with at most `force` (dr.in/s^2): Coulomb friction, in Chipmunk rather than in Python."""
    joint = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
    joint.max_bias = 0.0
    joint.max_force = force
    return joint


def _unit(x: float, y: float) -> tuple[float, float]:
    n = math.hypot(x, y)
    return (x / n, y / n) if n > 0 else (1.0, 0.0)


def _segment_distance(px, py, ax, ay, bx, by) -> float:
    dx, dy = bx - ax, by - ay
    den = dx * dx + dy * dy
    t = 0.0 if den == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / den))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def _inside_rings(box: tuple[float, float, float, float], rings: list[list], x: float, y: float) -> bool:
    """Point in a polygon with holes (even-odd over every ring), given its bounds and its rings' points."""
    minx, miny, maxx, maxy = box
    if not (minx <= x <= maxx and miny <= y <= maxy):
        return False
    inside = False
    for pts in rings:
        for (x1, y1), (x2, y2) in itertools.pairwise(pts):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
    return inside
