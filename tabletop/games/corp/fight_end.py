"""The end of a NecronomiCORP fight: when it is over (no monster left, nobody left in it, one side of
an infected fight gone, the game decided) and what is owed then: the loot of every kill, drawn only now
(NC-RESP-18, NC-CONTAG-17), the abandoned monsters left with their damage (NC-ABAN-01/02)."""

from __future__ import annotations

from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_events import FightOver, FoeGone


def over(ctx: Ctx) -> bool:
    """End the fight if it is over; True when there is no fight on any more."""
    st = ctx.st
    fight = st.fight
    if fight is None:
        return True
    foes = st.areas[fight.area].foes
    if st.winners is not None:
        how = "boss slain" if not foes else "over"
    elif fight.infected or fight.step == "pvp":
        infected = [s for s in fight.fighters if s in fight.infected]
        if infected and len(infected) < len(fight.fighters):
            return False
        how = "over"
    elif not foes:
        how = "won"
    elif not fight.fighters:
        how = "abandoned" if fight.escaped else "wiped"
    else:
        return False
    end(ctx, how)
    return True


def end(ctx: Ctx, how: str) -> None:
    """The fight is over: the loot owed to the living killers goes to the turn's draws (st.owed), the
    monsters still there stay, abandoned, with their damage; the turn goes on to its End step."""
    st = ctx.st
    fight = st.fight
    assert fight is not None
    for seat, n in fight.loot:
        if st.players[seat].alive:
            st.owed.append([seat, n])
    if how in ("abandoned", "wiped"):
        for f in st.areas[fight.area].foes:
            ctx.tell(FoeGone(f.card, "abandoned"))
    ctx.tell(FightOver(how))
    st.fight = None
    st.turn.step = "end"
