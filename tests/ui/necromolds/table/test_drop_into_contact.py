"""Dropping a dragged monster on or against an enemy at the table, by the mouse (play-test r20: contact
by drag was hard to hit). Rulebook, Gameplay / Performing a Move Command: NM-MOVE-10 (ending in base
contact triggers the melee), NM-MOVE-11 (one enemy alone), NM-MOVE-13 (contact within a tolerance),
NM-MOVE-01/-04 (the distance).

* a drop on an enemy within reach ends in base contact (the engine's own contact test) by a legal Move;
* a drop whose base stops a few pixels short of an enemy's also snaps, at any zoom;
* a drop on an enemy out of reach is refused with what reaching it needs, and nothing moves; while
  dragging, the ghost stands at that enemy's nearest contact point;
* a drop in open ground is unchanged;
* sliding the cursor over an enemy asks for no path search until a new contact end is reached.
"""

from __future__ import annotations

import math

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import contact
from tabletop.games.necromolds import field as nm_field
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.move_tool import MoveTool

from .conftest import frame, mouse, screen_of
from .test_contact_by_hand import _assert_melee, _drag_to_pixel, _midgame, _out_of_reach_pair, _reachable_pair


def _short_of(scene, mid, eid, gap):
    """The map point where mid's centre stands with its base `gap` inches short of eid's, on mid's side."""
    st = scene.state
    m, e = st.monster(mid), st.monster(eid)
    k = nm_field.base_of(m)[0] + nm_field.base_of(e)[0] + gap
    d = math.dist((m.x, m.y), (e.x, e.y))
    return (e.x + (m.x - e.x) / d * k, e.y + (m.y - e.y) / d * k)


def _reach(scene, mid):
    """The snap tolerance (inches) the drag uses at the scene's zoom."""
    from tabletop.ui.necromolds.table.move_tool import snap_reach

    return snap_reach(scene.tool_view())


def test_a_drop_on_an_enemy_in_reach_is_the_legal_move_into_contact(ctx, screen):
    """NM-MOVE-10/-11/-13: on its centre: a Move the rules accept, ending in contact with it alone, and
    the melee begins."""
    scene = _midgame(ctx, screen)
    mid, eid = _reachable_pair(scene)
    e = scene.state.monster(eid)
    n = len(scene.session.actions)
    _drag_to_pixel(scene, screen, mid, screen_of(scene, e.x, e.y))
    _assert_melee(scene, mid, eid, n)
    move = scene.session.actions[-1]
    assert isinstance(move, A.Move) and math.dist(move.path[-1], (e.x, e.y)) > nm_field.base_of(e)[0]


def test_a_drop_a_few_pixels_short_of_an_enemy_snaps_into_contact(ctx, screen):
    """NM-MOVE-10/-13: the base let go a little further off than the search's 0.3 in, within the screen's
    tolerance, still means that enemy."""
    scene = _midgame(ctx, screen)
    mid, eid = _reachable_pair(scene)
    reach = _reach(scene, mid)
    assert reach > contact.SNAP_DISTANCE + 0.1  # at this zoom the pixels say more than 0.3 in
    gap = (contact.SNAP_DISTANCE + reach) / 2
    n = len(scene.session.actions)
    _drag_to_pixel(scene, screen, mid, screen_of(scene, *_short_of(scene, mid, eid, gap)))
    _assert_melee(scene, mid, eid, n)


def test_zoomed_out_the_tolerance_grows_in_inches(ctx, screen):
    """NM-MOVE-13: at half the zoom, a base let go 0.8 in short (a dozen pixels) snaps into contact."""
    scene = _midgame(ctx, screen)
    mid, eid = _reachable_pair(scene)
    e = scene.state.monster(eid)
    near = _reach(scene, mid)
    scene.camera.zoom_at(0.5, *screen_of(scene, e.x, e.y))
    frame(scene, screen)
    assert _reach(scene, mid) > 0.8 > near  # zoomed in, 0.8 in short was not a snap
    n = len(scene.session.actions)
    _drag_to_pixel(scene, screen, mid, screen_of(scene, *_short_of(scene, mid, eid, 0.8)))
    _assert_melee(scene, mid, eid, n)


def test_a_drop_on_an_enemy_out_of_reach_says_what_it_needs_and_moves_nothing(ctx, screen):
    """NM-MOVE-01/-13: 'Too far to reach ...: it needs N in, the move allows M in' (not 'cannot pass
    through' the enemy's base); the ghost stands at the enemy's nearest contact point; nothing moves."""
    scene = _midgame(ctx, screen)
    mid, eid = _out_of_reach_pair(scene)
    st = scene.state
    e = st.monster(eid)
    before = scene.session.state
    n = len(scene.session.actions)
    _drag_to_pixel(scene, screen, mid, screen_of(scene, e.x, e.y), release=False)
    drag = scene.tools.find(MoveTool).drag
    need = drag.drop.need(eid)
    assert need.point is not None and need.length > drag.limit
    head, tail = f"Too far to reach {Q.monster_name(st, eid)}: it needs ", f" in, the move allows {drag.limit:g} in"
    words = drag.reason
    assert not drag.legal and words.startswith(head) and words.endswith(tail)
    assert abs(float(words[len(head) : -len(tail)]) - need.length) < 0.051  # shown to a tenth
    assert drag.path[-1] == tuple(need.point)  # the ghost against the enemy, where reaching it would end
    bf = nm_field.battlefield(st)
    gap = math.dist(drag.path[-1], (e.x, e.y)) - nm_field.base_of(st.monster(mid))[0] - nm_field.base_of(e)[0]
    assert 0 <= gap <= bf.contact_tolerance
    frame(scene, screen)  # the label reads the words, not "Can't end here: cannot pass through"
    mouse(scene, "up", screen_of(scene, e.x, e.y))
    assert len(scene.session.actions) == n and scene.session.state is before
    assert scene.toast is not None and scene.toast[0] == words


def test_a_drop_in_open_ground_is_unchanged(ctx, screen):
    """NM-MOVE-01/-04: far from every enemy, the move ends at the cursor along the shortest path."""
    scene = _midgame(ctx, screen)
    mid, _eid = _reachable_pair(scene)
    st = scene.state
    m = st.monster(mid)
    drag = MoveTool.pick_up(scene.tool_view(), mid).drag
    bf = nm_field.battlefield(st)
    reach = _reach(scene, mid)
    cx, cy = bf.width / 2, bf.height / 2  # toward the middle of the map, away from its edges
    d = math.dist((m.x, m.y), (cx, cy))
    goal = None
    for turn in (0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5):  # radians off the line to the middle
        a = math.atan2(cy - m.y, cx - m.x) + turn
        g = (m.x + 2 * math.cos(a), m.y + 2 * math.sin(a))
        drag.update(g)
        if drag.legal and drag.target is None and drag.search.nearest(g, reach + 1.0)[0] is None:
            goal = g
            break
    assert goal is not None and d > 2
    n = len(scene.session.actions)
    _drag_to_pixel(scene, screen, mid, screen_of(scene, *goal))
    move = scene.session.actions[-1]
    assert len(scene.session.actions) == n + 1 and isinstance(move, A.Move)
    px = scene.camera.pixels_to_length(1.0)
    assert math.dist(move.path[-1], goal) <= px  # where it was let go, to the pixel
    assert not nm_field.battlefield(scene.session.state).contacts(mid)


def test_sliding_over_an_enemy_asks_no_path_search_until_a_new_contact_end(ctx, screen, monkeypatch):
    """Smooth dragging: the contact end is cached per angle cell round the enemy; the cursor sliding
    over the enemy's base in one direction from its centre costs no path search, no move check and no
    threat query; going round it to another side measures the new end."""
    scene = _midgame(ctx, screen)
    mid, eid = _reachable_pair(scene)
    st = scene.state
    m, e = st.monster(mid), st.monster(eid)
    c = screen_of(scene, e.x, e.y)
    _drag_to_pixel(scene, screen, mid, c, release=False)
    drag = scene.tools.find(MoveTool).drag
    r = nm_field.base_of(e)[0]
    ux, uy = (m.x - e.x) / math.dist((m.x, m.y), (e.x, e.y)), (m.y - e.y) / math.dist((m.x, m.y), (e.x, e.y))
    drag.update((e.x + ux * r * 0.2, e.y + uy * r * 0.2))
    assert drag.contact == eid
    calls = []
    for name in ("shortest_path", "shortest_paths", "check_move", "threats"):
        real = getattr(drag.bf, name)
        monkeypatch.setattr(drag.bf, name, lambda *a, _r=real, _n=name, **k: calls.append(_n) or _r(*a, **k))
    for k in (0.3, 0.5, 0.7, 0.9):  # out from the centre along one line: the same direction from it
        drag.update((e.x + ux * r * k, e.y + uy * r * k))
    assert calls == [] and drag.contact == eid
    drag.update((e.x - uy * r * 0.5, e.y + ux * r * 0.5))  # a quarter round: a new contact end is measured
    assert calls
    mouse(scene, "up", c)
