"""The focus labels of a turn's dice say them as a player sees them: "Perform the ranged die on Mud
Mumps", never "Perform die 3 (ranged)" (a die's number in the hand is shown nowhere; play-test r19)."""

from __future__ import annotations

import re

from tabletop.ui.necromolds.table import key_path
from tests.ui.necromolds.table.conftest import frame, scenario_scene


def test_perform_labels_name_the_die_by_its_face_and_spellbook(ctx, screen):
    scene = scenario_scene(ctx, "turns_3p")
    frame(scene, screen)
    performs = [t.label for t in key_path.targets(scene) if t.label.startswith("Perform")]
    assert performs == ["Perform the ranged die on Thornback"], performs
    assert not any(re.search(r"\bdie \d", label) for label in performs)


def test_dice_alike_are_told_apart_as_a_player_counts_them():
    names = key_path._perform_names([("move", ""), ("ranged", ""), ("move", ""), ("magic", "")])
    assert names == [
        "Perform the first move die",
        "Perform the ranged die",
        "Perform the second move die",
        "Perform the magic die",
    ]
    names = key_path._perform_names([("move", "mud_mumps"), ("move", "graveghoul"), ("move", "mud_mumps")])
    assert names == [
        "Perform the first move die on Mud Mumps",
        "Perform the move die on Graveghoul",
        "Perform the second move die on Mud Mumps",
    ]
