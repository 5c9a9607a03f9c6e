"""Each game's real table for a tutorial, and where a step points on it.

The tables share one constructor, (ctx, session, bot_seats, colours, bot_delay=...), and list what
may be clicked or dragged now as (label, pixel) through `targets()` / `drag_targets()`: a step's
`point.label` lights the clicks whose label holds those words, `point.drag` the drags, and
`point.at` a place the table itself can find (the NecronomiCORP building's `pixel_of`).
"""

from __future__ import annotations

import importlib

from tabletop.ui.tutorial.spec import Step

# game -> "module:class" of the table a real game is played on
TABLES = {
    "corp": "tabletop.ui.corp.table:CorpTableScene",
    "rise": "tabletop.ui.rise.table:RiseTableScene",
    "necromolds": "tabletop.ui.necromolds.table.scene:TableScene",
}


# game -> "module:class" mixed in before Coached: what a table lacks for a tutorial (its targets as
# (label, pixel), a gesture's finer check)
COACHING = {
    "necromolds": "tabletop.ui.necromolds.tutorial_coaching:NecromoldsCoaching",
    "rise": "tabletop.ui.rise.tutorial_coaching:RiseCoaching",
}


def coaching(game: str) -> tuple[type, ...]:
    """The game's own tutorial mixin, if it has one."""
    if game not in COACHING:
        return ()
    module, _, name = COACHING[game].partition(":")
    return (getattr(importlib.import_module(module), name),)


def table_class(game: str) -> type:
    """The table class a real game of `game` is played on."""
    try:
        module, _, name = TABLES[game].partition(":")
    except KeyError:
        raise ValueError(f"no table for tutorials of {game!r}") from None
    return getattr(importlib.import_module(module), name)


def panel_place(scene, width: int, height: int) -> tuple[int, int, int, int]:
    """(x, y, width, height) of the tutorial's panel on this game's table: where it hides nothing the step
    needs (the height may be more than asked: the panel then covers a whole board, none of its lines cut)."""
    w, h = scene.ctx.size
    if scene.tutorial.game == "corp":
        # over the building's closed upper levels: the first floor's doors, the fight window (and its
        # lingering picture once over) and the choices bar stay in sight
        return int(w * 0.025), int(h * 0.06), min(width, int(w * 0.29)), height
    if scene.tutorial.game == "rise":
        return _over_rival_sheet(scene, width, height)
    if scene.tutorial.game == "necromolds":
        # over the opponent's column, right: the map, your books and your dice tray stay in sight
        # (its foot above the opponent's dice, lower right), as wide as their books: narrower, it left a
        # strip of each at its sides (play-test r27)
        band = _free_band(scene, height)
        if band is not None:
            return band
        y = max(int(h * 0.08), min(int(h * 0.1), int(h * 0.86) - height))
        books = _opponent(scene)
        if books is None:
            return int(w * 0.805), y, min(width, int(w * 0.19)), height
        ix, _iy, iw, _ih = books.inner
        return ix, y, iw, whole_cards_foot([c.rect for c in books.cards], y + height) - y
    return int(w * 0.008), h - int(h * 0.012) - height, width, height


# Rise: the y just under a player sheet's last line, given (rect, scale)
RISE_SHEET_FOOT = "tabletop.ui.rise.table.panels:last_line_foot"


def _over_rival_sheet(scene, width: int, height: int) -> tuple[int, int, int, int]:
    """Rise: over the rival's sheet, lower right (the hand, the board, the combat window and the choices
    stay in sight), covering it whole: a shorter panel left a line of it half hidden at its foot (play-test
    r20). A taller one reaches up only into the empty foot of the sheet above, else covers that one whole
    too. Its foot is the sheet's, above the log's box (whose "While you waited" summary is drawn over it)."""
    w, h = scene.ctx.size
    layout = getattr(scene, "layout", None)
    sheets = list(getattr(layout, "players", ()))
    if layout is None or len(sheets) < 2:  # no sheets to go by: the old place, at the right
        narrow = min(width, int(w * 0.228))
        return int(w * 0.77), max(int(h * 0.05), min(int(h * 0.44), int(h * 0.82) - height)), narrow, height
    module, _, name = RISE_SHEET_FOOT.partition(":")  # by name: the shared tutorial imports no game
    last_line_foot = getattr(importlib.import_module(module), name)
    x, y, sw, sh = sheets[-1]
    foot = y + sh
    if height <= sh:
        return x, y, sw, sh
    above = sheets[-2]
    if foot - height >= last_line_foot(above, layout.scale):
        return x, foot - height, sw, height
    if height <= foot - above[1]:
        return x, above[1], sw, foot - above[1]
    return x, max(layout.top[3], foot - height), sw, height


def _opponent(scene):
    """The seat's panel (header, books, tray) in the table's right column, None when there is none."""
    layout = getattr(scene, "layout", None)
    if layout is None or not layout.panels or layout.collapsed[1]:
        return None
    cx, _cy, cw, _ch = layout.columns[1]
    return next((p for p in layout.panels if cx <= p.rect[0] < cx + cw and p.cards), None)


def _free_band(scene, height: int) -> tuple[int, int, int, int] | None:
    """(x, y, width, height) in the right column's empty band between the opponent's spellbooks and their
    dice tray, when the panel fits there: their name, gems and books stay in sight (the melee steps speak
    of their gems; the panel lay over them); else from just under their header, over their books, each
    covered whole: the panel runs from the first book's top down to the foot of the last it reaches (it
    left a headless book, or a cream sliver of one, showing under it, play-test r27). None: neither fits."""
    p = _opponent(scene)
    if p is None:
        return None
    gap = max(4, int(6 * scene.layout.scale))
    top = max(c.rect[1] + c.rect[3] for c in p.cards) + gap
    bottom = p.tray[1] - gap
    ix, _iy, iw, _ih = p.inner
    if bottom - top >= height:
        return ix, bottom - height, iw, height
    under = min(p.header[1] + p.header[3] + gap, min(c.rect[1] for c in p.cards))
    foot = whole_cards_foot([c.rect for c in p.cards], under + height)
    if foot <= bottom:  # else under their header: name and gems in sight
        return ix, under, iw, foot - under
    return None


def whole_cards_foot(cards: list, foot: int) -> int:
    """A panel's foot moved down to the foot of every card (x, y, w, h) it reaches into, so that it hides
    each card whole or leaves it whole."""
    return max([foot] + [y + h for _x, y, _w, h in cards if y < foot])


def _hits(label: str, words: str) -> bool:
    return bool(words) and words.lower() in label.lower()


def _named(targets: list, words: str) -> list:
    """The (label, pixel) targets the words name: those labelled exactly so when there are any (so
    "Cast Death Bolt" does not light "Do not cast Death Bolt" too), else those whose label holds them."""
    exact = [t for t in targets if words and t[0].lower() == words.lower()]
    return exact or [t for t in targets if _hits(t[0], words)]


def lit_targets(scene, step: Step | None) -> list[tuple]:
    """Where the step points now: ("click", pixel), ("drag", from, to) or ("place", pixel)."""
    if step is None:
        return []
    p = step.point
    out: list[tuple] = []
    if (p.label or p.then) and callable(getattr(scene, "targets", None)):
        targets = list(scene.targets())
        second = _named(targets, p.then)
        if p.in_order:  # the second press is lit only once the first has brought it up, then alone
            named = second or _named(targets, p.label)
        else:
            named = _named(targets, p.label) + second
        out += [("click", pos) for label, pos in targets if any(label == n and pos == q for n, q in named)]
    if p.drag and callable(getattr(scene, "drag_targets", None)):
        out += [("drag", a, b) for label, a, b in scene.drag_targets() if _hits(label, p.drag)]
    if p.at:
        pos = place_of(scene, p.at)
        if pos is not None:
            out.append(("place", pos))
    return out


def closers(scene) -> list[tuple]:
    """The table's Close clicks (a finished combat's window), lit while they hold the script's seats."""
    if not callable(getattr(scene, "targets", None)):
        return []
    # (the Necromolds combat window's is its Continue)
    return [("click", pos) for label, pos in scene.targets() if label.lower().startswith(("close", "continue"))]


def place_of(scene, at: list) -> tuple[int, int] | None:
    """A place the table knows by name, as a pixel (None when it is not on screen)."""
    finder = getattr(scene, "pixel_of", None) or getattr(scene.tool_view(), "pixel_of", None)
    if not callable(finder) or not at:
        return None
    key = (at[0], at[1]) if len(at) == 2 else tuple(at)
    try:
        pos = finder(key)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    return (int(pos[0]), int(pos[1])) if pos is not None else None
