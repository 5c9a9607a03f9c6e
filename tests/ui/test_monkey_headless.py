"""The monkey (tests/ui/monkey.py) without a window: the same seeded gestures posted as pygame events
to the real App under SDL's dummy driver, many more a second than xdotool can type. Pass: no
error screen or exception in the log, no frame longer than 250 ms (1 s for one that opens another
screen or follows a resize; see monkey.too_slow), and the autosave (and the last Ctrl+S save) still
replays with `tabletop replay --verify`.

NECRO_MONKEY_SEED replays a failure; NECRO_MONKEY_SECONDS makes each run longer (make soak)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

import pygame
import pytest

from tests.ui import monkey as M

SECONDS = 4.0  # per run in `make test` (hurried through set-up; make soak runs 2 minutes)

# xdotool's key names as pygame key presses: (key, mod, unicode)
PYGAME_KEYS = {
    "Escape": (pygame.K_ESCAPE, 0, "\x1b"),
    "Return": (pygame.K_RETURN, 0, "\r"),
    "KP_Enter": (pygame.K_KP_ENTER, 0, "\r"),
    "space": (pygame.K_SPACE, 0, " "),
    "Tab": (pygame.K_TAB, 0, "\t"),
    "shift+Tab": (pygame.K_TAB, pygame.KMOD_SHIFT, "\t"),
    "BackSpace": (pygame.K_BACKSPACE, 0, "\b"),
    "Delete": (pygame.K_DELETE, 0, "\x7f"),
    "Left": (pygame.K_LEFT, 0, ""),
    "Right": (pygame.K_RIGHT, 0, ""),
    "Up": (pygame.K_UP, 0, ""),
    "Down": (pygame.K_DOWN, 0, ""),
    "plus": (pygame.K_PLUS, 0, "+"),
    "minus": (pygame.K_MINUS, 0, "-"),
    "ctrl+z": (pygame.K_z, pygame.KMOD_CTRL, "\x1a"),
    "ctrl+s": (pygame.K_s, pygame.KMOD_CTRL, "\x13"),
    "ctrl+a": (pygame.K_a, pygame.KMOD_CTRL, "\x01"),
    "F2": (pygame.K_F2, 0, ""),
}


def key_event(name: str) -> tuple[int, int, str]:
    """(key, mod, unicode) for an xdotool key name."""
    if name in PYGAME_KEYS:
        return PYGAME_KEYS[name]
    return pygame.key.key_code(name), 0, name


@dataclass
class Run:
    """What one headless run saw."""

    seed: int
    gestures: int = 0
    frames: int = 0
    scenes: dict = field(default_factory=dict)  # scene -> frames spent on it
    slow: list = field(default_factory=list)  # (ms, scene, last gestures)
    worst: tuple = (0.0, "")  # the slowest ordinary frame
    loading: tuple = (0.0, "")  # the slowest frame that opened a screen or followed a resize
    errors: list = field(default_factory=list)


class HeadlessBackend:
    """Carries gestures out as pygame events posted to the App, stepping it a few frames after each."""

    def __init__(self, app, run: Run, frame_rng: random.Random) -> None:
        self.app = app
        self.run = run
        self.rng = frame_rng
        self.mouse = (0, 0)
        self.recent: list[str] = []

    def post(self, kind, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def move(self, pos, buttons=(0, 0, 0)) -> None:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        self.post(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=False)

    def press(self, pos, button) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)

    def release(self, pos, button) -> None:
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)

    def key(self, name: str) -> None:
        key, mod, uni = key_event(name)
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)

    def frames(self, n: int) -> None:
        for _ in range(n):
            if self.app.stack.quit_requested:
                return
            top, size = self.app.stack.top, self.app.ctx.size
            began, cpu = time.perf_counter(), time.thread_time()
            self.app.step(1 / 60)
            ms, cpu_ms = (time.perf_counter() - began) * 1000.0, (time.thread_time() - cpu) * 1000.0
            after = self.app.stack.top
            # named as the app's slow-frame log names it: "a -> b" opened a screen, "(window WxH)" a resize
            where = (
                (top.name if top is not None else "(none)")
                + (f" -> {after.name}" if after is not top and after is not None else "")
                + (f" (window {self.app.ctx.size[0]}x{self.app.ctx.size[1]})" if self.app.ctx.size != size else "")
            )
            self.run.frames += 1
            if self.run.frames == 1:
                continue  # the first frame loads the fonts and paints the menu's backdrop (the app logs it apart)
            name = top.name if top is not None else "(none)"
            self.run.scenes[name] = self.run.scenes.get(name, 0) + 1
            if M.is_loading(where):
                self.run.loading = max(self.run.loading, (cpu_ms, where))
            else:
                self.run.worst = max(self.run.worst, (cpu_ms, where))
            if M.too_slow(ms, cpu_ms, where):
                self.run.slow.append((round(ms), round(cpu_ms), where, list(self.recent[-4:])))

    def do(self, g: M.Gesture) -> None:
        self.recent = (self.recent + [str(g)])[-8:]
        self.run.gestures += 1
        held = {1: (1, 0, 0), 2: (0, 1, 0), 3: (0, 0, 1)}.get(g.button, (0, 0, 0))
        if g.kind in ("click", "dclick"):
            self.move(g.pos)
            for _ in range(2 if g.kind == "dclick" else 1):
                self.press(g.pos, g.button)
                self.release(g.pos, g.button)
        elif g.kind == "drag":
            self.move(g.pos)
            self.press(g.pos, g.button)
            self.frames(1)
            steps = max(1, g.amount)
            for k in range(1, steps + 1):
                p = (g.pos[0] + (g.to[0] - g.pos[0]) * k // steps, g.pos[1] + (g.to[1] - g.pos[1]) * k // steps)
                self.move(p, held)
                if g.key and k == steps // 2:
                    self.key(g.key)
                self.frames(1)
            self.release(g.to, g.button)
        elif g.kind == "wheel":
            self.move(g.pos)
            for _ in range(abs(g.amount)):
                up = g.amount > 0
                self.post(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=1 if up else -1,
                    flipped=False,
                    precise_x=0.0,
                    precise_y=1.0 if up else -1.0,
                    touch=False,
                    which=0,
                )
                self.press(g.pos, 4 if up else 5)
                self.release(g.pos, 4 if up else 5)
        elif g.kind == "key":
            self.key(g.key)
        elif g.kind == "hover":
            self.move(g.pos)
            self.frames(g.amount * 6)  # a tenth of a second at 60 frames a second
        elif g.kind == "resize":
            pygame.display.set_mode(g.size, pygame.RESIZABLE)
            self.post(pygame.VIDEORESIZE, size=g.size, w=g.size[0], h=g.size[1])
        self.frames(self.rng.randint(1, 3))

    def screen(self, people: int, monkey_rng: random.Random) -> M.Screen:
        """The scene on top, the window size and the progress this screen offers."""
        app = self.app
        top = app.stack.top
        name = top.name if top is not None else "(none)"
        size = tuple(app.ctx.size)
        progress: list = []
        if name == "menu":
            progress = M.menu_progress(size, getattr(getattr(top, "autosave", None), "kind", "") == "ok")
        elif name == "necromolds_setup":
            progress = M.new_game_progress(size, people)
        elif name in ("necromolds_terrain", "necromolds_army", "necromolds_deploy"):
            progress = M.setup_progress(name, size)
        elif name in ("necromolds_handover", "handover"):
            progress = M.handover_progress()
        elif name == "necromolds_table":

            def to_screen(x, y, cam=top.camera):
                sx, sy = cam.map_to_screen(x, y)
                return (int(sx), int(sy))

            progress = M.table_progress(top.layout, top.view, top.humans(), to_screen, monkey_rng)
        return M.Screen(name, size, progress)


def run_monkey(user_home, monkeypatch, people: int, seconds: float, seed: int) -> Run:
    """Play the monkey against a headless App for `seconds`; returns what it saw (the app is closed)."""
    from tabletop.ui.app import App
    from tabletop.ui.settings_store import Settings, save_settings

    monkeypatch.setenv("NECRO_TABLETOP_SEED", str(seed % 100_000))  # every game the monkey starts is the same
    save_settings(user_home / "settings.toml", Settings(animation_speed=4.0))  # the bots play 4x faster
    run = Run(seed)
    monkey = M.Monkey(seed, hurry=seconds < M.HURRY_BELOW_SECONDS)
    app = App(size=(1280, 800))
    backend = HeadlessBackend(app, run, random.Random(seed ^ 0xF4A3E))
    try:
        backend.frames(1)
        # The run's seconds are this process's CPU time, not the wall clock's: on a loaded machine (CI beside
        # other work) wall seconds buy a fraction of the gestures and the run failed "never reached the table".
        start = time.process_time()
        while M.keep_going(time.process_time(), start, seconds, "necromolds_table" in run.scenes):
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
    if " ERROR " in text or "Traceback" in text:
        run.errors.append(text[text.find(" ERROR ") - 24 :][:4000] if " ERROR " in text else text[-4000:])
    return run


def check(run: Run, user_home, capsys=None) -> None:
    """The pass criteria, with the seed in every failure."""
    tag = f"NECRO_MONKEY_SEED={run.seed}"
    summary = f"{tag}: {run.gestures} gestures, {run.frames} frames, slowest frame {run.worst[0]:.0f} ms of CPU in {run.worst[1]}, slowest screen change or resize {run.loading[0]:.0f} ms in {run.loading[1]}, scenes {run.scenes}"
    autosave = user_home / "autosave-necromolds.json"
    if autosave.exists():
        from tabletop.core.save import read_save

        data = read_save(autosave)
        summary += f"; the last game: {len(data.actions)} actions, phase {data.snapshot.get('phase')}"
    print(summary)
    assert not run.errors, f"{tag}: " + "\n".join(run.errors)
    assert not run.slow, (
        f"{tag}: frames over {M.SLOW_MS:.0f} ms (or {M.LOADING_MS:.0f} ms opening a screen or after a resize) "
        f"(ms, cpu ms, scene, last gestures): {run.slow[:10]}"
    )
    assert autosave.exists(), f"{tag}: no game was started ({summary})"
    assert "necromolds_table" in run.scenes, f"{tag}: the monkey never reached the table ({summary})"
    M.check_saves(user_home, tag)


@pytest.mark.parametrize("people", [1, 2], ids=["against-bots", "hot-seat"])
def test_headless_monkey_on_necromolds(people, user_home, monkeypatch):
    """Random input on the new-game screen, set-up and table (bots or a second person) breaks nothing."""
    seed = M.seed_from_env()
    print(f"monkey seed {seed} (NECRO_MONKEY_SEED={seed} replays this run)")
    run = run_monkey(user_home, monkeypatch, people, M.seconds_from_env(SECONDS), seed)
    check(run, user_home)
