"""Rise of the Necromancers' typed events: one frozen record per kind of event the table, the set-up
screen and the bots read, its fields the ones `Event.data` carries (same names, same order). The rules
build a record and `Ctx.tell` has words.py word it; the table compares by record type. The fight's
line-by-line story (kind "combat") is records too, made by the combat engine (combat_flow,
combat_decisions) as it goes: one record a line, `FIGHT_STORY` the lot."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.core.protocol import EventRecord

# -- set-up (RN-SETUP-*) ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DecksShuffled(EventRecord):
    """The decks are shuffled and the hands dealt face down."""

    KIND: ClassVar[str] = "shuffle"
    decks: list[str]


@dataclass(frozen=True)
class Dealt(EventRecord):
    """A seat's hand as dealt, seen by that seat alone (RN-SETUP-09)."""

    KIND: ClassVar[str] = "deal"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class DealtFaceDown(EventRecord):
    """What the other seats see of a deal."""

    KIND: ClassVar[str] = "deal"
    seat: int


@dataclass(frozen=True)
class RollOff(EventRecord):
    """One round of the roll for the black Necromancer: `rolloff` seat -> die; `again` when the lowest
    tied and they roll again."""

    KIND: ClassVar[str] = "roll"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"again"})
    rolloff: dict[int, int]
    round: int
    again: bool = False


@dataclass(frozen=True)
class SetupDone(EventRecord):
    """The turn order, the black Necromancer's seat first."""

    KIND: ClassVar[str] = "setup"
    order: list[int]


# -- the turn ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnBegins(EventRecord):
    """`seat`'s turn in round `round` (RN-TURN-01)."""

    KIND: ClassVar[str] = "turn"
    seat: int
    round: int


@dataclass(frozen=True)
class CardsDrawn(EventRecord):
    """Cards drawn from the Spell or Item deck, seen by the drawer alone (RN-LIB-02)."""

    KIND: ClassVar[str] = "draw"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class CardsDrawnFaceDown(EventRecord):
    """What the other seats see of a draw: how many cards of which deck ("spell" or "item")."""

    KIND: ClassVar[str] = "draw"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"deck"})
    seat: int
    count: int
    deck: str = ""


@dataclass(frozen=True)
class LandRolled(EventRecord):
    """A Land's dice (RN-LAND-01) on `space`: the goods each die shows (ids; empty for a blank face)."""

    KIND: ClassVar[str] = "roll"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"space"})
    seat: int
    faces: list[list[str]]
    space: str = ""


# -- fights and their outcome (RN-COMBAT-*, RN-DEATH-*, RN-DOM-*) -----------------------------------


@dataclass(frozen=True)
class FightResult(EventRecord):
    """How a fight ended (the table rebuilds the finished fight from it). `lost` side -> [{"id",
    "name"}]; the counters lists are filled in once the win is carried out."""

    KIND: ClassVar[str] = "combat_result"
    space: str
    purpose: str
    kind: str
    attacker_seat: int | None
    defender_seat: int | None
    winner_seat: int | None
    attacker_won: bool
    dead: list[int | None]
    lost: dict[str, list[dict[str, Any]]]
    towers_wounded: int
    towers: int
    move_back: bool
    counters_placed: list[dict[str, Any]]
    counters_removed: list[dict[str, Any]]


@dataclass(frozen=True)
class Conquered(EventRecord):
    """`seat` conquers the City `space`."""

    KIND: ClassVar[str] = "conquer"
    seat: int
    space: str


@dataclass(frozen=True)
class NecromancerDied(EventRecord):
    """`seat`'s Necromancer dies and returns to the Valley of Souls (RN-DEATH-01)."""

    KIND: ClassVar[str] = "death"
    seat: int


@dataclass(frozen=True)
class ApprenticeDied(EventRecord):
    """`seat`'s Apprentice dies on a quest and leaves the game (RN-APP-07)."""

    KIND: ClassVar[str] = "death"
    seat: int


@dataclass(frozen=True)
class MovedBack(EventRecord):
    """A lost attack: the seat's Necromancer moves back to `space` (RN-COMBAT-24/25)."""

    KIND: ClassVar[str] = "move_back"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"space"})
    seat: int
    space: str = ""


@dataclass(frozen=True)
class TrackCounter(EventRecord):
    """A Dominion counter placed on the Spell or Item track (`track`)."""

    KIND: ClassVar[str] = "dominion"
    seat: int
    track: str


@dataclass(frozen=True)
class CountersReturned(EventRecord):
    """A rival's counters on `space` return to them (RN-DOM-08)."""

    KIND: ClassVar[str] = "dominion"
    seat: int
    space: str


@dataclass(frozen=True)
class CountersPlaced(EventRecord):
    """`count` Dominion counters placed on `space` (RN-DOM-05)."""

    KIND: ClassVar[str] = "dominion"
    seat: int
    space: str
    count: int


# -- a turn's steps (RN-PLAY-*, RN-RAISE-*, RN-MOVE-*, RN-PVP-*, RN-SPELL-*) -------------------------


@dataclass(frozen=True)
class CardPlayed(EventRecord):
    """`seat` plays `card` from its hand (RN-PLAY)."""

    KIND: ClassVar[str] = "play"
    seat: int
    card: str


@dataclass(frozen=True)
class ItemUsed(EventRecord):
    """`seat` uses the once Item `card` (once during the game)."""

    KIND: ClassVar[str] = "use_item"
    seat: int
    card: str


@dataclass(frozen=True)
class SpellCast(EventRecord):
    """`seat` casts `spell` (RN-SPELL-02/03)."""

    KIND: ClassVar[str] = "cast"
    seat: int
    spell: str


@dataclass(frozen=True)
class MinionRaised(EventRecord):
    """`seat` raises a Minion of `kind` (RN-RAISE)."""

    KIND: ClassVar[str] = "raise"
    seat: int
    kind: str


@dataclass(frozen=True)
class Fortified(EventRecord):
    """`seat` leaves a Minion of `kind` on `space` to guard it."""

    KIND: ClassVar[str] = "fortify"
    seat: int
    kind: str
    space: str


@dataclass(frozen=True)
class PickedUp(EventRecord):
    """`seat` takes a Minion of `kind` back onto its Player board."""

    KIND: ClassVar[str] = "pick_up"
    seat: int
    kind: str


@dataclass(frozen=True)
class Moved(EventRecord):
    """`seat`'s Necromancer moves to `to` (RN-MOVE)."""

    KIND: ClassVar[str] = "move"
    seat: int
    to: str


@dataclass(frozen=True)
class StoodStill(EventRecord):
    """`seat` stands still on `space` (a City it holds)."""

    KIND: ClassVar[str] = "stay"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"space"})
    seat: int
    space: str = ""


@dataclass(frozen=True)
class Stuck(EventRecord):
    """`seat` cannot move and skips movement and action."""

    KIND: ClassVar[str] = "stuck"
    seat: int


@dataclass(frozen=True)
class NecromancerAttacked(EventRecord):
    """`seat` attacks `defender`'s Necromancer (RN-PVP)."""

    KIND: ClassVar[str] = "attack"
    seat: int
    defender: int


@dataclass(frozen=True)
class Fled(EventRecord):
    """The attacked `seat` flees (RN-PVP-03)."""

    KIND: ClassVar[str] = "flee"
    seat: int


@dataclass(frozen=True)
class StoodToFight(EventRecord):
    """The attacked `seat` stays and fights."""

    KIND: ClassVar[str] = "stand"
    seat: int


@dataclass(frozen=True)
class FledTo(EventRecord):
    """`seat` flees to `to` (RN-PVP-04/05)."""

    KIND: ClassVar[str] = "flee_to"
    seat: int
    to: str


# -- the spaces' actions (RN-LIB-*, RN-WORK-*, RN-DUNG-*, RN-ACAD-*) ---------------------------------


@dataclass(frozen=True)
class NoAction(EventRecord):
    """An action space that gives nothing: `why` "valley", "own_dungeon", "deck_empty" (`deck` spell or
    item), "no_dungeon_cards", or "not_headmaster" (`space`, with `count` of its colour)."""

    KIND: ClassVar[str] = "action"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"count"})
    EXTRA: ClassVar[frozenset[str]] = frozenset({"why", "deck", "space"})
    seat: int
    count: int | None = None
    why: str = ""
    deck: str = ""
    space: str = ""


@dataclass(frozen=True)
class CardsLooked(EventRecord):
    """`seat` looks at the top `cards` of the Spell or Item deck (`deck`), seen by it alone."""

    KIND: ClassVar[str] = "look"
    seat: int
    cards: list[str]
    names: list[str]
    deck: str


@dataclass(frozen=True)
class CardsLookedFaceDown(EventRecord):
    """What the others see of a look: how many cards of which deck."""

    KIND: ClassVar[str] = "look"
    seat: int
    count: int
    deck: str


@dataclass(frozen=True)
class Choosing(EventRecord):
    """`seat` is choosing a card (everyone sees it)."""

    KIND: ClassVar[str] = "look_public"
    seat: int


@dataclass(frozen=True)
class CardKept(EventRecord):
    """`seat` keeps `card` and puts `rest` back on top in that order, seen by it alone."""

    KIND: ClassVar[str] = "pick"
    seat: int
    card: str
    name: str
    rest: list[str]


@dataclass(frozen=True)
class CardKeptFaceDown(EventRecord):
    """What the others see of a pick: how many cards went back."""

    KIND: ClassVar[str] = "pick"
    seat: int
    count: int


@dataclass(frozen=True)
class CardAdded(EventRecord):
    """`seat` adds a card to their hand (everyone sees it)."""

    KIND: ClassVar[str] = "pick_public"
    seat: int


@dataclass(frozen=True)
class DungeonReshuffled(EventRecord):
    """The Dungeon discard pile is shuffled into a new Dungeon deck (RN-DUNG-05)."""

    KIND: ClassVar[str] = "shuffle"
    deck: str


@dataclass(frozen=True)
class DungeonEntered(EventRecord):
    """`seat` enters the Dungeon and reveals `card` (RN-DUNG-04)."""

    KIND: ClassVar[str] = "dungeon"
    seat: int
    card: str


@dataclass(frozen=True)
class QuestDeclined(EventRecord):
    """`seat` declines the quest."""

    KIND: ClassVar[str] = "quest"
    seat: int


@dataclass(frozen=True)
class QuestMinionsWait(EventRecord):
    """RN-DUNG-06: the quest `card` asks Minions (`outside`, in words) who wait outside the Dungeon."""

    KIND: ClassVar[str] = "quest"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"outside"})
    seat: int
    card: str
    outside: str = ""


@dataclass(frozen=True)
class QuestPaid(EventRecord):
    """`seat` pays the quest's price."""

    KIND: ClassVar[str] = "quest"
    seat: int


@dataclass(frozen=True)
class QuestTest(EventRecord):
    """A quest's test: `seat` rolls `roll` against `power` (RN-DUNG-08)."""

    KIND: ClassVar[str] = "roll"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"power", "passed"})
    seat: int
    roll: int
    power: int = 0
    passed: bool = False


@dataclass(frozen=True)
class GolemWounded(EventRecord):
    """`seat`'s Golem takes a failed test's wound (RN-SPEC-04)."""

    KIND: ClassVar[str] = "quest"
    seat: int


@dataclass(frozen=True)
class DungeonWon(EventRecord):
    """`seat` succeeds in the Dungeon `card` (RN-DUNG-10)."""

    KIND: ClassVar[str] = "dungeon_won"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"card"})
    seat: int
    card: str = ""


@dataclass(frozen=True)
class DungeonLost(EventRecord):
    """`seat` fails in the Dungeon `card`."""

    KIND: ClassVar[str] = "dungeon_lost"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"card"})
    seat: int
    card: str = ""


@dataclass(frozen=True)
class BecameHeadmaster(EventRecord):
    """`seat` becomes Headmaster of the Academy of `colour` on `space` (RN-ACAD-02)."""

    KIND: ClassVar[str] = "headmaster"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"space"})
    seat: int
    colour: str
    space: str = ""


# -- once Items, RN-DEATH-02, the end (RN-WIN-*) ----------------------------------------------------


@dataclass(frozen=True)
class MayUseItems(EventRecord):
    """The defender `seat` may use once-during-the-game Items in this combat."""

    KIND: ClassVar[str] = "ready"
    seat: int


@dataclass(frozen=True)
class GoodsGivenBack(EventRecord):
    """RN-DEATH-02: `seat` gives back the goods it collected this turn (`goods` good -> count)."""

    KIND: ClassVar[str] = "give_back"
    seat: int
    goods: dict[str, int]


@dataclass(frozen=True)
class GameWon(EventRecord):
    """The game ends with `winners`; `reason` the sentence the state keeps for saves (RN-WIN-01/02)."""

    KIND: ClassVar[str] = "over"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"reason"})
    winners: list[int]
    reason: str = ""


# Where a gain comes from (Gained.source): the words say it after the amount ("" says nothing more).
GAIN_SOURCES = ("", "effect", "tax", "treasure", "headmaster")


@dataclass(frozen=True)
class Gained(EventRecord):
    """`seat` takes `amount` of `what` from the supply (`asked` was due; less when the supply ran short,
    RN-CONT-06); `source` one of GAIN_SOURCES, `place` the effect's moment or the taxed space, `card` the
    name of the card in play whose effect it is (r27: "gains 1 Lesser corpse (land)" read as the Land's)."""

    KIND: ClassVar[str] = "gain"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"asked", "source", "place", "card"})
    seat: int
    what: str
    amount: int
    asked: int = 0
    source: str = ""
    place: str = ""
    card: str = field(default="", repr=False)  # for the words only: the data as before


@dataclass(frozen=True)
class NothingCollected(EventRecord):
    """`seat` collects nothing: its Necromancer died this turn (RN-DEATH-02); `amount` is 0."""

    KIND: ClassVar[str] = "gain"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"source", "place"})
    seat: int
    what: str
    amount: int = 0
    source: str = ""
    place: str = ""


# -- a Necromancer played sends the others in hand out of the game (RN-NEC-02) ----------------------


@dataclass(frozen=True)
class CardsRemoved(EventRecord):
    """`seat`'s other Necromancer `cards` leave the game as it plays its Necromancer (RN-NEC-02), seen
    by it alone."""

    KIND: ClassVar[str] = "removed"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class CardsRemovedFaceDown(EventRecord):
    """What the others see of CardsRemoved: how many cards left the game unseen."""

    KIND: ClassVar[str] = "removed"
    seat: int
    count: int


# -- a fight's story, line by line (kind "combat"; RN-COMBAT-*, RN-SPEC-*): told by the combat engine ---
# `side` is "attacker" or "defender"; `seat` the player who rolls and decides for it (None for a City
# nobody holds or a Dungeon's monster, whose dice another player rolls).


@dataclass(frozen=True)
class FightBegins(EventRecord):
    """A combat of `kind` (city, dungeon, minions, pvp) begins: each side's fighters by name (a Dungeon's
    attacking Minions, who wait outside, left out) and a City defending with its towers; each side's
    seat (the player who rolls and decides for it: RN-COMBAT-10/11) and, `neutral`, a defender nobody
    holds (a City or Dungeon of nobody's, rolled for by the player to the left)."""

    KIND: ClassVar[str] = "combat"
    kind: str
    attacker: list[str]
    defender: list[str]
    attacker_city: str = ""
    attacker_towers: int = 0
    defender_city: str = ""
    defender_towers: int = 0
    attacker_seat: int | None = None
    defender_seat: int | None = None
    neutral: bool = False


@dataclass(frozen=True)
class WaitOutside(EventRecord):
    """RN-DUNG-06, RN-SPEC-07: the attacker's Minions, by name, wait outside the Dungeon."""

    KIND: ClassVar[str] = "combat"
    names: list[str]


@dataclass(frozen=True)
class Die:
    """One die of a roll: the `power` it needed, the `roll` it showed, whether it `hit` (RN-COMBAT-04/06)."""

    power: int
    roll: int
    hit: bool


@dataclass(frozen=True)
class Rolled(EventRecord):
    """One unit's dice in a step (`step` 2: Ghost strikes, 3: the rest and Death Bolt): `fighter` its id
    ("city" for a City's attacks, "" for missed attacks rolled `again`), `fighter_name` as the fight names
    it, `bolt` when they are its Necromancer's Death Bolt; `dice` in roll order."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    fighter: str
    fighter_name: str
    ghost_strike: bool
    step: int
    again: bool
    dice: list[Die]
    bolt: bool = False


@dataclass(frozen=True)
class WeakenCast(EventRecord):
    """The `side` casts Weaken on the other (RN-SPEC-09): -`reduce` power, its `remove` strongest attacks
    dropped (`removed`: as many as it had)."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    reduce: int
    remove: int
    removed: int


@dataclass(frozen=True)
class DeathBoltCast(EventRecord):
    """The `side` casts Death Bolt (RN-EXDUNG-05); its roll follows."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None


@dataclass(frozen=True)
class ZombiesExploded(EventRecord):
    """The `side` casts Zombie Explosion (RN-SPEC-11/12): the `zombies` (fighter ids) explode, `wounds`
    wounds."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    zombies: list[str]
    wounds: int


@dataclass(frozen=True)
class WoundsIgnored(EventRecord):
    """The `side` ignores its first `count` wounds (ignore_wound)."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    count: int


@dataclass(frozen=True)
class TowerWounded(EventRecord):
    """A wound on a tower of the `city`: `tower` of its `towers` are wounded now."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    city: str
    tower: int
    towers: int
    ghost_strike: bool


@dataclass(frozen=True)
class CityAttackLost(EventRecord):
    """RN-COMBAT-14: a Ghost strike wound on the `city` costs it its power-`power` attack."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    city: str
    power: int


@dataclass(frozen=True)
class FighterRemoved(EventRecord):
    """The fighter `fighter` (`role`, a Minion's `kind`) takes a wound and is removed."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    fighter: str
    fighter_name: str
    role: str
    kind: str
    ghost_strike: bool


@dataclass(frozen=True)
class NecromancerKilled(EventRecord):
    """RN-COMBAT-15, RN-DEATH-01: the side's Necromancer takes the last wound and dies."""

    KIND: ClassVar[str] = "combat"
    side: str
    seat: int | None
    fighter: str
    fighter_name: str
    ghost_strike: bool


@dataclass(frozen=True)
class WoundsLost(EventRecord):
    """RN-COMBAT-21: `count` wounds the side (without a Necromancer to take them) cannot allocate,
    `allocated` more having just been allocated to its Minions and towers (0: nothing was there)."""

    KIND: ClassVar[str] = "combat"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"allocated"})  # for the words only: the data as before
    side: str
    seat: int | None
    count: int
    allocated: int = field(default=0, repr=False)


@dataclass(frozen=True)
class FightOver(EventRecord):
    """The `winner` side wins; `dead` the sides whose Necromancer died; `move_back` when the attacker
    moves back to the space it came from (RN-COMBAT-22/25)."""

    KIND: ClassVar[str] = "combat"
    winner: str
    dead: list[str]
    move_back: bool


# Every line of a fight's story (the records of kind "combat").
FIGHT_STORY = (
    FightBegins,
    WaitOutside,
    Rolled,
    WeakenCast,
    DeathBoltCast,
    ZombiesExploded,
    WoundsIgnored,
    TowerWounded,
    CityAttackLost,
    FighterRemoved,
    NecromancerKilled,
    WoundsLost,
    FightOver,
)
