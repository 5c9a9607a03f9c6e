"""The Load game screen: the saves (and the autosave), newest first: the game, its round, armies
and whose turn, the date and the file."""

from __future__ import annotations

import html
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from tabletop import games as rules
from tabletop import paths
from tabletop.ui import games_info, registry
from tabletop.ui.layout import ui_scale
from tabletop.ui.persist import SaveEntry, check_save, list_saves
from tabletop.ui.scene import replace
from tabletop.ui.scenes.base import UIScene


def describe(entry: SaveEntry) -> str:
    """What the save holds, in the game's own words (round, armies, whose turn), from its
    snapshot through the game's `describe` hook; "" when the game has none or it cannot say."""
    if entry.error or not entry.game or entry.game not in rules.GAMES:
        return ""
    from tabletop.core.protocol import hook
    from tabletop.core.save import read_save

    try:
        data = read_save(entry.path)
        say = hook(rules.get_game(entry.game), "describe")
        return str(say(data.snapshot)) if say is not None and data.snapshot else ""
    except Exception:
        return ""


def row_text(entry: SaveEntry, description: str, fits=None) -> str:
    """A row of the list: the game, what the save holds, when, and the file (so rows stay unique).

    `fits(text)` says whether a row fits the list's width: a row that does not first names the game
    shortly, then cuts the armies short (the details line under the list shows them whole); the
    round, whose turn, the date and the file always stay."""
    if not description:
        return entry.row_text()
    game, _sep, rest = entry.row_text().partition("   ·   ")
    row = f"{game}   ·   {description}   ·   {rest}"
    if fits is None or fits(row):
        return row
    game = game.split(":")[0]  # "A Game: Its Subtitle" -> "A Game"
    parts = description.split(" · ")
    row = f"{game}  ·  {' · '.join(parts)}  ·  {rest}"
    if fits(row) or len(parts) < 3:
        return row
    middle = " · ".join(parts[1:-1])
    for n in range(len(middle) - 1, 0, -1):
        row = f"{game}  ·  {parts[0]} · {middle[:n].rstrip(' ,(')}… · {parts[-1]}  ·  {rest}"
        if fits(row):
            return row
    return f"{game}  ·  {parts[0]} · {parts[-1]}  ·  {rest}"


def details(description: str) -> str:
    """The chosen save's description for the line under the list (whole, where its row may be cut)."""
    return description


class LoadScene(UIScene):
    """Pick a save and play on: a save of a playable game is replayed and opens at its screen.

    A save that cannot be read or no longer replays keeps the player here with a message
    naming the file; saves of games not playable yet say so.
    """

    name = "load"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.entries: list[SaveEntry] = []
        self.chosen: SaveEntry | None = None

    def enter(self) -> None:
        """Read the saves folder, then build."""
        self.entries = list_saves()
        self.descriptions = {e.path: describe(e) for e in self.entries}
        self.chosen = self.entries[0] if self.entries else None
        super().enter()

    def build(self) -> None:
        """The list of saves (or a note when there are none) and a Load button."""
        f = self.add_heading_and_back("Load game")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        self.list_width = w - 2 * pad
        self.rows = {self.row_of(e): e for e in self.entries}
        if self.entries:
            self.list = UISelectionList(
                pygame.Rect(x + pad, y + pad, w - 2 * pad, h - 2 * pad - int(84 * s)),
                list(self.rows),
                self.ctx.manager,
                container=self.root,
                object_id="#save_list",
                default_selection=self.row_of(self.chosen) if self.chosen else None,
            )
            # two wrapped lines: a finished game's description ("Game over · armies · why") is long
            self.detail = self.text_box(
                (x + pad, y + h - pad - int(56 * s), w - 2 * pad, int(54 * s)),
                html.escape(self.detail_text()),
                plain=True,
            )
            self.label(
                (x + pad, y + h - pad, w - 2 * pad, int(26 * s)), f"Saves folder: {paths.saves_dir()}", cls="note"
            )
        else:
            self.list = None
            self.label(
                (x + pad, y + h // 2 - int(50 * s), w - 2 * pad, int(48 * s)), "No saved games yet.", cls="heading"
            )
            self.label(
                (x + pad, y + h // 2 + int(10 * s), w - 2 * pad, int(26 * s)),
                f"Saves go in {paths.saves_dir()}",
                cls="note_centre",
            )
        self.load_button = self.button(f["primary"], "Load", self.load_selected, cls="plaque", key="load_button")
        if not self.entries:
            self.load_button.disable()

    def row_of(self, entry: SaveEntry) -> str:
        """The list's row for a save (the game, round, armies and whose turn, when, the file), fitted
        to the list's width in the list's own font."""
        from tabletop.ui import look
        from tabletop.ui.theme import font_scale, scaled

        font = look.font("sans", scaled(16, font_scale(self.ctx.size)))  # the theme's list item font
        room = getattr(self, "list_width", self.ctx.size[0]) - 2 * 14 - 8  # its padding each side, the border
        return row_text(
            entry, getattr(self, "descriptions", {}).get(entry.path, ""), fits=lambda text: font.size(text)[0] <= room
        )

    def detail_text(self) -> str:
        """The line under the list: what the chosen save holds, whole."""
        if self.chosen is None:
            return ""
        text = getattr(self, "descriptions", {}).get(self.chosen.path, "")
        return details(text) if text else self.chosen.row_text()

    def choose(self, path: Path) -> None:
        """Select the row of `path` (as a click on it would)."""
        for entry in self.entries:
            if entry.path == path:
                self.chosen = entry
                self.rebuild()
                return
        raise KeyError(path)

    def load_selected(self):
        """Open the chosen save: show why it cannot be read, or when it can be played."""
        entry = self.chosen
        if entry is None:
            self.show_message("Load game", "Choose a save from the list first.")
            return None
        # Read again now: the file may have changed since the list was drawn.
        game, error = check_save(entry.path)
        if error:
            self.show_message("This save cannot be loaded", error)
            return None
        if registry.playable(game):
            return self._open(entry)
        if game in games_info.GAMES or game in rules.GAMES:
            self.show_message("Load game", f"{registry.title(game)} games can be loaded once that game is playable.")
        else:
            self.show_message(
                "This save cannot be loaded", f"{entry.path}: unknown game {game!r}: this app has no game of that name"
            )
        return None

    def _open(self, entry: SaveEntry):
        """Replay the save, autosave from here on, and open the game's screen where it stands."""
        from tabletop.core.errors import SaveError
        from tabletop.ui import persist

        try:
            session = persist.load_game(entry.path)
        except SaveError as exc:
            self.show_message("This save cannot be loaded", str(exc))
            return None
        except Exception as exc:  # a bug in replaying must cost a message, not the app
            self.show_message(
                "This save cannot be loaded", f"{entry.path}: could not be replayed ({type(exc).__name__}: {exc})"
            )
            return None
        persist.attach_autosave(session, write_now=not entry.autosave)
        return replace(registry.scene_for_session(self.ctx, session))

    def on_event(self, event: pygame.event.Event):
        """Clicking a row chooses it; double-clicking loads it."""
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
            self.detail.set_text(html.escape(self.detail_text()))
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
            return self.load_selected()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the list."""
        self.draw_panel(surface)
