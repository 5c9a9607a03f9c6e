"""Random fights to their end: every card of the test catalogue, random gear, helpers, infected meetings
and random choices among the legal ones, with the fight's invariants checked after every action."""

import random

import pytest

from tabletop.games.corp import contagion, fight
from tabletop.games.corp.state import BOSS_ROOM, TOP, Foe, hall_key
from tests.games.corp import fight_builder as fb

MONSTERS = [r.id for r in fb.ROOMS if r.kind == "monster"]
WEAPONS = [p.id for p in fb.PLOTS if p.kind == "weapon"]
TRAUMAS = [p.id for p in fb.PLOTS if p.kind == "trauma"]
CHARS = [c.id for c in fb.CHARACTERS]


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def check(st):
    """What must hold whenever a fight is on."""
    f = st.fight
    if f is None:
        return
    assert fight.to_act(st), "a fight with nobody to act"
    for s in fight.to_act(st):
        assert fight.legal(st, fb.CARDS, s), f"seat {s} must act and has no choice"
    for s in f.fighters:
        p = st.players[s]
        assert p.alive and p.area() == f.area, (s, p, f)
    if not f.infected:  # a monster fight
        assert st.areas[f.area].foes
        for foe in st.areas[f.area].foes:
            life = fb.CARDS.bosses[foe.card.split("#")[0]].life if f.area == BOSS_ROOM else fb.CARDS.room(foe.card).life
            assert 0 <= foe.damage < life


def setup(rng):
    n = rng.randint(1, 4)
    st = fb.state(*rng.sample(CHARS, n))
    for s in range(n):
        st.players[s].traumas = [t + "#1" for t in rng.sample(TRAUMAS, rng.randint(0, 1))]
        fb.arm(st, s, *rng.sample(WEAPONS, rng.randint(0, 2)))
        if s and rng.random() < 0.3:
            fb.put(st, s, rng.choice([1, 2]))
    if rng.random() < 0.3:
        st.levels[0].curses = [rng.choice(fb.CURSES).id + "#1"]
    st.levels[0].stack = [rng.choice(MONSTERS) + "#2", "empty#1"]
    return st


@pytest.mark.parametrize("seed", range(120))
def test_random_fights_end_and_keep_their_invariants(seed):
    rng = random.Random(seed)
    st = setup(rng)
    c = fb.ctx(st)
    c.st.rng = {}
    kind = rng.random()
    if kind < 0.1:
        st.boss = rng.choice(["whateley#1", "abhoth#1"])
        fb.put(st, 0, TOP, BOSS_ROOM)
        fight.start_boss(c, 0)
    elif kind < 0.2 and st.players_n > 1:
        st.players[1].infected = "zombie"
        fb.put(st, 1, st.players[0].level, None)
        fight.start_pvp(c, hall_key(st.players[0].level))
    elif kind < 0.3:
        area = fb.room(st, "golem#9")
        st.areas[area].foes = [Foe(card="golem#9", damage=rng.randint(0, 3))]
        fb.put(st, 0, 1, area)
        fight.start_abandoned(c, 0, area)
    else:
        card = rng.choice(MONSTERS) + "#1"
        area = fb.room(st, card)
        fb.put(st, 0, 1, area)
        fight.start_reveal(c, 0, area, [card])
    for _ in range(400):
        check(st)
        if st.fight is None or st.winners is not None:
            break
        seat = rng.choice(fight.to_act(st))
        fight.act(c, rng.choice(fight.legal(st, fb.CARDS, seat)))
    else:
        pytest.fail("the fight never ended")
    contagion.at_turn_end(c)
    check(st)
    for line in fb.lines(c):
        assert line and "{" not in line
