"""The infected fight (Aliens & Spirits, NC-CONTAG-05..10, NC-CONTAG-18): an infected and a
non-infected character in one area fight as players do, with fists and weapons (NC-FAQ-02), no Menace;
each round the infected side acts first (NC-CONTAG-06), then the others; each fighter attacks a
character of the other side, escapes (from a hallway, to a room of the level with an abandoned weapon
or monster, or to another open level's hallway, NC-CONTAG-08/09) or asks for help (infected only from
infected, NC-CONTAG-04/10). It ends when one side has nobody left in it."""

from __future__ import annotations

from tabletop.games.corp.actions import NEW_DOOR
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_end import over
from tabletop.games.corp.fight_events import InfectedFight
from tabletop.games.corp.state import Fight, State, hall_key


def mixed_area(st: State) -> str | None:
    """An area where a living infected and a living non-infected character stand together (the first
    in turn order of the active seat's), or None."""
    areas: dict[str, list[int]] = {}
    for s in st.order:
        p = st.players[s]
        if p.alive:
            areas.setdefault(p.area(), []).append(s)
    for area, seats in areas.items():
        kinds = {st.players[s].infected is not None for s in seats}
        if len(kinds) == 2:
            return area
    return None


def start_pvp(ctx: Ctx, area: str) -> None:
    """An infected and a non-infected character share `area`: a fight starts at once (NC-CONTAG-05,
    NC-CONTAG-15) between every living character there."""
    st = ctx.st
    seats = [s for s in st.order if st.players[s].alive and st.players[s].area() == area]
    infected = [s for s in seats if st.players[s].infected is not None]
    others = [s for s in seats if s not in infected]
    if not infected or not others:
        return
    level = st.players[seats[0]].level
    st.fight = Fight(area=area, level=level, step="pvp", fighters=seats, infected=infected, last_entered=st.turn.seat)
    st.turn.step = "fight"
    names = [st.players[s].character for s in [*infected, *others]]
    ctx.tell(InfectedFight(infected, others, names))
    next_round(ctx)


def next_round(ctx: Ctx) -> None:
    """Every fighter acts once more: the infected side first (NC-CONTAG-06), each in turn order."""
    st = ctx.st
    fight = st.fight
    if fight is None or over(ctx):
        return
    fight.rounds += 1
    fight.step = "pvp"
    first = [s for s in st.order if s in fight.fighters and s in fight.infected]
    fight.waiting = [*first, *[s for s in st.order if s in fight.fighters and s not in fight.infected]]


def flee(st: State, seat: int, to: str) -> str:
    """Where a successful escape from an infected fight takes `seat` (the choice was checked legal): from
    a room to its level's hallway; from a hallway to a room of the level, another level's hallway
    (NC-CONTAG-08/09), or nowhere (out of the fight, still in the hallway). Returns the area; NEW_DOOR
    for a new door: the character waits in the hallway and the turn opens the door once this fight is
    over (rooms.doors_after_escape; the fight does not reach into the turn's rooms)."""
    fight = st.fight
    assert fight is not None
    p = st.players[seat]
    if fight.area != hall_key(fight.level) or not to or to == NEW_DOOR:
        p.room = None
        return NEW_DOOR if to == NEW_DOOR and fight.area == hall_key(fight.level) else hall_key(p.level)
    if to.startswith("hall:"):
        p.level = int(to.split(":", 1)[1])
        p.room = None
        return to
    p.room = to
    return to
