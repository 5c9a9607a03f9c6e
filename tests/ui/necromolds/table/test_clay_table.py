"""More Fun with Clay at the table (issue 13): the missile, blast and wall tools, their buttons, and
the shows that replay the rules' own simulation (NM-CLAY-01..09)."""

from __future__ import annotations

import math

import msgspec
import pygame
import pytest

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table.clay_blast import BlastShow, BlastTool
from tabletop.ui.necromolds.table.clay_missile import MissileShow, MissileTool
from tabletop.ui.necromolds.table.clay_scenes import target_group
from tabletop.ui.necromolds.table.clay_show import ClayShow, pieces_state
from tabletop.ui.necromolds.table.clay_wall import RemoveWallTool, WallTool
from tests.ui.necromolds.table.conftest import click, frame, mouse, scenario_scene


def clay_table(ctx, name="clay_blast"):
    """The table at a clay scenario, the scenario's own tool or show put down."""
    scene = scenario_scene(ctx, name)
    scene.tools.clear()
    return scene


def press_button(scene, screen, key):
    frame(scene, screen)
    b = scene.buttons.get(key)
    assert b is not None, f"no button {key}"
    click(scene, b.rect.center)
    return b


def screen_of(scene, point):
    return tuple(int(v) for v in scene.camera.map_to_screen(*point))


def test_nm_clay_01_buttons_only_when_clay_is_on(ctx, screen):
    off = scenario_scene(ctx, "drag_midgame")
    frame(off, screen)
    assert not [b for b in off.buttons.buttons if b.key.startswith("clay_")]
    on = clay_table(ctx)
    frame(on, screen)
    keys = {b.key: b for b in on.buttons.buttons if b.key.startswith("clay_")}
    assert set(keys) == {"clay_magic_missile", "clay_magic_blast", "clay_magic_wall", "clay_remove_wall"}
    st = on.state
    assert st.phase == "turns" and st.turn_seat == 0
    # greyed with the reason: walls wait for the end of the turn; the blast's price is 8 gems
    assert not keys["clay_magic_wall"].enabled and "Not now" in keys["clay_magic_wall"].tooltip
    assert keys["clay_magic_missile"].enabled == (st.seats[0].gems >= CR.price(CR.MISSILE))
    assert "6 gems" in keys["clay_magic_missile"].tooltip


def test_nm_clay_05_missile_tool_aims_and_drops(ctx, screen):
    scene = clay_table(ctx)
    press_button(scene, screen, "clay_magic_missile")
    tool = scene.tools.find(MissileTool)
    assert tool is not None and tool.seat == 0
    assert "Magic Missile (6 gems)" in scene.prompt()[0]
    aim = target_group(scene.state, 0)
    before = scene.state
    pos = screen_of(scene, aim)
    mouse(scene, "move", pos)
    frame(scene, screen)  # the ring is drawn at the mouse
    mouse(scene, "down", pos)
    action = scene.session.actions[-1]
    assert isinstance(action, A.MagicMissile) and action.seat == 0
    assert math.dist(action.aim, scene.camera.screen_to_map(*pos)) < 1e-3
    assert scene.tools.find(MissileTool) is None  # put down once dropped
    show = scene.tools.find(MissileShow)
    assert show is not None and show.playing()
    assert scene.busy() and scene.tool_view().animating  # the bots and windows wait for it
    # NM-CLAY-06: the show is the rules' own simulation of this drop: it smashes what the state smashed
    after = scene.state
    smashed = {m.id for m in before.alive()} - {m.id for m in after.alive()}
    assert {e.id for e in show.result.events} == smashed


def test_nm_clay_06_what_the_player_sees_is_what_the_rules_counted(ctx, screen, monkeypatch):
    scene = clay_table(ctx)
    st = scene.state
    aim = target_group(st, 0)
    tool = scene.tools.push(MissileTool(0))
    scene.carry_out(tool.drop(aim), tool)
    show = scene.tools.find(MissileShow)
    after = scene.state
    assert isinstance(scene.session.actions[-1], A.MagicMissile)
    # while it plays, the pieces it draws itself are not drawn twice
    drawn = pieces_state(after, list(scene.tools))
    for mid in show.hidden_monsters():
        m = drawn.find(mid)
        assert m is None or not m.alive
    # 60 fps: the show replays frames; nothing is simulated while it plays
    import tabletop.physics as P

    def no_sim(*_a, **_k):
        raise AssertionError("simulated during the show")

    monkeypatch.setattr(P, "simulate_missile", no_sim)
    monkeypatch.setattr(CR, "simulate_missile", no_sim)
    steps = 0
    while show.playing() and steps < 2000:
        frame(scene, screen)
        steps += 1
    assert not show.playing() and scene.tools.find(MissileShow) is None
    # the final picture: every standing monster where the state has it, every smashed one clay
    for mid in show.figures:
        m = after.find(mid)
        if m.alive:
            assert show.final_position(mid) == pytest.approx((m.x, m.y))
    assert set(show.blobs) == {e.id for e in show.result.events}
    for bx, by, br in show.blobs.values():
        assert any((c.x, c.y, c.r) == (bx, by, br) for c in after.clay)
    assert pieces_state(after, list(scene.tools)) is after


def test_nm_clay_06_missile_replayed_from_the_event(ctx, screen):
    """A drop not made at this screen (the computer's) is shown from the event's aim and seed."""
    scene = clay_table(ctx)
    before = scene.state
    aim = target_group(before, 0)
    events = scene.session.submit(CR.missile_action(0, aim))  # as a bot's action arrives: not this screen's
    ev = next(e for e in events if e.kind == CR.MISSILE)
    show = scene.tools.find(MissileShow)
    assert show is not None
    again = CR.simulate_missile(before, ev.data["aim"], ev.data["seed"])
    assert show.result.frames == again.frames and show.result.events == again.events
    assert tuple(show.result.smashed) == tuple(ev.data["smashed"])
    # the log tells the drop (and what it smashed) once the ball has landed, not while it falls
    if show.result.events:
        assert not any("smashes" in line.text for line in scene.log_lines())
    for _ in range(2000):
        if not show.playing():
            break
        scene.update(1 / 60)
    assert any("Magic Missile" in line.text or "missile" in line.text.lower() for line in scene.log_lines())


def test_nm_clay_08_blast_tool_previews_and_lowers(ctx, screen):
    scene = clay_table(ctx)
    press_button(scene, screen, "clay_magic_blast")
    tool = scene.tools.find(BlastTool)
    if tool is None:  # too few gems for a blast in this position: the button said why
        b = scene.buttons.get("clay_magic_blast")
        assert not b.enabled and "gems" in b.tooltip
        pytest.skip("the seat cannot pay for a blast here")
    aim = target_group(scene.state, 0)
    pos = screen_of(scene, aim)
    mouse(scene, "move", pos)
    frame(scene, screen)
    p1 = tool.preview(scene.state, scene.camera.screen_to_map(*pos))
    p2 = tool.preview(scene.state, scene.camera.screen_to_map(pos[0], pos[1]))
    assert p1 is p2  # cached per cursor cell
    assert p1.under  # a group under the disc
    mouse(scene, "down", pos)
    action = scene.session.actions[-1]
    assert isinstance(action, A.MagicBlast) and action.seat == 0
    show = scene.tools.find(BlastShow)
    assert (show is not None and show.result.under == p1.under) or set(show.result.under) == set(p1.under)


def test_nm_clay_04_wall_drag_refused_in_words(ctx, screen):
    scene = clay_table(ctx)
    tool = scene.tools.push(WallTool(0))
    st = scene.state
    w, h = CR.bounds(st)
    m = min(st.alive(), key=lambda m: math.dist((m.x, m.y), (w / 2, h / 2)))
    a, b = (m.x - 1.5, m.y), (m.x + 1.5, m.y)  # straight across a monster
    n = len(scene.session.actions)
    mouse(scene, "down", screen_of(scene, a))
    for k in range(1, 16):
        t = k / 15
        mouse(scene, "move", screen_of(scene, (a[0] + (b[0] - a[0]) * t, a[1])))
    frame(scene, screen)
    plan = tool.plan(scene.state)
    assert not plan.ok and "would stand on a monster" in plan.problems[0]
    mouse(scene, "up", screen_of(scene, b))
    assert len(scene.session.actions) == n  # refused: nothing submitted
    assert scene.toast is not None and "stand on a monster" in scene.toast[0]
    assert scene.tools.find(WallTool) is tool and tool.stroke == []  # draw again


def test_nm_clay_02_wall_drawn_and_sent(ctx, screen):
    from tabletop.ui.necromolds.table.clay_scenes import wall_stroke

    scene = clay_table(ctx)
    st = scene.state
    tool = WallTool(0)
    stroke = wall_stroke(st, 0, target_group(st, 0))
    tool.stroke = list(stroke)
    tool.drawing = True
    plan = tool.plan(st)
    assert plan.ok
    from tabletop.ui.necromolds.table.clay_wall import wall_words

    words = wall_words(plan, CR.clay_left(st, 0))
    assert words.startswith("Wall: ") and " in of " in words and "3 gems" in words
    result = tool.release(scene.tool_view())
    assert isinstance(result[0], A.MagicWall) and result[0].seat == 0 and len(result[0].stroke) == len(stroke)


def test_nm_clay_03_remove_wall_tool(ctx, screen):
    from tabletop.games.necromolds.state import Wall

    scene = clay_table(ctx)
    st = scene.state
    x, y = target_group(st, 0)
    wall = Wall(
        id="wall-1",
        owner=1,
        footprint=[(x - 2, y - 3), (x + 2, y - 3), (x + 2, y - 2.7), (x - 2, y - 2.7)],
        height=1.25,
        clay=10,
    )
    st2 = msgspec.structs.replace(st, walls=[wall])
    view = scene.tool_view()
    view = type(view)(st2, *[getattr(view, f) for f in view.__dataclass_fields__ if f != "state"])
    tool = RemoveWallTool(0)
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen_of(scene, (x, y - 2.85)), button=1)
    result = tool.handle(ev, view)
    assert isinstance(result[0], A.RemoveWall) and result[0].wall == "wall-1"
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen_of(scene, (x, y + 3)), button=1)
    assert "Click a magic wall" in tool.handle(ev, view).text


def test_clay_tools_put_down_by_esc_and_right_click(ctx, screen):
    scene = clay_table(ctx)
    for _kind, cls in ((CR.MISSILE, MissileTool), (CR.BLAST, BlastTool)):
        scene.tools.push(cls(0))
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert scene.tools.find(cls) is None
        scene.tools.push(cls(0))
        mouse(scene, "down", scene.camera.map_to_screen(3, 3), button=3)
        assert scene.tools.find(cls) is None


def test_scenario_still_frames_hold(ctx, screen):
    scene = scenario_scene(ctx, "clay_missile")
    show = scene.tools.find(MissileShow)
    assert show is not None and show.frozen
    t = show.t
    for _ in range(5):
        frame(scene, screen)
    assert show.t == t and 0 < show.frame_at(t) < len(show.result.frames)
    _x, _y, z = show.ball(show.frame_at(t))
    assert z > 1.0  # in flight
    assert isinstance(show, ClayShow)
