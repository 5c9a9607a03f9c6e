"""The replay viewer: a saved (or simulated) game's table at any position, with a timeline under it.

    ReplayScene(ctx, timeline)          (open_viewer(ctx, path) reads and verifies the file first)

The table is the game's own, drawn read-only (`watched_table.table_at`) from the timeline's state as
the chosen seat saw it, its log following the position; the bar (`bar.py`) holds the timeline strip
and the controls. Nothing here submits an action or writes a save: the tables are built on a private
session that refuses every action, and no click or key reaches them (only the mouse's position, for
their hovers).

Keys: Space play / pause (one action per the table's pace, a fight's window longer; + / - play faster or slower);
Left / Right one action; Home / End;
PageUp / PageDown the round (in the game's word: "Turn") before / after; [ / ] the fight before / after; Tab (or S) the next seat's
view, 0 or A every seat's ("All"), 1..9 that player's; Esc back. A click on the strip jumps there; a
click (left or right) or F2 over something on the table opens the rules at its section. Down / Up put a
focus on the things on the table that have a tooltip, one by one (a keyboard player's hover): I shows
the focused thing's tooltip, F2 the rules at it, Esc takes the focus off.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.errors import SaveError
from tabletop.ui import layout, look
from tabletop.ui.game_screen import animation_speed
from tabletop.ui.kit import key_tip
from tabletop.ui.kit.buttons import Button, ButtonSet
from tabletop.ui.kit.focus import KeyFocus, Target
from tabletop.ui.kit.keys import KeysHelpScene, is_help
from tabletop.ui.replay.bar import bar_layout, draw_strip, seat_label
from tabletop.ui.replay.keys import TABLE as KEYS
from tabletop.ui.replay.timeline import ALL, Timeline, load_timeline
from tabletop.ui.replay.watched_table import buttons_unseen, leave_table, table_at
from tabletop.ui.scene import Scene, Transition, pop, push, quit_app
from tabletop.ui.tools import PASS

log = logging.getLogger("tabletop.ui")

PACE = 0.7  # seconds an action is shown while playing (the game screen's pace for the computer's actions)
FIGHT_PACE = 2.2  # seconds a position with a fight's window up is shown while playing: time to read its dice
# how fast Play goes, + and - choosing (r27: a newcomer watching found no way to hurry a long game, or to
# slow a fight, short of leaving for Settings' animation speed, which sets the pace at 1)
RATES = (0.5, 1.0, 2.0, 4.0)

# what a table holds while its fight window is up (the tables' own names for it)
FIGHT_WINDOWS = ("combat", "fight_record")


def keys_help(period: str = "Round") -> str:
    """The bar's keys line, `period` the game's word for a round ("Turn")."""
    return f"Space play · ←→ · PgUp/Dn {period.lower()} · [ ] fight · ↓ I: tooltips · click: rules · F1: all keys"


def open_viewer(ctx, path: Path) -> ReplayScene:
    """The viewer of the save at `path`; SaveError (naming the file and what is wrong) when it cannot be
    read, replayed or verified."""
    return ReplayScene(ctx, load_timeline(Path(path)), position=0)


class ReplayScene(Scene):
    """Watch a saved game: the table at a position, the timeline, play, step, jump, and whose view."""

    name = "replay"

    def __init__(
        self, ctx, timeline: Timeline, position: int | None = None, seat: Any = ALL, alone: bool = False
    ) -> None:
        self.ctx = ctx
        self.alone = alone  # opened by `tabletop watch FILE`: leaving it closes the app
        self.timeline = timeline
        self.position = timeline.end if position is None else timeline.clamp(position)
        self.seat: Any = seat
        self.playing = False
        self.clock = 0.0
        speed = animation_speed(ctx)
        self.pace = PACE / max(0.05, speed) if speed > 0 else 0.05
        self.fight_pace = FIGHT_PACE / max(0.05, speed) if speed > 0 else 0.05
        self.rate = 1.0  # Play's speed, one of RATES (+ and -)
        self.mouse: tuple[int, int] = (0, 0)
        self.buttons = ButtonSet()
        self._seats_below = False  # the seat picker on the bar's second row (`_lay_out`)
        self.table: Any = None
        self._shown: tuple = ()  # (position, seat) the table was built for
        self.problem = ""  # why the table could not be drawn at this position (never a traceback)
        self.focus = KeyFocus()  # Down / Up over the table's things that have a tooltip (`_spots`)
        self.focus.numbered = False  # the digits choose a seat's view here, not a thing
        self._spots_for: tuple = ()  # (position, seat, size) the focus's things were found for
        self._lay_out(tuple(ctx.size))

    # -- what is shown -------------------------------------------------------------------------------
    def seats(self) -> list[Any]:
        """The seat picker's choices: every seat's view, then every seat's together."""
        return [*self.timeline.seats(), ALL]

    def go(self, position: int) -> None:
        """Show `position` (brought inside the game)."""
        self.position = self.timeline.clamp(position)
        if self.position >= self.timeline.end:
            self.playing = False

    def step(self, by: int) -> None:
        """One action (or more) forward or back; stepping stops playing."""
        self.playing = False
        self.go(self.position + by)

    def jump(self, kind: str, forward: bool) -> None:
        """To the next or previous round ("round") or fight ("fight"), if any."""
        t = self.timeline
        found = t.next_mark(self.position, kind) if forward else t.previous_mark(self.position, kind)
        if found is not None:
            self.playing = False
            self.go(found)

    def choose_seat(self, seat: Any) -> None:
        """See the table as `seat` saw it (ALL: everything)."""
        if seat in self.seats():
            self.seat = seat
            self._build_buttons()  # the picker lights the seat chosen, however it was chosen

    def next_seat(self) -> None:
        """The next choice of the seat picker."""
        choices = self.seats()
        self.choose_seat(choices[(choices.index(self.seat) + 1) % len(choices)])

    def faster(self, by: int) -> None:
        """Play's speed one step up (`by` 1) or down (-1) among RATES."""
        k = RATES.index(self.rate) if self.rate in RATES else RATES.index(1.0)
        self.rate = RATES[max(0, min(len(RATES) - 1, k + by))]

    def toggle_play(self) -> None:
        """Play from here (from the start when at the end), or pause."""
        if not self.playing and self.position >= self.timeline.end:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0

    def _sync_table(self) -> None:
        """The table for the position and seat now (built when they changed; never while drawing)."""
        key = (self.position, self.seat, tuple(self.ctx.size))
        if key == self._shown:
            return
        old, self.table = self.table, None
        leave_table(old)
        self._shown = key
        try:
            self.table = table_at(self.ctx, self.timeline, self.position, self.seat, self.table_size())
            self.problem = ""
            opened = getattr(getattr(old, "log_panel", None), "expanded", False)
            if opened and getattr(self.table, "log_panel", None) is not None:  # the log stays open while stepping
                self.table.log_panel.expanded = True
        except Exception as exc:  # a table that cannot show a position costs a message, not the viewer
            log.exception("replay: the table could not be drawn at position %d", self.position)
            self.problem = f"The table cannot be shown at this point ({type(exc).__name__}: {exc})"

    def shrink(self) -> float:
        """How much the table is drawn smaller than it is laid out: a table is laid out at the app's
        smallest window at least (its bottom strip, the log and the choices panel, lay below a shorter
        area and were cut: play-test r18, 1024x640 with Large text), so a shorter area shows it scaled."""
        w, h = self.lay.table.size
        return min(1.0, w / layout.MIN_SIZE[0], h / layout.MIN_SIZE[1]) if w > 0 and h > 0 else 1.0

    def table_size(self) -> tuple[int, int]:
        """The size the table is laid out at: the area above the bar, grown by 1 / shrink()."""
        k = self.shrink()
        w, h = self.lay.table.size
        return (round(w / k), round(h / k)) if k < 1.0 else (w, h)

    def _to_table(self, pos) -> tuple[int, int]:
        k = self.shrink()
        return (int(pos[0] / k), int(pos[1] / k))

    # -- the bar's buttons -----------------------------------------------------------------------------
    def _lay_out(self, size: tuple[int, int]) -> None:
        """The bar for a window of `size`: its words beside the buttons where they fit whole, else on a
        second row under them (the seat picker there too, when the buttons do not fit one row), so they
        are never cut (play-test: the keys line read "… [ ] fight · click…" with three seats, and Large
        text cut both lines); the second row takes its height from the table above only when needed."""
        s = bar_layout(size).scale
        words = 2 * look.font("sans", max(9, int(12 * s))).get_linesize() + int(4 * s)
        for below, seats_below in ((0, False), (words, False), (max(words, bar_layout(size).controls.h), True)):
            self.lay = bar_layout(size, below)
            self._seats_below = seats_below
            self._build_buttons()
            if self._bar_fits():
                return

    def _bar_fits(self) -> bool:
        """The buttons of each row clear of each other and of Back, and every line the bar may say fits."""
        rects = sorted((b.rect for b in self.buttons), key=lambda r: (r.y, r.x))
        inside = all(self.lay.bar.contains(r) for r in rects)
        apart = all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        font = look.font("sans", max(9, int(12 * self.lay.scale)))
        room = self.words_area().width
        return inside and apart and all(font.size(line)[0] <= room for line in self.bar_words())

    def words_area(self) -> pygame.Rect:
        """Where the bar's two lines go: beside the buttons, or on the second row (left of the seat
        picker when it is there)."""
        s, lay = self.lay.scale, self.lay
        if lay.below is None:
            leave = self.buttons.get("leave")
            right = leave.rect.x - int(8 * s) if leave is not None else lay.controls.right
            return pygame.Rect(self._info_x, lay.controls.y, max(0, right - self._info_x), lay.controls.h)
        right = lay.below.right
        if self._seats_below:
            right = min(b.rect.x for b in self.buttons if b.key.startswith("seat_")) - int(12 * s)
        return pygame.Rect(lay.below.x, lay.below.y, max(0, right - lay.below.x), lay.below.h)

    @property
    def keys_help(self) -> str:
        """The keys line in the game's word for a round."""
        return keys_help(self.timeline.period)

    def bar_words(self) -> list[str]:
        """Every line the bar may say here: the keys, each button's tip, and the longest info line this
        game can have (its longest round, its last action, its widest seat)."""
        t = self.timeline
        rounds = ["Set-up", *(m.label for m in t.marks_of("round"))]
        font = look.font("sans", max(9, int(12 * self.lay.scale)))
        longest = max(rounds, key=lambda label: font.size(label)[0])
        last = len(t.seats()) - 1
        infos = [_info(longest, t.end, t.end, last, seat, True) for seat in (ALL, last)]
        tips = [f"{b.label}: {b.tooltip}" for b in self.buttons if b.tooltip]
        return [self.keys_help, *infos, *tips]

    def _build_buttons(self) -> None:
        lay, s = self.lay, self.lay.scale
        row = lay.controls
        h = row.height
        x = row.x
        self.buttons.clear()

        t, k = self.timeline, self.position
        # a control with nothing to go to is dimmed, not a button that does nothing (seen watching)
        can = {
            "start": k > 0,
            "back": k > 0,
            "forward": k < t.end,
            "end": k < t.end,
            "round_back": t.previous_mark(k, "round") is not None,
            "round_next": t.next_mark(k, "round") is not None,
            "fight_back": t.previous_mark(k, "fight") is not None,
            "fight_next": t.next_mark(k, "fight") is not None,
        }

        def add(key: str, label: str, action, width: int, tip: str = "", toggled: bool = False) -> None:
            nonlocal x
            b = Button(key, pygame.Rect(x, row.y, width, h), label, action, tip, toggled=toggled)
            b.enabled = can.get(key, True)
            self.buttons.add(b)
            x += width + int(6 * s)

        w = int(44 * s)
        add("start", "|<", lambda: self.step(-self.position), w, "To the set-up (Home)")
        add("back", "<", lambda: self.step(-1), w, "One action back (Left)")
        add(
            "play",
            "Pause" if self.playing else "Play",
            self.toggle_play,
            int(66 * s),
            "Play / pause (Space; + or - its speed)",
        )
        add("forward", ">", lambda: self.step(1), w, "One action forward (Right)")
        add("end", ">|", lambda: self.step(self.timeline.end), w, "To the end (End)")
        x += int(6 * s)
        word = t.period  # the game's own word ("Turn"): the Round buttons were "Round" in a game of turns
        add(
            "round_back",
            f"< {word}",
            lambda: self.jump("round", False),
            int(84 * s),
            f"The {word.lower()} before (PgUp)",
        )
        add("round_next", f"{word} >", lambda: self.jump("round", True), int(84 * s), f"The next {word.lower()} (PgDn)")
        add("fight_back", "< Fight", lambda: self.jump("fight", False), int(76 * s), "The fight before ([)")
        add("fight_next", "Fight >", lambda: self.jump("fight", True), int(76 * s), "The next fight (])")
        x += int(6 * s)
        seat_w = int(40 * s)
        if self._seats_below and lay.below is not None:  # right-aligned on the second row, under Back
            row = lay.below
            x = row.right - len(self.seats()) * (seat_w + int(6 * s)) + int(6 * s)
        for seat in self.seats():
            tip = "Everything, nothing hidden" if seat == ALL else f"The table as Player {int(seat) + 1} saw it"
            add(
                f"seat_{seat}",
                seat_label(seat),
                lambda seat=seat: self.choose_seat(seat),
                seat_w,
                tip,
                seat == self.seat,
            )
        back_w = int(76 * s)
        self.buttons.add(
            Button(
                "leave",
                pygame.Rect(lay.controls.right - back_w, lay.controls.y, back_w, h),
                "Back",
                self.leave,
                "Leave the replay (Esc)",
            )
        )
        self._info_x = x + int(6 * s)  # the words beside the buttons (when they are not on the second row)
        self._built_for = (self.position, self.seat, self.playing)

    def leave(self) -> Transition:
        """Back to the Load screen (or, opened alone from the command line, close the app)."""
        return quit_app() if self.alone else pop()

    # -- scene -----------------------------------------------------------------------------------------
    def enter(self) -> None:
        """Build the table for the first position shown."""
        self._sync_table()

    def exit(self) -> None:
        """Free the table's widgets."""
        leave_table(self.table)
        self.table = None

    def resize(self, size) -> None:
        """Lay the bar out again; the table is built again for the new window."""
        self._lay_out(tuple(size))
        self._shown = ()

    def handle_event(self, event) -> Transition | None:
        """The bar's clicks and the viewer's keys; the table hears only where the mouse is."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(event.pos)
            if self.table is not None and self.lay.table.collidepoint(event.pos):
                try:  # hovers only: a motion plays nothing
                    self.table.handle_event(
                        pygame.event.Event(
                            pygame.MOUSEMOTION,
                            pos=self._to_table(event.pos),
                            rel=getattr(event, "rel", (0, 0)),
                            buttons=getattr(event, "buttons", (0, 0, 0)),
                        )
                    )
                except Exception:
                    log.exception("replay: the table's hover failed")
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.lay.strip.collidepoint(event.pos):
                self.playing = False
                self.go(self.lay.position_at(event.pos[0], self.timeline.end))
                return None
            if self.lay.table.collidepoint(event.pos):
                if self._log_click(event.pos):
                    return None
                return self._more(event.pos)
            button = self.buttons.at(event.pos)
            if button is not None and button.enabled:
                result = button.action()
                self._build_buttons()
                return result if isinstance(result, Transition) else None
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.lay.table.collidepoint(event.pos):
            return self._more(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self._log_wheel(event)
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _on_log(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` (a window point) is on the table's log, opened taller or not, or on its fold tab."""
        table = self.table
        if table is None or not self.lay.table.collidepoint(pos) or not hasattr(table, "log_area"):
            return False
        at, area = self._to_table(pos), table.log_area()
        return (area is not None and area.collidepoint(at)) or bool(table._on_fold_tab(at))

    def _log_click(self, pos: tuple[int, int]) -> bool:
        """A click on the table's log opens it taller or folds it, as at the table (its tip says so; in
        the viewer the click did nothing: found watching); it stays so from position to position."""
        if not self._on_log(pos):
            return False
        try:
            self.table.toggle_log()
        except Exception:
            log.exception("replay: the table's log could not be opened")
        return True

    def _log_wheel(self, event) -> None:
        """The wheel over the table's log scrolls back through it, as at the table (the viewer dropped it)."""
        if not self._on_log(self.mouse):
            return
        try:
            # the table sees it as its own: an opened log takes it first (`takes`), a folded one in its handler
            if self.table.takes(event):
                self.table.handle_event(event)
        except Exception:
            log.exception("replay: the table's log could not be scrolled")

    def _more(self, pos: tuple[int, int] | None = None) -> Transition | None:
        """A click (or F2) on the table: the rules at the section of what is under the mouse (nothing on a
        watched table is played, so a click there means only this)."""
        if self.table is None:
            return None
        try:
            if pos is not None:  # the table hovers where the click is, even with no motion before it
                self.mouse = tuple(pos)
                at = self._to_table(pos)
                self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
            return self.table.more_at()
        except Exception:
            log.exception("replay: the table's 'more in the rules' failed")
            return None

    # -- the keys' focus over the table's things (r26: F2 and the tooltips answered only the mouse) -----------
    def _spots(self) -> None:
        """The focus's targets: the things on the table shown now that have a tooltip (kit key_tip.spots),
        found again when the table was built anew; the focus stays on the same thing where it still is."""
        if self.table is None or not hasattr(self.table, "tip_lines"):
            self.focus.offer(())
            return
        if self._spots_for == self._shown:
            return
        self._spots_for = self._shown
        try:
            with buttons_unseen():  # nothing on a watched table is pressed: its buttons have no tips here
                spots = key_tip.spots(self.table.tip_lines, self.table_size(), self._table_scale())
            found = [Target(label, pos, size=int(14 * self._table_scale())) for label, pos in spots]
        except Exception:
            log.exception("replay: the table's things could not be listed")
            found = []
        self.focus.offer(found)

    def _table_scale(self) -> float:
        return float(getattr(getattr(self.table, "layout", None), "scale", 1.0))

    def _focus_key(self, key: int) -> Transition | object | None:
        """Down / Up, I, F2 and Esc for the focus over the table's things; PASS for another key."""
        focus = self.focus
        if key in (pygame.K_DOWN, pygame.K_UP, pygame.K_i):
            self._spots()
            n = len(focus.targets)
            if not n:
                return None
            if key == pygame.K_i and focus.focused() is not None:
                target = focus.focused()
                focus.tip = None if focus.tip_target() is not None else (target.label, target.gesture)
                return None
            step = -1 if key == pygame.K_UP else 1
            was = focus.focused() is not None
            focus.index = (focus.index + step) % n if was else (0 if step > 0 else n - 1)
            focus.on, focus.waiting = True, False
            focus.tip = (focus.targets[focus.index].label, "click") if key == pygame.K_i else None
            return None
        target = focus.focused()
        if key == pygame.K_F2 and target is not None and self.table is not None:
            try:
                with buttons_unseen():
                    out = self.table.more_for(target)
            except Exception:
                log.exception("replay: the rules at the focused thing failed")
                out = PASS
            return out if out is not PASS else None
        if key == pygame.K_ESCAPE and focus.on:
            focus.on = focus.waiting = False
            focus.tip = None
            return None
        return PASS

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """The ring round the focused thing and its tooltip (I), on the table's own picture."""
        if self.focus.focused() is None or self.table is None:
            return
        scale = self._table_scale()
        self.focus.draw(surface, scale)
        tip = self.focus.tip_target()
        if tip is not None:
            with buttons_unseen():
                lines = key_tip.headed(self.table.tip_lines(tip), tip.label)
            ring = key_tip.ring_of(tip, scale).unionall(self.focus.label_place.boxes())
            key_tip.draw(surface, lines, ring, [], scale)

    def _key(self, event) -> Transition | None:
        key, shift = event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        focused = self._focus_key(key)
        if focused is not PASS:
            return focused  # type: ignore[return-value]
        if key == pygame.K_ESCAPE:
            return self.leave()
        if is_help(event):  # F1 or ?: the viewer's keys (play-test r25: none but the bar's short line said them)
            self.playing = False
            return push(KeysHelpScene(self.ctx, KEYS))
        if key == pygame.K_F2:
            return self._more(self.mouse if self.lay.table.collidepoint(self.mouse) else None)
        moves = {
            pygame.K_LEFT: lambda: self.step(-10 if shift else -1),
            pygame.K_RIGHT: lambda: self.step(10 if shift else 1),
            pygame.K_HOME: lambda: self.step(-self.position),
            pygame.K_END: lambda: self.step(self.timeline.end),
            pygame.K_PAGEUP: lambda: self.jump("round", False),
            pygame.K_PAGEDOWN: lambda: self.jump("round", True),
            pygame.K_LEFTBRACKET: lambda: self.jump("fight", False),
            pygame.K_RIGHTBRACKET: lambda: self.jump("fight", True),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_EQUALS: lambda: self.faster(1),
            pygame.K_PLUS: lambda: self.faster(1),
            pygame.K_KP_PLUS: lambda: self.faster(1),
            pygame.K_MINUS: lambda: self.faster(-1),
            pygame.K_KP_MINUS: lambda: self.faster(-1),
            pygame.K_TAB: self.next_seat,
            pygame.K_s: self.next_seat,
            pygame.K_a: lambda: self.choose_seat(ALL),
            pygame.K_0: lambda: self.choose_seat(ALL),
        }
        if key in moves:
            moves[key]()
        elif pygame.K_1 <= key <= pygame.K_9:
            self.choose_seat(key - pygame.K_1)
        self._build_buttons()
        return None

    def update(self, dt: float) -> Transition | None:
        """Play on at the pace; the table follows the position and seat."""
        if self.playing:
            self.clock += dt
            while self.clock >= self.pace_here() and self.playing:
                self.clock -= self.pace_here()
                self.go(self.position + 1)
        if self._built_for != (self.position, self.seat, self.playing):
            self._build_buttons()  # Play / Pause and the dimmed controls follow the position
        self._sync_table()
        if self.table is not None:
            try:
                self.table.update(dt)
            except Exception:
                log.exception("replay: the table's update failed")
        if self.focus.on and not self.playing:  # the focus follows to the same thing at the new position
            self._spots()
        return None

    def pace_here(self) -> float:
        """How long the position shown stays while playing: longer where a fight's window is up (its dice
        and result would flash by at the pace of a move); the table tells, once built for the position."""
        table = self.table
        built = self._shown[:2] == (self.position, self.seat)
        fight = table is not None and any(getattr(table, name, None) is not None for name in FIGHT_WINDOWS)
        return (self.fight_pace if built and fight else self.pace) / self.rate

    def next_frame(self) -> float | None:
        """Every frame while playing; else when the table wants one."""
        if self.playing:
            return max(0.0, self.pace_here() - self.clock)
        if self.table is not None:
            return self.table.next_frame()
        return None

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table above the bar, then the bar."""
        area = self.lay.table.clip(surface.get_rect())
        surface.fill((16, 10, 10))
        if self.table is not None and self.shrink() < 1.0:  # laid out bigger than its area: drawn smaller
            whole = pygame.Surface(self.table_size())
            self.table.draw(whole)
            self.table.draw_overlay(whole)
            self._draw_focus(whole)
            surface.blit(pygame.transform.smoothscale(whole, area.size), area)
        elif self.table is not None:
            sub = surface.subsurface(area)
            self.table.draw(sub)
            self.table.draw_overlay(sub)
            self._draw_focus(sub)
        elif self.problem:
            font = look.font("sans", int(16 * self.lay.scale))
            img = font.render(self.problem, True, look.BONE)
            surface.blit(img, img.get_rect(center=area.center))
        draw_strip(surface, self.lay, self.timeline, self.position)
        self.buttons.draw(surface, self.lay.scale, self.mouse)
        self._draw_info(surface)

    def info_line(self) -> str:
        """What the bar says of the position: the round, the action and who took it, whose view."""
        t, k = self.timeline, self.position
        over = k == t.end and t.outcome_at(k) is not None
        line = _info(t.round_label(k), k, t.end, t.action_seat(k), self.seat, over)
        return line + (f" · play ×{self.rate:g}" if self.rate != 1.0 else "")

    def _draw_info(self, surface: pygame.Surface) -> None:
        s = self.lay.scale
        area = self.words_area()
        room = area.width
        font = look.font("sans", max(9, int(12 * s)))
        hover = self.buttons.at(self.mouse)
        # a bar button's tip takes the second line's place: a floating tooltip there covered the info
        # line and the strip (found watching under Xvfb)
        keys = self.keys_help
        second = f"{hover.label}: {hover.tooltip}" if hover is not None and hover.tooltip else keys
        if self.timeline.unverified and second == keys:
            second = "Not verified: " + "; ".join(self.timeline.unverified)
        lines = [self.info_line(), second]
        y = area.y
        for i, line in enumerate(lines):
            while (
                font.size(line)[0] > room and len(line) > 4
            ):  # a window too small for any layout (or a long "Not verified")
                line = (
                    line[: max(4, len(line) - max(1, (font.size(line)[0] - room) // max(1, font.size("m")[0])) - 1)]
                    + "…"
                )
            ink = look.BONE if i == 0 or second != keys else look.BONE_DIM
            surface.blit(font.render(line, True, ink), (area.x, y))
            y += font.get_linesize()


def _info(round_label: str, k: int, end: int, who: int | None, seat: Any, over: bool) -> str:
    """The bar's info line: the round, the action and who took it, whose view, the end."""
    what = f"action {k}/{end}" + (f" by P{who + 1}" if who is not None else "")
    view = "all seen" if seat == ALL else f"P{int(seat) + 1}'s view"
    return f"{round_label} · {what} · {view}" + (" · game over" if over else "")


def watch_error(exc: Exception, path: Path) -> str:
    """The message for a file the viewer cannot open (SaveError's own words, escaped already)."""
    if isinstance(exc, SaveError):
        return str(exc)
    return f"{path}: could not be replayed ({type(exc).__name__}: {exc})"
