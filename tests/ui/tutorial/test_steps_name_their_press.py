"""First evening (r27 newcomer): a step that waits for a press on one of the table's buttons says which
button in its own words. Rise's "Nothing more to raise" read "keep what you have for now and go on to
movement" and "Play nothing" read "play none this time", and NecronomiCORP's "Ask for help" said "ask
for help" beside a button called "Call for help": the newcomer hunted for the button, and learnt its name
only from the refusal after pressing something else.

A step's lit label is either named in its words, or the step names the thing lit in words of its own
(listed below, each checked to stand in the step's words), or it lights a piece on the table by its
kind ("card bone_collector", "space valley"), which the step names by the piece's own name."""

from __future__ import annotations

import pytest

from tabletop.ui.tutorial import spec

GAMES = ("necromolds", "rise", "corp")
PIECE_KINDS = ("card ", "space ", "raise ", "monster ", "die ")
# (tutorial, lit label) -> the words of the step that name what is lit
NAMED_OTHERWISE = {
    (
        "corp/first_floor",
        "Take the Fire Axe (leave the Mechanical Keyboard)",
    ): "take it and leave your Mechanical Keyboard",
    ("corp/first_floor", "Leave the room for the hallway"): "hallway of level 1",
    ("corp/first_floor", "then a fist"): "a bare fist and your Executive Golf Club",
    ("necromolds/example_turn", "Perform the move die on Graveghoul"): "Move die on the Graveghoul",
    ("necromolds/example_turn", "Perform the ranged die on Graveghoul"): "Ranged die on the Graveghoul",
    ("necromolds/example_turn", "Aim with Player 1's Graveghoul 1"): "Graveghoul 1 to aim",
    ("necromolds/first_battle", "Perform the first move die"): "Move",
    ("necromolds/first_battle", "Perform the move die"): "second Move die",
    ("necromolds/what_next_1_terrain", "Perform the first move die"): "first Move die",
    ("necromolds/what_next_2_skills", "Perform the first move die"): "first Move die",
    ("necromolds/what_next_2_skills", "Perform the move die"): "second Move die",
    ("necromolds/what_next_3_distances", "Perform the move die"): "Move",
    ("necromolds/what_next_3_distances", "Perform the ranged die"): "Ranged die",
    ("necromolds/what_next_3_distances", "Aim with Player 1's Graveghoul 1"): "Graveghoul 1 to aim",
    ("necromolds/what_next_4_slots", "Perform the move die on Graveghoul"): "Move die on the Graveghoul",
    ("necromolds/what_next_5_abilities", "Perform the ranged die on Graveghoul"): "Ranged die on the Graveghoul",
    ("necromolds/what_next_5_abilities", "Aim with Player 1's Graveghoul 1"): "Graveghoul 1 to aim",
    ("necromolds/what_next_5_abilities", "Perform the move die on Graveghoul"): "Move die on the Graveghoul",
}


def _lit_steps():
    for game in GAMES:
        for tid, tutorial in spec.tutorials(game):
            for k, step in enumerate(tutorial.steps):
                if step.point.label:
                    yield pytest.param(tid, k, step, id=f"{tid}-{k + 1}")


@pytest.mark.parametrize(("tid", "k", "step"), list(_lit_steps()))
def test_a_step_names_what_it_lights(tid, k, step):
    label = step.point.label
    words = step.text.lower()
    if label.lower() in words or label.lower().startswith(PIECE_KINDS):
        return
    named = NAMED_OTHERWISE.get((tid, label))
    assert named is not None, f"step {k + 1} ({step.title}) lights {label!r} and does not name it: {step.text!r}"
    assert named.lower() in words, f"step {k + 1} ({step.title}) no longer says {named!r}"


@pytest.mark.parametrize(
    ("tid", "title", "press"),
    [
        ("rise/first_turn", "Keep the Scroll", "Press Done raising"),
        ("rise/first_turn", "Play nothing", "Press Done playing cards"),
        ("corp/first_floor", "Ask for help", "press Call for help"),
    ],
)
def test_the_three_steps_that_hid_their_button_name_it(tid, title, press):
    step = next(s for s in spec.find(tid).steps if s.title == title)
    assert press in step.text
