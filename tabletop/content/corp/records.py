"""NecronomiCORP content records: the effect vocabulary (every effect kind a card may carry, its
parameters and their bounds, SPEC) and the frozen msgspec records of every card in assets/corp/*.toml.

A card's `text` is what the player reads; its `effects` are what the engine does, and every text is
one of these effects (no card whose words the rules ignore). Where a kind acts:
- monster and boss abilities (Room cards of kind "monster", Boss cards): the fight (tabletop/games/corp/fight*.py);
- weapon abilities: the attack roll; item, event and trauma effects: the turn and the fight;
- curse effects: every fight and room of the level the curse points at;
- special characters' skills: their own rolls and turns.
Instance ids: a card listed with `count = n` is n physical cards "<id>#1" … "<id>#n" (`instance_ids`)."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

RoomKind = Literal["monster", "empty", "loot", "exit"]
PlotKind = Literal["event", "item", "trauma", "weapon"]
Range = Literal["melee", "ranged"]
Stack = Literal["1-3", "4-6"]

MONSTER_TYPES = ("zombie", "vampire", "ghost", "demon", "cultist", "beast", "alien", "spirit", "machine", "pony")

# kind -> {parameter: (low, high) inclusive ints, or a tuple of allowed strings}; a parameter name
# ending in "?" may be left out; any other parameter is refused. The comment says what it does.
SPEC: dict[str, dict[str, Any]] = {
    # -- monster and boss abilities --
    "hardness": {},  # each attack roll's damage to it -1, never below 0 (NC-ABIL-06, NC-ABIL-11)
    "heal_per_skull": {},  # when it attacks it heals 1 per skull rolled, never above its life (NC-BOSS-04)
    "reveal_damage": {"amount": (1, 3)},  # step 1: the revealer takes `amount` damage (NC-FIGHT-02)
    "reveal_disarm": {},  # step 1: the revealer drops a weapon of their choice... the first carried, to the floor
    "summon": {},  # step 1: the next Room card of the level joins if it is a monster (NC-CONTAG-16), else goes back on top
    "attack_bonus": {"amount": (-2, 2)},  # a bonus (or drawback) on every die of its attacks (NC-ABIL-02)
    "regenerate": {"amount": (1, 2)},  # heals `amount` before each of its attacks
    "ranged_proof": {},  # ranged attacks deal it no damage
    "attacks_all": {},  # its attack is a roll against every fighter in the room, one at a time
    "death_damage": {"amount": (1, 3)},  # when it dies, the seat that killed it takes `amount` damage
    "vanish": {},  # after its first attack it disappears: discarded, no loot, no response (NC-CONTAG-13)
    "contagion": {},  # a character it kills comes back infected (NC-CONTAG-01)
    "zombie_shield": {
        "count": (1, 6),
        "life": (1, 3),
    },  # Abhoth: zombies take the damage first, no carry-over (NC-FAQ-09)
    "hard_to_escape": {"amount": (1, 2)},  # escape dice from it get a drawback of `amount`
    # a boss: `amount` more life for each surviving player beyond `beyond` when it was drawn (NC-BOSS-02);
    # `beyond` below its stack's top (checks.SURVIVORS_BEYOND)
    "life_per_survivor": {"amount": (1, 8), "beyond": (1, 5)},
    # -- weapon abilities --
    "vs": {"type": MONSTER_TYPES, "dice": (1, 3)},  # +dice against that type (NC-ABIL-09)
    "one_handed_drawback": {"amount": (1, 2)},  # a two-handed weapon usable in one hand, its dice -amount (NC-PLOT-09)
    "all_in": {"dice": (3, 6), "breaks": (0, 1)},  # decided before the attack: roll exactly `dice`, alone (NC-FAQ-08)
    "weapon_bonus": {"amount": (1, 2)},  # a bonus on this weapon's dice
    # -- item effects (used with UseItem unless continuous) --
    "heal": {"amount": (1, 6)},  # discard: a character in your area heals `amount` (first-aid kit)
    "revive": {"life": (1, 6)},  # discard: a dead character in your area returns with `life` (NC-BOSS-09)
    "auto_escape": {},  # discard, in a fight you may escape: you escape without rolling (not from a boss)
    "extra_dice": {"dice": (1, 3)},  # discard: your next attack roll this fight has +dice
    "armor": {"amount": (1, 1)},  # continuous: each monster attack on you deals `amount` less
    "peek_rooms": {"count": (1, 3)},  # discard: look at the top `count` Room cards of your level (you alone)
    "boss_peek": {},  # discard on the top level: look at the boss behind the door (NC-FAQ-12)
    "recharge": {"amount": (1, 3)},  # discard: `amount` charge tokens onto a weapon with a use number
    "lucky": {"amount": (1, 1)},  # continuous: a bonus on all your attack dice
    # -- event effects (played at once, NC-PLOT-02) --
    "vending": {"tokens": (2, 5), "heal": (1, 3)},  # a machine stays in the room; a token heals `heal`
    "boom": {"amount": (1, 4)},  # everyone in the drawer's area takes `amount` (NC-FAQ-06)
    "still_alive": {},  # the last monster killed on this level returns whole and fights here (NC-FAQ-07)
    "to_hallway": {},  # the drawer goes to the hallway of their level (NC-FAQ-05)
    "wandering": {},  # a monster from this level's discard is shuffled back into its stack, undamaged (NC-FAQ-10)
    "heal_all": {"amount": (1, 3)},  # everyone in the drawer's area heals `amount`
    "draw_more": {"count": (1, 2)},  # the drawer draws `count` more Plot cards, one at a time
    "drain": {},  # every weapon the drawer carries with charge tokens loses one
    # -- trauma effects (continuous, NC-PLOT-05) --
    "thanophobia": {},  # the first response to each fight must be an escape (NC-FAQ-03)
    "pony": {},  # every monster you fight is a pony (NC-FAQ-04)
    "drawback": {"amount": (1, 1)},  # a drawback on all your attack dice
    "fewer_dice": {"dice": (1, 1)},  # -dice on your attack rolls, never below the base die (NC-ABIL-10)
    "no_help": {},  # you cannot ask for help
    "frail": {"amount": (1, 3)},  # your life can never be above your character's life - amount
    "one_hand": {},  # you attack with one hand only
    # -- curse effects (the level it points at, NC-CURSE-07) --
    "level_bonus": {"amount": (1, 1)},  # monsters here get a bonus on their attack dice
    "level_menace": {"dice": (1, 1)},  # monsters here roll +dice
    "level_escape": {"amount": (1, 1)},  # escape dice here get a drawback
    "level_no_help": {},  # nobody may ask for help here
    "level_door_damage": {"amount": (1, 1)},  # opening a new door here costs the opener `amount` life
    "level_no_ranged": {},  # no ranged attacks here
    "level_regenerate": {"amount": (1, 1)},  # monsters here heal `amount` before each attack
    # -- special characters' skills --
    "fist_dice": {"dice": (1, 1)},  # each of your fists rolls +dice
    "escape_bonus": {"amount": (1, 2)},  # a bonus on your escape die
    "ranged_bonus": {"amount": (1, 1)},  # a bonus on your ranged weapons' dice
    "medic": {"amount": (1, 2)},  # at the beginning of your turn a character in your area heals `amount`
}


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One effect: its kind (a SPEC key) and the parameters SPEC allows it."""

    kind: str
    amount: int = 0
    dice: int = 0
    count: int = 0
    life: int = 0
    tokens: int = 0
    heal: int = 0
    breaks: int = 0
    beyond: int = 0  # life_per_survivor: the survivors it counts beyond
    type: str = ""


class Room(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Room card (NC-BUILD, NC-ANAT): a monster, an Empty Room, a Loot card or an Exit."""

    id: str
    name: str
    kind: RoomKind
    count: int = 1
    text: str = ""
    flavor: str = ""
    expansion: bool = False
    exit_level: int = 0  # an Exit: the level it is the exit of (1-5)
    level: int = 0  # a monster: the lowest level it may appear on (NC-ANAT-04)
    loot: int = 0  # Plot cards for the killing blow (NC-ANAT-01)
    menace: int = 0  # dice it rolls (NC-ANAT-02)
    life: int = 0  # 0: dies by itself after its abilities (NC-CONTAG-11)
    type: str = ""  # NC-ANAT-05
    abilities: tuple[Effect, ...] = ()
    short_name: str = ""  # the name in a word or two, where the whole name has no room (checks.SHORT_NAME_MAX)


class Boss(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Final Boss card (NC-BOSS): its stack by surviving players and its difficulty (team points)."""

    id: str
    name: str
    stack: Stack
    difficulty: int  # 3 or 6 (NC-TEAM-05)
    life: int
    menace: int
    type: str
    text: str = ""
    flavor: str = ""
    expansion: bool = False
    abilities: tuple[Effect, ...] = ()
    short_name: str = ""  # the name in a word or two, where the whole name has no room (checks.SHORT_NAME_MAX)


class Plot(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Plot card (NC-PLOT): an event, an item, a trauma or a weapon."""

    id: str
    name: str
    kind: PlotKind
    count: int = 1
    text: str = ""
    flavor: str = ""
    expansion: bool = False
    solo: bool = True  # False: "undesirable" in solo play, removed from the deck (NC-START-03)
    first_aid: bool = False  # a first-aid kit (the solo start, NC-START-02)
    dice: int = 0  # a weapon: the dice it adds (NC-PLOT-10)
    hands: int = 0  # a weapon: 1 or 2 (NC-PLOT-11)
    uses: int = 0  # a weapon: charge tokens; 0 means no use number (NC-PLOT-12, NC-PLOT-15)
    range: Range = "melee"
    effects: tuple[Effect, ...] = ()
    short_name: str = ""  # the name in a word or two, where the whole name has no room (checks.SHORT_NAME_MAX)


class Character(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A character card (NC-COMP-08): basic (no skills) or special (expansion, with skills)."""

    id: str
    name: str
    life: int
    special: bool = False
    expansion: bool = False
    text: str = ""
    flavor: str = ""
    skills: tuple[Effect, ...] = ()


class Curse(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Curse card (NC-CURSE-08): what it does to the level it points at."""

    id: str
    name: str
    text: str
    flavor: str = ""
    effects: tuple[Effect, ...] = ()
    short: str = ""  # the text in a few words, for the small card beside a level when the text has no room


def instance_ids(card_id: str, count: int) -> list[str]:
    """The physical cards of a card listed `count` times."""
    return [f"{card_id}#{n}" for n in range(1, count + 1)]


_CONTENT_IDS: dict[str, str] = {}  # instance id -> content id: a pure function of the text, asked often
_MAX_IDS = 65536  # ids kept (a game has a few hundred; a hostile save's made-up ids stop being kept here)


def card_of(instance_id: str) -> str:
    """The content id of a physical card."""
    got = _CONTENT_IDS.get(instance_id)
    if got is None:
        got = instance_id.split("#", 1)[0]
        if len(_CONTENT_IDS) < _MAX_IDS:
            _CONTENT_IDS[instance_id] = got
    return got


class CorpCards:
    """Every NecronomiCORP card of a game, by content id, with lookups by instance id. The loader
    (tabletop/content/corp/cards.py) builds it from assets/corp/*.toml; tests may build one directly."""

    def __init__(
        self,
        rooms: dict[str, Room],
        plots: dict[str, Plot],
        bosses: dict[str, Boss],
        characters: dict[str, Character],
        curses: dict[str, Curse],
    ) -> None:
        self.rooms = rooms
        self.plots = plots
        self.bosses = bosses
        self.characters = characters
        self.curses = curses

    def room(self, instance_id: str) -> Room:
        return self.rooms[card_of(instance_id)]

    def plot(self, instance_id: str) -> Plot:
        return self.plots[card_of(instance_id)]

    def boss(self, instance_id: str) -> Boss:
        return self.bosses[card_of(instance_id)]

    def curse(self, instance_id: str) -> Curse:
        return self.curses[card_of(instance_id)]

    def name(self, instance_id: str) -> str:
        """The printed name of any physical card (or character id)."""
        cid = card_of(instance_id)
        for table in (self.rooms, self.plots, self.bosses, self.characters, self.curses):
            if cid in table:
                return table[cid].name
        return cid

    def names(self, instance_id: str) -> list[str]:
        """The card's printed name, then its authored short name (`short_name`) when it has one: the
        names the table may show, longest first."""
        cid = card_of(instance_id)
        for table in (self.rooms, self.plots, self.bosses):
            if cid in table:
                card = table[cid]
                return list(dict.fromkeys(n for n in (card.name, card.short_name) if n))
        return [self.name(instance_id)]
