"""Rise of the Necromancers cards, Minions and supplies (assets/rise/*.toml), and the effect vocabulary.

Files: necromancers.toml, apprentices.toml, headmasters.toml, items.toml, spells.toml, dungeons.toml,
minions.toml, supplies.toml (RN-CONT-02..05, RN-CONT-08..10, RN-DUNG-13, RN-ACAD-12). Colours are the
four Academies': green (Decay), bone (Bone), red (Blood), blue (Mist) (RN-ACAD-01).

Every card's rules are a list of effects from the closed vocabulary below; the engine implements
each kind exactly as written here, and `describe(effect)` words it for the table (a card's `text`
must be what `card_text` builds from its effects, so the printed text never says something the
engine does not do; a card may leave `text` out and the table shows card_text()). Parameters a kind
does not list must be left out.

Who an effect is about (`unit`): necromancer, apprentice, golems (every Golem you control),
zombie, hell_knight, ghost, skeletal_dragon (every Minion of that kind you control) or minions
(all your Minions). "Control" counts Minions on your Player board and on the Game board (RN-SPEC-03,
RN-SPEC-07). Which combats (`where`, default any): any, city, dungeon, minions (combat against
Minions guarding a space). An effect of a Necromancer, Item or Spell applies while the card is in
play; of an Apprentice while it lives; of a Headmaster card while you hold it (RN-ACAD-10).
Effects of the same kind from different cards add up (stack); nothing is capped except that a roll
of 6 always misses (RN-COMBAT-06) and a power below 1 cannot hit.

Combat
- attack_bonus(unit, amount 1-3, per?, where?): every attack of `unit` gets +amount power; with
  `per` (zombie, hell_knight, ghost, skeletal_dragon, minion) it is +amount for each such Minion
  you control, even those that cannot fight in this combat (Decayed Baron, RN-SPEC-03).
- extra_attack(unit, count 1-3, power 1-6, where?): `unit` has `count` more attacks of `power`,
  rolled with its other attacks (step 2 if it has Ghost strike, else step 3). For a Minion kind,
  each Minion of that kind has them.
- ghost_strike(unit): `unit`'s attacks have the Ghost strike rule: rolled in step 2 only
  (RN-COMBAT-12, RN-COMBAT-18).
- final_attack(count 1-3, power 1-6): at the end of step 3 your Necromancer makes `count` more
  attacks of `power` (Death Bolt's timing, RN-COMBAT-19; Combat Example 1, RN-EXDUNG-05).
- weaken(amount? 1-3, count? 1-6, at least one): in step 1, every attack of the opponent loses
  `amount` power (not below 0), then the opponent's `count` strongest attacks are removed, for this
  combat (RN-SPEC-09; games/rise/combat.py's Weaken(reduce=amount, remove=count)).
- zombie_explosion(count 1-3): after final attacks in step 3, not in a Dungeon combat, discard
  up to `count` Zombies that take part in this combat (at least one); each inflicts one wound
  without a roll (RN-SPEC-11, RN-SPEC-12).
- reroll(unit, count 1-6): once per combat you may roll again up to `count` missed attack rolls of
  `unit`; the second roll stands.
- ignore_wound(count 1-2, where?): the first `count` wounds inflicted on you in each combat are
  ignored before any is allocated.
Movement
- move_bonus(amount 1-3): your move allowance (RN-MOVE-03: the slowest Minion, or 1) is +amount.
- move_through(): moving onto a City you do not control or a space with an opposing Dominion
  counter does not end your movement phase (you may still stop there and take its action).
Economy (gains stop at what the supply holds, RN-CONT-06)
- gain(what, amount 1-3, when): take `amount` of `what` (ichor, dark_water, scroll, lesser_corpse,
  greater_corpse, or a Minion kind placed on your Player board for free) from the supply; when:
  now (once, as the card comes into play, the treasure is collected or the Headmaster card is
  taken), turn (at the start of each of your turns), tax (whenever you collect tax), land
  (whenever you take a Land action), dungeon (whenever you succeed in a Dungeon), conquer
  (whenever you win a City combat).
- draw(what spell|item, amount 1-2, when): draw `amount` cards from that deck into your hand
  (when as for gain).
- reduce_cost(what, resource, amount 1-2): raising a Minion of kind `what` (or playing an Item,
  what = item) costs `amount` fewer `resource` (never below zero). Several reductions add up.
- extra_raise(what, count 1-2): in phase 2 you may raise `count` more Minions of kind `what`,
  paying for each (RN-RAISE: normally one).
- extra_look(what library|workshop, amount 1-3): at that space you look at 3 + amount cards.
- academy_count(amount 1-2): this card counts as 1 + amount cards of its colour toward becoming
  Headmaster (RN-ACAD-02/03).
Dungeon quests (steps done in order; Quest: you must, Quest-Choice: you may decline, RN-DUNG-07/08)
- pay(what, amount 1-3): pay `amount` of a resource or corpse, or sacrifice `amount` Minions of a
  kind (what = a Minion kind, or minion for any), or your Apprentice (what = apprentice, amount 1).
  You cannot do it without them: the quest fails. Minions wait outside the Dungeon and take no part
  in its quests (RN-DUNG-06), so a Minion sacrifice can never be made: such a quest always fails.
- test(power 1-5, what fail|wound): roll one die; at most `power` passes. Otherwise, fail: the quest
  fails; wound: you take one wound (your Apprentice or a Golem may take it, else your Necromancer
  dies, RN-COMBAT-15) and the quest still succeeds if your Necromancer lives.

`once = true` (Items only, "once during the game"): the effect is used once, when you choose: for
one combat (combat kinds), one movement phase (movement kinds), one phase 2 (extra_raise), or in
your phase 1 (gain/draw now); then the card is turned over but stays in play (Item cards).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import msgspec

from tabletop.content.registry import ContentKind, register, register_cross_check

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


# -- wording -----------------------------------------------------------------------------------

_NOUN = {
    "ichor": ("Ichor", "Ichor"),
    "dark_water": ("Dark water", "Dark water"),
    "scroll": ("Scroll", "Scrolls"),
    "lesser_corpse": ("Lesser corpse", "Lesser corpses"),
    "greater_corpse": ("Greater corpse", "Greater corpses"),
    "zombie": ("Zombie", "Zombies"),
    "hell_knight": ("Hell knight", "Hell knights"),
    "ghost": ("Ghost", "Ghosts"),
    "skeletal_dragon": ("Skeletal dragon", "Skeletal dragons"),
    "minion": ("Minion", "Minions"),
    "spell": ("card from the Spell deck", "cards from the Spell deck"),
    "item": ("card from the Item deck", "cards from the Item deck"),
}
_WHOSE = {
    "necromancer": "your Necromancer's",
    "apprentice": "your Apprentice's",
    "golems": "your Golems'",
    "zombie": "your Zombies'",
    "hell_knight": "your Hell knights'",
    "ghost": "your Ghosts'",
    "skeletal_dragon": "your Skeletal dragons'",
    "minions": "your Minions'",
}
_WHO = {
    "necromancer": "your Necromancer",
    "apprentice": "your Apprentice",
    "golems": "each of your Golems",
    "zombie": "each of your Zombies",
    "hell_knight": "each of your Hell knights",
    "ghost": "each of your Ghosts",
    "skeletal_dragon": "each of your Skeletal dragons",
    "minions": "each of your Minions",
}
_IN = {"any": "", "city": " in City combat", "dungeon": " in Dungeon combat", "minions": " in combat against Minions"}
_WHEN = {
    "now": "",
    "turn": "At the start of each of your turns, ",
    "tax": "Whenever you collect tax, ",
    "land": "Whenever you take a Land action, ",
    "dungeon": "Whenever you succeed in a Dungeon, ",
    "conquer": "Whenever you win a City combat, ",
}


def _n(what: str, amount: int) -> str:
    one, many = _NOUN[what]
    return f"{amount} {one if amount == 1 else many}"


def _s(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _describe(e: Effect) -> str:
    # Only effects that passed check_effect are worded: the asserts narrow the parameters SPEC requires.
    where = _IN.get(e.where or "any", "")
    k = e.kind
    if k == "attack_bonus":
        assert e.unit is not None
        per = f" for each {_NOUN[e.per][0]} you control" if e.per else ""
        return f"{_WHOSE[e.unit]} attacks get +{e.amount} power{per}{where}."
    if k == "extra_attack":
        assert e.unit is not None and e.count is not None
        return f"{_WHO[e.unit]} has {e.count} extra attack{'s' * (e.count > 1)} of power {e.power}{where}."
    if k == "ghost_strike":
        assert e.unit is not None
        return f"{_WHOSE[e.unit]} attacks have Ghost strike."
    if k == "final_attack":
        assert e.count is not None
        return (
            f"at the end of combat step 3, your Necromancer makes {e.count} extra attack{'s' * (e.count > 1)} "
            f"of power {e.power}."
        )
    if k == "weaken":
        parts = [f"all the opponent's attacks lose {e.amount} power"] if e.amount else []
        if e.count:
            parts.append(
                "its strongest attack is removed" if e.count == 1 else f"its {e.count} strongest attacks are removed"
            )
        return f"in combat step 1, {', then '.join(parts)}, for this combat."
    if k == "zombie_explosion":
        assert e.count is not None
        return (
            f"at the end of combat step 3, not in a Dungeon, discard up to {_n('zombie', e.count)} taking part: "
            f"each inflicts one wound."
        )
    if k == "reroll":
        assert e.unit is not None and e.count is not None
        return (
            f"once per combat, roll again up to {e.count} missed attack{'s' * (e.count > 1)} of "
            f"{_WHO[e.unit].replace('each of ', '')}."
        )
    if k == "ignore_wound":
        first = "the first wound" if e.count == 1 else f"the first {e.count} wounds"
        combat = {
            "any": "combat",
            "city": "City combat",
            "dungeon": "Dungeon combat",
            "minions": "combat against Minions",
        }[e.where or "any"]
        return f"{first} inflicted on you in each {combat} {'is' if e.count == 1 else 'are'} ignored."
    if k == "move_bonus":
        return f"+{e.amount} move."
    if k == "move_through":
        return "Cities you do not control and spaces with opposing Dominion counters do not end your movement."
    if k == "gain":
        assert e.when is not None and e.what is not None and e.amount is not None
        return f"{_WHEN[e.when]}gain {_n(e.what, e.amount)}."
    if k == "draw":
        assert e.when is not None and e.what is not None and e.amount is not None
        return f"{_WHEN[e.when]}draw {_n(e.what, e.amount)}."
    if k == "reduce_cost":
        assert e.what is not None and e.resource is not None and e.amount is not None
        act = "playing an Item" if e.what == "item" else f"raising a {_NOUN[e.what][0]}"
        return f"{act} costs {_n(e.resource, e.amount)} less."
    if k == "extra_raise":
        assert e.what is not None
        return f"in phase 2 you may also raise {e.count} more {_NOUN[e.what][0 if e.count == 1 else 1]}."
    if k == "extra_look":
        assert e.amount is not None
        place = "a Library" if e.what == "library" else "a Workshop"
        return f"at {place}, look at {e.amount} more card{'s' * (e.amount > 1)}."
    if k == "academy_count":
        assert e.amount is not None
        return f"counts as {1 + e.amount} cards of its colour toward becoming Headmaster."
    if k == "pay":
        assert e.what is not None and e.amount is not None
        if e.what == "apprentice":
            return "sacrifice your Apprentice."
        if e.what in MINIONS or e.what == "minion":
            return f"sacrifice {_n(e.what, e.amount)}."
        return f"pay {_n(e.what, e.amount)}."
    if k == "test":
        fail = "the quest fails" if e.what == "fail" else "you take a wound"
        return f"roll a die: {e.power} or less passes, otherwise {fail}."
    raise ValueError(f"unknown effect kind {k!r}")


_ONCE = {
    "gain": "in your phase 1",
    "draw": "in your phase 1",
    "extra_raise": "in one phase 2",
    "move_bonus": "in one movement phase",
    "move_through": "in one movement phase",
}


def describe(effect: Effect) -> str:
    """The effect in words, as printed on the card (one sentence, capitalised)."""
    text = _describe(effect)
    if effect.once:
        return f"Once during the game, {_ONCE.get(effect.kind, 'in one combat')}: {text}"
    return _cap(text)


def describe_all(effects: Iterable[Effect]) -> str:
    return " ".join(describe(e) for e in effects)


def card_text(card: Any) -> str:
    """The text a card must print: its effects in words (a Dungeon card: quest steps, Golem, treasure)."""
    if isinstance(card, DungeonCard):
        parts = []
        if card.quest:
            parts.append(describe_all(card.quest))
        if card.golem:
            parts.append(f"If you win, the {card.name} joins you like an Apprentice.")
        if card.ghost_strike:
            parts.append("Its attacks have Ghost strike.")
        if card.treasure:
            parts.append("Treasure: " + describe_all(card.treasure))
        return " ".join(parts)
    return describe_all(card.effects)


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


# -- checks ----------------------------------------------------------------------------------

Problems = list[tuple[str, str]]
ID_PATTERN = re.compile(r"^[a-z0-9_]{1,40}$")
POWER = (1, 6)  # a power die's faces (RN-COMBAT-04)
MAX_ATTACKS = 6
MAX_EFFECTS = 4
MAX_CARD_COST = 4  # resources and corpses on one card
TEXT_MAX = 400

# The box (RN-CONT-02..05): exact counts; a mod may change what the cards do, not how many there are.
BOX = {"necromancers": 16, "apprentices": 16, "headmasters": 4, "items": 24, "spell_cards": 24, "dungeons": 30}
SUPPLY = {"lesser_corpse": 20, "greater_corpse": 15, "ichor": 20, "dark_water": 20, "scroll": 20}
DOMINION_PER_COLOUR = 13
PLAYER_COLOURS = 5

# Names and numbers the rulebook prints (RN-PLAY-08, RN-COMBAT-08, RN-SPEC-03, RN-DOM-04, RN-EXDUNG-01).
PRINTED_MINIONS = {  # id: (name, colour, cost options, power, move, supply, ghost strike)
    "zombie": ("Zombie", "green", [{"lesser_corpse": 1}], [1], 1, 28, False),
    "hell_knight": (
        "Hell knight",
        "red",
        [{"lesser_corpse": 1, "ichor": 1}, {"lesser_corpse": 1, "scroll": 1}],
        [2],
        2,
        15,
        False,
    ),
    "ghost": ("Ghost", "blue", [{"greater_corpse": 1, "dark_water": 1}], [3], 1, 15, True),
    "skeletal_dragon": ("Skeletal dragon", "bone", [{"greater_corpse": 1, "ichor": 1, "scroll": 1}], [4], 3, 12, False),
}
PRINTED_ITEMS = ("Leper Bell", "Staff of Pestilence", "Blood Chalice", "Cat Familiar")
SPELL_NAMES = {
    "weaken": "Weaken",
    "death_bolt": "Death Bolt",
    "zombie_explosion": "Zombie Explosion",
    "mist_walk": "Mist Walk",
}
SPELL_TIMING = {
    "weaken": ("combat_step_1", {"weaken"}),
    "death_bolt": ("combat_step_3_end", {"final_attack"}),
    "zombie_explosion": ("combat_step_3_end", {"zombie_explosion"}),
    "mist_walk": ("movement", {"move_bonus", "move_through"}),
}
LEVELS = 3


def _ident(p: Problems, where: str, value: str) -> None:
    if not ID_PATTERN.match(value):
        p.append((where, f"expected an id of 1 to 40 lowercase letters, digits or _, got {value!r}"))


def _named(p: Problems, where: str, value: str, longest: int = 60) -> None:
    if not value.strip() or len(value) > longest:
        p.append((where, f"expected a name of 1 to {longest} characters"))


def check_effect(p: Problems, where: str, e: Effect, allowed: set[str]) -> None:
    """The kind is allowed here and its parameters are exactly the kind's, each in range."""
    if e.kind not in allowed:
        p.append((f"{where}.kind", f"{e.kind!r} cannot be used here; expected one of {', '.join(sorted(allowed))}"))
        return
    spec = SPEC[e.kind]
    for param in PARAMS:
        value = getattr(e, param)
        rule = spec.get(param, spec.get(param + "?"))
        if rule is None:
            if value is not None:
                p.append((f"{where}.{param}", f"{e.kind} takes no {param}"))
            continue
        if value is None:
            if param in spec:
                p.append((f"{where}.{param}", f"{e.kind} needs its {param}"))
            continue
        if isinstance(rule, tuple) and len(rule) == 2 and all(isinstance(x, int) for x in rule):
            if not isinstance(value, int) or not rule[0] <= value <= rule[1]:
                p.append((f"{where}.{param}", f"expected {rule[0]} to {rule[1]}, got {value!r}"))
        elif value not in rule:
            p.append((f"{where}.{param}", f"expected one of {', '.join(rule)}, got {value!r}"))
    if e.kind == "weaken" and e.amount is None and e.count is None:
        p.append((where, "weaken needs an amount, a count or both"))
    if e.kind == "pay" and e.what == "apprentice" and e.amount != 1:
        p.append((f"{where}.amount", "you have one Apprentice: sacrificing it is amount 1"))
    if e.once and e.kind not in ONCE_KINDS:
        p.append((f"{where}.once", f"{e.kind} cannot be a once-during-the-game effect"))
    if e.once and e.kind in ("gain", "draw") and e.when != "now":
        p.append((f"{where}.when", "a once-during-the-game gain or draw happens now"))


def check_effects(p: Problems, where: str, effects: list[Effect], allowed: set[str], once: bool = False) -> None:
    if len(effects) > MAX_EFFECTS:
        p.append((where, f"expected at most {MAX_EFFECTS} effects, got {len(effects)}"))
        return
    for j, e in enumerate(effects):
        check_effect(p, f"{where}[{j}]", e, allowed)
        if e.once and not once:
            p.append((f"{where}[{j}].once", "only Items have once-during-the-game effects"))


def _clean(effects: list[Effect], allowed: set[str]) -> bool:
    q: Problems = []
    check_effects(q, "", effects, allowed, once=True)
    return not q


def check_text(p: Problems, where: str, given: str, card: Any) -> None:
    """The printed text says what the effects do: it must be what card_text() builds."""
    wanted = card_text(card)
    if given and given != wanted:
        p.append((where, f"must read {wanted!r} (the effects in words), got {given!r}"))
    elif len(given) > TEXT_MAX:
        p.append((where, f"expected at most {TEXT_MAX} characters"))


def check_cost(p: Problems, where: str, cost: Cost, most: int = MAX_CARD_COST) -> None:
    """Non-negative, payable from the supply (RN-CONT-03/04), at most `most` in all."""
    for k in STOCK:
        v = getattr(cost, k)
        if not 0 <= v <= SUPPLY[k]:
            p.append((f"{where}.{k}", f"expected 0 to {SUPPLY[k]} (the box holds {SUPPLY[k]}), got {v}"))
    if cost.total() > most:
        p.append((where, f"expected a cost of at most {most} resources and corpses, got {cost.total()}"))


def check_power(p: Problems, where: str, power: list[int], low: int = 1, high: int = 6, need: bool = True) -> None:
    if need and not power:
        p.append((where, "at least one attack is needed"))
    if len(power) > MAX_ATTACKS:
        p.append((where, f"expected at most {MAX_ATTACKS} attacks, got {len(power)}"))
    for j, v in enumerate(power):
        if not low <= v <= high:
            p.append((f"{where}[{j}]", f"expected a power of {low} to {high}, got {v}"))


def _common(p: Problems, cards: list, key: str, count: int, kinds: set[str], once: bool = False) -> None:
    """Ids and names unique, text matching effects, effects in the vocabulary, the box count."""
    ids: set[str] = set()
    names: set[str] = set()
    if len(cards) != count:
        p.append((key, f"the box has {count} of these cards, got {len(cards)}"))
    for i, card in enumerate(cards):
        where = f"{key}[{i}]"
        _ident(p, f"{where}.id", card.id)
        _named(p, f"{where}.name", card.name)
        if card.id in ids:
            p.append((f"{where}.id", f"duplicate id {card.id!r}"))
        if card.name.lower() in names:
            p.append((f"{where}.name", f"duplicate name {card.name!r}"))
        ids.add(card.id)
        names.add(card.name.lower())
        if hasattr(card, "cost"):
            check_cost(p, f"{where}.cost", card.cost)
        effects = getattr(card, "effects", None)
        if effects is not None:
            before = len(p)
            check_effects(p, f"{where}.effects", effects, kinds, once)
            if len(p) == before:
                check_text(p, f"{where}.text", card.text, card)


def _per_colour(p: Problems, key: str, cards: list, each: int) -> None:
    for c in COLOURS:
        n = sum(1 for card in cards if card.colour == c)
        if n != each:
            p.append((key, f"expected {each} cards of each colour, got {n} {c}"))


def _printed(p: Problems, key: str, cards: list, name: str, **numbers) -> Any | None:
    """The card the rulebook names must exist with its printed numbers."""
    found = [(i, c) for i, c in enumerate(cards) if c.name == name]
    if not found:
        p.append((key, f"the rulebook's {name!r} is missing"))
        return None
    i, card = found[0]
    for field, want in numbers.items():
        got = getattr(card, field)
        if field == "cost":
            got = dict(got.items())
        if got != want:
            p.append((f"{key}[{i}].{field}", f"the rulebook prints {want!r} for {name}, got {got!r}"))
    return card


def _balance(p: Problems, key: str, cards: list, lowest: float, highest: float, per_cost: float) -> None:
    """Strength (power + effects) within a band that grows with the cost: costlier cards are stronger,
    and no free card outclasses a dear one."""
    for i, card in enumerate(cards):
        s, c = strength(card), card.cost.total()
        low, high = lowest + per_cost * c, highest + per_cost * c
        if not low <= s <= high:
            p.append(
                (
                    f"{key}[{i}]",
                    f"{card.name} has strength {s:g} for a cost of {c}; expected {low:g} to {high:g} "
                    f"(attack power plus effects, rising {per_cost:g} per resource)",
                )
            )
    by_cost: dict[int, list[float]] = {}
    for card in cards:
        by_cost.setdefault(card.cost.total(), []).append(strength(card))
    means = [(c, sum(v) / len(v)) for c, v in sorted(by_cost.items())]
    for (c0, m0), (c1, m1) in itertools.pairwise(means):
        if m1 < m0:
            p.append((key, f"cards costing {c1} are weaker on average ({m1:.2f}) than those costing {c0} ({m0:.2f})"))


def check_necromancers(record: NecromancersFile) -> Problems:
    """RN-CONT-02/08: 16 cards, 4 per Academy, powers 1-6 totalling 1-7, named cards as printed."""
    p: Problems = []
    cards = record.necromancers
    _common(p, cards, "necromancers", BOX["necromancers"], CARD_KINDS)
    _per_colour(p, "necromancers", cards, BOX["necromancers"] // 4)
    for i, card in enumerate(cards):
        check_power(p, f"necromancers[{i}].power", card.power)
        if not 1 <= sum(card.power) <= 7:
            p.append((f"necromancers[{i}].power", f"expected attacks totalling 1 to 7 power, got {sum(card.power)}"))
        for j, e in enumerate(card.effects):
            if e.unit in ("apprentice",):
                p.append(
                    (f"necromancers[{i}].effects[{j}].unit", "a Necromancer's rules are about him or your Minions")
                )
    _printed(p, "necromancers", cards, "Elder Wizard", power=[1, 2, 3])
    baron = _printed(p, "necromancers", cards, "Decayed Baron")
    if baron is not None and not any(
        e.kind == "attack_bonus"
        and e.unit == "necromancer"
        and e.amount == 1
        and e.per == "zombie"
        and (e.where or "any") == "any"
        for e in baron.effects
    ):
        p.append(("necromancers", "the Decayed Baron must get +1 power for each Zombie he controls (RN-SPEC-03)"))
    if not any(c.power == [2] for c in cards):
        p.append(("necromancers", "Combat Example 1 needs a Necromancer of power 2 (one attack)"))
    if not p:
        _balance(p, "necromancers", cards, 1.5, 5.0, 0.75)
    return p


def check_apprentices(record: ApprenticesFile) -> Problems:
    """RN-CONT-02/09: 16 cards, 4 per Academy, powers 1-3 (Combat Example 1's misses on a 4), Gravedigger
    free and Leper 1 Ichor (RN-PLAY-08)."""
    p: Problems = []
    cards = record.apprentices
    _common(p, cards, "apprentices", BOX["apprentices"], CARD_KINDS)
    _per_colour(p, "apprentices", cards, BOX["apprentices"] // 4)
    for i, card in enumerate(cards):
        check_power(p, f"apprentices[{i}].power", card.power, high=3)
        if len(card.power) > 2:
            p.append((f"apprentices[{i}].power", "an Apprentice has at most 2 attacks"))
        for j, e in enumerate(card.effects):
            if e.unit == "necromancer" and e.kind != "reroll":
                p.append(
                    (f"apprentices[{i}].effects[{j}].unit", "an Apprentice's abilities are about him or your Minions")
                )
    _printed(p, "apprentices", cards, "Gravedigger", cost={})  # free to play
    _printed(p, "apprentices", cards, "Leper", cost={"ichor": 1})
    if not p:
        _balance(p, "apprentices", cards, 1.0, 3.8, 0.6)
    return p


def check_headmasters(record: HeadmastersFile) -> Problems:
    """RN-CONT-02, RN-ACAD-05: one card per Academy, each with a bonus, at least one part at once."""
    p: Problems = []
    cards = record.headmasters
    _common(p, cards, "headmasters", BOX["headmasters"], CARD_KINDS)
    _per_colour(p, "headmasters", cards, 1)
    for i, card in enumerate(cards):
        if not card.effects:
            p.append((f"headmasters[{i}].effects", "a Headmaster card has a bonus"))
        elif not any(e.kind == "gain" and e.when == "now" for e in card.effects):
            p.append((f"headmasters[{i}].effects", "the bonus takes effect at once: it needs a gain now"))
    return p


def check_items(record: ItemsFile) -> Problems:
    """RN-CONT-02: 24 Items, 6 per colour, each with a cost and an effect; the four the rulebook names,
    two of them one colour (RN-DOM-04)."""
    p: Problems = []
    cards = record.items
    _common(p, cards, "items", BOX["items"], CARD_KINDS, once=True)
    _per_colour(p, "items", cards, BOX["items"] // 4)
    for i, card in enumerate(cards):
        if not card.effects:
            p.append((f"items[{i}].effects", "an Item has an effect"))
        if card.cost.total() == 0:
            p.append((f"items[{i}].cost", "an Item costs something to play"))
    named = [c for name in PRINTED_ITEMS if (c := _printed(p, "items", cards, name)) is not None]
    if len(named) == len(PRINTED_ITEMS):
        counts = sorted((sum(1 for c in named if c.colour == col) for col in COLOURS), reverse=True)
        if counts[0] != 2:
            p.append(
                (
                    "items",
                    f"of {', '.join(PRINTED_ITEMS)} exactly two share a colour, the largest group "
                    f"(RN-DOM-04: 2 counters on the Item track), got {counts[0]}",
                )
            )
    if not p:
        _balance(p, "items", cards, 0.2, 1.6, 0.2)
    return p


def _stronger(a: list[Effect], b: list[Effect]) -> bool:
    """b does at least what a does, and more (each number up, or an effect added)."""

    def key(e: Effect):
        return (e.kind, e.unit, e.what)

    bs = {key(e): e for e in b}
    more = len(b) > len(a)
    for e in a:
        f = bs.get(key(e))
        if f is None:
            return False
        for param in ("amount", "count", "power"):
            x, y = getattr(e, param), getattr(f, param)
            x, y = x or 0, y or 0  # a parameter left out is none of it
            if y < x:
                return False
            more = more or y > x
    return more


def check_spells(record: SpellsFile) -> Problems:
    """RN-CONT-02, RN-SPELL-*: the four Spells, one per colour, 6 cards each (24), levels 1-3 that grow,
    each cast at its rulebook time, Death Bolt level 1 one power-3 attack (RN-EXDUNG-05), Zombie
    Explosion paid in Zombies and exploding up to its level (RN-SPEC-11)."""
    p: Problems = []
    spells = record.spells
    ids = [s.id for s in spells]
    if sorted(ids) != sorted(SPELL_NAMES):
        p.append(("spells", f"expected the four Spells {', '.join(SPELL_NAMES)}, got {', '.join(ids)}"))
    colours = [s.colour for s in spells]
    if sorted(colours) != sorted(COLOURS):
        p.append(("spells", "each colour has exactly one Spell"))
    total = 0
    for i, s in enumerate(spells):
        where = f"spells[{i}]"
        _ident(p, f"{where}.id", s.id)
        if s.id in SPELL_NAMES and s.name != SPELL_NAMES[s.id]:
            p.append((f"{where}.name", f"expected {SPELL_NAMES[s.id]!r}"))
        if s.copies != BOX["spell_cards"] // 4:
            p.append((f"{where}.copies", f"expected {BOX['spell_cards'] // 4} cards of each colour, got {s.copies}"))
        total += s.copies
        if len(s.levels) != LEVELS:
            p.append((f"{where}.levels", f"expected levels 1, 2 and 3, got {len(s.levels)}"))
            continue
        timing, kinds = SPELL_TIMING.get(s.id, (s.timing, SPELL_KINDS))
        if s.timing != timing:
            p.append((f"{where}.timing", f"{s.name} is cast at {timing} (Special Situations)"))
        if (s.cast == "zombie") != (s.id == "zombie_explosion"):
            p.append((f"{where}.cast", "Zombie Explosion, and only it, is paid in Zombies"))
        ok = True
        for n, level in enumerate(s.levels):
            at = f"{where}.levels[{n}]"
            before = len(p)
            if not level.effects:
                p.append((f"{at}.effects", "a Spell level does something"))
            check_effects(p, f"{at}.effects", level.effects, kinds)
            if len(p) == before:
                wanted = describe_all(level.effects)
                if level.text and level.text != wanted:
                    p.append((f"{at}.text", f"must read {wanted!r} (the effects in words), got {level.text!r}"))
            else:
                ok = False
        if ok:
            for n in range(1, LEVELS):
                if not _stronger(s.levels[n - 1].effects, s.levels[n].effects):
                    p.append((f"{where}.levels[{n}]", f"level {n + 1} must do more than level {n}"))
            if s.id == "death_bolt":
                first = s.levels[0].effects
                if not any(e.kind == "final_attack" and e.count == 1 and e.power == 3 for e in first):
                    p.append(
                        (
                            f"{where}.levels[0]",
                            "Death Bolt level 1 gives one extra attack of power 3 (Combat Example 1)",
                        )
                    )
            if s.id == "zombie_explosion":
                for n, level in enumerate(s.levels):
                    if [e.count for e in level.effects] != [n + 1]:
                        p.append(
                            (
                                f"{where}.levels[{n}]",
                                f"Zombie Explosion at level {n + 1} discards up to {n + 1} Zombies",
                            )
                        )
    if total != BOX["spell_cards"] and not any(f.endswith(".copies") for f, _ in p):
        p.append(("spells", f"the box has {BOX['spell_cards']} Spell cards, got {total}"))
    return p


def check_dungeons(record: DungeonsFile) -> Problems:
    """RN-CONT-02, RN-DUNG-13: 30 cards of the three types, foes with 1-6 attacks, quests with steps,
    the Troll Chieftain with two power-2 attacks (RN-EXDUNG-01), Golems (RN-SPEC-04)."""
    p: Problems = []
    cards = record.dungeons
    _common(p, cards, "dungeons", BOX["dungeons"], set())
    for i, card in enumerate(cards):
        where = f"dungeons[{i}]"
        before = len(p)
        if card.type == "combat":
            check_power(p, f"{where}.foe", card.foe, high=5)
            if card.quest:
                p.append((f"{where}.quest", "a Combat card has a foe, not quest steps"))
        else:
            if card.foe or card.golem or card.ghost_strike:
                p.append((f"{where}.foe", "a Quest card has steps, not a foe"))
            if not card.quest:
                p.append((f"{where}.quest", "a Quest card needs at least one step"))
            check_effects(p, f"{where}.quest", card.quest, QUEST_KINDS)
            for j, e in enumerate(card.quest):  # RN-DUNG-06: the Minions wait outside, so no quest can take one
                if e.kind == "pay" and (e.what in MINIONS or e.what == "minion"):
                    p.append((f"{where}.quest[{j}].what", "Minions wait outside a Dungeon: a quest cannot take one"))
        check_effects(p, f"{where}.treasure", card.treasure, TREASURE_KINDS)
        for j, e in enumerate(card.treasure):
            if e.when != "now" and not any(f.startswith(f"{where}.treasure[{j}]") for f, _ in p):
                p.append((f"{where}.treasure[{j}].when", "a treasure is collected now"))
        if card.golem:
            if card.treasure:
                p.append((f"{where}.treasure", "a Golem is its own treasure"))
            if card.colour is None:
                p.append((f"{where}.colour", "a Golem has a colour"))
        elif card.colour is not None:
            p.append((f"{where}.colour", "only Golems have a colour"))
        if not card.golem and not card.treasure and card.type != "combat":
            p.append((f"{where}.treasure", "a Quest card rewards with a treasure"))
        if len(p) == before:
            check_text(p, f"{where}.text", card.text, card)
    for kind in ("quest", "quest_choice", "combat"):
        if not any(c.type == kind for c in cards):
            p.append(("dungeons", f"the deck needs {kind} cards"))
    if sum(1 for c in cards if c.golem) < 2:
        p.append(("dungeons", "the deck needs Golems (RN-SPEC-04)"))
    troll = _printed(p, "dungeons", cards, "Troll Chieftain", type="combat", foe=[2, 2], ghost_strike=False)
    if troll is not None and not troll.treasure:
        p.append(("dungeons", "the Troll Chieftain has a treasure (Combat Example 1)"))
    return p


def check_minions(record: MinionsFile) -> Problems:
    """RN-RAISE, RN-CONT-05: the four Minions with their printed cost, power, move, Academy and supply."""
    p: Problems = []
    ids = [m.id for m in record.minions]
    if sorted(ids) != sorted(PRINTED_MINIONS):
        p.append(("minions", f"expected the Minions {', '.join(PRINTED_MINIONS)}, got {', '.join(ids)}"))
    for i, m in enumerate(record.minions):
        where = f"minions[{i}]"
        if not 1 <= len(m.costs) <= 3:
            p.append((f"{where}.costs", f"expected 1 to 3 ways to pay, got {len(m.costs)}"))
        for j, c in enumerate(m.costs):
            check_cost(p, f"{where}.costs[{j}]", c)
        check_power(p, f"{where}.power", m.power)
        before = len(p)
        check_effects(p, f"{where}.effects", m.effects, {"ghost_strike"})
        if len(p) == before:
            check_text(p, f"{where}.text", m.text, m)
        printed = PRINTED_MINIONS.get(m.id)
        if printed is None:
            continue
        name, colour, costs, power, move, supply, ghost = printed
        got = {
            "name": m.name,
            "colour": m.colour,
            "costs": [dict(c.items()) for c in m.costs],
            "power": m.power,
            "move": m.move,
            "supply": m.supply,
            "ghost strike": any(e.kind == "ghost_strike" for e in m.effects),
        }
        want = {
            "name": name,
            "colour": colour,
            "costs": costs,
            "power": power,
            "move": move,
            "supply": supply,
            "ghost strike": ghost,
        }
        for field, value in want.items():
            if got[field] != value:
                at = f"{where}.effects" if field == "ghost strike" else f"{where}.{field}"
                p.append((at, f"the rulebook prints {value!r} for the {name}, got {got[field]!r}"))
    return p


def check_supplies(record: SuppliesFile) -> Problems:
    """RN-CONT-01/03/04/10: the box's counters, 13 Dominion counters a colour, five colours with black."""
    p: Problems = []
    for k in STOCK:
        if getattr(record.supply, k) != SUPPLY[k]:
            p.append((f"supply.{k}", f"the box has {SUPPLY[k]}, got {getattr(record.supply, k)}"))
    if record.dominion_per_colour != DOMINION_PER_COLOUR:
        p.append(
            (
                "dominion_per_colour",
                f"the box has {DOMINION_PER_COLOUR} a colour (65 in 5 colours), got {record.dominion_per_colour}",
            )
        )
    if len(record.colours) != PLAYER_COLOURS:
        p.append(("colours", f"expected {PLAYER_COLOURS} player colours, got {len(record.colours)}"))
    seen: set[str] = set()
    for i, c in enumerate(record.colours):
        _ident(p, f"colours[{i}].id", c.id)
        _named(p, f"colours[{i}].name", c.name, 20)
        if c.id in seen:
            p.append((f"colours[{i}].id", f"duplicate colour {c.id!r}"))
        seen.add(c.id)
    if record.colours and record.colours[0].id != "black":
        p.append(("colours[0].id", "black comes first: the black Necromancer starts (RN-SETUP-10)"))
    for named in ("black", "orange", "pink"):
        if named not in seen:
            p.append(("colours", f"the rulebook's {named} player colour is missing"))
    b = record.player_board
    check_power(p, "player_board.unnamed_power", b.unnamed_power)
    if b.unnamed_power != [1] or b.unnamed_move != 1:
        p.append(("player_board", "the unnamed Necromancer has move 1 and power 1 (RN-PLAY-05)"))
    if b.no_minion_move != 1:
        p.append(
            ("player_board.no_minion_move", f"without Minions you move 1 space (RN-MOVE-03), got {b.no_minion_move}")
        )
    if b.track_max != LEVELS:
        p.append(("player_board.track_max", f"the Spell and Item tracks hold {LEVELS}, got {b.track_max}"))
    return p


def check_across(found) -> list:
    """Card ids unique across all the decks (the engine finds any card by its id)."""
    from tabletop.core.errors import ContentError

    errors = []
    first: dict[str, Path] = {}
    for name, key in _DECKS:
        for path, record in found.all(name):
            for i, card in enumerate(getattr(record, key)):
                ids = [f"{card.id}_{n}" for n in range(1, card.copies + 1)] if key == "spells" else [card.id]
                for cid in ids:
                    if cid in first and first[cid] != path:
                        errors.append(
                            ContentError(
                                path,
                                f"{cid!r} is also a card id in {first[cid]}; every card needs its own id",
                                f"{key}[{i}].id",
                            )
                        )
                    first.setdefault(cid, path)
    return errors


# -- the engine's view -------------------------------------------------------------------------

AnyCard = Any  # Necromancer | Apprentice | Headmaster | Item | DungeonCard


@dataclass(frozen=True)
class Cards:
    """All Rise cards, Minions and supplies, looked up by id. Spell cards are `<spell>_<n>`
    (e.g. `death_bolt_3`), `copies` of each Spell."""

    necromancers: dict[str, Necromancer]
    apprentices: dict[str, Apprentice]
    headmasters: dict[str, Headmaster]  # by colour
    items: dict[str, Item]
    spells: dict[str, Spell]  # by spell id
    spell_cards: dict[str, str]  # card id -> spell id
    dungeons: dict[str, DungeonCard]
    minions: dict[str, Minion]
    supplies: SuppliesFile

    def card(self, card_id: str) -> Any:
        """Any card by id (a Spell card gives its Spell)."""
        for table in (self.necromancers, self.apprentices, self.items, self.dungeons):
            if card_id in table:
                return table[card_id]
        if card_id in self.spell_cards:
            return self.spells[self.spell_cards[card_id]]
        for h in self.headmasters.values():
            if h.id == card_id:
                return h
        raise KeyError(f"no Rise card {card_id!r}")

    def colour(self, card_id: str) -> str | None:
        """The card's colour (Academy), None for a Dungeon card that is not a Golem."""
        return getattr(self.card(card_id), "colour", None)

    def minion(self, kind: str) -> Minion:
        return self.minions[kind]

    def spell(self, card_id_or_spell: str) -> Spell:
        """A Spell by its id or by one of its cards' ids."""
        return self.spells[self.spell_cards.get(card_id_or_spell, card_id_or_spell)]

    def spell_effect(self, spell: str, level: int) -> tuple[Effect, ...]:
        """The effects of `spell` (id or a card id) cast at `level` (1-3; a higher count is level 3)."""
        if level < 1:
            raise ValueError(f"a Spell in play is at least level 1, got {level}")
        s = self.spell(spell)
        return tuple(s.levels[min(level, len(s.levels)) - 1].effects)

    def deck(self, which: str) -> list[str]:
        """The card ids of a deck, in file order: necromancers, apprentices, items, spells, dungeons."""
        if which == "spells":
            return list(self.spell_cards)
        return list(getattr(self, which))

    def supply(self, what: str) -> int:
        """How many of a resource, corpse or Minion kind the box holds (RN-CONT-03..06)."""
        if what in MINIONS:
            return self.minions[what].supply
        return getattr(self.supplies.supply, what)


_DECKS = (
    ("rise-necromancers", "necromancers"),
    ("rise-apprentices", "apprentices"),
    ("rise-headmasters", "headmasters"),
    ("rise-items", "items"),
    ("rise-spells", "spells"),
    ("rise-dungeons", "dungeons"),
)
KIND_NAMES = tuple(n for n, _ in _DECKS) + ("rise-minions", "rise-supplies")


def load_game_content(overlay=None) -> Cards:
    """The cards as the engine reads them, checked as `tabletop check-content` checks them; a
    ContentError (the first problem, with a count of the rest) if anything is refused."""
    from tabletop.content.registry import gather
    from tabletop.core.errors import ContentError

    found = gather(overlay, only=KIND_NAMES)
    if found.errors:
        first, more = found.errors[0], len(found.errors) - 1
        if more:
            raise ContentError(
                first.path,
                f"{first.problem} (and {more} more problem{'s' * (more > 1)}: run `tabletop check-content` for all)",
                first.field,
            )
        raise first
    spells: SpellsFile = found.one("rise-spells")
    return Cards(
        necromancers={c.id: c for c in found.one("rise-necromancers").necromancers},
        apprentices={c.id: c for c in found.one("rise-apprentices").apprentices},
        headmasters={c.colour: c for c in found.one("rise-headmasters").headmasters},
        items={c.id: c for c in found.one("rise-items").items},
        spells={s.id: s for s in spells.spells},
        spell_cards={f"{s.id}_{n}": s.id for s in spells.spells for n in range(1, s.copies + 1)},
        dungeons={c.id: c for c in found.one("rise-dungeons").dungeons},
        minions={m.id: m for m in found.one("rise-minions").minions},
        supplies=found.one("rise-supplies"),
    )


def load_cards() -> Cards:
    """The Rise cards (shipped, overlaid by the active mods), loaded once per mod set."""
    from tabletop.content import mods

    return _load_cards(mods.cache_key())


@lru_cache(maxsize=4)
def _load_cards(key: tuple) -> Cards:
    from tabletop.content import mods

    _scan, active = key
    return load_game_content(mods.overlay_of(active) if active else None)


def minion(kind: str) -> Minion:
    """The Minion type `kind` (zombie, hell_knight, ghost, skeletal_dragon)."""
    return load_cards().minion(kind)


def spell_effect(spell: str, level: int) -> tuple[Effect, ...]:
    """What `spell` (id or card id) does at `level`."""
    return load_cards().spell_effect(spell, level)


register(
    ContentKind(
        "rise-necromancers",
        "assets",
        "rise/necromancers.toml",
        NecromancersFile,
        (check_necromancers,),
        required=True,
        what="the Rise Necromancer cards",
    )
)
register(
    ContentKind(
        "rise-apprentices",
        "assets",
        "rise/apprentices.toml",
        ApprenticesFile,
        (check_apprentices,),
        required=True,
        what="the Rise Apprentice cards",
    )
)
register(
    ContentKind(
        "rise-headmasters",
        "assets",
        "rise/headmasters.toml",
        HeadmastersFile,
        (check_headmasters,),
        required=True,
        what="the Rise Academy Headmaster cards",
    )
)
register(
    ContentKind(
        "rise-items", "assets", "rise/items.toml", ItemsFile, (check_items,), required=True, what="the Rise Item cards"
    )
)
register(
    ContentKind(
        "rise-spells", "assets", "rise/spells.toml", SpellsFile, (check_spells,), required=True, what="the Rise Spells"
    )
)
register(
    ContentKind(
        "rise-dungeons",
        "assets",
        "rise/dungeons.toml",
        DungeonsFile,
        (check_dungeons,),
        required=True,
        what="the Rise Dungeon cards",
    )
)
register(
    ContentKind(
        "rise-minions",
        "assets",
        "rise/minions.toml",
        MinionsFile,
        (check_minions,),
        required=True,
        what="the Rise Minions",
    )
)
register(
    ContentKind(
        "rise-supplies",
        "assets",
        "rise/supplies.toml",
        SuppliesFile,
        (check_supplies,),
        required=True,
        what="the Rise supplies and player colours",
    )
)
register_cross_check(check_across)
