"""A sheet's chip with several choices, by keys (r29 corpui, "Found, not fixed"): a hurt player's First-Aid
Kit chip was labelled "Use the First-Aid Kit on yourself (+1 life) / Drop the First-Aid Kit", both choices
joined, as a floor card's were before r29. It now reads as a floor card's does, "First-Aid Kit: 2 choices
(Enter)", and Enter opens both, each in its own words (NC-TURN-02: a use of an item; NC-TURN-03: a drop)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import key_path
from tests.ui.corp.conftest import table
from tests.ui.corp.test_table_keyboard import key, open_choices, settle

SHORT = "First-Aid Kit: 2 choices (Enter)"
USE = "Use the First-Aid Kit on yourself (+3 life)"
BOTH = {USE, "Drop the First-Aid Kit"}


def _hurt_with_a_kit(ctx, screen):
    """A solo table (seed 3: the First-Aid Kit in hand), the player 3 life short."""
    scene = table(ctx, {"players": 1}, 3, bots=set())
    settle(scene, screen)
    scene.session.state.players[0].life -= 3  # hurt: the kit may be used, or dropped
    scene._key = scene._view_key = ()
    settle(scene, screen)
    return scene


def test_a_sheet_chip_with_two_choices_says_its_name_and_their_count_NC_TURN_02(ctx, screen):
    scene = _hurt_with_a_kit(ctx, screen)
    labels = [label for label, _pos in scene.targets()]
    assert SHORT in labels, labels
    assert not any(" / " in label for label in labels), labels
    chip = next(t for t in key_path.targets(scene) if t.label == SHORT)
    assert chip.box is not None and chip.says  # ringed on its chip; its label gives way where no spot is clear


def test_enter_on_the_chip_opens_both_choices_and_does_the_one_chosen_NC_TURN_02(ctx, screen):
    scene = _hurt_with_a_kit(ctx, screen)
    menu = open_choices(scene, screen, SHORT)
    assert {c.label for c in menu.choices} == BOTH
    while scene.focus.focused().label != USE:
        key(scene, pygame.K_TAB)
        settle(scene, screen, frames=1)
    life = scene.session.state.players[0].life
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert isinstance(scene.session.actions[-1], A.UseItem)
    assert scene.session.state.players[0].life == life + 3
