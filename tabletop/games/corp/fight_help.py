"""Asking for help in a NecronomiCORP fight (NC-RESP-14/15): who may be asked, and a helper coming in.
Only the players in the same level's hallway may come (the Aliens & Spirits example: nobody in a room or
on another level can, NC-EXPLAY-03); an infected character is helped only by infected ones, from a
hallway or a room of the level (NC-CONTAG-04, NC-CONTAG-10), and never helps against a monster
(NC-CONTAG-14); a trauma or a curse may forbid asking at all."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import effects
from tabletop.games.corp.state import State, hall_key


def may_ask(st: State, cards: CorpCards, seat: int) -> bool:
    """No trauma (no_help) or curse on the fight's level (level_no_help) forbids asking."""
    fight = st.fight
    if fight is None:
        return False
    if effects.has(effects.on_character(st, cards, seat), "no_help"):
        return False
    return not effects.has(effects.on_level(st, cards, fight.level), "level_no_help")


def helpers(st: State, cards: CorpCards, seat: int) -> list[int]:
    """The seats `seat` may ask for help now, in turn order (empty: asking is not a choice)."""
    fight = st.fight
    if fight is None or not may_ask(st, cards, seat):
        return []
    infected = st.players[seat].infected is not None
    out = []
    for s in st.order:
        q = st.players[s]
        if s == seat or not q.alive or s in fight.fighters or q.level != fight.level:
            continue
        if infected:
            if q.infected is not None:  # from a hallway or a room (NC-CONTAG-10)
                out.append(s)
        elif q.infected is None and (q.room is None or q.area() == fight.area):
            # the same level's hallway (NC-RESP-14), or the fight's own room: It's still alive! after a
            # kill with helpers revives the monster where they all stand, and those already there help
            # without entering (NC-FAQ-07's reasoning for the hallway)
            out.append(s)
    return out


def come_in(st: State, seat: int) -> None:
    """A helper enters the fight's area (not using their own flip; they stay there, NC-RESP-15); in a
    hallway fight they are already there (NC-FAQ-07)."""
    fight = st.fight
    assert fight is not None
    q = st.players[seat]
    q.room = None if fight.area == hall_key(fight.level) else fight.area
    fight.fighters.append(seat)
    if q.infected is not None and fight.step in ("help", "pvp") and fight.infected:
        fight.infected.append(seat)  # on the infected side of an infected fight
    fight.last_entered = seat  # NC-RESP-16
    fight.joined.append(seat)
