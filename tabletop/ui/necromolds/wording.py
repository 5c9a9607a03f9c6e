"""The engine's refusal reasons as the table shows them: a sentence starts with a capital.

The engine words its reasons itself (edges by name, plurals that agree, names not ids)."""

from __future__ import annotations


def reason(text: str) -> str:
    """A refusal as a player reads it: 'The base must touch your green border (the top edge)'."""
    return text[:1].upper() + text[1:]
