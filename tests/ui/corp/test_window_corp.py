"""End to end (issue 24): the real app in a real X window (Xvfb), NecronomiCORP started from the menu, a
solo game and a game with a bot teammate: New game, the players and seats chosen, Start, Begin on the
set-up shown, then on the table a room entered and a fight answered with the mouse alone, each checked
through the autosave."""

from __future__ import annotations

import os
import subprocess
import time
from contextlib import contextmanager
from types import SimpleNamespace

import pytest

from tabletop.ui.corp.setup_shown import BEGUN
from tabletop.ui.layout import centre
from tests.ui.test_e2e import REPO, SIZE, _wait_for, app_command, find_window, xdotool  # xserver: tests/ui/conftest.py


def _form_values(players: int) -> dict:
    from tabletop.ui.corp.new_game import form_settings

    return form_settings({}, players)


def _seed_with_a_monster_behind_the_first_door(players: int) -> int:
    """A seed whose first room on level 1 is a monster: Player 1 (who plays first) meets it at once."""
    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("corp")
    for seed in range(1, 500):
        st = Session(game, _form_values(players), seed).state
        if st.turn.seat == 0 and game.cards.room(st.levels[0].stack[0]).kind == "monster":
            return seed
    raise AssertionError("no seed opens on a monster")


def _points(size, players: int) -> dict:
    """Where the menu and the NecronomiCORP new-game form put their choices (built headless at the same
    size): the menu's NecronomiCORP button, the players count, Start, and Begin on the set-up shown."""
    from tabletop.ui import registry
    from tabletop.ui.app import App
    from tabletop.ui.layout import menu_layout, screen_frame
    from tabletop.ui.scene import push

    app = App(size=size)
    try:
        app.stack.apply(push(registry.new_game_scene(app.ctx, "corp")))
        app.step()
        form = app.stack.top
        points = {"corp": centre(menu_layout(size).button("corp"))}
        for group in form._radios:
            if set(group.buttons.values()) == set(range(1, 7)):
                points["players"] = next(b.rect.center for b, v in group.buttons.items() if v == players)
        points["start"] = next(b.rect.center for b in form._actions if b.text == "Start")
        points["begin"] = centre(screen_frame(size)["primary"])
        return points
    finally:
        app.close()


def _scene(session):
    """The table the app draws for `session`, here headless at SIZE (no bot moves on, no hand-over)."""
    import pygame

    from tabletop.ui.corp import persist as corp_persist
    from tabletop.ui.corp.table import CorpTableScene

    pygame.display.set_mode(SIZE)
    bots, colours = corp_persist.seats_and_colours(session)
    ctx = SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = CorpTableScene(ctx, session, set(bots), colours)
    scene.enter()
    scene.no_first_handover()
    scene.driver = None
    scene.update(1 / 60)
    return scene


def _table_target(copy, does):
    """(label, point) of the first click on the table that takes an action `does(action)` accepts, tried
    on a headless table of the autosave's copy (each try on a fresh load of it), or None."""
    import pygame

    from tabletop.ui import persist

    scene = _scene(persist.load_game(copy))
    targets = scene.targets()
    scene.exit()
    for label, point in targets:
        trial = _scene(persist.load_game(copy))
        n = len(trial.session.actions)
        trial.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        trial.t += 1.0  # past the click guard's moment, as a person's hand is
        trial.guard.moved()
        trial.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
        trial.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
        trial.exit()
        made = trial.session.actions[n:]
        if made and does(made[0]):
            return label, point
    return None


@contextmanager
def _begun(xserver, user_home, tmp_path, players: int, seed: int):
    """The app in a real window, NecronomiCORP begun from the menu with `players` (Player 2 on the
    computer); yields (press, drag, saved): click a point until a condition holds, drag with the mouse
    held, and the autosave read from a copy."""
    from tabletop.ui import persist

    points = _points(SIZE, players)
    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home), NECRO_TABLETOP_SEED=str(seed))
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
        """The autosave, read once from a copy (the computer may be writing it)."""
        persist.flush_autosave()
        copy = tmp_path / "copy.json"
        try:
            copy.write_bytes(persist.paths.autosave_path("corp").read_bytes())
            return persist.load_game(copy)
        except Exception:
            return None

    try:
        window = str(find_window(env, log, app, output))
        pos = dict(line.split("=") for line in xdo("getwindowgeometry", "--shell", window).splitlines())
        ox, oy = int(pos["X"]), int(pos["Y"])

        def press(point, until, what, timeout=20.0):
            """Click `point` until `until()` holds (pressed again every few seconds: clicks can be lost,
            and the table takes none while dice roll)."""
            end = time.monotonic() + timeout
            while time.monotonic() < end:
                xdo("mousemove", str(ox + point[0]), str(oy + point[1]))
                time.sleep(0.3)
                xdo("click", "1")
                try:
                    return _wait_for(until, 4.0, what)
                except AssertionError:
                    continue
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")

        def drag(a, b) -> None:
            """Press at `a`, move in steps with the button held, let go at `b`."""
            xdo("mousemove", str(ox + a[0]), str(oy + a[1]))
            time.sleep(0.3)
            xdo("mousedown", "1")
            for k in range(1, 9):
                x = a[0] + (b[0] - a[0]) * k // 8
                y = a[1] + (b[1] - a[1]) * k // 8
                xdo("mousemove", str(ox + x), str(oy + y))
                time.sleep(0.05)
            time.sleep(0.2)
            xdo("mouseup", "1")

        _wait_for(lambda: log_has("menu"), 10, "the menu")
        time.sleep(0.5)
        press(points["corp"], lambda: log_has("-> corp_setup"), "the NecronomiCORP new-game screen")
        time.sleep(0.5)
        press(points["players"], lambda: True, "the number of players")
        time.sleep(0.4)
        press(points["start"], lambda: log_has("-> corp_table"), "the table at its set-up")
        first = _wait_for(saved, 10, "the new game's autosave")
        assert first.settings["players"] == players and not first.actions
        assert first.settings["ui"]["bots"] == list(range(1, players))  # Player 2 the computer
        time.sleep(0.5)
        press(points["begin"], lambda: log_has(BEGUN), "play begun on the NecronomiCORP table")
        time.sleep(1.0)
        yield press, drag, saved
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)


@pytest.mark.e2e
@pytest.mark.parametrize("players", [1, 2], ids=["solo", "bot-teammate"])
def test_from_the_menu_a_room_entered_and_a_fight_answered_by_mouse(xserver, user_home, tmp_path, players):
    from tabletop.games.corp import actions as A

    seed = _seed_with_a_monster_behind_the_first_door(players)
    with _begun(xserver, user_home, tmp_path, players, seed) as (press, _drag, saved):
        # Player 1's turns: a new door (the stack of its level, or the plaque), then the fight's answer.
        entered = answered = False
        end = time.monotonic() + 150
        while not (entered and answered) and time.monotonic() < end:
            s = _wait_for(saved, 10, "the autosave")
            if s.outcome() is not None:
                break
            if s.game.to_act(s.state) != [0]:
                time.sleep(0.3)
                continue
            n = len(s.actions)
            st = s.state
            copy = tmp_path / f"turn-{n}.json"
            copy.write_bytes((tmp_path / "copy.json").read_bytes())
            if st.fight is not None:  # the fight's answer: an attack, whatever the window calls it
                target = _table_target(copy, lambda a: isinstance(a, A.Attack)) or _table_target(
                    copy, lambda a: not isinstance(a, (A.Escape, A.AskHelp))
                )
            elif st.turn.step == "begin" and st.players[0].room is None:
                target = _table_target(copy, lambda a: isinstance(a, A.EnterRoom))
            else:
                target = _table_target(copy, lambda a: isinstance(a, (A.LeaveRoom, A.EndTurn, A.Claim)))
            target = target or _table_target(copy, lambda a: True)
            assert target is not None, f"nothing to click at {st.turn}"
            label, point = target
            after = press(
                point,
                lambda n=n: (lambda x: x if x is not None and len(x.actions) > n else None)(saved()),
                f"{label} in the autosave",
            )
            act = after.actions[n]
            assert getattr(act, "seat", None) == 0
            if isinstance(act, A.EnterRoom):
                entered = True
                # NC-TURN-07: the next Room card of level 1 is revealed beside its floor.
                assert len(after.state.levels[0].stack) == len(st.levels[0].stack) - 1
            if isinstance(act, A.Attack) and st.fight is not None:
                answered = True
        assert entered and answered, f"a room entered: {entered}, a fight answered: {answered}"


@pytest.mark.e2e
def test_a_weapon_dragged_by_the_mouse_onto_your_hallway_is_left_on_its_floor(xserver, user_home, tmp_path):
    """NC-TURN-11 in the real window: Player 1's first weapon dragged from the sheet onto the hallway
    lies on its floor (the autosave says so)."""
    from tabletop.games.corp import actions as A
    from tabletop.games.corp.state import hall_key
    from tabletop.ui import persist

    with _begun(xserver, user_home, tmp_path, 1, 3) as (_press, drag, saved):
        s = _wait_for(saved, 10, "the autosave")
        assert s.game.to_act(s.state) == [0] and s.state.turn.step == "begin"
        card = s.state.players[0].weapons[0].card
        scene = _scene(persist.load_game(tmp_path / "copy.json"))
        view = scene.tool_view()
        src, dst = view.screen_pos("held", (0, card)), view.pixel_of(("hall", 1))
        scene.exit()
        assert src is not None and dst is not None
        after = None
        for _ in range(3):  # a drag whose press is lost (the window busy) is tried again
            drag(src, dst)
            try:
                after = _wait_for(lambda: (lambda x: x if x is not None and x.actions else None)(saved()), 6, "a drop")
                break
            except AssertionError:
                continue
        assert after is not None and after.actions[-1] == A.Drop(0, card)
        assert card in [w.card for w in after.state.areas[hall_key(1)].weapons]
