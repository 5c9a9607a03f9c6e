"""NecronomiCORP game state: plain msgspec records, cloned before every change (the protocol's
convention, tabletop/core/protocol.py). Card ids are instance ids, "<content id>#<copy>" (content
lists each card with its count); the content says what a card is (tabletop/content/corp).

Where things are: every character stands in an *area* (NC-TURN-11): a level's hallway, keyed
`hall_key(level)`, or a revealed room, keyed by the room card's instance id; the boss's room on the
top level is BOSS_ROOM. Each area holds what lies on its floor, its living monsters and its vending
machines (`Area`). Stacks list their cards top first; a view puts HIDDEN where a seat may not look.
"""

from __future__ import annotations

import msgspec

from tabletop.games.corp.fight_state import Fight, Foe

HIDDEN = "hidden"
TOP = 6  # the top level: the boss (NC-BUILD-01, NC-BUILD-11)
LEVELS = (1, 2, 3, 4, 5)
LEVEL_SIZES = {1: 30, 2: 25, 3: 20, 4: 15, 5: 10}  # NC-BUILD-01
BOSS_ROOM = "boss"

__all__ = ["BOSS_ROOM", "HIDDEN", "LEVELS", "LEVEL_SIZES", "TOP", "Area", "Character", "Fight", "Foe", "Held"]


class Rec(msgspec.Struct, forbid_unknown_fields=True):
    """Base of every state record."""


_HALLS = tuple(f"hall:{n}" for n in range(TOP + 2))  # made once: asked for every character's area, often


def hall_key(level: int) -> str:
    """The area key of a level's hallway."""
    return _HALLS[level] if 0 <= level < len(_HALLS) else f"hall:{level}"


class Held(Rec):
    """A weapon, carried or on a floor, with its charge tokens (None: no use number, NC-PLOT-15)."""

    card: str
    charges: int | None = None


class Machine(Rec):
    """A vending machine in a room with its life tokens (NC-PLOT-02)."""

    card: str
    tokens: int


class Area(Rec):
    """One room or hallway: what lies on its floor, who lives in it (NC-TURN-11)."""

    level: int
    weapons: list[Held] = []  # on the floor, in the order they fell (NC-PLOT-06)
    items: list[str] = []  # dropped by the dead (NC-BOSS-05, NC-BOSS-08)
    foes: list[Foe] = []  # living monsters: in a fight here or abandoned (NC-ABAN-01)
    machines: list[Machine] = []
    found: list[str] = []  # weapons found this turn: claimed in turn order at its end (NC-PLOT-07)
    found_by: int = -1  # the seat that found them: it chooses first (NC-PLOT-07)
    discarded: bool = False  # its room card went to the discard pile: nobody may enter (NC-TURN-09)


class Character(Rec):
    """One seat's character: where it stands and what it carries."""

    character: str  # content id
    life: int
    level: int = 1
    room: str | None = None  # None: the hallway of `level`; else the area key of the room it is in
    weapons: list[Held] = []  # at most two (NC-PLOT-08)
    items: list[str] = []
    traumas: list[str] = []  # never traded, kept in death (NC-PLOT-05, NC-BOSS-06)
    curses: list[str] = []  # curses this character revealed (discarded when it dies, NC-CURSE-04)
    alive: bool = True
    infected: str | None = None  # the monster type it became (NC-CONTAG-03); None: not infected
    dies_infected: str | None = None  # killed by contagion this turn: returns at the turn's end (NC-CONTAG-01)
    team: int | None = None  # Competitive Teams (NC-TEAM)

    def area(self) -> str:
        room = self.room
        if room is not None:
            return room
        level = self.level  # hall_key written out: asked for every character many times an action
        return _HALLS[level] if 0 <= level < len(_HALLS) else f"hall:{level}"


class Level(Rec):
    """A level of the building: its face-down stack, the rooms revealed beside it, its discard pile."""

    number: int
    stack: list[str] = []  # face down, top first; nobody may look (NC-BUILD-03)
    rooms: list[str] = []  # revealed room cards laid beside the level, in order (NC-MAP-02)
    discard: list[str] = []  # explored rooms and killed monsters (NC-MAP-01)
    open: bool = False  # reachable: level 1 from the start, level n+1 once Exit n is found (NC-TURN-04)
    curses: list[str] = []  # Curse cards pointing at this level (NC-MAP-03)


class Turn(Rec):
    """The turn in hand (NC-TURN-01). `step`: "begin", "explore", "end", "claim" (found weapons taken
    in turn order, NC-PLOT-07) or "fight" (state.fight says who acts)."""

    number: int = 0
    seat: int = 0
    step: str = "begin"
    flipped: bool = False  # the one flip of Exploration is spent (NC-TURN-10)
    claim_order: list[int] = []  # "claim": seats still to choose, in turn order from the finder
    claim_area: str = ""
    met: bool = False  # this turn's end has started its infected fight (NC-CONTAG-15): once a turn


class State(Rec):
    players_n: int
    expansion: bool
    teams: list[list[int]]  # [] in co-op; else the seats of each team (NC-TEAM-01)
    target: int  # team points that win (NC-TEAM-04); 0 in co-op
    order: list[int]  # seats in turn order (clockwise from the first player, NC-START-11)
    players: list[Character]
    levels: list[Level]  # levels 1..5 (index = level - 1)
    areas: dict[str, Area] = {}
    plot_deck: list[str] = []  # top first (NC-PLOT-01)
    plot_discard: list[str] = []
    boss_stacks: dict[str, list[str]] = {}  # "1-3" and "4-6" (NC-BOSS-02)
    boss: str | None = None  # the boss drawn for the top level (NC-BUILD-11)
    boss_for: int = 0  # the number of surviving players it was drawn for (NC-FAQ-12)
    top_open: bool = False  # Exit 5 found (NC-ROOM-05)
    leftovers: list[str] = []  # room cards not built into the building: secret (NC-BUILD-08, NC-BUILD-10)
    curse_deck: list[str] = []
    curse_discard: list[str] = []
    points: list[int] = []  # per team (NC-TEAM-02)
    owed: list[list[int]] = []  # [seat, Plot cards] to draw once no fight is on (NC-RESP-18, NC-CONTAG-17)
    turn: Turn = msgspec.field(default_factory=Turn)
    fight: Fight | None = None
    winners: list[int] | None = None
    outcome_word: str = ""  # "boss slain", "party wiped", "team points"
    reason: str = ""
    rng: dict = {}
    forced: list[int] = []  # test hook: die results (1-6) used before the RNG
    peeks: dict[str, list[str]] = {}  # seat (as a string) -> cards it alone has looked at
    # seat -> the level whose stack it looked at (TOP: the boss behind the door); a peek is forgotten
    # when that stack is shuffled or that boss goes back (`forget_peeks`): its order is known no more
    peek_levels: dict[str, int] = {}


def forget_peeks(st: State, level: int) -> None:
    """The peeks at `level`'s stack (TOP: at the boss) no longer say what lies there."""
    for seat, looked in list(st.peek_levels.items()):
        if looked == level:
            st.peek_levels.pop(seat, None)
            st.peeks.pop(seat, None)


_enc = msgspec.msgpack.Encoder()
_dec = msgspec.msgpack.Decoder(State)


def clone(state: State) -> State:
    """A deep, independent copy through msgpack."""
    return _dec.decode(_enc.encode(state))


def to_builtins(state: State) -> dict:
    """The JSON-ready snapshot."""
    return msgspec.to_builtins(state)
