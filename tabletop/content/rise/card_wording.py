"""Rise of the Necromancers card wording: how each effect of the vocabulary is said on the table
(`describe`, `describe_all`) and the text a card must print, built from its effects (`card_text`);
tabletop/content/rise/cards.py re-exports them and its checks hold every card's text to them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.content.rise.card_records import MINIONS, DungeonCard, Effect

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
