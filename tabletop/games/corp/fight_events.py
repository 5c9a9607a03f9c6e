"""NecronomiCORP's fight, line by line: one frozen record per kind of thing that happens in a fight,
worded once by fight_words.py. Records carry ids (cards' instance ids, characters' content ids) and
numbers; the words look the names up, so the log reads the fight as a story."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.protocol import EventRecord
from tabletop.games.corp.quick_records import quicken


@dataclass(frozen=True)
class FoeRevealed(EventRecord):
    """A monster (or the boss) comes out to fight `seat` (NC-FIGHT-01); `again` an abandoned one, with
    the `damage` it kept (NC-ABAN-02)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    card: str
    again: bool = False
    damage: int = 0


@dataclass(frozen=True)
class AbilityTriggered(EventRecord):
    """A card's ability acts (NC-FIGHT-02 and every ability after): `ability` its effect kind, `seat`
    whom it touches (-1 none), `amount` how much."""

    KIND: ClassVar[str] = "fight"
    card: str
    ability: str
    seat: int = -1
    who: str = ""
    amount: int = 0
    other: str = ""  # a second card it names (the weapon dropped, the monster summoned)


@dataclass(frozen=True)
class AttackRolled(EventRecord):
    """One attack roll by a character (NC-RESP-07): `hand` "fist" or a weapon's instance id, the raw
    `faces`, the `shown` faces after bonus and drawback, the `hits`, the `damage` it did, and the
    target's life left of its life (`target` a foe's card, or a character's id in an infected fight)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    hand: str
    target: str
    faces: list[int]
    shown: list[int]
    hits: int
    damage: int
    left: int
    life: int


@dataclass(frozen=True)
class FoeAttacked(EventRecord):
    """A monster's attack on a character (NC-FIGHT-04, NC-FIGHT-08)."""

    KIND: ClassVar[str] = "fight"
    card: str
    seat: int
    who: str
    faces: list[int]
    shown: list[int]
    hits: int
    damage: int
    left: int
    life: int


@dataclass(frozen=True)
class EscapeRolled(EventRecord):
    """An escape die (NC-RESP-02): `ok` and where it led (`to` an area key; "" when it failed)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    face: int
    shown: int
    ok: bool
    to: str = ""
    free: bool = False  # an item's escape, no die (auto_escape)


@dataclass(frozen=True)
class HelpAsked(EventRecord):
    """`seat` asks for help; `asked` the seats that may come (NC-RESP-14)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    asked: list[int]


@dataclass(frozen=True)
class HelpAnswered(EventRecord):
    """An asked seat comes into the fight or stays out (NC-RESP-15)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    join: bool


@dataclass(frozen=True)
class Passed(EventRecord):
    """A seat lets a ranged shot or a first strike go."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str


@dataclass(frozen=True)
class WeaponBroken(EventRecord):
    """Every die of a weapon's roll was a skull: it is discarded (NC-RESP-10), or it broke by its card."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    weapon: str


@dataclass(frozen=True)
class FistHurt(EventRecord):
    """A bare fist rolled a skull: its owner takes the damage (NC-RESP-11)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    damage: int
    left: int
    life: int


@dataclass(frozen=True)
class FoeHealed(EventRecord):
    """A monster heals (`ability` why): never above its life (NC-FAQ-01)."""

    KIND: ClassVar[str] = "fight"
    card: str
    ability: str
    amount: int
    left: int
    life: int
    round: int = 0  # the monsters' round it regenerates at the start of (fight.rounds); 0: healed otherwise


@dataclass(frozen=True)
class ZombieFell(EventRecord):
    """One of Abhoth's zombies falls; `standing` how many remain (NC-FAQ-09)."""

    KIND: ClassVar[str] = "fight"
    card: str
    standing: int


@dataclass(frozen=True)
class FoeKilled(EventRecord):
    """A monster dies by `seat`'s blow (NC-RESP-18): `loot` Plot cards it owes them."""

    KIND: ClassVar[str] = "fight"
    card: str
    seat: int
    who: str
    loot: int


@dataclass(frozen=True)
class FoeGone(EventRecord):
    """A monster leaves the fight without a killing blow: `how` "alone" (0 life, NC-CONTAG-11),
    "vanished" (NC-CONTAG-13) or "abandoned" (everyone escaped, NC-ABAN-01)."""

    KIND: ClassVar[str] = "fight"
    card: str
    how: str


@dataclass(frozen=True)
class CharacterFell(EventRecord):
    """A character is struck down by another in an infected fight (`by` the striker's character id); the
    turn's death event follows (NC-FIGHT-09)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    by: str


@dataclass(frozen=True)
class InfectedReturned(EventRecord):
    """A character killed by contagion returns at the turn's end (NC-CONTAG-01..03)."""

    KIND: ClassVar[str] = "fight"
    seat: int
    who: str
    type: str
    faces: list[int]
    life: int


@dataclass(frozen=True)
class InfectedFight(EventRecord):
    """An infected and a non-infected character meet in an area: a fight (NC-CONTAG-05/15/18)."""

    KIND: ClassVar[str] = "fight"
    infected: list[int]
    others: list[int]
    names: list[str]  # the character ids of `infected` then `others`


@dataclass(frozen=True)
class FightOver(EventRecord):
    """The fight in an area ends: `how` "won", "abandoned", "wiped", "boss slain", "escaped"."""

    KIND: ClassVar[str] = "fight"
    how: str


quicken(list(globals().values()), EventRecord)  # two or three records an action: see quick_records.py
