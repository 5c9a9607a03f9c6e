"""More Fun with Clay and the Optional Fan Rules at the table, the follow-ups of issue 13: walls in
the table's caches (NM-CLAY-02), a Magic Blast's combats in the combat window (NM-CLAY-09 with
NM-COMBAT-03), the end of a turn (turn_end / end_turn), Hindering Terrain's stop (NM-FAN-21, NM-FAN-22)
and High Ground drawn on the set-up screens (NM-FAN-09)."""

from __future__ import annotations

import math

import msgspec
import pygame
import pytest

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.state import Wall
from tabletop.ui.necromolds.table import clay_rules as CR
from tests.ui.necromolds.table.conftest import SIZE, click, frame, scenario_scene, screen_of


def clay_table(ctx, name="clay_blast"):
    scene = scenario_scene(ctx, name)
    scene.tools.clear()
    return scene


def wall_near(state, x, y, wid="wall-1", owner=1):
    """A straight wall 4 in long just above (x, y)."""
    return Wall(
        id=wid,
        owner=owner,
        footprint=[(x - 2, y - 3), (x + 2, y - 3), (x + 2, y - 2.6), (x - 2, y - 2.6)],
        height=1.25,
        clay=10,
    )


def session_at(phase_seat, settings, seed=6, map_id="graveyard", limit=3000):
    """A bot-played session stopped where `phase_seat(state)` holds."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "standard", "map": map_id, **settings}, seed)
    driver = BotDriver(session, [0, 1], delay=0.0)
    for _ in range(limit):
        if phase_seat(session.state):
            return session
        assert session.state.phase != "over"
        driver.step(driver.bot_to_act())
    raise AssertionError("never reached")


# -- 1. walls in the caches (NM-CLAY-02: a wall is terrain at once) -----------------------------------


def test_nm_clay_02_threat_reach_cache_keys_on_the_walls(ctx, screen):
    from tabletop.games.necromolds import field
    from tabletop.ui.necromolds.table import threat_reach as TR

    scene = clay_table(ctx)
    st = scene.state
    mover = next(m for m in st.alive() if m.owner == 0)
    foe = min((m for m in st.alive() if m.owner == 1), key=lambda m: math.dist((m.x, m.y), (mover.x, mover.y)))
    st_w = msgspec.structs.replace(st, walls=[wall_near(st, foe.x, foe.y + 2.0)])
    assert TR._key(st, mover.id, 6.0) != TR._key(st_w, mover.id, 6.0)
    plain = TR.enemy_reach(st, mover.id, 6.0, background=False)
    walled = TR.enemy_reach(st_w, mover.id, 6.0, background=False)
    assert walled is not plain
    assert "magic_wall#wall-1" in str(walled._bf.to_dict())
    assert "magic_wall#wall-1" not in str(plain._bf.to_dict())
    # and removed again: the first answer, not the walled one
    assert TR.enemy_reach(msgspec.structs.replace(st_w, walls=[]), mover.id, 6.0, background=False) is plain
    assert field.battlefield(st_w) is not field.battlefield(st)


def _region(surface, rect):
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def test_nm_clay_02_a_new_or_removed_wall_is_drawn_at_once(ctx, screen):
    scene = clay_table(ctx)
    st = scene.session.state
    w, h = CR.bounds(st)
    x, y = w / 2, h / 2 + 2.6
    wall = wall_near(st, x, y)
    a, b = screen_of(scene, x - 2.2, y - 5.5), screen_of(scene, x + 2.2, y - 2.2)
    rect = pygame.Rect(a, (b[0] - a[0], b[1] - a[1]))
    frame(scene, screen)
    bare = _region(screen, rect)
    scene.session.state = msgspec.structs.replace(st, walls=[wall])
    frame(scene, screen)
    walled = _region(screen, rect)
    assert walled != bare
    scene.session.state = msgspec.structs.replace(st, walls=[])
    frame(scene, screen)
    assert _region(screen, rect) == bare


# -- 2. a Magic Blast's combats (NM-CLAY-09, NM-COMBAT-03) ------------------------------------------


def blast_cast(ctx, screen):
    """Player 1 (this screen) lowers a blast on two of Player 2's monsters; Player 2 is a person too."""
    from tabletop.ui.necromolds.table.clay_scenes import target_group

    scene = clay_table(ctx)
    scene.bot_seats.clear()
    scene.driver = None
    st = scene.session.state
    st.seats[0].gems, st.seats[1].gems = 12, 9
    scene.carry_out(A.MagicBlast(seat=0, centre=target_group(scene.state, 0)))
    return scene


def combat_tool(scene):
    from tabletop.ui.necromolds.table.combat_flow import CombatTool

    return scene.tools.find(CombatTool)


def run_until_shown(scene, screen, limit=900):
    for _ in range(limit):
        frame(scene, screen)
        tool = combat_tool(scene)
        if tool is not None and tool.shown(scene.tool_view()):
            return tool
    raise AssertionError("no combat window")


def test_nm_clay_09_blast_combat_window_shows_the_blast_and_the_defender_buys(ctx, screen):
    from tabletop.ui.necromolds.table import combat_view

    scene = blast_cast(ctx, screen)
    st = scene.state
    assert st.phase == "combat" and st.combat.caster == 0 and st.combat.attacker == ""
    tool = run_until_shown(scene, screen)
    rec = tool.record
    assert rec.blast and rec.att_owner == 0 and rec.attacker == "" and rec.att_pool == 3
    assert rec.name(st, 0) == "Magic Blast"
    frame(scene, screen)  # drawn with the blast's column (no state.monster(""))
    # NM-COMBAT-03: the human defender may buy dice: +1 die, then Roll sends BuyDice for Player 2
    more = scene.buttons.get("combat_more")
    assert more is not None and more.enabled and "3 gems" in more.label
    click(scene, more.rect.center)
    frame(scene, screen)
    first = rec.defender
    n = len(scene.session.actions)
    click(scene, scene.buttons.get("combat_confirm").rect.center)
    bought = scene.session.actions[n]
    assert isinstance(bought, A.BuyDice) and bought.seat == 1 and bought.count == 1
    assert len(rec.def_faces) == st.combat.def_pool + 1 and len(rec.att_faces) == 3
    # the next defender's combat started in the same action: this one's result stays up until Continue
    assert tool.record is rec and rec.done and rec.defender == first
    for _ in range(120):
        frame(scene, screen)
    assert "Magic Blast" in rec.reason or "holds" in rec.reason or "survives" in rec.reason
    words = combat_view.stage_words(scene.state, rec, set())
    assert words == rec.reason  # not the next combat's question
    if scene.state.phase == "combat":
        assert tool.queued and tool.queued[0].blast
        click(scene, scene.buttons.get("combat_continue").rect.center)
        assert tool.record.defender != first and tool.record.blast
        frame(scene, screen)
        assert scene.buttons.get("combat_confirm") is not None  # the next defender decides
    assert not any(line.text == "" for line in scene.log_lines())


def test_nm_clay_09_blast_combat_picked_up_from_a_state(ctx, screen):
    """A game loaded or undone mid-blast opens the window with the blast as the attacker."""
    from tabletop.ui.necromolds.table.combat_flow import CombatTool

    scene = blast_cast(ctx, screen)
    tool = CombatTool.from_state(scene.state)
    assert tool.record.blast and tool.record.att_owner == 0 and tool.record.att_pool == 3
    scene.tools.remove_all(CombatTool)
    scene._pick_up_combat()
    run_until_shown(scene, screen)
    frame(scene, screen)


# -- 3. the end of a turn (More Fun with Clay's turn_end) -------------------------------------------


def at_turn_end(seat):
    return lambda st: st.phase == "turn_end" and st.turn_seat == seat


@pytest.mark.parametrize("size", [SIZE, (960, 600)])
def test_a_person_can_always_end_the_turn(size, screen):
    from types import SimpleNamespace

    from tabletop.ui.necromolds.table import TableScene

    pygame.display.set_mode(size)
    surf = pygame.display.get_surface()
    session = session_at(at_turn_end(0), {"clay_magic": True})
    scene = TableScene(SimpleNamespace(size=size, manager=None), session, {1}, None, bot_delay=0.01)
    scene.enter()
    frame(scene, surf)
    text = scene.prompt()[0]
    assert "End turn" in text and "turn_end" not in text
    b = scene.buttons.get("end_turn")
    assert b is not None and b.enabled and surf.get_rect().contains(b.rect)
    for other in scene.buttons.buttons:
        assert other is b or not other.rect.colliderect(b.rect)
    click(scene, b.rect.center)
    assert isinstance(scene.session.actions[-1], A.EndTurn)
    assert scene.state.phase != "turn_end" or scene.state.turn_seat != 0


def test_e_key_ends_the_turn(ctx, screen):
    from tabletop.ui.necromolds.table import TableScene

    session = session_at(at_turn_end(0), {"clay_magic": True})
    scene = TableScene(ctx, session, {1}, None, bot_delay=0.01)
    scene.enter()
    frame(scene, screen)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e"))
    assert isinstance(scene.session.actions[-1], A.EndTurn)


def test_a_bots_turn_end_does_not_stall_the_table(ctx, screen):
    from tabletop.ui.necromolds.table import TableScene

    session = session_at(at_turn_end(1), {"clay_magic": True})
    scene = TableScene(ctx, session, {1}, None, bot_delay=0.3)
    scene.enter()
    assert "ending their turn" in scene.prompt()[0]
    for _ in range(1200):
        frame(scene, screen, dt=1 / 20)
        st = scene.state
        if not (st.phase == "turn_end" and st.turn_seat == 1) and not scene.busy():
            break
    st = scene.state
    assert not (st.phase == "turn_end" and st.turn_seat == 1)


# -- 4. Hindering Terrain at the table (NM-FAN-21, NM-FAN-22) -------------------------------------------------


def _point_segment(p, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ((dx * dx + dy * dy) or 1.0)))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def test_nm_fan_21_22_the_move_drag_stops_just_past_smashed_clay_and_says_so(ctx, screen, monkeypatch):
    from tabletop.games.necromolds import fan
    from tabletop.ui.necromolds.table import move_tool
    from tabletop.ui.necromolds.table.move_tool import MoveDrag

    scene = scenario_scene(ctx, "fan_hinder")
    st = scene.state
    assert fan.on(st, "fan_hindering_terrain") and st.clay
    drag = scene.move
    assert drag is not None and drag.monster == "p0-thornback-3"
    goal = (14.98, 5.49)
    assert drag.hindered and drag.legal
    end = drag.path[-1]
    assert math.dist(end, goal) > 0.3  # cut short of the cursor
    # the path crosses a smashed clay and ends past it, at the spot the rules name
    crossed = [
        c for c in st.clay if any(_point_segment((c.x, c.y), a, b) < c.r for a, b in zip(drag.path, drag.path[1:]))
    ]
    assert crossed
    assert fan.hinder(st, drag.monster, [goal])[-1] == pytest.approx(end)
    c = crossed[0]
    start = drag.path[0]
    assert math.dist(start, end) > math.dist(start, (c.x, c.y))
    # the label says why
    said = []
    real = move_tool._label

    def spy(surface, at, lines, *a, **k):
        said.extend(line if isinstance(line, str) else line[0] for line in lines)
        return real(surface, at, lines, *a, **k)

    monkeypatch.setattr(move_tool, "_label", spy)
    frame(scene, screen)
    assert any("Hindering Terrain" in t for t in said)
    monkeypatch.undo()
    # let go: the Move the engine gets ends there
    assert scene.drop()
    last = scene.session.actions[-1]
    assert isinstance(last, A.Move) and tuple(last.path[-1]) == pytest.approx(end)
    # the rule off: the same drag is not cut
    off = msgspec.structs.replace(st, fan=[f for f in st.fan if f != "fan_hindering_terrain"])
    plain = MoveDrag.begin(off, "p0-thornback-3")
    plain.update(goal)
    assert not plain.hindered


# -- 7. per-frame cost: standing walls drawn once per outline and zoom, not every frame --------------


def test_standing_walls_are_drawn_once_per_zoom_not_per_frame(ctx, screen, monkeypatch):
    from tabletop.ui.necromolds.table import clay_draw as CD
    from tabletop.ui.necromolds.table import clay_show

    scene = clay_table(ctx)
    st = scene.session.state
    w, h = CR.bounds(st)
    scene.session.state = msgspec.structs.replace(st, walls=[wall_near(st, w / 2, h / 2 + 2.6)])
    clay_show._WALL_SPRITES.clear()
    calls = []
    real = CD.draw_wall
    monkeypatch.setattr(CD, "draw_wall", lambda *a, **k: (calls.append(1), real(*a, **k))[1])
    for _ in range(5):
        frame(scene, screen)
    assert len(calls) == 1
    scene.camera.zoom_at(1.3, *scene.camera.map_to_screen(w / 2, h / 2))
    frame(scene, screen)
    assert len(calls) == 2  # a new zoom draws it again


# -- 8. found playing: a wall is clicked where it is drawn (raised by its height) -------------------


def test_nm_clay_03_remove_wall_by_clicking_its_raised_top(ctx, screen):
    from tabletop.ui.necromolds.table import clay_draw as CD
    from tabletop.ui.necromolds.table.clay_wall import RemoveWallTool

    scene = clay_table(ctx)
    st = scene.session.state
    w, h = CR.bounds(st)
    wall = wall_near(st, w / 2, h / 2 + 2.6)
    st2 = msgspec.structs.replace(st, walls=[wall])
    view = scene.tool_view()
    view = type(view)(st2, *[getattr(view, f) for f in view.__dataclass_fields__ if f != "state"])
    cx = sum(p[0] for p in wall.footprint) / 4
    cy = sum(p[1] for p in wall.footprint) / 4
    sx, sy = scene.camera.map_to_screen(cx, cy)
    lift = CD.lift_px(scene.camera, wall.height)
    assert lift > 8
    tool = RemoveWallTool(0)
    for up in (0.0, 0.5 * lift, 0.9 * lift):  # the footprint, the face, the top as drawn
        ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(sx), int(sy - up)), button=1)
        result = tool.handle(ev, view)
        assert isinstance(result, list) and isinstance(result[0], A.RemoveWall) and result[0].wall == "wall-1", up
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(sx), int(sy - lift - 25)), button=1)
    assert "Click a magic wall" in tool.handle(ev, view).text
    # hovering its top lights it (drawn with an amber outline, the price beside it): this crashed
    hover = type(view)(
        st2,
        *[
            getattr(view, f) if f != "mouse" else (int(sx), int(sy - 0.8 * lift))
            for f in view.__dataclass_fields__
            if f != "state"
        ],
    )
    assert tool.wall_under(hover).id == "wall-1"
    tool.draw_map(screen, hover)
