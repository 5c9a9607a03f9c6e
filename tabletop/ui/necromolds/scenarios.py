"""Build the Necromolds table at a named scenario (levels/necromolds/scenarios/NAME.toml).

`build(ctx, name)` returns the game screen showing the scenario as a still picture: the battle
table, or for a scenario stopped in a set-up phase (terrain, army, deploy) that phase's step.
"""

from __future__ import annotations

import math

from tabletop.content.necromolds_scenarios import SCENARIOS, Scenario  # registers the kind
from tabletop.core.protocol import seat_count
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.persist import default_colours


def names() -> list[str]:
    """The scenario names (file stems)."""
    return SCENARIOS.stems()


def load(name: str) -> Scenario:
    """Read and check one scenario; ValueError naming the known ones if it does not exist."""
    return SCENARIOS.load_named(name, noun="scenario")


def _matches(state, r) -> bool:
    from tabletop.ui.necromolds.table import queries as Q
    from tabletop.ui.necromolds.table.ranged_tool import RangedAim

    if r.until_phase and state.phase != r.until_phase:
        return False
    if r.until_kind and (state.command is None or state.command.kind != r.until_kind):
        return False
    if r.until_seat >= 0:
        seat = state.command.seat if state.command is not None else state.turn_seat
        if state.phase == "combat" and state.combat is not None:
            from tabletop.games.necromolds.queries import deciding_seat

            seat = deciding_seat(state)
        if seat != r.until_seat:
            return False
    if r.until_targets:
        if state.phase != "command" or state.command.kind != "ranged":
            return False
        if not any(RangedAim.begin(state, m).legal_targets() for m in Q.actors(state)):
            return False
    return True


def play_recipe(session: Session, scenario: Scenario) -> None:
    """Replay the scenario's actions, then bot actions until its stop condition."""
    from tabletop.ui.bot_driver import BotDriver

    game = session.game
    for raw in scenario.recipe.actions:
        session.submit(game.decode_action(raw))
    r = scenario.recipe
    driver = BotDriver(session, range(seat_count(game, session.state)), delay=0.0)
    if r.bot_actions:
        for _ in range(r.bot_actions):
            seat = driver.bot_to_act()
            if seat is None or driver.step(seat) is None:
                break
    if r.until_phase or r.until_kind or r.until_targets:
        seen = 0
        was = False
        for _ in range(r.max_actions):
            now = _matches(session.state, r)
            if now and not was:
                if seen >= r.skip:
                    break
                seen += 1
            was = now
            seat = driver.bot_to_act()
            if seat is None or driver.step(seat) is None:
                break
        else:
            raise ValueError(
                f"scenario {scenario.title!r}: the stop condition was not reached in {r.max_actions} actions"
            )
    if r.finish_combat:
        while session.state.combat is not None:
            seat = driver.bot_to_act()
            if seat is None or driver.step(seat) is None:
                break


def build(ctx, name: str):
    """The scene at scenario `name`, its overlay applied (the caller runs a few frames)."""
    scenario = load(name)
    g = scenario.game
    session = Session(get_game("necromolds"), {**g.settings, "mode": g.mode, "map": g.map}, g.seed)
    colours = [tuple(c) for c in g.colours] or default_colours(seat_count(session.game, session.state))
    from tabletop.ui.necromolds.flow import scene_for

    scene = scene_for(ctx, session, g.bots, colours)  # the solo table for a solo game
    scene.enter()  # listen from the start, so the log and the combat window see every event
    play_recipe(session, scenario)
    scene.show_phase()  # the step the recipe stopped in (a finished terrain is not held over)
    scene.still()  # a still picture: no bot moves on while it is rendered, no animation
    if scene.step is not None:
        return scene, scenario
    if scene.combat is not None and not scenario.recipe.finish_combat and session.state.combat is None:
        scene.close_combat()
    apply_overlay(scene, scenario.overlay)
    return scene, scenario


def shot(ctx, name: str):
    """(scene, frames to run before its picture is taken) at scenario `name`: what `screenshot` renders."""
    scene, scenario = build(ctx, name)
    return scene, max(3, scenario.overlay.frames)


def _auto_cursor(state, mid):
    m = state.monster(mid)
    foes = sorted((e for e in state.alive() if e.owner != m.owner), key=lambda e: math.dist((e.x, e.y), (m.x, m.y)))
    limit = state.command.distance
    if not foes:
        return (m.x, m.y + limit * 0.6)
    e = foes[0]
    d = math.dist((e.x, e.y), (m.x, m.y)) or 1
    k = min(limit * 0.85, max(0.5, d - 2.5))
    return (m.x + (e.x - m.x) / d * k, m.y + (e.y - m.y) / d * k)


def apply_overlay(scene, ov) -> None:
    """Put the table in the overlay's interaction state (drag, hover, window, tool)."""
    from tabletop.ui.necromolds.table import queries as Q
    from tabletop.ui.necromolds.table.free_tools import RingsTool, Ruler, RulerTool, SightCheck, SightTool
    from tabletop.ui.necromolds.table.ranged_tool import RangedAim

    st = scene.state
    cam = scene.camera
    if ov.kind == "drag" and st.phase == "command" and st.command.kind == "move":
        mid = ov.monster if ov.monster != "auto" else Q.actors(st)[0]
        m = st.monster(mid)
        scene.set_mouse(cam.map_to_screen(m.x, m.y))
        scene.begin_drag(mid)
        scene.drag_to(tuple(ov.cursor) if ov.cursor else _auto_cursor(st, mid))
    elif ov.kind == "ranged" and st.phase == "command" and st.command.kind == "ranged":
        shooters = [m for m in Q.actors(st) if RangedAim.begin(st, m).legal_targets()] or Q.actors(st)
        mid = ov.monster if ov.monster != "auto" else shooters[0]
        aim = RangedAim.begin(st, mid)
        if ov.target in ("auto", "legal"):
            target = (aim.legal_targets() or list(aim.targets))[0]
        elif ov.target == "blocked":
            blocked = [e for e, why in aim.targets.items() if why and "sight" in why]
            target = (blocked or [e for e, why in aim.targets.items() if why] or list(aim.targets))[0]
        else:
            target = ov.target
        e = st.monster(target)
        scene.set_mouse(cam.map_to_screen(e.x, e.y))
        scene.aim_with(mid, hover=target)
    elif ov.kind == "ruler":
        a = tuple(ov.cursor[:2]) if ov.cursor else (4.0, 4.0)
        ruler = Ruler(a, (a[0] + 4.3, a[1] + 2.1), False)
        scene.toggle_tool("ruler", RulerTool(ruler))
        scene.set_mouse(cam.map_to_screen(*ruler.b))
    elif ov.kind == "sight":
        a = ov.monster if ov.monster != "auto" else st.alive(0)[0].id
        b = ov.target if ov.target not in ("auto", "legal", "blocked") else st.alive(1)[0].id
        scene.toggle_tool("sight", SightTool(SightCheck(a, b)))
    elif ov.kind == "rings":
        scene.toggle_tool("rings", RingsTool(ov.monster if ov.monster != "auto" else st.alive(0)[0].id))
    elif ov.kind.startswith("clay_"):  # More Fun with Clay: a missile in flight, a blast hovering, a wall drawn
        from tabletop.ui.necromolds.table.clay_scenes import overlay

        overlay(scene, ov)
