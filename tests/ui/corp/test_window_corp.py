"""End to end (issue 24): the real app in a real X window (Xvfb), NecronomiCORP started from the menu, a
solo game and a game with a bot teammate: New game, the players and seats chosen, Start, Begin on the
set-up shown, then on the table a room entered and a fight answered with the mouse alone, each checked
through the autosave."""

from __future__ import annotations

import os
import subprocess
import time
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


@pytest.mark.e2e
@pytest.mark.parametrize("players", [1, 2], ids=["solo", "bot-teammate"])
def test_from_the_menu_a_room_entered_and_a_fight_answered_by_mouse(xserver, user_home, tmp_path, players):
    from tabletop.games.corp import actions as A
    from tabletop.ui import persist

    seed = _seed_with_a_monster_behind_the_first_door(players)
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
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(5)
