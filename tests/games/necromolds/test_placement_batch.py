"""Issue 25's speed: deployment tests its candidate spots in one batch (`field.free_spots`); every answer
is `placement_problem`'s for that point (NM-SETUP-15..17: on the map, off other bases, terrain and smashed
clay), and `deployment_spots` gives the spots the one-at-a-time search gave, on varied positions."""

from __future__ import annotations

import math
import random

from shapely.geometry import LineString

from tabletop.ai.necromolds_bot import choose
from tabletop.bench.simulate import FAN_AND_CLAY
from tabletop.core.rng import RNG
from tabletop.games.necromolds import field, setup
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Clay, clone

GAME = NecromoldsGame()


def _states(settings: dict, seed: int, every: int, steps: int) -> list:
    """Positions of a bot game, from its deployment on (some every few actions)."""
    st = GAME.initial_state(settings, seed)
    rng = RNG(seed, stream=1000)
    out = []
    for k in range(steps):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        st = GAME.apply(st, choose(GAME, GAME.view(st, seat), seat, rng)).state
        if st.phase not in ("terrain", "army") and k % every == 0:
            out.append(st)
    return out


def _with_clay(state):
    """The position with smashed clay beside two bases (so spots near clay are asked too)."""
    out = clone(state)
    for m in [m for m in out.monsters if m.alive and m.deployed][:2]:
        out.clay.append(Clay(x=m.x + 1.3, y=m.y, r=0.8))
    return out


def _points(state, rnd: random.Random) -> list[tuple[float, float]]:
    mp = library().maps[state.map]
    pts = [(rnd.uniform(-1, mp.width + 1), rnd.uniform(-1, mp.height + 1)) for _ in range(60)]
    for m in state.monsters:  # near bases (touching, overlapping, just clear)
        if m.deployed:
            pts += [(m.x + rnd.uniform(-2.5, 2.5), m.y + rnd.uniform(-2.5, 2.5)) for _ in range(4)]
    for c in state.clay:
        pts += [(c.x + rnd.uniform(-1.5, 1.5), c.y + rnd.uniform(-1.5, 1.5)) for _ in range(4)]
    for p in state.terrain:  # on and around terrain
        pts += [(p.x + rnd.uniform(-3, 3), p.y + rnd.uniform(-3, 3)) for _ in range(4)]
    return pts + [(math.nan, 1.0), (1.0, math.inf)]


def _old_spots(state, seat, monster, count=40, inset=0.0, step=None):
    """deployment_spots as it was: one placement_problem per candidate."""
    mp = library().maps[state.map]
    radius, _ = field.base_of(monster)
    if len(state.seats) == 2:
        y = radius + 0.01 if seat == 0 else mp.height - radius - 0.01
        spots: list[tuple[float, float]] = []
        step = max(2 * radius + 0.15, (mp.width - 2 * radius) / count)
        x = radius + 0.01
        while x <= mp.width - radius:
            if field.placement_problem(state, monster, x, y) is None:
                spots.append((round(x, 3), round(y, 3)))
            x += step
        return spots
    line = LineString(setup.deploy_zone(state, seat))
    step = step or max(2 * radius + 0.15, line.length / count)
    low, high = radius + 0.01, (mp.width - radius - 0.01, mp.height - radius - 0.01)
    spots = []
    d = 0.0
    while d <= line.length + 1e-9:
        p = line.interpolate(d)
        x = min(max(p.x, low + inset if p.x < 1e-6 else low), high[0] - (inset if p.x > mp.width - 1e-6 else 0.0))
        y = min(max(p.y, low + inset if p.y < 1e-6 else low), high[1] - (inset if p.y > mp.height - 1e-6 else 0.0))
        x, y = round(x, 3), round(y, 3)
        if (
            (x, y) not in spots
            and setup.border_problem(state, seat, radius, y, x) is None
            and field.placement_problem(state, monster, x, y) is None
        ):
            spots.append((x, y))
        d += step
    return spots


def _kind(problem: str | None) -> str:
    if problem is None:
        return "free"
    return next(
        k
        for k, said in (("off", "hang off"), ("terrain", "terrain"), ("clay", "clay"), ("base", "overlap"))
        if said in problem
    )


def test_free_spots_are_placement_problems_answers_NM_SETUP_15():
    rnd = random.Random(25)
    reasons: set[str] = set()
    asked = 0
    for settings, seed in (({"players": 2}, 3), ({"players": 4}, 4), ({"players": 2, **FAN_AND_CLAY}, 5)):
        for st in _states(settings, seed, every=9, steps=120):
            for state in (st, _with_clay(st)):
                for monster in rnd.sample(state.monsters, 3):
                    pts = _points(state, rnd)
                    want = [field.placement_problem(state, monster, x, y) for x, y in pts]
                    assert field.free_spots(state, monster, pts) == [w is None for w in want]
                    reasons |= {_kind(w) for w in want}
                    asked += len(pts)
    # every kind of answer was asked: free, off the map, over a base, terrain and clay
    assert reasons == {"free", "off", "base", "terrain", "clay"} and asked > 3000
    assert field.free_spots(st, st.monsters[0], []) == []


def test_deployment_spots_are_the_one_at_a_time_search_NM_SETUP_16():
    rnd = random.Random(7)
    compared = 0
    for settings, seed in (({"players": 2}, 11), ({"players": 3}, 12), ({"players": 4}, 13)):
        for st in _states(settings, seed, every=2, steps=40):
            if st.phase != "deploy":
                continue
            for state in (st, _with_clay(st)):
                for seat in range(len(state.seats)):
                    for monster in rnd.sample(state.monsters, 2):
                        for count, inset in ((40, 0.0), (80, 0.0), (160, 0.7), (400, 1.5)):
                            got = setup.deployment_spots(state, seat, monster, count, inset)
                            assert got == _old_spots(state, seat, monster, count, inset)
                            compared += 1
    assert compared > 100


def test_zone_touched_is_border_problems_answer_NM_MULTI_04():
    rnd = random.Random(4)
    seen = set()
    for players, seed in ((3, 31), (4, 32)):
        st = GAME.initial_state({"players": players}, seed)
        mp = library().maps[st.map]
        for seat in range(players):
            for radius in (0.5, 1.0, 1.6):
                pts = [(rnd.uniform(-1, mp.width + 1), rnd.uniform(-1, mp.height + 1)) for _ in range(150)]
                pts += [(x + rnd.uniform(-2, 2), y + rnd.uniform(-2, 2)) for x, y in setup.deploy_zone(st, seat)]
                want = [setup.border_problem(st, seat, radius, y, x) is None for x, y in pts]
                assert setup.zone_touched(st, seat, radius, pts) == want
                seen |= set(want)
    assert seen == {True, False} and setup.zone_touched(st, 0, 1.0, []) == []


def test_a_crowded_zone_picks_the_spot_the_one_at_a_time_search_picked_NM_MULTI_04(monkeypatch):
    """3-4 players, no spot free along the zone: the bot searches a fine grid over the strip. Its tests
    now run on the whole grid at once (one by one they froze the window for ~0.3 s a monster, the
    monkey's slow frame in necromolds_deploy); the spot chosen is the one the old search chose."""
    from tabletop.ai import necromolds_bot_setup as BS
    from tabletop.games.necromolds import queries as NQ

    def old_grid(state, seat, m):
        r, _ = NQ.base_of(m)
        xs, ys = zip(*NQ.deploy_strip(state, seat))
        grid = [
            (round(min(xs) - r + 0.1 * i, 3), round(min(ys) - r + 0.1 * j, 3))
            for i in range(int((max(xs) - min(xs) + 2 * r) / 0.1) + 1)
            for j in range(int((max(ys) - min(ys) + 2 * r) / 0.1) + 1)
        ]
        return [
            p
            for p in grid
            if NQ.border_problem(state, seat, r, p[0], p[1]) is None
            and NQ.placement_problem(state, m, p[0], p[1]) is None
        ]

    monkeypatch.setattr(NQ, "deployment_spots", lambda *a, **k: [])  # every spot along the zone taken
    picked = 0
    for players, seed in ((3, 41), (4, 42)):
        for st in _states({"players": players}, seed, every=1, steps=40):
            if st.phase != "deploy":
                continue
            seat = GAME.to_act(st)[0]
            todo = [m for m in st.monsters if m.owner == seat and not m.deployed]
            if not todo:
                continue
            spots = old_grid(st, seat, todo[0])
            got = BS._deploy_zone(st, seat, todo[0], RNG(seed, stream=5))
            target_rng = RNG(seed, stream=5)
            if spots:
                line = LineString(NQ.deploy_zone(st, seat))
                n_all = len([x for x in st.monsters if x.owner == seat])
                target = line.interpolate(line.length * (n_all - len(todo) + 0.5) / n_all)
                want = min(spots, key=lambda p: math.dist(p, (target.x, target.y)) + target_rng.random() * 0.5)
                assert (got.x, got.y) == want
                picked += 1
            if picked >= 6:
                return
    raise AssertionError(f"only {picked} crowded deployments tried")
