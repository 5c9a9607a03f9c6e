"""Benchmark of the Necromolds battle table: frame time during a monster drag.

Scene: a standard game on Twins Vale with its 3 terrain pieces and 30 monsters (both armies
molded by the bots, topped up to 30 with extra Mud Mumps placed on free ground), in a move
command of seat 0, at 1280x800 with the dummy video driver (software rendering). For 600
frames the cursor walks a loop over the map: every frame the shortest path, the move check
and the threat preview are recomputed and the whole table is drawn. The reachable area is
computed once at drag start (as in play).

Pick-ups, as in play: for each of several rounds a fresh copy of the scene (module caches
emptied, so every state starts cold), and for each monster that may move, the cursor walks to it
over 20 frames paced at 60 fps (the player reaching for it; the table uses those frames' idle
time to get the drags ready, see ui/necromolds/table/prewarm.py), the press picks it up (timed:
`table_drag_start_ms`, the median), 10 paced frames follow the cursor away (timed:
`table_drag_first10_p95_ms`, the 95th percentile over every pick-up) and the release drops it,
so the next pick-up is on the new state the move made.

Times are the main thread's CPU time (`time.thread_time`): what a frame costs the table, not what
other processes on a shared machine take from it (the wall-clock times are reported beside them,
`*_wall_ms`, with the load average when the bench ran). The same drag is timed again with the
fan rules and More Fun with Clay on and two Magic Walls standing (`table_drag_fan_clay_*`): fronts
on every base, the facing dial, the walls and the clay buttons drawn every frame.
"""

from __future__ import annotations

import math
import os
import statistics
import time


def _state_with_30():
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds import field
    from tabletop.games.necromolds.state import Monster, clone
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 21)
    driver = BotDriver(session, [0, 1], delay=0.0)
    for _ in range(4000):
        st = session.state
        if st.phase == "command" and st.command.kind == "move" and st.command.seat == 0:
            break
        driver.step(driver.bot_to_act())
    st = clone(session.state)
    k = 0
    y_rows = [3.0, 15.0, 6.0, 12.0, 9.0]
    while len(st.alive()) < 30 and k < 400:
        owner = k % 2
        x = 1.5 + (k * 2.3) % 21
        y = y_rows[(k // 9) % len(y_rows)] + (0.6 if owner else -0.6)
        m = Monster(
            id=f"p{owner}-extra-{k}", owner=1 - owner if y > 9 else owner, book="mud_mumps", x=x, y=y, deployed=True
        )
        if field.placement_problem(st, m, x, y) is None:
            st.monsters.append(m)
        k += 1
    session.state = st
    return session


FRAME = 1 / 60


def _clear_caches() -> None:
    """Empty the per-state caches, as a state never seen before finds them."""
    from tabletop.games.necromolds import field
    from tabletop.ui.necromolds.table import threat_reach

    field._CACHE.clear()
    for bf in field._STATIC.values():  # configuration spaces kept across states (terrain kept warm, as before)
        bf._tcache.pop("cs-kept", None)
    threat_reach._CACHE.clear()
    clear = getattr(threat_reach, "clear_caches", None)
    if clear is not None:
        clear()


def _paced(scene, screen, pos, times=None, wall=None):
    """One frame paced at 60 fps: the cursor to pos, update, draw; its CPU time (ms) into times,
    its wall-clock time into wall."""
    import pygame

    c0 = time.thread_time()
    t0 = time.perf_counter()
    scene.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(int(pos[0]), int(pos[1])),
            rel=(1, 1),
            buttons=(1 if scene.move is not None else 0, 0, 0),
        )
    )
    scene.update(FRAME)
    scene.draw(screen)
    pygame.display.flip()
    took = time.perf_counter() - t0
    if times is not None:
        times.append((time.thread_time() - c0) * 1000)
    if wall is not None:
        wall.append(took * 1000)
    if took < FRAME:
        time.sleep(FRAME - took)


def pick_ups(screen, ctx, start_state, rounds: int = 3, wall: dict | None = None) -> tuple[list, list]:
    """Drag starts (CPU ms) and the first 10 frames after each (CPU ms), over `rounds` passes over
    the movers; `wall` gets the same as wall-clock times ("starts", "first10")."""
    import pygame

    from tabletop.ui.necromolds.table import TableScene
    from tabletop.ui.necromolds.table import queries as Q

    starts, first10 = [], []
    wall = wall if wall is not None else {}
    wall.setdefault("starts", [])
    wall.setdefault("first10", [])
    for r in range(rounds):
        session = _session_like(start_state)
        _clear_caches()
        scene = TableScene(ctx, session, set(), None)
        scene.enter()
        cursor = scene.camera.map_to_screen(2.0, 2.0)
        tried: set = set()
        for k in range(len(Q.actors(session.state))):
            st = session.state
            who = [w for w in Q.actors(st) if w not in tried] if st.phase == "command" else []
            if not who:
                break
            tried.add(who[0])
            m = st.monster(who[0])
            target = scene.camera.map_to_screen(m.x, m.y)
            for i in range(1, 21):  # the player reaches for the monster
                f = i / 20
                _paced(
                    scene, screen, (cursor[0] + (target[0] - cursor[0]) * f, cursor[1] + (target[1] - cursor[1]) * f)
                )
            c0, t0 = time.thread_time(), time.perf_counter()
            scene.handle_event(
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(target[0]), int(target[1])), button=1)
            )
            starts.append((time.thread_time() - c0) * 1000)
            wall["starts"].append((time.perf_counter() - t0) * 1000)
            assert scene.move is not None, "the drag did not start"
            a = (k * 1.7 + r * 0.9) % math.tau
            for i in range(1, 11):
                f = i / 10 * 1.8
                _paced(
                    scene,
                    screen,
                    scene.camera.map_to_screen(m.x + f * math.cos(a), m.y + f * math.sin(a)),
                    first10,
                    wall["first10"],
                )
            cursor = scene.camera.map_to_screen(m.x + 1.8 * math.cos(a), m.y + 1.8 * math.sin(a))
            # the drop: a legal end is a Move (a new state), an illegal one is refused
            scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(cursor[0]), int(cursor[1])), button=1))
        scene.exit()
    return starts, first10


def _session_like(state):
    """A session holding a copy of state (the bench's scene, without replaying the bot game)."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds.state import clone

    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 21)
    session.state = clone(state)
    return session


def _with_fan_and_clay(state):
    """A copy of the bench's state with the table-drawing fan rules and More Fun with Clay on and
    two Magic Walls standing (fronts on every base, the dial, walls, clay buttons)."""
    from tabletop.games.necromolds.state import Wall, clone

    st = clone(state)
    st.fan = ["fan_partial_cover", "fan_high_ground", "fan_directional", "fan_decisive_combat", "fan_hindering_terrain"]
    for m in st.monsters:
        if m.facing is None:
            m.facing = 90.0 if m.owner == 0 else 270.0
    st.clay_left = [40] * len(st.seats)
    st.walls = [
        Wall(id="wall-1", owner=1, footprint=[(2.0, 8.0), (6.0, 8.0), (6.0, 8.4), (2.0, 8.4)], height=1.25, clay=10),
        Wall(
            id="wall-2",
            owner=0,
            footprint=[(16.0, 10.0), (20.0, 10.5), (20.0, 10.9), (16.0, 10.4)],
            height=1.25,
            clay=10,
        ),
    ]
    st.walls_made = 2
    return st


def _drag_loop(scene, screen, m, frames: int) -> tuple[list, list]:
    """The cursor's loop over the map with the monster in hand: CPU and wall ms per frame."""
    import pygame

    times, wall = [], []
    for i in range(frames + 30):
        a = i / 90.0 * math.tau
        px = m.x + 4.5 * math.sin(a) + 2.0 * math.sin(3 * a)
        py = m.y + 3.0 + 3.0 * math.sin(2 * a)
        sx, sy = scene.camera.map_to_screen(px, py)
        c0, t0 = time.thread_time(), time.perf_counter()
        scene.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(int(sx), int(sy)), rel=(1, 1), buttons=(1, 0, 0))
        )
        scene.update(1 / 60)
        scene.draw(screen)
        pygame.display.flip()
        if i >= 30:  # the first frames warm caches (fonts, sprites, the map layer)
            times.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - t0) * 1000)
    times.sort()
    wall.sort()
    return times, wall


def _p95(xs) -> float:
    xs = sorted(xs)
    return round(xs[max(0, int(len(xs) * 0.95) - 1)], 2)


def run() -> dict:
    """Frame times (ms) of the table during a drag: median and 95th percentile of 600 frames."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    size = (1280, 800)
    screen = pygame.display.set_mode(size)
    from tabletop.ui.necromolds.table import TableScene
    from tabletop.ui.necromolds.table import queries as Q

    class Ctx:  # the table needs only the window size
        pass

    ctx = Ctx()
    ctx.size = size
    session = _state_with_30()
    scene = TableScene(ctx, session, set(), None)
    scene.enter()
    st = session.state
    mid = Q.actors(st)[0]
    m = st.monster(mid)
    start = scene.camera.map_to_screen(m.x, m.y)
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(int(start[0]), int(start[1])), rel=(0, 0), buttons=(0, 0, 0))
    )
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1))
    assert scene.move is not None, "the drag did not start"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else -1.0
    times, wall = _drag_loop(scene, screen, m, 600)
    scene.exit()
    walls: dict = {}
    starts, first10 = pick_ups(screen, ctx, st, wall=walls)
    first10.sort()
    # the same drag with the fan rules and More Fun with Clay on, two walls standing
    fan_session = _session_like(_with_fan_and_clay(st))
    fscene = TableScene(ctx, fan_session, set(), None)
    fscene.enter()
    fm = fan_session.state.monster(mid)
    fx, fy = fscene.camera.map_to_screen(fm.x, fm.y)
    fscene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(fx), int(fy)), rel=(0, 0), buttons=(0, 0, 0)))
    fscene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(fx), int(fy)), button=1))
    assert fscene.move is not None, "the fan/clay drag did not start"
    ftimes, fwall = _drag_loop(fscene, screen, fm, 300)
    fscene.exit()
    return {
        "clock": "thread CPU time (wall-clock: *_wall_ms)",
        "load_average_1min": round(load, 2),
        "monsters": len(st.alive()),
        "terrain_pieces": len(st.terrain),
        "frames": len(times),
        "table_drag_p50_ms": round(statistics.median(times), 2),
        "table_drag_p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
        "table_drag_max_ms": round(times[-1], 2),
        "drag_starts": len(starts),
        "table_drag_start_ms": round(statistics.median(starts), 2),
        "table_drag_start_max_ms": round(max(starts), 2),
        "table_drag_first10_p95_ms": round(first10[int(len(first10) * 0.95) - 1], 2),
        "table_drag_first10_max_ms": round(first10[-1], 2),
        "table_drag_fan_clay_p50_ms": round(statistics.median(ftimes), 2),
        "table_drag_fan_clay_p95_ms": _p95(ftimes),
        "table_drag_p95_wall_ms": _p95(wall),
        "table_drag_start_wall_ms": round(statistics.median(walls["starts"]), 2),
        "table_drag_first10_p95_wall_ms": _p95(walls["first10"]),
        "table_drag_fan_clay_p95_wall_ms": _p95(fwall),
    }
