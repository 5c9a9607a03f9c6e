"""Play-test r25 (corpkeys, "Found and not fixed"), by keyboard:

- The found weapons (NC-PLOT-07): "Let the found weapons lie" was the first plaque and the first focus
  target, so a habitual Enter left the weapons on the floor. The taking comes first now, in the plaques
  and the keys' order; the engine's legal actions are unchanged (the bots' games do not change).
- A finished fight window's Close was no focus target: a keyboard player closed it only by Esc twice."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import key_path
from tabletop.ui.corp.table.offer import click_choices
from tests.ui.corp.conftest import table
from tests.ui.corp.test_table_keyboard import key, settle


def _first_enter(scene, screen) -> None:
    """A habitual Enter: Tab if the focus is off, then Enter on what the focus holds."""
    if scene.focus.focused() is None:
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    settle(scene, screen, frames=3, dt=0.3)


def test_the_found_weapons_are_offered_for_taking_first_by_plaque_and_by_key_NC_PLOT_07(ctx, screen):
    scene = table(ctx, {"players": 2}, 7, bot_delay=30.0)  # seed 7: a weapon behind the first door
    settle(scene, screen)
    key(scene, pygame.K_TAB)
    assert scene.focus.focus_on("Enter a new door")
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert scene.focus.focus_on("End your turn")
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    st = scene.session.state
    assert st.turn.step == "claim" and st.turn.claim_order[0] == 0
    legal = scene.session.game.legal_actions(st, 0)
    assert isinstance(legal[0], A.Claim) and not legal[0].card  # the engine's order, unchanged
    buttons = scene._offer.buttons
    assert isinstance(buttons[0].action, A.Claim) and buttons[0].action.card, [b.label for b in buttons]
    assert buttons[-1].label == "Let the found weapons lie"
    plaques = sorted((b.rect.y, b.rect.x, b.label) for b in scene.buttons if b.key.startswith("choice"))
    assert plaques[0][2].startswith("Take the"), plaques  # the first the player reads
    focus = scene.focus.focused()
    assert focus is not None  # the keys' first takes it: a plaque, or a floor card's choices (all takes)
    choices = click_choices(scene._offer, scene.tool_view().cards).get(focus.label, [focus.label])
    assert all(c.startswith("Take the") for c in choices), (focus.label, choices)
    _first_enter(scene, screen)  # the habitual Enter takes it (through the chip's menu when it offers two)
    if scene.tools.find(key_path.ChoiceMenu) is not None:
        assert scene.focus.focused().label.startswith("Take the"), scene.focus.focused()
        _first_enter(scene, screen)
    st = scene.session.state
    assert any(w.card.startswith("janitors_chainsaw") for w in st.players[0].weapons), st.players[0].weapons


def test_a_finished_fights_close_is_a_focus_target_and_enter_closes_it(ctx, screen):
    """A solo game played by habitual Enters until a fight is over and its window shows Close: Close is a
    target ringed round its button, and Enter on it closes the window."""
    scene = table(ctx, {"players": 1}, 3, bots=set())
    settle(scene, screen)
    for _ in range(300):
        tool = scene.fight_tool
        done = tool is not None and tool in list(scene.tools)
        if done and any(b.key == "close" for b in tool.buttons(scene.tool_view())):
            break
        _first_enter(scene, screen)
    else:
        raise AssertionError("no fight finished in 300 Enters")
    close = next(b for b in scene.fight_tool.buttons(scene.tool_view()) if b.key == "close")
    found = [t for t in key_path.targets(scene) if t.label == "Close"]
    assert len(found) == 1 and found[0].box == tuple(close.rect), found
    assert scene.focus.focus_on("Close")
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert scene.fight_tool is None or scene.fight_tool not in list(scene.tools)
