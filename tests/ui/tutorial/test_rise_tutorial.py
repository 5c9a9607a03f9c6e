"""Rise's first turn and first fight, played through its coached table with the mouse: a Necromancer
and an Apprentice played (RN-PLAY, RN-NEC-02), a Zombie raised (RN-RAISE), moves (RN-MOVE), the
Troll Chieftain with Combat Example 1's printed dice (RN-EXDUNG-01..04), then a City taken
(RN-CITY, RN-DOM)."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.ui.tutorial import progress
from tests.ui.tutorial.conftest import click, coached, play_through, settle

TID = "rise/first_turn"


def test_the_first_turn_and_fight_end_to_end_by_the_tables_clicks_RN_EXDUNG_04(ctx, screen):
    """Every step done by clicking what it lights; the Troll's fight falls as the rulebook prints it."""
    scene = coached(ctx, TID)
    play_through(scene, screen)
    assert scene.script.finished and scene.coach_refusals == 0
    mine = [a for a in scene.session.actions if a.seat == 0]
    assert [type(a).__name__ for a in mine] == [
        "PlayCard", "Move", "PlayCard", "Raise", "Move", "EndRaise", "Move", "EndPlay", "Raise", "Move",
    ]  # fmt: skip
    lines = [line.text for line in scene.log_lines()]
    # RN-EXDUNG-04: the Apprentice rolls 4 and the Necromancer 3 (misses), the Troll 2 and 3 (one wound)
    assert "Player 1's Gravedigger rolls 4: miss." in lines
    assert "Player 1's Necromancer rolls 3: miss." in lines
    assert "Troll Chieftain rolls 2 and 3: one wound." in lines
    assert "Player 1's Gravedigger takes a wound and is removed." in lines  # the wound on the Apprentice
    p = scene.session.state.players[0]
    assert p.apprentice is None and p.army["zombie"] == 2
    st = scene.session.state
    assert st.dominion["duskhaven"].seat == 0 and st.dominion["duskhaven"].count == 2  # the City taken
    assert not st.forced and progress.place(TID).done
    # found in a real window: a tall step's panel reached under the log's box, whose summary is drawn
    # over the table and hid Next
    log_top = int(0.82 * screen.get_height())
    assert all(r.bottom <= log_top for r in scene.panels_seen), [r for r in scene.panels_seen if r.bottom > log_top]


def test_a_wrong_move_is_refused_with_the_hint_RN_MOVE(ctx, screen):
    """Moving anywhere but the Land the step names is refused with its hint; nothing moves."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=2)
    settle(scene, screen)
    step = scene.script.step
    assert step.expect == {"type": "move", "to": "crowfoot_moor"}
    wrong = [pos for label, pos in scene.targets() if label == "space mudwick"]
    n = len(scene.session.actions)
    click(scene, wrong[0])
    assert len(scene.session.actions) == n and scene.session.state.players[0].space == "valley"
    assert scene.coach_refusals == 1 and scene.toast[0] == step.hint
    assert not any(isinstance(a, A.Move) and a.seat == 0 for a in scene.session.actions)


def test_the_last_steps_buttons_stand_side_by_side_in_the_narrow_panel(ctx, screen):
    """Found in a real window: on the Rise table's narrow panel "Play a real game" overlapped Menu."""
    scene = coached(ctx, TID)
    play_through(scene, screen)
    play, menu = scene.coach_buttons.get("tut_play"), scene.coach_buttons.get("tut_leave")
    assert play is not None and menu is not None and menu.label == "Menu"
    assert not play.rect.colliderect(menu.rect) and scene.coach_rect.contains(play.rect.union(menu.rect))
