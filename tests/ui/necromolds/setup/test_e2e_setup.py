"""End to end under Xvfb: menu -> Necromolds -> Start against the bot -> terrain, army, deployment -> the
battle table, clicked with xdotool: a command die dragged onto a slot, Done, then on our turn the move die
started and a monster dragged 2 in toward the enemy; the state is checked through the autosave, replayed with
Session.load."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import pytest

from tabletop.core.save import read_save
from tabletop.ui.camera import Camera
from tabletop.ui.layout import centre, menu_layout, screen_frame, ui_scale
from tabletop.ui.necromolds.setup.layout import setup_layout
from tests.ui.test_e2e import SIZE, _wait_for, find_window, start_app, xdotool  # xserver: tests/ui/conftest.py

SEED = 5  # a fixed game (NECRO_TABLETOP_SEED): our first roll holds a move die


@pytest.mark.e2e
def test_new_game_against_the_bot_through_setup_to_the_table(xserver, user_home, tmp_path):
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home), NECRO_TABLETOP_SEED=str(SEED))
    from tabletop.ui.settings_store import Settings, save_settings

    save_settings(user_home / "settings.toml", Settings(animation_speed=4.0))  # the bots play 4x faster
    env.pop("SDL_VIDEODRIVER", None)
    log = user_home / "tabletop.log"
    autosave = user_home / "autosave-necromolds.json"
    started = time.monotonic()

    def log_has(text: str) -> bool:
        return log.exists() and text in log.read_text()

    def xdo(*args: str) -> str:
        return xdotool(env, *args)

    def click(rect_or_point) -> None:
        x, y = centre(rect_or_point) if len(rect_or_point) == 4 else rect_or_point
        xdo("mousemove", str(x), str(y))
        time.sleep(0.05)
        xdo("click", "1")

    def click_until(rect_or_point, done, timeout: float, what: str, every: float = 3.0) -> None:
        """Click, and click again every few seconds until `done()`: on a loaded machine a frame can
        take longer than the pause between moving onto a button and pressing it, and the press is
        lost (the button is not hovered yet). Pressing a button twice is harmless here."""
        end = time.monotonic() + timeout
        while True:
            click(rect_or_point)
            try:
                _wait_for(done, min(every, max(0.1, end - time.monotonic())), what)
                return
            except AssertionError:
                if time.monotonic() >= end:
                    raise

    def saved():
        try:
            return read_save(autosave)
        except Exception:
            return None  # not written yet (the write itself is atomic)

    def phase():
        data = saved()
        return data.snapshot["phase"] if data else None

    def shot(name):
        if shutil.which("import"):
            subprocess.run(
                ["import", "-window", "root", str(tmp_path / f"{name}.png")], env=env, timeout=10, check=False
            )

    output = tmp_path / "app-output.txt"
    app = start_app(env, output)
    try:
        window = find_window(env, log, app, output)  # polls with one deadline: the id from the log, then X's answer
        # SDL centres the window on the screen (bigger than it: room for a desktop's bars): at 0,0 the
        # window's points and the screen's agree
        xdo("windowmove", str(window), "0", "0")
        _wait_for(lambda: "X=0\nY=0" in xdo("getwindowgeometry", "--shell", str(window)), 10, "the window at 0,0")
        L = setup_layout(SIZE)

        click(menu_layout(SIZE).button("necromolds"))
        _wait_for(lambda: log_has("scene: menu -> necromolds_setup"), 5, "the new-game screen")
        click(screen_frame(SIZE)["primary"])  # Start: seat 2 is the computer by default
        _wait_for(lambda: log_has("scene: necromolds_setup -> necromolds_terrain"), 10, "the terrain step")
        _wait_for(lambda: phase() == "terrain", 5, "the first autosave")

        # Terrain: on our turns, "Place a piece for me"; the computer places its own after a pause.
        while phase() == "terrain":
            data = saved()
            n = len(data.actions)
            if data.snapshot["placer"] == 0:
                click(L["done"])  # the terrain screen's helper button sits in the Done slot
            _wait_for(lambda n=n: len(saved().actions) > n, 10, "a terrain piece to be placed")
        time.sleep(0.5)  # the finished layout stays up with Continue where the helper button was (issue 10)
        click_until(L["done"], lambda: log_has("-> necromolds_army"), 10, "the army builder")
        shot("army")

        # Army: the Starting Tip in one click, then Done.
        click_until(
            L["quick"], lambda: any(a["type"] == "mold_preset" for a in saved().actions), 10, "the Starting Tip"
        )
        click_until(
            L["done"], lambda: saved().snapshot["seats"][0]["army_done"] or phase() == "deploy", 10, "our army done"
        )
        _wait_for(lambda: phase() == "deploy", 20, "both armies to be molded")

        # Deployment: drag one monster onto our border by hand, the rest with the helper button, then Done.
        _wait_for(
            lambda: (
                saved().snapshot["seats"][0]["deploy_done"] is False
                and (saved().snapshot["deploy_order"][0] == 0 or saved().snapshot["seats"][1]["deploy_done"])
            ),
            30,
            "our turn to deploy",
        )
        _wait_for(lambda: log_has("-> necromolds_deploy"), 5, "the deployment screen")
        time.sleep(0.3)
        s = ui_scale(SIZE)
        ix, iy, _iw, _ih = L["side_inner"]
        from tabletop.ui.necromolds.setup.deploy import TRAY_CELL

        cell = int(TRAY_CELL * s)
        first_cell = (ix + (cell - int(4 * s)) // 2, iy + int(64 * s) + (cell - int(4 * s)) // 2)
        ax, ay, aw, ah = L["area"]
        cam = Camera(viewport=(aw, ah), viewport_x=ax, viewport_y=ay, min_scale=4.0, max_scale=160.0)
        snap = saved().snapshot
        from tabletop.games.necromolds.library import library

        mp = library().maps[snap["map"]]
        cam.fit(mp.width, mp.height, margin=0.04)
        tx, ty = (round(v) for v in cam.map_to_screen(3.0, 0.9))
        n = len(saved().actions)
        xdo("mousemove", *map(str, first_cell))
        time.sleep(0.05)
        xdo("mousedown", "1")
        for k in range(1, 6):
            xdo(
                "mousemove",
                str(first_cell[0] + (tx - first_cell[0]) * k // 5),
                str(first_cell[1] + (ty - first_cell[1]) * k // 5),
            )
            time.sleep(0.03)
        xdo("mouseup", "1")
        _wait_for(lambda: len(saved().actions) > n, 5, "the dragged monster to be deployed")
        last = saved().actions[-1]
        assert last["type"] == "deploy" and last["seat"] == 0 and abs(last["x"] - 3.0) < 0.2
        click_until(
            L["quick"],
            lambda: all(m["deployed"] for m in saved().snapshot["monsters"] if m["owner"] == 0),
            10,
            "our army deployed",
        )
        shot("deployed")
        click_until(
            L["done"],
            lambda: saved().snapshot["seats"][0]["deploy_done"] or phase() not in ("terrain", "army", "deploy", None),
            10,
            "our deployment done",
        )
        _wait_for(lambda: phase() not in ("terrain", "army", "deploy", None), 30, "the battle to begin")
        _wait_for(lambda: log_has("-> necromolds_table"), 10, "the battle table")
        shot("table")

        # On the table. Where to press comes from the table's own layout for the state in the autosave.
        from tabletop.core.session import Session
        from tabletop.games import get_game
        from tabletop.games.necromolds.library import library as lib_
        from tabletop.ui.necromolds.table.layout import centre_of, table_layout

        def loaded():
            return Session.load(get_game, autosave)

        def drag(start, end, steps=6):
            xdo("mousemove", str(start[0]), str(start[1]))
            time.sleep(0.08)
            xdo("mousedown", "1")
            for k in range(1, steps + 1):
                time.sleep(0.04)
                xdo(
                    "mousemove",
                    str(start[0] + (end[0] - start[0]) * k // steps),
                    str(start[1] + (end[1] - start[1]) * k // steps),
                )
            time.sleep(0.15)
            xdo("mouseup", "1")

        def actions_of(kind, seat=0):
            return [a for a in saved().actions if a["type"] == kind and a.get("seat") == seat]

        _wait_for(
            lambda: phase() == "assign" and not saved().snapshot["seats"][0]["assign_done"], 10, "our dice to assign"
        )
        state = loaded().state
        T = table_layout(SIZE, state)
        books = lib_().books
        # A move die (or a wild one) onto a slot that takes a move; the bot's pacing does not matter here.
        choice = None
        for rect, die in T.panels[0].tray_dice:
            face = state.seats[0].dice[die].face
            for card in T.panels[0].cards:
                for sb in card.slots:
                    cmds = ["magic"] if sb.slot == -1 else list(books[sb.book].slots[sb.slot].commands)
                    fits = (face == "move" and "move" in cmds) or (face == "wild" and cmds == ["move"])
                    if fits and choice is None:
                        choice = (rect, die, sb)
        assert choice, f"seed {SEED}: no move or wild die for the test to drag: {[d.face for d in state.seats[0].dice]}"
        rect, die, sb = choice
        drag(centre_of(rect), centre_of(sb.rect))
        _wait_for(lambda: actions_of("assign"), 5, "the dragged die to be assigned")
        assigned = actions_of("assign")[-1]
        assert (assigned["die"], assigned["book"], assigned["slot"]) == (die, sb.book, sb.slot)
        shot("assigned")
        click(T.button(0))  # "Done assigning": the first game button
        _wait_for(lambda: actions_of("assign_done"), 5, "our dice committed")

        # Wait for our turn (the bot plays first if it won the roll-off); answer a combat window with Enter.
        def our_turn():
            snap = saved().snapshot
            if snap["phase"] == "combat" or (snap["phase"] in ("turns", "command") and snap["turn_seat"] == 1):
                xdo("key", "Return")  # buys nothing / continues: the defaults
                return False
            return snap["phase"] == "turns" and snap["turn_seat"] == 0

        _wait_for(our_turn, 40, "our turn")
        time.sleep(0.3)
        xdo("key", "Return")  # close a combat window still showing its result, if any
        state = loaded().state
        T = table_layout(SIZE, state)
        d = state.seats[0].dice[die]
        assert d.status == "assigned"
        click(centre_of(T.panels[0].slot(d.book, d.slot)))  # our move die on its slot starts the command
        _wait_for(lambda: actions_of("start_command"), 5, "the move command to start")
        state = loaded().state
        movers = [m for m in state.alive(0) if m.book == state.command.book] if state.command.book else state.alive(0)
        before = {m.id: (m.x, m.y) for m in state.alive(0)}
        moved = None
        for m in movers:
            for dx in (0.0, 1.0, -1.0):
                n = len(actions_of("move"))
                drag(T.to_screen(m.x, m.y), T.to_screen(m.x + dx, m.y + 2.0), steps=8)  # 2 in toward the enemy
                try:
                    _wait_for(lambda n=n: len(actions_of("move")) > n, 3, "the monster to move")
                except AssertionError:
                    continue
                moved = m.id
                break
            if moved:
                break
        assert moved, "no monster could be dragged 2 in toward the enemy"
        shot("moved")

        # The autosave replays to the same game, with our Assign and our Move in its log. One copy of
        # the file is read both ways: the computer plays on meanwhile, and the autosave moves with it.
        copy = tmp_path / "autosave-copy.json"
        shutil.copyfile(autosave, copy)
        data = read_save(copy)
        replayed = Session.load(get_game, copy)
        assert len(replayed.actions) == len(data.actions)
        kinds = [(type(a).__name__, a.seat) for a in replayed.actions]
        assert ("Assign", 0) in kinds and ("Move", 0) in kinds
        m = replayed.state.monster(moved)
        assert m.y > before[moved][1] + 1.0 and abs(m.y - before[moved][1] - 2.0) < 0.3
        assert replayed.settings["ui"]["bots"] == [1]
        assert sum(1 for m in replayed.state.monsters if m.owner == 0) == 9  # the Starting Tip army
        assert app.poll() is None and "Traceback" not in log.read_text()
        assert time.monotonic() - started < 90
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)
