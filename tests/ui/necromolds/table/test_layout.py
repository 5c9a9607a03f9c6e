"""The table's layout is a pure function of the window size and the state: drawing, hit tests and
tests (the Xvfb end-to-end one too) all use the same rectangles."""

from __future__ import annotations

import sys

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table.layout import centre_of, inside, table_layout
from tests.ui.necromolds.table.conftest import SIZE, frame, mouse, scenario_scene


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
    for rect, die in L.panels[0].tray_dice:  # noqa: B007 (the rect of the die found is used after the loop)
        face = st.seats[0].dice[die].face
        slot = next(
            (
                sb
                for c in L.panels[0].cards
                for sb in c.slots
                if (sb.slot >= 0 and face in lib.books[sb.book].slots[sb.slot].commands)
                or (sb.slot == -1 and face == "magic")
            ),
            None,
        )
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
    assert scene.hits[0].tray == [
        (r, i) for r, i in ((__import__("pygame").Rect(r), i) for r, i in after.panels[0].tray_dice)
    ]


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
    before = {i: r for r, i in table_layout(SIZE, st).panels[0].tray_dice}
    lib = library()
    for i in sorted(before):
        face = st.seats[0].dice[i].face
        for book in lib.books:
            if book not in {m.book for m in st.alive(0)}:
                continue
            for j, slot in enumerate(lib.books[book].slots):
                if face in slot.commands and scene.assign(0, i, book, j):
                    after = {k: r for r, k in table_layout(SIZE, scene.state).panels[0].tray_dice}
                    assert i not in after and all(after[k] == before[k] for k in after)
                    return
    raise AssertionError("no die could be assigned")


# -- any number of seats (NM-MULTI) ---------------------------------------------------------

import pytest  # noqa: E402

from tabletop.ui.necromolds.table.layout import contains, overlaps  # noqa: E402

SIZES = [(1280, 800), (1920, 1080)]


def _every_text_fits(surface, L, state):
    """Draw each panel and check every line of text lies in its box and in its panel."""
    import pygame

    from tabletop.ui.necromolds.table import cards

    colours = [(240, 172, 76), (118, 146, 84), (150, 96, 196), (110, 160, 200)]
    for p in L.panels:
        name = f"Player {p.seat + 1} (computer)"
        hits = cards.draw_panel(
            surface, p, state, cards.PanelLook(name, colours[p.seat], status="assigning"), L.scale, 0.0
        )
        assert hits.texts, "the panel draws words"
        panel = pygame.Rect(p.rect)
        for drawn, box, words in hits.texts:
            # one pixel of slack: anti-aliased glyph boxes round up
            assert box.inflate(2, 2).contains(drawn), f"{words!r} runs out of its box ({drawn} in {box})"
            assert panel.contains(drawn), f"{words!r} runs out of seat {p.seat + 1}'s panel"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_nm_multi_layout_no_panel_overlaps_and_every_text_fits(n, size, screen):
    """NM-MULTI-01, NM-MULTI-06: 2, 3 and 4 seats at 1280x800 and 1920x1080: panels apart from each other, the map
    and the log; cards, slots, trays and dice inside their panels; the map keeps most of the window; text fits."""
    import pygame

    from tests.ui.necromolds.table.seats import assign_state

    state = assign_state(n)
    L = table_layout(size, state)
    assert len(L.panels) == len(L.seats) == n
    assert [p.seat for p in L.panels] == list(range(n))
    for a in range(n):
        assert (
            not overlaps(L.seats[a], L.map) and not overlaps(L.seats[a], L.log) and not overlaps(L.seats[a], L.buttons)
        )
        assert contains((0, 0, *size), L.seats[a])
        for b in range(a + 1, n):
            assert not overlaps(L.seats[a], L.seats[b]), f"seats {a + 1} and {b + 1} overlap"
    for p in L.panels:
        assert contains(p.rect, p.tray) and contains(p.rect, p.header)
        assert not overlaps(p.header, p.tray)
        for card in p.cards:
            assert (
                contains(p.inner, card.rect) and not overlaps(card.rect, p.tray) and not overlaps(card.rect, p.header)
            )
            for sb in card.slots:
                assert contains(card.rect, sb.rect)
        for rect, _i in p.tray_dice:
            assert contains(p.tray, rect)
        if p.order_card is not None:
            assert contains(p.header, p.order_card)
        # readable: dice and cards keep a size a player can read and hit
        assert all(r[2] >= int(34 * L.scale) for r, _i in p.tray_dice)
        assert all(c.rect[3] >= int(60 * L.scale) for c in p.cards)
    # the map stays large: at least half the window's width and two thirds of its height
    assert L.map[2] >= size[0] // 2 - 1 and L.map[3] >= size[1] * 2 // 3 - 1
    surface = pygame.Surface(size)
    _every_text_fits(surface, L, state)


def test_nm_multi_06_09_panels_stack_in_turn_order_with_the_seats_out_last():
    """NM-MULTI-06: panels follow this round's turn order (left column, then right); NM-MULTI-09: out last."""
    from tests.ui.necromolds.table.seats import assign_state, with_order

    state = with_order(assign_state(4), turn_order=[2, 0, 3, 1], out=[0], order_cards=[0, 3, 1, 2])
    L = table_layout(SIZES[0], state)
    assert L.order == (2, 3, 1, 0)
    left = [s for s in L.order if L.seats[s][0] == 0]
    right = [s for s in L.order if L.seats[s][0] > 0]
    assert left == [2, 3] and right == [1, 0]
    assert L.seats[2][1] < L.seats[3][1] and L.seats[1][1] < L.seats[0][1]
    assert all(L.panel(s).order_card is not None for s in (1, 2, 3)) and L.panel(0).order_card is None  # out: no card
    # the engine's own order: its turn order, its cards
    real = assign_state(3)
    assert table_layout(SIZES[0], real).order == tuple(real.turn_order)
    # two seats keep their sides whoever goes first, and have no turn order cards
    two = table_layout(SIZES[0], assign_state(2))
    assert two.order == (0, 1) and two.seats[0][0] == 0 and two.seats[1][0] > 0
    assert all(p.order_card is None for p in two.panels)


def test_nm_multi_04_the_table_map_shows_each_seats_zone_not_two_edges(screen, monkeypatch):
    """NM-MULTI-04: with 3-4 players the table's map draws the engine's zones in the players' colours
    (no top and bottom strips); two players keep their edge strips."""
    from tabletop.ui.necromolds.setup import draw as SD
    from tabletop.ui.necromolds.table import mapview
    from tests.ui.necromolds.table.seats import assign_state

    calls = []
    real = SD.draw_zones
    monkeypatch.setattr(
        SD,
        "draw_zones",
        lambda surface, camera, state, colours, s, names=True, only=None, glow=0.0: (
            calls.append((len(state.seats), tuple(map(tuple, colours)), names))
            or real(surface, camera, state, colours, s, names, only, glow)
        ),
    )
    colours = [(240, 172, 76), (118, 146, 84), (150, 96, 196), (110, 160, 200)]
    mapview.layer(assign_state(4), 17.0, colours)
    assert calls == [(4, tuple(colours), False)]
    calls.clear()
    mapview.layer(assign_state(2), 17.0, colours[:2])
    assert calls == []
