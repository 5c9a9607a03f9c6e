"""The headless monkey (tests/ui/monkey.py, tests/ui/test_monkey_headless.py) on Rise of the Necromancers
and NecronomiCORP: the menu, the game's new-game form, the set-up shown over the table (Begin), the
table, hand-overs between people and the end screen.

The gestures are the monkey's own (one seeded RNG, the same random clicks, drags, keys, wheel turns,
hovers and window resizes); the "progress" gestures are found where the app placed them: the form's
buttons as the form built them (players, who sits where, each option, Start), the set-up's Begin in the
frame `layout.screen_frame` gives it, on the table every click and drag the table itself offers now
(`targets()`: plaques, cards, spaces, the building's stacks, the fight's and combat's buttons;
NecronomiCORP's `drag_targets()`: a weapon dragged onto a friend), Enter at a hand-over, Rematch or Menu
on the end screen. Player 1 is always a person; the others the computer, or (hot-seat) people too.

Failures are the headless test's: the error screen, an exception or a pygame_gui UserWarning in the log
(the tests run with warnings as errors: a squeezed widget), a frame over its budget, a game that made no
progress at all, an autosave that does not replay.
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass

from tests.ui import monkey as M
from tests.ui.test_monkey_headless import HeadlessBackend, Run

# How much of each screen's gestures are progress (the rest are random), per scene name.
SHARES = {
    "menu": 1.0,
    "setup": 0.3,  # the game's new-game form ("rise_setup", "corp_setup")
    "table": 0.45,
    "held": 0.5,  # the set-up shown over the table, until Begin
    "handover": 0.8,
    "end": 0.6,
}
HURRY_SHARE = 0.85
STUCK_AFTER = 1800  # frames (30 s of play) a person must act at the table and nothing is offered: stuck
# On the table, a progress gesture is one the player who wants to get on with it prefers this often
# (the others: any offered click or drag, as a curious player would).
FORWARD_SHARE = 0.6
FORWARD = {
    "corp": ("Enter a new door", "Go up", "Open the boss", "Attack", "Shoot", "Come in", "Take the", "Pick up", "Use"),
    "rise": (),
}


@dataclass(frozen=True)
class Title:
    game: str
    table: str  # the table scene's name
    end: str  # the end screen's name
    players: tuple[int, ...]  # the counts the monkey chooses among


TITLES = {
    "rise": Title("rise", "rise_table", "rise_end", (2, 3, 4, 5)),
    "corp": Title("corp", "corp_table", "corp_end", (1, 2, 3, 4, 5, 6)),
}


def kind_of(title: Title, scene: str) -> str:
    """Which of SHARES a scene is ("" for a screen that is not the monkey's business)."""
    if scene == "menu":
        return "menu"
    if scene == f"{title.game}_setup":
        return "setup"
    if scene == title.table:
        return "table"
    if scene == "handover":
        return "handover"
    if scene == title.end:
        return "end"
    return ""


class TableMonkey(M.Monkey):
    """The monkey, its scope the menu and one title's screens."""

    def __init__(self, seed: int, title: Title, hurry: bool = False) -> None:
        super().__init__(seed, hurry)
        self.title = title

    def next(self, screen: M.Screen) -> list[M.Gesture]:
        self.count += 1
        rng = self.rng
        kind = screen.scene if screen.scene in SHARES else kind_of(self.title, screen.scene)
        if not kind:
            return [M.Gesture("key", key="Escape")]  # not the monkey's screen: back to where it plays
        share = SHARES[kind]
        if self.hurry and kind in ("setup", "held", "handover", "end"):
            share = max(share, HURRY_SHARE)
        if screen.progress and rng.random() < share:
            return list(rng.choice(screen.progress))
        if kind == "menu":
            return [M.Gesture("hover", self.point(screen.size), amount=1)]
        return [self.random_gesture(screen.size)]


# -- progress, screen by screen ---------------------------------------------------------------------
def menu_progress(game: str, size, can_resume: bool) -> list[list[M.Gesture]]:
    """On the main menu: resume the last game (when there is one) or open the title's new game."""
    from tabletop.ui.layout import menu_layout
    from tabletop.ui.scenes.menu import resume_layout

    new = [[M.Gesture("click", M.centre(menu_layout(size).button(game)))]]
    if can_resume:
        return new + [[M.Gesture("click", M.centre(resume_layout(size)["resume"]))]] * 2
    return new


def form_progress(form, people: int, title: Title, rng: random.Random) -> list[list[M.Gesture]]:
    """The new-game form as built: a number of players (now and then), the seats (Player 1 a person, the
    next `people` - 1 people too, the rest the computer), now and then an option, then Start. The form
    rebuilds itself after a change of players, so a count is a step of its own."""
    groups = {g.key: g for g in form._radios}
    start = next((b for b, _a in form._actions.items() if getattr(b, "text", "") == "Start"), None)
    if start is None:
        return []
    out: list[list[M.Gesture]] = []
    players = groups.get("players")
    if players is not None:
        for b, value in players.buttons.items():
            if value != players.value and value in title.players and value >= people:  # hot-seat: never solo
                out.append([M.Gesture("click", b.rect.center)])
    seats = []
    for k in range(form.form.players):
        group = groups.get(f"seat{k}")
        if group is None:
            continue
        want = "human" if k < people else "bot"
        for b, value in group.buttons.items():
            if value == want and group.value != want:
                seats.append(M.Gesture("click", b.rect.center))
    options = [
        [M.Gesture("click", b.rect.center)]
        for key, g in groups.items()
        if key != "players" and not key.startswith("seat")
        for b, value in g.buttons.items()
        if value != g.value
    ]
    out += options
    go = seats + [M.Gesture("click", start.rect.center)]
    out += [go] * max(2, len(out) // 2)
    return out


def held_progress(size) -> list[list[M.Gesture]]:
    """The set-up shown over the table: Begin (its plaque in the frame, or Enter), or a click to see it all."""
    from tabletop.ui.layout import screen_frame

    f = screen_frame(tuple(size))
    begin = M.Gesture("click", M.centre(f["primary"]))
    return [[begin], [begin], [M.Gesture("key", key="Return")], [M.Gesture("click", M.centre(f["panel"]))]]


def table_progress(table, title: Title, rng: random.Random) -> list[list[M.Gesture]]:
    """What the table offers the seat at the screen now: its clicks (the ones that get on with the game
    most of the time) and its drags; Enter and Space (a combat's or fight's next step)."""
    out: list[list[M.Gesture]] = []
    clicks = table.targets()
    drags = table.drag_targets() if hasattr(table, "drag_targets") else []
    forward = [p for label, p in clicks if label.startswith(FORWARD[title.game])] if FORWARD[title.game] else []
    if forward and rng.random() < FORWARD_SHARE:
        out += [[M.Gesture("click", tuple(map(int, p)))] for p in forward]
    else:
        out += [[M.Gesture("click", tuple(map(int, p)))] for _label, p in clicks]
    for _label, a, b in drags[:4]:
        out.append([M.Gesture("drag", tuple(map(int, a)), tuple(map(int, b)), amount=6)])
    if not out:
        out.append([M.Gesture("key", key="Return")])
    return out


def end_progress(scene) -> list[list[M.Gesture]]:
    """The end screen: Rematch (most often: another game) or Menu."""
    out = []
    for b in scene._actions:
        text = getattr(b, "text", "")
        if text == "Rematch":
            out += [[M.Gesture("click", b.rect.center)]] * 2
        elif text == "Menu":
            out.append([M.Gesture("click", b.rect.center)])
    return out or [[M.Gesture("click", (scene.ctx.size[0] // 2, scene.ctx.size[1] // 2))]]


class TableBackend(HeadlessBackend):
    """The headless backend, its progress found on one title's screens."""

    def __init__(self, app, run: Run, frame_rng: random.Random, title: Title) -> None:
        super().__init__(app, run, frame_rng)
        self.title = title
        self.actions = 0  # the most actions a game reached
        self.games = 0  # games started (a new session at the table)
        self._session = None
        self.stuck: list[str] = []  # a person must act and the table offers nothing (a stuck game)
        self._empty = 0

    def screen(self, people: int, monkey_rng: random.Random) -> M.Screen:
        app = self.app
        top = app.stack.top
        name = top.name if top is not None else "(none)"
        size = tuple(app.ctx.size)
        kind = kind_of(self.title, name)
        progress: list = []
        if kind == "menu":
            progress = menu_progress(self.title.game, size, getattr(getattr(top, "autosave", None), "kind", "") == "ok")
        elif kind == "setup":
            progress = form_progress(top, people, self.title, monkey_rng)
        elif kind == "handover":
            progress = M.handover_progress()
        elif kind == "end":
            progress = end_progress(top)
        elif kind == "table":
            session = top.session
            if session is not self._session:
                self._session = session
                self.games += 1
            self.actions = max(self.actions, len(session.actions))
            if top.seat_held():
                progress = held_progress(size)
                name = "held"
            elif top.acting_seat() is not None:
                offered = bool(top.targets()) or bool(getattr(top, "drag_targets", list)())
                self._empty = 0 if offered else (self._empty or self.run.frames)
                if self._empty and self.run.frames - self._empty > STUCK_AFTER:
                    self._empty = 0
                    self.stuck.append(
                        f"{name}: seat {top.acting_seat()} must act, nothing offered, after {self.recent}"
                    )
                progress = table_progress(top, self.title, monkey_rng)
            else:
                progress = [[M.Gesture("hover", (size[0] // 2, size[1] - 2), amount=3)]]  # the computer plays
        return M.Screen(name, size, progress)


def check_saves(home, game: str, tag: str) -> None:
    """The autosave replays and verifies; the game it holds saves again to a file that verifies; and the
    last save made with Ctrl+S during the run verifies."""
    from pathlib import Path

    from tabletop.ui import persist

    home = Path(home)
    autosave = home / f"autosave-{game}.json"
    assert autosave.exists(), f"{tag}: no game was started"
    code, said = M.replays(autosave)
    assert code == 0, f"{tag}: the autosave does not replay: {said}"
    saves = home / "saves"
    made = sorted(saves.glob("*.json"), key=lambda p: p.stat().st_mtime) if saves.exists() else []
    if made:
        code, said = M.replays(made[-1])
        assert code == 0, f"{tag}: the last save ({made[-1].name}) does not replay: {said}"
    session = persist.resume_autosave(game)
    if session is not None:
        again = persist.save_game(session)
        code, said = M.replays(again)
        assert code == 0, f"{tag}: the game saved again after the monkey ({again.name}) does not replay: {said}"


def run_table_monkey(user_home, monkeypatch, game: str, people: int, seconds: float, seed: int):
    """Play the monkey against a headless App on `game` for `seconds` of CPU time (on past them until a
    table is reached, as the Necromolds run does); returns (run, backend) once the app is closed."""
    from tabletop.ui.app import App
    from tabletop.ui.settings_store import Settings, save_settings

    title = TITLES[game]
    monkeypatch.setenv("NECRO_TABLETOP_SEED", str(seed % 100_000))
    # the bots play 4x faster; NECRO_MONKEY_UI_SCALE (percent) and NECRO_MONKEY_LARGE_TEXT=1 try the look's settings
    scale = int(os.environ.get("NECRO_MONKEY_UI_SCALE", "100") or 100)
    large = os.environ.get("NECRO_MONKEY_LARGE_TEXT", "") == "1"
    save_settings(user_home / "settings.toml", Settings(animation_speed=4.0, ui_scale=scale, large_text=large))
    run = Run(seed)
    monkey = TableMonkey(seed, title, hurry=seconds < M.HURRY_BELOW_SECONDS)
    app = App(size=(1280, 800))
    backend = TableBackend(app, run, random.Random(seed ^ 0xF4A3E), title)
    try:
        backend.frames(1)
        start = time.process_time()
        while M.keep_going(time.process_time(), start, seconds, title.table in run.scenes):
            if app.stack.quit_requested:
                break
            screen = backend.screen(people, monkey.rng)
            if screen.scene == "error":
                run.errors.append(f"the error screen after {backend.recent}")
                break
            for g in monkey.next(screen):
                backend.do(g)
        run.errors += [f"{app.errors} error(s) replaced a scene"] if app.errors else []
    finally:
        app.close()
    text = (user_home / "tabletop.log").read_text()
    for bad in (" ERROR ", "Traceback", "UserWarning"):
        if bad in text:
            at = text.find(bad)
            run.errors.append(text[max(0, at - 400) :][:4000])
            break
    return run, backend


def check(run: Run, backend: TableBackend, user_home, game: str) -> str:
    """The pass criteria, with the seed in every failure; returns the run's summary."""
    title = TITLES[game]
    tag = f"NECRO_MONKEY_SEED={run.seed}"
    summary = (
        f"{tag} {game}: {run.gestures} gestures, {run.frames} frames, {backend.games} game(s), at most "
        f"{backend.actions} actions in one, slowest frame {run.worst[0]:.0f} ms of CPU in {run.worst[1]}, slowest "
        f"screen change or resize {run.loading[0]:.0f} ms in {run.loading[1]}, scenes {run.scenes}"
    )
    print(summary)
    assert not run.errors, f"{tag}: " + "\n".join(run.errors)
    assert not backend.stuck, f"{tag}: stuck: {backend.stuck[:3]}"
    assert not run.slow, (
        f"{tag}: frames over {M.SLOW_MS:.0f} ms (or {M.LOADING_MS:.0f} ms opening a screen or after a resize) "
        f"(ms, cpu ms, scene, last gestures): {run.slow[:10]}"
    )
    assert title.table in run.scenes, f"{tag}: the monkey never reached the table ({summary})"
    check_saves(user_home, game, tag)
    return summary


def play_and_check(user_home, monkeypatch, game: str, people: int, seconds: float) -> None:
    """One seeded run of the table monkey on `game` (its seed printed: NECRO_MONKEY_SEED replays it), then
    `check`: what each game's monkey test does."""
    seed = M.seed_from_env()
    print(f"monkey seed {seed} (NECRO_MONKEY_SEED={seed} replays this run)")
    run, backend = run_table_monkey(user_home, monkeypatch, game, people, M.seconds_from_env(seconds), seed)
    check(run, backend, user_home, game)
