"""A tutorial played by keyboard alone (play-test r25): the panel says which keys do what it asks, and
leaving asks with the tutorial's own words (no game is autosaved there)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tutorial.conftest import coached


@pytest.mark.parametrize("tid", ["necromolds/first_battle", "rise/first_turn", "corp/first_floor"])
def test_the_panel_names_the_keys_of_its_step(ctx, tid):
    """The steps said "click" and "press Next"; N, Tab and Esc were written only in the buttons'
    tooltips, which only a mouse shows. A line under the step's words now names them."""
    from tabletop.ui.tutorial import panel

    scene = coached(ctx, tid)
    scene.update(0.0)
    assert scene.script.waits_for_next()  # every tutorial opens on a step to read
    said = [line for _kind, line, _size, _colour in scene.coach_lines]
    assert " ".join(said).endswith(panel.KEYS_NEXT)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0))
    while scene.script.step is not None and scene.script.waits_for_next():
        scene.press_next()
    scene.update(0.0)
    said = " ".join(line for _kind, line, _size, _colour in scene.coach_lines)
    assert said.endswith(panel.KEYS_GESTURE)
    assert scene.coach_rect.height < ctx.size[1]  # the line is inside the panel, which still fits


def test_leaving_a_tutorial_says_its_place_is_kept_not_that_a_game_was_autosaved(ctx):
    """Esc at a tutorial's table asked "Leave for the menu? The game is autosaved; Resume picks it up":
    no game is autosaved in a tutorial and the menu's Resume has none; Learn to play resumes it."""
    from tabletop.ui.game_screen import LEAVE_WORDS

    scene = coached(ctx, "necromolds/first_battle")
    scene.update(0.0)
    asked = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    question = asked.scene
    assert question.title == "Leave the tutorial?"
    assert "Learn to play" in question.text and question.text != LEAVE_WORDS


def test_a_finished_tutorial_played_again_part_way_stays_finished(ctx):
    """Play-test r25: the first battle finished, then opened again (Again) and left at its first step,
    was listed "new · 11 steps" with Start: playing it again wrote its place as never finished. Learn to
    play says "at step k of n (finished before)" for such a place, so it must stay finished."""
    from tabletop.ui.tutorial import learn, progress, spec

    tid = "necromolds/first_battle"
    n = len(spec.find(tid).steps)
    progress.keep(tid, progress.Place(step=n, actions=[], done=True))
    scene = coached(ctx, tid, progress.opening_place(tid, n))
    scene.update(0.0)
    scene.keep_place()  # what leaving (or any action) writes
    kept = progress.place(tid)
    assert kept.done and kept.step == 0
    assert learn.status(spec.find(tid), kept) == "finished"


def test_the_keyboard_focus_goes_to_what_the_step_lights(screen, ctx):
    """Play-test r25, NecronomiCORP's first floor by keyboard: at "Take the Fire Axe" the focus stood on
    the first of the list (the axe on the floor), not on the lit choice; at "Back to the hallway" it
    stood on the top bar's Rules. Now a step that lights something puts the focus there (once: the
    player may move it on), and Enter does what the step asks."""
    from tests.ui.tutorial.test_finish_and_wait import play_through, settle

    scene = coached(ctx, "corp/first_floor")
    play_through(scene, screen, upto=3)
    settle(scene, screen)
    assert scene.script.step.title == "Take the Fire Axe"
    key = lambda k: scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))  # noqa: E731
    key(pygame.K_TAB)
    settle(scene, screen, 2)
    lit = [t[1] for t in scene.lit if t[0] == "click"]
    assert scene.focus.focused() is not None and scene.focus.focused().pos in lit
    key(pygame.K_RETURN)
    settle(scene, screen)
    assert scene.script.step.title == "Back to the hallway", "Enter on the focus did the step"
    assert scene.coach_refusals == 0
    focused = scene.focus.focused()
    assert focused is not None and not focused.bar
    assert focused.pos in [t[1] for t in scene.lit if t[0] == "click"]
    key(pygame.K_TAB)  # the player moves it on: it stays where put
    settle(scene, screen, 2)
    assert scene.focus.focused() is not focused


def test_the_focus_goes_to_a_new_steps_lit_card_in_the_place_of_the_last(screen, ctx):
    """Rise's tutorial: Gravedigger played, Death Bolt slid into its place in the hand and was lit at the
    same point; the focus had gone on to "Done playing cards" and stayed there."""
    from tests.ui.tutorial.test_finish_and_wait import settle

    scene = coached(ctx, "rise/first_turn")
    settle(scene, screen)
    key = lambda k: scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))  # noqa: E731
    key(pygame.K_TAB)
    for _ in range(12):
        settle(scene, screen, 4)
        step = scene.script.step
        if step is not None and step.title == "A Spell in play":
            break
        if step is not None and step.expect is None:
            scene.press_next()
            continue
        focused = scene.focus.focused()
        assert focused is not None and focused.pos in [t[1] for t in scene.lit if t[0] == "click"], step.title
        key(pygame.K_RETURN)
    assert scene.script.step.title == "A Spell in play"
    assert scene.focus.focused().pos in [t[1] for t in scene.lit if t[0] == "click"]
    assert scene.coach_refusals == 0


def test_the_focus_finds_the_light_after_the_computers_turn(screen, ctx):
    """NecronomiCORP's first floor: End your turn by keyboard, the computer plays, then "A monster"
    lights the level's stack; the focus's list still held only the top bar's plaques the first frame
    after, and the focus stayed on Fit."""
    from tests.ui.tutorial.test_finish_and_wait import play_through, settle

    scene = coached(ctx, "corp/first_floor")
    play_through(scene, screen, upto=5)
    settle(scene, screen)
    assert scene.script.step.title == "End your turn"
    key = lambda k: scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))  # noqa: E731
    key(pygame.K_TAB)
    settle(scene, screen, 2)
    key(pygame.K_RETURN)
    for _ in range(8):
        settle(scene, screen, 4)
        if scene.script.step is not None and scene.script.step.title == "A monster" and scene.lit:
            break
    assert scene.script.step.title == "A monster"
    settle(scene, screen, 2)
    focused = scene.focus.focused()
    assert focused is not None and focused.label != "Fit"
    assert [focused.pos] == [t[1] for t in scene.lit]  # the level's stack, lit as a place
    key(pygame.K_RETURN)
    settle(scene, screen, 4)
    assert scene.coach_refusals == 0 and scene.script.index > 6  # Enter opened the door the step asked for
