"""What one seat may know of a Necromolds game (its observation; boardgame.io's playerView).

Hidden in Necromolds:
- While command dice are assigned (NM-ROUND-05, reading B), each player's choices are secret
  until everyone has committed: another seat's dice show the faces they were rolled with
  while that seat is still choosing, and face down once it has committed; its gems are those
  it had when the dice were rolled (discarding or activating magic changes them). The events of
  those choices (flips, dice placed, rerolls, discards, magic gems) are its seat's alone, with no
  public version (rounds._secret): the only public line is that a seat has committed.
- The future: the RNG's state and the test hook's forced faces would tell what the next rolls
  show, so no view carries them (a bot that looks ahead rolls with a neutral RNG).

A view is a `State` of the same shape, so everything that reads a state (the table, the bots,
the rules' own queries) reads a view unchanged.
"""

from __future__ import annotations

from tabletop.core.rng import RNG
from tabletop.games.necromolds.state import CommandDie, State, clone

HIDDEN = "hidden"  # the face and status of a die another seat may not see
_NEUTRAL_RNG = RNG(0).get_state()


def assignment_hidden(state: State) -> bool:
    """True while some seat's command-dice choices are secret from the others."""
    return state.phase == "assign"


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it (None: a spectator, who sees only what everyone sees)."""
    out = clone(state)
    out.rng = dict(_NEUTRAL_RNG)
    out.forced = []
    if assignment_hidden(state):
        for index, other in enumerate(out.seats):
            if index == seat:
                continue
            _hide_assignment(other)
    return out


def _hide_assignment(seat) -> None:
    """Another seat's dice and gems as the table showed them when they were rolled."""
    if seat.assign_done:
        seat.dice = [CommandDie(face=HIDDEN, status=HIDDEN) for _ in seat.dice]
    else:
        faces = seat.rolled_faces or [d.face for d in seat.dice]
        seat.dice = [CommandDie(face=face) for face in faces]
    seat.gems = seat.gems_at_roll
