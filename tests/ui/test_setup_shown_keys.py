"""The Rise and NecronomiCORP set-up shows by keyboard alone (r27): a keyboard player reached the new-game
form and started, but on "Setting up the table" / "Setting up the building" Tab found nothing (only Enter,
unseen, pressed Begin, and Tab first swallowed it). Begin and Back are focus targets there now, as on the
forms: Tab, Shift+Tab, 1 and 2, Enter, and I for each one's tooltip. From the menu into the first turn by
keys alone (RN-SETUP-15: the black Necromancer then plays first; NC-START: the first turn after set-up)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import post_key

pytestmark = pytest.mark.ui

TITLES = {"rise": "Rise", "corp": "NecronomiCORP"}


def _focused(app):
    return getattr(app.stack.top, "_focus", None)


def _to_the_set_up(app, game: str):
    """Menu, the game's New game, its form's Start, by keys; the table with its set-up shown."""
    post_key(app, pygame.K_TAB)
    for _ in range(40):
        f = _focused(app)
        if f is not None and TITLES[game] in getattr(f, "text", ""):
            break
        post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_RETURN, frames=3)
    form = app.stack.top
    for _ in range(60):  # Tab to Start, as a keyboard player does
        post_key(app, pygame.K_TAB)
        f = _focused(app)
        if f is not None and getattr(f, "text", "") in ("Start", "Start game", "Begin", "Play"):
            break
    else:
        raise AssertionError([getattr(b, "text", b) for b in form.focusable()])
    post_key(app, pygame.K_RETURN, frames=4)
    table = app.stack.top
    assert getattr(table, "seat_held", lambda: False)(), f"no set-up shown: {table}"
    return table


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_a_whole_set_up_by_keys_into_the_first_turn(app, game):
    table = _to_the_set_up(app, game)
    shown = table.tools.top
    post_key(app, pygame.K_TAB)
    labels = [t.label for t in table.focus.targets]
    assert labels == ["Begin", "Back"], labels
    assert table.focus.focused().label == "Begin"
    post_key(app, pygame.K_i)  # its tooltip, the one the mouse shows on Begin
    tip = table.focus.tip_target()
    assert tip is not None and "first turn" in " ".join(tip.tip)
    post_key(app, pygame.K_TAB)
    assert table.focus.focused().label == "Back" and table.focus.tip_target() is None
    post_key(app, pygame.K_i)
    assert "new-game form" in " ".join(table.focus.tip_target().tip)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode=""))
    app.step()
    assert table.focus.focused().label == "Begin"
    post_key(app, pygame.K_2)
    assert table.focus.focused().label == "Back"
    post_key(app, pygame.K_1)
    assert table.focus.focused().label == "Begin"
    surface = pygame.Surface(app.ctx.size)
    table.draw(surface)
    table.draw_overlay(surface)  # the ring and the tip drawn over the set-up, no error
    post_key(app, pygame.K_RETURN, frames=4)
    assert shown not in list(table.tools), "Enter on Begin put the set-up down"
    assert app.stack.top is table and not table.seat_held()
    for _ in range(600):  # the first turn (the computer's seats play theirs first): the person's own targets
        app.step(0.25, draw=False)
        if table.person_acting() is not None and not table.beat.on and not table.busy():
            break
    assert table.person_acting() is not None, "the person's first turn never came"
    post_key(app, pygame.K_TAB)
    labels = [t.label for t in table.focus.targets]
    assert labels and "Begin" not in labels, labels


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_back_by_keys_goes_back_to_the_form(app, game):
    table = _to_the_set_up(app, game)
    post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_TAB)
    assert table.focus.focused().label == "Back"
    post_key(app, pygame.K_RETURN, frames=4)
    assert app.stack.top is not table and not hasattr(app.stack.top, "seat_held")


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_enter_with_the_focus_off_still_begins(app, game):
    table = _to_the_set_up(app, game)
    shown = table.tools.top
    post_key(app, pygame.K_RETURN, frames=3)
    assert shown not in list(table.tools)


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_with_the_focus_on_begin_loses_its_own_ring(app, game, monkeypatch):
    """r27 (keys): with the focus on Back, Enter presses Back, but the show still ringed Begin as the one
    Enter presses: two rings, one of them wrong. The show's own ring is drawn only with the focus off."""
    import importlib

    table = _to_the_set_up(app, game)
    shown = table.tools.top
    module = importlib.import_module(type(shown).__module__)
    ringed: list = []
    monkeypatch.setattr(module, "draw_ring", lambda surface, rect, s: ringed.append(tuple(rect)))
    surface = pygame.display.get_surface()
    table.draw(surface)
    assert ringed, "Begin is ringed with the focus off (Enter presses it)"
    post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_TAB)  # the focus on Back
    assert table.focus.focused().label == "Back"
    ringed.clear()
    table.draw(surface)
    assert not ringed, "Begin still ringed while Enter presses Back"
