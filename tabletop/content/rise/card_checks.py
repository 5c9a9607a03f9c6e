"""Rise of the Necromancers card checks, run by `tabletop check-content` and the loader: the box's
counts and the rulebook's printed names and numbers, each effect in the vocabulary with its
parameters in range, printed text matching the effects' words, costs, powers, the balance bands,
and card ids unique across the decks (`check_across`). tabletop/content/rise/cards.py registers
them with its content kinds and re-exports them."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

from tabletop.content.rise.card_records import (
    _DECKS,
    CARD_KINDS,
    COLOURS,
    MINIONS,
    ONCE_KINDS,
    PARAMS,
    QUEST_KINDS,
    SPEC,
    SPELL_KINDS,
    STOCK,
    TREASURE_KINDS,
    ApprenticesFile,
    Cost,
    DungeonsFile,
    Effect,
    HeadmastersFile,
    ItemsFile,
    MinionsFile,
    NecromancersFile,
    SpellsFile,
    SuppliesFile,
    strength,
)
from tabletop.content.rise.card_wording import card_text, describe_all

# -- checks ----------------------------------------------------------------------------------

Problems = list[tuple[str, str]]
ID_PATTERN = re.compile(r"^[a-z0-9_]{1,40}$")
POWER = (1, 6)  # a power die's faces (RN-COMBAT-04)
MAX_ATTACKS = 6
MAX_EFFECTS = 4
MAX_CARD_COST = 4  # resources and corpses on one card
TEXT_MAX = 400
# A card in the hand shows its name whole in two lines of its title band on the smallest card (eight
# in hand at 1280x800, 76 px wide): at most 22 characters and no word over 13 (the box's longest,
# "Gravedigger's"). Tested against the drawing in tests/ui/rise/test_newcomer_table.py (issue 22:
# lengths come from what the screens can show, or a mod's long name is cut on the card).
HAND_NAME_MAX = 22
HAND_WORD_MAX = 13
HAND_KINDS = ("necromancers", "apprentices", "items")

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


def _hand_name(p: Problems, where: str, name: str) -> None:
    """A name a hand card can show whole (see HAND_NAME_MAX)."""
    if len(name) > HAND_NAME_MAX:
        p.append((where, f"a card in the hand shows at most {HAND_NAME_MAX} characters of name, got {len(name)}"))
    long_words = [w for w in name.split() if len(w) > HAND_WORD_MAX]
    if long_words:
        p.append((where, f"a word of a card's name fits {HAND_WORD_MAX} characters on the card, got {long_words[0]!r}"))


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
        if key in HAND_KINDS:
            _hand_name(p, f"{where}.name", card.name)
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
