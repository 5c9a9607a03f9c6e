"""The tutorial's bookkeeping without a table: matching a gesture, the script's queue, resuming at a
kept place, the progress file (a damaged one reads as none), and the recorder of scripts."""

from __future__ import annotations

import json

import pytest

from tabletop.ui.tutorial import progress, record, spec
from tabletop.ui.tutorial.script import READ, WAIT, Script, matches

STEP = spec.Step(text="t", hint="h", expect={"type": "attack", "hands": ["fist", "club"]}, any_order=["hands"])


def test_a_gesture_matches_on_type_seat_and_named_arguments():
    assert matches(STEP, {"type": "attack", "seat": 0, "hands": ("club", "fist"), "target": ""}, 0)
    assert not matches(STEP, {"type": "attack", "seat": 1, "hands": ("club", "fist")}, 0)  # another seat's
    assert not matches(STEP, {"type": "attack", "seat": 0, "hands": ("fist",)}, 0)
    assert not matches(STEP, {"type": "escape", "seat": 0}, 0)
    ordered = spec.Step(text="t", hint="h", expect={"type": "attack", "hands": ["fist", "club"]})
    assert not matches(ordered, {"type": "attack", "seat": 0, "hands": ("club", "fist")}, 0)


def test_the_script_refuses_while_reading_or_waiting_and_resumes_its_queue():
    t = spec.find("corp/first_floor")
    game = spec.tutorial_game("corp")
    script = Script(t, game)
    assert script.judge(game.decode_action({"type": "end_turn", "seat": 0})) == READ
    assert script.press_next() and script.index == 1
    assert script.judge(game.decode_action({"type": "end_turn", "seat": 0})) == t.steps[1].hint
    # step 4 (End your turn) is followed by the colleague's turn: left with 3 actions played (the
    # colleague's not yet), the resumed script queues that answer again
    again = Script(t, game)
    again.resume(4, 3)
    assert [type(a).__name__ for a in again.queue] == ["EndTurn"]
    assert again.judge(game.decode_action({"type": "leave_room", "seat": 0})) == WAIT
    done = Script(t, game)
    done.resume(4, 4)
    assert done.queue == []
    with pytest.raises(ValueError):
        Script(t, game).resume(4, 9)  # more actions than the steps make: the file changed since


def test_progress_is_kept_read_back_and_a_damaged_file_reads_as_none(user_home):
    progress.keep("corp/first_floor", progress.Place(3, [{"type": "enter_room", "seat": 0}]))
    assert progress.place("corp/first_floor") == progress.Place(3, [{"type": "enter_room", "seat": 0}], False)
    assert progress.offered("corp")  # tests/conftest.py's mark is kept beside it
    progress.path().write_text("{not json")
    assert progress.place("corp/first_floor") == progress.Place() and not progress.offered("corp")
    progress.path().write_text(json.dumps({"tutorials": {"corp/first_floor": {"step": -2, "actions": "x"}}}))
    assert progress.place("corp/first_floor") == progress.Place()
    progress.mark_offered("rise")
    assert progress.offered("rise")


def test_the_recorder_finds_every_die_and_the_bots_answers():
    """Rise's first two gestures: the Land roll is the die asked for, the rival's turn is recorded, and
    replaying the recorded queue gives the same game (record checks it)."""
    steps = record.record(
        "rise",
        299,
        {"players": 2},
        [1, 6],
        [record.parse_item("play_card:card=bone_collector"), record.parse_item("move:to=crowfoot_moor@1")],
    )
    assert steps[0]["expect"] == {"type": "play_card", "card": "bone_collector"} and steps[0]["dice"] == []
    assert steps[1]["dice"][0] == 1 and steps[1]["bots"] and all(b["seat"] == 1 for b in steps[1]["bots"])
    assert "[[steps]]" in record.as_toml(steps)
    with pytest.raises(ValueError):
        record.record("rise", 299, {"players": 2}, [1, 6], [record.parse_item("move:to=the_moon")])


def test_the_coach_panel_hides_what_is_under_it(ctx, screen):
    """Found in a real window: the step's panel let the board under it show through (a player board's
    name and lines read between the step's words). Drawn over black and over white, the inside of the
    panel is the same pixels."""
    import pygame

    from tabletop.ui.tutorial import panel
    from tests.ui.tutorial.conftest import coached, settle

    scene = coached(ctx, "rise/first_turn")
    settle(scene, screen)
    rect = scene.coach_rect.inflate(-12, -12)
    shots = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(screen.get_size())
        surface.fill(ground)
        panel.draw(scene, surface)
        shots.append(pygame.image.tobytes(surface.subsurface(rect), "RGB"))
    assert shots[0] == shots[1]
