"""A Dungeon quest's card and die in the combat panel (play-test r19: the Pit Trap, a quest with no
choice, was drawn and rolled within the move into the Dungeon; the Necromancer died and the next
player was already moving, told only in the log). RN-DUNG-07 (a quest's steps), RN-DUNG-08 (its test)."""

from __future__ import annotations

import pytest

from tabletop.games.rise import events as E
from tabletop.ui.bot_driver import BotDriver
from tests.ui.tutorial.conftest import click  # a mouse's click: it waits out the click guard


@pytest.fixture
def at_the_cellar(ctx, screen):
    """Player 1 about to move (the move_reach scenario), the Pit Trap on top of the Dungeon deck, the
    computer playing on."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "move_reach")
    st = scene.session.state
    st.dungeon_deck.remove("pit_trap")
    st.dungeon_deck.insert(0, "pit_trap")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)
    scene.update(1 / 60)
    return scene


def test_a_quest_with_no_choice_shows_its_card_and_die_before_play_goes_on_RN_DUNG_07(at_the_cellar, screen):
    scene = at_the_cellar
    n = len(scene.session.actions)
    click(scene, dict(scene.targets())["space lich_s_cellar"])
    assert len(scene.session.actions) == n + 1
    rec = scene.combat
    assert rec is not None and rec.over, "the quest's panel is up"
    assert "Pit Trap" in rec.title and "The Lich's Cellar" in rec.title
    assert rec.lines[0].startswith("Pit Trap: Roll a die: 2 or less passes")
    test = next(ev.record for batch in scene.log.batches[-1:] for ev in batch if isinstance(ev.record, E.QuestTest))
    (die,) = rec.dice
    assert (die.power, die.roll, die.hit) == (2, test.roll, test.passed)
    assert rec.rolling and rec.lines_shown == 1  # the card is read while the die tumbles
    scene.draw(screen)
    for _ in range(8):  # the die in the air: nobody plays on
        scene.update(0.05)
    assert len(scene.session.actions) == n + 1 and scene.busy()
    for _ in range(20):
        scene.update(0.1)
    assert not rec.rolling and rec.lines_shown == len(rec.lines)
    words = "succeeds in the Dungeon (Pit Trap)" if test.passed else "dies and returns to the Valley of Souls"
    assert words in rec.result
    assert scene.busy()  # the result stays up a moment for the person who rolled it
    scene.draw(screen)
