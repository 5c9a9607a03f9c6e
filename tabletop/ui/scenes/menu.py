"""The main menu: the title over a ritual circle, and a tray of plaques for the games.

Each game keeps its own autosave. Under the tray, "Resume your last game" when one game is
unfinished (decided by replaying it, never from the snapshot written in the file), with a line
naming the game, where it stands and when it was played; with several, "Resume a game" lists
them all (tabletop.ui.scenes.resume). A lone damaged autosave is shown with its message and can
be discarded. Games are found through the registry (`tabletop.ui.registry`): a game plaque opens
the game's new-game screen when the game is playable (first asking, when that game has an
unfinished autosave, whether to resume it), else the "soon" screen.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from tabletop.ui import look, persist, registry
from tabletop.ui.games_info import GAMES
from tabletop.ui.layout import Rect, menu_layout, ui_scale
from tabletop.ui.scene import Transition, pop, push, quit_app
from tabletop.ui.scenes.base import UIScene

SUBTITLE = "three games of the necromantic arts"
CANDLE_FRAME = 1 / 8  # seconds between the frames of an idle menu (the candles' flicker)
log = logging.getLogger("tabletop.ui")
_told_saves_problem: str | None = None  # said once per run, not on every return to the menu


def menu_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Table, chalked sigil, title and the plaque tray, composed once per window size and UI scale
    (a scale chosen in Settings lays the menu out again under it)."""
    return _backdrop(size, ui_scale(size))


@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int], s: float) -> pygame.Surface:
    layout = menu_layout(size)
    surface = look.table_texture(size).copy()
    look.draw_sigil(surface, (size[0] // 2, layout.title_centre[1]), int(145 * s), alpha=80)

    title = look.render_title("NECRO TABLETOP", layout.title_size)
    surface.blit(title, title.get_rect(center=layout.title_centre))
    sub = look.text("serif_italic", int(24 * s), SUBTITLE, look.BONE_DIM)
    surface.blit(sub, sub.get_rect(center=layout.subtitle_centre))
    # A thin brass rule with a bead either side of the subtitle.
    rule_y = layout.subtitle_centre[1] + int(26 * s)
    half = int(180 * s)
    cx = size[0] // 2
    pygame.draw.line(surface, look.BRASS_DARK, (cx - half, rule_y), (cx + half, rule_y), 2)
    for x in (cx - half, cx + half, cx):
        pygame.draw.circle(surface, look.BRASS, (x, rule_y), max(3, int(4 * s)))

    panel = pygame.Rect(layout.panel)
    for x, base_y, height in candles(size):
        body = look.candle_body(max(12, int(26 * s)), height)
        surface.blit(body, body.get_rect(midbottom=(x, base_y)))
    look.draw_frame(surface, panel, fill_alpha=185)
    # A divider between the games and the housekeeping plaques.
    games = [r for k, _l, r in layout.buttons if GAMES.get(k)]
    smalls = [r for k, _l, r in layout.buttons if not GAMES.get(k)]
    div_y = (games[-1][1] + games[-1][3] + smalls[0][1]) // 2
    pygame.draw.line(surface, look.BRASS_DARK, (panel.left + 40, div_y), (panel.right - 40, div_y), 1)

    version = look.text("sans", version_size(s), VERSION, look.BONE_DIM)
    surface.blit(version, version_rect(size))
    return surface.convert() if pygame.display.get_surface() is not None else surface


VERSION = "v0.1 · F11 fullscreen"


def version_size(s: float) -> int:
    """The font size of the version line in the bottom right corner."""
    return max(11, int(13 * s))


def version_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the version line stands: the bottom right corner."""
    s = ui_scale(size)
    w, h = look.font("sans", version_size(s)).size(VERSION)
    return pygame.Rect(size[0] - int(16 * s) - w, size[1] - int(10 * s) - h, w, h)


def candles(size: tuple[int, int]) -> list[tuple[int, int, int]]:
    """(x, base y, height) of the two candles flanking the plaque tray."""
    layout = menu_layout(size)
    s = ui_scale(size)
    x, y, w, h = layout.panel
    gap = int(120 * s)
    return [(x - gap, y + h, int(170 * s)), (x + w + gap, y + h, int(120 * s))]


def resume_layout(size: tuple[int, int]) -> dict[str, Rect]:
    """Rects under the plaque tray: "resume" (the whole row) and, for a damaged autosave, "why" and "discard"."""
    layout = menu_layout(size)
    s = ui_scale(size)
    x, y, w, h = layout.panel
    gap = int(12 * s)
    row_h = int(48 * s)
    row_w = int(440 * s)
    top = y + h + int(18 * s)
    left = x + (w - row_w) // 2
    discard_w = int(136 * s)
    return {
        "resume": (left, top, row_w, row_h),
        "why": (left, top, row_w - discard_w - gap, row_h),
        "discard": (left + row_w - discard_w, top, discard_w, row_h),
    }


def learn_rect(size: tuple[int, int]) -> Rect:
    """The "Learn to play" plaque in the top-left corner."""
    s = ui_scale(size)
    return (int(16 * s), int(16 * s), int(190 * s), int(44 * s))


def mods_rect(size: tuple[int, int]) -> Rect:
    """The small "Mods: N found" plaque in the bottom-left corner (the version sits bottom-right)."""
    s = ui_scale(size)
    w, h = int(310 * s), int(34 * s)
    return (int(16 * s), size[1] - h - int(10 * s), w, h)


class MenuScene(UIScene):
    """The first screen: pick a game, load, change settings or quit."""

    name = "menu"
    escape_pops = False  # Esc on the menu should not quit by accident

    def build(self) -> None:
        """Place one plaque per menu item, at the rects the layout gives."""
        self.buttons = {}
        for key, label, rect in menu_layout(self.ctx.size).buttons:
            cls = "plaque" if key in GAMES else "plaque_small"
            # Games not playable yet carry a "soon" wax seal (draw_overlay) rather than a tooltip,
            # which the seal would cover.
            self.buttons[key] = self.button(rect, label, self._action(key), cls=cls, key=f"menu_{key}")
        rows = resume_layout(self.ctx.size)
        if len(self.autosaves) > 1:
            self.buttons["resume"] = self.button(
                rows["resume"],
                f"Resume a game ({len(self.autosaves)} waiting)",
                self.choose_game,
                cls="plaque",
                key="menu_resume",
            )
        elif self.autosave.kind == "ok":
            self.buttons["resume"] = self.button(
                rows["resume"], "Resume your last game", self.resume_game, cls="plaque", key="menu_resume"
            )
        elif self.autosave.kind == "broken":
            self.buttons["resume"] = self.button(
                rows["why"],
                "Autosave damaged: why?",
                self.explain_autosave,
                cls="plaque_small",
                key="menu_resume_broken",
            )
            self.buttons["discard"] = self.button(
                rows["discard"], "Discard", self.discard_autosave, cls="plaque_small", key="menu_discard"
            )
        # Learn to play (tabletop/ui/tutorial): every game's tutorials, top left, out of the tray's way
        self.buttons["learn"] = self.button(
            learn_rect(self.ctx.size), "Learn to play", self.learn, cls="plaque_small", key="menu_learn"
        )
        line = self._mods_line()
        if line:
            self.buttons["mods"] = self.button(
                mods_rect(self.ctx.size), line, self.explain_mods, cls="plaque_small", key="menu_mods"
            )

    # -- mods: checked when the menu opens; the working ones are what the games read ----------
    def _read_mods(self) -> list:
        from tabletop.content import mods

        self.mods_problem = ""
        try:
            return mods.refresh()
        except Exception as exc:  # the menu must open whatever is in the mods folder
            mods.activate(())
            self.mods_problem = f"The mods folder could not be read ({exc}); playing without mods."
            return []

    def _mods_line(self) -> str:
        from tabletop.content import mods

        return "Mods: could not be read" if self.mods_problem else mods.summary(self.mods)

    def explain_mods(self) -> None:
        """Which mods are in use, which were skipped and why, and where the mods folder is."""
        from tabletop.content import mods

        self.show_message("Mods", self.mods_problem or mods.report(self.mods))

    def _read_autosaves(self) -> list[persist.AutosaveStatus]:
        """Every game's unfinished or damaged autosave, newest first (sets `autosave` to the newest)."""
        try:
            found = persist.autosave_statuses()
        except Exception as exc:  # the menu must open whatever is on disk
            found = [persist.AutosaveStatus("broken", f"the autosaves could not be checked ({exc})")]
        self.autosaves = found
        # the newest of them; with none waiting, what there is (a finished game, or none)
        self.autosave = found[0] if found else self._newest_status()
        return found

    @staticmethod
    def _newest_status() -> persist.AutosaveStatus:
        try:
            return persist.autosave_status()
        except Exception:
            return persist.AutosaveStatus("none")

    def refresh(self) -> None:
        """Back on the menu: the autosaves may have changed meanwhile."""
        before = (self.autosave, self.autosaves)
        self._read_autosaves()
        found = self._read_mods()
        if (self.autosave, self.autosaves) != before or found != self.mods:
            self.mods = found
            self.rebuild()

    def saves_line(self) -> str:
        """The line under Resume: the one waiting game, where it stands and when; or the waiting games' names."""
        from tabletop.ui.games_info import game_title
        from tabletop.ui.scenes.resume import when_text

        waiting = [a for a in self.autosaves if a.kind == "ok"]
        if len(self.autosaves) == 1 and waiting:
            a = waiting[0]
            return f"{game_title(a.game)} · {when_text(a.modified)} · {a.where}"  # a long `where` is cut, not when
        if len(self.autosaves) > 1:
            return ", ".join(_waiting_name(a, game_title) for a in self.autosaves)
        return ""

    def choose_game(self) -> Transition:
        """Several games are waiting: the list of them all."""
        from tabletop.ui.scenes.resume import ResumeScene

        return push(ResumeScene(self.ctx, self.autosaves, self._resume_from_list, self._discard_from_list))

    def _resume_from_list(self, status: persist.AutosaveStatus) -> Transition | None:
        """Resume pressed on the list: the list gives way to the game (or closes to show why it cannot)."""
        from tabletop.ui.scene import pop, replace

        opened = self.resume_game(status)
        if opened is None:
            return pop()
        assert opened.scene is not None
        return replace(opened.scene)

    def _discard_from_list(self, status: persist.AutosaveStatus) -> list[persist.AutosaveStatus]:
        if status.path is not None:
            persist.discard_autosave(status.path)
        self._read_autosaves()
        self.rebuild()
        return self.autosaves

    def resume_game(self, status: persist.AutosaveStatus | None = None) -> Transition | None:
        """Replay an autosave (the newest unfinished one unless given) and open its screen; a save that
        no longer replays is reported."""
        from tabletop.core.errors import SaveError

        status = status if status is not None else self.autosave
        try:
            if status.replays_to and status.path is not None:  # an earlier version's game, as far as it replays
                session = persist.open_partial_autosave(status.path)
            else:
                session = persist.resume_autosave(status.game or None)
        except SaveError as exc:
            self.autosave = persist.AutosaveStatus("broken", str(exc))
            self.rebuild()
            self.explain_autosave()
            return None
        except Exception as exc:
            log.error("resume: the autosave could not be replayed", exc_info=True)
            self.autosave = persist.AutosaveStatus(
                "broken", f"the autosave could not be replayed ({type(exc).__name__}: {exc})"
            )
            self.rebuild()
            self.explain_autosave()
            return None
        return push(registry.scene_for_session(self.ctx, session))

    def explain_autosave(self) -> Transition | None:
        """Show why the autosave cannot be resumed; one of an earlier version that replays in part is
        offered as far as it replays."""
        if self.autosave.replays_to:
            return push(self.partial_question(self.autosave))
        self.show_message(
            "The last game cannot be resumed",
            f"{self.autosave.message}\n\nDiscard it to start afresh: the file is kept in the saves folder, where Load game "
            "lists it; your saved games are not touched.",
        )

    def partial_question(self, status: persist.AutosaveStatus):
        """Open an earlier version's autosave as far as this version's rules replay it, or keep it."""
        from tabletop.ui.scene import replace
        from tabletop.ui.scenes.confirm import ConfirmScene
        from tabletop.ui.scenes.resume import PARTIAL_TITLE, partial_words

        def open_there() -> Transition | None:
            opened = self.resume_game(status)
            return replace(opened.scene) if opened is not None and opened.scene is not None else pop()

        return ConfirmScene(
            self.ctx,
            PARTIAL_TITLE,
            partial_words(
                status.game, status.replays_to, status.of, status.where, file=status.path.name if status.path else ""
            ),
            "Open it there",
            "Keep it",
            open_there,
        )

    def discard_autosave(self) -> None:
        """Throw the damaged autosave away (after the player saw why it is broken)."""
        if self.autosave.path is not None:
            persist.discard_autosave(self.autosave.path)
        self._read_autosaves()
        self.rebuild()

    def enter(self) -> None:
        """Check the autosave, build the plaques, then report a settings file that could not be read."""
        self._read_autosaves()
        self.mods = self._read_mods()
        super().enter()
        if self.ctx.settings_message:
            self.show_message("Settings", self.ctx.settings_message)
            self.ctx.settings_message = None
        else:
            self.tell_saves_problem()

    def tell_saves_problem(self) -> None:
        """Once per run: the saves folder could not be used (a file took its name), and where saves go instead."""
        from tabletop import paths

        global _told_saves_problem
        try:
            problem = paths.saves_folder()[1]
        except OSError as exc:
            problem = f"No folder for saved games could be made ({exc}); games cannot be saved."
        if problem and problem != _told_saves_problem:
            _told_saves_problem = problem
            log.warning("saves: %s", problem)
            self.show_message("Saves folder", problem)

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.time = 0.0  # drives the candle flicker; advanced in update, read in draw
        self.autosave = persist.AutosaveStatus("none")
        self.autosaves: list[persist.AutosaveStatus] = []
        self.mods: list = []
        self.mods_problem = ""

    def update(self, dt: float):
        """Let the candles burn."""
        self.time += dt
        return None

    def next_frame(self) -> float | None:
        """The candles flicker a few times a second, not at the screen's rate: an idle menu stays idle."""
        return CANDLE_FRAME

    def _action(self, key: str) -> Callable[[], Transition | None]:
        # Imported here: those screens import the menu's neighbours, not the menu itself.
        from tabletop.ui.scenes.keys_screen import KeysScreen
        from tabletop.ui.scenes.load_game import LoadScene
        from tabletop.ui.scenes.settings import SettingsScene

        actions = {
            "load": lambda: push(LoadScene(self.ctx)),
            "settings": lambda: push(SettingsScene(self.ctx)),
            "keys": lambda: push(KeysScreen(self.ctx)),
            "quit": quit_app,
        }
        return actions.get(key) or (lambda: self.open_game(key))

    def learn(self) -> Transition:
        """Learn to play: every game's tutorials."""
        from tabletop.ui.tutorial.learn import LearnScene

        return push(LearnScene(self.ctx))

    def open_game(self, key: str) -> Transition:
        """A game's plaque: its new-game screen when it is playable, else the "soon" screen."""
        from tabletop.ui.scenes.not_playable import NotPlayableScene

        if not registry.playable(key):
            return push(NotPlayableScene(self.ctx, key))
        waiting = next((a for a in self.autosaves if a.game == key and a.kind == "ok"), None)
        if waiting is None:
            from tabletop.ui.scene import replace
            from tabletop.ui.tutorial.learn import first_game_offer

            offer = first_game_offer(self.ctx, key, lambda: replace(registry.new_game_scene(self.ctx, key)))
            return push(offer if offer is not None else registry.new_game_scene(self.ctx, key))
        return push(self.unfinished_question(key, waiting))

    def unfinished_question(self, key: str, waiting: persist.AutosaveStatus):
        """A game of this title is unfinished: resume it, or start a new one (the old one kept in Load)."""
        from tabletop.ui.scene import replace
        from tabletop.ui.scenes.confirm import ConfirmScene
        from tabletop.ui.scenes.resume import when_text

        def resume() -> Transition | None:
            opened = self.resume_game(waiting)
            return replace(opened.scene) if opened is not None and opened.scene is not None else pop()

        def new_game() -> Transition:
            return replace(registry.new_game_scene(self.ctx, key))

        text = (
            f"{registry.title(key)}: {waiting.where}, last played {when_text(waiting.modified)}. "
            "A new game keeps this one in Load game."
        )
        return ConfirmScene(self.ctx, "An unfinished game", text, "Resume it", "New game", resume, on_no=new_game)

    def draw(self, surface: pygame.Surface) -> None:
        """The cached backdrop, then candlelight that flickers with self.time."""
        size = surface.get_size()
        surface.blit(menu_backdrop(size), (0, 0))
        s = ui_scale(size)
        w = max(12, int(26 * s))
        for i, (x, base_y, height) in enumerate(candles(size)):
            # Two incommensurate waves per candle: a flicker that never visibly repeats.
            f = 0.5 + 0.25 * math.sin(self.time * 7.3 + i * 2.1) + 0.25 * math.sin(self.time * 3.7 + i)
            tip = (x, base_y - height)
            glow = look.halo(int(170 * s), 70 + 12 * round(f * 3))
            surface.blit(glow, glow.get_rect(center=(tip[0], tip[1] - int(14 * s))))
            fl = look.flame(max(8, w // 2), int(30 * s) + round(f * 4))
            surface.blit(fl, fl.get_rect(midbottom=(tip[0], tip[1] + int(4 * s))))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Wax seals on the games that are not playable yet (over their plaques); the waiting games' line.
        Nothing while a question, a list or a message is over the menu (the seals would cover it)."""
        if self._paused or self.message is not None:
            return
        s = ui_scale(surface.get_size())
        line = self.saves_line()
        if line and "resume" in self.buttons:
            from tabletop.ui.scenes.resume import line_rows

            # on one row, else two rows of whole words, the armies' lists shortened when two rows do not
            # hold them (play-test r19: the line ended "… Player 1 to assign…" at 1280x800)
            x, y, w, h = resume_layout(surface.get_size())["resume"]
            size = max(11, int(15 * s))
            font = look.font("sans", size)
            top = y + h + int(8 * s)
            rows = line_rows(line, font, surface.get_width() - int(40 * s))
            corner = version_rect(surface.get_size())
            if top + len(rows) * font.get_linesize() > corner.top:
                # rows that come down beside the version line stop short of it (960x600 with Large
                # text: "P2 Batadactyl," lay under "v0.1 · F11 fullscreen", play-test r24)
                rows = line_rows(line, font, 2 * (corner.left - (x + w // 2)) - int(16 * s))
            for row in rows:
                words = look.text("sans", size, row, look.BONE)
                surface.blit(words, words.get_rect(midtop=(x + w // 2, top)))
                top += font.get_linesize()
        seal = look.wax_seal(int(24 * s), "soon")
        for key, _label, (x, y, w, _h) in menu_layout(surface.get_size()).buttons:
            if key in GAMES and not registry.playable(key):
                surface.blit(seal, seal.get_rect(center=(x + w - int(10 * s), y + int(8 * s))))


def _waiting_name(status, game_title) -> str:
    """One waiting game on the line under Resume: its title, "(damaged)" after a damaged one's (its
    file's name says its game even when nothing in it can be read: play-test r25, the line said "a
    damaged autosave, a damaged autosave")."""
    if not status.game:
        return "a damaged autosave"
    damaged = status.kind == "broken" and not status.replays_to
    return game_title(status.game) + (" (damaged)" if damaged else "")
