"""Contagion at the end of a turn (Aliens & Spirits): the characters a contagious monster (or an
infected character) killed this turn roll two dice and return with that much life, infected with the
killer's monster type and contagion, keeping their traumas (NC-CONTAG-01..03; a skull counts 1,
NC-CONTAG-02); then, if an infected and a non-infected character share an area, they fight at once
(NC-CONTAG-15). The turn (corp-engine) calls at_turn_end."""

from __future__ import annotations

from tabletop.games.corp import pvp
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_events import InfectedReturned


def at_turn_end(ctx: Ctx) -> None:
    st = ctx.st
    for seat in st.order:
        p = st.players[seat]
        if p.alive or p.dies_infected is None:
            continue
        faces = ctx.roll(2)
        p.life = sum(faces)  # the skull is the 1 (NC-CONTAG-02)
        p.alive = True
        p.infected = p.dies_infected
        p.dies_infected = None
        ctx.tell(InfectedReturned(seat, p.character, p.infected, faces, p.life))
    # Once a turn: a fight the turn's end started and an escape ended (both still in one hallway) does not
    # start again at the same turn's end (that looped for ever); the next turn's end starts it again.
    if st.fight is None and not st.turn.met:
        area = pvp.mixed_area(st)
        if area is not None:
            st.turn.met = True
            pvp.start_pvp(ctx, area)
