"""Tooltips: what the mouse rests on (a button, a monster, a spellbook card) and, after a short
delay, the lines shown for it.
"""
from __future__ import annotations

from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q

TOOLTIP_DELAY = 0.45


class TooltipMixin:
    """scene.hover_key (what is under the mouse, kept by update) and its tooltip."""

    def _hover_key(self):
        if self.menu is not None:
            return None  # the face chooser is open: no tooltip over it
        b = self.buttons.at(self.mouse)
        if b is not None:
            return ("button", b.key)
        if self.move or self.die_drag or self.aim or self.tool in ("sight", "ruler"):
            return None
        if (self.combat is not None and not self.anims) or self.state.phase == "over":
            return None  # a window covers the map: no tooltips from what lies under it
        who = self.monster_at(self.mouse)
        if who:
            return ("monster", who)
        for seat, hits in self.hits.items():
            for rect, book in hits.cards:
                if rect.collidepoint(self.mouse):
                    return ("card", seat, book)
        return None

    def _draw_tooltip(self, surface) -> None:
        if self.hover_key is None or self.hover_time < TOOLTIP_DELAY:
            return
        key = self.hover_key
        lines = []
        if key[0] == "button":
            b = self.buttons.get(key[1])
            if b is not None and b.tooltip:
                lines = [b.label, b.tooltip]
        elif key[0] == "monster" and self.state.find(key[1]):
            lines = Q.monster_lines(self.state, key[1], self.bot_seats)
        elif key[0] == "card":
            book = library().books[key[2]]
            lines = [book.name, book.blurb]
            st = self.state
            if not st.uses_skills():
                lines.append(Q.basic_pools_text())
            if st.uses_abilities():
                active = " (active)" if st.magic_active(key[1], book.id) else ""
                lines += [f"Magic{active}: {book.magic.name} — {book.magic.text}", f"Passive: {book.passive.name} — {book.passive.text}"]
            if st.uses_slots():
                slots = []
                for sl in book.slots:
                    edge = f" {sl.distance}" if st.uses_distances() else ""  # basic play without step 3: any edge
                    slots.append("/".join(sl.commands) + edge + (" (unstable: one monster per round)" if sl.unstable else ""))
                lines.append("Slots: " + "; ".join(slots))
            elif st.uses_distances():  # basic play with What Next step 3, no slots: the book's own edges
                from tabletop.games.necromolds import rounds

                edges = [f"{k} at {e} ({library().length(e):g} in)" if e else f"no {k} slot"
                         for k in ("move", "ranged") for e in [rounds.basic_edge(st, key[1], book.id, k)]]
                lines.append("Edges: " + "; ".join(edges))
        if lines:
            D.tooltip(surface, lines, self.mouse, int(340 * self.layout.scale), int(13 * self.layout.scale))
