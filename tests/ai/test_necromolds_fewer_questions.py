"""Issue 25's speed work: the normal Necromolds bot asks fewer geometry questions for the same answers.

It asks for a goal's path round obstacles (a visibility graph and its search) only when it weighs that
goal: it weighs a foe's sides in order and stops at the first walk toward it, so the graph of a side
after that walk was never needed. And asking whether a monster has a target in sight, it asks first
about the enemies whose centre line is clear (a short test) before those behind something (a search
round the rims)."""

from __future__ import annotations

from tabletop.ai import necromolds_bot as normal
from tabletop.games.necromolds import field
from tabletop.games.necromolds import queries as NQ
from tabletop.geometry import battlefield, paths
from tabletop.geometry.battlefield import Battlefield
from tabletop.simulate import play_one
from tests.games.necromolds.helpers import position


def _graphs_and_game(monkeypatch, players: int, seed: int) -> tuple[int, dict]:
    """(visibility graphs built, the game's summary) of one seeded game, from empty caches."""
    built = [0]
    build = paths.ConfigSpace.build_graph

    def counted(self):
        built[0] += 1
        return build(self)

    monkeypatch.setattr(paths.ConfigSpace, "build_graph", counted)
    field.clear_cache()
    line = play_one("necromolds", {"players": players}, seed, ["default"])
    field.clear_cache()
    return built[0], {k: line[k] for k in ("reason", "actions", "winners")}


def test_the_bot_builds_no_graph_for_the_sides_after_its_first_walk_NM_MOVE_05(monkeypatch):
    """A four-player game: the same game as when every side's path is found before any is weighed,
    with fewer graphs built."""
    lazy, game = _graphs_and_game(monkeypatch, 4, 1000)
    monkeypatch.setattr(Battlefield, "iter_shortest_paths", lambda self, a, goals: iter(self.shortest_paths(a, goals)))
    eager, same = _graphs_and_game(monkeypatch, 4, 1000)
    assert same == game
    assert lazy < eager


def test_a_target_in_the_open_is_found_without_a_search_round_a_blocker_NM_RANGED_03(monkeypatch):
    """NM-RANGED-03: the Graveghoul's own Insectomite hides the Thornback; the Wispwraith stands in the
    open. Whether it has a target: yes, found by the Wispwraith's clear centre line, with no search
    round the Insectomite (the Thornback comes first in the army's order)."""
    s = position(
        [(0, "graveghoul", 5, 10), (0, "insectomite", 8, 10), (1, "thornback", 12, 10), (1, "wispwraith", 5, 15)],
        gems=(0, 0),
    )
    bf = NQ.battlefield(s)
    me, behind, open_ = "p0-graveghoul-1", "p1-thornback-1", "p1-wispwraith-1"
    assert [e.id for e in s.enemies(0)] == [behind, open_]
    assert not bf.centre_clear(me, behind) and bf.centre_clear(me, open_)
    searched = []
    find = battlefield.find_sightline

    def counted(*args, **known):
        searched.append(known.get("centre_blocked", False))
        return find(*args, **known)

    field.clear_cache()
    monkeypatch.setattr(battlefield, "find_sightline", counted)
    assert normal._has_target(s, s.monster(me), 20.0)
    assert searched == [False]  # the Wispwraith's short test alone
    assert not NQ.battlefield(s).line_of_sight(me, behind)  # hidden: the answer was the Wispwraith's
    assert not normal._has_target(s, s.monster(me), 0.5)  # nobody that near
    field.clear_cache()
