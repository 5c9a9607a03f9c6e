"""The folded combat panel's one line is never cut (play-test r19: "Combat at The Ossuary Pit —
Dungeon..." with its "…" at 1280x800): a smaller letter first, then the place without the kind of
fight, then without the hits."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.rise.content import board
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import table_layout


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_no_fights_strip_is_cut_at_any_window_the_app_allows(screen, monkeypatch, size):
    cut = []
    clip = W._clip

    def watched(text, font, width):
        out = clip(text, font, width)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(W, "_clip", watched)
    surface = pygame.Surface(size)
    for players in (3, 5):
        L = table_layout(size, players)
        side = "small" if players <= 3 else "large"
        for space in board(side).spaces:
            for purpose in W.PURPOSES:
                rec = W.CombatRecord(W._title(side, space.id, purpose), over=True)
                rec.dice.append(W.RolledDie("attacker", "necromancer", 2, 1, True, index=0))
                rec.add_rolls([1])
                rec.land_all()
                W.draw_combat_strip(surface, L.strip, rec, L.scale)
                words = W.strip_words(rec, pygame.Rect(L.strip).w - int(90 * L.scale), L.scale)[1]
                assert space.name in words and "finished" in words
    assert not cut, cut[:3]
