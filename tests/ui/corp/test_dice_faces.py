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


def test_the_shift_and_hit_badges_hide_no_pip(screen):
    """Play-test r24: in the fight window's dice (22 px at 1280x800) a die's shift badge (top left) and
    its hit or miss mark (bottom right) sat over the corner pips: a 2 with a miss read as a blank die, a
    4 moved up by a bonus as a 3. Every pip of the face shown stays whole under its badges, at every
    size the window draws its dice, player's and monster's, hit and missed."""
    for size in (16, 18, 22, 26, 32, 40, 48):
        for monster in (False, True):
            pip = DD.MONSTER_PIP if monster else DD.PIP
            for shown in range(2, 7):
                face = shown - 1 if shown > 2 else 3  # moved: its shift badge drawn
                plain = DD._face(size, shown, monster, False)
                pips = [(x, y) for x in range(size) for y in range(size) if tuple(plain.get_at((x, y)))[:3] == pip]
                assert pips
                for hit in (True, False):
                    surf = pygame.Surface((size + 20, size + 20))
                    surf.fill((0, 0, 0))
                    DD.draw_rolled(surf, pygame.Rect(10, 10, size, size), face, shown, hit, monster=monster)
                    hidden = [p for p in pips if tuple(surf.get_at((p[0] + 10, p[1] + 10)))[:3] != pip]
                    assert not hidden, (size, monster, shown, hit, len(hidden), len(pips))
