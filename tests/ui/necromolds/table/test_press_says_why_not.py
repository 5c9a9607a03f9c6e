"""A press on one of your own monsters that may not perform the command under way says why, in the
rules' words (NM-ROUND-06, NM-ROUND-13, NM-BASIC-18): in play-test r24 a monster that had already moved (basic play,
"move any 2 monsters") or one of another spellbook could be dragged and nothing at all happened, no
word, so a newcomer could not tell a refusal from a missed click."""

from __future__ import annotations

from tabletop.games.necromolds import queries as NQ
from tabletop.ui.necromolds.table.move_tool import MoveTool
from tests.ui.necromolds.table.conftest import click, frame, scenario_scene, screen_of


def test_pressing_an_own_monster_that_cannot_move_now_says_why(ctx, screen):
    scene = scenario_scene(ctx, "drag_midgame")
    scene.tools.clear()  # put the scenario's drag down
    frame(scene, screen)
    st = scene.state
    assert st.phase == "command" and st.command.kind == "move" and st.command.seat == 0
    idle = [m for m in st.alive(0) if NQ.why_not_act(st, m.id) is not None]
    assert idle, "the scenario has a monster of the seat that may not perform this move"
    m = idle[0]
    why = NQ.why_not_act(st, m.id)
    n = len(scene.session.actions)
    click(scene, screen_of(scene, m.x, m.y))
    frame(scene, screen)
    assert len(scene.session.actions) == n and scene.tools.find(MoveTool) is None
    assert scene.toast is not None and scene.toast_bad
    assert scene.toast[0] == why[:1].upper() + why[1:], scene.toast


def test_pressing_a_monster_that_may_move_still_picks_it_up(ctx, screen):
    scene = scenario_scene(ctx, "drag_midgame")
    scene.tools.clear()
    frame(scene, screen)
    st = scene.state
    m = next(m for m in st.alive(0) if NQ.why_not_act(st, m.id) is None)
    click(scene, screen_of(scene, m.x, m.y))
    assert scene.toast is None or not scene.toast_bad
