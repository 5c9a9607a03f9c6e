"""Building Necromolds positions for tests: states set straight into a round, dice forced."""

from __future__ import annotations

from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.necromolds import rounds
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, Placed, Seat, State

GAME = NecromoldsGame()
# The sanctioned way to force dice from settings: a game built for tests (saves and the command
# line get the registry's game, which refuses `test_forced_faces`).
RIGGED = NecromoldsGame(allow_test_hooks=True)


def combat_face(*symbols: str) -> int:
    """Index of the combat die face showing exactly these symbols."""
    return library().face_index("combat", symbols)


def command_face(symbol: str) -> int:
    """Index of the command die face showing this command."""
    return library().face_index("command", [symbol])


def position(
    monsters, mode="standard", terrain=(), gems=(4, 4), seed=7, map_id="twins_vale", forced=(), clay=()
) -> State:
    """A state with monsters (seat, book, x, y[, size]) on the map and terrain (piece, x, y),
    just before a round starts (phase 'turns' with no dice)."""
    rules = library().rules
    seats = [Seat(gems=g, clay=0, dice_count=rules.command_dice, army_done=True, deploy_done=True) for g in gems]
    state = State(
        mode=mode,
        map=map_id,
        phase="turns",
        rng=RNG(seed).get_state(),
        seats=seats,
        forced=list(forced),
        use_terrain=mode != "basic" or bool(terrain),
    )
    counters: dict = {}
    for entry in monsters:
        seat, book, x, y = entry[:4]
        size = entry[4] if len(entry) > 4 else 0
        counters[(seat, book)] = counters.get((seat, book), 0) + 1
        state.monsters.append(
            Monster(
                id=f"p{seat}-{book}-{counters[(seat, book)]}",
                owner=seat,
                book=book,
                size=size,
                x=float(x),
                y=float(y),
                deployed=True,
            )
        )
    for piece, x, y in terrain:
        state.terrain.append(Placed(piece, float(x), float(y)))
    for x, y, r in clay:
        from tabletop.games.necromolds.state import Clay

        state.clay.append(Clay(x, y, r))
    return state


def start_round(state: State, command_faces=None, rolloff=None) -> tuple[State, list[Event]]:
    """Start the next round; `rolloff` forces the first-turn roll-off's combat faces (seat 0's
    three then seat 1's), `command_faces` the command dice (seat 0's then seat 1's)."""
    forced = [combat_face(*f) for f in rolloff or []]
    forced += [command_face(f) for f in command_faces or []]
    state.forced = forced + list(state.forced)
    events: list[Event] = []
    rounds.start_round(state, events)
    return state, events


def play(state: State, *actions):
    """Apply actions in turn; returns the final state and all events."""
    events = []
    for action in actions:
        applied = GAME.apply(state, action)
        state = applied.state
        events.extend(applied.events)
    return state, events


# -- solo play (NM-SOLO-*) ---------------------------------------------------------------------------


def solo_position(
    monsters, cards=None, pool=(), picker=1, gems=(4, 4), phase="draft", forced=(), terrain=(), map_id="twins_vale"
):
    """A solo game (the human at seat 0, Basalt at seat 1) with monsters (seat, book, x, y[, size]) on
    the map, Basalt's `cards` (default: his books in the order listed), the common `pool` of command
    dice and the seat choosing next: phase 'draft' of round 1 unless `phase` says otherwise."""
    from tabletop.games.necromolds.state import Solo

    state = position(monsters, gems=gems, forced=forced, terrain=terrain, map_id=map_id)
    books = []
    for entry in monsters:
        if entry[0] == 1 and entry[1] not in books:
            books.append(entry[1])
    state.solo = Solo(cards=list(cards if cards is not None else books), pool=list(pool), picker=picker)
    state.phase = phase
    state.round = 1
    for seat in state.seats:
        seat.dice_count = 0
    return state


def give(state: State, seat: int, face: str, book: str, slot: int) -> int:
    """Put a `face` die on `slot` of the seat's `book` (as a finished draft leaves it); its index."""
    from tabletop.games.necromolds.state import CommandDie

    state.seats[seat].dice.append(CommandDie(face=face, status="assigned", book=book, slot=slot))
    return len(state.seats[seat].dice) - 1


def basalt_runs(state: State) -> tuple[State, list[Event]]:
    """A copy of the state after Basalt has acted as long as it is his to act (as every apply ends)."""
    from tabletop.games.necromolds import game as game_module
    from tabletop.games.necromolds.state import clone

    new = clone(state)
    events: list[Event] = []
    game_module._basalt_acts(new, events)
    return new, events
