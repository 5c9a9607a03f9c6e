"""The words of the NecronomiCORP effect vocabulary: `describe(effect)` is the sentence (or the clause)
that says what an effect of records.SPEC does, in the meaning SPEC's comments give it. A card's text
must hold the words of each of its effects (checks.text_problems), so a card never says less or other
than what the engine does; it may add words around them ("Hardness:", who "it" is). `weapon_line`
is the line a weapon's text starts with: its dice, hands, range and uses (NC-PLOT-10..13)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.content.corp.records import Effect, Plot

PLURAL = {"pony": "ponies"}  # every other monster type takes an s
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _s(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _bonus(n: int) -> str:
    return f"a +{n} bonus" if n >= 0 else f"a {n} drawback"


def types(type_: str) -> str:
    """A monster type in the plural, as a VS weapon names it ("vampires", "ponies")."""
    return PLURAL.get(type_, f"{type_}s")


WORDS: dict[str, Callable[[Effect], str]] = {
    # monster and boss abilities
    "hardness": lambda e: "each attack roll's damage to it is 1 less",
    "heal_per_skull": lambda e: "it heals one damage for each skull on the result",
    "reveal_damage": lambda e: f"When revealed, you take {e.amount} damage.",
    "reveal_disarm": lambda e: "When revealed, you drop your first carried weapon to the floor.",
    "summon": lambda e: "When revealed, the next Room card of this level joins the fight if it is a monster",
    "attack_bonus": lambda e: f"Its attack dice get {_bonus(e.amount)}.",
    "regenerate": lambda e: f"Before each of its attacks it heals {e.amount}.",
    "ranged_proof": lambda e: "Ranged attacks deal it no damage.",
    "attacks_all": lambda e: "Its attack rolls against every fighter in the room",
    "death_damage": lambda e: f"When it dies, whoever killed it takes {e.amount} damage.",
    "vanish": lambda e: "After its first attack it vanishes",
    "contagion": lambda e: "a character it kills comes back infected",
    "zombie_shield": lambda e: f"shielded by {_s(e.count, 'zombie')} of {e.life} life",
    "hard_to_escape": lambda e: f"Escape dice against it get a -{e.amount} drawback.",
    "life_per_survivor": lambda e: (
        f"+{e.amount} life for each surviving player beyond {NUMBERS.get(e.beyond, e.beyond)}"
    ),
    # weapon abilities
    "vs": lambda e: f"+{e.dice}D against {types(e.type)}",
    "one_handed_drawback": lambda e: f"as if it were a one-handed weapon with a -{e.amount} drawback",
    "all_in": lambda e: (
        f"before declaring an attack you may go all in: roll exactly {e.dice} dice with this weapon alone"
        + ("; then discard it" if e.breaks else "")
    ),
    "weapon_bonus": lambda e: f"Its dice get a +{e.amount} bonus.",
    # items
    "heal": lambda e: f"Discard: a character in your area heals {e.amount}.",
    "revive": lambda e: f"Discard: a dead character in your area comes back with {e.life} life.",
    "auto_escape": lambda e: "you escape without rolling (not from a boss)",
    "extra_dice": lambda e: f"Discard: your next attack roll this fight has +{e.dice}D.",
    "armor": lambda e: f"While you carry it, each monster attack on you deals {e.amount} less damage.",
    "peek_rooms": lambda e: (
        f"Discard: look at the top {_s(e.count, 'Room card') if e.count > 1 else 'Room card'} of your level (you alone)."
    ),
    "boss_peek": lambda e: "Discard on the top floor: look at the Final Boss behind the door.",
    "recharge": lambda e: f"Discard: put {_s(e.amount, 'charge token')} on a weapon with a use number.",
    "lucky": lambda e: f"While you carry it, all your attack dice get a +{e.amount} bonus.",
    # events
    "vending": lambda e: (
        f"A vending machine with {e.tokens} tokens stays in this room: anyone here may spend a token to heal {e.heal}."
    ),
    "boom": lambda e: f"Everyone in your area takes {e.amount} damage.",
    "still_alive": lambda e: "The last monster killed on this level comes back whole and fights you here.",
    "to_hallway": lambda e: "Go to the hallway of your level.",
    "wandering": lambda e: "A monster from this level's discard pile is shuffled back into its Room stack, undamaged.",
    "heal_all": lambda e: f"Everyone in your area heals {e.amount}.",
    "draw_more": lambda e: (
        f"Draw {_s(e.count, 'more Plot card') if e.count > 1 else '1 more Plot card'}, one at a time."
    ),
    "drain": lambda e: "Every weapon you carry with charge tokens loses one.",
    # traumas
    "thanophobia": lambda e: "your first response must be to try to escape",
    "pony": lambda e: "Every monster you fight is a pony",
    "drawback": lambda e: f"All your attack dice get a -{e.amount} drawback.",
    "fewer_dice": lambda e: f"Your attack rolls have -{e.dice}D (never below the base die).",
    "no_help": lambda e: "You cannot ask for help.",
    "frail": lambda e: f"Your life can never be above your character's life minus {e.amount}.",
    "one_hand": lambda e: "You attack with one hand only.",
    # curses (the level the curse points at)
    "level_bonus": lambda e: f"Monsters on this level get a +{e.amount} bonus on their attack dice.",
    "level_menace": lambda e: f"Monsters on this level roll +{e.dice}D.",
    "level_escape": lambda e: f"Escape dice on this level get a -{e.amount} drawback.",
    "level_no_help": lambda e: "Nobody may ask for help on this level.",
    "level_door_damage": lambda e: f"Opening a new door on this level costs the opener {e.amount} life.",
    "level_no_ranged": lambda e: "No ranged attacks on this level.",
    "level_regenerate": lambda e: f"Monsters on this level heal {e.amount} before each of their attacks.",
    # special characters' skills
    "fist_dice": lambda e: f"Each of your fists rolls +{e.dice}D.",
    "escape_bonus": lambda e: f"Your escape die gets a +{e.amount} bonus.",
    "ranged_bonus": lambda e: f"Your ranged weapons' dice get a +{e.amount} bonus.",
    "medic": lambda e: f"At the beginning of your turn, a character in your area heals {e.amount}.",
}


def describe(effect: Effect) -> str:
    """The words that say what `effect` does (its kind must be one of SPEC's)."""
    return WORDS[effect.kind](effect)


def weapon_line(p: Plot) -> str:
    """A weapon's numbers in words: "+2D, two-handed, melee." or "+1D, one-handed, ranged, 4 uses."."""
    hands = "one-handed" if p.hands == 1 else "two-handed"
    uses = f", {_s(p.uses, 'use')}" if p.uses else ""
    return f"+{p.dice}D, {hands}, {p.range}{uses}."
