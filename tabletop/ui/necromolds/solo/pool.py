"""The common pool of solo play (NM-SOLO-21/25) on the table: its 8 command dice in a tray over the
map, and the person's pick by the mouse: drag a die onto an open slot of one of their spellbooks (a
wild die asks its face on a slot of two commands), or click it to discard it (2 gems for a magic
die, NM-ROUND-19). The Draft action goes to the rules, which refuse what they must.

`pool_rects` is the geometry both the drawing and the hit tests read."""

from __future__ import annotations

import math
import re
import weakref
from functools import lru_cache

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, HUMAN
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.necromolds.table.pieces import monster_sprite
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, HANDLED, PASS, Say

CLICK_WOBBLE = 6  # pixels a held die may move and still be a click
DIE = 44  # design pixels of a pool die
GAP = 10


def drafting(state) -> bool:
    """The common pool is on the table (solo play's first phase of a round)."""
    return state.solo is not None and state.phase == "draft" and bool(state.solo.pool)


PREFERRED = 0.42  # where on the map the tray sits when it covers nobody there (a fraction of its height)
# every place it may take, nearest the preferred first (so a tie keeps it nearest there): three fixed
# bands (middle, top, bottom) left the tray over a monster in each while a free band lay between them
# (play-test r24: over the person's own Insectomite in round 3 with the map's middle empty)
BANDS = tuple(sorted((k / 50 for k in range(51)), key=lambda b: (abs(b - PREFERRED), b)))
ACROSS = 12  # steps of the tray across the map, left to right, when the middle covers a figure


def tray_size(layout, count: int) -> tuple[int, int]:
    """(width, height) of the whole tray: its title, its note line and one die left of `count`."""
    s = layout.scale
    w = max(int(540 * s), count * int((DIE + GAP) * s) + int(2 * GAP * s))  # its words fit, one die left
    return w, int((DIE + 66) * s)


def _narrow_width(layout, count: int) -> int:
    """A tray only as wide as its dice (its title shortened to whose pick it is, the note kept if it fits)."""
    s = layout.scale
    return max(int(240 * s), count * int((DIE + GAP) * s) + int(2 * GAP * s))


@lru_cache(maxsize=512)
def _solid(book: str, colour: tuple, rp: int, height: float, radius: float) -> tuple[int, int, int, int]:
    """The solid part of a figure's sprite (its base, body, wings), from its base centre."""
    sprite, (ox, oy) = monster_sprite(book, colour, rp, height, radius)
    box = sprite.get_bounding_rect(min_alpha=100)
    return box.x - ox, box.y - oy, box.w, box.h


def figure_rects(view) -> list[pygame.Rect]:
    """The screen rect of each living monster's figure and base as drawn, those on the map: what the tray
    must not cover (a base counted by its centre only left figures half under the tray)."""
    lib = library()
    cam = view.camera
    area = pygame.Rect(view.layout.map)
    out = []
    for m in view.state.alive():
        size = lib.size(m.book, m.size)
        rp = max(3, round(cam.length_to_pixels(size.radius)))
        dx, dy, w, h = _solid(m.book, tuple(view.colours[m.owner]), rp, round(size.height, 2), round(size.radius, 2))
        sx, sy = cam.map_to_screen(m.x, m.y)
        rect = pygame.Rect(round(sx) + dx, round(sy) + dy, w, h)
        if rect.colliderect(area):
            out.append(rect)
    return out


def off_map(layout) -> pygame.Rect:
    """Where the tray goes when every place on the map would cover a figure: over the log strip (the
    game buttons beside it keep their column); the log is folded away under it for the pick."""
    bx, by, _bw, bh = layout.bottom
    lx, _ly, lw, _lh = layout.log
    return pygame.Rect(lx, by, lw + (lx - bx), bh)


# (layout's map, count, camera, figures) -> the tray: worked out once for a table as it stands
_TRAYS: dict = {}


def tray_rect(layout, count: int, view=None) -> pygame.Rect:
    """The pool's tray, wide enough for its dice: a little above the map's middle, or else the place on
    the map nearest there that covers no figure (with `view`, the table as drawn now): first at its whole
    width, up or down the map, then across it; then as narrow as its dice; else over the log strip
    (`off_map`), so no monster is ever under it. Play-tests r24-r27: a tray over the middle hid monsters
    standing there while a person chose dice, and at 960x600 it covered them wherever it went."""
    w, h = tray_size(layout, count)
    mx, my, mw, mh = layout.map

    def at(band: float, width: int, shift: float = 0.5) -> pygame.Rect:
        y = min(max(my + int(mh * band) - h // 2, my + 2), my + mh - h - 2)
        x = mx + 2 + int((mw - width - 4) * shift)
        return pygame.Rect(x, y, width, h)

    if view is None:
        return at(PREFERRED, w)
    figures = figure_rects(view)
    key = (tuple(layout.map), tuple(layout.bottom), count, tuple(map(tuple, figures)))
    got = _TRAYS.get(key)
    if got is not None:
        return pygame.Rect(got)
    shifts = sorted((k / ACROSS for k in range(ACROSS + 1)), key=lambda x: (abs(x - 0.5), x))
    found = None
    for width in (w, _narrow_width(layout, count)):
        places = sorted(
            ((b, x) for b in BANDS for x in shifts),
            key=lambda p: abs(p[0] - PREFERRED) * mh + abs(p[1] - 0.5) * max(0, mw - width),
        )
        found = next((r for b, x in places if (r := at(b, width, x)).collidelist(figures) < 0), None)
        if found is not None:
            break
    if found is None:
        found = off_map(layout)  # the whole strip, so no line of the log shows half under it
    if len(_TRAYS) > 64:
        _TRAYS.clear()
    _TRAYS[key] = tuple(found)
    return found


def drawn_tray(view) -> pygame.Rect | None:
    """The tray as the table draws it now (None with no pool on the table)."""
    if not drafting(view.state):
        return None
    return tray_rect(view.layout, len(_places_of(view, list(view.state.solo.pool))), view)


def tray_off_map(view) -> bool:
    """The tray lies over the log strip (every place on the map covered a figure): the log is folded
    away under it and takes no click there, and the computer's summary waits."""
    tray = drawn_tray(view)
    return tray is not None and not pygame.Rect(view.layout.map).contains(tray)


def places(before: tuple | None, pool: list[str]) -> tuple:
    """Where each die of `pool` lies in the tray: the places `before` (a face per place, None for a place
    emptied this round) kept, the taken die's place left empty, so the dice left do not slide under a
    pointer about to take one (play-test r26: a quick drag after Basalt's pick took the next die). A
    pool that is not what was there less some dice (a new round, a load, an Undo) is laid out afresh.
    Of two dice showing the same face, which place is emptied does not show."""
    if before is not None and len(before) >= len(pool):
        out: list = []
        k = 0
        for face in before:
            if face is not None and k < len(pool) and pool[k] == face:
                out.append(face)
                k += 1
            else:
                out.append(None)
        if k == len(pool):
            return tuple(out)
    return tuple(pool)


# a table's camera (by id, with a weak reference to tell a new camera at an old id) -> its tray's places
_PLACES: dict[int, tuple] = {}


def _places_of(view, pool: list[str]) -> tuple:
    """`places` remembered for the table `view` belongs to (by its camera, one per table)."""
    if view is None:
        return tuple(pool)
    key = id(view.camera)
    ref, before = _PLACES.get(key, (None, None))
    if ref is None or ref() is not view.camera:
        before = None
    got = places(before, pool)
    try:
        _PLACES[key] = (weakref.ref(view.camera), got)
    except TypeError:  # a camera that cannot be referred to weakly: laid out afresh each time
        return tuple(pool)
    for k in [k for k, (r, _p) in _PLACES.items() if r() is None]:  # tables gone
        del _PLACES[k]
    return got


def _place_rects(layout, count: int, view=None) -> list[tuple[pygame.Rect, bool]]:
    """Each place of the tray: its rect, and whether a die lies there (see `pool_rects`)."""
    s = layout.scale
    pool = list(view.state.solo.pool) if view is not None and drafting(view.state) else []
    spots = _places_of(view, pool) if len(pool) == count else tuple(range(count))
    tray = tray_rect(layout, len(spots), view)
    px, step = int(DIE * s), int((DIE + GAP) * s)
    x0 = tray.centerx - (len(spots) * step - int(GAP * s)) // 2
    y = tray.bottom - px - int(10 * s)
    return [(pygame.Rect(x0 + k * step, y, px, px), face is not None) for k, face in enumerate(spots)]


def pool_rects(layout, count: int, view=None) -> list[pygame.Rect]:
    """The rect of each pool die, left to right in the pool's order (`view`: as `tray_rect`; with it the
    dice keep their places through the round, a taken die's place left empty: `places`)."""
    return [r for r, full in _place_rects(layout, count, view) if full]


def pool_die_at(view: TableView, pos) -> int | None:
    """The pool die under a screen point, while the pool is on the table."""
    if not drafting(view.state):
        return None
    return next(
        (k for k, r in enumerate(pool_rects(view.layout, len(view.state.solo.pool), view)) if r.collidepoint(pos)),
        None,
    )


def taken_place_at(view: TableView, pos) -> bool:
    """A screen point on a place of the tray whose die was taken this round (its empty outline)."""
    if not drafting(view.state):
        return False
    n = len(view.state.solo.pool)
    return any(r.collidepoint(pos) for r, full in _place_rects(view.layout, n, view) if not full)


def picking(view: TableView) -> bool:
    """The person at the screen chooses the next die."""
    st = view.state
    return drafting(st) and st.solo.picker == HUMAN and view.seat == HUMAN and view.human(HUMAN)


POOL_ALPHA = 248  # the pool's panel over the map (255: over the log)


def draw_pool(surface, view: TableView, colours, held: int | None = None, order: str = "") -> None:
    """The tray with the dice left in the pool (the one in hand as a ghost), who chooses, and `order`:
    the log's words for who chose first this round and why (NM-SOLO-22..24)."""
    st = view.state
    if not drafting(st):
        return
    s = view.scale
    pool = list(st.solo.pool)
    tray = tray_rect(view.layout, len(_places_of(view, pool)), view)  # as wide as its places (`_place_rects`)
    over_log = not pygame.Rect(view.layout.map).contains(tray)
    # over the map nearly opaque: at 225 the terrain's bright height tags showed through Basalt's reason
    # line, unreadable at 960x600 (play-test r29); the map still shows faintly round the dice
    D.panel(surface, tray, alpha=255 if over_log else POOL_ALPHA, radius=int(8 * s))
    who = st.solo.picker
    words = "Basalt LaSeur picks" if who != HUMAN else ("Your pick" if view.human(HUMAN) else "Player 1 picks")
    title = f"Common pool, round {st.round} · {words}"
    font = look.font("sans_bold", int(15 * s))
    while font.size(title)[0] > tray.width - int(16 * s) and " · " in title:
        title = title.split(" · ")[-1]
    D.text(surface, "sans_bold", 15 * s, title, (tray.centerx, tray.top + int(16 * s)), colours[who], anchor="center")
    if order and tray.height >= tray_size(view.layout, len(pool))[1]:  # (a tray over the log strip: no room)
        order, size = fit_note(order, tray.width - int(16 * s), s)
        D.text(surface, "sans", size * s, order, (tray.centerx, tray.top + int(36 * s)), look.BONE_DIM, anchor="center")
    for rect, full in _place_rects(view.layout, len(pool), view):
        if not full:  # a die taken this round: its place stays, empty, so the others do not slide
            pygame.draw.rect(surface, look.BONE_DIM, rect.inflate(-int(6 * s), -int(6 * s)), 1, int(6 * s))
    for k, (rect, face) in enumerate(zip(pool_rects(view.layout, len(pool), view), pool, strict=False)):
        img = D.command_die(face, rect.width, "ghost" if k == held else "normal")
        surface.blit(img, rect.topleft)


def fit_note(words: str, room: int, s: float) -> tuple[str, int]:
    """The line under the pool's title and its size (before scale `s`) to fit `room` pixels: whole at a
    readable size, else without its aside in brackets or after a dash (the log keeps them), and only then
    smaller. Basalt's reason there, "...takes a ranged die (Wild First: the wild die)", shrank whole to
    9 px before the aside was dropped, too small to read at 960x600 (playing r27)."""

    def fits(text: str, size: int) -> bool:
        return look.font("sans", int(size * s)).size(text)[0] <= room

    short = re.sub(r" \([^()]*\)", "", words).split(" — ")[0]
    for text, sizes in ((words, (12, 11)), (short, (12, 11, 10, 9))):
        for size in sizes:
            if fits(text, size):
                return text, size
    return short, 9


def draft_results(state, seat: int, die: int, book: str, slot: int, pos):
    """The pool die on a slot: Draft, a wild die flipped to the slot's command (asked on a slot of two)."""
    face = state.solo.pool[die]
    if face != "wild":
        return A.Draft(seat=seat, die=die, book=book, slot=slot)
    cmds = ["magic"] if slot == -1 else list(library().books[book].slots[slot].commands)
    if len(cmds) > 1:
        return FaceMenuTool(
            "flip_draft",
            pos,
            cmds,
            lambda f: A.Draft(seat=seat, die=die, book=book, slot=slot, face=f),
            labels={c: f"as {c}" for c in cmds},
            seat=seat,
        )
    return A.Draft(seat=seat, die=die, book=book, slot=slot, face=cmds[0])


def discard_menu(state, seat: int, die: int, pos) -> FaceMenuTool:
    """A click on a pool die: discard it (a magic die, or a wild one taken as magic, for gems)."""
    face = state.solo.pool[die]
    gems = NQ.discard_gems(state)
    if face in ("magic", "wild"):
        key, label = "magic", f"Discard for {gems} gems"
        flip = "magic" if face == "wild" else None
    else:
        key, label, flip = face, "Discard (no gems)", None
    return FaceMenuTool(
        "discard_draft", pos, [key], lambda _f: A.Draft(seat=seat, die=die, face=flip), labels={key: label}, seat=seat
    )


class PoolDragTool(TableTool):
    """A die taken from the common pool: drop it on a slot of your spellbook; a click asks to discard it."""

    name = "pool_drag"

    def __init__(self, die: int, start, face: str) -> None:
        self.die = die
        self.face = face
        self.start = tuple(start)
        self.moved = False

    def handle(self, event, view: TableView):
        """Motion carries the die, the release drops it."""
        if event.type == pygame.MOUSEMOTION:
            if math.dist(event.pos, self.start) > CLICK_WOBBLE:
                self.moved = True
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return [DONE, self.release(event.pos, view)]
        return PASS

    def release(self, pos, view: TableView):
        """On one of the person's slots: the draft; not moved: the discard question; elsewhere: put back."""
        st = view.state
        if not picking(view) or self.die >= len(st.solo.pool):
            return None
        if not self.moved:
            return discard_menu(st, HUMAN, self.die, pos)
        slot = view.slot_at(pos)
        if slot is None:
            return None
        seat, book, j, _d = slot
        if seat == BASALT:
            return Say("That is Basalt LaSeur's spellbook: put the die on one of yours", bad=True)
        return draft_results(st, HUMAN, self.die, book, j, pos)

    def on_state(self, view: TableView):
        """The pick is no longer the person's: the die goes back to the pool."""
        return None if picking(view) else DONE

    def draw(self, surface, view: TableView) -> None:
        """The die at the cursor once it moves."""
        if self.moved:
            img = D.command_die(self.face, int(DIE * view.scale))
            surface.blit(img, img.get_rect(center=view.mouse))

    def prompt(self, view: TableView):
        """What to do with the die in hand."""
        return "Drop the die on a glowing slot of your spellbook", view.colours[HUMAN]

    def hover_blocked(self) -> bool:
        """No tooltips while carrying a die."""
        return True
