"""End to end (issue 25): the real app in a real X window (Xvfb), a solo game against Basalt LaSeur opened
from the menu with the mouse alone: Necromolds, 1 player, Start; no terrain, the Starting Tip army, every
monster deployed along the edge; Basalt's army summoned on the table; then a die dragged from the common
pool onto a slot of the person's spellbook, checked through the autosave."""

from __future__ import annotations

import os
import subprocess
import time
from types import SimpleNamespace

import pytest

from tabletop.ui.layout import centre
from tests.ui.test_e2e import REPO, SIZE, _wait_for, app_command, find_window, xdotool  # xserver: tests/ui/conftest.py

SEED = 5


def _form_points(size) -> dict:
    """Where the menu and the Necromolds form put the menu button, the '1' of Players and Start, and the
    set-up screens their helper and Done buttons (built headless at the same size)."""
    from tabletop.ui import registry
    from tabletop.ui.app import App
    from tabletop.ui.layout import menu_layout
    from tabletop.ui.necromolds.setup.layout import setup_layout
    from tabletop.ui.scene import push

    app = App(size=size)
    try:
        app.stack.apply(push(registry.new_game_scene(app.ctx, "necromolds")))
        app.step()
        form = app.stack.top
        group = next(g for g in form._radios if set(g.buttons.values()) == {1, 2, 3, 4})
        L = setup_layout(size)
        return {
            "necromolds": centre(menu_layout(size).button("necromolds")),
            "solo": next(b.rect.center for b, v in group.buttons.items() if v == 1),
            "start": next(b.rect.center for b in form._actions if b.text == "Start"),
            "quick": centre(L["quick"]),
            "done": centre(L["done"]),
        }
    finally:
        app.close()


def _draft_drag(session):
    """(from, to, (book, slot)): the first pool die that fits a slot of the person's, and that slot, on a
    table built headless at SIZE for the autosave's session."""
    import pygame

    from tabletop.games.necromolds import queries as NQ
    from tabletop.ui.necromolds import persist as nm_persist
    from tabletop.ui.necromolds.flow import scene_for
    from tabletop.ui.necromolds.solo import pool

    pygame.display.set_mode(SIZE)
    bots, colours = nm_persist.seats_and_colours(session)
    ctx = SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = scene_for(ctx, session, bots, colours)
    scene.still()
    st = session.state
    rects = pool.pool_rects(scene.layout, len(st.solo.pool), scene.tool_view())
    for k, face in enumerate(st.solo.pool):
        fits = [(b, j) for b, j in sorted(NQ.draft_slots(st, 0, face)) if j >= 0]
        if fits and face != "wild":
            where = next(r.center for r, b, j, _d in scene.hits[0].slots if (b, j) == fits[0])
            return rects[k].center, where, fits[0]
    raise AssertionError(f"no pool die fits a slot: {st.solo.pool}")


@pytest.mark.e2e
def test_solo_from_the_menu_and_a_die_drafted_by_the_mouse(xserver, user_home, tmp_path):
    from tabletop.games.necromolds import actions as A
    from tabletop.ui import persist

    points = _form_points(SIZE)
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home), NECRO_TABLETOP_SEED=str(SEED))
    env.pop("SDL_VIDEODRIVER", None)  # let SDL pick x11, as on a player's desktop
    log = user_home / "tabletop.log"
    output = tmp_path / "app-output.txt"
    with open(output, "w") as sink:
        app = subprocess.Popen(app_command(), env=env, cwd=REPO, stdout=sink, stderr=subprocess.STDOUT, text=True)

    def xdo(*args: str) -> str:
        return xdotool(env, *args)

    def log_has(text: str) -> bool:
        return log.exists() and text in log.read_text()

    def saved():
        """The autosave, read once from a copy (the app may be writing it)."""
        persist.flush_autosave()
        copy = tmp_path / "copy.json"
        try:
            copy.write_bytes(persist.paths.autosave_path("necromolds").read_bytes())
            return persist.load_game(copy)
        except Exception:
            return None

    try:
        window = str(find_window(env, log, app, output))
        pos = dict(line.split("=") for line in xdo("getwindowgeometry", "--shell", window).splitlines())
        ox, oy = int(pos["X"]), int(pos["Y"])

        def at(point) -> tuple[str, str]:
            return str(ox + point[0]), str(oy + point[1])

        def press(point, until, what, timeout=30.0):
            """Click `point` until `until()` holds (again every few seconds: a fresh button ignores a
            click until the mouse has moved, and clicks can be lost)."""
            end = time.monotonic() + timeout
            while time.monotonic() < end:
                x, y = at(point)
                xdo("mousemove", str(int(x) + 9), str(int(y) + 5))
                time.sleep(0.2)
                xdo("mousemove", x, y)
                time.sleep(0.3)
                xdo("click", "1")
                try:
                    return _wait_for(until, 4.0, what)
                except AssertionError:
                    continue
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")

        def acted(n: int, kind):
            def check():
                s = saved()
                return s if s is not None and any(isinstance(a, kind) for a in s.actions[n:]) else None

            return check

        _wait_for(lambda: log_has("menu"), 10, "the menu")
        time.sleep(0.5)
        press(points["necromolds"], lambda: log_has("-> necromolds_setup"), "the Necromolds new-game screen")
        time.sleep(0.5)
        press(points["solo"], lambda: True, "one player")
        time.sleep(0.5)
        press(points["start"], lambda: log_has("-> necromolds_terrain"), "the terrain step")
        first = _wait_for(saved, 10, "the new game's autosave")
        assert first.settings["players"] == 1 and first.state.solo is not None
        press(points["done"], acted(0, A.TerrainDone), "no more terrain (NM-SOLO-02)")
        press(points["quick"], acted(1, (A.Mold, A.MoldPreset)), "the Starting Tip army")
        press(points["done"], acted(1, A.ArmyDone), "the army done")
        press(points["quick"], acted(1, A.Deploy), "every monster along the edge")
        press(points["done"], acted(1, A.DeployDone), "the deployment done")
        _wait_for(lambda: log_has("-> necromolds_table"), 20, "the table")
        s = _wait_for(
            lambda: (lambda x: x if x is not None and x.state.phase == "draft" else None)(saved()), 20, "the draft"
        )
        assert s.state.solo.cards, "Basalt's army was summoned (NM-SOLO-06..)"
        start, end, (book, slot) = _draft_drag(s)
        n = len(s.actions)
        deadline = time.monotonic() + 60
        drafted = None
        while drafted is None and time.monotonic() < deadline:
            x0, y0 = at(start)
            xdo("mousemove", str(int(x0) + 9), y0)
            time.sleep(0.2)
            xdo("mousemove", x0, y0)
            time.sleep(0.3)
            xdo("mousedown", "1")
            time.sleep(0.3)
            for k in range(1, 7):
                xdo(
                    "mousemove",
                    str(ox + start[0] + (end[0] - start[0]) * k // 6),
                    str(oy + start[1] + (end[1] - start[1]) * k // 6),
                )
                time.sleep(0.15)
            xdo("mouseup", "1")
            try:
                drafted = _wait_for(acted(n, A.Draft), 5.0, "the die drafted")
            except AssertionError:
                time.sleep(2.0)  # Basalt's steps were still being shown: the press skipped them
        assert drafted is not None, "no die was drafted by the mouse"
        mine = [a for a in drafted.actions[n:] if isinstance(a, A.Draft)]
        assert mine[0].seat == 0 and (mine[0].book, mine[0].slot) == (book, slot)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)
