"""The solo round's first phase (NM-SOLO-17..25, -40/41): all 8 command dice rolled into one common pool,
the drafting order, and the two sides taking turns choosing a die and assigning it at once. Phase 2
(the turn order and the turns, NM-SOLO-26/27) is the standard round's (rounds.py, turns.py); Basalt's
picks and turns are made by his guides (basalt.py).

A drafted die becomes a die of the seat that chose it, on the slot it was put on (status "assigned") or
discarded, so the standard turns perform it unchanged."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.games.necromolds import chance, command_dice, solo_words
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import Draft
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, HUMAN, CommandDie, State

FLIPS = ("move", "ranged", "magic")  # what a wild die becomes (NM-ROUND-09)


def start(state: State, events: list[Event]) -> None:
    """Phase 1 begins (NM-SOLO-18/21): roll the common pool; who chooses first (NM-SOLO-22..24)."""
    assert state.solo is not None
    lib = library()
    for seat in state.seats:
        seat.dice = []
    faces = chance.roll(state, lib.command_die, lib.rules.solo.pool_dice)
    state.solo.pool = [lib.command_die.faces[f][0] for f in faces]
    state.solo.promise = ""
    state.solo.magic_for = []
    events.append(W.event(state, SE.PoolRolled(state.round, list(state.solo.pool))))
    books = [len(state.active_books(s)) for s in (HUMAN, BASALT)]
    monsters = [len(state.alive(s)) for s in (HUMAN, BASALT)]
    history: list[dict] = []
    if books[0] != books[1]:  # NM-SOLO-22: the most active spellbooks
        first, how = (HUMAN if books[0] > books[1] else BASALT), "books"
    elif monsters[0] != monsters[1]:  # NM-SOLO-23: then the fewest monsters
        first, how = (HUMAN if monsters[0] < monsters[1] else BASALT), "monsters"
    else:  # NM-SOLO-23/24: a roll-off of 3 combat dice, ties re-rolled
        first, history = chance.rolloff(state, lib.combat_die, lib.rules.rolloff_dice, [HUMAN, BASALT])
        how = "rolloff"
    state.solo.picker = first
    state.phase = "draft"
    events.append(W.event(state, SE.DraftOrder(first, how, books, monsters, history)))


def _die(state: State, a: Draft) -> str:
    """The face the chosen die is taken as (a wild die flipped as the action says), or IllegalAction."""
    assert state.solo is not None
    if state.phase != "draft":
        raise IllegalAction("command dice are chosen from the pool only at the start of a solo round")
    if a.seat != state.solo.picker:
        raise IllegalAction(f"{solo_words.side(state.solo.picker)} chooses the next die")
    if not 0 <= a.die < len(state.solo.pool):
        raise IllegalAction("there is no such die in the pool")
    face = state.solo.pool[a.die]
    if face == "wild":
        if a.face is None and a.book is not None:
            raise IllegalAction("flip the wild die to move, ranged or magic as you take it (NM-ROUND-09)")
        if a.face is not None and a.face not in FLIPS:
            raise IllegalAction("a wild die becomes move, ranged or magic")
        return a.face or "wild"
    if a.face not in (None, face):
        raise IllegalAction(f"that die shows {face}")
    return face


def usable(state: State, seat: int, face: str) -> bool:
    """Whether a die of `face` from the pool fits an open slot of the seat (a wild fits any)."""
    return bool(command_dice.open_slots(state, seat, face))


def draft(state: State, a: Draft, events: list[Event]) -> bool:
    """NM-SOLO-25: the picker takes a die and assigns it at once, or discards it (the human by
    NM-ROUND-19: 2 gems for a magic die; Basalt only when no die in the pool fits an open slot of
    his, then 2 gems whatever it shows, NM-SOLO-40/41). True when the pool is empty (phase 1 is over)."""
    assert state.solo is not None
    face = _die(state, a)
    wild = state.solo.pool[a.die] == "wild"
    dice = state.seats[a.seat].dice
    if a.book is None:
        if a.seat == BASALT:
            if any(usable(state, BASALT, f) for f in state.solo.pool):
                raise IllegalAction("Basalt always chooses a die he can assign while one is left (NM-SOLO-40)")
            gain = library().rules.solo.discard_gems
        else:
            gain = command_dice.discard_gems(state) if face == "magic" else 0
        dice.append(CommandDie(face=face, status="discarded"))
        state.seats[a.seat].gems += gain
        events.append(W.event(state, SE.Drafted(a.seat, face, None, 0, wild, gain)))
    else:
        dice.append(CommandDie(face=face))
        said = len(events)
        command_dice.place(state, a.seat, len(dice) - 1, a.book, a.slot, events, {}, tell=False)
        events.insert(said, W.event(state, SE.Drafted(a.seat, face, a.book, a.slot, wild, 0)))
    state.solo.pool.pop(a.die)
    state.solo.picker = 1 - a.seat  # NM-SOLO-25: the sides alternate
    return not state.solo.pool


def draft_actions(state: State, seat: int) -> list[Draft]:
    """The human's choices in the draft: each kind of die in the pool on each open slot it fits
    (a wild flipped each way), or discarded (NM-SOLO-25, NM-ROUND-19)."""
    assert state.solo is not None
    out: list[Draft] = []
    seen: set[str] = set()
    for i, face in enumerate(state.solo.pool):
        if face in seen:  # dice showing the same face are the same choice
            continue
        seen.add(face)
        for shown in FLIPS if face == "wild" else (face,):
            flip = shown if face == "wild" else None
            for book, slot in command_dice.open_slots(state, seat, shown):
                out.append(Draft(seat=seat, die=i, book=book, slot=slot, face=flip))
        out.append(Draft(seat=seat, die=i, face="magic" if face == "wild" else None))
    return out
