"""The Optional Fan Rules at the table, with the mouse (NM-FAN-*): each test drives the scene with
synthetic mouse events at a fan_* scenario (levels/necromolds/scenarios/) and checks the action
the engine received, as a player's clicks would make it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import fan
from tests.ui.necromolds.table.conftest import (
    click,
    frame,
    inside_reach,
    midgame_mover,
    mouse,
    scenario_scene,
    screen_of,
)


def wheel(scene, y):
    return scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def test_nm_fan_02_go_first_or_second_with_a_click(ctx, screen):
    scene = scenario_scene(ctx, "fan_order")
    frame(scene, screen)
    st = scene.state
    assert st.phase == "order" and st.first == 0
    assert "first or second" in scene.prompt()[0]
    second = scene.buttons.get("order_second")
    assert second is not None and scene.buttons.get("order_first") is not None
    click(scene, second.rect.center)
    last = scene.session.actions[-1]
    assert isinstance(last, A.ChooseOrder) and last.first is False
    assert scene.state.phase == "assign" and scene.state.first == 1


def test_nm_fan_13_14_reroll_picked_dice_for_four_gems(ctx, screen):
    scene = scenario_scene(ctx, "fan_assign")
    frame(scene, screen)
    st = scene.state
    gems = st.seats[0].gems
    assert gems >= 4
    b = scene.buttons.get("gems_0")
    assert b is not None and b.enabled and "4 gems" in b.label
    click(scene, b.rect.center)  # the picker in hand
    frame(scene, screen)
    assert not scene.buttons.get("gems_0").enabled  # nothing picked yet
    tray = scene.hits[0].tray
    picked = [die for _r, die in tray[:2]]
    for rect, _die in tray[:2]:
        click(scene, rect.center)
    frame(scene, screen)
    b = scene.buttons.get("gems_0")
    assert b.enabled and "2 dice" in b.label
    click(scene, b.rect.center)
    last = scene.session.actions[-1]
    assert isinstance(last, A.CommandGems) and sorted(last.reroll) == sorted(picked)
    assert scene.state.seats[0].gems == gems - 4


def test_nm_fan_13_no_reroll_button_without_the_rule(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    assert scene.buttons.get("gems_0") is None


def test_nm_fan_17_a_wild_stays_wild_on_a_combined_slot_and_asks_when_performed(ctx, screen):
    from tabletop.games.necromolds.library import library

    scene = scenario_scene(ctx, "fan_assign")
    frame(scene, screen)
    st = scene.state
    lib = library()
    wild = next(i for i, d in enumerate(st.seats[0].dice) if d.face == "wild" and d.status == "rolled")
    rect = next(r for r, die in scene.hits[0].tray if die == wild)
    slot = next(
        (
            (r, b, j)
            for r, b, j, d in scene.hits[0].slots
            if j >= 0 and d is None and len(lib.books[b].slots[j].commands) > 1
        ),
        None,
    )
    if slot is None:
        pytest.skip("no combined slot free")
    r, book, j = slot
    mouse(scene, "move", rect.center)
    mouse(scene, "down", rect.center)
    mouse(scene, "move", (rect.centerx + 30, rect.centery - 30))
    mouse(scene, "move", r.center)
    mouse(scene, "up", r.center)
    menu = scene.menu
    assert menu is not None and "wild" in menu.options
    keep = next(rr for rr, opt in menu.rects(scene.tool_view()) if opt == "wild")
    click(scene, keep.center)
    d = scene.state.seats[0].dice[wild]
    assert d.status == "assigned" and d.face == "wild" and (d.book, d.slot) == (book, j)


def test_nm_fan_05_10_aim_names_cover_and_marks_targets_not_in_front(ctx, screen):
    scene = scenario_scene(ctx, "fan_aim")
    frame(scene, screen)
    aim = scene.aim
    assert aim is not None and aim.hover_verdict is not None
    st = scene.state
    # the words under the reading come from the same fan.bonuses the combat adds its dice from
    extra = [w for w, _c in aim.hover_verdict.extra]
    bonuses = fan.bonuses(st, "ranged", st.monster(aim.shooter), st.monster(aim.hover))
    for b in bonuses:
        assert any(("covered" in w) if b.rule == "fan_partial_cover" else ("behind" in w or "down" in w) for w in extra)
    # every enemy the shooter faces away from, in range, is listed as not in front and is not a target
    m = st.monster(aim.shooter)
    for e in aim.away:
        assert not fan.can_attack(st, m, st.monster(e)) and aim.targets[e] is not None
    for e in aim.legal_targets():
        assert fan.can_attack(st, m, st.monster(e))


def test_nm_fan_10_11_every_base_shows_its_facing(ctx, screen, monkeypatch):
    from tabletop.ui.necromolds.table import fan_marks

    scene = scenario_scene(ctx, "fan_aim")
    frame(scene, screen)
    assert all(m.facing is not None for m in scene.state.alive())
    fan_marks._wedge.cache_clear()
    drawn = []  # (x, y, facing) of every front drawn this frame
    real = fan_marks.draw_facing

    def spy(surface, camera, x, y, radius_in, facing, colour, strong=False):
        drawn.append((round(x, 6), round(y, 6), facing))
        real(surface, camera, x, y, radius_in, facing, colour, strong)

    monkeypatch.setattr(fan_marks, "draw_facing", spy)
    frame(scene, screen)
    assert fan_marks._wedge.cache_info().currsize > 0  # the fronts were drawn this frame
    on_map = [m for m in scene.state.alive() if m.deployed]
    assert on_map
    for m in on_map:  # each base's own front, where it stands, the way it faces
        assert (round(m.x, 6), round(m.y, 6), m.facing) in drawn, f"{m.id} shows no front"


def test_nm_fan_11_the_wheel_turns_a_dragged_monster_and_the_move_carries_its_facing(ctx, screen):
    scene, mid, m = midgame_mover(ctx, screen, "fan_drag")
    goal = inside_reach(scene, mid)
    assert goal
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    mouse(scene, "down", screen_of(scene, m.x, m.y))
    for k in range(1, 6):
        t = k / 5
        mouse(scene, "move", screen_of(scene, m.x + (goal[0] - m.x) * t, m.y + (goal[1] - m.y) * t))
    drag = scene.move
    default = drag.facing
    assert default is not None
    zoom = scene.camera.scale
    wheel(scene, -2)  # two notches: 30 degrees, and no zoom while a monster is in hand
    assert scene.camera.scale == zoom
    assert abs(((drag.facing - default) % 360) - 30) < 1e-6
    assert "wheel" in scene.prompt()[0]
    frame(scene, screen)
    mouse(scene, "up", screen_of(scene, *goal))
    last = scene.session.actions[-1]
    assert isinstance(last, A.Move) and last.monster == mid and last.facing is not None
    assert abs(scene.state.monster(mid).facing - last.facing) < 1e-6


def test_nm_fan_18_20_decisive_combat_click_the_fight_to_resolve_next(ctx, screen):
    scene = scenario_scene(ctx, "fan_melee")
    frame(scene, screen)
    st = scene.state
    assert st.command.stage == "melee"
    pairs = fan.melee_pairs(st)
    assert len(pairs) >= 2
    assert not scene.buttons.get("end_command").enabled  # every contact fights first
    b = scene.buttons.get("melee_1")  # the second in the list: the player chooses the order
    assert b is not None
    click(scene, b.rect.center)
    last = next(a for a in reversed(scene.session.actions) if isinstance(a, A.Melee))
    assert (last.monster, last.target) == pairs[1]


def test_nm_fan_05_07_10_the_combat_window_names_the_rule_that_added_a_die(ctx, screen):
    from tabletop.ui.necromolds.table.combat_view import bonus_line

    scene = scenario_scene(ctx, "fan_combat")
    frame(scene, screen)
    rec = scene.combat
    assert rec is not None and rec.bonuses
    words = bonus_line(rec, 0) + bonus_line(rec, 1)
    assert "+1 die" in words and ("Directional Attacks" in words or "High Ground" in words or "Partial Cover" in words)


def test_nm_fan_09_raised_ground_is_drawn_into_the_map_layer(ctx, screen):
    from tabletop.ui.necromolds.table import mapview

    scene = scenario_scene(ctx, "fan_aim")
    frame(scene, screen)
    st = scene.state
    assert any(True for _ in __import__("tabletop.games.necromolds.field", fromlist=["x"]).surfaces(st))
    key = mapview._key(st, scene.camera.scale, scene.colours)
    assert key[-1] is True  # the layer is keyed by the High Ground switch
