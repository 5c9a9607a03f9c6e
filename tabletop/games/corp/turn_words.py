"""The words of the turn's event records (events.py): WORDS maps a record type to its wording."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content.corp.records import CorpCards
from tabletop.core.protocol import EventRecord, player_name
from tabletop.games.corp import events as E
from tabletop.games.corp.fight_words import counted
from tabletop.games.corp.state import TOP


def _area(area: str, cards: CorpCards) -> str:
    if area.startswith("hall:"):
        return f"the hallway of level {area[5:]}"
    if area == "boss":
        return "the boss's room"
    return cards.name(area)


def _names(ids: list[str], cards: CorpCards) -> str:
    return ", ".join(cards.name(c) for c in ids) or "nothing"


def _p(seat: int) -> str:
    return player_name(seat)


def _event_words(card: str, c: CorpCards) -> str:
    """An event's printed words after its name (it acts at once and goes: the log is where they are
    read, play-test: "Fire Drill" was drawn and acted with its words shown nowhere); '' for a kept card."""
    try:
        plot = c.plot(card)
    except KeyError:
        return ""
    return f" ({plot.text.rstrip('.')})" if plot.kind == "event" and plot.text else ""


def _n(n: int, noun: str) -> str:
    """'1 token', '2 tokens'."""
    return f"{n} {noun if n == 1 else noun + 's'}"


WORDS: dict[type, Callable[[Any, CorpCards], str]] = {
    E.BuildingBuilt: lambda r, c: (
        "The building stands: levels of "
        + ", ".join(map(str, r.sizes))
        + " rooms"
        + (f", {_n(r.leftovers, 'card')} set aside unseen" if r.leftovers else "")
    ),
    E.CharacterDealt: lambda r, c: (
        f"{_p(r.seat)} plays {c.name(r.character)} ({r.life} life)"
        + (f", team {r.team + 1}" if r.team is not None else "")
    ),
    E.GearDealt: lambda r, c: f"{_p(r.seat)} starts with {_names(r.cards, c)}",
    E.TurnBegins: lambda r, c: f"Turn {r.number}: {_p(r.seat)}",
    E.TurnEnds: lambda r, c: f"{_p(r.seat)} ends the turn",
    E.PickedUp: lambda r, c: (
        f"{_p(r.seat)} picks up {c.name(r.card)}" + (f", leaving {c.name(r.dropped)}" if r.dropped else "")
    ),
    E.Gave: lambda r, c: f"{_p(r.seat)} gives {c.name(r.card)} to {_p(r.to)}",
    E.Dropped: lambda r, c: f"{_p(r.seat)} drops {c.name(r.card)}",
    E.WentToLevel: lambda r, c: (
        f"{_p(r.seat)} takes the stairs to " + ("the top floor" if r.level == TOP else f"level {r.level}")
    ),
    E.LeftRoom: lambda r, c: f"{_p(r.seat)} goes back to the hallway",
    E.EnteredRoom: lambda r, c: f"{_p(r.seat)} enters {_area(r.room, c) if r.named else 'an explored room'}",
    E.RoomRevealed: lambda r, c: (
        f"{_p(r.seat)} opens a door on level {r.level}: {c.name(r.card)}"
        + (" (the last room: it is the exit)" if r.as_exit else "")
    ),
    E.RoomDiscarded: lambda r, c: f"{c.name(r.card)} goes to the discard pile of level {r.level}",
    E.LevelOpened: lambda r, c: (
        f"{_p(r.seat)} finds the exit: "
        + ("the top floor is open, where the boss waits" if r.level == TOP else f"level {r.level} is open")
    ),
    E.WeaponsClaimed: lambda r, c: (
        f"{_names(r.cards, c)} on the floor: "
        + ", ".join(_p(s) for s in r.order)
        + (" chooses" if len(r.order) == 1 else " choose in turn")
    ),
    E.ClaimPassed: lambda r, c: f"{_p(r.seat)} leaves it on the floor",
    E.PlotDrawn: lambda r, c: f"{_p(r.seat)} draws a Plot: {c.name(r.card)}" + _event_words(r.card, c),
    E.PlotsReshuffled: lambda r, c: f"The Plot deck is empty: {_n(r.cards, 'discarded Plot')} shuffled into a new deck",
    E.WeaponOnFloor: lambda r, c: f"{c.name(r.card)} falls to the floor of {_area(r.area, c)}",
    E.Acquired: lambda r, c: f"{_p(r.seat)} gets {c.name(r.card)}",
    E.MachineAppears: lambda r, c: f"{c.name(r.card)} appears in {_area(r.area, c)} ({_n(r.tokens, 'token')})",
    E.MachineUsed: lambda r, c: (
        f"{_p(r.seat)} uses {c.name(r.card)}: +{r.healed} life ("
        + (f"{r.life} life; " if r.life >= 0 else "")
        + f"{_n(r.tokens, 'token')} left)"
    ),
    E.Damaged: lambda r, c: f"{_p(r.seat)} takes {r.amount} damage from {c.name(r.card)} ({r.life} life)",
    E.Healed: lambda r, c: (
        f"{_p(r.seat)} is at full life: {c.name(r.card)} heals nothing ({r.life} life)"
        if r.by < 0 and r.amount <= 0  # "heals 0 with Pizza Friday" read as a mistake (r23-corpfight)
        else f"{_p(r.seat)} heals {r.amount} with {c.name(r.card)} ({r.life} life)"
        if r.by < 0
        else f"{_p(r.by)} uses {c.name(r.card)}"
        + ("" if r.by == r.seat else f" on {_p(r.seat)}")
        + f": +{r.amount} life ({r.life} life)"
    ),
    E.ToHallway: lambda r, c: f"{_p(r.seat)} is thrown into the hallway of level {r.level}",
    E.MonsterBack: lambda r, c: (
        f"{c.name(r.card)} is shuffled back into level {r.level}"
        if r.into == "stack"
        # a monster's room is its own card: "in Zombie Intern" named the monster twice (play-test r22)
        else f"It's still alive! {c.name(r.card)} is back, at full life"
        if r.into == r.card
        else f"{c.name(r.card)} is still alive, in {_area(r.into, c)}!"
    ),
    E.ChargesDrained: lambda r, c: f"{_p(r.seat)}'s {_names(r.cards, c)} lose a charge",
    E.NothingHappens: lambda r, c: f"{c.name(r.card)}: nothing happens",
    E.ItemUsed: lambda r, c: f"{_p(r.seat)} uses {c.name(r.card)}",
    E.Revived: lambda r, c: f"{_p(r.seat)} is back on their feet ({r.life} life)",
    E.Recharged: lambda r, c: f"{_p(r.seat)} recharges {c.name(r.weapon)} ({r.charges} charges)",
    E.Peeked: lambda r, c: f"{_p(r.seat)} looks: {_names(r.cards, c)}",
    E.PeekedPublic: lambda r, c: f"{_p(r.seat)} looks at {r.count} hidden card{'s' if r.count != 1 else ''}",
    E.CurseRevealed: lambda r, c: f"{_p(r.seat)} is cursed: {c.name(r.card)} falls on level {r.level}",
    E.CursesDiscarded: lambda r, c: f"{_p(r.seat)}'s curses are lifted: {_names(r.cards, c)}",
    E.Died: lambda r, c: (
        f"{_p(r.seat)} dies"
        + (f" at the hands of {c.name(r.killer)}" if r.killer else "")
        + (f"; {_names(r.dropped, c)} fall to the floor" if r.dropped else "")
    ),
    E.BossDrawn: lambda r, c: f"Behind the last door waits {c.name(r.card)} (for {r.survivors} survivors)",
    E.BossDrawnPublic: lambda r, c: f"A final boss from the {r.stack} stack waits behind the last door",
    E.TeamScored: lambda r, c: (
        f"Team {r.team + 1} scores {counted(r.points, 'point')} for {c.name(r.card)}, slain by {_p(r.seat)}:"
        f" {counted(r.total, 'point')} in all"
    ),
    E.GameOver: lambda r, c: r.reason,
}


def text(record: EventRecord, cards: CorpCards) -> str | None:
    """The line for a record of this module's kinds; None for another module's."""
    say = WORDS.get(type(record))
    return say(record, cards) if say is not None else None
