"""NecronomiCORP's dice as drawn (dice_draw.py)."""

from __future__ import annotations

import pygame

from tabletop.ui.corp.table import dice_draw as DD


def _drawn(face: int, shown: int | None) -> pygame.Surface:
    surf = pygame.Surface((60, 60))
    surf.fill((0, 0, 0))
    DD.draw_face(surf, pygame.Rect(4, 4, 48, 48), face, shown=shown)
    return surf


def test_a_two_lowered_to_one_is_no_skull_only_a_rolled_one_is_NC_ABIL_04(screen):
    """Play-test: a drawback took a 2 to 1 and the die showed a skull, so the all-skulls discard seemed
    wrongly skipped; skulls are never modified (NC-ABIL-04): a rolled 1 is the skull, a lowered 1 a pip."""
    skull, lowered, two = _drawn(1, 1), _drawn(2, 1), _drawn(2, 2)
    as_bytes = lambda s: pygame.image.tobytes(s, "RGB")  # noqa: E731
    assert as_bytes(lowered) != as_bytes(skull)
    # the lowered die's face is the one-pip face (its -1 badge beside), not two pips
    one_pip = pygame.Surface((60, 60))
    one_pip.fill((0, 0, 0))
    one_pip.blit(DD._face(48, 1, False, False, skull=False), (4, 4))
    assert lowered.get_at((28, 28)) == one_pip.get_at((28, 28))
    assert as_bytes(lowered) != as_bytes(two)
