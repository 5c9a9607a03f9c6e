"""The Rise table's paint, one set for every screen that shows it: the colour of each kind of space and
Academy (the board in play, the new-game preview), and the icon of each resource and corpse (the cards'
costs, the Player boards, a City's tax, the rules summary's legend), each good one icon and one name
(GOOD_NAMES, the rulebook's). Issue 21: a cost icon named nowhere left a newcomer stuck for nine rounds.
"""

from __future__ import annotations

import pygame

from tabletop.content.rise.board import ACADEMIES, GOOD_NAMES

# Academies by colour. Decay is a deep emerald and Land an olive, so the two greens never pass for each other.
ACADEMY_RGB = {"green": (34, 140, 96), "bone": (222, 210, 178), "red": (170, 44, 40), "blue": (66, 108, 190)}
KIND_RGB = {
    "valley": (64, 32, 84),
    "land": (122, 130, 64),
    "dungeon": (74, 66, 62),
    "library": (98, 104, 124),  # a grey slate, far from the Academy of Mist's blue (play-test r19: too close)
    "workshop": (146, 104, 60),
    "city": (156, 146, 126),
}
GOOD_RGB = {
    "ichor": (160, 40, 60),
    "dark_water": (40, 70, 150),
    "scroll": (220, 200, 150),
    "lesser_corpse": (190, 180, 160),
    "greater_corpse": (110, 100, 90),
}
GOODS = tuple(GOOD_RGB)  # the order the Player board and the legend list them in
INK = (20, 14, 12)
BONE_WHITE = (250, 244, 230)


def space_rgb(space) -> tuple:
    """The paint of a space by its kind (an Academy in its colour)."""
    if space.kind == "academy":
        return ACADEMY_RGB.get(ACADEMIES.get(space.academy, ""), (120, 120, 120))
    return KIND_RGB.get(space.kind, (120, 120, 120))


def good_name(good: str) -> str:
    """The rulebook's name of a good ('Greater corpse')."""
    return GOOD_NAMES.get(good, good.replace("_", " "))


def _lighter(c, k: float) -> tuple:
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def draw_good(surface, centre, rad: int, good: str, shadow: bool = True) -> None:
    """A good's icon: a token of its colour; a corpse carries a bone (a Greater corpse two, crossed),
    a resource a glint. The same icon on cards, Player boards, City taxes and the rules summary."""
    x, y = int(centre[0]), int(centre[1])
    rad = max(3, int(rad))
    colour = GOOD_RGB.get(good, (150, 150, 150))
    if shadow:
        pygame.draw.circle(surface, (16, 10, 8), (x + 1, y + 2), rad)
    pygame.draw.circle(surface, colour, (x, y), rad)
    pygame.draw.circle(surface, INK, (x, y), rad, 1)
    width = max(1, rad // 4)
    arm = max(2, rad // 2)
    if good == "greater_corpse":
        pygame.draw.line(surface, BONE_WHITE, (x - arm, y - arm), (x + arm, y + arm), width)
        pygame.draw.line(surface, BONE_WHITE, (x - arm, y + arm), (x + arm, y - arm), width)
    elif good.endswith("corpse"):
        pygame.draw.line(surface, INK, (x - arm, y), (x + arm, y), width)
    else:
        pygame.draw.circle(surface, _lighter(colour, 0.5), (x - rad // 3, y - rad // 3), max(1, rad // 3))
