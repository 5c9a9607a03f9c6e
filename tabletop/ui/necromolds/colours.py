"""The colours a Necromolds player may choose on the new-game screen, by name (the set-up screens and the
table draw with them; a leaf module, so the set-up drawing need not import the new-game screen)."""

from __future__ import annotations

from tabletop.ui import look

PLAYER_COLOURS: dict[str, tuple[int, int, int]] = {
    "Candle Amber": look.AMBER,
    "Moss Green": look.MOSS,
    "Bone White": look.BONE,
    "Grave Purple": (150, 96, 196),
    "Ember Red": look.EMBER,
    "Ghost Blue": (110, 160, 200),
}
