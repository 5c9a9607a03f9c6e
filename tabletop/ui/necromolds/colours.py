"""The colours a Necromolds player may choose on the new-game screen, by name (the set-up screens and the
table draw with them; a leaf module, so the set-up drawing need not import the new-game screen).

They are slots of the one player palette (tabletop/ui/palette.py, colour-blind safe); the RGB here is
what saves keep, and the tables paint it in the palette the player chose (palette.shown)."""

from __future__ import annotations

from tabletop.ui import palette

PLAYER_COLOURS: dict[str, tuple[int, int, int]] = {
    name: palette.standard(slot)
    for name, slot in zip(
        ("Candle Amber", "Moss Green", "Bone White", "Grave Purple", "Ember Red", "Ghost Blue"),
        palette.GAME_SLOTS["necromolds"],
        strict=True,
    )
}
