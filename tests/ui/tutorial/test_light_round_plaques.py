"""The tutorial's light on a plaque it asks to press goes round the plaque, never through its words
(play-test r24, Rise's tutorial at 150 %: the ring sat on 'Play Bone Collector' and hid its 'o', as the
keyboard's ring once cut 'Play Butch◯r of Haldor')."""

from __future__ import annotations

import pygame

from tabletop.ui.tutorial import panel
from tests.ui.tutorial.conftest import click, coached, play_through, settle

TID = "rise/first_turn"


def _lit_plaques(scene):
    return [b for t in scene.lit if t[0] == "click" and (b := scene.buttons.at(t[1])) is not None]


def test_a_lit_plaques_words_are_not_crossed_by_the_light_RN_PLAY_03(ctx, screen):
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=1)  # step 2: play a card (RN-PLAY-03)
    plaques = []
    for _ in range(3):  # the card first, then the question's plaque that plays it
        settle(scene, screen)
        plaques = _lit_plaques(scene)
        if plaques:
            break
        click(scene, scene.lit[0][1])
    assert plaques, "the step lights the plaque that plays the card"
    for t in (0.0, 0.2, 0.4, 0.6):  # the light pulses: every size of it
        scene.t = t
        scene.draw(screen)
        for b in plaques:
            inside = pygame.Rect(b.rect).inflate(-6, -6)
            lit = [
                (x, y)
                for x in range(inside.left, inside.right)
                for y in range(inside.top, inside.bottom)
                if tuple(screen.get_at((x, y)))[:3] == panel.LIGHT
            ]
            assert not lit, f"the light crosses {b.label!r} at {lit[:3]}"
