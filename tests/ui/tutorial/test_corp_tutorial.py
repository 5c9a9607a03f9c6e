"""NecronomiCORP's first floor, played through its coached table with the mouse: a door opened
(NC-TURN-07), a weapon picked up from the floor (NC-TURN-02, NC-ROOM-03), a monster answered with a
fist and a weapon (NC-RESP-05, NC-RESP-13), help asked and given (NC-RESP-14/15), the Exit found
(NC-ROOM-01); a wrong gesture refused with the step's hint; left and resumed."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.tutorial import progress
from tests.ui.tutorial.conftest import button, click, coached, do_step, play_through, settle

TID = "corp/first_floor"


def test_the_first_floor_end_to_end_by_the_tables_clicks_NC_RESP_05_NC_RESP_14(ctx, screen):
    """Every step done by clicking what it lights; the game follows the rulebook's first floor."""
    scene = coached(ctx, TID)
    play_through(scene, screen)
    assert scene.script.finished and scene.coach_refusals == 0
    acts = scene.session.actions
    mine = [a for a in acts if a.seat == 0]
    assert [type(a) for a in mine] == [
        A.EnterRoom, A.EndTurn, A.Claim, A.LeaveRoom, A.EndTurn, A.EnterRoom, A.Attack, A.AskHelp,
        A.EndTurn, A.LeaveRoom, A.EndTurn, A.EnterRoom,
    ]  # fmt: skip
    attack = next(a for a in mine if isinstance(a, A.Attack))
    assert sorted(attack.hands) == ["executive_golf_club#1", "fist"]  # a fist and a weapon (NC-RESP-05)
    assert any(isinstance(a, A.Help) and a.join and a.seat == 1 for a in acts)  # the colleague came (NC-RESP-14)
    st = scene.session.state
    assert st.players[0].weapons[-1].card == "fire_axe#1"  # taken at the turn's end, the finder first (NC-PLOT-07)
    assert st.players[0].life == 15  # 16, less the Intern's one hit as the door opened (NC-FIGHT-08)
    assert st.levels[1].open, "the Exit of level 1 was found: level 2 is open (NC-ROOM-01)"
    assert not st.forced, "every forced die was rolled, none left over"
    assert progress.place(TID).done


def test_the_printed_dice_fall_as_the_steps_say_NC_RESP_08(ctx, screen):
    """Whichever hand strikes first, one roll of the two hits (4-6 a hit): the Intern is left with 1 life
    for Priya, and its answer misses."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=8)  # up to "Ask for help"
    fight = scene.session.state.fight
    assert fight is not None
    lines = [line.text for line in scene.log_lines()]
    strikes = [t for t in lines if t.startswith("Gary from IT strikes the Zombie Intern")]
    assert len(strikes) == 2 and sum(" 1 hit, 1 damage" in t for t in strikes) == 1, strikes
    assert "(Zombie Intern 1/2)" in strikes[-1]
    assert any("attacks Gary from IT: 2: 0 hits" in t for t in lines)


def test_a_wrong_gesture_is_refused_with_the_hint(ctx, screen):
    """Ending the turn when the step asks for a door: refused with the step's hint, nothing applied."""
    scene = coached(ctx, TID)
    do_step(scene, screen)  # the building: Next
    settle(scene, screen)
    step = scene.script.step
    assert step.title == "Open a door"
    end = [pos for label, pos in scene.targets() if label == "End your turn"]
    click(scene, end[0])
    assert scene.session.actions == []
    assert scene.script.step is step and scene.coach_refusals == 1
    assert scene.toast is not None and scene.toast[0] == step.hint and scene.toast_bad
    do_step(scene, screen)
    assert isinstance(scene.session.actions[-1], A.EnterRoom)


def test_a_step_to_read_refuses_any_action_until_next(ctx, screen):
    """On a step with no gesture, a click that would act is refused: the words are to be read first."""
    scene = coached(ctx, TID)
    settle(scene, screen)
    assert scene.script.waits_for_next()
    door = [pos for label, pos in scene.targets() if label == "Enter a new door"]
    click(scene, door[0])
    assert scene.session.actions == [] and scene.coach_refusals == 1


def test_leave_and_resume_where_it_was(ctx, screen):
    """Leave mid-fight with the panel's Leave: the place is kept; Learn to play resumes it there (the
    game replayed from its actions) and it plays on to the end."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=8)
    settle(scene, screen)
    out = click(scene, button(scene, "tut_leave").rect.center)
    assert out is not None and out.kind == "pop"
    place = progress.place(TID)
    assert place.step == 8 and len(place.actions) == len(scene.session.actions) and not place.done
    again = coached(ctx, TID, place)
    assert again.script.index == 8
    assert again.session.actions == scene.session.actions
    assert again.session.state.fight is not None
    play_through(again, screen)
    assert again.script.finished and progress.place(TID).done


def test_no_save_no_undo_in_a_tutorial(ctx, screen):
    """A tutorial keeps its own place: Save says so and writes nothing; Undo is never offered."""
    from tabletop import paths

    scene = coached(ctx, TID)
    play_through(scene, screen, upto=3)
    assert not scene.can_undo()
    n = len(scene.session.actions)
    scene.undo()
    assert len(scene.session.actions) == n and "No undo" in scene.toast[0]
    scene.save()
    assert scene.toast is not None and "own place" in scene.toast[0]
    assert not list(paths.saves_dir().glob("*"))


def test_the_first_floor_in_a_small_window(ctx, screen):
    """At 1024x640 every step's panel stays in the window and off what it lights (do_step checks)."""
    import pygame

    ctx.size = (1024, 640)
    small = pygame.display.set_mode(ctx.size)
    scene = coached(ctx, TID)
    play_through(scene, small)
    assert scene.script.finished


def test_n_presses_the_panels_next_by_keyboard(ctx, screen):
    """Play-test: a tutorial could not be finished without the mouse (its panel's Next is not among the
    table's focus targets). N presses Next, as a click on it."""
    scene = coached(ctx, TID)
    settle(scene, screen)
    assert scene.script.step.expect is None and button(scene, "tut_next") is not None  # a step read, then Next
    index = scene.script.index
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    settle(scene, screen)
    assert scene.script.index == index + 1


@pytest.mark.parametrize("tid", [TID, "necromolds/first_battle"])  # Necromolds': 19 % of the window wide
def test_with_large_text_the_panels_buttons_sit_apart_and_its_title_fits(ctx, screen, tid):
    """Play-test: with Large text the panel's Leave covered Next (only "N" showed) and the step's title
    ran past the panel's edge."""
    from tabletop.ui import layout, look
    from tabletop.ui.tutorial import panel

    layout.set_preferences(200, True)
    try:
        scene = coached(ctx, tid)
        settle(scene, screen)
        panel.arrange(scene)
        rects = [b.rect for b in scene.coach_buttons]
        assert len(rects) == 2 and not rects[0].colliderect(rects[1])
        assert all(scene.coach_rect.contains(r) for r in rects)
        room = scene.coach_rect.width
        for kind, text, size, _c in scene.coach_lines:
            assert look.font(kind, size).size(text)[0] <= room, text
    finally:
        layout.set_preferences(100, False)
