"""Issue 21 at the Necromolds table, as a newcomer found it: Esc closed a combat window that waited
on the player's decision and nothing was left to click; the Menu button left at once where Esc asks."""

from __future__ import annotations

import pygame

from tabletop.ui.necromolds.table.combat_flow import CombatTool
from tests.ui.necromolds.table.conftest import frame, mouse, scenario_scene


def esc(scene):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))


def decision_buttons(scene) -> list[str]:
    return [b.key for b in scene.buttons.buttons if b.key.startswith("combat_")]


def test_esc_in_a_combat_waiting_on_the_players_decision_keeps_the_window(ctx, screen):
    """Issue 21 'Esc trapped the player in a combat': Esc while Player 1 decides on dice does not hide
    the combat window or its buttons, and asks nothing (a decision the rules require is never hidden)."""
    scene = scenario_scene(ctx, "combat_window")
    frame(scene, screen)
    assert scene.state.phase == "combat" and "combat_confirm" in decision_buttons(scene)
    for _ in range(3):
        assert esc(scene) is None  # not even the leave question: the decision comes first
        frame(scene, screen)
        assert scene.tools.find(CombatTool) is not None
        assert "combat_confirm" in decision_buttons(scene)
    assert "decides" in scene.toast[0]


def test_a_combat_window_lost_any_other_way_comes_back_by_itself(ctx, screen):
    """Issue 21: the banner said 'Player 1 decides' with nothing to click; the table now always offers
    the pending decision: a combat under way gets its window back on the next frame."""
    scene = scenario_scene(ctx, "combat_window")
    scene.tools.remove_all(CombatTool)
    frame(scene, screen)
    assert scene.tools.find(CombatTool) is not None and "combat_confirm" in decision_buttons(scene)


def test_esc_over_a_resolved_combat_is_continue(ctx, screen):
    """Once the result is shown, Esc moves on as Continue does (and the table is playable again)."""
    scene = scenario_scene(ctx, "combat_result")
    frame(scene, screen)
    assert scene.combat is not None and scene.combat.done
    assert esc(scene) is None
    assert scene.combat is None


def test_the_menu_button_asks_the_question_esc_asks(ctx, screen):
    """Issue 21 'The Menu button leaves at once, unlike Esc': both ask 'Leave for the menu?' first."""
    scene = scenario_scene(ctx, "drag_midgame")
    frame(scene, screen)
    menu = scene.buttons.get("menu")
    mouse(scene, "move", menu.rect.center)
    result = mouse(scene, "down", menu.rect.center)  # a button acts on the press
    assert result is not None and result.kind == "push" and result.scene.name == "confirm"
    scene.tools.clear()
    asked = esc(scene)
    assert asked is not None and asked.kind == "push" and asked.scene.name == "confirm"
    assert asked.scene.title == result.scene.title == "Leave for the menu?"


def test_the_smash_button_says_what_it_does_and_the_result_names_each_monster_in_order(ctx, screen):
    """Issue 21 'Names that tell sides apart': "Smash it" said what it does only in its tooltip; the button
    now names the monster it smashes (NM-BASIC-35), and the result line says what became of the attacker,
    then the defender, so a saved monster beside a smashed one is no contradiction."""
    from tabletop.games.necromolds import words as W
    from tests.ui.necromolds.table.test_seats_and_smash import _decided_combat

    scene = _decided_combat(0, {1})
    for _ in range(40):
        frame(scene, screen, 0.05)
    rec = scene.combat
    loser = rec.result["smashed"][0]
    smash = scene.buttons.get("combat_smash")
    assert smash.label == f"Smash {W.monster_name(scene.state, loser, whose=False)}"
    assert not smash.rect.colliderect(scene.buttons.get("combat_continue").rect)
    att, dfn = W.monster_name(scene.state, rec.attacker), W.monster_name(scene.state, rec.defender)
    said = rec.reason
    assert f"{W.monster_name(scene.state, loser)} is smashed" in said
    if rec.kind == "melee":
        assert said.index(att) < said.index(dfn) and said.count(" stands") == 1
