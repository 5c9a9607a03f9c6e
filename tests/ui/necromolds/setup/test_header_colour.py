"""The set-up header's 'Player 1 molds an army' in the seat's colour lifted to read on its dark strip."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.ui.kit.panels import LEAST_LIGHT, lightness
from tabletop.ui.necromolds.colours import PLAYER_COLOURS
from tabletop.ui.necromolds.setup import frame


def test_a_dark_seat_colours_words_read_on_the_header(monkeypatch):
    """Play-test: Grave Purple's 'Player 1 molds an army' was purple on the purple header."""
    pygame.init()
    seen = []
    real = frame.look.text

    def spy(kind, size, words, colour, *a, **k):
        seen.append((words, colour))
        return real(kind, size, words, colour, *a, **k)

    monkeypatch.setattr(frame.look, "text", spy)
    purple = PLAYER_COLOURS["Grave Purple"]
    step = SimpleNamespace(
        title=lambda: "Mold your army",  # (the header reads the step's title(): a watched army says whose)
        turn_seat=lambda: 0,
        colours=[purple],
        player_name=lambda seat: "Player 1",
        turn_text=lambda seat: "molds an army",
        bots=(),
        time=0.0,
    )
    frame.draw_header(pygame.Surface((1280, 80)), pygame.Rect(0, 0, 1280, 60), 1.0, step, None, False)
    colour = next(c for w, c in seen if w == "Player 1 molds an army")
    assert lightness(colour) >= LEAST_LIGHT > lightness(purple)
