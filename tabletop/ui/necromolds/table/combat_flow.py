"""The combat window's flow: picking up a combat under way, buying dice, gem rage, support
rerolls, keeping the rolls, and closing the window (by hand, or by itself between bots).

What the window shows is combat_view.py; this is what its buttons and dice clicks do.
"""
from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.combat import deciding_seat
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import combat_view


class CombatFlowMixin:
    """The scene's combat window: scene.combat (a combat_view.CombatRecord) and its hit areas, scene.combat_hits."""

    def _pick_up_combat(self) -> None:
        """A combat already under way (a loaded game, an undo) gets its window, so it can be played on."""
        if self.combat is None and self.state.phase == "combat" and self.state.combat is not None:
            self.combat = combat_view.CombatRecord.from_state(self.state)

    def _buy_step(self, k: int):
        if self.combat is not None:
            self.combat.buy = max(0, self.combat.buy + k)
        return None

    def confirm_buy(self):
        """Submit the dice bought in the combat window."""
        st = self.state
        if st.combat is None or self.combat is None:
            return None
        seat = deciding_seat(st)
        n = self.combat.buy
        self.combat.buy = 0
        self.submit(A.BuyDice(seat=seat, count=n))
        return None

    def gem_rage(self):
        """Advanced: reroll the attacker's gem dice."""
        st = self.state
        c = st.combat
        die = library().combat_die
        seat = deciding_seat(st)
        gems = [i for i, f in enumerate(c.att_faces) if "gem" in die.faces[f]][:st.seats[seat].gems]
        self.submit(A.GemRage(seat=seat, dice=tuple(gems)))
        return None

    def support_reroll(self):
        """Advanced: reroll the selected die with a supporting monster."""
        if self.combat is None or self.combat.selected is None:
            self.flash("Click one of your dice first")
            return None
        self.submit(A.SupportReroll(seat=deciding_seat(self.state), die=self.combat.selected))
        return None

    def keep_rolls(self):
        """Advanced: no more rerolls."""
        self.submit(A.RerollsDone(seat=deciding_seat(self.state)))
        return None

    def close_combat(self):
        """Close the combat window once it is resolved."""
        if self.combat is not None and self.combat.done:
            self.combat = None
        return None

    def _press_combat(self, pos) -> None:
        """A press while the window is up: in a reroll stage, select one of the deciding side's dice."""
        st = self.state
        for rect, side, k in self.combat_hits:
            if rect.collidepoint(pos) and st.combat is not None and st.combat.stage in ("att_reroll", "def_reroll"):
                mine = 0 if st.combat.stage == "att_reroll" else 1
                if side == mine:
                    self.combat.selected = k
        return None

    def _tick_combat(self, adt: float) -> None:
        """The window's dice roll on (once the moves are shown); a finished bot-against-bot combat closes itself."""
        if self.combat is not None:
            self.combat.rolling = max(0.0, self.combat.rolling - adt) if not self.anims else self.combat.rolling
            if self.combat.done and self.combat.rolling <= 0:
                involved = {self.combat.att_owner, self.combat.def_owner}
                if all(s in self.bot_seats for s in involved):
                    self.combat_close_in -= adt
                    if self.combat_close_in <= 0:
                        self.combat = None
