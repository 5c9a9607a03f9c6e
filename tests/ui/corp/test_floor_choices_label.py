"""A card on a floor with several choices, by keys (r28 access, c7.png): its focus label read "1. Take the
Mechanical Keyboard (leave the Silver Award Plaque) / Take the Mechanical Keyboard (leave the Fire Axe)",
almost the window's width, over the room card's name. It now names the card and how many choices Enter
opens ("Mechanical Keyboard: 2 choices (Enter)"), and Enter opens them, each in its own words
(NC-TURN-02, NC-PLOT-08: at two weapons, a pick-up names the one left there)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import Held
from tests.ui.corp.fight_scenes import EMPTY
from tests.ui.corp.test_fight_scene import scene_with
from tests.ui.corp.test_table_keyboard import key, open_choices, settle

SHORT = "Mechanical Keyboard: 2 choices (Enter)"
TAKES = {
    "Pick up the Mechanical Keyboard (leave the Fire Axe)",
    "Pick up the Mechanical Keyboard (leave the Silver Award Plaque)",
}


def _two_handed_by_a_keyboard(ctx):
    """Player 1 in level 1's hallway with two weapons, a Mechanical Keyboard on the floor."""
    scene = scene_with(ctx, [*EMPTY])
    st = scene.session.state
    p = st.players[0]
    p.weapons = [Held(card="fire_axe#1"), Held(card="silver_award_plaque#1")]
    st.areas[p.area()].weapons.append(Held(card="mechanical_keyboard#1"))
    scene._key, scene._view_key = None, ()  # the state was changed by hand: the offer and the view anew
    return scene


def test_a_floor_card_with_two_choices_says_its_name_and_their_count_NC_TURN_02(ctx, screen):
    scene = _two_handed_by_a_keyboard(ctx)
    settle(scene, screen)
    labels = [label for label, _pos in scene.targets()]
    assert SHORT in labels, labels
    assert not any(" / " in label for label in labels), labels
    key(scene, pygame.K_TAB)
    settle(scene, screen)
    assert scene.focus.focus_on(SHORT)
    # in the turn's order still: after the door, before the plaques that take it
    order = [t.label for t in scene.focus.targets if not t.bar]
    assert order.index("Enter a new door") < order.index(SHORT) < min(order.index(t) for t in TAKES), order
    words = f"3. {SHORT}"
    from tabletop.ui import look

    size = int(14 * max(0.5, float(scene.layout.scale)))
    assert look.font("sans_bold", size).size(words)[0] < scene.layout.size[0] // 3


def test_enter_on_it_opens_both_choices_and_takes_the_one_chosen_NC_PLOT_08(ctx, screen):
    scene = _two_handed_by_a_keyboard(ctx)
    settle(scene, screen)
    menu = open_choices(scene, screen, SHORT)
    assert {c.label for c in menu.choices} == TAKES
    first = scene.focus.focused().label
    assert first in TAKES
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    taken = scene.session.actions[-1]
    assert isinstance(taken, A.PickUp) and taken.card == "mechanical_keyboard#1" and taken.drop
    assert [w.card for w in scene.session.state.players[0].weapons].count("mechanical_keyboard#1") == 1
