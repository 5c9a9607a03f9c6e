"""An attack's dice shown before rolling are the dice the engine rolls (NC-RESP-07, NC-RESP-13: a roll a
hand, a base die plus the weapon's; NC-ABIL-01/02: dice and shifts; NC-PLOT-09: the Crowbar in one
hand at -1; NC-FAQ-08: a weapon all in; NC-ABIL-09: VS dice; NC-FIGHT-03: shots), checked for every
choice the window offers against the rolls the engine reports, with forced dice."""

from __future__ import annotations

import pytest

from tabletop.games.corp import actions as A
from tabletop.games.corp import fight_events as F
from tabletop.ui.corp.table import fight_choices as FC
from tests.ui.corp.fight_scenes import EMPTY, Table, start

ARMS = [
    ("new_hire_vampire#1", ["crowbar#1", "silver_award_plaque#1"]),
    ("zombie_auditor#1", ["wooden_stake#1", "paper_cutter_blade#1"]),
    ("zombie_auditor#1", ["broom#1", "fire_axe#1"]),
    ("break_room_rat#1", ["executive_golf_club#1", "staple_gun#1"]),
]


def rolled(events) -> list[tuple[str, int, int]]:
    """(hand, dice, shift) of every attack roll the engine reports (a face of 3 shows 3 + the shift)."""
    out = []
    for ev in events:
        r = ev.record
        if isinstance(r, F.AttackRolled):
            out.append((r.hand, len(r.faces), r.shown[0] - r.faces[0]))
    return out


@pytest.mark.parametrize("monster,weapons", ARMS)
def test_nc_resp_07_13_preview_is_what_the_engine_rolls(monster, weapons):
    t = Table([[monster, *EMPTY]], weapons={0: weapons})
    t.st.players[0].life = 40  # no death gets in the way
    t.do(A.EnterRoom(0), *[2] * 6)
    if t.st.fight.step == "ranged":
        t.do(A.Pass(0), *[2] * 6)
    view = t.view()
    choices = [c for c in FC.offer(view).choices if c.group == "attack"]
    assert choices
    for choice in choices:
        trial = t.fork()
        trial.st.players[0].life = 40
        events = trial.do(choice.action, *[3] * 30)  # 3s: no hit, no skull, every shift visible
        preview = [(r.hand, r.dice, r.shift) for r in choice.rolls]
        assert rolled(events) == preview, choice.label


def test_nc_fight_03_a_shots_preview_is_what_the_engine_rolls():
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["nail_gun#1", "staple_gun#1"]})
    t.do(A.EnterRoom(0))
    for choice in [c for c in FC.offer(t.view()).choices if c.group == "shoot"]:
        trial = t.fork()
        events = trial.do(choice.action, *[3] * 30)
        assert rolled(events) == [(r.hand, r.dice, r.shift) for r in choice.rolls], choice.label


def test_nc_fight_03_ranged_bonus_and_boost_in_the_preview():
    """An item's extra dice (NC-ABIL-01) are in the preview of the roll that spends them."""
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["nail_gun#1"]})
    t.do(A.EnterRoom(0))
    t.st.fight.boosts["0"] = 2
    choice = next(c for c in FC.offer(t.view()).choices if c.group == "shoot")
    assert choice.rolls[0].dice == 1 + 2 + 2
    events = t.fork().do(choice.action, *[3] * 30)
    assert rolled(events) == [(r.hand, r.dice, r.shift) for r in choice.rolls]


def test_nc_contag_18_an_infected_fights_preview_is_what_the_engine_rolls():
    """In an infected fight the target is a character: no VS dice against it (NC-ABIL-09), the rest as
    against a monster."""
    t = Table([EMPTY], players=2, seat=1, weapons={1: ["silver_award_plaque#1", "letter_opener#1"]})
    start(t, "pvp", seat=0, infected=1)
    choices = [c for c in FC.offer(t.view(1)).choices if c.group == "attack"]
    assert choices
    for choice in choices:
        events = t.fork().do(choice.action, *[3] * 30)
        assert rolled(events) == [(r.hand, r.dice, r.shift) for r in choice.rolls], choice.label
