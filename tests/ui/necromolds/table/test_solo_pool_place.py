"""The common pool's tray (NM-SOLO-21, NM-SOLO-25) leaves the monsters in sight while the person picks
dice: in play-test r24 (round 3) it stood over the person's own Insectomite, because each of its three
places (middle, top, bottom) covered a monster, while the map between the middle and the bottom was
empty. It now takes any place up or down the map, the one covering the fewest, nearest the middle."""

from __future__ import annotations

from tabletop.ui.necromolds.solo import pool
from tests.ui.necromolds.table.conftest import frame, scenario_scene


def test_the_pool_tray_finds_the_free_band_between_monsters(ctx, screen):
    scene = scenario_scene(ctx, "solo_draft")
    frame(scene, screen)
    view = scene.tool_view()
    st = scene.session.state
    n = len(st.solo.pool)
    s = view.layout.scale
    near = int(24 * s)
    mx, my, mw, mh = view.layout.map

    def covered(rect):
        box = rect.inflate(near, near)
        return sum(box.collidepoint(view.camera.map_to_screen(m.x, m.y)) for m in view.state.alive())

    # one monster in the middle of each of the three places the tray had, the rest on the map's edges
    # outside the tray's width: the map between the middle and the bottom is free
    alive = view.state.alive()
    assert len(alive) >= 3
    rows = [my + int(mh * b) for b in (0.16, 0.42, 0.84)]
    for k, m in enumerate(alive):
        if k < 3:
            m.x, m.y = view.camera.screen_to_map(mx + mw // 2, rows[k])
        else:
            m.x, m.y = view.camera.screen_to_map(mx + 4 + (k % 2) * (mw - 8), my + mh // 2)
    tray = pool.tray_rect(view.layout, n, view)
    assert covered(tray) == 0, (tray, rows)
    assert view.layout.map[1] <= tray.top and tray.bottom <= my + mh
    rects = pool.pool_rects(view.layout, n, view)
    assert all(tray.contains(r) for r in rects)
    assert pool.pool_die_at(view, rects[0].center) == 0


def test_with_the_middle_free_the_tray_stays_where_it_always_stood(ctx, screen):
    scene = scenario_scene(ctx, "solo_draft")
    frame(scene, screen)
    view = scene.tool_view()
    mx, my, mw, _mh = view.layout.map
    for m in view.state.alive():  # everyone on the top edge
        m.x, m.y = view.camera.screen_to_map(mx + mw // 2, my + 6)
    n = len(view.state.solo.pool)
    assert pool.tray_rect(view.layout, n, view) == pool.tray_rect(view.layout, n)


def test_places_keep_the_dice_left_where_they_lay_NM_SOLO_25():
    """A taken die leaves its place empty; a pool that is not the last less some dice is laid out afresh."""
    before = ("move", "ranged", "wild", "move")
    assert pool.places(before, ["move", "wild", "move"]) == ("move", None, "wild", "move")
    assert pool.places(("move", None, "wild", "move"), ["move", "move"]) == ("move", None, None, "move")
    assert pool.places(before, ["magic", "move"]) == ("magic", "move")  # not a part of what was there
    assert pool.places(None, ["move"]) == ("move",)


def test_a_die_taken_from_the_pool_leaves_the_others_where_they_lay_NM_SOLO_25(ctx, screen):
    """Play-test r26: after Basalt's pick the dice closed up and re-centred, so a quick second drag took the
    die beside the one the person aimed at. The dice left keep their places through the round."""
    from tabletop.games.necromolds import actions as A
    from tabletop.games.necromolds.state import HUMAN

    scene = scenario_scene(ctx, "solo_draft")
    scene.bot_seats.discard(HUMAN)
    frame(scene, screen)
    view = scene.tool_view()
    st = scene.session.state
    n = len(st.solo.pool)
    assert st.solo.picker == HUMAN and n >= 4
    old = pool.pool_rects(view.layout, n, view)
    faces = st.solo.pool
    # a die unlike both its neighbours (of two alike, which place empties does not show: `places`)
    taken = next(k for k in range(1, n - 1) if faces[k] not in (faces[k - 1], faces[k + 1]))
    face = faces[taken]
    scene.session.submit(A.Draft(seat=HUMAN, die=taken, face="magic" if face == "wild" else None))
    frame(scene, screen)
    view = scene.tool_view()
    left = len(view.state.solo.pool)
    assert left == n - 1
    new = pool.pool_rects(view.layout, left, view)
    assert new == old[:taken] + old[taken + 1 :]
    for k, rect in enumerate(new):
        assert pool.pool_die_at(view, rect.center) == k
    assert pool.pool_die_at(view, old[taken].center) is None  # the empty place takes nothing
