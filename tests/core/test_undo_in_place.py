"""Undo replays the log on a state of its own, with the game's apply_in_place hook (found by the seeded
monkey, tests/ui/test_monkey_corp_headless.py, NECRO_MONKEY_SEED=13: Ctrl+Z late in a long game took a
frame of 270-320 ms of CPU, a copied state per action replayed)."""

from __future__ import annotations

from tabletop.core.session import Session
from tests.core.race_game import Act, RaceGame


class CountingGame(RaceGame):
    """The race, counting which apply each action went through."""

    def __init__(self) -> None:
        self.copied = 0
        self.in_place = 0

    def apply(self, state, action):
        self.copied += 1
        return super().apply(state, action)

    def apply_in_place(self, state, action):
        self.in_place += 1
        return super().apply(state, action)  # the race's states are frozen: the same next state


def test_undo_replays_in_place_to_the_same_state():
    """Undo's replay goes through apply_in_place, one call per action kept, none through a copy; the
    state, the log and the undo floor are what a copied replay gives."""
    game = CountingGame()
    session = Session(game, {"target": 500}, 4)
    session.submit(Act(0, "roll"))  # seen: the floor is after it
    for _ in range(6):
        session.submit(Act(session.state.turn, "nudge"))
    before = session.state
    session.submit(Act(session.state.turn, "nudge"))
    game.copied = game.in_place = 0
    assert session.undo()
    assert (game.copied, game.in_place) == (0, 7)
    assert session.state == before and len(session.actions) == 7
    assert session.can_undo()
    while session.undo():
        pass
    assert len(session.actions) == 1, "never back past the seen roll"


def test_a_game_without_the_hook_replays_with_apply():
    """A game with no apply_in_place (the protocol's default) still undoes, through apply."""
    game = RaceGame()
    session = Session(game, {"target": 500}, 4)
    for _ in range(3):
        session.submit(Act(session.state.turn, "nudge"))
    assert session.undo() and len(session.actions) == 2
