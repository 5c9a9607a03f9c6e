"""First evening (r27 newcomer), NecronomiCORP's first floor finished: the panel offered "Play a real
game" or "Menu", but the table still took moves. "End your turn" was accepted, the top bar said
"Watching: the computer plays", and nothing ever happened again: the other seats play only the script's
actions, and the script had none left. After the last step the table now refuses a move in words that
point at the panel's buttons."""

from __future__ import annotations

import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.tutorial import panel
from tests.ui.tutorial.conftest import button, click, coached, play_through, settle

TID = "corp/first_floor"


def test_a_finished_tutorial_takes_no_move_that_nobody_would_answer_NC_TURN_01(ctx, screen):
    scene = coached(ctx, TID)
    play_through(scene, screen)
    assert scene.script.finished
    played = len(scene.session.actions)
    end = next((pos for label, pos in scene.targets() if label == "End your turn"), None)
    assert end is not None, [label for label, _pos in scene.targets()]
    click(scene, end)
    settle(scene, screen)
    assert len(scene.session.actions) == played, "a move after the last step left the others' turn to nobody"
    assert scene.coach_refusals == 1
    assert not scene.submit(A.EndTurn(seat=0))
    # the panel still leads on, to a real game or the menu
    assert panel._words(scene)[0] == "Tutorial finished"
    assert button(scene, "tut_play") is not None and button(scene, "tut_leave") is not None


def test_the_refusal_names_where_to_go_on():
    from tabletop.ui.tutorial.script import OVER

    assert "real game" in OVER and "menu" in OVER


@pytest.mark.parametrize("tid", ["corp/first_floor", "rise/first_turn", "necromolds/what_next_1_terrain"])
def test_a_finished_tutorials_top_bar_asks_for_no_move(ctx, screen, tid):
    """Rise's top bar still said "Click a lit card in your hand to play it, or Done." under the finished
    panel, a move the table now refuses: it says where to go on instead."""
    from tabletop.ui.tutorial.coach import FINISHED_TOP
    from tests.ui.tutorial import nm_drive
    from tests.ui.tutorial.test_read_steps_top_bar import GESTURE, top_bar

    scene = coached(ctx, tid)
    if tid.startswith("necromolds"):
        nm_drive.play_through(scene, screen)
    else:
        play_through(scene, screen)
    assert scene.script.finished
    words = top_bar(scene)
    assert FINISHED_TOP in words and not GESTURE.search(words), words
