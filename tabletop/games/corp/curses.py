"""Curses (Aliens & Spirits, NC-CURSE): revealed on level 1 at the start by the starting player and on
each newly opened level 1-5 by the exit's finder, linked to that character only to be discarded when
it dies. Their effects act on the level they point at (effects.on_level), read by whoever applies them."""

from __future__ import annotations

from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import LEVELS


def reveal(ctx: Ctx, seat: int, level: int) -> str | None:
    """`seat` is cursed: the next Curse card points at `level` (NC-CURSE-01..03, NC-CURSE-05); none for
    the top level (NC-CURSE-06) or an empty deck."""
    st = ctx.st
    if not st.expansion or level not in LEVELS or not st.curse_deck:
        return None
    card = st.curse_deck.pop(0)
    st.levels[level - 1].curses.append(card)
    st.players[seat].curses.append(card)
    ctx.tell(E.CurseRevealed(seat, card, level))
    return card


def discard_of(ctx: Ctx, seat: int) -> None:
    """A cursed character died: every curse it revealed is discarded (NC-CURSE-04); a revived character
    does not get them back (NC-CURSE-07)."""
    st = ctx.st
    p = st.players[seat]
    if not p.curses:
        return
    gone = list(p.curses)
    for level in st.levels:
        level.curses = [c for c in level.curses if c not in gone]
    st.curse_discard.extend(gone)
    p.curses = []
    ctx.tell(E.CursesDiscarded(seat, gone))
