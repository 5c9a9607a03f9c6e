"""The roof's boss stacks at the NecronomiCORP table (building_plan.py, building_draw.py)."""

from __future__ import annotations

import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp.state import TOP
from tabletop.ui import screenshot
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tests.ui.test_nothing_clipped import _audit_frame


def _meets(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_boss_stacks_are_whole_and_outside_the_closed_roofs_planks_NC_BOSS_02():
    """Play-test (r17): the 4-6 boss stack lay over the 1-3 stack's count and its own label lay under
    the planks of the closed roof. Now each stack is whole, one above the other, left of the boarded
    hallway; so are the Rooms stacks of the closed levels."""
    st = Session(get_game("corp"), {"players": 4}, 1).state
    assert not st.top_open
    plan = BP.plan(st)
    (_k1, low), (_k2, high) = plan.of("boss_stack")
    assert not _meets(low, high)
    boards = BD.boarded(plan.box("floor", TOP))
    for _key, box in plan.of("boss_stack"):
        assert not _meets(box, boards) and _meets(box, plan.box("floor", TOP))
    for level in (2, 3, 4, 5):
        assert not _meets(plan.box("stack", level), BD.boarded(plan.box("floor", level)))


def test_the_boss_stacks_labels_and_counts_are_drawn():
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", "teams_six"), (1280, 800), 100)
    words = [ln.text for ln in lines]
    assert "Boss 1-3" in words and "Boss 4-6" in words
    assert sum(1 for w in words if w.startswith("Closed until")) == 5


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_stacks_count_lies_under_its_label_never_on_it(size):
    """Play-test (r19): at 960x600 the boss stacks' counts were drawn on their labels ("Boss 1-3" under
    its "3"): a short card lowers and shrinks its number below the label."""
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", "hallway_choice"), size, 100)
    for label in ("Boss 1-3", "Boss 4-6", "Plot deck"):
        head = next(ln for ln in lines if ln.text == label)
        counts = [ln for ln in lines if ln.text.isdigit() and head.box.left <= ln.box.centerx <= head.box.right]
        below = [ln for ln in counts if 0 <= ln.box.top - head.box.top <= 3 * head.box.h + 20]
        assert below, (label, [(ln.text, tuple(ln.box)) for ln in counts])
        # ink apart by two pixels at least (the old "3" began on the label's baseline: boxes touching)
        assert below[0].box.top >= head.box.bottom + 2, (label, tuple(head.box), tuple(below[0].box))
