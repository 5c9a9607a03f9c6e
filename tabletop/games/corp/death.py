"""A character's death (NC-FIGHT-09, NC-BOSS-05..07): its weapons and items fall to the floor of its
area, it keeps its traumas (NC-BOSS-06), its curses are discarded (NC-CURSE-04), and a monster with
contagion marks it to come back infected at the turn's end (NC-CONTAG-01, corp-fight's contagion).
Called by the fight (corp-fight) and by the turn's damage outside fights (life.hurt)."""

from __future__ import annotations

from tabletop.content.corp.records import card_of
from tabletop.games.corp import curses
from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import Area


def _contagion_type(ctx: Ctx, killer: str) -> str | None:
    """The monster type a contagious killer passes on, or None."""
    cid = card_of(killer) if killer else ""
    if cid in ctx.cards.rooms:
        r = ctx.cards.rooms[cid]
        if any(a.kind == "contagion" for a in r.abilities):
            return r.type or "zombie"
    if cid in ctx.cards.bosses:
        b = ctx.cards.bosses[cid]
        if any(a.kind == "contagion" for a in b.abilities):
            return b.type or "zombie"
    return None


def die(ctx: Ctx, seat: int, killer_card: str | None = None) -> None:
    """`seat`'s character dies now, where it stands."""
    st = ctx.st
    p = st.players[seat]
    if not p.alive:
        return
    p.alive = False
    p.life = 0
    key = p.area()
    area = st.areas.setdefault(key, Area(level=p.level))
    dropped = [w.card for w in p.weapons] + list(p.items)
    area.weapons.extend(p.weapons)  # NC-BOSS-05: to the floor, charges kept
    area.items.extend(p.items)
    p.weapons = []
    p.items = []
    st.peeks.pop(str(seat), None)
    st.peek_levels.pop(str(seat), None)
    ctx.tell(E.Died(seat, key, dropped, killer_card or ""))
    curses.discard_of(ctx, seat)
    if p.infected is None:
        p.dies_infected = _contagion_type(ctx, killer_card or "")
