"""The table's layout is a pure function of the window size and the state: drawing, hit tests and
tests (the Xvfb end-to-end one too) all use the same rectangles."""
from __future__ import annotations

import sys

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table.layout import centre_of, inside, table_layout
from tests.ui_table.conftest import SIZE, frame, mouse, scenario_scene


def test_layout_needs_no_display_and_places_every_tray_die_and_slot(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    L = table_layout(SIZE, scene.state)
    for panel in L.panels:
        assert inside(L.seats[panel.seat], centre_of(panel.tray))
        for rect, i in panel.tray_dice:
            assert inside(panel.tray, centre_of(rect))
            assert scene.state.seats[panel.seat].dice[i].status == "rolled"
        for card in panel.cards:
            for sb in card.slots:
                assert inside(card.rect, centre_of(sb.rect))
    assert not inside(L.map, centre_of(L.panels[0].tray))
    # The fitted camera shows the whole map inside the map viewport.
    from tabletop.games.necromolds.library import library

    mp = library().maps[scene.state.map]
    assert inside(L.map, L.to_screen(0, 0)) and inside(L.map, L.to_screen(mp.width - 0.01, mp.height - 0.01))
    assert "pygame" not in sys.modules["tabletop.ui.necromolds.table.layout"].__dict__


def test_the_scene_hit_tests_and_camera_agree_with_the_layout(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    L = table_layout(SIZE, scene.state)
    assert scene.camera.map_to_screen(3, 4) == L.camera.map_to_screen(3, 4)
    rect, die = L.panels[0].tray_dice[0]
    assert scene._tray_die_at(centre_of(rect)) == (0, die)
    card = L.panels[0].cards[0]
    sb = card.slots[0]
    assert scene._slot_at(centre_of(sb.rect))[:3] == (0, card.book, sb.slot)
    m = scene.state.alive(0)[0]
    assert scene.monster_at(L.to_screen(m.x, m.y)) == m.id
    assert tuple(scene.buttons.get("done_0").rect) == L.button(0)


def test_drag_by_layout_rects_assigns_and_the_tray_follows_the_state(ctx, screen):
    """Regression guard: the dice left in the tray move with the state, not with the last drawing."""
    from tabletop.games.necromolds.library import library

    scene = scenario_scene(ctx, "assign_round1")
    lib = library()
    st = scene.state
    L = table_layout(SIZE, st)
    for rect, die in L.panels[0].tray_dice:
        face = st.seats[0].dice[die].face
        slot = next((sb for c in L.panels[0].cards for sb in c.slots
                     if (sb.slot >= 0 and face in lib.books[sb.book].slots[sb.slot].commands) or (sb.slot == -1 and face == "magic")), None)
        if slot:
            break
    start, end = centre_of(rect), centre_of(slot.rect)
    mouse(scene, "move", start)
    mouse(scene, "down", start)
    for k in range(1, 6):
        mouse(scene, "move", (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5))
    mouse(scene, "up", end)  # no frame drawn in between: hit tests come from the layout alone
    assert isinstance(scene.session.actions[-1], A.Assign)
    after = table_layout(SIZE, scene.state)
    assert die not in [i for _r, i in after.panels[0].tray_dice]
    assert scene.hits[0].tray == [(r, i) for r, i in ((__import__("pygame").Rect(r), i) for r, i in after.panels[0].tray_dice)]


def test_the_settings_animation_speed_paces_the_bots_and_animations(ctx, screen):
    from types import SimpleNamespace

    from tabletop.ui.necromolds.table.scene import TableScene, animation_speed

    assert animation_speed(ctx) == 1.0
    fast = SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=4.0))
    scene = scenario_scene(ctx, "assign_round1")
    quick = TableScene(fast, scene.session, bot_seats={1}, bot_delay=0.8)
    assert abs(quick.driver.delay - 0.2) < 1e-9
    quick.rolling = [0.8, 0.8]
    quick.update(0.1)
    assert abs(quick.rolling[0] - 0.4) < 1e-9


def test_dice_keep_their_places_in_the_tray_when_one_is_assigned(ctx, screen):
    """Regression: assigning a die slid the others left, so a second quick drag picked up the wrong die."""
    from tabletop.games.necromolds.library import library

    scene = scenario_scene(ctx, "assign_round1")
    st = scene.state
    before = dict((i, r) for r, i in table_layout(SIZE, st).panels[0].tray_dice)
    lib = library()
    for i in sorted(before):
        face = st.seats[0].dice[i].face
        for book in lib.books:
            if book not in {m.book for m in st.alive(0)}:
                continue
            for j, slot in enumerate(lib.books[book].slots):
                if face in slot.commands and scene.assign(0, i, book, j):
                    after = dict((k, r) for r, k in table_layout(SIZE, scene.state).panels[0].tray_dice)
                    assert i not in after and all(after[k] == before[k] for k in after)
                    return
    raise AssertionError("no die could be assigned")
