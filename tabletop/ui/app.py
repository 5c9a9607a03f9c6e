"""The app: one window, one render loop capped at 60 fps, a scene stack, and no crashes.

Any exception from a scene (or from pygame_gui while serving it) is written to the log
with its traceback and replaced by an error screen, so a bug costs the player a screen,
not the session. Every change of scene is logged as `scene: old -> new`.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import os
import sys
import time
import traceback
import warnings
from collections.abc import Callable
from typing import Any

import pygame

from tabletop import paths
from tabletop.ui import gc_pacing, layout, look, palette
from tabletop.ui.context import Context
from tabletop.ui.double_click import DoubleClickGuard
from tabletop.ui.kit.buttons import FRAMES
from tabletop.ui.scene import SceneStack, quit_app
from tabletop.ui.settings_store import Settings, load_settings, save_settings
from tabletop.ui.sound import SoundBoard
from tabletop.ui.theme import font_scale, make_manager

FPS = 60
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = layout.MIN_SIZE
# What a window leaves of the screen: its frame and title bar, and a task bar or dock.
DESKTOP_MARGIN = (40, 80)
WM_CLASS = "necro-tabletop"  # X11 class name: what `xdotool search --classname` finds
# Debugging aid (the monkey tests read it): frames slower than this many ms are logged as "app: slow frame".
SLOW_FRAME_ENV = "TABLETOP_SLOW_FRAME_MS"
PROFILE_SLOW_ENV = "TABLETOP_PROFILE_SLOW"  # a folder: each slow frame's cProfile is kept there
SETTLE = 1.5  # seconds of frames after an input: hover tooltips show once the cursor has rested
IDLE_BEAT = 1.0  # the longest the loop sleeps: the top scene's update runs (drawing nothing) this often
HITCH = 0.1  # a frame's dt counts at most this much more than the wait it asked for
# the events a person makes (frames follow them for SETTLE s); any event at all is drawn
INPUT_EVENTS = frozenset(
    (
        pygame.MOUSEMOTION,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEWHEEL,
        pygame.KEYDOWN,
        pygame.TEXTINPUT,
    )
)
# the keys that press or confirm: their key repeat is dropped (`App._held_repeat`)
DO_KEYS = frozenset((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
log = logging.getLogger("tabletop")


def setup_logging(verbose: bool = False) -> list[logging.Handler]:
    """Log to the log file (and to stderr when verbose); returns the handlers to remove later."""
    log.setLevel(logging.INFO)
    handlers: list[logging.Handler] = []
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
    try:
        fh = logging.FileHandler(paths.log_path(), encoding="utf-8")
        fh.setFormatter(fmt)
        handlers.append(fh)
    except OSError as exc:  # an unwritable log must not stop the game
        print(f"tabletop: cannot write log {paths.log_path()}: {exc}", file=sys.stderr)
    if verbose:
        sh = logging.StreamHandler(sys.stderr)
        sh.setFormatter(fmt)
        handlers.append(sh)
    for h in handlers:
        log.addHandler(h)
    return handlers


def _probe_driver(patience: float = 3.0) -> str:
    """The video driver SDL picks here. With a display named in the environment, a fallback to an
    invisible one is retried for a moment: an X server resetting after its last client left refuses
    connections briefly."""
    deadline = time.monotonic() + patience
    while True:
        pygame.display.init()
        driver = pygame.display.get_driver()
        pygame.display.quit()
        named = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        if driver not in ("offscreen", "dummy") or not named or time.monotonic() >= deadline:
            return driver
        time.sleep(0.05)


def _init_display(patience: float = 3.0) -> None:
    """Initialise pygame's display, retrying for a moment while the display server is not answering."""
    deadline = time.monotonic() + patience
    while True:
        try:
            pygame.display.init()
            return
        except pygame.error:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.05)


def _set_icon() -> None:
    """The window's icon (the title bar, the task bar): the app's own, not pygame's snake."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.assets_dir() / "icon.png")))
    except (pygame.error, OSError, FileNotFoundError) as exc:  # a missing icon is cosmetic
        log.warning("app: no window icon (%s)", exc)


def desktop_size() -> tuple[int, int] | None:
    """The screen's size (the first, where SDL opens a window), or None without a real screen: the dummy
    and offscreen drivers (tests, screenshots) report 1024x768 whatever size they are asked to draw."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes and min(sizes[0]) > 0 else None


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """`size` (at least MIN_SIZE) made to fit a screen of `desktop` less DESKTOP_MARGIN: shrunk with its
    shape kept, never below MIN_SIZE (a window larger than the screen had its foot and its Back and
    Quit buttons off it, play-test r21). The same `size` when it fits, or without a screen to fit."""
    width, height = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
    if desktop is None:
        return width, height
    room_w, room_h = desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1]
    if width <= room_w and height <= room_h:
        return width, height
    k = min(room_w / width, room_h / height)
    return max(MIN_SIZE[0], min(room_w, round(width * k))), max(MIN_SIZE[1], min(room_h, round(height * k)))


def size_words(size: tuple[int, int]) -> str:
    """A size as the Settings screen writes it."""
    return f"{size[0]} × {size[1]}"


def _adopt_look(settings: Settings) -> bool:
    """Put the settings' UI scale, large text and palette in force; True when any of them changed."""
    scaled = layout.set_preferences(settings.ui_scale, settings.large_text)
    return palette.set_palette(settings.palette) or scaled


class App:
    """The window, the UI manager, the scene stack and the loop that drives them."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        fullscreen: bool = False,
        verbose: bool = False,
        start: Callable[[Context], Any] | None = None,
        read_settings: bool = True,
        overrides: dict[str, Any] | None = None,
    ) -> None:
        self._handlers = setup_logging(verbose)
        from tabletop.ui.persist import autosave_in_background, clean_stale_temps

        clean_stale_temps()  # a crash mid-write (autosave, settings, a save) leaves a temporary file behind
        autosave_in_background(True)  # a frame never waits for the disk's sync
        settings_file = paths.settings_path()
        had_file = read_settings and settings_file.exists()
        settings, problem = load_settings(settings_file) if read_settings else (Settings(), None)
        if problem:
            log.warning("settings: %s", problem.replace("\n", " "))
        asked = size is not None
        if size is None:
            # no size asked for: the user's last choice, or the default without a file. A damaged file's
            # good values are kept (load_settings), its window size with them unless that was what was
            # wrong: a wrong palette cost the size for the run, and the next save wrote the default.
            size = settings.window_size if had_file else DEFAULT_SIZE
            settings.window_width, settings.window_height = size
        # A size asked for (--size, even the default's) is this run's only: the settings keep the saved
        # one, so saving another setting does not change it (`_window_size`).
        self._run_size = (int(size[0]), int(size[1]))
        self._saved_size = settings.window_size
        settings.fullscreen = settings.fullscreen or fullscreen
        if overrides:  # a test's or a screenshot's scale, text or palette (never saved unless changed)
            settings = dataclasses.replace(settings, **overrides)
        _adopt_look(settings)

        # pygame's import sets the X11 class to the script's name (e.g. "-c"); name it after
        # the app instead, unless the user chose a class of their own.
        if os.environ.get("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0])) == os.path.basename(sys.argv[0]):
            os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
        _init_display()
        pygame.font.init()
        pygame.display.set_caption("Necro Tabletop")
        _set_icon()
        pygame.key.set_repeat(300, 40)
        self.window = self._open_window(settings)
        chosen = asked or (had_file and tuple(size) != DEFAULT_SIZE)
        if self._reduced is not None and not chosen:
            # the default size on a smaller screen (a first start on a laptop): fitted without a word
            log.info("app: %s", self._reduced_words("The default window size"))
        elif self._reduced is not None:  # a size chosen larger than the screen: said where a settings problem would be
            said = (
                self._reduced_words("The window size asked for")
                if asked
                else self._reduced_words(
                    "Your saved window size", "Your settings keep it for a larger screen; choose another in Settings."
                )
            )
            log.warning("app: %s", said)
            problem = f"{problem}\n\n{said}" if problem else said
        self.manager = make_manager(self.window.get_size())
        self.ctx = Context(
            manager=self.manager,
            size=self.window.get_size(),
            settings=settings,
            settings_path=settings_file,
            log_path=paths.log_path(),
            request_settings=self.request_settings,
            settings_message=problem,
            sounds=SoundBoard(settings),
        )
        self.stack = SceneStack(home=self._main_menu)
        self.clock = pygame.time.Clock()
        self.exit_code = 0
        self.errors = 0
        self._window_dirty = False
        self._size_chosen = False  # a size was chosen in Settings: said if the screen cannot hold it
        self._look_dirty = False
        self.drawn = 0  # frames drawn (the idle tests and the idle bench count them)
        self._input_at = time.monotonic()  # when the last input came (frames follow it for SETTLE s)
        self._first_frame = True
        self._quiet = FRAMES.presented  # frames on screen when the event queue was last seen empty
        self._do_keys_down: set[int] = set()  # Enter and Space held now (see `_held_repeat`)
        self._clicks = DoubleClickGuard()  # a double click's second click is not for the next screen
        log.info("app: started %dx%d%s", *self.ctx.size, " fullscreen" if settings.fullscreen else "")
        if start is None:
            from tabletop.ui.scenes.menu import MenuScene

            start = MenuScene
        self._guard(lambda: self.stack.push(start(self.ctx)))
        gc_pacing.settle()  # start-up's garbage gone, what it loaded frozen

    def _main_menu(self):
        """The main menu, for a scene's "home" transition."""
        from tabletop.ui.scenes.menu import MenuScene

        return MenuScene(self.ctx)

    # -- window ----------------------------------------------------------------------
    def _open_window(self, settings: Settings) -> pygame.Surface:
        """Open the window (again) as the settings say; `_reduced` notes a size the screen could not hold."""
        self._reduced: tuple[tuple[int, int], tuple[int, int], tuple[int, int]] | None = None
        if settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        width, height = self._window_size(settings)
        desktop = desktop_size()
        size = fit_window((width, height), desktop)
        if desktop is not None and size != fit_window((width, height), None):
            self._reduced = ((width, height), size, desktop)
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                # pygame-ce 2.5 calls this deprecated but offers no other way to reach the window.
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except Exception:  # only a nicety: without it, a tiny window just looks cramped
            pass
        return surface

    def _reduced_words(self, whose: str, after: str = "") -> str:
        """What a player is told when the window is smaller than its size because the screen is."""
        assert self._reduced is not None
        wanted, got, desktop = self._reduced
        said = (
            f"{whose}, {size_words(wanted)}, does not fit on this screen ({size_words(desktop)}), "
            f"so the window is {size_words(got)}."
        )
        return f"{said} {after}" if after else said

    def _window_size(self, settings: Settings) -> tuple[int, int]:
        """The window's size: the run's (--size) until another is chosen in Settings."""
        return self._run_size if settings.window_size == self._saved_size else settings.window_size

    def _sync_size(self) -> None:
        """Tell the UI and every scene when the window's size has changed."""
        self.window = pygame.display.get_surface() or self.window
        size = self.window.get_size()
        if not self.ctx.settings.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            # The smallest size is only a hint to the window manager: with none, or one that ignores it,
            # the window can shrink below every screen's layout (the monkey's find). Grow it back.
            grown = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
            try:  # resize the window itself: set_mode would make a new X window (a new id) each time
                with warnings.catch_warnings():  # pygame-ce warns about drawing through a Window; we only resize it
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().size = grown
                pygame.event.pump()
                self.window = pygame.display.get_surface() or self.window
            except (AttributeError, pygame.error):
                self.window = pygame.display.set_mode(grown, pygame.RESIZABLE)
            size = self.window.get_size()
        if size == self.ctx.size:
            return
        log.info("app: window %dx%d", *size)
        self.ctx.size = size
        if font_scale(size) != getattr(self.manager, "text_scale", None):
            # Text grows with the window: a new manager with the theme's fonts at the new scale;
            # every scene rebuilds its widgets on it just below.
            self.manager = make_manager(size)
            self.ctx.manager = self.manager
        else:
            self.manager.set_window_resolution(size)
        for scene in self.stack.scenes:
            scene.resize(size)

    def _relayout(self) -> None:
        """The UI scale, large text or palette changed: a manager with the theme's fonts at the new
        text scale, and every scene rebuilt on it (their own drawing reads the scale each frame)."""
        self.manager = make_manager(self.ctx.size)
        self.ctx.manager = self.manager
        for scene in self.stack.scenes:
            scene.resize(self.ctx.size)

    def request_settings(self, new: Settings, resize: bool = False) -> str | None:
        """Adopt and save new settings; returns a message if they could not be saved. `resize`: the
        window size in `new` was chosen (Settings' Window size list): the window takes it, even when it
        is the saved size already (a --size run or a dragged window has another: choosing the saved size
        changed no setting, so nothing happened, play-test r20)."""
        old = self.ctx.settings
        self.ctx.settings = new
        self.ctx.sounds.apply(new)  # volumes and mute at once
        if _adopt_look(new):
            self._look_dirty = True  # scale, large text or palette: every screen laid out again after this event
        if resize:
            self._run_size = new.window_size  # the window's size from now on (`_window_size`)
            self._size_chosen = True
        if (new.fullscreen, new.window_size) != (old.fullscreen, old.window_size) or (
            resize and not new.fullscreen and new.window_size != self.ctx.size
        ):
            self._window_dirty = True  # applied after the current event, not in the middle of it
        try:
            save_settings(self.ctx.settings_path, new)
        except OSError as exc:
            return f"{self.ctx.settings_path}: could not be written ({exc})"
        return None

    def toggle_fullscreen(self) -> None:
        """F11: switch between fullscreen and a window, and remember the choice."""
        st = self.ctx.settings
        problem = self.request_settings(Settings(**{**st.__dict__, "fullscreen": not st.fullscreen}))
        if problem:
            log.warning("settings: %s", problem)

    def _apply_window(self) -> None:
        self._window_dirty = False
        self.window = self._open_window(self.ctx.settings)
        self._sync_size()
        chosen, self._size_chosen = self._size_chosen, False
        top = self.stack.top
        if chosen and self._reduced is not None and top is not None:  # chosen in Settings, too large for the screen
            said = self._reduced_words("The window size chosen", "It is saved for a larger screen.")
            log.info("app: %s", said)
            top.resize(self.ctx.size)  # the list shows the window's size (unchanged when it was this size already)
            tell = getattr(top, "show_message", None)
            if tell is not None:
                tell("Window size", said)

    # -- loop ------------------------------------------------------------------------
    def _guard(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run fn; on an exception, log the traceback and show the error screen instead."""
        try:
            return fn(*args)
        except Exception as exc:
            self._recover(exc)
            return None

    def _recover(self, exc: Exception) -> None:
        from tabletop.ui.scenes.error import ErrorScene

        top = self.stack.top
        where = top.name if top is not None else "start-up"
        self.errors += 1
        log.error("error in scene %s:\n%s", where, traceback.format_exc().rstrip())
        if isinstance(top, ErrorScene):
            # The error screen itself is failing: nothing safe is left to show.
            log.error("app: the error screen failed too; exiting")
            self.exit_code = 1
            self.stack.quit_requested = True
            return
        try:
            self.stack.push_over_broken(ErrorScene(self.ctx, where, f"{type(exc).__name__}: {exc}"))
        except Exception:
            log.error("app: could not show the error screen:\n%s", traceback.format_exc().rstrip())
            self.exit_code = 1
            self.stack.quit_requested = True

    def handle_event(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, then pygame_gui, then the top scene."""
        if event.type == pygame.QUIT:
            self.stack.apply(quit_app())
            return
        if self._held_repeat(event) or self._clicks.swallows(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._guard(self._sync_size)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._guard(self._put_tips_away)
        consumed = self._guard(self.manager.process_events, event)
        top = self.stack.top
        if top is not None and not consumed and self._guard(top.takes, event) is not False:
            self._guard(lambda: self.stack.apply(top.handle_event(event)))
        if self.stack.top is not top:
            self._clicks.screen_changed()
        if self._window_dirty:
            self._guard(self._apply_window)
        if self._look_dirty:
            self._look_dirty = False
            self._guard(self._relayout)

    def _put_tips_away(self) -> None:
        """A press puts every widget's tooltip away before the widgets see it: a tooltip is a text box,
        which takes a click on it, so a click on the button under a tip (the pointer jumped there, as a
        touch screen's does, before a frame saw it leave the tip's owner) pressed nothing (play-test
        r28). The owner waits its delay again before showing it anew."""
        for element in self.manager.get_sprite_group().sprites():
            tip = getattr(element, "tool_tip", None)
            if tip is not None:
                tip.kill()
                element.tool_tip = None
                element.hover_time = 0.0

    def _held_repeat(self, event: pygame.event.Event) -> bool:
        """Whether the event is the key repeat of a held Enter or Space: one press does one thing.

        Key repeat (on for the arrows, Tab and text) sends a held key's KEYDOWN again every 40 ms; an
        Enter held a moment too long under load confirmed a question and then pressed whatever the next
        one offered (play-test r24: a card played that the player never chose). A repeat is dropped
        before any screen sees it; typing is TEXTINPUT's, which this does not touch."""
        if event.type == pygame.KEYDOWN and event.key in DO_KEYS:
            if event.key in self._do_keys_down:
                return True
            self._do_keys_down.add(event.key)
        elif event.type == pygame.KEYUP:
            self._do_keys_down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._do_keys_down.clear()  # its key-up may go to another window
        return False

    def update(self, dt: float) -> None:
        """Advance the UI and the top scene by dt seconds."""
        self._clicks.now += dt
        if self._look_dirty:  # a look changed outside an event (a test, a script)
            self._look_dirty = False
            self._guard(self._relayout)
        self._guard(self.manager.update, dt)
        top = self.stack.top
        if top is not None:
            self._guard(lambda: self.stack.apply(top.update(dt)))
        # widgets the scene built or removed in its update (a computer's move rebuilt the side panel)
        # came after the manager's update, which lists what it draws: once more, with no time passed, or
        # this frame draws the old ones and an idle app nothing newer (play-test r18: "Deploy all" greyed)
        if self.manager.get_sprite_group().should_update_visibility:
            self._guard(self.manager.update, 0.0)

    def draw(self) -> None:
        """Draw the visible scenes, the widgets, and the FPS counter if asked for."""
        self.window = pygame.display.get_surface() or self.window
        self._guard(self._draw_all)

    def _draw_all(self) -> None:
        self.stack.draw(self.window)
        self.manager.draw_ui(self.window)
        self.stack.draw_overlays(self.window)
        if self.ctx.settings.show_fps:
            fps = look.text("sans", 14, f"{self.clock.get_fps():.0f} fps", look.BONE)
            self.window.blit(fps, fps.get_rect(topright=(self.window.get_width() - 10, 8)))

    def step(
        self, dt: float = 1 / FPS, events: list | None = None, draw: bool = True, after: int | None = None
    ) -> None:
        """One frame without waiting: events (those given, else the queue's), update, draw (tests and
        screenshots call this; `draw` False: nothing can have changed on screen, so nothing is drawn).
        `after`: the frame since which the events can have happened (the kit's FRAMES; None: not said)."""
        top = self.stack.top
        FRAMES.events_after = after
        try:
            for event in pygame.event.get() if events is None else events:
                self.handle_event(event)
                if self.stack.quit_requested:
                    return
        finally:
            FRAMES.events_after = None
        self.update(dt)
        if self.stack.quit_requested:
            return
        if self.stack.top is not top:
            self._clicks.screen_changed()  # also when the click's screen opened in the update
            gc_pacing.settle()  # a screen opened or closed: collect now rather than mid-drag later
        if draw or self.stack.top is not top:
            self.draw()
            self.drawn += 1

    def frame_wait(self) -> tuple[float, bool]:
        """(seconds the loop may sleep before the next frame, whether the top scene asked for that frame).
        A frame every 1/FPS s while the scene animates or for SETTLE s after an input (a tooltip shows once
        the cursor rests); else until the scene's timer, or IDLE_BEAT s when it waits for input alone."""
        top = self.stack.top
        when = top.next_frame() if top is not None else None
        if (when is not None and when <= 0) or time.monotonic() - self._input_at < SETTLE:
            return 0.0, True
        if when is None:
            return IDLE_BEAT, False
        return min(when, IDLE_BEAT), when <= IDLE_BEAT

    def frame(self) -> bool:
        """One turn of the loop: sleep until an input comes or the next frame is due (idle means idle:
        nothing moves, nothing is drawn), then events, update and draw; returns True when it drew."""
        wait, asked = self.frame_wait()
        events: list = []
        if not pygame.event.peek():  # what comes now is made with the last frame on screen
            self._quiet = FRAMES.presented
        after = self._quiet  # the events handed on below were made with this frame on screen, or a later one
        if wait >= 0.002:
            first = pygame.event.wait(int(wait * 1000))  # 0 would mean "for ever"
            if first.type != pygame.NOEVENT:
                events.append(first)
        events += pygame.event.get()
        self._quiet = FRAMES.presented
        # the time since the last frame, less a hitch's (a frame that took long shows nothing meanwhile)
        dt = min(self.clock.tick(FPS) / 1000.0, max(wait, 1 / FPS) + HITCH)
        if any(e.type in INPUT_EVENTS for e in events):
            self._input_at = time.monotonic()
        before = self.drawn
        self.step(dt, events, draw=bool(events) or asked or self._first_frame, after=after)
        self._first_frame = False
        drew = self.drawn != before
        if drew:
            pygame.display.flip()
            FRAMES.shown()
        return drew

    def run_loop(self) -> int:
        """Run until Quit or the window closes; returns the exit code."""
        first = True
        slow = slow_frame_ms()
        worst = (0.0, "")
        profile_dir = os.environ.get(PROFILE_SLOW_ENV, "").strip() if slow is not None else ""
        while not self.stack.quit_requested:
            began, cpu = time.perf_counter(), time.thread_time()
            top, size = self.stack.top, self.ctx.size
            prof = _frame_profile(profile_dir)
            drew = self.frame()
            if prof is not None:
                prof.disable()
            if not drew:
                continue
            if slow is not None:
                # wall time, and the CPU time the app spent (a busy machine stretches the first, not the second)
                ms, cpu_ms = (time.perf_counter() - began) * 1000.0, (time.thread_time() - cpu) * 1000.0
                # A frame that opened another screen or followed a new window size says so.
                where = (
                    (top.name if top is not None else "(none)")
                    + (f" -> {self.stack.top.name}" if self.stack.top is not top and self.stack.top is not None else "")
                    + (f" (window {self.ctx.size[0]}x{self.ctx.size[1]})" if self.ctx.size != size else "")
                )
                if first:  # the first frame also loads the fonts and paints the menu's backdrop
                    log.info("app: first frame %.0f ms", ms)
                else:
                    worst = max(worst, (ms, where))
                    if ms > slow:
                        log.warning("app: slow frame %.0f ms (cpu %.0f ms) in scene %s", ms, cpu_ms, where)
                        if prof is not None:
                            _dump_profile(prof, profile_dir, where)
            if first:
                # The X11 window id lets a test find the window without racing `xdotool search`.
                wid = pygame.display.get_wm_info().get("window")
                log.info(
                    "app: window ready%s",
                    f" (window {wid})"
                    if isinstance(wid, int) and wid
                    else f" (video driver {pygame.display.get_driver()})",
                )
                first = False
        if slow is not None:
            log.info("app: slowest frame %.0f ms in scene %s", *worst)
        return self.exit_code

    def close(self) -> None:
        """Exit all scenes, finish the autosave, close the window, detach the log handlers."""
        from tabletop.ui.persist import autosave_in_background, flush_autosave

        self.stack.clear()
        gc_pacing.release()
        if not flush_autosave(timeout=10.0):
            log.warning("autosave: still being written at quit")
        autosave_in_background(False)
        pygame.display.quit()
        _adopt_look(Settings())  # the next app in this process (a test's) starts from the defaults
        look.clear_font_cache()
        pygame.font.quit()
        for h in self._handlers:
            log.removeHandler(h)
            h.close()


def _frame_profile(folder: str):
    """A running profiler for this frame when $TABLETOP_PROFILE_SLOW names a folder (a debugging aid
    beside $TABLETOP_SLOW_FRAME_MS: a slow frame's profile is kept there); else None."""
    if not folder:
        return None
    import cProfile

    prof = cProfile.Profile()
    prof.enable()
    return prof


def _dump_profile(prof, folder: str, where: str) -> None:
    """Keep a slow frame's profile as slow-<n>.prof in `folder` and log its five costliest calls."""
    import io
    import pstats

    try:
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"slow-{len(os.listdir(folder)) + 1}.prof")
        prof.dump_stats(path)
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(12)
        log.warning("app: profile of that frame (%s) kept in %s:\n%s", where, path, out.getvalue()[-2500:])
    except OSError as exc:
        log.warning("app: slow frame's profile not kept: %s", exc)


def slow_frame_ms() -> float | None:
    """The slow-frame threshold in ms from $TABLETOP_SLOW_FRAME_MS, or None when frames are not timed."""
    try:
        value = float(os.environ.get(SLOW_FRAME_ENV, ""))
    except ValueError:
        return None
    return value if value >= 0 else None


def wants_verbose(flag: bool = False) -> bool:
    """True if asked for directly or through $TABLETOP_VERBOSE=1 (what `tabletop --verbose` sets)."""
    return flag or os.environ.get("TABLETOP_VERBOSE") == "1"


def run(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    verbose: bool = False,
    start: Callable[[Context], Any] | None = None,
) -> int:
    """Open the window and run until Quit; returns the exit code.

    The settings file's window size is used unless a size is asked for (that run's only: the saved
    one stays); fullscreen is on if either the argument or the settings file says so.
    Logging also goes to stderr when `verbose` or $TABLETOP_VERBOSE=1 (as the CLI sets). `start`: the
    first scene instead of the menu (`tabletop watch FILE` opens the replay viewer).
    """
    verbose = wants_verbose(verbose)
    if not os.environ.get("SDL_VIDEODRIVER"):
        # With no screen SDL quietly falls back to an invisible offscreen window: say so instead.
        driver = _probe_driver()  # closed again: App sets the window class before it opens the display
        if driver in ("offscreen", "dummy"):
            print(
                "tabletop: there is no screen to open a window on (no DISPLAY). Run it on a desktop, "
                "or render scenes to PNG with `tabletop screenshot --scene menu --out menu.png`.",
                file=sys.stderr,
            )
            return 1
        # Open the window with the driver just found. Unpinned, SDL falls back to an invisible
        # offscreen window when the display is briefly unavailable, as an X server is while it
        # resets after its last client (this probe) left; App waits for it instead.
        os.environ["SDL_VIDEODRIVER"] = driver
    try:
        app = App(size, fullscreen, verbose, start=start)
    except Exception as exc:
        # Nothing on screen yet: the terminal and the log are all we have.
        logging.getLogger("tabletop").error("app: could not start:\n%s", traceback.format_exc().rstrip())
        print(f"tabletop: could not start: {exc} (details in {paths.log_path()})", file=sys.stderr)
        return 1
    try:
        return app.run_loop()
    except KeyboardInterrupt:
        return 130
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    """`python -m tabletop.ui.app [--size WxH] [--fullscreen] [--verbose]`."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.ui.app", description="Necro Tabletop")
    parser.add_argument(
        "--size", type=layout.parse_size, default=None, help="window size, e.g. 1280x800 (this run only)"
    )
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="also log to stderr")
    args = parser.parse_args(argv)
    return run(args.size, args.fullscreen, args.verbose)


if __name__ == "__main__":
    raise SystemExit(main())
