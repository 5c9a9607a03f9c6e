"""What every Necromolds set-up screen shares: the session, bot seats with pacing, the header
banner saying whose turn it is, refusals shown with the engine's reason, Save and Menu.

A screen never changes the state itself: it submits actions to the session. After any
action (a human's or a bot's) the flow decides whether another screen takes over.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from tabletop.core.errors import IllegalAction
from tabletop.core.session import Session
from tabletop.ui import look
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds import flow, persist
from tabletop.ui.necromolds.setup import draw as D
from tabletop.ui.necromolds.setup.layout import setup_layout
from tabletop.ui.scene import Transition, reset
from tabletop.ui.scenes.base import UIScene

log = logging.getLogger("tabletop.ui")

BOT_DELAY = 0.7  # seconds between two bot set-up steps, so a human can follow them
NOTICE_SECONDS = 6.0


class SetupScene(UIScene):
    """Base of the terrain, army and deployment screens."""

    escape_pops = False  # Esc must not drop a game by accident (Menu does, after autosaving)
    step_title = "Set-up"
    quick_label = ""  # the side panel's helper button ("" for none)
    done_label: str | None = "Done"  # None: no Done button (the helper button takes its place)

    def __init__(self, ctx, session: Session, bot_seats=(), colours=None, seat: int | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.bots = set(bot_seats)
        self.colours = [tuple(c) for c in (colours or persist.DEFAULT_COLOURS)]
        self.seat = seat
        from tabletop.ui.necromolds.table.scene import animation_speed

        self.speed = animation_speed(ctx)
        self.driver = BotDriver(session, self.bots, delay=BOT_DELAY / self.speed if self.speed > 0 else 0.05)
        self.key = flow.screen_key(session, self.bots)
        self._seen = len(session.actions)
        self._pending: Transition | None = None
        self.notice: str | None = None  # the last refusal or note, shown in the header strip
        self.notice_bad = False
        self._notice_left = 0.0
        self.refusal: str | None = None  # the engine's reason for the last refused action
        self.time = 0.0
        self.spots: list[D.Hotspot] = []
        self.mouse = (-1, -1)
        self.still = False  # a still picture (scenario renders): the bots do not move
        self._batching = 0  # inside batch(): actions refresh the screen once at the end
        self._batch_changed = False

    # -- state ---------------------------------------------------------------------------
    @property
    def state(self):
        """The engine state on the table now."""
        return self.session.state

    @property
    def game(self):
        """The rules."""
        return self.session.game

    def is_human(self, seat: int | None) -> bool:
        """True for a seat a person plays at this screen."""
        return seat is not None and seat not in self.bots

    def player_name(self, seat: int) -> str:
        """'Player 1' or 'Player 2 (computer)'."""
        return f"Player {seat + 1}" + (" (computer)" if seat in self.bots else "")

    def submit(self, action: Any) -> bool:
        """Submit an action; a refusal is shown with the engine's reason and changes nothing."""
        try:
            self.session.submit(action)
        except IllegalAction as refusal:
            self.refuse(refusal.reason)
            return False
        self.refusal = None
        if self._batching:
            self._batch_changed = True  # refreshed once, when the batch ends
        else:
            self._changed()
        return True

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several actions in one go (a helper button): the screen is refreshed once, after the last,
        not rebuilt after each (a whole army molded or deployed in one click stays within a frame)."""
        self._batching += 1
        try:
            yield
        finally:
            self._batching -= 1
            if not self._batching and self._batch_changed:
                self._batch_changed = False
                self._changed()

    def refuse(self, reason: str) -> None:
        """Show why something cannot be done."""
        from tabletop.ui.necromolds.wording import reason as worded

        self.refusal = reason
        self.say(worded(reason), bad=True)

    def say(self, text: str, bad: bool = False) -> None:
        """A short note in the header strip for a few seconds."""
        self.notice, self.notice_bad, self._notice_left = text, bad, NOTICE_SECONDS

    def _changed(self) -> None:
        """After any action: refresh the screen, or hand over to the next one."""
        self._seen = len(self.session.actions)
        key = flow.screen_key(self.session, self.bots)
        if key != self.key and self._pending is None:
            self._pending = flow.next_transition(self.ctx, self.session, self.bots, self.colours, self.seat)
            return
        self.on_state_changed()

    def on_state_changed(self) -> None:
        """Hook: the state changed and this screen stays (rebuild what depends on it)."""
        self.rebuild()

    # -- widgets -------------------------------------------------------------------------
    def build(self) -> None:
        """Menu, Save, the helper button and Done; then the screen's own widgets."""
        L = setup_layout(self.ctx.size)
        self.button(L["menu"], "Menu", self.to_menu, cls="plaque_small", key="setup_menu")
        self.button(L["save"], "Save", self.save, cls="plaque_small", key="setup_save")
        self.quick_button = self.done_button = None
        if self.quick_label:
            where = L["quick"] if self.done_label else L["done"]
            self.quick_button = self.button(where, self.quick_label, self.quick, cls="plaque_small", key="setup_quick")
        ok, why = self.done_state()
        from tabletop.ui.necromolds.wording import reason as worded

        self.done_reason = worded(why) if why else why
        if self.done_label:
            self.done_button = self.button(L["done"], self.done_label, self.done, cls="plaque", key="setup_done")
            if not ok:
                self.done_button.disable()
        if self.quick_button is not None and not self.quick_enabled():
            self.quick_button.disable()
        self.build_screen()

    def build_screen(self) -> None:
        """Hook: the screen's own widgets."""

    def done_state(self) -> tuple[bool, str]:
        """Hook: (Done may be pressed, why not)."""
        return False, ""

    def quick_enabled(self) -> bool:
        """Hook: whether the helper button may be pressed now."""
        return True

    def quick(self) -> Transition | None:
        """Hook: the helper button."""
        return None

    def done(self) -> Transition | None:
        """Hook: the Done button."""
        return None

    def to_menu(self) -> Transition:
        """Back to the main menu; the autosave lets the game be resumed from there."""
        from tabletop.ui.scenes.menu import MenuScene

        persist.write_autosave(self.session)
        return reset(MenuScene(self.ctx))

    def save(self) -> None:
        """Save the game into the saves folder and say where."""
        try:
            path = persist.save_game(self.session)
        except OSError as exc:
            self.show_message("Could not save", f"The game could not be saved: {exc}")
            return None
        self.show_message("Game saved", f"Saved as {path.name}\nin {path.parent}")
        return None

    # -- loop ----------------------------------------------------------------------------
    def bots_may_act(self) -> bool:
        """Hook: False while an animation should hold the bots back."""
        return self.message is None

    def update(self, dt: float) -> Transition | None:
        """Pace the bots; notice actions from anywhere; hand over when the flow says so."""
        self.time += dt
        if self._notice_left > 0:
            self._notice_left -= dt
            if self._notice_left <= 0:
                self.notice = None
        if self._pending is None and not self.still:
            self.driver.hold(not self.bots_may_act())
            self.driver.update(dt)
            if self.driver.failed and self.notice != self.driver.failed:
                self.say(self.driver.failed, bad=True)
            if len(self.session.actions) != self._seen:
                self._changed()
        self.update_screen(dt)
        pending, self._pending = self._pending, None
        return pending

    def update_screen(self, dt: float) -> None:
        """Hook: per-frame animation."""

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Hotspots, then the screen's own input."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.message is None:
            spot = D.hit(self.spots, event.pos)
            if spot is not None:
                if spot.enabled:
                    result = spot.action()
                    return result if isinstance(result, Transition) else self._take_pending()
                self.refuse(spot.reason or "not now")
                return None
        result = self.screen_event(event)
        return result if isinstance(result, Transition) else self._take_pending()

    def _take_pending(self) -> Transition | None:
        pending, self._pending = self._pending, None
        return pending

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """As UIScene, plus a pending hand-over after a button's action."""
        result = super().handle_event(event)
        return result if result is not None else self._take_pending()

    def screen_event(self, event: pygame.event.Event) -> Transition | None:
        """Hook: input the screen handles itself."""
        return None

    # -- drawing -------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        """Header banner, side panel, then the screen's own drawing."""
        L = setup_layout(surface.get_size())
        s = ui_scale(surface.get_size())
        look.draw_frame(surface, pygame.Rect(L["side"]), fill_alpha=200)
        self.draw_header(surface, pygame.Rect(L["header"]), s)
        self.draw_screen(surface, L, s)
        if self.done_reason and self.done_button is not None and not self.done_button.is_enabled:
            x, y, _w, _h = L["menu"]
            text_rect = pygame.Rect(x, 0, L["side"][2] - 2 * int(16 * s), 0)
            f = look.font("serif_italic", int(13 * s))
            lines = D.wrap(f, self.done_reason, text_rect.width)[:3]
            text_rect.top = y - int(8 * s) - len(lines) * f.get_linesize()
            D.draw_wrapped(
                surface, self.done_reason, "serif_italic", int(13 * s), look.BONE_DIM, text_rect, max_lines=3
            )
        for spot in self.spots:
            D.draw_hotspot(surface, spot, spot.rect.collidepoint(self.mouse), size=int(13 * s))

    def draw_screen(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """Hook: the screen's own pictures."""

    def turn_seat(self) -> int | None:
        """Hook: whose turn the banner announces."""
        return self.seat

    def turn_text(self, seat: int) -> str:
        """Hook: what that seat is doing."""
        return "is setting up"

    def draw_header(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The step's title on the left; whose turn it is, in that player's colour, on the right."""
        strip = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(strip, (20, 12, 24, 200), strip.get_rect(), border_radius=8)
        surface.blit(strip, rect.topleft)
        pygame.draw.rect(surface, look.BRASS_DARK, rect, 2, border_radius=8)
        title = look.render_title(self.step_title, int(26 * s))
        surface.blit(title, title.get_rect(midleft=(rect.left + int(2 * s), rect.centery)))
        seat = self.turn_seat()
        right = rect.right - int(14 * s)
        if seat is not None:
            colour = self.colours[seat]
            msg = f"{self.player_name(seat)} {self.turn_text(seat)}"
            img = look.text("serif_bold", int(20 * s), msg, colour)
            chip = pygame.Rect(0, 0, int(26 * s), int(26 * s))
            chip.midright = (right, rect.centery)
            pygame.draw.circle(surface, colour, chip.center, chip.width // 2)
            pygame.draw.circle(surface, look.BONE, chip.center, chip.width // 2, 2)
            if seat in self.bots:  # a spinning mark while the computer thinks
                a = self.time * 5
                end = (chip.centerx + math.cos(a) * chip.width * 0.35, chip.centery + math.sin(a) * chip.width * 0.35)
                pygame.draw.line(surface, look.INK, chip.center, end, 2)
            surface.blit(img, img.get_rect(midright=(chip.left - int(10 * s), rect.centery)))
            right = chip.left - int(10 * s) - img.get_width() - int(24 * s)
        if self.notice:
            colour = (255, 150, 120) if self.notice_bad else look.BONE
            box_w = max(50, right - rect.left - int(300 * s))
            img = look.text("serif_italic", int(15 * s), self.notice, colour)
            if img.get_width() > box_w:
                f = look.font("serif_italic", int(15 * s))
                text = self.notice
                while text and f.size(text + "…")[0] > box_w:
                    text = text[:-1]
                img = look.text("serif_italic", int(15 * s), text + "…", colour)
            surface.blit(img, img.get_rect(midright=(right, rect.centery)))
