"""Shared helpers for the NecronomiCORP engine's tests: a game on the test cards, hand-laid buildings,
applying actions with the invariants checked after each."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.state import State
from tests.games.corp.cards_for_tests import make_cards

CARDS = make_cards()


def game() -> CorpGame:
    return CorpGame(allow_test_hooks=True, cards=CARDS)


def empties(n: int, start: int = 1) -> list[str]:
    return [f"empty#{k}" for k in range(start, start + n)]


def building(*levels: list[str], **kw) -> dict:
    """A test building: the given stacks (top first) for levels 1.. (the rest empty)."""
    stacks = [list(lv) for lv in levels] + [[] for _ in range(5 - len(levels))]
    return {"levels": stacks, **kw}


def new(players: int = 2, seed: int = 1, **settings) -> tuple[CorpGame, State]:
    g = game()
    st = g.initial_state({"players": players, **settings}, seed)
    assert g.problems(st) == []
    return g, st


def play(g: CorpGame, st: State, *actions: A.Action) -> State:
    """Apply each action (refused ones raise), checking the invariants after each."""
    for a in actions:
        st = g.apply(st, a).state
        assert g.problems(st) == [], g.problems(st)
    return st


def events(g: CorpGame, st: State, action: A.Action):
    applied = g.apply(st, action)
    assert g.problems(applied.state) == []
    return applied.state, applied.events
