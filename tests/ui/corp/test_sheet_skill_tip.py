"""A special character's skill (Aliens & Spirits, NC-START-10) is on no chip: the sheet says it first under
the chips while there is room, and a full sheet passed it over, the skill then said nowhere (r27). Pointed
at, the sheet (its name, its tags, between its chips) and the character's token say it in their tooltip,
whatever the sheet holds, and a full sheet's "More" row says to point at the name."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp.table import chrome
from tabletop.ui.corp.table import scene as SC
from tabletop.ui.corp.table import sheets as SH
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import move, table

FULL = {
    "items": ["energy_drink#3", "triple_espresso#1", "first_aid_kit#1"],
    "curses": ["toxic_positivity#1", "hostile_work_environment#1", "generous_health_plan#1"],
}


def _special_full(ctx, size):
    scene = table(ctx, {"players": 4, "expansion": True, "special": True}, 4, bots={1, 2, 3}, size=size)
    p = scene.session.state.players[0]
    p.items, p.curses = list(FULL["items"]), list(FULL["curses"])
    scene._view_key = scene._key = None  # the table follows the state changed under it
    scene.update(0.1)
    return scene


@pytest.mark.parametrize(("size", "large"), [((960, 600), True), ((1280, 800), False)], ids=["960L", "1280"])
def test_a_full_sheets_skill_is_said_by_its_tooltip_NC_START_10(ctx, screen, size, large):
    layout.set_preferences(100, large)
    try:
        scene = _special_full(ctx, size)
        view = scene.tool_view()
        skill = SH.skill_words(view, 0)
        assert skill.startswith("Special: "), skill
        with TA.recording():
            canvas = TA.TextSurface(size)
            scene.draw(canvas)
        drawn = [ln.text for ln in canvas.lines]
        assert not any(t.startswith("Special: ") and t in skill for t in drawn), "the sheet is full (the case)"
        # pointed at: the sheet's name (never a chip), and the character's token on the building
        sheet = pygame.Rect(scene.layout.sheets[0])
        name = (sheet.x + sheet.w // 2, sheet.y + 6)
        assert view.at(name) == ("sheet", 0)
        assert skill in chrome.card_tip(view, ("sheet", 0))
        assert skill in chrome.card_tip(view, ("token", 0))
        # and drawn as the scene's tooltip once the mouse rests there
        shown: list = []
        real = SC.tooltip

        def seen(surface, lines, *args, **kwargs):
            shown.append(list(lines))
            return real(surface, lines, *args, **kwargs)

        SC.tooltip = seen
        try:
            move(scene, name)
            scene.update(2.0)
            scene.draw(pygame.Surface(size))
        finally:
            SC.tooltip = real
        assert any(skill in lines for lines in shown), shown
        assert SH.SKILL_MORE_WORDS in drawn, drawn  # the row says where to point
    finally:
        layout.set_preferences(100, False)


def test_a_basic_characters_sheet_has_no_tooltip_of_its_own(ctx, screen):
    """Basic characters have no skill: their sheet's background says nothing (its chips say their cards)."""
    scene = table(ctx, {"players": 2}, 3)
    view = scene.tool_view()
    assert chrome.card_tip(view, ("sheet", 0)) == []
