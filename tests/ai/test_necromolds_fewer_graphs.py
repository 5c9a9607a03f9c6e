"""Issue 25's speed work: the normal Necromolds bot asks for a goal's path round obstacles (a visibility
graph and its search) only when it weighs that goal. It weighs a foe's sides in order and stops at the
first walk toward it, so the graph of a side after that walk was never needed; the same moves."""

from __future__ import annotations

from tabletop.games.necromolds import field
from tabletop.geometry import paths
from tabletop.geometry.battlefield import Battlefield
from tabletop.simulate import play_one


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
