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

The vocabulary's words and the records are in card_records.py, the wording in card_wording.py and
the checks in card_checks.py; this module re-exports them (`name as name`), registers the content
kinds, and loads the cards for the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tabletop.content.registry import ContentKind, register, register_cross_check
from tabletop.content.rise.card_checks import BOX as BOX
from tabletop.content.rise.card_checks import DOMINION_PER_COLOUR as DOMINION_PER_COLOUR
from tabletop.content.rise.card_checks import ID_PATTERN as ID_PATTERN
from tabletop.content.rise.card_checks import LEVELS as LEVELS
from tabletop.content.rise.card_checks import MAX_ATTACKS as MAX_ATTACKS
from tabletop.content.rise.card_checks import MAX_CARD_COST as MAX_CARD_COST
from tabletop.content.rise.card_checks import MAX_EFFECTS as MAX_EFFECTS
from tabletop.content.rise.card_checks import PLAYER_COLOURS as PLAYER_COLOURS
from tabletop.content.rise.card_checks import POWER as POWER
from tabletop.content.rise.card_checks import PRINTED_ITEMS as PRINTED_ITEMS
from tabletop.content.rise.card_checks import PRINTED_MINIONS as PRINTED_MINIONS
from tabletop.content.rise.card_checks import SPELL_NAMES as SPELL_NAMES
from tabletop.content.rise.card_checks import SPELL_TIMING as SPELL_TIMING
from tabletop.content.rise.card_checks import SUPPLY as SUPPLY
from tabletop.content.rise.card_checks import TEXT_MAX as TEXT_MAX
from tabletop.content.rise.card_checks import Problems as Problems
from tabletop.content.rise.card_checks import _stronger as _stronger
from tabletop.content.rise.card_checks import (
    check_across,
    check_apprentices,
    check_dungeons,
    check_headmasters,
    check_items,
    check_minions,
    check_necromancers,
    check_spells,
    check_supplies,
)
from tabletop.content.rise.card_checks import check_cost as check_cost
from tabletop.content.rise.card_checks import check_effect as check_effect
from tabletop.content.rise.card_checks import check_effects as check_effects
from tabletop.content.rise.card_checks import check_power as check_power
from tabletop.content.rise.card_checks import check_text as check_text
from tabletop.content.rise.card_records import (
    _DECKS,
    MINIONS,
    Apprentice,
    ApprenticesFile,
    DungeonCard,
    DungeonsFile,
    Effect,
    Headmaster,
    HeadmastersFile,
    Item,
    ItemsFile,
    Minion,
    MinionsFile,
    Necromancer,
    NecromancersFile,
    Spell,
    SpellsFile,
    SuppliesFile,
)
from tabletop.content.rise.card_records import ACADEMIES as ACADEMIES
from tabletop.content.rise.card_records import CARD_KINDS as CARD_KINDS
from tabletop.content.rise.card_records import COLOURS as COLOURS
from tabletop.content.rise.card_records import COMBAT_KINDS as COMBAT_KINDS
from tabletop.content.rise.card_records import CORPSES as CORPSES
from tabletop.content.rise.card_records import KINDS as KINDS
from tabletop.content.rise.card_records import MOVE_KINDS as MOVE_KINDS
from tabletop.content.rise.card_records import ONCE_KINDS as ONCE_KINDS
from tabletop.content.rise.card_records import PARAMS as PARAMS
from tabletop.content.rise.card_records import QUEST_KINDS as QUEST_KINDS
from tabletop.content.rise.card_records import RESOURCES as RESOURCES
from tabletop.content.rise.card_records import SPEC as SPEC
from tabletop.content.rise.card_records import SPELL_KINDS as SPELL_KINDS
from tabletop.content.rise.card_records import STOCK as STOCK
from tabletop.content.rise.card_records import TREASURE_KINDS as TREASURE_KINDS
from tabletop.content.rise.card_records import UNITS as UNITS
from tabletop.content.rise.card_records import WHEN as WHEN
from tabletop.content.rise.card_records import WHERE as WHERE
from tabletop.content.rise.card_records import Colour as Colour
from tabletop.content.rise.card_records import Cost as Cost
from tabletop.content.rise.card_records import PlayerBoard as PlayerBoard
from tabletop.content.rise.card_records import PlayerColour as PlayerColour
from tabletop.content.rise.card_records import SpellLevel as SpellLevel
from tabletop.content.rise.card_records import Struct as Struct
from tabletop.content.rise.card_records import academy_weight as academy_weight
from tabletop.content.rise.card_records import effect_value as effect_value
from tabletop.content.rise.card_records import strength as strength
from tabletop.content.rise.card_wording import card_text as card_text
from tabletop.content.rise.card_wording import describe as describe
from tabletop.content.rise.card_wording import describe_all as describe_all

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


KIND_NAMES = tuple(n for n, _ in _DECKS) + ("rise-minions", "rise-supplies")


def load_game_content(overlay=None) -> Cards:
    """The cards as the engine reads them, checked as `tabletop check-content` checks them; a
    ContentError (the first problem, with a count of the rest) if anything is refused."""
    from tabletop.content.registry import gather

    found = gather(overlay, only=KIND_NAMES)
    found.refuse()
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
