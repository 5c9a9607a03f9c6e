"""What each player did in a finished NecronomiCORP game, for the end screen: doors opened, monsters
slain, damage dealt and damage taken, fights joined to help, falls. Pure (no pygame): the game's own event records,
gathered by replaying the session's actions in place from its seed (the engine is deterministic, so
the replay is the game; a finished game is all public, so no view is needed)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop.games.corp import events as E
from tabletop.games.corp import fight_events as FE

MOST_ACTIONS = 50_000  # a longer log (a hostile save's) is not replayed for a summary


@dataclass
class SeatStats:
    """One seat's deeds over the game."""

    doors: int = 0  # new doors opened (NC-TURN-07)
    slain: int = 0  # monsters it dealt the last blow to
    damage: int = 0  # damage its attacks dealt to monsters (and, infected, to characters), as the log says each
    taken: int = 0  # damage its character took: monsters' attacks, its own fist, abilities, Boom!, cursed doors,
    # an infected character's blows (NC-FIGHT-04/09, NC-RESP-11, NC-FAQ-06, NC-CONTAG-18), as the log says each
    helped: int = 0  # calls for help it answered by coming in (NC-HELP)
    falls: int = 0  # times it died (a revive, NC-PLOT-10, lets it fall again)
    points: int = 0  # team points its killing blows scored (NC-TEAM-02/08: in a rival's fight too)


def tally(records: Iterable[object], players: int, characters: Sequence[str] = ()) -> list[SeatStats]:
    """Each seat's deeds from the game's event records, in order; records of seats out of range are
    skipped. `characters`: each seat's character id, which an infected fight's blow names as its target
    (the damage that seat took; without them such a blow counts only as damage dealt)."""
    out = [SeatStats() for _ in range(players)]
    seat_of = {c: q for q, c in enumerate(characters) if q < players}
    for r in records:
        kind = type(r)
        seat = getattr(r, "seat", None)
        if kind is FE.AttackRolled and r.target in seat_of:  # type: ignore[attr-defined]
            out[seat_of[r.target]].taken += max(0, int(r.damage))  # type: ignore[attr-defined]
        if (kind not in _DEED and kind not in _TAKEN) or type(seat) is not int or not 0 <= seat < players:
            continue
        s = out[seat]
        if kind in _TAKEN:
            if kind is not FE.AbilityTriggered or r.ability in _HURTING:  # type: ignore[attr-defined]
                s.taken += max(0, int(getattr(r, _TAKEN[kind])))
        elif kind is FE.AttackRolled:
            s.damage += max(0, int(r.damage))  # type: ignore[attr-defined]
        elif kind is E.TeamScored:
            s.points += max(0, int(r.points))  # type: ignore[attr-defined]
        elif kind is not FE.HelpAnswered or r.join:  # type: ignore[attr-defined]
            setattr(s, _DEED[kind], getattr(s, _DEED[kind]) + 1)
    return out


# The records that count, and the deed each adds one to (an attack adds its damage; a call for help
# answered counts only when the seat came in)
_DEED = {
    E.RoomRevealed: "doors",
    FE.FoeKilled: "slain",
    FE.AttackRolled: "damage",
    FE.HelpAnswered: "helped",
    E.Died: "falls",
    E.TeamScored: "points",
}

# The records of damage a seat's character takes, and the field that says how much: a monster's attack
# (after armor), its own fist's skull, damage outside a fight, and a monster's ability that hurts
# (on its reveal, on its death: the hurting kinds below; the other abilities hurt no one)
_TAKEN = {FE.FoeAttacked: "damage", FE.FistHurt: "damage", E.Damaged: "amount", FE.AbilityTriggered: "amount"}
_HURTING = frozenset({"reveal_damage", "death_damage"})


def game_records(session) -> list[object] | None:
    """Every event record of the session's game, replayed from its seed; None when it cannot be (a log
    too long to replay for a summary, or one the engine refuses: the screen then shows no deeds)."""
    if len(session.actions) > MOST_ACTIONS:
        return None
    game = session.game
    try:
        state = game.initial_state(session.settings, session.seed)
        records: list[object] = []
        for action in session.actions:
            applied = game.apply_in_place(state, action)
            state = applied.state
            records.extend(e.record for e in applied.events if e.record is not None)
        return records
    except Exception:  # a summary never stops the end screen
        return None
