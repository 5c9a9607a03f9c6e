"""The table's buttons, rebuilt every frame from the state: the toolbar (top right), the game
buttons beside the log (Done, advanced reroll/change, End command) and the combat window's or
end screen's buttons.
"""
from __future__ import annotations

import pygame

from tabletop.games.necromolds.combat import deciding_seat
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import combat_view, end_screen
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.widgets import Button

DOUBLE_CLICK = 0.4  # seconds a new Done button ignores clicks (the second click of a double click)
TOOLBAR = (("rings", "Rings", "Range rings: close, medium, far around a monster you click (G)"),
           ("sight", "Sight", "Sightline checker: click a monster, then point at another (L)"),
           ("ruler", "Ruler", "Ruler: drag anywhere on the map to measure, with the edges it fits (R)"))


class ToolbarMixin:
    """Builds scene.buttons; the buttons call the scene's own action methods."""

    def _rebuild_buttons(self) -> None:
        self.buttons.clear()
        self._toolbar_buttons()
        self._game_buttons()
        self._window_buttons()

    def _toolbar_buttons(self) -> None:
        """Menu, Save, Undo and the free tools, right to left along the top."""
        L = self.layout
        s = L.scale
        bw, bh = int(92 * s), int(34 * s)
        x = L.size[0] - int(10 * s) - bw
        y = (L.top[3] - bh) // 2
        self.buttons.add(Button("menu", pygame.Rect(x, y, bw, bh), "Menu", self._leave, "Leave the table (Esc); the game is autosaved"))
        x -= bw + int(8 * s)
        self.buttons.add(Button("save", pygame.Rect(x, y, bw, bh), "Save", self.save,
                                "Save this game to a file you can load from the main menu (Ctrl+S)"))
        x -= bw + int(8 * s)
        self.buttons.add(Button("undo", pygame.Rect(x, y, bw, bh), "Undo", self.undo,
                                "Take back your last action if the rules allow (Ctrl+Z): never past a roll", enabled=self.can_undo()))
        for key, label, tip in TOOLBAR:
            x -= bw + int(8 * s)
            self.buttons.add(Button(f"tool_{key}", pygame.Rect(x, y, bw, bh), label, lambda k=key: self.toggle_tool(k), tip,
                                    toggled=self.tool == key))

    def _game_buttons(self) -> None:
        """Done (and advanced reroll/change) while assigning, End command while commanding: down the column beside the log."""
        L = self.layout
        st = self.state
        row = 0  # the game buttons stack down the column beside the log (layout.button)
        seat = self.assigning_seat()
        if seat is not None:
            # One human assigns at a time (hot-seat: Player 1, then Player 2), so the buttons stay in
            # their places and a double click cannot commit the other player's dice.
            left = [d for d in st.seats[seat].dice if d.status == "rolled"]
            rules = library().rules  # basic play keeps its 1 gem a magic die (NM-BASIC-21/42)
            per_magic = rules.basic.magic_gems if st.mode == "basic" else rules.magic_discard_gems
            gems = sum(per_magic for d in left if d.face == "magic")
            label = f"{Q.seat_name(seat, self.bot_seats)}: done" if len(self._humans()) > 1 else "Done assigning"
            tip = "Commit your dice" + (f"; {len(left)} unassigned will be discarded" if left else "") + \
                (f" (+{gems} gems for magic)" if gems else "") + " (D)"
            self.buttons.add(Button(f"done_{seat}", pygame.Rect(L.button(row)), label + (f" (+{gems}\u2666)" if gems else ""),
                                    lambda s_=seat: self.assign_done(s_), tip, primary=True,
                                    enabled=self.t - self._done_at > DOUBLE_CLICK))
            row += 1
            if st.mode == "advanced":
                sel = self.selected_dice[seat]
                self.buttons.add(Button(f"reroll_{seat}", pygame.Rect(L.button(row)), "Discard 1, reroll rest",
                                        lambda s_=seat: self.reroll_commands(s_),
                                        "Right-click one of your dice to discard it, then reroll all your other unassigned dice (NM-ADV-05)",
                                        enabled=len(sel) == 1 and len(left) >= 2))
                row += 1
                self.buttons.add(Button(f"change_{seat}", pygame.Rect(L.button(row)), "Discard 2, change 1",
                                        lambda s_=seat: self.change_command(s_),
                                        "Right-click two of your dice to discard them, then choose the face of another (NM-ADV-06)",
                                        enabled=len(sel) == 2 and len(left) >= 3))
                row += 1
        if st.phase == "command" and st.command is not None and self.human(st.command.seat):
            self.buttons.add(Button("end_command", pygame.Rect(L.button(row)), "End command", self.end_command,
                                    "Finish this command: the monsters that have not acted don't (E)", primary=True))
            row += 1

    def _window_buttons(self) -> None:
        """The combat window's buttons (once the moves are shown) or the end screen's."""
        L = self.layout
        s = L.scale
        st = self.state
        if self.combat is not None and not self.anims:
            rect = combat_view.window_rect(L.map, s)
            c = st.combat
            human = c is not None and self.human(deciding_seat(st))
            for b in combat_view.buttons(rect, st, self.combat, human, s, {
                    "continue": self.close_combat, "less": lambda: self._buy_step(-1), "more": lambda: self._buy_step(1),
                    "confirm": self.confirm_buy, "rage": self.gem_rage, "support": self.support_reroll, "keep": self.keep_rolls}):
                self.buttons.add(b)
        elif st.phase == "over":
            for b in end_screen.buttons(L.size, s, self._rematch, self._leave):
                self.buttons.add(b)
