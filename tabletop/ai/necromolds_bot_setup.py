"""The Necromolds bot's set-up choices: the army it molds (2 or 3 spellbooks, NM-SETUP-14), going
first or second (Turn Order Choice, NM-FAN-02), and where it deploys, spread along its border, its
zone with 3-4 players, or alternating between its corners (Four Corner Deployment, NM-FAN-15/16).
necromolds_bot.choose calls these."""

from __future__ import annotations

import math

from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State

# -- set-up -----------------------------------------------------------------------------------


def _army(state: State, seat: int, rng: RNG):
    lib = library()
    s = state.seats[seat]
    mine = [m for m in state.monsters if m.owner == seat]
    if s.clay < lib.smallest_clay():
        return A.ArmyDone(seat=seat)
    if not mine and rng.random() < 0.25:
        return A.MoldPreset(seat=seat, preset="starting_tip")
    books = sorted(lib.books)
    # 2 or 3 spellbooks, as the rulebook recommends (NM-SETUP-14): choose them by the first monster's seed
    chosen = sorted({m.book for m in mine})
    if len(chosen) < 2 or (len(chosen) < 3 and rng.random() < 0.4):
        pick = rng.choice([b for b in books if b not in chosen] or books)
        chosen.append(pick)
    options = [(b, i) for b in chosen for i, z in enumerate(lib.books[b].sizes) if z.clay <= s.clay]
    if not options:
        options = [(b.id, i) for b in lib.books.values() for i, z in enumerate(b.sizes) if z.clay <= s.clay]
    book, size = rng.choice(options)
    return A.Mold(seat=seat, book=book, size=size)


def _choose_order(state: State, seat: int):
    """Turn Order Choice (NM-FAN-02): go first when some monster of ours can already strike an
    enemy (within a far move or shot); otherwise go second and let the enemy come."""
    far = library().length("far")
    bf = NQ.battlefield(state)
    strike = any(bf.within(m.id, e.id, far) for m in state.alive(seat) for e in state.enemies(seat))
    return A.ChooseOrder(seat=seat, first=strike)


def _deploy_corners(state: State, seat: int, todo: list[Monster], rng: RNG):
    """Four Corner Deployment (NM-FAN-15/16): pick a pair of corners, then alternate the corners."""
    if state.corners[seat] < 0:
        return A.ChooseCorners(seat=seat, pair=rng.randint(0, 1))
    if not todo:
        return A.DeployDone(seat=seat)
    m = todo[0]
    placed = [x for x in state.monsters if x.owner == seat and x.deployed]
    want = len(placed) % 2
    spots = NQ.corner_spots(state, seat, m)
    pick = [p for p in spots if NQ.corner_of(state, seat, *p) == want] or spots
    if not pick:  # crowded corners: close the gaps as the plain deployment does
        return NQ.legal_actions(state, seat)[0]
    x, y = pick[0]
    return A.Deploy(seat=seat, monster=m.id, x=x, y=y)


def _deploy(state: State, seat: int, rng: RNG):
    todo = [m for m in state.monsters if m.owner == seat and not m.deployed]
    if NQ.four_corners(state):
        return _deploy_corners(state, seat, todo, rng)
    if not todo:
        return A.DeployDone(seat=seat)
    if len(state.seats) > 2:
        return _deploy_zone(state, seat, todo[0], rng)
    m = todo[0]
    mp = library().maps[state.map]
    n_all = len([x for x in state.monsters if x.owner == seat])
    k = n_all - len(todo)
    target_x = mp.width * (k + 0.5) / n_all
    spots = NQ.deployment_spots(state, seat, m, count=80)
    if not spots:  # the border is crowded: try finer steps inward along the strip
        r, _ = NQ.base_of(m)
        for dy in (0.0, 0.3, 0.6):
            y = (r + 0.01 + dy) if seat == 0 else (mp.height - r - 0.01 - dy)
            x = r + 0.01
            while x < mp.width - r:
                if NQ.border_problem(state, seat, r, x, y) is None and NQ.placement_problem(state, m, x, y) is None:
                    spots.append((round(x, 3), round(y, 3)))
                x += 0.1
            if spots:
                break
    x, y = min(spots, key=lambda p: abs(p[0] - target_x) + rng.random() * 0.5)
    return A.Deploy(seat=seat, monster=m.id, x=x, y=y)


def _deploy_zone(state: State, seat: int, m: Monster, rng: RNG):
    """3-4 players: spread the army along the seat's zone (an edge or a corner), a second row
    further in when the border is crowded."""
    from shapely.geometry import LineString

    line = LineString(NQ.deploy_zone(state, seat))
    n_all = len([x for x in state.monsters if x.owner == seat])
    k = n_all - len([x for x in state.monsters if x.owner == seat and not x.deployed])
    target = line.interpolate(line.length * (k + 0.5) / n_all)
    r, _ = NQ.base_of(m)
    border = library().maps[state.map].border
    spots = []
    for inset in (0.0, 0.5 * border, 0.95 * border):
        spots = NQ.deployment_spots(state, seat, m, count=160, inset=inset)
        if spots:
            break
    if not spots:  # crowded: any free point whose base still touches the strip
        xs, ys = zip(*NQ.deploy_strip(state, seat))
        grid = [
            (round(x0 + 0.1 * i, 3), round(y0 + 0.1 * j, 3))
            for x0, y0 in [(min(xs) - r, min(ys) - r)]
            for i in range(int((max(xs) - min(xs) + 2 * r) / 0.1) + 1)
            for j in range(int((max(ys) - min(ys) + 2 * r) / 0.1) + 1)
        ]
        # the border's and the placement's tests on the whole grid at once (one by one, a crowded
        # four-player border took ~0.3 s a monster: a frame the window froze for)
        touching = [p for p, ok in zip(grid, NQ.zone_touched(state, seat, r, grid), strict=True) if ok]
        spots = [p for p, ok in zip(touching, NQ.free_spots(state, m, touching), strict=True) if ok]
    if not spots:  # no gap is big enough: close them up first
        return NQ.legal_actions(state, seat)[0]
    x, y = min(spots, key=lambda p: math.dist(p, (target.x, target.y)) + rng.random() * 0.5)
    return A.Deploy(seat=seat, monster=m.id, x=x, y=y)
