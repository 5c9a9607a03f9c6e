"""Rise of the Necromancers card records: the effect vocabulary's words (colours, resources, Minion
kinds, effect kinds and their parameters, SPEC), the frozen msgspec records of every card, Minion and
supply and of each assets/rise/*.toml file, the decks' content kinds, and a card's rough worth
(`effect_value`, `strength`) and Academy weight. The vocabulary's meaning is documented in
tabletop/content/rise/cards.py, which re-exports all of this and is the module to import."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

# -- the vocabulary's words ----------------------------------------------------------------------

Colour = Literal["green", "bone", "red", "blue"]
COLOURS = ("green", "bone", "red", "blue")
ACADEMIES = {
    "green": "Academy of Decay",
    "bone": "Academy of Bone",
    "red": "Academy of Blood",
    "blue": "Academy of Mist",
}
RESOURCES = ("ichor", "dark_water", "scroll")
CORPSES = ("lesser_corpse", "greater_corpse")
STOCK = RESOURCES + CORPSES
MINIONS = ("zombie", "hell_knight", "ghost", "skeletal_dragon")
UNITS = ("necromancer", "apprentice", "golems") + MINIONS + ("minions",)
WHERE = ("any", "city", "dungeon", "minions")
WHEN = ("now", "turn", "tax", "land", "dungeon", "conquer")

KINDS = (
    "attack_bonus",
    "extra_attack",
    "ghost_strike",
    "final_attack",
    "weaken",
    "zombie_explosion",
    "reroll",
    "ignore_wound",
    "move_bonus",
    "move_through",
    "gain",
    "draw",
    "reduce_cost",
    "extra_raise",
    "extra_look",
    "academy_count",
    "pay",
    "test",
)

# kind -> {parameter: allowed values (a tuple) or an inclusive (low, high) range of ints}; a
# parameter name ending in "?" may be left out. Anything not listed must be left out.
SPEC: dict[str, dict[str, Any]] = {
    "attack_bonus": {"unit": UNITS, "amount": (1, 3), "per?": MINIONS + ("minion",), "where?": WHERE},
    "extra_attack": {"unit": UNITS, "count": (1, 3), "power": (1, 6), "where?": WHERE},
    "ghost_strike": {"unit": UNITS},
    "final_attack": {"count": (1, 3), "power": (1, 6)},
    "weaken": {"amount?": (1, 3), "count?": (1, 6)},
    "zombie_explosion": {"count": (1, 3)},
    "reroll": {"unit": UNITS, "count": (1, 6)},
    "ignore_wound": {"count": (1, 2), "where?": WHERE},
    "move_bonus": {"amount": (1, 3)},
    "move_through": {},
    "gain": {"what": STOCK + MINIONS, "amount": (1, 3), "when": WHEN},
    "draw": {"what": ("spell", "item"), "amount": (1, 2), "when": WHEN},
    "reduce_cost": {"what": MINIONS + ("item",), "resource": STOCK, "amount": (1, 2)},
    "extra_raise": {"what": MINIONS, "count": (1, 2)},
    "extra_look": {"what": ("library", "workshop"), "amount": (1, 3)},
    "academy_count": {"amount": (1, 2)},
    "pay": {"what": STOCK + MINIONS + ("minion", "apprentice"), "amount": (1, 3)},
    "test": {"power": (1, 5), "what": ("fail", "wound")},
}
PARAMS = ("unit", "amount", "count", "power", "what", "resource", "per", "when", "where")
COMBAT_KINDS = {
    "attack_bonus",
    "extra_attack",
    "ghost_strike",
    "final_attack",
    "weaken",
    "zombie_explosion",
    "reroll",
    "ignore_wound",
}
MOVE_KINDS = {"move_bonus", "move_through"}
QUEST_KINDS = {"pay", "test"}
SPELL_KINDS = {"weaken", "final_attack", "zombie_explosion", "move_bonus", "move_through"}
CARD_KINDS = set(KINDS) - QUEST_KINDS - {"zombie_explosion"}  # what a card in play may do
TREASURE_KINDS = {"gain", "draw"}
ONCE_KINDS = COMBAT_KINDS - {"zombie_explosion"} | MOVE_KINDS | {"gain", "draw", "extra_raise"}
assert set(SPEC) == set(KINDS)


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of every record here: frozen, unknown keys refused."""


class Effect(Struct, frozen=True):
    """One effect from the vocabulary (see the module docstring for each kind's meaning)."""

    kind: Literal[
        "attack_bonus",
        "extra_attack",
        "ghost_strike",
        "final_attack",
        "weaken",
        "zombie_explosion",
        "reroll",
        "ignore_wound",
        "move_bonus",
        "move_through",
        "gain",
        "draw",
        "reduce_cost",
        "extra_raise",
        "extra_look",
        "academy_count",
        "pay",
        "test",
    ]
    unit: str | None = None
    amount: int | None = None
    count: int | None = None
    power: int | None = None
    what: str | None = None
    resource: str | None = None
    per: str | None = None
    when: str | None = None
    where: str | None = None
    once: bool = False


class Cost(Struct, frozen=True):
    """What a card or Minion costs, paid to the supply (all zero: free, RN-PLAY-03)."""

    ichor: int = 0
    dark_water: int = 0
    scroll: int = 0
    lesser_corpse: int = 0
    greater_corpse: int = 0

    def items(self) -> list[tuple[str, int]]:
        """(stock kind, amount) for each non-zero part."""
        return [(k, getattr(self, k)) for k in STOCK if getattr(self, k)]

    def total(self) -> int:
        return sum(getattr(self, k) for k in STOCK)


class Necromancer(Struct, frozen=True):
    """A Necromancer card (RN-NEC-01, RN-CONT-08): its attacks (`power`, one die each) and special rules."""

    id: str
    name: str
    colour: Colour
    power: list[int]
    cost: Cost = Cost()
    effects: list[Effect] = []
    text: str = ""


class Apprentice(Struct, frozen=True):
    """An Apprentice card (RN-APP-02, RN-CONT-09)."""

    id: str
    name: str
    colour: Colour
    power: list[int]
    cost: Cost = Cost()
    effects: list[Effect] = []
    text: str = ""


class Headmaster(Struct, frozen=True):
    """An Academy Headmaster card: the bonus on its back, held while you are Headmaster (RN-ACAD-05)."""

    id: str
    name: str
    colour: Colour
    effects: list[Effect] = []
    text: str = ""


class Item(Struct, frozen=True):
    """An Item card (RN-ITEM-*): its colour counts for the Item track (RN-DOM-03)."""

    id: str
    name: str
    colour: Colour
    cost: Cost = Cost()
    effects: list[Effect] = []
    text: str = ""


class SpellLevel(Struct, frozen=True):
    """What a Spell does at one level (1, 2 or 3 Spells of its colour in play)."""

    effects: list[Effect]
    text: str = ""


class Spell(Struct, frozen=True):
    """One of the four Spells: `copies` cards in the Spell deck, all of its colour (RN-SPELL-*)."""

    id: str
    name: str
    colour: Colour
    cast: Literal["ichor", "dark_water", "scroll", "zombie"]  # spent on each cast; zombie: the Zombies discarded
    timing: Literal["movement", "combat_step_1", "combat_step_3_end"]
    copies: int
    levels: list[SpellLevel]


class DungeonCard(Struct, frozen=True):
    """A Dungeon card (RN-DUNG-07..09, RN-DUNG-13): a foe to wound once, or quest steps; treasure."""

    id: str
    name: str
    type: Literal["quest", "quest_choice", "combat"]
    foe: list[int] = []  # the foe's attacks (combat)
    ghost_strike: bool = False  # the foe's attacks have Ghost strike
    golem: bool = False  # beaten, the foe joins you like an Apprentice (RN-SPEC-04..06)
    colour: Colour | None = None  # a Golem's colour (counts toward a Headmaster, RN-ACAD-08)
    quest: list[Effect] = []
    treasure: list[Effect] = []
    text: str = ""


class Minion(Struct, frozen=True):
    """A Minion type as on the Player board (RN-RAISE-*): cost options, attacks, move, supply count."""

    id: str
    name: str
    colour: Colour
    costs: list[Cost]  # one of these is paid (Hell knight: Ichor or Scroll)
    power: list[int]
    move: int
    supply: int
    effects: list[Effect] = []
    text: str = ""


class PlayerColour(Struct, frozen=True):
    id: str
    name: str


class PlayerBoard(Struct, frozen=True):
    """The Player board's printed numbers (RN-CONT-10, RN-PLAY-05)."""

    unnamed_power: list[int]
    unnamed_move: int
    no_minion_move: int
    track_max: int  # counters on the Spell track and on the Item track (RN-DOM-02/03)


# -- file records ------------------------------------------------------------------------------


class NecromancersFile(Struct, frozen=True):
    necromancers: list[Necromancer]


class ApprenticesFile(Struct, frozen=True):
    apprentices: list[Apprentice]


class HeadmastersFile(Struct, frozen=True):
    headmasters: list[Headmaster]


class ItemsFile(Struct, frozen=True):
    items: list[Item]


class SpellsFile(Struct, frozen=True):
    spells: list[Spell]


class DungeonsFile(Struct, frozen=True):
    dungeons: list[DungeonCard]


class MinionsFile(Struct, frozen=True):
    minions: list[Minion]


class SuppliesFile(Struct, frozen=True):
    """assets/rise/supplies.toml: the general supply (RN-CONT-03/04, RN-CONT-06), Dominion counters
    (RN-CONT-01), the player colours (RN-CONT-10, black first) and the Player board."""

    supply: Cost  # counters of each resource and corpse in the box
    dominion_per_colour: int
    colours: list[PlayerColour]
    player_board: PlayerBoard


# the decks' content kinds: (kind name, the file record's list of cards)
_DECKS = (
    ("rise-necromancers", "necromancers"),
    ("rise-apprentices", "apprentices"),
    ("rise-headmasters", "headmasters"),
    ("rise-items", "items"),
    ("rise-spells", "spells"),
    ("rise-dungeons", "dungeons"),
)


# -- strength, for the balance checks (and bots' rough card values) --------------------------------


def effect_value(e: Effect) -> float:
    """A rough worth of an effect, in 'attack power points': what the balance checks compare."""
    # Only clean effects are weighed (_balance runs when no check failed): the asserts narrow what SPEC requires.
    k, once = e.kind, 0.4 if e.once else 1.0
    scope = 0.6 if (e.where or "any") != "any" else 1.0
    unit = {"zombie": 1.5, "hell_knight": 1.2, "ghost": 1.2, "skeletal_dragon": 1.0, "minions": 2.0}.get(
        e.unit or "", 1.0
    )
    if k == "attack_bonus":
        assert e.amount is not None
        return once * scope * unit * e.amount * (2.0 if e.per else 1.0)
    if k == "extra_attack":
        assert e.count is not None and e.power is not None
        return once * scope * unit * e.count * (e.power / 2)
    if k == "ghost_strike":
        return once * 1.0
    if k == "final_attack":
        assert e.count is not None and e.power is not None
        return once * e.count * e.power / 2
    if k == "weaken":
        return once * ((e.amount or 0) * 2.4 + (e.count or 0) * 1.5)
    if k == "reroll":
        assert e.count is not None
        return once * 0.6 * e.count
    if k == "ignore_wound":
        assert e.count is not None
        return once * scope * 1.5 * e.count
    if k in ("move_bonus",):
        assert e.amount is not None
        return once * e.amount
    if k == "move_through":
        return once * 1.0
    if k in ("gain", "draw"):
        assert e.when is not None and e.amount is not None
        recurring = {"now": 0.5, "turn": 1.5, "tax": 1.0, "land": 1.0, "dungeon": 0.8, "conquer": 0.8}[e.when]
        return once * e.amount * recurring * (1.5 if e.what in MINIONS or k == "draw" else 1.0)
    if k == "reduce_cost":
        assert e.amount is not None
        return e.amount * 1.0
    if k == "extra_raise":
        assert e.count is not None
        return once * e.count * 1.0
    if k == "extra_look":
        assert e.amount is not None
        return 0.5 * e.amount
    if k == "academy_count":
        assert e.amount is not None
        return 0.7 * e.amount
    return 0.0


def academy_weight(card: Any) -> int:
    """How many cards of its colour a card in play counts as toward becoming Headmaster (RN-ACAD-02/03,
    RN-ACAD-08): 1, plus any academy_count; 0 for a card without a colour."""
    if getattr(card, "colour", None) is None:
        return 0
    return 1 + sum(e.amount for e in getattr(card, "effects", ()) if e.kind == "academy_count")


def strength(card: Any) -> float:
    """Attack power plus effects, in power points (Necromancers, Apprentices, Items)."""
    return float(sum(getattr(card, "power", []) or [])) + sum(effect_value(e) for e in card.effects)
