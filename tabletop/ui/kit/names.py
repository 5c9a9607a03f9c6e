"""How the screens name a seat: the one place that words it.

The platform's name for a seat ("Player 2", `core.protocol.player_name`, which the engines' words use
too) with what only the app knows: who is the computer, and the seat's colour where a game gives its
players colours ("Player 2 (Red, computer)").
"""

from __future__ import annotations

from collections.abc import Container

from tabletop.core.protocol import player_name


def seat_name(seat: int, bots: Container[int] = (), colour: str = "") -> str:
    """'Player 2', 'Player 2 (computer)', 'Player 2 (Red)' or 'Player 2 (Red, computer)'."""
    notes = [n for n in (colour.title() if colour else "", "computer" if seat in bots else "") if n]
    return player_name(seat) + (f" ({', '.join(notes)})" if notes else "")
