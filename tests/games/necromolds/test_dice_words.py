"""The log says combat dice as a player reads them ("Attack, Double Attack and Defense & Gem"), never
the die's face ids ("attack attack+attack defense+gem"), and a reroll names only the dice rerolled
(NM-COMBAT-08..10, NM-ADV-09..18; play-test r19: "a die is rerolled (attack+defense gem defense+gem
attack+defense)" listed the whole pool)."""

from __future__ import annotations

import re

from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words
from tests.games.necromolds.helpers import combat_face, position

FACE_IDS = re.compile(r"\b(attack|defense|gem|blank)\b|\+")


def _state():
    return position([(0, "cragmaw", 5, 5), (0, "batadactyl", 6, 5), (1, "veggitoad", 5, 9)], mode="advanced")


def test_face_names_read_as_the_die_shows_them():
    assert words.face_name(("attack",)) == "Attack"
    assert words.face_name(("attack", "attack")) == "Double Attack"
    assert words.face_name(("defense", "gem")) == "Defense & Gem"
    assert words.face_name(("attack", "defense")) == "Attack & Defense"
    assert words.face_name(()) == "Blank"
    faces = [combat_face("attack"), combat_face("attack", "defense"), combat_face("gem")]
    assert words.dice_faces(faces) == "Attack, Attack & Defense and Gem"
    assert words.dice_faces(faces[:1]) == "Attack"


def test_nm_combat_08_the_roll_line_names_faces_not_ids():
    s = _state()
    rolled = E.CombatRolled(
        "p0-cragmaw-1",
        [combat_face("attack"), combat_face("attack", "defense")],
        "p1-veggitoad-1",
        [combat_face("defense", "gem")],
    )
    said = words.text(s, rolled)
    assert said == "Cragmaw 1 rolls Attack and Attack & Defense; Sprout 1 rolls Defense & Gem", said
    assert not FACE_IDS.search(said)


def test_nm_adv_14_a_support_reroll_names_only_the_die_rerolled():
    s = _state()
    pool = [combat_face("attack", "defense"), combat_face("gem"), combat_face("defense", "gem")]
    said = words.text(s, E.SupportReroll("p0-batadactyl-1", "p0-cragmaw-1", 1, pool))
    assert said == "Batadactyl 1 supports Cragmaw 1: 1 die is rerolled and now shows Gem", said
    assert "Defense" not in said  # the two dice not rerolled are not listed


def test_nm_adv_09_gem_rage_names_only_the_dice_rerolled():
    s = _state()
    from tabletop.games.necromolds.state import Combat

    s.combat = Combat("melee", "p0-cragmaw-1", "p1-veggitoad-1", 2, 2, "att_reroll")
    pool = [combat_face("attack"), combat_face("attack", "attack"), combat_face("defense")]
    said = words.text(s, E.GemRage([1, 2], pool))
    assert said == "Gem rage: Cragmaw 1 rerolls 2 gem dice, which now show Double Attack and Defense", said
    said = words.text(s, E.GemRage([0], pool))
    assert said.endswith("rerolls 1 gem die, which now shows Attack"), said


def test_nm_adv_06_discard_2_change_1_logs_both_discarded_dice():
    """NM-ADV-06: after 'Discard 2, change 1' the log (one line per wording in an action) says both dice
    were discarded; play-test r19 read 'Player 1 discards a ranged die' once for two ranged dice."""
    from tabletop.games.necromolds import actions as A
    from tabletop.ui.game_log import GameLog
    from tests.games.necromolds.helpers import play, start_round

    armies = [(0, "graveghoul", 5, 1), (0, "mud_mumps", 11, 1), (1, "insectomite", 5, 17)]
    s, _ = start_round(position(armies, mode="advanced"), ["ranged", "ranged", "move", "magic"] + ["move"] * 4)
    s, events = play(s, A.ChangeCommand(seat=0, discard=(0, 1), die=2, to="ranged"))
    log = GameLog()
    log.add_events(events)
    lines = [line.text for line in log.lines(0, ())]
    assert "Player 1 discards 2 dice, a ranged die and a ranged die" in lines, lines
    assert "Player 1 changes a die to ranged" in lines, lines
    assert not any(t == "Player 1 discards a ranged die" for t in lines), lines
    # a magic die discarded with it says the gems it gave
    s, _ = start_round(position(armies, mode="advanced"), ["ranged", "magic", "move", "move"] + ["move"] * 4)
    s, events = play(s, A.ChangeCommand(seat=0, discard=(0, 1), die=2, to="ranged"))
    said = [e.text for e in events if e.kind == "discard"]
    assert said[0] == said[1] and said[0].startswith("Player 1 discards 2 dice, a ranged die and a magic die (+"), said
