"""Phase 3 (and a fled Necromancer's destination) with the mouse: the reach display and the move.

The spaces the engine offers a Move (or FleeTo) to are lit on the board, an Academy that would make no
Headmaster of the seat apart (RN-ACAD-02); under the cursor a lit space shows the path the miniature
takes, an unlit one a red outline. A click on a lit space moves there; on another, why not (the rules'
reason, choices.why_not_there).
"""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.tools import PASS, Say

GOLD = (250, 210, 100)
NO_TITLE = (170, 140, 200)  # a lit Academy where the seat would not become Headmaster
NOT_HERE = (200, 70, 60)


def click_words(view: RiseView, sid: str) -> Say | None:
    """What a click on a space the seat cannot move to says: why not while moving, else when moving comes."""
    stage = view.state.turn.stage
    if view.acting is None:
        return None
    if stage in ("move", "flee_to"):
        return Say(CH.why_not_there(view.state, view.acting, sid, view.reach), bad=True)
    if stage in ("play", "raise"):
        return Say("You move in phase 3: first play cards (or Done), then raise a Minion (or Done).")
    return None


class MoveTool(TableTool):
    """The lit spaces within reach: a click moves there (the path follows the cursor)."""

    name = "move"

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return view.acting is not None and (bool(view.offer.moves) or view.state.turn.stage == "move")

    def handle(self, event, view: RiseView):
        if not left_press(event) or view.covered(event.pos):
            return PASS
        sid = view.space_at(event.pos)
        if sid is None:
            return PASS
        if sid in view.offer.moves:
            return view.offer.moves[sid]
        return click_words(view, sid) or PASS

    def draw_under(self, surface, view: RiseView) -> None:
        """The lit spaces, the path to the one under the cursor, or a red outline on one out of reach."""
        cam, side, o = view.camera, view.state.side, view.offer
        width = max(2, int(cam.scale / 14))
        for sid in o.moves:
            if sid in view.no_head:  # reachable, but no Headmastership there: drawn apart
                BD.hex_outline(surface, cam, side, sid, NO_TITLE, width)
                no_title_mark(surface, view, sid)
            else:
                BD.hex_outline(surface, cam, side, sid, GOLD, width)
        hover = view.hover
        if hover is not None and hover in o.moves:
            BD.hex_outline(surface, cam, side, hover, NO_TITLE if hover in view.no_head else GOLD, 3, fill_alpha=70)
            BD.draw_path(surface, cam, side, view.path_to(hover), GOLD)
        elif (
            hover is not None
            and view.state.turn.stage == "move"
            and view.acting is not None
            and hover != view.state.players[view.acting].space
        ):
            BD.hex_outline(surface, cam, side, hover, NOT_HERE, 2)


def no_title_mark(surface, view: RiseView, sid: str) -> None:
    """'no Headmaster' across a lit Academy the seat would not head: on its icon, inside the hex, so the
    space's name under it and its neighbours' stay readable (issue 21)."""
    size, box = no_title_box(view.space_pos(sid), view.camera.scale)
    f = look.font("sans", size)
    pygame.draw.rect(surface, (60, 40, 70), box.inflate(6, 2), border_radius=3)
    lines = no_title_lines(view.camera.scale)[1]
    for k, line in enumerate(lines):
        t = f.render(line, True, (235, 225, 240))
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + k * f.get_linesize())))


NO_TITLE_WORDS = "no Headmaster"
# where one line is wider than the hex's name (a small window, five players, Large text: "no Headmas" lay
# under the Dominion chip, play-test r19): two lines, then the short form; the space's tooltip says it whole
NO_TITLE_FORMS = ((NO_TITLE_WORDS,), ("no", "Headmaster"), ("no title",))
# the mark lies left of the Dominion chip (board_draw.draw_pieces: its left edge 0.32 units right of the
# centre), within the hex: 1.1 units wide, its centre 0.24 units left of the hex's
MARK_WIDTH, MARK_LEFT = 1.1, 0.24


def no_title_lines(scale: float) -> tuple[int, tuple[str, ...]]:
    """(font size, lines) of the 'no Headmaster' mark: the first form no wider than a name may be."""
    room = int(scale * MARK_WIDTH) - 4
    for lines in NO_TITLE_FORMS:
        size = max(8, int(scale * 0.26))
        while size > 7 and max(look.font("sans", size).size(x)[0] for x in lines) > room:
            size -= 1
        if max(look.font("sans", size).size(x)[0] for x in lines) <= room:
            return size, lines
    return size, NO_TITLE_FORMS[-1]


def no_title_box(centre, scale: float) -> tuple[int, pygame.Rect]:
    """(font size, rectangle) of the 'no Headmaster' mark on the hex at `centre` (`scale` px a unit):
    on the icon, no wider than a name may be, clear of the Dominion chip."""
    size, lines = no_title_lines(scale)
    f = look.font("sans", size)
    box = pygame.Rect(0, 0, max(f.size(x)[0] for x in lines), f.get_linesize() * len(lines))
    box.center = (int(centre[0] - scale * MARK_LEFT), int(centre[1] - scale * 0.18))
    box.right = min(box.right, int(centre[0] + scale * 0.52) - max(5, int(scale * 0.2)) - 4)  # the chip's least size
    return size, box
