"""The fight window's letters (fight_draw.py and the dice box, dice_box.py): a line of text drawn from an
image made once, a line's size fitted to its room, the inks of the fight's lines, a character's name, and
why a monster attacks whom."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.ui import look

STYLE_INK = {"line": look.BONE, "ability": look.AMBER, "plot": (150, 200, 240), "result": (140, 220, 130)}
WHY = {
    "wounded": "the last to wound it",
    "entered": "the last to come in",
    "all": "it attacks everyone",
    "": "",
}


@lru_cache(maxsize=1024)
def _text_image(kind: str, size: int, words: str, colour: tuple, shadow: bool) -> pygame.Surface:
    return look.text(kind, max(6, int(size)), words, colour, shadow=shadow)


def text(surface, kind, size, words, pos, colour=look.BONE, anchor="topleft", shadow=True) -> pygame.Rect:
    """A line of text anchored at pos (its image made once: the window redraws every frame)."""
    img = _text_image(kind, int(size), str(words), tuple(colour), shadow)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def _char(view, seat: int) -> str:
    return view.cards.name(view.state.players[seat].character)


def _fit(label: str, kind: str, size: int, room: int) -> int:
    while size > 8 and look.font(kind, size).size(label)[0] > room:
        size -= 1
    return size


def _first_fitting(labels: list[str], kind: str, size: int, room: int, least: int = 8) -> tuple[str, int]:
    """The first of `labels` (longest first) that fits `room` at some letter size down to `least` (8 at
    the least), with that size; the last of them, down to 8, when none does."""
    for label in labels[:-1]:
        got = _fit(label, kind, size, room)
        if got >= least and look.font(kind, got).size(label)[0] <= room:
            return label, got
    return labels[-1], _fit(labels[-1], kind, size, room)
