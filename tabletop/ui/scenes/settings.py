"""The Settings screen: every change is applied and saved at once, like most games do."""

from __future__ import annotations

import dataclasses
import html
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu

from tabletop.ui.layout import UI_SCALES, ui_scale
from tabletop.ui.palette import PALETTES
from tabletop.ui.scenes.base import UIScene
from tabletop.ui.settings_store import ANIMATION_SPEEDS, WINDOW_SIZES

ON_OFF = (("On", True), ("Off", False))
SOUND_ON = (("On", False), ("Off", True))  # the setting is `mute`: "On" is not muted
NO_DEVICE = "Sound (no audio device)"  # the label when the mixer could not open: the game is silent
VOLUMES = (("0%", 0.0), ("25%", 0.25), ("50%", 0.5), ("80%", 0.8), ("100%", 1.0))
SCALES = tuple((f"{pct}%", pct) for pct in UI_SCALES)
ROWS = 11
LABELS = (  # the rows' labels, the longest of which sets the labels' width
    "Fullscreen (F11)",
    "Window size",
    "Animation speed",
    "Show FPS",
    NO_DEVICE,
    "Master volume",
    "Effects volume",
    "Sound when the computer acts",
    "UI scale",
    "Large text",
    "Player colours",
)
CHOICE_AIR = 8  # px between a choice button's words and its border's inner edge, each side
RADIO_GAP = 8  # px between a row's buttons (RadioGroup's gap)
SAMPLE = "gem"  # played at the new loudness when a volume changes, so the player hears it


def size_text(size: tuple[int, int]) -> str:
    """A window size as the dropdown shows it."""
    return f"{size[0]} × {size[1]}"


class SettingsScene(UIScene):
    """Fullscreen, window size, animation speed, the FPS counter, sound, and how it looks (UI scale,
    large text, the player colours' palette: applied at once, the screen laid out again)."""

    name = "settings"
    asked_size: str | None = None  # the size last chosen in the list (the window may be smaller: the screen's)

    def build(self) -> None:
        """One row per setting: a label on the left, its control on the right."""
        st = self.ctx.settings
        f = self.add_heading_and_back("Settings")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        note_h = int(64 * s)  # two lines of the note at the panel's foot
        top = y + int(min(50, max(20, (h / s - 64 - ROWS * 40) / 2)) * s)
        room = y + h - note_h - top  # the rows share what is left; a short window closes them up
        pitch = min(int(72 * s), room // ROWS)
        row_h = min(int(46 * s), max(int(26 * s), int(pitch * 0.8)))
        gap = pitch - row_h
        label_w, ctrl_w = self._widths(st, w, s)
        left = x + (w - label_w - ctrl_w) // 2
        ctrl_x = left + label_w

        def row(i: int) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
            ry = top + i * (row_h + gap)
            return (left, ry, label_w, row_h), (ctrl_x, ry, ctrl_w, row_h)

        lab, ctrl = row(0)
        self.label(lab, "Fullscreen (F11)")
        self.radio(ctrl, ON_OFF, st.fullscreen, lambda v: self._set(fullscreen=v), key="fullscreen")

        lab, ctrl = row(1)
        self.label(lab, "Window size")
        # the size the window has (a --size run, a window dragged or opened smaller than the saved size
        # showed 1280 × 800 at 960x600, play-test r19); in fullscreen, the size a window will take. Among
        # the others in size order (it came last, after 1920 × 1200, play-test r21)
        size = st.window_size if st.fullscreen else self.ctx.size
        options: list[str | tuple[str, str]] = [size_text(sz) for sz in sorted({*WINDOW_SIZES, size})]
        current = size_text(size)
        self.size_menu = UIDropDownMenu(
            options, current, pygame.Rect(ctrl), self.ctx.manager, container=self.root, object_id="#window_size"
        )

        lab, ctrl = row(2)
        self.label(lab, "Animation speed")
        speeds = list(ANIMATION_SPEEDS)
        if st.animation_speed not in [v for _t, v in speeds]:
            speeds.append((f"×{st.animation_speed:g}", st.animation_speed))
        self.radio(ctrl, speeds, st.animation_speed, lambda v: self._set(animation_speed=v), key="anim")

        lab, ctrl = row(3)
        self.label(lab, "Show FPS")
        self.radio(ctrl, ON_OFF, st.show_fps, lambda v: self._set(show_fps=v), key="fps")

        lab, ctrl = row(4)
        sounds = getattr(self.ctx, "sounds", None)
        silent = sounds is not None and not sounds.audible()  # "On" alone read as a promise of sound
        self.label(lab, NO_DEVICE if silent else "Sound")
        self.radio(ctrl, SOUND_ON, st.mute, lambda v: self._set(mute=v), key="mute")

        lab, ctrl = row(5)
        self.label(lab, "Master volume")
        self.radio(
            ctrl, _volumes(st.master_volume), st.master_volume, lambda v: self._volume(master_volume=v), key="master"
        )

        lab, ctrl = row(6)
        self.label(lab, "Effects volume")
        self.radio(
            ctrl,
            _volumes(st.effects_volume),
            st.effects_volume,
            lambda v: self._volume(effects_volume=v),
            key="effects",
        )

        lab, ctrl = row(7)
        self.label(lab, "Sound when the computer acts")
        self.radio(ctrl, ON_OFF, st.sound_for_computer, lambda v: self._set(sound_for_computer=v), key="computer")

        lab, ctrl = row(8)
        self.label(lab, "UI scale")
        self.radio(ctrl, SCALES, st.ui_scale, lambda v: self._set(ui_scale=v), key="ui_scale")

        lab, ctrl = row(9)
        self.label(lab, "Large text")
        self.radio(ctrl, ON_OFF, st.large_text, lambda v: self._set(large_text=v), key="large_text")

        lab, ctrl = row(10)
        self.label(lab, "Player colours")
        choices = [(label, key) for key, label in PALETTES.items()]
        self.radio(ctrl, choices, st.palette, lambda v: self._set(palette=v), key="palette")

        note_y = y + h - note_h
        note = f"<i>Settings are saved as you change them, in {html.escape(str(self.ctx.settings_path))}</i>"
        self.text_box((left, note_y, label_w + ctrl_w, -1), note, plain=True)

    def _widths(self, st: Any, panel_w: int, s: float) -> tuple[int, int]:
        """The labels' and the controls' widths: 300 and 440 at the design size, each grown to hold its
        words with room to its border where the fonts ask more (at 960x600 without Large text the
        Animation speed row read "Norma|" and "Instant" against the buttons' borders, and with Large
        text at 150 % "Sound when the computer acts" ran 3 px from its On, play-test r27), and never
        wider together than the panel less a margin."""
        theme = self.ctx.manager.get_theme()
        label_font, button_font = theme.get_font(["label"]), theme.get_font(["button"])
        label_w = max(int(300 * s), max(label_font.size(t)[0] for t in LABELS) + int(24 * s))
        rows = [ON_OFF, ANIMATION_SPEEDS, _volumes(st.master_volume), _volumes(st.effects_volume), SCALES]
        rows.append(tuple((label, key) for key, label in PALETTES.items()))
        need = max(radio_width(button_font, [t for t, _v in row]) for row in rows)
        ctrl_w = max(int(440 * s), need)
        return label_w, min(ctrl_w, max(int(440 * s), panel_w - int(40 * s) - label_w))

    def _set(self, **changes: Any) -> None:
        """Apply and save a change; a failure to save is shown, not raised."""
        problem = self.ctx.request_settings(dataclasses.replace(self.ctx.settings, **changes))
        if problem:
            self.show_message("Settings not saved", problem)

    def _volume(self, **changes: Any) -> None:
        """A volume changed: applied, saved, and a sample played at the new loudness."""
        self._set(**changes)
        sounds = getattr(self.ctx, "sounds", None)
        if sounds is not None:
            sounds.play(SAMPLE)

    def on_event(self, event: pygame.event.Event):
        """The window-size dropdown."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.size_menu:
            w, h = (int(part) for part in event.text.split("×"))
            self.asked_size = event.text
            # the window takes the size chosen even when it is the saved one already (the window has
            # another after a --size run or a drag: no setting changes, play-test r20)
            problem = self.ctx.request_settings(
                dataclasses.replace(self.ctx.settings, window_width=w, window_height=h), resize=True
            )
            if problem:
                self.show_message("Settings not saved", problem)
        return None

    def step_drop_down(self, menu: UIDropDownMenu, step: int):
        """Enter on the Window size list steps on from the size last chosen, not from the window's own:
        a size too large for the screen leaves a smaller window, and the next Enter stepped from that to
        the same size again, so the larger sizes were out of reach by Enter (play-test r25)."""
        asked_size = _size(self.asked_size) if menu is self.size_menu else None
        if asked_size is not None and (asked_size[0] > self.ctx.size[0] or asked_size[1] > self.ctx.size[1]):
            asked = next((opt for opt in menu.options_list if _text(opt) == self.asked_size), None)
            if asked is not None:
                menu.selected_option = (asked, asked) if isinstance(asked, str) else asked
        return super().step_drop_down(menu, step)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the rows."""
        self.draw_panel(surface)


def radio_width(font: Any, words: list[str]) -> int:
    """The width a row of choice buttons needs so that each holds the longest of `words` with room to
    its border: the frame (border and shadow, 4 px each side) and air of CHOICE_AIR px each side."""
    n = len(words)
    widest = max(font.size(t)[0] for t in words)
    return n * (widest + 8 + 2 * CHOICE_AIR) + RADIO_GAP * (n - 1)


def _size(text: str | None) -> tuple[int, int] | None:
    """The size a list option names ("1440 × 900"), or None."""
    try:
        w, h = (int(part) for part in str(text).split("×"))
    except ValueError:
        return None
    return w, h


def _text(option: str | tuple[str, str]) -> str:
    """A drop-down option's text (pygame_gui keeps options as text or (text, id))."""
    return option if isinstance(option, str) else option[0]


def _volumes(current: float) -> list[tuple[str, float]]:
    """The volume steps, with a value from the file that is not a step added as its own choice."""
    steps = list(VOLUMES)
    if current not in [v for _t, v in steps]:
        steps.append((f"{current:.0%}", current))
    return steps
