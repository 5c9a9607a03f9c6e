"""Helpers for the Rise engine tests (set a scene in a real state), and their own sanity test."""

from __future__ import annotations

from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import Guard, Holding, Turn, clone

G = RiseGame(allow_test_hooks=True)


def new(players: int = 2, rolls=None, seed: int = 1, **settings):
    """A game where seat 0 rolls lowest for the black miniature (so seat 0 starts) unless `rolls` says."""
    rolls = list(rolls) if rolls is not None else [1] + [6] * (players - 1)
    return G.initial_state({"players": players, "test_forced_faces": rolls, **settings}, seed)


def scene(st, seat: int = 0, stage: str = "move", space: str | None = None, dice=(), number: int = 5):
    """A copy of `st` at `seat`'s turn, in `stage`, standing on `space`, the next dice forced."""
    st = clone(st)
    if space is not None:
        st.players[seat].space = space
    st.turn = Turn(number=number, seat=seat, stage=stage, start=st.players[seat].space)
    st.forced = list(dice)
    return st


def give(st, seat: int, **goods):
    """Move goods or Minions from the supply to a player (the totals stay those of the box)."""
    p = st.players[seat]
    for k, n in goods.items():
        st.supply[k] -= n
        if k in p.army:
            p.army[k] += n
        else:
            p.stock[k] += n
    return st


def own(st, seat: int, space: str, count: int):
    st.dominion[space] = Holding(seat=seat, count=count)
    return st


def guard(st, seat: int, space: str, **army):
    """Minions of `seat` left on `space` (taken from the supply), e.g. guard(st, 1, "hollowell", ghost=1)."""
    full = dict.fromkeys(("zombie", "hell_knight", "ghost", "skeletal_dragon"), 0)
    full.update(army)
    for k, n in army.items():
        st.supply[k] -= n
    st.guards[space] = Guard(seat=seat, army=full)
    return st


def act(st, action):
    r = G.apply(st, action)
    assert not G.problems(r.state), G.problems(r.state)
    return r.state, r.events


def texts(events) -> str:
    return "\n".join(e.text for e in events)


def test_kit_scene_is_sound():
    st = scene(new(), 0, "move", "valley")
    assert G.problems(give(st, 0, ichor=2, zombie=1)) == []
    assert G.to_act(st) == [0]
