"""Idle: what the app costs while it waits for the player (issue 21: "idle means idle").

Each screen is opened in a headless app (SDL's dummy driver) and the real loop (`App.frame`, what
`run_loop` repeats) runs with no input: first until the frames that follow an opening have settled,
then for $NECRO_BENCH_IDLE_SECONDS seconds (default 4) in which the process's CPU time and the frames
drawn are counted. Screens: the main menu, the Rise table and the Necromolds table at the player's
turn against the computer (their scenarios move_reach and turns_3p), and the hand-over screen.

Figures: `<screen>_cpu_pct` (CPU time over wall time, in percent of one core; the goal is under 5)
and `<screen>_frames` (frames drawn while idle).
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable

SCREENS = ("menu", "rise_table", "necromolds_table", "handover")
GOAL_PCT = 5.0


def _opener(screen: str) -> Callable:
    """A function ctx -> the scene to push (None: the menu the app opens on)."""
    from tabletop.ui import registry

    if screen == "menu":
        return lambda ctx: None
    if screen == "rise_table":
        return lambda ctx: registry.scenario_shot(ctx, "rise", "move_reach")[0]
    if screen == "necromolds_table":
        return lambda ctx: registry.scenario_shot(ctx, "necromolds", "turns_3p")[0]
    if screen == "handover":
        from tabletop.ui.kit.handover import HandoverScene

        return lambda ctx: HandoverScene(ctx, 1, "Player 2", (200, 90, 60), "The other player looks away.")
    raise ValueError(f"unknown screen {screen!r}: {', '.join(SCREENS)}")


def measure(screen: str, seconds: float = 4.0, settle: float = 2.0) -> tuple[float, int]:
    """(percent of a core, frames drawn) over `seconds` of the real loop idling on `screen`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("NECRO_TABLETOP_HOME", tempfile.mkdtemp(prefix="necro-bench-idle-"))  # not the user's
    from tabletop.ui.app import App
    from tabletop.ui.scene import push

    app = App(size=(1280, 800), read_settings=False)
    try:
        scene = _opener(screen)(app.ctx)
        if scene is not None:
            app.stack.apply(push(scene))
        end = time.monotonic() + settle
        while time.monotonic() < end:  # the frames that follow the opening (and its settle time)
            app.frame()
        drawn, cpu, wall = app.drawn, time.process_time(), time.perf_counter()
        end = time.monotonic() + seconds
        while time.monotonic() < end and not app.stack.quit_requested:
            app.frame()
        pct = (time.process_time() - cpu) / max(1e-6, time.perf_counter() - wall) * 100.0
        return pct, app.drawn - drawn
    finally:
        app.close()


def run() -> dict:
    """Each screen's idle CPU and frames."""
    seconds = float(os.environ.get("NECRO_BENCH_IDLE_SECONDS", "4"))
    out: dict = {"seconds": seconds, "goal_pct": GOAL_PCT}
    for screen in SCREENS:
        pct, frames = measure(screen, seconds)
        out[f"{screen}_cpu_pct"] = round(pct, 2)
        out[f"{screen}_frames"] = frames
    return out
