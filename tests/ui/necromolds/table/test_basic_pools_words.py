"""Basic play's army cards say the fixed combat dice in words ("Melee: 4 dice against 2"), whole
inside the card, at 1280x800 and 960x600: "melee 4v2 · ranged 2v2" was shorthand a newcomer could not
read (play-test r20, ptutor nm01; NM-BASIC-24)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tests.ui.tutorial.conftest import coached, settle


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_nm_basic_24_cards_say_the_basic_dice_in_words(size):
    pygame.init()
    screen = pygame.display.set_mode(size)
    scene = coached(SimpleNamespace(size=size, manager=None), "necromolds/first_battle")
    settle(scene, screen)
    assert not scene.session.state.uses_skills(), "basic play"
    for seat in (0, 1):
        texts = scene.panel_cache._entries[seat][3].texts
        words = [w for _r, _b, w in texts]
        assert not any("v2" in w or "4v" in w for w in words), words
        said = [(r, b, w) for r, b, w in texts if "dice against" in w]
        assert any(w == "Melee: 4 dice against 2" for _r, _b, w in said), words
        for drawn, box, w in said:
            assert box.contains(drawn), f"{w!r} leaves its card at {size}"
