"""Tooltips: what the mouse rests on (a button, a monster, a spellbook card) and, after a short
delay, the lines shown for it. Pure functions of the view and the buttons.
"""

from __future__ import annotations

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui.kit.more import more_lines
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.rules_sections import section_for

TOOLTIP_DELAY = 0.45


def hover_key(view, buttons, menu_open: bool, covered: bool, cards_open: bool = False, in_combat: bool = False):
    """What is under the mouse: ("button", key), ("monster", id), ("card", seat, book), ("combat",) or None.

    `menu_open`: a face chooser is open (no tooltip at all); `covered`: a tool in hand covers
    the table (a window, a drag, a measuring tool): only buttons have tooltips, and the spellbook
    cards beside the map where what covers it is the map alone (`cards_open`: the combat window,
    whose fighters' cards a player reads, and F2 opens the rules at, during the fight; r19); `in_combat`:
    the mouse is on the combat window, where F2 opens the rules at combat (no tooltip over its dice)."""
    if menu_open:
        return None
    b = buttons.at(view.mouse)
    if b is not None:
        return ("button", b.key)
    if in_combat:
        return ("combat",)
    if covered and cards_open and view.state.phase != "over" and not view.on_map(view.mouse):
        card = view.card_at(view.mouse)
        return ("card", card[0], card[1]) if card is not None else None
    if covered or view.state.phase == "over":
        return None
    who = view.monster_at(view.mouse)
    if who:
        return ("monster", who)
    card = view.card_at(view.mouse)
    if card is not None:
        return ("card", card[0], card[1])
    return None


def lines_for(key, view, buttons) -> list[str]:
    """The tooltip's lines for a hover key."""
    lines: list[str] = []
    st = view.state
    if key[0] == "button":
        b = buttons.get(key[1])
        if b is not None and b.tooltip:
            lines = [b.label, b.tooltip]
    elif key[0] == "monster" and st.find(key[1]):
        lines = Q.monster_lines(st, key[1], view.bots)
    elif key[0] == "card":
        book = library().books[key[2]]
        lines = [book.name, book.blurb]
        if not st.uses_skills():
            lines.append(Q.basic_pools_text())
        if st.uses_abilities():
            active = " (active)" if st.magic_active(key[1], book.id) else ""
            lines += [
                f"Magic{active}: {book.magic.name} — {book.magic.text}",
                f"Passive: {book.passive.name} — {book.passive.text}",
            ]
        if st.uses_slots():
            slots = []
            for sl in book.slots:
                edge = f" {sl.distance}" if st.uses_distances() else ""  # basic play without step 3: any edge
                slots.append(
                    "/".join(sl.commands) + edge + (" (unstable: one monster per round)" if sl.unstable else "")
                )
            lines.append("Slots: " + "; ".join(slots))
        elif st.uses_distances():  # basic play with What Next step 3, no slots: the book's own edges
            edges = [
                f"{k} at {e} ({NQ.edge_length(e):g} in)" if e else f"no {k} slot"
                for k in ("move", "ranged")
                for e in [NQ.basic_edge(st, key[1], book.id, k)]
            ]
            lines.append("Edges: " + "; ".join(edges))
    return lines


def draw_tooltip(surface, key, hover_time: float, view, buttons) -> None:
    """The tooltip once the mouse has rested long enough."""
    if key is None or hover_time < TOOLTIP_DELAY:
        return
    lines = more_lines(lines_for(key, view, buttons), section_for(key))
    if lines:
        D.tooltip(surface, lines, view.mouse, int(340 * view.scale), int(13 * view.scale))
