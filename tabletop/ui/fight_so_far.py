"""A game opened part way (a loaded save, a resumed autosave) replays its log once for the table's log;
this keeps, from that same replay, the actions of the fight under way: each one's events and the state
after it. The table tells its fight window those actions as the seat at the screen saw them (its events
for that seat, its view of each state), as the replay viewer does (replay.timeline.fight_steps), so a
game loaded mid-fight shows the dice rolled so far (play-test: NecronomiCORP's window came up empty).
No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.protocol import Event, Game, events_for, setup_events
from tabletop.core.protocol import view as seat_view
from tabletop.core.session import Session
from tabletop.ui.game_log import Batch

Steps = list[tuple[list[Event], Any]]  # (an action's events, the state after it)


def fighting(state: Any) -> bool:
    """True while a fight (Rise, NecronomiCORP: `fight`) or a combat (Necromolds: `combat`) is on."""
    return getattr(state, "fight", None) is not None or getattr(state, "combat", None) is not None


def replayed(game: Game, settings, seed: int, actions: Sequence[Any]) -> tuple[list[list[Event]], Steps]:
    """(the game's events so far, action by action, set-up's chance first; the fight's steps): the
    steps run from the action after the last state with no fight on, before the last action, to the
    end (as the replay viewer's), so a fight on now, or one the last action finished, is told from its
    first action; else the last action alone (its table finds no fight in it). Empty with no action.
    Every event is kept: `seen_by` filters them for a seat."""
    replay = Session(game, settings, seed)
    batches: list[list[Event]] = []
    first = list(setup_events(game, replay.state))
    if first:
        batches.append(first)
    steps: Steps = []
    was_on = fighting(replay.state)

    def keep(_s, action, events) -> None:
        nonlocal was_on
        batch = Batch.of(events, getattr(action, "seat", None))
        batches.append(batch)
        if not was_on:
            steps.clear()  # the state before this action had no fight: the fight (if any) starts here
        steps.append((batch, replay.state))
        was_on = fighting(replay.state)

    replay.listeners.append(keep)
    for action in actions:
        replay.submit(action)
    return batches, steps


def seen_by(game: Game, steps: Steps, seat: int | None) -> Steps:
    """The steps as `seat` saw them: its events (hidden ones public or dropped) and its view of each state."""
    return [(list(events_for(events, seat)), seat_view(game, state, seat)) for events, state in steps]
