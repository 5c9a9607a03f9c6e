"""The engine's refusal reasons as the table shows them: a sentence starts with a capital.

The engine words its reasons itself (edges by name, plurals that agree, names not ids)."""

from __future__ import annotations


def reason(text: str) -> str:
    """A refusal as a player reads it: 'The base must touch your green border (the top edge)'."""
    return text[:1].upper() + text[1:]


# the rulebook's own words for each mode (More Ways to Play; Advanced Play's additions)
MODE_TIPS = {
    "basic": "Basic: a very simple game for young players: every monster is the same, no spellbooks",
    "standard": "Standard: the rulebook's game: spellbooks, command dice on their slots, terrain",
    "advanced": "Advanced: the standard game and Weakening Command, Rerolling Commands, Gem Rage and Support Skills",
}
