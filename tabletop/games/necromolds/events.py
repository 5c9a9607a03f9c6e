"""Necromolds' typed events: one frozen record per kind of event the table and the bots read, its fields
the ones `Event.data` carries (same names, same order). The engine builds a record, words.py words it,
and `words.event(state, record)` makes the Event; the table compares by record type, never by kind
string or by the English. Kinds not listed here still carry a plain dict (see the module's end)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core.protocol import EventRecord

# -- combat (NM-COMBAT-*, NM-ADV-*, NM-FAN-05/07/10, NM-CLAY-09) ------------------------------------


@dataclass(frozen=True)
class CombatStarted(EventRecord):
    """Two monsters fight: `kind` melee or ranged, each side's pool; `bonuses` the fan rules' free dice
    ({"rule", "side", "dice", "text", "fraction"}; None without any)."""

    KIND: ClassVar[str] = "combat_start"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"bonuses"})
    kind: str
    attacker: str
    defender: str
    att_pool: int
    def_pool: int
    bonuses: list[dict[str, Any]] | None = None


@dataclass(frozen=True)
class BlastCombatStarted(EventRecord):
    """A Magic Blast's attack on one monster under it (NM-CLAY-09): no attacking monster (`attacker`
    ""), the attack pool fixed, `caster` the casting seat."""

    KIND: ClassVar[str] = "combat_start"
    kind: str
    attacker: str
    defender: str
    att_pool: int
    def_pool: int
    blast: bool
    caster: int
    rule: str


@dataclass(frozen=True)
class DiceBought(EventRecord):
    """A side spends `gems` for `count` more dice (NM-COMBAT-07)."""

    KIND: ClassVar[str] = "buy"
    seat: int
    count: int
    gems: int


@dataclass(frozen=True)
class BuySkipped(EventRecord):
    """A side adds no dice without being asked: `why` "limit" (basic play's bought die is used up),
    "basic" or "cost" (the next die, number `die`, costs `cost` gems and the seat has `gems`)."""

    KIND: ClassVar[str] = "buy_skipped"
    seat: int
    cost: int
    gems: int
    why: str
    die: int


@dataclass(frozen=True)
class CombatRolled(EventRecord):
    """Both pools rolled (faces are indices into the combat die); `attacker` "" for a Magic Blast."""

    KIND: ClassVar[str] = "roll"
    attacker: str
    faces: list[int]
    defender: str
    def_faces: list[int]


@dataclass(frozen=True)
class GemRage(EventRecord):
    """The attacker rerolls the gem dice `gem_rage` (indices); `faces` its whole pool after."""

    KIND: ClassVar[str] = "roll"
    gem_rage: list[int]
    faces: list[int]


@dataclass(frozen=True)
class SupportReroll(EventRecord):
    """`support` helps `monster` reroll die `die` (NM-ADV-14..18); `faces` that side's pool after."""

    KIND: ClassVar[str] = "roll"
    support: str
    monster: str
    die: int
    faces: list[int]


@dataclass(frozen=True)
class CombatResult(EventRecord):
    """How a combat came out: hits, the monsters smashed, gems gained per seat (keys are str seats)."""

    KIND: ClassVar[str] = "combat_result"
    attacker: str
    defender: str
    attack_hits: int
    defense_hits: int
    smashed: list[str]
    gems: dict[str, int]


@dataclass(frozen=True)
class BlastResult(EventRecord):
    """How one Magic Blast attack came out (NM-CLAY-09): `attacker` "", `caster` the casting seat."""

    KIND: ClassVar[str] = "combat_result"
    attacker: str
    defender: str
    attack_hits: int
    defense_hits: int
    smashed: list[str]
    gems: dict[str, int]
    blast: bool
    caster: int | None


@dataclass(frozen=True)
class Smashed(EventRecord):
    """A monster is smashed."""

    KIND: ClassVar[str] = "smash"
    monster: str
    owner: int


# -- the round and the turn (NM-ROUND-*, NM-MOVE-*) ------------------------------------------------


@dataclass(frozen=True)
class CommandDiceRolled(EventRecord):
    """Every seat's command dice rolled for the round (faces by name, per seat)."""

    KIND: ClassVar[str] = "roll"
    command_dice: list[list[str]]


@dataclass(frozen=True)
class CommandReroll(EventRecord):
    """A seat rerolls command dice `reroll` (indices), showing `faces` (seen by that seat until the reveal)."""

    KIND: ClassVar[str] = "roll"
    seat: int
    reroll: list[int]
    faces: list[str]


@dataclass(frozen=True)
class CommandGemsReroll(EventRecord):
    """Command Gems (a fan rule): a seat pays `gems` to reroll command dice `reroll`."""

    KIND: ClassVar[str] = "roll"
    seat: int
    reroll: list[int]
    faces: list[str]
    gems: int
    rule: str


@dataclass(frozen=True)
class TurnBegins(EventRecord):
    """The turn passes to `seat`."""

    KIND: ClassVar[str] = "turn"
    seat: int


@dataclass(frozen=True)
class Moved(EventRecord):
    """A monster moves along `path` (map points), `length` inches; `facing` its new facing in degrees
    (Directional Attacks only, else None)."""

    KIND: ClassVar[str] = "move"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"facing"})
    monster: str
    path: list[tuple[float, float]]
    length: float
    facing: float | None = None


# -- More Fun with Clay (NM-CLAY-*) -----------------------------------------------------------------


@dataclass(frozen=True)
class TurnEnding(EventRecord):
    """The end of `seat`'s turn opens: a Magic Wall, or more clay magic, before it passes."""

    KIND: ClassVar[str] = "turn_end"
    seat: int
    rule: str


@dataclass(frozen=True)
class TurnEnded(EventRecord):
    """`seat` ends their turn (after its end-of-turn clay magic)."""

    KIND: ClassVar[str] = "end_turn"
    seat: int
    rule: str


@dataclass(frozen=True)
class MissileDropped(EventRecord):
    """A Magic Missile (NM-CLAY-04..07): the simulation's inputs and outcome; `moved` and `kept` are
    filled in as the pushes are carried out."""

    KIND: ClassVar[str] = "magic_missile"  # clay.MISSILE
    seat: int
    aim: list[float]
    seed: int
    gems: int
    clay: int
    release: list[float]
    landing: list[float]
    crushed: list[Any]  # the ids the physics was given for the monsters
    knocked_over: list[Any]
    smashed: list[str]
    moved: dict[str, list[float]]
    kept: list[str]
    rule: str


@dataclass(frozen=True)
class BlastLowered(EventRecord):
    """A Magic Blast lowered (NM-CLAY-08): where it was aimed, where it rests, the monsters under it."""

    KIND: ClassVar[str] = "magic_blast"  # clay.BLAST
    seat: int
    centre: list[float]
    rest: list[float]
    radius: float
    height: float
    path: list[list[float]]
    under: list[str]
    supports: list[str]
    gems: int
    clay: int
    rule: str


@dataclass(frozen=True)
class BlastOver(EventRecord):
    """After a blast's attacks (NM-CLAY-09/10): the monsters it smashed."""

    KIND: ClassVar[str] = "blast_over"
    seat: int
    under: list[str]
    smashed: list[str]
    rule: str


@dataclass(frozen=True)
class WallRaised(EventRecord):
    """A Magic Wall raised (NM-CLAY-02): its shape, length and clay; `truncated` when the clay ran out."""

    KIND: ClassVar[str] = "magic_wall"  # clay.WALL
    seat: int
    wall: str
    footprint: list[list[float]]
    holes: list[list[list[float]]]
    centreline: list[list[float]]
    height: float
    length: float
    clay: int
    gems: int
    truncated: bool
    rule: str


@dataclass(frozen=True)
class WallRemoved(EventRecord):
    """A Magic Wall removed (NM-CLAY-03) by `seat`; `owner` raised it."""

    KIND: ClassVar[str] = "wall_removed"
    seat: int
    wall: str
    owner: int
    gems: int
    rule: str


# -- the end (NM-END-*, NM-MULTI-09) and command dice (NM-ROUND-*) ---------------------------------


@dataclass(frozen=True)
class BookDiceDiscarded(EventRecord):
    """A spellbook lost its last monster: its assigned die `die` is discarded (NM-FAQ-03..04)."""

    KIND: ClassVar[str] = "discard"
    seat: int
    die: int
    book: str


@dataclass(frozen=True)
class GameOver(EventRecord):
    """The game ends: the winning seats."""

    KIND: ClassVar[str] = "game_over"
    winners: list[int]


@dataclass(frozen=True)
class Eliminated(EventRecord):
    """`seat` is out: its last monster is smashed (NM-MULTI-09); `out` every seat out so far."""

    KIND: ClassVar[str] = "eliminated"
    seat: int
    out: list[int]


@dataclass(frozen=True)
class WildFlipped(EventRecord):
    """A wild die turned to a command while assigning (NM-ROUND-13)."""

    KIND: ClassVar[str] = "flip"
    seat: int
    die: int
    to: str


@dataclass(frozen=True)
class DieAssigned(EventRecord):
    """A command die put on a spellbook's slot (`slot` -1: its magic ability); `face` what it shows."""

    KIND: ClassVar[str] = "assign"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"face"})
    seat: int
    die: int
    book: str
    slot: int
    face: str = ""


@dataclass(frozen=True)
class MagicActive(EventRecord):
    """A spellbook's magic ability is active this round, giving `gems`."""

    KIND: ClassVar[str] = "magic"
    seat: int
    book: str
    gems: int


@dataclass(frozen=True)
class DieDiscarded(EventRecord):
    """A command die discarded (a magic die gives `gems`); `together`: the (face, gems) of each die
    discarded with it by one choice (Changing Commands' two), so its words say them all at once."""

    KIND: ClassVar[str] = "discard"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"together"})
    seat: int
    die: int
    face: str
    gems: int
    together: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class DieChanged(EventRecord):
    """A command die changed to `to` (for discarded dice, NM-ADV)."""

    KIND: ClassVar[str] = "change"
    seat: int
    die: int
    to: str


@dataclass(frozen=True)
class DiceRevealed(EventRecord):
    """Everyone has committed: a seat's assignment shown to all (NM-ROUND-05); `dice` each die's
    {"face", "status", "book", "slot"}."""

    KIND: ClassVar[str] = "reveal"
    seat: int
    dice: list[dict[str, Any]]
    gems: int


# -- the round's steps (NM-ROUND-*, NM-ADV-02..04, NM-BASIC-*, NM-FAN-17..20) ----------------------


@dataclass(frozen=True)
class Weakened(EventRecord):
    """NM-ADV-02..04: `seat` has one spellbook left and rolls `dice` command dice from now on."""

    KIND: ClassVar[str] = "weakened"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"dice"})
    seat: int
    dice: int = 0


@dataclass(frozen=True)
class RoundEnds(EventRecord):
    """Round `round` ends (NM-ROUND-16/26)."""

    KIND: ClassVar[str] = "round_end"
    round: int


@dataclass(frozen=True)
class DrawOffered(EventRecord):
    """`seat` offers a draw (issue 25, stalemate.py): the others answer in turn."""

    KIND: ClassVar[str] = "draw_offer"
    seat: int


@dataclass(frozen=True)
class DrawAnswered(EventRecord):
    """`seat` accepts or refuses the draw on offer."""

    KIND: ClassVar[str] = "draw_answer"
    seat: int
    accept: bool


@dataclass(frozen=True)
class AssignDone(EventRecord):
    """`seat` commits their command dice (NM-ROUND-19)."""

    KIND: ClassVar[str] = "assign_done"
    seat: int


@dataclass(frozen=True)
class GemsTaken(EventRecord):
    """Basic play: a magic die gives `gems` (NM-BASIC-21)."""

    KIND: ClassVar[str] = "magic"
    seat: int
    gems: int


@dataclass(frozen=True)
class WildBecomes(EventRecord):
    """Wilder Wilds (NM-FAN-17): a wild die on `book`'s combined slot becomes `to` as it is performed."""

    KIND: ClassVar[str] = "flip"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"book"})
    seat: int
    die: int
    to: str
    rule: str
    book: str = ""


@dataclass(frozen=True)
class CommandStarted(EventRecord):
    """A command die performed: its `kind` (move, ranged), the spellbook (None: any), the distance in
    inches; `limit` how many monsters may act (None: all)."""

    KIND: ClassVar[str] = "command_start"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"limit"})
    seat: int
    die: int
    kind: str
    book: str | None
    distance: float
    limit: int | None = None


@dataclass(frozen=True)
class MeleeStage(EventRecord):
    """Decisive Combat (NM-FAN-18): `seat` chooses the order of the melee attacks `pairs`."""

    KIND: ClassVar[str] = "melee_stage"
    seat: int
    pairs: list[list[str]]


@dataclass(frozen=True)
class AttackLost(EventRecord):
    """Decisive Combat (NM-FAN-20): a declared ranged attack whose target is already smashed."""

    KIND: ClassVar[str] = "attack_lost"
    monster: str
    target: str


@dataclass(frozen=True)
class CommandEnded(EventRecord):
    """`seat` ends the command of die `die`; `no_target` when it was a ranged command that none of its
    monsters could perform (no enemy in range and sight: the log says why nothing was shot)."""

    KIND: ClassVar[str] = "command_end"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"no_target"})
    seat: int
    die: int
    no_target: bool = False


@dataclass(frozen=True)
class Declared(EventRecord):
    """Decisive Combat (NM-FAN-19): `monster` takes aim at `target`."""

    KIND: ClassVar[str] = "declare"
    monster: str
    target: str


# -- set-up (NM-SETUP-*, NM-MULTI-*, NM-FAN-15/16) ---------------------------------------------------


@dataclass(frozen=True)
class SetupRollOff(EventRecord):
    """The terrain (or deployment) roll-off: every roll (`rolloff`, each {"hits", ...} by str seat), the
    order it gives and the turn order cards (3-4 players); `terrain` False when it decides deployment."""

    KIND: ClassVar[str] = "roll"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"terrain"})
    rolloff: list[dict[str, Any]]
    order: list[int]
    order_cards: list[int]
    terrain: bool = True


@dataclass(frozen=True)
class TerrainPlaced(EventRecord):
    """`seat` places terrain piece `piece` at (x, y)."""

    KIND: ClassVar[str] = "terrain_placed"
    seat: int
    piece: str
    x: float
    y: float


@dataclass(frozen=True)
class Molded(EventRecord):
    """`seat` molds `monster`."""

    KIND: ClassVar[str] = "molded"
    seat: int
    monster: str


@dataclass(frozen=True)
class PresetMolded(EventRecord):
    """`seat` molds the suggested army `preset` (NM-SETUP-18)."""

    KIND: ClassVar[str] = "molded"
    seat: int
    preset: str


@dataclass(frozen=True)
class Unmolded(EventRecord):
    """`seat` gives `monster` (named `name`, as it was on the table) back to the clay."""

    KIND: ClassVar[str] = "unmolded"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"name"})
    seat: int
    monster: str
    name: str = ""


@dataclass(frozen=True)
class ArmyDone(EventRecord):
    """`seat`'s army is molded (NM-SETUP-13): `monsters` in it, `used` dr of clay, `clay_left` dr left."""

    KIND: ClassVar[str] = "army_done"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"monsters", "used"})
    seat: int
    clay_left: int
    monsters: int = 0
    used: int = 0


@dataclass(frozen=True)
class Deployed(EventRecord):
    """`seat` deploys `monster` at (x, y); `facing` with Directional Attacks (NM-FAN-11), else None."""

    KIND: ClassVar[str] = "deployed"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"facing"})
    seat: int
    monster: str
    x: float
    y: float
    facing: float | None = None


@dataclass(frozen=True)
class CornersChosen(EventRecord):
    """Four Corner Deployment (NM-FAN-15/16): `seat` takes the corner pair named `taken`, the other seat
    gets `given`; `corners` each seat's pair."""

    KIND: ClassVar[str] = "corners"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"taken", "given"})
    seat: int
    corners: list[int]
    taken: str = ""
    given: str = ""


@dataclass(frozen=True)
class DeployDone(EventRecord):
    """`seat` has deployed their army."""

    KIND: ClassVar[str] = "deploy_done"
    seat: int


# -- who goes first (NM-ROUND-01..03, NM-MULTI-06..08, NM-FAN-02..04) -------------------------------


@dataclass(frozen=True)
class FirstTurnRollOff(EventRecord):
    """Tied on monsters: a roll-off decides who goes first; every roll in `rolloff`."""

    KIND: ClassVar[str] = "roll"
    rolloff: list[dict[str, Any]]


@dataclass(frozen=True)
class RoundStarts(EventRecord):
    """Two players: round `round` begins, `first` goes first; `how` the reason in words (fewest
    monsters, the youngest, the roll-off's score)."""

    KIND: ClassVar[str] = "round_start"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"how"})
    round: int
    first: int
    turn_order: list[int]
    how: str = ""


@dataclass(frozen=True)
class RoundStartsByCards(EventRecord):
    """Three or four players: round `round` begins in turn order card order (NM-MULTI-06/07); `dealt` the
    groups of tied seats whose cards were dealt at random, `counts` each seat's monsters, `youngest` the
    youngest of tied players in basic play (NM-BASIC-13) or None."""

    KIND: ClassVar[str] = "round_start"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"counts", "youngest"})
    round: int
    first: int
    turn_order: list[int]
    order_cards: list[int]
    dealt: list[list[int]]
    counts: dict[int, int] | None = None
    youngest: int | None = None


@dataclass(frozen=True)
class RollOffGems(EventRecord):
    """Turn Order Gems (NM-FAN-03/04): the roll-off's loser gains the gems it rolled."""

    KIND: ClassVar[str] = "gems"
    seat: int
    gems: int
    rule: str


@dataclass(frozen=True)
class TurnOrderChosen(EventRecord):
    """Turn Order Choice (NM-FAN-02): `seat` chose to go first or second (`went_first`); `first` goes first."""

    KIND: ClassVar[str] = "turn_order"
    EXTRA: ClassVar[frozenset[str]] = frozenset({"went_first"})
    seat: int
    first: int
    turn_order: list[int]
    rule: str
    went_first: bool = True
