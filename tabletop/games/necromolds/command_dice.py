"""Necromolds command dice while they are assigned (step 2 of the round): flipping a wild die,
putting dice on spellbook slots and magic abilities (NM-ROUND-09..15, Wilder Wilds NM-FAN-17),
rerolling them for gems (Command Gems, NM-FAN-13/14), discarding, rerolling and changing them in
advanced play (NM-ADV-05..08), and the secrecy of those choices until everyone has committed, then
the reveal (NM-ROUND-05). rounds.py commits the dice (assign_done), re-exports these and is the
module the game dispatches to."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.games.necromolds import abilities, chance, fan
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import Assign, ChangeCommand, CommandGems, Flip, RerollCommands
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import State

COMMANDS = ("move", "ranged", "magic", "wild")


def _assign_check(state: State, seat: int) -> None:
    if state.phase != "assign":
        raise IllegalAction("command dice are assigned only at the start of the round")
    if state.seats[seat].assign_done:
        raise IllegalAction("you have already committed your command dice")


def _rolled(state: State, seat: int, index: int):
    dice = state.seats[seat].dice
    if not 0 <= index < len(dice):
        raise IllegalAction("you have no such command die")
    if dice[index].status != "rolled":
        raise IllegalAction(f"that command die is already {dice[index].status}")
    return dice[index]


def flip(state: State, a: Flip, events: list[Event]) -> None:
    """NM-ROUND-09: a wild die is flipped to move, ranged attack or magic."""
    _assign_check(state, a.seat)
    die = _rolled(state, a.seat, a.die)
    if die.face != "wild":
        raise IllegalAction("only a wild die can be flipped")
    if a.to not in ("move", "ranged", "magic"):
        raise IllegalAction("a wild die becomes move, ranged or magic")
    die.face = a.to
    events.append(W.event(state, E.WildFlipped(a.seat, a.die, a.to), **_secret(a.seat)))


def slot_open(state: State, seat: int, book: str, slot: int) -> bool:
    """True if no die of this player sits on that slot."""
    return not any(
        d.status in ("assigned", "spent") and d.book == book and d.slot == slot for d in state.seats[seat].dice
    )


def open_slots(state: State, seat: int, face: str) -> list[tuple[str, int]]:
    """(spellbook, slot) pairs where a die of `face` could go now (-1: a magic ability), by
    NM-ROUND-11/12/15; a wild die fits wherever a move, ranged or magic die would (NM-ROUND-09)."""
    faces = ("move", "ranged", "magic") if face == "wild" else (face,)
    out: list[tuple[str, int]] = []
    for b in state.active_books(seat):
        if "magic" in faces and state.uses_abilities() and slot_open(state, seat, b, -1):
            out.append((b, -1))
        for j, slot in enumerate(library().books[b].slots):
            if any(f in slot.commands for f in faces) and slot_open(state, seat, b, j):
                out.append((b, j))
    return out


def assign(state: State, a: Assign, events: list[Event]) -> None:
    """NM-ROUND-11/12/15: an open slot whose symbol matches; magic activates at once."""
    _assign_check(state, a.seat)
    place(state, a.seat, a.die, a.book, a.slot, events, _secret(a.seat))


def place(
    state: State, seat: int, index: int, book_id: str, slot: int, events: list[Event], secret: dict, tell: bool = True
) -> None:
    """Put the seat's rolled die `index` on `slot` of `book_id` (NM-ROUND-11/12/15), the one rule of
    where a die may go: the standard round's assigning and solo play's draft (NM-SOLO-25) both use it.
    `secret`: the event fields of the choice (hidden until the reveal in the standard round); `tell`
    False leaves the die's own event to the caller (the draft says which die was chosen, and how)."""
    a = Assign(seat=seat, die=index, book=book_id, slot=slot)
    die = _rolled(state, a.seat, a.die)
    if a.book not in state.active_books(a.seat):
        raise IllegalAction("assign dice only to your spellbooks that have monsters on the map")
    book = library().books[a.book]
    if die.face == "wild":
        # Wilder Wilds (NM-FAN-17): a wild die may go on a combined slot as a wild
        if not (wild_stays(state) and 0 <= a.slot < len(book.slots) and len(book.slots[a.slot].commands) > 1):
            raise IllegalAction(
                "flip the wild die to a command first"
                if not wild_stays(state)
                else "a wild die goes as a wild only on a combined command slot (Wilder Wilds); "
                "flip it to a command first"
            )
    elif a.slot == -1:
        if die.face != "magic":
            raise IllegalAction("only a magic die goes on the magic ability")
        if not state.uses_abilities():
            raise IllegalAction("magic abilities are not used in this game (basic play: What Next step 5)")
    elif not 0 <= a.slot < len(book.slots):
        raise IllegalAction(f"{book.name} has no such command slot")
    elif die.face not in book.slots[a.slot].commands:
        raise IllegalAction(f"a {die.face} die does not match that slot")
    if not slot_open(state, a.seat, a.book, a.slot):
        raise IllegalAction("each slot holds one command die")
    die.status, die.book, die.slot = "assigned", a.book, a.slot
    if tell:
        events.append(W.event(state, E.DieAssigned(a.seat, a.die, a.book, a.slot, die.face), **secret))
    if a.slot == -1:
        gain = abilities.gems_on_activate(a.book)
        state.seats[a.seat].gems += gain
        events.append(W.event(state, E.MagicActive(a.seat, a.book, gain), **secret))


def wild_stays(state: State) -> bool:
    """Wilder Wilds (NM-FAN-17): wild dice stay wild on combined slots (with slots in use)."""
    return fan.on(state, "fan_wilder_wilds") and state.uses_slots()


def command_gems(state: State, a: CommandGems, events: list[Event]) -> None:
    """Command Gems (NM-FAN-13/14): while assigning, spend 4 gems to reroll any or all of your
    not-yet-assigned command dice; as often as you can pay (as NM-ADV-08)."""
    if not fan.on(state, "fan_command_gems"):
        raise IllegalAction("rerolling command dice for gems is the Command Gems fan rule, not used in this game")
    _assign_check(state, a.seat)
    seat = state.seats[a.seat]
    if len(a.reroll) > len(seat.dice):
        raise IllegalAction(f"you have only {W.count(len(seat.dice), 'command die', 'command dice')}")
    chosen = sorted(set(a.reroll))
    if not chosen:
        raise IllegalAction("choose at least one command die to reroll")
    for i in chosen:
        _rolled(state, a.seat, i)
    cost = fan.numbers().command_gems_cost
    if seat.gems < cost:
        raise IllegalAction(f"rerolling command dice costs {W.count(cost, 'gem')}; you have {seat.gems}")
    seat.gems -= cost
    lib = library()
    faces = chance.roll(state, lib.command_die, len(chosen))
    for i, f in zip(chosen, faces):
        seat.dice[i].face = lib.command_die.faces[f][0]
    shown = [seat.dice[i].face for i in chosen]
    events.append(
        W.event(state, E.CommandGemsReroll(a.seat, chosen, shown, cost, "fan_command_gems"), **_secret(a.seat))
    )


def discard_gems(state: State) -> int:
    """Gems a magic die gives when it is discarded unassigned at the end of assigning. Basic play
    keeps its 1-gem magic even when dice go on slots (NM-BASIC-21, NM-BASIC-42)."""
    rules = library().rules
    return rules.basic.magic_gems if state.mode == "basic" else rules.magic_discard_gems


def _gain(state: State, face: str) -> int:
    return discard_gems(state) if face == "magic" else 0


def _discard(state: State, seat: int, index: int, events: list[Event], together=()) -> None:
    die = state.seats[seat].dice[index]
    die.status = "discarded"
    gain = _gain(state, die.face)
    state.seats[seat].gems += gain
    events.append(W.event(state, E.DieDiscarded(seat, index, die.face, gain, tuple(together)), **_secret(seat)))


def reroll_commands(state: State, a: RerollCommands, events: list[Event]) -> None:
    """NM-ADV-05/07/08: discard 1 unassigned die to reroll any other unassigned dice."""
    if state.mode != "advanced":
        raise IllegalAction("rerolling commands is an advanced play rule")
    _assign_check(state, a.seat)
    _rolled(state, a.seat, a.discard)
    if len(a.reroll) >= len(state.seats[a.seat].dice):
        others = len(state.seats[a.seat].dice) - 1
        raise IllegalAction(f"you have only {W.count(others, 'other die', 'other dice')} to reroll")
    chosen = sorted(set(a.reroll))
    for i in chosen:
        _rolled(state, a.seat, i)
        if i == a.discard:
            raise IllegalAction("the discarded die cannot also be rerolled")
    _discard(state, a.seat, a.discard, events)
    lib = library()
    faces = chance.roll(state, lib.command_die, len(chosen))
    for i, f in zip(chosen, faces):
        state.seats[a.seat].dice[i].face = lib.command_die.faces[f][0]
    shown = [state.seats[a.seat].dice[i].face for i in chosen]
    events.append(W.event(state, E.CommandReroll(a.seat, chosen, shown), **_secret(a.seat)))


def change_command(state: State, a: ChangeCommand, events: list[Event]) -> None:
    """NM-ADV-06/07/08: discard 2 unassigned dice to set another to the face of your choice."""
    if state.mode != "advanced":
        raise IllegalAction("changing commands is an advanced play rule")
    _assign_check(state, a.seat)
    picked = [a.discard[0], a.discard[1], a.die]
    if len(set(picked)) != 3:
        raise IllegalAction("choose two dice to discard and a third die to change")
    for i in picked:
        _rolled(state, a.seat, i)
    if a.to not in COMMANDS:
        raise IllegalAction(f"a command die shows {', '.join(COMMANDS)}")
    # both discards are worded as one line: the log holds one line per wording in an action
    both = [(state.seats[a.seat].dice[i].face, _gain(state, state.seats[a.seat].dice[i].face)) for i in a.discard]
    for i in a.discard:
        _discard(state, a.seat, i, events, both)
    state.seats[a.seat].dice[a.die].face = a.to
    events.append(W.event(state, E.DieChanged(a.seat, a.die, a.to), **_secret(a.seat)))


def _secret(seat: int) -> dict:
    """Event fields for a choice made while assigning: seen by its seat only until everyone
    has committed (NM-ROUND-05). The others see nothing of it, not even that it happened: a
    public line per die placed would count them, one per reroll would tell of the gems spent.
    The only public line before the reveal is that a seat has committed (`assign_done`)."""
    return {"to": (seat,)}


def _reveal(state: State, events: list[Event]) -> None:
    """Everyone has committed: every seat's assignment is shown to all (NM-ROUND-05)."""
    for s, seat in enumerate(state.seats):
        dice = [{"face": d.face, "status": d.status, "book": d.book, "slot": d.slot} for d in seat.dice]
        events.append(W.event(state, E.DiceRevealed(s, dice, seat.gems), reveals=True))
