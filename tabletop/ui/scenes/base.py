"""UIScene: a scene whose widgets live in one pygame_gui container it owns.

Widgets are rebuilt from the scene's own attributes (never the other way round), so a
window resize can simply throw them away and build them again.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryBox, UITextEntryLine
from pygame_gui.windows import UIMessageWindow

from tabletop.ui import look
from tabletop.ui.context import Context
from tabletop.ui.layout import Rect, screen_frame, ui_scale
from tabletop.ui.scene import Scene, Transition, pop
from tabletop.ui.widgets import RadioGroup

Action = Callable[[], Transition | None]


DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # a message's Dismiss, by key
DISMISS_WORD = "Dismiss"  # the words on a message's button (pygame_gui's, in English)
DISMISS_SPACING = 10  # pixels pygame_gui keeps round a message's Dismiss button
TIP_WIDTH = 300  # design pixels a form's tooltip grows to before its words wrap
FOCUS_RING = (120, 220, 255)  # the keyboard focus's ring (as the tables' kit.focus.RING)


class UIScene(Scene):
    """A scene with pygame_gui widgets, a wooden table behind them and Esc to go back."""

    escape_pops = True
    focus_keys = True  # Tab, the arrows, Enter and Space move and press a focus over the buttons

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.root: pygame_gui.core.UIContainer | None = None
        self._actions: dict[Any, Action] = {}
        self._radios: list[RadioGroup] = []
        self.message: UIMessageWindow | None = None
        self.message_text: str | None = None  # plain text of the last message, for tests and logs
        self._message_args: tuple[str, str] | None = None
        # whether the open message has been on the screen: keys pressed before it was drawn are not its own
        self._message_seen = False
        self._paused = False
        self._focus: Any = None  # the button the keyboard's focus is on (None: off; the mouse has it)
        self._enter_held = False  # the Enter that opened this scene, still down: its repeats are not a Start

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        """Build the widgets."""
        self._enter_held = enter_down()
        self._build_root()

    def exit(self) -> None:
        """Free the widgets and any open message."""
        self._close_message()
        self._kill_root()

    def pause(self) -> None:
        """Hide the widgets while another scene is on top."""
        self._paused = True
        if self.root is not None:
            self.root.hide()
        if self.message is not None:
            self.message.hide()

    def resume(self) -> None:
        """Show the widgets again and refresh what may have changed meanwhile."""
        self._paused = False
        self.refresh()
        if self.root is not None:
            self.root.show()
        if self.message is not None:
            self.message.show()

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild the widgets for the new window size (an open message is opened again, and the
        keyboard's focus stays on the button of the same id: a page turned by key keeps its place)."""
        reopen = self._message_args if self.message is not None else None
        seen = self._message_seen
        focused = self._focus.most_specific_combined_id if self._focus is not None else None
        self._close_message()
        self._kill_root()
        self._build_root()
        if focused is not None:
            same = [b for b in self.focusable() if b.most_specific_combined_id == focused]
            self._focus = same[0] if len(same) == 1 else None  # a button without an id of its own: off
        if reopen:
            self.show_message(*reopen)
            self._message_seen = seen  # the same message, laid out again
        if self._paused:
            if self.root is not None:
                self.root.hide()
            if self.message is not None:
                self.message.hide()

    def rebuild(self) -> None:
        """Throw the widgets away and build them again from the scene's attributes."""
        self.resize(self.ctx.size)

    def refresh(self) -> None:
        """Hook: re-read anything that may have changed while paused."""

    def build(self) -> None:
        """Hook: create the widgets inside self.root."""

    # -- widgets ---------------------------------------------------------------------
    def _build_root(self) -> None:
        w, h = self.ctx.size
        self._actions.clear()
        self._radios.clear()
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect(0, 0, w, h), self.ctx.manager, object_id=ObjectID(f"#{self.name}_root", None)
        )
        self.build()

    def _kill_root(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None
        self._actions.clear()
        self._radios.clear()

    def button(
        self, rect: Rect, text: str, action: Action, cls: str = "", tooltip: str = "", key: str = ""
    ) -> UIButton:
        """A button in this scene that runs `action` when pressed."""
        b = UIButton(
            pygame.Rect(rect),
            text,
            self.ctx.manager,
            container=self.root,
            object_id=ObjectID(f"#{key}" if key else None, f"@{cls}" if cls else None),
            tool_tip_text=tooltip or None,
        )
        if tooltip:  # as wide as the scale makes the words: pygame_gui's own width left one word a line at 150 %
            b.set_tooltip(tooltip, wrap_width=int(TIP_WIDTH * ui_scale(self.ctx.size)))
        self._actions[b] = action
        return b

    def radio(self, rect: Rect, options, current, on_pick, key: str) -> RadioGroup:
        """A row of mutually exclusive choice buttons in this scene."""
        group = RadioGroup(self.ctx.manager, self.root, rect, options, current, on_pick, key)
        self._radios.append(group)
        return group

    def label(self, rect: Rect, text: str, cls: str = "") -> UILabel:
        """A line of text in this scene."""
        return UILabel(
            pygame.Rect(rect),
            text,
            self.ctx.manager,
            container=self.root,
            object_id=ObjectID(None, f"@{cls}" if cls else None),
        )

    def fitted_label(self, rect: Rect, texts: list[str], cls: str = "") -> UILabel:
        """A line of text: the first of `texts` (longest first) that fits the rect in the label's
        own font. The last is made first, so it must always fit: it is what a tiny window shows."""
        made = self.label(rect, texts[-1], cls)
        if made.font is not None:
            width = pygame.Rect(rect).width
            for text in texts[:-1]:
                if made.font.get_rect(text).width <= width:
                    made.set_text(text)
                    break
        return made

    def text_box(self, rect: Rect, html_text: str, plain: bool = False) -> UITextBox:
        """A box of wrapped HTML-subset text in this scene (`plain`: no frame, for notes)."""
        return UITextBox(
            html_text,
            pygame.Rect(rect),
            self.ctx.manager,
            container=self.root,
            object_id=ObjectID(None, "@plain" if plain else None),
        )

    def frame(self) -> dict[str, Rect]:
        """The common sub-screen layout for the current window size."""
        return screen_frame(self.ctx.size)

    def heading_rect(self) -> Rect:
        """Where the heading's words go (a screen with a button beside them narrows it, centred still)."""
        return self.frame()["heading"]

    def add_heading_and_back(self, heading: str) -> dict[str, Rect]:
        """The heading and the Back button every sub-screen has; returns the frame."""
        f = self.frame()
        self.label(self.heading_rect(), heading, cls="heading")
        self.button(f["back"], "Back", pop, cls="plaque_small", key="back")
        return f

    def show_message(self, title: str, text: str) -> None:
        """Open a message window (plain `text`, escaped) centred on the screen, tall enough for its text."""
        self._close_message()
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        # wide enough that a file's path fits on a line (at 560 a settings file's got a hyphen mid-word)
        mw, mh = min(w - int(40 * s), int(640 * s)), int(250 * s)
        body = html.escape(text).replace("\n", "<br>")
        self.message = UIMessageWindow(
            pygame.Rect((w - mw) // 2, (h - mh) // 2, mw, mh),
            body,
            self.ctx.manager,
            window_title=title,
            always_on_top=True,
        )
        self._fit_dismiss()
        self._fit_message(mh, h - int(40 * s))
        # the Enter that brought the message up (a Load that failed) is no Dismiss while it is held
        self._enter_held = self._enter_held or enter_down()
        self.message_text = text
        self._message_args = (title, text)
        self._message_seen = False

    def _fit_dismiss(self) -> None:
        """The message's Dismiss button made to hold its text, which grows with the text scale and Large
        text (pygame_gui makes it 24 px tall; its text stayed at 14 px with Large text on, play-test r25),
        and the message's text kept above it."""
        m = self.message
        b = getattr(m, "dismiss_button", None)
        box = getattr(m, "text_block", None)
        font = getattr(b, "font", None)
        if m is None or b is None or box is None or font is None:
            return
        text = font.get_rect(DISMISS_WORD)
        spacing = DISMISS_SPACING  # pygame_gui's own, round the button
        height = max(b.rect.height, text.height + 2 * max(5, text.height // 3))
        width = max(b.rect.width, text.width + 2 * max(12, text.height))
        if (width, height) == b.rect.size:
            return
        b.set_dimensions((width, height))
        b.set_relative_position((-width - spacing, -height - spacing))  # anchored at the window's bottom right
        b.rebuild()  # its text placed anew in the new size (it stayed at the top left)
        inner = m.get_container().get_size()
        box.set_dimensions((inner[0], inner[1] - 2 * spacing - height))
        box.rebuild()

    def _fit_message(self, least: int, most: int) -> None:
        """The message window made as tall as its text (between `least` and `most`), as a question's panel
        grows: a settings file's message needed scrolling to show "The file was kept as ..." (play-test r21).
        Twice: the first measure is of the text wrapped beside a scroll bar."""
        m = self.message
        for _ in range(2):
            box = m.text_block if m is not None else None
            if m is None or box is None or box.text_wrap_rect is None or box.text_box_layout is None:
                return
            spare = box.text_wrap_rect.height - box.text_box_layout.layout_rect.height  # below 0: text hidden
            height = max(least, min(most, m.rect.height - spare))
            if height == m.rect.height:
                return
            m.set_dimensions((m.rect.width, height))
            m.set_position(((self.ctx.size[0] - m.rect.width) // 2, (self.ctx.size[1] - height) // 2))
            box.rebuild()  # pygame_gui keeps the scroll bar (and the old wrap) on a resize alone

    def _close_message(self) -> None:
        if self.message is not None:
            self.message.kill()
            self.message = None

    # -- events and drawing ----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """Run a button's action; Esc closes an open message, else goes back."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            return self._actions[event.ui_element]()
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for group in self._radios:
                if group.owns(event.ui_element):
                    group.press(event.ui_element)
                    return None
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.message:
            self.message = None
            return None
        if event.type == pygame.KEYUP and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter_held = False
        if event.type == pygame.KEYDOWN and self.message is not None and not self._message_seen:
            # a key pressed before the message was drawn was meant for the screen the player saw: it
            # neither closes the message unread nor goes past it (play-test r25: at start-up, the saved
            # window size's message took a Tab and was closed by the Enter after it in the first frame,
            # and the Enter seemed lost)
            return None
        if event.type == pygame.KEYDOWN and self.message is not None and event.key in DISMISS_KEYS:
            # the message's one button, Dismiss, is ringed: Enter or Space presses it (play-test r25: only
            # Esc closed a message, and nothing on it said so; a keyboard player was stuck behind it)
            if event.key == pygame.K_SPACE or not self._enter_held:
                self._close_message()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.message is not None:
                self._close_message()
                return None
            if self._focus is not None:  # the focus off first, as on the tables
                self._focus = None
                return None
            if self.escape_pops:
                return pop()
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._focus = None  # the player has the mouse
        if self.message is None and event.type == pygame.KEYDOWN:
            taken, result = self._focus_key(event)
            if taken:
                return result
        return self.on_event(event)

    # -- the keyboard's focus over the buttons (play-test: no menu or form could be used without a mouse) --
    def focusable(self) -> list:
        """The buttons and drop-downs a key may focus: shown and enabled, in reading order (rows top
        to bottom; play-test: Tab skipped every drop-down, so colours, map and window size needed a mouse)."""
        buttons = [*self._actions, *(b for group in self._radios for b in group.buttons), *self._drop_downs()]
        shown = [b for b in buttons if b.alive() and b.visible and b.is_enabled]
        return sorted(shown, key=lambda b: (b.rect.centery // 8, b.rect.x))

    def _focus_key(self, event) -> tuple[bool, Transition | None]:
        """Tab / Shift+Tab and the arrows move the focus; Enter or Space presses the focused button."""
        if not self.focus_keys or self._typing():
            return False, None
        buttons = self.focusable()
        if not buttons:
            return False, None
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self._focus not in buttons:
                # with the focus off, Enter is the scene's own: a form's Start (play-test: it did nothing)
                primary = self.primary_action() if key != pygame.K_SPACE and not self._enter_held else None
                return (True, primary()) if primary is not None else (False, None)
            if isinstance(self._focus, UIDropDownMenu):
                return True, self.step_drop_down(self._focus, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True, self.press_focused()
        step = {pygame.K_TAB: 1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}.get(key)
        if step is None:
            return False, None
        if key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
            step = -1
        if self._focus not in buttons:
            self._focus = buttons[0] if step > 0 else buttons[-1]
        else:
            self._focus = buttons[(buttons.index(self._focus) + step) % len(buttons)]
        return True, None

    def primary_action(self) -> Action | None:
        """Hook: what Enter does with the focus off (a form's Start); None: nothing."""
        return None

    def primary_button(self) -> UIButton | None:
        """Hook: the button whose action Enter runs with the focus off (ringed then); None: none."""
        return None

    def _drop_downs(self) -> list[UIDropDownMenu]:
        """The scene's drop-downs (made straight in its root)."""
        return [el for el in (self.root.elements if self.root is not None else ()) if isinstance(el, UIDropDownMenu)]

    def step_drop_down(self, menu: UIDropDownMenu, step: int) -> Transition | None:
        """Enter / Space on a focused drop-down: its next option (Shift: the previous), shown at once and
        handed to the scene's own handler as the changed event a click sends (which may rebuild the form)."""
        options = menu.options_list
        if not options:
            return None
        current = [i for i, opt in enumerate(options) if opt == menu.selected_option]
        picked = options[(current[0] + step) % len(options) if current else 0]
        option = (picked, picked) if isinstance(picked, str) else picked
        menu.selected_option = option
        menu._switch_to_closed_state()  # pygame_gui's own way to redraw the closed menu with its new text
        changed = pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            {
                "text": option[0],
                "selected_option_id": option[1],
                "ui_element": menu,
                "ui_object_id": menu.most_specific_combined_id,
            },
        )
        return self.on_event(changed)

    def _typing(self) -> bool:
        """A text box has pygame_gui's focus: its keys (the arrows move its caret) are its own."""
        manager = getattr(self.ctx, "manager", None)
        focused = manager.get_focus_set() if manager is not None else None
        return any(isinstance(el, (UITextEntryLine, UITextEntryBox)) for el in focused or ())

    def press_focused(self) -> Transition | None:
        """What a click on the focused button does."""
        b = self._focus
        if b in self._actions:
            return self._actions[b]()
        for group in self._radios:
            if group.owns(b):
                group.press(b)
        return None

    def draw_focus(self, surface: pygame.Surface) -> None:
        """A ring round the focused button, over the widgets (the scene stack draws it last)."""
        if self.message is not None and not self._paused:
            self._message_seen = True  # drawn this frame, under its ring (draw_overlays: after the widgets)
            b = getattr(self.message, "dismiss_button", None)  # what Enter presses while a message is up
        elif self._focus is None and self.focus_keys:
            # with the focus off, Enter presses the primary button (a form's Start): ringed, as a question's
            # answer is, so a keyboard player sees what Enter does (play-test r25: nothing said it)
            b = self.primary_button()
        else:
            b = self._focus
        if b is None or self._paused or not (b.alive() and b.visible):
            return
        s = ui_scale(surface.get_size())
        draw_ring(surface, pygame.Rect(b.rect).inflate(int(8 * s), int(8 * s)), s)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Hook: scene-specific events not handled by the base class."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then whatever the scene adds on it (widgets are drawn by the app)."""
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        self.draw_scene(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Hook: draw the scene's own pictures between the table and the widgets."""

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The lacquered panel behind a sub-screen's content."""
        look.draw_frame(surface, pygame.Rect(self.frame()["panel"]), fill_alpha=190)


def draw_ring(surface: pygame.Surface, ring: pygame.Rect, s: float) -> None:
    """The keyboard focus's ring at `ring`, with a dark edge so it reads on light and dark alike."""
    pygame.draw.rect(surface, (10, 10, 14), ring.inflate(int(6 * s), int(6 * s)), max(2, int(3 * s)), int(9 * s))
    pygame.draw.rect(surface, FOCUS_RING, ring, max(2, int(3 * s)), int(8 * s))


def enter_down() -> bool:
    """Whether Enter is held now (False where the keyboard cannot be read)."""
    try:
        keys = pygame.key.get_pressed()
        return bool(keys[pygame.K_RETURN] or keys[pygame.K_KP_ENTER])
    except (pygame.error, IndexError):
        return False
