"""The main menu: the title over a ritual circle, and a tray of plaques for the games."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Optional

import pygame

from tabletop.ui import look
from tabletop.ui.games_info import GAMES
from tabletop.ui.layout import menu_layout, ui_scale
from tabletop.ui.scene import Transition, push, quit_app
from tabletop.ui.scenes.base import UIScene

SUBTITLE = "three games of the necromantic arts"


@lru_cache(maxsize=4)
def menu_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Table, chalked sigil, title and the plaque tray, composed once per window size."""
    layout = menu_layout(size)
    s = ui_scale(size)
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
    look.draw_frame(surface, panel, fill_alpha=185)
    # A divider between the games and the housekeeping plaques.
    games = [r for k, _l, r in layout.buttons if GAMES.get(k)]
    smalls = [r for k, _l, r in layout.buttons if not GAMES.get(k)]
    div_y = (games[-1][1] + games[-1][3] + smalls[0][1]) // 2
    pygame.draw.line(surface, look.BRASS_DARK, (panel.left + 40, div_y), (panel.right - 40, div_y), 1)

    version = look.text("sans", max(11, int(13 * s)), "v0.1 · F11 fullscreen", look.BONE_DIM)
    surface.blit(version, version.get_rect(bottomright=(size[0] - int(16 * s), size[1] - int(10 * s))))
    return surface.convert() if pygame.display.get_surface() is not None else surface


class MenuScene(UIScene):
    """The first screen: pick a game, load, change settings or quit."""

    name = "menu"
    escape_pops = False  # Esc on the menu should not quit by accident

    def build(self) -> None:
        """Place one plaque per menu item, at the rects the layout gives."""
        self.buttons = {}
        for key, label, rect in menu_layout(self.ctx.size).buttons:
            info = GAMES.get(key)
            cls = "plaque" if info else "plaque_small"
            tooltip = "" if info is None or info.playable else "Not playable yet: arrives in a later version."
            self.buttons[key] = self.button(rect, label, self._action(key), cls=cls, tooltip=tooltip, key=f"menu_{key}")

    def enter(self) -> None:
        """Build the plaques, then tell the user about a settings file that could not be read."""
        super().enter()
        if self.ctx.settings_message:
            self.show_message("Settings", self.ctx.settings_message)
            self.ctx.settings_message = None

    def _action(self, key: str) -> Callable[[], Optional[Transition]]:
        # Imported here: those screens import the menu's neighbours, not the menu itself.
        from tabletop.ui.scenes.load_game import LoadScene
        from tabletop.ui.scenes.necromolds_setup import NecromoldsSetupScene
        from tabletop.ui.scenes.not_playable import NotPlayableScene
        from tabletop.ui.scenes.settings import SettingsScene

        actions = {
            "necromolds": lambda: push(NecromoldsSetupScene(self.ctx)),
            "rise": lambda: push(NotPlayableScene(self.ctx, "rise")),
            "corp": lambda: push(NotPlayableScene(self.ctx, "corp")),
            "load": lambda: push(LoadScene(self.ctx)),
            "settings": lambda: push(SettingsScene(self.ctx)),
            "quit": quit_app,
        }
        return actions[key]

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached backdrop; the plaques are widgets drawn by the app."""
        surface.blit(menu_backdrop(surface.get_size()), (0, 0))
