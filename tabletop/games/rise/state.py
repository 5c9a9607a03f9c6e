"""Rise of the Necromancers game state: plain msgspec records, cloned before every change.

The engine never changes a state it was given: `apply` works on `clone(state)` (a deep copy
through msgpack), so a state is immutable by convention and its `snapshot` (`to_builtins`) is
JSON-ready. Card ids are the content's (tabletop/content/rise/cards.py); spaces are the board's.
Decks list their cards top first. `HIDDEN` stands for a card a view may not show.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

HIDDEN = "hidden"
MINION_KINDS = ("zombie", "hell_knight", "ghost", "skeletal_dragon")
STOCK = ("ichor", "dark_water", "scroll", "lesser_corpse", "greater_corpse")


class Rec(msgspec.Struct, forbid_unknown_fields=True):
    """Base of every state record."""


class Player(Rec):
    """One seat: hand, cards in play, stock, army on the Player board, where it stands, its tracks."""

    colour: str
    hand: list[str] = []
    fresh: list[str] = []  # drawn this turn: not playable until next turn (RN-SPELL-11, RN-WORK-02)
    necromancer: str | None = None
    necromancer_turn: int = -1  # the turn number it was played (RN-APP-01)
    apprentice: str | None = None
    apprentices_dead: int = 0
    golems: list[str] = []  # Dungeon card ids (RN-SPEC-04..06)
    spells: list[str] = []  # Spell cards in play
    items: list[str] = []  # Item cards in play
    used: list[str] = []  # "once during the game" Items turned over (RN-ITEM-02)
    headmasters: list[str] = []  # colours of Headmaster cards held
    stock: dict[str, int] = {}
    army: dict[str, int] = {}  # Minions on the Player board
    space: str = "valley"
    came_from: str | None = None
    spell_track: int = 0
    item_track: int = 0
    cast: list[str] = []  # "spell@turn": cast this turn (RN-SPELL-02)


class Guard(Rec):
    """Minions left on a space (RN-MOVE-12) and whose they are."""

    seat: int
    army: dict[str, int] = {}


class Holding(Rec):
    """Dominion counters on a Game-board space: one owner at a time (opposing ones are returned)."""

    seat: int
    count: int


class FighterSpec(Rec):
    id: str
    name: str
    role: str
    attacks: list[list[int]]  # [power, ghost strike 0/1]
    kind: str = ""


class SideSpec(Rec):
    seat: int | None
    fighters: list[FighterSpec]
    city: list | None = None  # [name, towers, [[power, ghost]...]]
    weaken: list[int] | None = None  # [reduce, remove]
    bolt: list[list[int]] = []
    boom: int = 0
    ignore: int = 0
    rerolls: list[list] = []  # [unit role or minion kind, count]


class Fight(Rec):
    """A combat in progress, stored as what it began with plus every choice and die since, so the
    combat.py state is rebuilt exactly (rolls[steps[0]:...] are the dice rolled after each choice)."""

    kind: str
    purpose: str  # city, dungeon_guard, dungeon_foe, academy_guard, pvp
    space: str
    attacker: SideSpec | None = None  # None until the fight starts (after the "ready" stage)
    defender: SideSpec | None = None
    auto_defender: bool = False  # the player to the left: its choices are made by default_policy
    card: str | None = None  # the Dungeon card fought
    using: list[str] = []  # once Items used in this combat
    choices: list[str] = []
    steps: list[int] = []
    rolls: list[int] = []
    waiting: int = 0  # the seat whose decision the combat waits for
    options: list[str] = []  # that decision's choices, encoded as Choose.choice
    prompt: str = ""


class Turn(Rec):
    """The turn in hand (RN-TURN-02): its stage and what it has earned so far."""

    number: int = 0
    seat: int = 0
    stage: str = "play"  # play, raise, move, look, quest, ready, combat, defend, flee_to
    start: str = "valley"
    raised: int = 0
    extra_raise_used: list[str] = []
    mist: int = 0  # Mist Walk's move bonus this turn
    through: bool = False  # Mist Walk level 3 / once Item: move_through this turn
    move_using: list[str] = []
    moved: bool = False
    died: bool = False
    conquered: bool = False  # RN-CITY-04: no tax this turn
    earned: list[list] = []  # [space, counters] to place in phase 5
    peek: list[str] = []  # the cards looked at (Library / Workshop), seen only by this seat
    peek_deck: str = ""
    card: str | None = None  # the Dungeon card in hand (quest)
    defender: int | None = None  # RN-PVP: the Necromancer attacked
    collected: dict[str, int] = {}  # Resources and corpses the turn's player has collected this turn
    dead: list[int] = []  # seats whose Necromancer died this turn: they collect nothing more (RN-DEATH-02)


class State(Rec):
    players_n: int
    side: str
    pvp: bool
    round_limit: int
    order: list[int]  # seats in turn order: black first, then to the right (RN-TURN-01)
    players: list[Player]
    supply: dict[str, int]  # resources, corpses and Minions left (RN-CONT-06, RN-RAISE-10)
    item_deck: list[str] = []
    spell_deck: list[str] = []
    dungeon_deck: list[str] = []
    dungeon_discard: list[str] = []
    box: list[str] = []  # Necromancer and Apprentice cards not dealt (out of the game)
    dominion: dict[str, Holding] = {}
    guards: dict[str, Guard] = {}
    headmasters: dict[str, int] = {}  # colour -> seat
    round: int = 1
    turn: Turn = msgspec.field(default_factory=Turn)
    fight: Fight | None = None
    rolloff: list[list[int]] = []  # the set-up rolls for the black miniature, round by round
    winners: list[int] | None = None
    reason: str = ""
    rng: dict = {}
    forced: list[int] = []  # test hook: die results (1-6) used before the RNG


_enc = msgspec.msgpack.Encoder()
_dec = msgspec.msgpack.Decoder(State)


def clone_plain(state: State) -> State:
    """A deep, independent copy through msgpack (what `clone` gives; the tests compare them)."""
    return _dec.decode(_enc.encode(state))


def _player(p: Player) -> Player:
    return Player(
        p.colour,
        p.hand[:],
        p.fresh[:],
        p.necromancer,
        p.necromancer_turn,
        p.apprentice,
        p.apprentices_dead,
        p.golems[:],
        p.spells[:],
        p.items[:],
        p.used[:],
        p.headmasters[:],
        p.stock.copy(),
        p.army.copy(),
        p.space,
        p.came_from,
        p.spell_track,
        p.item_track,
        p.cast[:],
    )


def clone(state: State) -> State:
    """A deep, independent copy: every record and container the rules may change is new (twice as
    fast as the msgpack round trip). Shared: strings, numbers and a fight's SideSpecs, which are made
    once as the fight starts and never changed (tests/games/rise/test_engine_speed_equivalence.py checks
    that nothing changeable is shared and that the copy equals clone_plain's). Records are built with
    their fields in order (faster than replace by name): _FIELDS below stops the import if they change."""
    s, t, f = state, state.turn, state.fight
    return State(
        s.players_n,
        s.side,
        s.pvp,
        s.round_limit,
        s.order[:],
        [_player(p) for p in s.players],
        s.supply.copy(),
        s.item_deck[:],
        s.spell_deck[:],
        s.dungeon_deck[:],
        s.dungeon_discard[:],
        s.box[:],
        {k: Holding(h.seat, h.count) for k, h in s.dominion.items()},
        {k: Guard(g.seat, g.army.copy()) for k, g in s.guards.items()},
        s.headmasters.copy(),
        s.round,
        Turn(
            t.number,
            t.seat,
            t.stage,
            t.start,
            t.raised,
            t.extra_raise_used[:],
            t.mist,
            t.through,
            t.move_using[:],
            t.moved,
            t.died,
            t.conquered,
            [e[:] for e in t.earned],
            t.peek[:],
            t.peek_deck,
            t.card,
            t.defender,
            t.collected.copy(),
            t.dead[:],
        ),
        None
        if f is None
        else replace(
            f, using=f.using[:], choices=f.choices[:], steps=f.steps[:], rolls=f.rolls[:], options=f.options[:]
        ),
        [r[:] for r in s.rolloff],
        None if s.winners is None else s.winners[:],
        s.reason,
        s.rng.copy(),
        s.forced[:],
    )


_FIELDS = {  # the field order clone() and _player() are written for
    Player: (
        "colour",
        "hand",
        "fresh",
        "necromancer",
        "necromancer_turn",
        "apprentice",
        "apprentices_dead",
        "golems",
        "spells",
        "items",
        "used",
        "headmasters",
        "stock",
        "army",
        "space",
        "came_from",
        "spell_track",
        "item_track",
        "cast",
    ),
    State: (
        "players_n",
        "side",
        "pvp",
        "round_limit",
        "order",
        "players",
        "supply",
        "item_deck",
        "spell_deck",
        "dungeon_deck",
        "dungeon_discard",
        "box",
        "dominion",
        "guards",
        "headmasters",
        "round",
        "turn",
        "fight",
        "rolloff",
        "winners",
        "reason",
        "rng",
        "forced",
    ),
    Turn: (
        "number",
        "seat",
        "stage",
        "start",
        "raised",
        "extra_raise_used",
        "mist",
        "through",
        "move_using",
        "moved",
        "died",
        "conquered",
        "earned",
        "peek",
        "peek_deck",
        "card",
        "defender",
        "collected",
        "dead",
    ),
    Holding: ("seat", "count"),
    Guard: ("seat", "army"),
}
for _rec, _names in _FIELDS.items():
    if _rec.__struct_fields__ != _names:
        raise TypeError(
            f"state.clone copies {_rec.__name__} field by field in order {_names}: "
            f"update it for {_rec.__struct_fields__}"
        )


def to_builtins(state: State) -> dict:
    return msgspec.to_builtins(state)


def counters_placed(state: State, seat: int) -> int:
    """RN-WIN-02 (reading B): counters on the Game board plus the Spell and Item tracks."""
    p = state.players[seat]
    n = p.spell_track + p.item_track
    for h in state.dominion.values():
        if h.seat == seat:
            n += h.count
    return n


def controlled(state: State, seat: int, kind: str) -> int:
    """Minions of `kind` (or all, kind "minion") this seat controls: Player board and Game board (RN-SPEC-07)."""
    kinds = MINION_KINDS if kind in ("minion", "minions") else (kind,)
    n = sum(state.players[seat].army.get(k, 0) for k in kinds)
    for g in state.guards.values():
        if g.seat == seat:
            n += sum(g.army.get(k, 0) for k in kinds)
    return n
