"""The clay buttons (NM-CLAY-01..05/08): Missile, Blast, Wall and Remove wall, in the column
beside the log under the game buttons, shown only when More Fun with Clay is on and the seat at
the screen is a person's; each greyed with the reason when the seat may not cast it now (not
its turn, a command part-way, too few gems or too little extra clay). A press takes the tool in
hand (or puts it down again); one clay tool at a time.
"""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table.clay_blast import BlastTool
from tabletop.ui.necromolds.table.clay_missile import MissileTool
from tabletop.ui.necromolds.table.clay_wall import RemoveWallTool, WallTool
from tabletop.ui.necromolds.table.layout import BUTTON_GAP, BUTTON_H
from tabletop.ui.necromolds.table.widgets import Button, ButtonSet
from tabletop.ui.tools import Drop

GEM = "\u2666"
TOOLS = {CR.MISSILE: MissileTool, CR.BLAST: BlastTool, CR.WALL: WallTool, CR.REMOVE: RemoveWallTool}
LABELS = {CR.MISSILE: "Missile", CR.BLAST: "Blast", CR.WALL: "Wall", CR.REMOVE: "Remove wall"}
SHORT = {CR.MISSILE: "Msl", CR.BLAST: "Bls", CR.WALL: "Wall", CR.REMOVE: "Rem"}
HOW = {
    CR.MISSILE: "aim with the mouse and click to drop a ball of clay from an arm's length (NM-CLAY-05)",
    CR.BLAST: "hover a flattened disc of clay and click to lower it on the monsters under it (NM-CLAY-08)",
    CR.WALL: "at the end of your turn, draw a wall on the map with the mouse (NM-CLAY-02/04)",
    CR.REMOVE: "at the end of your turn, click any magic wall to remove it (NM-CLAY-03)",
}
PHASES = ("turns", "command", "combat", "turn_end")


def clay_tools(tools) -> list:
    """The clay tools in hand."""
    kinds = tuple(TOOLS.values())
    return [t for t in tools if isinstance(t, kinds)]


def take(tools, kind: str, seat: int):
    """What a clay button answers: its tool in hand (the other clay tools put down), or put down
    again when it is in hand already."""
    held = clay_tools(tools)
    same = [t for t in held if isinstance(t, TOOLS[kind])]
    out = [Drop(t) for t in held]
    if not same:
        out.append(TOOLS[kind](seat))
    return out


def tooltip(state, seat: int, kind: str, why) -> str:
    """A clay button's words: price, clay, how, or why not now."""
    title = CR.TITLES[kind]
    left = CR.clay_left(state, seat)
    words = f"{title}: {CR.price(kind)} gems; your extra clay: {left:g} dr. "
    if why:
        return words + f"Not now: {why}."
    return words + HOW[kind][:1].upper() + HOW[kind][1:]


def shown(view) -> bool:
    """The clay buttons are on the table now."""
    st = view.state
    return CR.clay_on(st) and view.seat is not None and view.human(view.seat) and st.phase in PHASES


def build(buttons: ButtonSet, scene, view) -> None:
    """Add the clay buttons under the game buttons beside the log (two a row; four narrow ones
    when one row is left)."""
    if not shown(view):
        return
    st = view.state
    seat = view.seat
    L = view.layout
    s = L.scale
    bx, by, bw, bh = L.buttons
    h, gap = int(BUTTON_H * s), int(BUTTON_GAP * s)
    rows = max(0, (bh + gap) // (h + gap))
    used = [b for b in buttons.buttons if b.rect.left >= bx and b.rect.top >= by and b.rect.right <= bx + bw + 1]
    first = max([(b.rect.top - by) // (h + gap) + 1 for b in used], default=0)
    left = rows - first
    held = {type(t) for t in clay_tools(scene.tools)}
    if st.phase == "turn_end" and st.turn_seat == seat:  # the end of the turn: walls, or pass
        # always on the table, so the turn can always be passed: in the last row when no row is
        # free (the buttons there are narrowed to make room)
        row = first if left > 0 else max(0, rows - 1)
        rect = pygame.Rect(bx, by + row * (h + gap), bw, h)
        if left <= 0:
            rect.width = (bw - gap) // 2
            rect.right = bx + bw
            for b in used:
                if b.rect.colliderect(rect):
                    b.rect.width = max(8, rect.left - gap - b.rect.left)
        buttons.add(
            Button(
                "end_turn",
                rect,
                "End turn",
                lambda: CR.end_turn_action(seat),
                "End your turn without (more) clay magic (the turn passes; E)",
                primary=True,
            )
        )
        first += 1
        left -= 1
    if left <= 0:
        return
    per_row = 2 if left >= 2 else 4
    w = (bw - gap * (per_row - 1)) // per_row
    for k, kind in enumerate((CR.MISSILE, CR.BLAST, CR.WALL, CR.REMOVE)):
        row, col = first + k // per_row, k % per_row
        rect = pygame.Rect(bx + col * (w + gap), by + row * (h + gap), w, h)
        why = CR.why_not(st, seat, kind)
        label = (LABELS if per_row == 2 else SHORT)[kind] + f" {CR.price(kind)}{GEM}"
        if kind == CR.REMOVE and look.font("sans_bold", 9).size(label)[0] > w - 10:  # "Remove wall 5♦" cut short
            label = f"Remove {CR.price(kind)}{GEM}"
        buttons.add(
            Button(
                f"clay_{kind}",
                rect,
                label,
                lambda k_=kind: take(scene.tools, k_, seat),
                tooltip(st, seat, kind, why),
                enabled=why is None,
                toggled=TOOLS[kind] in held,
            )
        )
