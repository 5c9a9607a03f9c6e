"""The last fight's panel once the next turn is under way (play-test r17: it stayed docked, shrinking the
board, through the other player's whole turn): it folds to its strip, its Show button there. The
person's own last decision and the top bar while the dice land: tests/ui/tutorial/test_rise_tutorial.py."""

from __future__ import annotations

import pytest

from tabletop.ui.bot_driver import BotDriver
from tests.ui.tutorial.conftest import click  # a mouse's click: it waits out the click guard


@pytest.fixture
def city_fight(ctx, screen):
    """The city_combat scenario (Player 1 attacks a City, round 20) with the computer playing on."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "city_combat")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)  # the scenario's still picture has none
    scene.update(1 / 60)
    return scene


def _press(scene, label: str) -> None:
    pos = dict(scene.targets())[label]
    click(scene, pos)


def _fight_to_its_end(scene):
    """Play the fight on (the person takes the first choice offered) until it is over; its record."""
    for _ in range(80):
        rec = scene.combat
        if rec is not None and rec.over:
            return rec
        if rec is not None:
            rec.land_all()
        labels = [label for label, _pos in scene.targets() if not label.startswith("Close")]
        if labels and scene.acting_seat() is not None:
            _press(scene, labels[0])
        else:
            scene.update(0.5)
    raise AssertionError("the fight did not end")


def test_the_last_fight_folds_away_once_the_next_turn_is_under_way(city_fight, screen):
    """The computer's first action of the next turn folds the finished fight to its strip (the whole
    board again), with Show to open it; it does not fold it again once shown; the person's next action
    closes it."""
    scene = city_fight
    rec = _fight_to_its_end(scene)
    st = scene.session.state
    assert (st.round, st.turn.seat) != rec.ended_in  # the fight's turn is over
    assert scene.docked() and not scene.combat_min  # the result up while the computer waits
    n = len(scene.session.actions)
    for _ in range(40):  # the computer waits out the result's moment, then plays
        scene.update(0.5)
        if len(scene.session.actions) > n:
            break
    assert len(scene.session.actions) > n and scene.session.actions[-1].seat != 0
    assert scene.combat is rec and scene.combat_min and not scene.docked()
    show = next(b for b in scene.buttons if b.key == "dock")
    assert show.label == "Show"
    scene.draw(screen)
    click(scene, show.rect.center)
    assert scene.docked()
    n = len(scene.session.actions)
    for _ in range(60):  # shown again: the computer's further actions leave it open
        scene.update(0.5)
        if scene.acting_seat() == 0:
            break
    assert len(scene.session.actions) > n and scene.combat is rec and scene.docked()
    labels = [label for label, _pos in scene.targets() if not label.startswith("Close")]
    _press(scene, labels[0])  # the person moves on: the fight is put away
    assert scene.combat is None or scene.combat is not rec
