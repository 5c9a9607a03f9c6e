"""The game state: plain msgspec records, JSON-ready, copied before every change.

`apply` never mutates its input: it works on `clone(state)`. Shapely objects never live
here; the battlefield is rebuilt from positions and cached (see `field.py`).
"""

from __future__ import annotations

from typing import Literal

import msgspec

Mode = Literal["basic", "standard", "advanced"]

# Records of plain values only (Monster, CommandDie, Placed, Clay) are made thousands of times a game (every
# seat's view is a copy) and are left out of the cycle collector (gc=False): they can hold no other object,
# so no cycle. A field that is a list or a record takes its class back into the collector
# (tests/games/necromolds/test_speed_caches.py checks).


class Monster(msgspec.Struct, gc=False):
    """One molded monster: its spellbook, size option, owner and place on the map."""

    id: str
    owner: int
    book: str
    size: int = 0
    x: float = 0.0
    y: float = 0.0
    deployed: bool = False
    alive: bool = True
    # Directional Attacks (NM-FAN-10/11): the way the model faces, degrees from the map's +x
    # axis toward +y (y grows down the map: 90 faces the bottom edge). None without the rule.
    facing: float | None = None


class CommandDie(msgspec.Struct, gc=False):
    """A rolled command die: its current face and where it sits.

    status: rolled (in hand), assigned (on a slot), spent (performed), discarded.
    slot -1 is the spellbook's magic ability slot.
    """

    face: str
    status: str = "rolled"
    book: str | None = None
    slot: int | None = None


class Seat(msgspec.Struct):
    """One player's possessions."""

    gems: int
    clay: int
    dice_count: int
    weakened: bool = False
    army_done: bool = False
    deploy_done: bool = False
    assign_done: bool = False
    dice: list[CommandDie] = []
    # What the other seats saw when the dice were rolled: while assigning is hidden
    # (NM-ROUND-05) their view shows these faces and gems, not the choices since.
    rolled_faces: list[str] = []
    gems_at_roll: int = 0


class Command(msgspec.Struct):
    """A command die being performed: which monsters have done it so far."""

    seat: int
    die: int
    kind: str  # move | ranged
    distance: float  # inches
    book: str | None = None  # None in basic play (any monsters)
    limit: int | None = None  # unstable: 1; basic move: 2; basic ranged: 1
    acted: list[str] = []
    line_of_sight: bool = True
    # Basic play with What Next step 3 (distances) but not step 4 (slots): each monster's
    # edge comes from its own spellbook, so the command keeps one length per spellbook.
    book_distances: dict[str, float] = {}
    # Decisive Combat (NM-FAN-18..20): "" while monsters move or declare targets; "melee" while
    # the moved monsters' melee attacks are resolved one at a time in the player's order.
    stage: str = ""
    declared: list[list[str]] = []  # ranged [attacker, target] pairs declared, resolved in order
    # [attacker, target] melee attacks made in the melee stage: a monster touching several
    # enemies fights each contact in turn, each once (NM-FAN-20)
    fought: list[list[str]] = []


class Combat(msgspec.Struct):
    """A combat in progress (NM-COMBAT-01..15)."""

    kind: str  # melee | ranged
    attacker: str
    defender: str
    att_pool: int
    def_pool: int
    stage: str  # att_buy, def_buy, att_reroll, def_reroll
    att_faces: list[int] = []
    def_faces: list[int] = []
    att_bought: int = 0
    def_bought: int = 0
    rage_used: bool = False
    att_support_used: bool = False
    def_support_used: bool = False
    # More Fun with Clay (NM-CLAY-08/09): the seat whose Magic Blast attacks, for a blast attack
    # (then `attacker` is "": no monster attacks, the pool is the blast's fixed dice); None for a
    # combat between monsters. Left out of a snapshot when None.
    caster: int | None = None


class Placed(msgspec.Struct, gc=False):
    """A terrain piece on the map: its origin and rotation (degrees)."""

    piece: str
    x: float
    y: float
    rotation: float = 0.0
    seat: int = 0


class Clay(msgspec.Struct, gc=False):
    """Smashed clay left on the map (a disc)."""

    x: float
    y: float
    r: float


class Wall(msgspec.Struct):
    """A Magic Wall standing on the map (NM-CLAY-02/04): terrain from the moment it is built.

    `footprint`: its outline (map inches, not closed), `holes`: rings inside it (a stroke drawn
    round in a loop); `centreline`: the simplified stroke; `height` (in, taller than a Mud Mump);
    `clay`: the drams it took from `owner`'s extra container."""

    id: str
    owner: int
    footprint: list[tuple[float, float]]
    height: float
    clay: int
    centreline: list[tuple[float, float]] = []
    holes: list[list[tuple[float, float]]] = []


class Blast(msgspec.Struct):
    """A Magic Blast being resolved (NM-CLAY-08/09): each monster under it in turn fights its own
    3-die ranged attack; `todo` are those still to roll, `smashed` those smashed so far; the turn
    goes back to `resume` ("turns" or "turn_end") when every one has rolled."""

    seat: int
    centre: tuple[float, float]
    under: list[str]
    todo: list[str]
    resume: str
    smashed: list[str] = []


class Solo(msgspec.Struct):
    """Basalt LaSeur's Revenge (NM-SOLO-*): the human at seat 0, Basalt at seat 1, played by the
    rules (solo_setup.py, solo_rounds.py, basalt*.py).

    `cards`: Basalt's shared play cards, in the order they were revealed (only cards that made
    monsters, NM-SOLO-15); `pool`: the faces of the common command dice not yet chosen this round
    (NM-SOLO-21); `picker`: the seat choosing a die now; `promise`: the card Basalt owes a ranged
    die on his next pick (Draft Q2, NM-SOLO-35), "" for none; `magic_for`: cards whose attack needs
    a magic die he takes after the other dice (Magic Last, NM-SOLO-42); `doing`: the Turn Guide's
    question his command being performed answers ("q1".."q4", NM-SOLO-44)."""

    cards: list[str] = []
    pool: list[str] = []
    picker: int = 0
    promise: str = ""
    magic_for: list[str] = []
    doing: str = ""


HUMAN = 0  # the solo seats (NM-SOLO-01)
BASALT = 1


class State(msgspec.Struct):
    """The whole game."""

    mode: Mode
    map: str
    phase: str  # terrain, army, deploy, order, assign (draft in solo), turns, command, combat, turn_end (clay), over
    rng: dict
    seats: list[Seat]
    monsters: list[Monster] = []
    terrain: list[Placed] = []
    clay: list[Clay] = []
    forced: list[int] = []  # test hook: face indices fed to the next rolls, never set in play
    use_terrain: bool = True
    # Basic play's What Next steps 2-5 (NM-BASIC-38..42); always False in the other modes.
    basic_skills: bool = False
    basic_distances: bool = False
    basic_slots: bool = False
    basic_abilities: bool = False
    youngest: int | None = None
    terrain_first: int = 0
    placer: int = 0
    deploy_order: list[int] = []
    # The set-up roll-off, one dict per roll: {"faces": {"<seat>": [...]}, "hits": {"<seat>": n}}.
    rolloff: list[dict] = []
    round: int = 0
    first: int = 0
    turn_order: list[int] = []  # this round's order of play (first = turn_order[0])
    out: list[int] = []  # seats eliminated, in the order they went out (NM-MULTI-09)
    order_cards: list[int] = []  # each seat's turn order card, 1-based, 0 when out; [] with 2 players
    turn_seat: int = 0
    active_book: str | None = None
    command: Command | None = None
    combat: Combat | None = None
    winners: list[int] | None = None
    end_reason: str = ""
    next_id: int = 0
    # Optional fan rules switched on (settings.FAN_RULES keys, NM-FAN-01); [] = none.
    fan: list[str] = []
    # Four Corner Deployment (NM-FAN-15/16): each seat's pair of opposite corners (0: top-left and
    # bottom-right, 1: top-right and bottom-left), -1 until chosen; [] without the rule.
    corners: list[int] = []
    # More Fun with Clay (NM-CLAY-01..11, clay.py): drams left in each seat's extra container;
    # [] without the rule (so it is also the rule's switch).
    clay_left: list[int] = []
    walls: list[Wall] = []  # Magic Walls standing, in the order they were built
    walls_made: int = 0  # walls built so far (a new wall is "wall-<walls_made + 1>")
    blast: Blast | None = None  # a Magic Blast whose attacks are being resolved
    # No battle without an end (issue 25, stalemate.py): rounds in a row without a combat, whether
    # this round saw one, a draw on offer (its offerer, -1: none; the seats that said yes), the seats
    # that offered this round, and how a draw ended the battle ("agreed", "quiet"; "" otherwise).
    quiet_rounds: int = 0
    fought: bool = False
    draw_by: int = -1
    draw_yes: list[int] = []
    draw_offered: list[int] = []
    draw: str = ""
    solo: Solo | None = None  # Basalt LaSeur's Revenge (NM-SOLO-*); None in a game of 2-4 players

    # -- fan rules (NM-FAN-01) ------------------------------------------------------------
    def rule(self, key: str) -> bool:
        """True if the fan rule `key` (e.g. "fan_partial_cover") is switched on in this game."""
        return key in self.fan

    # -- rule switches (NM-BASIC-38..42) ------------------------------------------------
    def uses_skills(self) -> bool:
        """Spellbook skill ratings set the starting pools (not basic play, or What Next step 2)."""
        return self.mode != "basic" or self.basic_skills

    def uses_distances(self) -> bool:
        """Command slot distances choose the tool edge (not basic play, or What Next step 3)."""
        return self.mode != "basic" or self.basic_distances

    def uses_slots(self) -> bool:
        """Command dice are assigned to spellbook slots (not basic play, or What Next step 4)."""
        return self.mode != "basic" or self.basic_slots

    def uses_abilities(self) -> bool:
        """Passive and magic abilities are in effect (not basic play, or What Next step 5)."""
        return self.mode != "basic" or self.basic_abilities

    # -- seats --------------------------------------------------------------------------
    def players(self) -> int:
        """How many players the game has (2 to 4)."""
        return len(self.seats)

    def in_play(self) -> list[int]:
        """Seats not eliminated, in seat order."""
        return [s for s in range(len(self.seats)) if s not in self.out]

    def enemies(self, seat: int) -> list[Monster]:
        """Unsmashed, deployed monsters of every other seat."""
        return [m for m in self.monsters if m.alive and m.deployed and m.owner != seat]

    # -- lookups ------------------------------------------------------------------------
    def monster(self, mid: str) -> Monster:
        """The monster with this id (KeyError if none)."""
        for m in self.monsters:
            if m.id == mid:
                return m
        raise KeyError(mid)

    def find(self, mid: str) -> Monster | None:
        """The monster with this id, or None."""
        for m in self.monsters:
            if m.id == mid:
                return m
        return None

    def alive(self, seat: int | None = None) -> list[Monster]:
        """Unsmashed, deployed monsters (of one seat if given)."""
        return [m for m in self.monsters if m.alive and m.deployed and (seat is None or m.owner == seat)]

    def army(self, seat: int) -> list[Monster]:
        """Every monster a seat has molded (alive)."""
        return [m for m in self.monsters if m.owner == seat and m.alive]

    def active_books(self, seat: int) -> list[str]:
        """Spellbooks with at least one of the seat's monsters on the map, in first-seen order."""
        seen: list[str] = []
        for m in self.monsters:
            if m.owner == seat and m.alive and m.deployed and m.book not in seen:
                seen.append(m.book)
        return seen

    def book_dice(self, seat: int, book: str) -> list[int]:
        """Indices of the seat's dice assigned to a spellbook."""
        return [i for i, d in enumerate(self.seats[seat].dice) if d.status == "assigned" and d.book == book]

    def magic_active(self, seat: int, book: str) -> bool:
        """True while a magic die sits on the spellbook's magic ability slot."""
        return any(d.status == "assigned" and d.book == book and d.slot == -1 for d in self.seats[seat].dice)

    def pending(self, seat: int, book: str | None = None) -> list[int]:
        """Dice still to perform: assigned move/ranged dice (standard) or unspent dice (basic)."""
        out = []
        for i, d in enumerate(self.seats[seat].dice):
            if not self.uses_slots():
                if d.status == "rolled":
                    out.append(i)
            elif d.status == "assigned" and d.slot is not None and d.slot >= 0 and (book is None or d.book == book):
                out.append(i)
        return out


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)


def clone(state: State) -> State:
    """A deep, independent copy."""
    return _decoder.decode(_encoder.encode(state))


# Fields added with the fan rules and More Fun with Clay, left out of a snapshot while they hold their default, so a
# game without those rules snapshots (and fingerprints) exactly as before they existed.
_QUIET = {"fan": [], "corners": [], "clay_left": [], "walls": [], "walls_made": 0, "blast": None, "solo": None}
_QUIET_COMBAT = {"caster": None}
_QUIET_MONSTER = {"facing": None}
_QUIET_COMMAND = {"stage": "", "declared": [], "fought": []}


def _drop_defaults(data: dict, quiet: dict) -> None:
    for key, default in quiet.items():
        if key in data and data[key] == default:
            del data[key]


def to_builtins(state: State) -> dict:
    """JSON-ready data of the whole state (fan-rule fields only when they are in use)."""
    data = msgspec.to_builtins(state)
    _drop_defaults(data, _QUIET)
    for m in data.get("monsters", ()):
        _drop_defaults(m, _QUIET_MONSTER)
    if data.get("command"):
        _drop_defaults(data["command"], _QUIET_COMMAND)
    if data.get("combat"):
        _drop_defaults(data["combat"], _QUIET_COMBAT)
    return data
