"""NecronomiCORP's typed events of the turn (set-up, moves, rooms, plots, items, curses, deaths, the
end): one frozen record per kind, worded once by turn_words.py. The fight's records are in
fight_events.py (corp-fight)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core.protocol import EventRecord
from tabletop.games.corp.quick_records import quicken

# -- set-up (NC-BUILD, NC-START) ----------------------------------------------------------------------


@dataclass(frozen=True)
class BuildingBuilt(EventRecord):
    """The building stands: each level's stack size (face down), and how many cards were set aside."""

    KIND: ClassVar[str] = "setup"
    sizes: list[int]
    leftovers: int


@dataclass(frozen=True)
class CharacterDealt(EventRecord):
    """A seat's character and its life (NC-START-01), and its team (NC-TEAM-01)."""

    KIND: ClassVar[str] = "deal"
    seat: int
    character: str
    life: int
    team: int | None = None


@dataclass(frozen=True)
class GearDealt(EventRecord):
    """A basic character's starting weapons and items (NC-START-02..10)."""

    KIND: ClassVar[str] = "deal"
    seat: int
    cards: list[str]


# -- the turn (NC-TURN) -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnBegins(EventRecord):
    KIND: ClassVar[str] = "turn"
    seat: int
    number: int


@dataclass(frozen=True)
class TurnEnds(EventRecord):
    KIND: ClassVar[str] = "turn"
    seat: int


@dataclass(frozen=True)
class PickedUp(EventRecord):
    """A weapon or an item taken from the floor; `dropped` the weapon left there for it (NC-PLOT-08)."""

    KIND: ClassVar[str] = "pick_up"
    seat: int
    card: str
    dropped: str = ""


@dataclass(frozen=True)
class Gave(EventRecord):
    KIND: ClassVar[str] = "give"
    seat: int
    card: str
    to: int


@dataclass(frozen=True)
class Dropped(EventRecord):
    KIND: ClassVar[str] = "drop"
    seat: int
    card: str


@dataclass(frozen=True)
class WentToLevel(EventRecord):
    KIND: ClassVar[str] = "move"
    seat: int
    level: int


@dataclass(frozen=True)
class LeftRoom(EventRecord):
    KIND: ClassVar[str] = "move"
    seat: int


@dataclass(frozen=True)
class EnteredRoom(EventRecord):
    """Into a revealed room (NC-TURN-08) or the boss's (NC-ROOM-05); `named` False for a room whose card
    went on (rooms.card_gone): the words do not name a card that lies elsewhere."""

    KIND: ClassVar[str] = "move"
    seat: int
    room: str
    named: bool = True


@dataclass(frozen=True)
class RoomRevealed(EventRecord):
    """A new door opened: the level's next Room card (NC-TURN-07); `as_exit` when the last card of the
    level stands in for the missing exit (NC-OFFICE-02)."""

    KIND: ClassVar[str] = "draw"
    seat: int
    level: int
    card: str
    as_exit: bool = False


@dataclass(frozen=True)
class RoomDiscarded(EventRecord):
    """An Empty Room, a Loot card or an Exit goes to the level's discard pile (NC-ROOM-02/03, NC-MAP-01)."""

    KIND: ClassVar[str] = "discard"
    level: int
    card: str


@dataclass(frozen=True)
class LevelOpened(EventRecord):
    """An exit found: `level` is now reachable and the finder stands in its hallway (NC-ROOM-01)."""

    KIND: ClassVar[str] = "exit"
    seat: int
    level: int


@dataclass(frozen=True)
class WeaponsClaimed(EventRecord):
    """The found weapons of an area are offered in turn order from the finder (NC-PLOT-07)."""

    KIND: ClassVar[str] = "claim"
    order: list[int]
    cards: list[str]


@dataclass(frozen=True)
class ClaimPassed(EventRecord):
    KIND: ClassVar[str] = "claim"
    seat: int


# -- plots (NC-PLOT) ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlotDrawn(EventRecord):
    KIND: ClassVar[str] = "draw"
    seat: int
    card: str


@dataclass(frozen=True)
class PlotsReshuffled(EventRecord):
    """The Plot deck ran out: its discard pile shuffled into a new deck (NC-PLOT-16)."""

    KIND: ClassVar[str] = "shuffle"
    cards: int


@dataclass(frozen=True)
class WeaponOnFloor(EventRecord):
    """A drawn weapon lies on the floor of the drawer's area (NC-PLOT-06, NC-FAQ-05)."""

    KIND: ClassVar[str] = "plot"
    seat: int
    card: str
    area: str


@dataclass(frozen=True)
class Acquired(EventRecord):
    """An item or a trauma goes to the drawer (NC-PLOT-03, NC-PLOT-05)."""

    KIND: ClassVar[str] = "plot"
    seat: int
    card: str


@dataclass(frozen=True)
class MachineAppears(EventRecord):
    KIND: ClassVar[str] = "plot"
    card: str
    area: str
    tokens: int


@dataclass(frozen=True)
class MachineUsed(EventRecord):
    """A vending machine's token taken: the heal and the life it comes to, in one line (no Healed beside
    it: play-test r23, one heal made two lines in the log)."""

    KIND: ClassVar[str] = "heal"
    seat: int
    card: str
    healed: int
    tokens: int
    life: int = -1  # the life it comes to (-1: not said)


@dataclass(frozen=True)
class Damaged(EventRecord):
    """A character loses life outside a fight (Boom!, a cursed door, NC-FAQ-06)."""

    KIND: ClassVar[str] = "damage"
    seat: int
    card: str
    amount: int
    life: int


@dataclass(frozen=True)
class Healed(EventRecord):
    """A character heals; `by`: the seat whose carried item it used up (NC-PLOT-04), said in the same line
    (no ItemUsed beside it: play-test r23, one heal made two lines in the log); -1 for any other heal."""

    KIND: ClassVar[str] = "heal"
    seat: int
    card: str
    amount: int
    life: int
    by: int = -1


@dataclass(frozen=True)
class ToHallway(EventRecord):
    KIND: ClassVar[str] = "move"
    seat: int
    level: int


@dataclass(frozen=True)
class MonsterBack(EventRecord):
    """A killed monster returns: into the stack (`into` "stack") or fighting in an area (NC-FAQ-07, NC-FAQ-10)."""

    KIND: ClassVar[str] = "plot"
    card: str
    level: int
    into: str


@dataclass(frozen=True)
class ChargesDrained(EventRecord):
    KIND: ClassVar[str] = "plot"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class NothingHappens(EventRecord):
    """A card whose effect found nothing to act on."""

    KIND: ClassVar[str] = "plot"
    card: str


# -- items (NC-PLOT-04) -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ItemUsed(EventRecord):
    KIND: ClassVar[str] = "item"
    seat: int
    card: str


@dataclass(frozen=True)
class Revived(EventRecord):
    KIND: ClassVar[str] = "revive"
    seat: int
    life: int


@dataclass(frozen=True)
class Recharged(EventRecord):
    KIND: ClassVar[str] = "item"
    seat: int
    weapon: str
    charges: int


@dataclass(frozen=True)
class Peeked(EventRecord):
    """What a seat alone looked at (the top Room cards, the boss behind the door)."""

    KIND: ClassVar[str] = "look"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class PeekedPublic(EventRecord):
    """What the others see of a peek: how many cards, not which."""

    KIND: ClassVar[str] = "look"
    seat: int
    count: int


# -- curses, death, the end (NC-CURSE, NC-BOSS, NC-TEAM) ----------------------------------------------


@dataclass(frozen=True)
class CurseRevealed(EventRecord):
    KIND: ClassVar[str] = "curse"
    seat: int
    card: str
    level: int


@dataclass(frozen=True)
class CursesDiscarded(EventRecord):
    KIND: ClassVar[str] = "curse"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class Died(EventRecord):
    """A character dies; its weapons and items fall to the floor of `area` (NC-BOSS-05)."""

    KIND: ClassVar[str] = "death"
    seat: int
    area: str
    dropped: list[str]
    killer: str = ""


@dataclass(frozen=True)
class BossDrawn(EventRecord):
    """The final boss behind the door, drawn for `survivors` (NC-BOSS-02, NC-FAQ-12); the others see
    BossDrawnPublic (it stays face down until the door opens)."""

    KIND: ClassVar[str] = "boss"
    card: str
    survivors: int
    stack: str


@dataclass(frozen=True)
class BossDrawnPublic(EventRecord):
    KIND: ClassVar[str] = "boss"
    survivors: int
    stack: str


@dataclass(frozen=True)
class TeamScored(EventRecord):
    """A team scores a kill: the monster's printed level, the boss's difficulty (NC-TEAM-02/03/05)."""

    KIND: ClassVar[str] = "score"
    seat: int
    team: int
    card: str
    points: int
    total: int


@dataclass(frozen=True)
class GameOver(EventRecord):
    KIND: ClassVar[str] = "game_over"
    winners: list[int]
    outcome: str
    reason: str


quicken(list(globals().values()), EventRecord)  # two or three records an action: see quick_records.py
