"""NecronomiCORP content checks, run by `tabletop check-content` and the loader (cards.py): every
effect in the vocabulary (records.SPEC) with exactly its parameters in bounds and of the family its
card may carry, the cards' numbers in sense, and the box's counts (NC-COMP-01/02) with the building
set-up's arithmetic (NC-BUILD-12). Each check takes one file's record and returns (field, problem)
pairs; `check_across` takes the loaded ContentSet (ids unique across the files)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

import msgspec

from tabletop.content.corp.files import BossesFile, CharactersFile, CursesFile, PlotsFile, RoomsFile
from tabletop.content.corp.records import MONSTER_TYPES, SPEC, Effect, Plot, Room
from tabletop.content.corp.wording import describe, weapon_line

Problems = list[tuple[str, str]]

ID_PATTERN = re.compile(r"^[a-z0-9_]{1,40}$")
NAME_MAX = 28  # a card's title on the table
TEXT_MAX = 160  # its rules text (and flavor) in the card's text box
SHORT_MAX = 28  # a curse's short text: two rows on the small card beside a level at the least window
# a card's short name (`short_name`): what a narrow card or chip shows when the whole name has no room
# (play-test r25, 960x600: "Dark Conference Room" read "Room", "Nail Gun" and "Staple Gun" both "Gun")
SHORT_NAME_MAX = 12
MAX_COUNT = 20  # copies of one card

# Which effects a card may carry, by what it is (the sections of records.SPEC); together they are
# every kind of SPEC (tests/content/corp/test_checks.py keeps them so).
FAMILIES: dict[str, tuple[str, ...]] = {
    "monster": (
        "hardness",
        "heal_per_skull",
        "reveal_damage",
        "reveal_disarm",
        "summon",
        "attack_bonus",
        "regenerate",
        "ranged_proof",
        "attacks_all",
        "death_damage",
        "vanish",
        "contagion",
        "zombie_shield",
        "hard_to_escape",
        "life_per_survivor",
    ),
    "weapon": ("vs", "one_handed_drawback", "all_in", "weapon_bonus"),
    "item": ("heal", "revive", "auto_escape", "extra_dice", "armor", "peek_rooms", "boss_peek", "recharge", "lucky"),
    "event": ("vending", "boom", "still_alive", "to_hallway", "wandering", "heal_all", "draw_more", "drain"),
    "trauma": ("thanophobia", "pony", "drawback", "fewer_dice", "no_help", "frail", "one_hand"),
    "curse": (
        "level_bonus",
        "level_menace",
        "level_escape",
        "level_no_help",
        "level_door_damage",
        "level_no_ranged",
        "level_regenerate",
    ),
    "skill": ("fist_dice", "escape_bonus", "ranged_bonus", "medic"),
}
# A boss cannot be escaped (NC-BOSS-01) nor leave the fight before it is killed (NC-START-12).
NOT_ON_BOSSES = ("vanish", "contagion", "hard_to_escape")
# Abilities only a boss may carry: they read the survivors it was drawn for (NC-BOSS-02).
BOSS_ONLY = ("life_per_survivor",)
# The survivors a boss of each stack may grow beyond: fewer than the most it is drawn for, and no fewer than
# its stack's least but one (a 1-3 boss grows for the third, or the second and third; a 4-6 boss for the
# fifth and sixth, or the sixth).
SURVIVORS_BEYOND = {"1-3": (1, 2), "4-6": (4, 5)}
# Step-1 abilities: what a 0-life monster does before it dies by itself (NC-CONTAG-11).
REVEAL_ABILITIES = ("reveal_damage", "reveal_disarm", "summon")

# The box (NC-COMP-01/02): core and expansion counts, in physical cards.
CORE_ROOMS, EXPANSION_ROOMS = 100, 20
CORE_PLOTS, EXPANSION_PLOTS = 72, 20
CORE_BOSSES_PER_STACK, EXPANSION_BOSSES_PER_STACK = 3, 1
BASIC_CHARACTERS, SPECIAL_CHARACTERS = 6, 4
CURSES = 13
LEVELS = 5
MIN_EMPTY = 13  # TIP 2: a good building has at least 13 Empty rooms (NC-BUILD-10)
# Cards drawn from the pool for each level before its Exit is added (NC-BUILD-03..05).
DRAWN = (29, 24, 19, 14, 9)
DIFFICULTY = {"1-3": 3, "4-6": 6}  # a boss's team points by its stack (NC-BOSS-03, NC-TEAM-05)
# The start (NC-START-02/04/05): 2 players take two +1D weapons each, 3-4 players one each: at most
# four +1D weapons; the solo player two weapons and two first-aid kits, from the solo deck.
START_PLUS_ONE_WEAPONS = 4
SOLO_WEAPONS = SOLO_FIRST_AID = 2

# What the rulebook prints or names, kept by any box (the engine's rulings and the FAQ are about these
# cards): name -> (kind, {field: value}, effect kinds it carries, {effect kind: {parameter: value}}).
PRINTED_PLOTS: dict[str, tuple[str, dict[str, Any], dict[str, dict[str, int]]]] = {
    "Fire Axe": ("weapon", {"dice": 2, "hands": 2}, {}),  # NC-RESP-09
    "Barra de Fierro (Crowbar)": (
        "weapon",
        {"hands": 2, "flavor": "This is all I need."},
        {"one_handed_drawback": {"amount": 1}},
    ),  # NC-PLOT-09
    "Wooden Stake": ("weapon", {}, {"all_in": {"dice": 5}}),  # NC-FAQ-08
    "Broom": ("weapon", {}, {"all_in": {"dice": 4}}),  # NC-FAQ-08
    "Boom!": ("event", {}, {"boom": {}}),  # NC-FAQ-06
    "It's still alive!": ("event", {}, {"still_alive": {}}),  # NC-FAQ-07
    "Thanophobia": ("trauma", {}, {"thanophobia": {}}),  # NC-FAQ-03
    "Pony Bovarsim": ("trauma", {}, {"pony": {}}),  # NC-FAQ-04
    "Obsessive Precaution": ("item", {}, {"boss_peek": {}}),  # NC-FAQ-12
}
# Kinds of Plot the rules name without a name: a revive card (TIP 3, NC-BOSS-09), a card that sends its
# drawer to the hallway (NC-FAQ-05), vending machines (NC-PLOT-02).
NAMED_EFFECTS = {"revive": "item", "to_hallway": "event", "vending": "event"}
WHATELEY = (
    "W. Whateley",
    "Each time W. Whateley attacks, it heals one damage for each skull on the result.",
    "We always suspected that the one in top of this couldn't be entirely human.",
)  # NC-BOSS-04, word for word

# Numbers in sense (the designer's bands are tested on the shipped cards, not enforced here).
MONSTER_MENACE, MONSTER_LIFE, MONSTER_LOOT = (1, 6), (0, 12), (0, 3)
BOSS_MENACE, BOSS_LIFE = (1, 8), (5, 40)
WEAPON_DICE, WEAPON_USES = (0, 3), (0, 8)
CHARACTER_LIFE = (1, 20)


# -- pieces ------------------------------------------------------------------------------------


def check_short_name(at: str, card: Any, needed: bool) -> Problems:
    """A card's short name: a word or two (SHORT_NAME_MAX), no longer than the name, and given wherever
    the name has more than one word (`needed`: a card the building shows, its head or its chip narrowed
    at a small window); a one-word name is its own short name."""
    short = card.short_name
    if short != short.strip() or (short and not short.strip()):
        return [(f"{at}.short_name", f"expected a short name without spaces at its ends, got {short!r}")]
    if len(short) > min(SHORT_NAME_MAX, len(card.name)):
        most = min(SHORT_NAME_MAX, len(card.name))
        return [(f"{at}.short_name", f"expected at most {most} characters (no longer than the name), got {short!r}")]
    if needed and not short and len(card.name.split()) > 1:
        return [(f"{at}.short_name", f"a name of more than one word has a short name (at most {SHORT_NAME_MAX})")]
    return []


def short_names_across(cards: Iterable[tuple[Any, str, Any]]) -> list[tuple[Any, str, str]]:
    """(path, field, problem) for a short name that does not tell its card apart: the same as another
    card's short name or name (rooms, bosses and plots together: the building shows them side by side)."""
    out: list[tuple[Any, str, str]] = []
    cards = list(cards)
    names: dict[str, str] = {}
    for _path, _at, card in cards:
        names.setdefault(card.name.lower(), card.id)
    shorts: dict[str, str] = {}
    for path, at, card in cards:
        short = card.short_name.lower()
        if not short or short == card.name.lower():
            continue
        other = shorts.get(short) or (names.get(short) if names.get(short) != card.id else None)
        if other is not None and other != card.id:
            out.append((path, f"{at}.short_name", f"{card.short_name!r} does not tell it from {other!r}"))
        shorts.setdefault(short, card.id)
    return out


def _within(value: int, bounds: tuple[int, int]) -> bool:
    return bounds[0] <= value <= bounds[1]


def _band(at: str, what: str, value: int, bounds: tuple[int, int]) -> Problems:
    if _within(value, bounds):
        return []
    return [(f"{at}.{what}", f"expected {bounds[0]} to {bounds[1]}, got {value}")]


def check_words(at: str, card: Any) -> Problems:
    """Its id, name, text and flavor: an id of lowercase letters, digits and _, a name and a text
    that fit the card (NAME_MAX, TEXT_MAX), never empty."""
    out: Problems = []
    if not ID_PATTERN.match(card.id):
        out.append((f"{at}.id", f"expected lowercase letters, digits and _ (at most 40), got {card.id!r}"))
    if not card.name.strip() or len(card.name) > NAME_MAX:
        out.append((f"{at}.name", f"expected a name of 1 to {NAME_MAX} characters, got {len(card.name)}"))
    if not card.text.strip():
        out.append((f"{at}.text", "a card says what it does: the text is empty"))
    elif len(card.text) > TEXT_MAX:
        out.append((f"{at}.text", f"expected at most {TEXT_MAX} characters, got {len(card.text)}"))
    if len(card.flavor) > TEXT_MAX:
        out.append((f"{at}.flavor", f"expected at most {TEXT_MAX} characters, got {len(card.flavor)}"))
    return out


def check_effect(at: str, effect: Effect, family: str) -> Problems:
    """One effect: a kind of SPEC of the card's family, with exactly the parameters SPEC lists, each in
    its bounds (a parameter ending in "?" may be left out)."""
    if effect.kind not in SPEC:
        return [(f"{at}.kind", f"unknown effect kind {effect.kind!r}")]
    if effect.kind not in FAMILIES[family]:
        allowed = ", ".join(FAMILIES[family])
        return [(f"{at}.kind", f"{effect.kind} is not an effect a {family} has (allowed: {allowed})")]
    spec = SPEC[effect.kind]
    out: Problems = []
    for name in Effect.__struct_fields__:
        if name == "kind":
            continue
        value, default = getattr(effect, name), (0 if name != "type" else "")
        bounds = spec.get(name, spec.get(f"{name}?"))
        if bounds is None:
            if value != default:
                out.append((f"{at}.{name}", f"{effect.kind} takes no {name}"))
            continue
        if f"{name}?" in spec and value == default:
            continue
        if isinstance(bounds[0], str):
            if value not in bounds:
                out.append((f"{at}.{name}", f"expected one of {', '.join(bounds)}, got {value!r}"))
        elif not _within(value, bounds):
            out.append((f"{at}.{name}", f"{effect.kind} needs {name} {bounds[0]} to {bounds[1]}, got {value}"))
    return out


def check_effects(at: str, effects: Iterable[Effect], family: str) -> Problems:
    """Every effect of a card, each kind once."""
    out: Problems = []
    seen: set[str] = set()
    for j, e in enumerate(effects):
        out += check_effect(f"{at}[{j}]", e, family)
        if e.kind in seen:
            out.append((f"{at}[{j}].kind", f"{e.kind} twice on one card"))
        seen.add(e.kind)
    return out


def text_problems(at: str, text: str, effects: Iterable[Effect]) -> Problems:
    """The card's text holds the words of each of its effects (wording.describe, any case): it never
    says less or other than what the engine does."""
    out: Problems = []
    for e in effects:
        if e.kind in SPEC and describe(e).lower() not in text.lower():
            out.append((f"{at}.text", f"the text does not say what its {e.kind} does: {describe(e)!r}"))
    return out


def _unique(section: str, cards: Iterable[Any]) -> Problems:
    out: Problems = []
    seen: set[str] = set()
    for i, c in enumerate(cards):
        if c.id in seen:
            out.append((f"{section}[{i}].id", f"id {c.id!r} is used twice"))
        seen.add(c.id)
    return out


def _copies(cards: Iterable[Any]) -> int:
    return sum(getattr(c, "count", 1) for c in cards)


def _box(section: str, what: str, found: int, wanted: int, rule: str) -> Problems:
    if found == wanted:
        return []
    return [(section, f"the {what} are {wanted} cards ({rule}), found {found}")]


# -- Room cards ----------------------------------------------------------------------------------


def _monster(at: str, r: Room) -> Problems:
    out = _band(at, "level", r.level, (1, LEVELS)) + _band(at, "menace", r.menace, MONSTER_MENACE)
    out += _band(at, "life", r.life, MONSTER_LIFE) + _band(at, "loot", r.loot, MONSTER_LOOT)
    if r.type not in MONSTER_TYPES:
        out.append((f"{at}.type", f"expected one of {', '.join(MONSTER_TYPES)}, got {r.type!r}"))
    if r.exit_level:
        out.append((f"{at}.exit_level", "only an Exit has an exit_level"))
    out += check_effects(f"{at}.abilities", r.abilities, "monster") + text_problems(at, r.text, r.abilities)
    if any(a.kind in BOSS_ONLY for a in r.abilities):
        out.append((f"{at}.abilities", f"only a boss grows with its survivors: {', '.join(BOSS_ONLY)}"))
    if r.life == 0:  # NC-CONTAG-11: it appears, its abilities act, it dies by itself
        if not r.expansion:
            out.append((f"{at}.life", "a 0-life monster is of the expansion (NC-CONTAG-11)"))
        if not any(a.kind in REVEAL_ABILITIES for a in r.abilities):
            out.append((f"{at}.life", f"a 0-life monster dies at once: it needs one of {', '.join(REVEAL_ABILITIES)}"))
        if r.loot:
            out.append((f"{at}.loot", "a 0-life monster dies by itself and gives no loot (NC-CONTAG-12)"))
    return out


def _not_monster(at: str, r: Room) -> Problems:
    out: Problems = []
    for name in ("level", "loot", "menace", "life"):
        if getattr(r, name):
            out.append((f"{at}.{name}", f"only a monster has a {name}"))
    if r.type:
        out.append((f"{at}.type", "only a monster has a type"))
    if r.abilities:
        out.append((f"{at}.abilities", "only a monster has abilities"))
    if r.kind == "exit":
        if not _within(r.exit_level, (1, LEVELS)):
            out.append((f"{at}.exit_level", f"an Exit leads from a level 1 to {LEVELS}, got {r.exit_level}"))
        if r.count != 1:
            out.append((f"{at}.count", "each Exit is one card"))
    elif r.exit_level:
        out.append((f"{at}.exit_level", "only an Exit has an exit_level"))
    if r.expansion:
        out.append((f"{at}.expansion", "the expansion's Room cards are all monsters (NC-COMP-02)"))
    return out


def building_pool(rooms: Iterable[Room]) -> tuple[int, list[int]]:
    """The set-up's stacks of the core set (NC-BUILD-02): Empty + Loot cards, and monsters per level 1-5."""
    shared, by_level = 0, [0] * LEVELS
    for r in rooms:
        if r.expansion:
            continue
        if r.kind in ("empty", "loot"):
            shared += r.count
        elif r.kind == "monster" and 1 <= r.level <= LEVELS:
            by_level[r.level - 1] += r.count
    return shared, by_level


def building_problems(shared: int, by_level: list[int]) -> list[str]:
    """The set-up's arithmetic (NC-BUILD-03..05, NC-BUILD-12): each level's pool (the leftovers and that
    level's monsters) has the cards to draw, and nothing is left after level 5."""
    out: list[str] = []
    left = shared
    for level, (monsters, drawn) in enumerate(zip(by_level, DRAWN), start=1):
        pool = left + monsters
        if pool < drawn:
            out.append(f"level {level} draws {drawn} cards from a pool of {pool} (leftovers {left} + {monsters})")
        left = max(0, pool - drawn)
    if left:
        out.append(f"{left} core Room cards are left over after level {LEVELS} (the core set leaves none)")
    return out


def _room_counts(rooms: tuple[Room, ...]) -> Problems:
    core = [r for r in rooms if not r.expansion]
    out = _box("rooms", "core Room cards", _copies(core), CORE_ROOMS, "NC-COMP-01")
    out += _box("rooms", "expansion monsters", _copies(r for r in rooms if r.expansion), EXPANSION_ROOMS, "NC-COMP-02")
    exits = Counter(r.exit_level for r in core if r.kind == "exit")
    for level in range(1, LEVELS + 1):
        if exits[level] != 1:
            out.append(("rooms", f"the core set has one Exit {level}, found {exits[level]}"))
    empty = _copies(r for r in core if r.kind == "empty")
    if empty < MIN_EMPTY:
        out.append(("rooms", f"a good building has at least {MIN_EMPTY} Empty rooms (NC-BUILD-10), found {empty}"))
    if not any(r.kind == "loot" for r in core):
        out.append(("rooms", "the core set has Loot cards (NC-BUILD-02)"))
    out += [("rooms", p) for p in building_problems(*building_pool(rooms))]
    return out


def check_rooms(f: RoomsFile) -> Problems:
    out = _unique("rooms", f.rooms)
    for i, r in enumerate(f.rooms):
        at = f"rooms[{i}]"
        out += check_words(at, r) + _band(at, "count", r.count, (1, MAX_COUNT)) + check_short_name(at, r, True)
        out += _monster(at, r) if r.kind == "monster" else _not_monster(at, r)
    return out + _room_counts(f.rooms)


# -- Plot cards ----------------------------------------------------------------------------------


def _weapon(at: str, p: Plot) -> Problems:
    out = _band(at, "dice", p.dice, WEAPON_DICE) + _band(at, "uses", p.uses, WEAPON_USES)
    if p.hands not in (1, 2):
        out.append((f"{at}.hands", f"a weapon is one- or two-handed: expected 1 or 2, got {p.hands}"))
    if p.first_aid:
        out.append((f"{at}.first_aid", "a first-aid kit is an item"))
    out += check_effects(f"{at}.effects", p.effects, "weapon") + text_problems(at, p.text, p.effects)
    if p.hands in (1, 2) and not p.text.startswith(weapon_line(p)):
        out.append((f"{at}.text", f"a weapon's text starts with its numbers: {weapon_line(p)!r}"))
    if any(e.kind == "one_handed_drawback" for e in p.effects) and p.hands != 2:
        out.append((f"{at}.effects", "one_handed_drawback is for a two-handed weapon (NC-PLOT-09)"))
    return out


def _not_weapon(at: str, p: Plot) -> Problems:
    out: Problems = []
    for name in ("dice", "hands", "uses"):
        if getattr(p, name):
            out.append((f"{at}.{name}", f"only a weapon has {name}"))
    if p.range != "melee":
        out.append((f"{at}.range", "only a weapon has a range"))
    if not p.effects:
        out.append((f"{at}.effects", f"an {p.kind} card does something: it has no effect"))
    out += check_effects(f"{at}.effects", p.effects, p.kind) + text_problems(at, p.text, p.effects)
    if p.kind == "item" and len(p.effects) > 1:
        out.append((f"{at}.effects", "an item has one effect (used, or carried)"))
    if p.first_aid and (p.kind != "item" or not any(e.kind == "heal" for e in p.effects)):
        out.append((f"{at}.first_aid", "a first-aid kit is an item that heals"))
    return out


def _plot_counts(plots: tuple[Plot, ...]) -> Problems:
    core = [p for p in plots if not p.expansion]
    out = _box("plots", "core Plot cards", _copies(core), CORE_PLOTS, "NC-COMP-01")
    out += _box("plots", "expansion Plots", _copies(p for p in plots if p.expansion), EXPANSION_PLOTS, "NC-COMP-02")
    plus_one = _copies(p for p in core if p.kind == "weapon" and p.dice == 1)
    if plus_one < START_PLUS_ONE_WEAPONS:
        out.append(
            ("plots", f"the start deals up to {START_PLUS_ONE_WEAPONS} +1D weapons (NC-START-04), found {plus_one}")
        )
    solo_weapons = _copies(p for p in core if p.kind == "weapon" and p.solo)
    solo_kits = _copies(p for p in core if p.first_aid and p.solo)
    if solo_weapons < SOLO_WEAPONS or solo_kits < SOLO_FIRST_AID:
        out.append(("plots", "the solo start deals two weapons and two first-aid kits of the solo deck (NC-START-02)"))
    return out


def _printed_plots(plots: tuple[Plot, ...]) -> Problems:
    out: Problems = []
    core = [p for p in plots if not p.expansion]
    for name, (kind, fields, effects) in PRINTED_PLOTS.items():
        found = [p for p in core if p.name == name]
        if len(found) != 1:
            out.append(("plots", f"the core set has the {name!r} card (the rulebook names it), found {len(found)}"))
            continue
        p = found[0]
        wanted = {"kind": kind, **fields}
        have = {k: getattr(p, k) for k in wanted}
        by_kind = {e.kind: e for e in p.effects}
        printed = all(
            k in by_kind and all(getattr(by_kind[k], n) == v for n, v in params.items())
            for k, params in effects.items()
        )
        if have != wanted or not printed:
            out.append(("plots", f"{name!r} is as the rulebook prints it: {wanted} with {effects or 'no ability'}"))
    for kind, card_kind in NAMED_EFFECTS.items():
        if not any(p.kind == card_kind and any(e.kind == kind for e in p.effects) for p in core):
            out.append(("plots", f"the core set has an {card_kind} with {kind} (the rulebook speaks of one)"))
    return out


def check_plots(f: PlotsFile) -> Problems:
    out = _unique("plots", f.plots)
    for i, p in enumerate(f.plots):
        at = f"plots[{i}]"
        out += check_words(at, p) + _band(at, "count", p.count, (1, MAX_COUNT))
        out += check_short_name(at, p, p.kind in ("weapon", "item") or any(e.kind == "vending" for e in p.effects))
        out += _weapon(at, p) if p.kind == "weapon" else _not_weapon(at, p)
    return out + _plot_counts(f.plots) + _printed_plots(f.plots)


# -- Bosses, characters, curses -------------------------------------------------------------------


def check_bosses(f: BossesFile) -> Problems:
    out = _unique("bosses", f.bosses)
    for i, b in enumerate(f.bosses):
        at = f"bosses[{i}]"
        out += check_words(at, b) + _band(at, "life", b.life, BOSS_LIFE) + _band(at, "menace", b.menace, BOSS_MENACE)
        out += check_short_name(at, b, True)
        if b.difficulty != DIFFICULTY[b.stack]:
            out.append((f"{at}.difficulty", f"a boss of the {b.stack} stack is worth {DIFFICULTY[b.stack]}"))
        if b.type not in MONSTER_TYPES:
            out.append((f"{at}.type", f"expected one of {', '.join(MONSTER_TYPES)}, got {b.type!r}"))
        out += check_effects(f"{at}.abilities", b.abilities, "monster") + text_problems(at, b.text, b.abilities)
        if any(a.kind in NOT_ON_BOSSES for a in b.abilities):
            out.append((f"{at}.abilities", f"a boss is fought to the end: none of {', '.join(NOT_ON_BOSSES)}"))
        lo, hi = SURVIVORS_BEYOND.get(b.stack, (0, 0))
        for a in b.abilities:
            if a.kind == "life_per_survivor" and not lo <= a.beyond <= hi:
                why = f"life_per_survivor on a {b.stack} boss needs beyond {lo} to {hi}, got {a.beyond}"
                out.append((f"{at}.abilities", why))
    name, text, flavor = WHATELEY
    whateley = [b for b in f.bosses if b.name == name and not b.expansion]
    if len(whateley) != 1 or (whateley[0].text, whateley[0].flavor) != (text, flavor):
        out.append(("bosses", f"the core set has {name} with his printed ability and flavor (NC-BOSS-04)"))
    elif [a.kind for a in whateley[0].abilities] != ["heal_per_skull"]:
        out.append(("bosses", f"{name}'s ability is heal_per_skull (NC-BOSS-04)"))
    if not any(a.kind == "zombie_shield" for b in f.bosses if b.name == "Abhoth" for a in b.abilities):
        out.append(("bosses", "the core set has Abhoth and his zombies, zombie_shield (NC-FAQ-09)"))
    for stack in DIFFICULTY:
        core = sum(1 for b in f.bosses if b.stack == stack and not b.expansion)
        more = sum(1 for b in f.bosses if b.stack == stack and b.expansion)
        out += _box("bosses", f"core bosses of the {stack} stack", core, CORE_BOSSES_PER_STACK, "NC-BOSS-03")
        out += _box("bosses", f"expansion bosses of the {stack} stack", more, EXPANSION_BOSSES_PER_STACK, "NC-COMP-02")
    return out


def check_characters(f: CharactersFile) -> Problems:
    out = _unique("characters", f.characters)
    for i, c in enumerate(f.characters):
        at = f"characters[{i}]"
        out += check_words(at, c) + _band(at, "life", c.life, CHARACTER_LIFE)
        if c.special and not c.skills:
            out.append((f"{at}.skills", "a special character has skills (NC-COMP-06)"))
        if not c.special and c.skills:
            out.append((f"{at}.skills", "a basic character has no special skills (NC-COMP-06)"))
        if c.special != c.expansion:
            out.append((f"{at}.expansion", "the special characters are the expansion's, the basic ones the core's"))
        out += check_effects(f"{at}.skills", c.skills, "skill") + text_problems(at, c.text, c.skills)
    basic = sum(1 for c in f.characters if not c.special)
    special = sum(1 for c in f.characters if c.special)
    out += _box("characters", "basic characters", basic, BASIC_CHARACTERS, "NC-COMP-01")
    return out + _box("characters", "special characters", special, SPECIAL_CHARACTERS, "NC-COMP-02")


def check_curses(f: CursesFile) -> Problems:
    out = _unique("curses", f.curses)
    for i, c in enumerate(f.curses):
        at = f"curses[{i}]"
        out += check_words(at, c)
        if not c.effects:
            out.append((f"{at}.effects", "a curse does something to its level: it has no effect"))
        out += check_effects(f"{at}.effects", c.effects, "curse") + text_problems(at, c.text, c.effects)
        if len(c.short) > SHORT_MAX:  # it stands in for the text on the small card beside a level
            out.append((f"{at}.short", f"expected at most {SHORT_MAX} characters, got {len(c.short)}"))
    return out + _box("curses", "Curse cards", len(f.curses), CURSES, "NC-COMP-02")


# -- across the files ------------------------------------------------------------------------------

SECTIONS = {
    "corp-rooms": "rooms",
    "corp-plots": "plots",
    "corp-bosses": "bosses",
    "corp-characters": "characters",
    "corp-curses": "curses",
}


def vs_types_across(rooms: Any, plots: Any, bosses: Any) -> list[tuple[str, str]]:
    """(field, problem) of plots for a VS ability against a type no monster or boss of the box has."""
    have = {r.type for r in rooms.rooms if r.kind == "monster"} | {b.type for b in bosses.bosses} | {"pony"}
    out: list[tuple[str, str]] = []
    for i, p in enumerate(plots.plots):
        for j, e in enumerate(p.effects):
            if e.kind == "vs" and e.type in MONSTER_TYPES and e.type not in have:
                out.append((f"plots[{i}].effects[{j}].type", f"no monster of the box is a {e.type}"))
    return out


def ids_across(files: list[tuple[Any, str, msgspec.Struct]]) -> list[tuple[Any, str, str]]:
    """(path, field, problem) for every id used in two files: `CorpCards.name` and the saves name a card
    by its id alone, so one id is one card in the whole box."""
    out: list[tuple[Any, str, str]] = []
    first: dict[str, Any] = {}
    for path, section, record in files:
        for i, card in enumerate(getattr(record, section)):
            if card.id in first and first[card.id] != path:
                out.append((path, f"{section}[{i}].id", f"id {card.id!r} is also a card of {first[card.id].name}"))
            first.setdefault(card.id, path)
    return out
