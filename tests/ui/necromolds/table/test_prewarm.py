"""Issue 10, no stall on pick-up: the move command's drags are readied on idle frames (prewarm.py).

The warmed answers must be the answers (a fresh battlefield agrees), the monster nearest the
cursor comes first, and nothing is warmed while a monster is in hand or for a computer's command.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.necromolds import field as nm_field
from tabletop.games.necromolds import rounds
from tabletop.geometry import Battlefield
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table import threat_reach
from tabletop.ui.necromolds.table.move_tool import MoveDrag
from tabletop.ui.necromolds.table.prewarm import Prewarm
from tests.ui.necromolds.table.conftest import frame, midgame_mover, mouse, screen_of


def warmed(state, mid) -> bool:
    m = state.monster(mid)
    bf = nm_field.battlefield(state)
    return ("reach", mid, m.x, m.y, rounds.monster_distance(state, mid)) in bf._scache


def test_idle_frames_ready_every_mover_and_the_answers_are_right(ctx, screen):
    scene, _mid, _m = midgame_mover(ctx, screen)
    nm_field.clear_cache()
    threat_reach._CACHE.clear()  # the scenario's own drag started one
    st = scene.state
    movers = Q.actors(st)
    assert len(movers) >= 2 and not any(warmed(st, mid) for mid in movers)
    for _ in range(200):
        frame(scene, screen)
        if scene.prewarm.idle:
            break
    assert scene.prewarm.idle
    assert all(warmed(st, mid) for mid in movers)
    # the pick-up finds the warmed area, and it is the area a battlefield with no caches computes
    for mid in movers:
        limit = rounds.monster_distance(st, mid)
        drag = MoveDrag.begin(scene.tool_view().state, mid)
        cold = Battlefield.from_dict(nm_field.battlefield(st).to_dict())
        assert drag.area.equals_exact(cold.reachable_area(mid, limit), 0)
        # the threat preview's enemy areas are ready: no background thread, and the same areas
        er = drag.enemy_reach
        assert er.done and er._thread is None
        ref = threat_reach.EnemyReach.for_state(st, mid, limit).finish()
        assert er.todo == ref.todo and len(er.todo) >= 1
        for eid in ref.todo:
            got, want = er.parts[eid].polys, ref.parts[eid].polys
            assert len(got) == len(want) and all(g.equals_exact(w, 0) for g, w in zip(got, want))


def test_the_mover_nearest_the_cursor_comes_first(ctx, screen):
    scene, _mid, _m = midgame_mover(ctx, screen)
    nm_field.clear_cache()
    st = scene.state
    far = max(Q.actors(st), key=lambda mid: st.monster(mid).x)  # the rightmost mover, not the first
    m = st.monster(far)
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    view = replace(scene.tool_view(), mouse=screen_of(scene, m.x, m.y))
    warm = Prewarm()
    warm.step(view, dragging=False, budget=0.0005)
    assert warm.mover == far


def test_nothing_is_warmed_while_dragging_or_for_a_computer(ctx, screen):
    scene, _mid, _m = midgame_mover(ctx, screen)
    nm_field.clear_cache()
    st = scene.state
    warm = Prewarm()
    view = scene.tool_view()
    warm.step(view, dragging=True, budget=1.0)
    assert warm.mover is None and not any(warmed(st, a) for a in Q.actors(st))
    bot_view = replace(view, bots=frozenset({st.command.seat}))
    warm.step(bot_view, dragging=False, budget=1.0)
    assert warm.mover is None and not any(warmed(st, a) for a in Q.actors(st))


def test_a_new_state_is_warmed_afresh(ctx, screen):
    """After a move the other movers are warmed on the new state's battlefield."""
    scene, mid, m = midgame_mover(ctx, screen)
    for _ in range(200):
        frame(scene, screen)
        if scene.prewarm.idle:
            break
    before = scene.state
    # move the first mover to a point of its reachable area
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    mouse(scene, "down", screen_of(scene, m.x, m.y))
    assert scene.move is not None
    frame(scene, screen)
    to = scene.move.area.representative_point()
    mouse(scene, "move", screen_of(scene, to.x, to.y))
    mouse(scene, "up", screen_of(scene, to.x, to.y))
    st = scene.state
    assert st is not before and st.monster(mid).x != m.x
    left = Q.actors(st)
    assert left  # the scenario's command has more monsters to move
    for _ in range(200):
        frame(scene, screen)
        if scene.prewarm.idle:
            break
    assert all(warmed(st, a) for a in left)


def test_a_failing_warm_up_drops_that_mover_and_the_table_goes_on(ctx, screen, monkeypatch):
    scene, _mid, _m = midgame_mover(ctx, screen)
    nm_field.clear_cache()
    threat_reach._CACHE.clear()
    st = scene.state
    movers = Q.actors(st)
    bad = movers[0]
    real = Battlefield.warm_steps

    def warm_steps(self, a, length):
        if a == bad:
            raise RuntimeError("broken geometry")
        return real(self, a, length)

    monkeypatch.setattr(Battlefield, "warm_steps", warm_steps)
    for _ in range(200):
        frame(scene, screen)
        if scene.prewarm.idle:
            break
    assert scene.prewarm.idle
    assert not warmed(st, bad) and all(warmed(st, mid) for mid in movers[1:])
