"""The fight window's choices fit their plaques with many of them, at every size a player may pick
(play-test r23: with nine choices, or at UI scale 150%, the words touched the plaques' edges or shrank
past reading, and a swap chip sat over the next plaque). NC-RESP-05: every attack the hands allow is
offered, so two one-handed weapons and a friend in the hallway make nine choices."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import Held
from tabletop.ui import layout
from tabletop.ui.corp.table import fight_layout as FL

SIZES = [((960, 600), 100), ((1280, 800), 100), ((1920, 1200), 150)]


@pytest.fixture
def looks():
    yield layout.set_preferences
    layout.set_preferences(100, False)


def _many_choices(ctx, size, weapons):
    """Gary with two weapons against a Zombie Auditor, Priya in the hallway: with a Letter Opener and a
    Mechanical Keyboard, one fist, two fists, each weapon alone and with a fist, both weapons, the escape,
    the call for help (nine); with the Crowbar, also the Crowbar in both hands or one (ten)."""
    from tests.ui.corp.conftest import table
    from tests.ui.corp.fight_scenes import EMPTY

    pygame.display.set_mode(size)
    levels = [["zombie_auditor#1", *EMPTY[1:]], ["empty_cubicle#2"], [], [], []]
    settings = {"players": 2, "characters": ["gary", "priya"], "test_building": {"levels": levels}}
    scene = table(ctx, settings, 5, bots=(), size=size)
    st = scene.session.state
    for p in st.players:
        p.weapons, p.items = [], []
    st.players[0].weapons = [Held(card=w) for w in weapons]
    st.forced = [2, 2, 2, 2]
    scene.carry_out(A.EnterRoom(0))
    scene.update(0.1)
    return scene


@pytest.mark.parametrize(
    ("weapons", "n"), [(("letter_opener#1", "mechanical_keyboard#1"), 9), (("letter_opener#1", "crowbar#1"), 10)]
)
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_many_fight_choices_fit_their_plaques_NC_RESP_05(ctx, screen, looks, size, scale, large, weapons, n):
    looks(scale, large)
    scene = _many_choices(ctx, size, weapons)
    view = scene.tool_view()
    tool = scene.fight_tool
    assert tool is not None
    offer = tool.offer(view)
    assert len(offer.choices) == n, [c.label for c in offer.choices]
    buttons = list(tool.buttons(view))
    rect = FL.window_rect(view)
    s = FL.scale_of(view, rect)
    L = FL.window_layout(rect, s, len(offer.choices), len(offer.aims), 1, tuple(offer.choices))
    picks = {b.key: b for b in buttons}
    for choice in offer.choices:
        b = picks[choice.key]
        assert L["choices"].contains(b.rect), (choice.label, b.rect, L["choices"])
        # whole, in two lines at most, never below the floor letter
        assert FL.label_letter(choice.label, b.rect, s, choice.swap) >= FL.label_floor(s), (choice.label, b.rect.size)
    # nothing over anything: plaques, swap chips
    for i, a in enumerate(buttons):
        for b in buttons[i + 1 :]:
            if a.key == "swap:" + b.key or b.key == "swap:" + a.key:
                continue  # a swap chip astride its own plaque's edge
            assert not a.rect.colliderect(b.rect), (a.key, a.rect, b.key, b.rect)
    # the dice beside a plaque stay in its cell, clear of the next column
    for choice, cell in zip(offer.choices, L["cells"]):
        button, dice = FL.split_cell(cell, s, choice)
        assert cell.contains(button) and dice.right <= cell.right, (choice.label, cell, button, dice)
    scene.draw(screen)
