"""NecronomiCORP's fight records: the monsters in an area and the fight in hand (plain msgspec records,
part of the state; tabletop/games/corp/state.py holds the rest)."""

from __future__ import annotations

import msgspec


class Rec(msgspec.Struct, forbid_unknown_fields=True):
    """Base of every state record."""


class Foe(Rec):
    """A monster (or the boss) revealed in an area, living: in a fight or abandoned. Its damage stays
    while it is abandoned (NC-ABAN-02) and goes when its card is shuffled back (NC-FAQ-10)."""

    card: str  # the card's instance id ("<content id>#<copy>")
    damage: int = 0
    last_hit_by: int | None = None  # the seat that last injured it (NC-RESP-16)
    zombies: list[int] = []  # Abhoth's shield: damage taken by each zombie still standing, top first
    attacks: int = 0  # how many times it has attacked (abilities "after its first attack")
    more_life: int = 0  # life beyond the printed, fixed when it came out (a boss that grows with the survivors)


class Fight(Rec):
    """The fight in hand in one area (NC-FIGHT, NC-RESP, NC-CONTAG-16..18).

    `step`: "ranged" (fighters may shoot before the monsters attack, NC-FIGHT-03), "melee_first"
    (an abandoned monster re-entered: the entering seat may strike first, NC-ABAN-03), "respond"
    (each seat in `waiting` chooses attack, escape or ask for help, NC-RESP-01), "help" (the seats
    in `asked` choose whether to come in, NC-RESP-14/15), "pvp" (an infected fight, NC-CONTAG-18)."""

    area: str  # the area key (state.py: hall_key / a room's instance id / BOSS_ROOM)
    level: int
    step: str = "ranged"
    fighters: list[int] = []  # seats in the fight, in the order they came in
    last_entered: int = -1  # the seat that last entered the room (NC-RESP-16)
    waiting: list[int] = []  # seats still to act in this step, in turn order
    asked: list[int] = []  # hallway seats asked for help, still to answer
    asker: int = -1  # the seat that asked for help this round
    escaped: list[int] = []  # seats that got away: with nobody left, the monsters are abandoned (NC-ABAN-01)
    joined: list[int] = []  # helpers who came in this round: their one action is an attack (NC-RESP-15)
    escape_only: list[int] = []  # Thanophobia: seats that may only try to escape now (NC-FAQ-03)
    loot: list[list[int]] = []  # [seat, plots] owed, drawn when no monster is left (NC-CONTAG-17)
    infected: list[int] = []  # pvp: the infected side's seats (they act first, NC-CONTAG-06)
    boosts: dict[str, int] = {}  # seat (as a string) -> extra dice on its next attack roll (an item, "extra_dice")
    rounds: int = 0
