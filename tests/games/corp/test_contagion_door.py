"""NC-CONTAG-08's new door: a character escaping an infected character in a hallway may go "into a new
door": the escape ends the infected fight, then the turn opens the level's next Room card for it (the fight
module never reaches into the turn's rooms: the escape's event says where it led, rooms.doors_after_escape
acts on it). Whole engine, forced dice."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tests.games.corp.helpers import building, empties, new, play

PLOTS = ["pipe#1", "pipe#2", "pipe#3", "pipe#4", "kit#1"]


def _met(*stack: str, players: int = 2, strike: bool = True):
    """Seat 0 and an infected seat 1 in level 1's hallway, the infected fight started at the turn's end
    (NC-CONTAG-15); the infected strikes first and misses (a forced 2)."""
    b = building(list(stack), plots=PLOTS)
    chars = ["c1", "c2", "c3"][:players]
    g, st = new(players, expansion=True, test_building=b, characters=chars, test_forced_faces=[2])
    st.players[1].infected = "zombie"
    st = play(g, st, A.EndTurn(0))
    assert st.fight is not None and st.fight.step == "pvp" and g.to_act(st) == [1]
    if not strike:
        return g, st
    st = play(g, st, A.Attack(1, (A.FIST,), target="seat:0"))
    assert g.to_act(st) == [0]
    return g, st


def test_nc_contag_08_escaping_an_infected_into_a_new_door():
    """NC-CONTAG-08: on a 4-6 the escaper leaves the infected fight and opens the level's next door: here a
    monster, fought at once in its room; the door is the escape, not the turn's flip (NC-RESP-04)."""
    g, st = _met("m1#1", "exit1#1", *empties(4))
    assert A.Escape(0, to=A.NEW_DOOR) in g.legal_actions(st, 0)
    st.forced = [5]
    st = play(g, st, A.Escape(0, to=A.NEW_DOOR))
    assert st.players[0].room == "m1#1" and "m1#1" not in st.levels[0].stack
    assert st.fight is not None and st.fight.area == "m1#1" and st.fight.fighters == [0]
    assert st.players[1].infected and st.players[1].room is None  # the infected stays in the hallway


def test_nc_contag_08_a_new_door_may_be_an_empty_room():
    g, st = _met("empty#1", "exit1#1", *empties(4, 2))
    st.forced = [6]
    st = play(g, st, A.Escape(0, to=A.NEW_DOOR))
    assert st.fight is None and st.players[0].room == "empty#1" and st.areas["empty#1"].discarded


def test_nc_contag_08_a_failed_escape_opens_no_door():
    g, st = _met("m1#1", "exit1#1", *empties(4))
    st.forced = [3, 2]  # the escape fails; the infected's next blow misses
    st = play(g, st, A.Escape(0, to=A.NEW_DOOR))
    assert st.players[0].room is None and st.levels[0].stack[0] == "m1#1"
    assert st.fight is not None and st.fight.area == "hall:1"


def test_nc_contag_08_no_new_door_for_the_infected_or_with_an_empty_stack():
    """The infected may not fight monsters (NC-CONTAG-14): no door for it; and none without Room cards."""
    g, st = _met("m1#1", "exit1#1", *empties(4), strike=False)
    assert [a.to for a in g.legal_actions(st, 1) if isinstance(a, A.Escape)] == [""]
    g, st = _met("m1#1", "exit1#1", *empties(4))
    st.levels[0].stack = []
    assert A.NEW_DOOR not in {a.to for a in g.legal_actions(st, 0) if isinstance(a, A.Escape)}


def test_nc_contag_15_the_turns_end_fight_once_a_turn():
    """NC-CONTAG-15: the infected fight the turn's end starts is fought once; escaped (both still in the
    hallway), the turn then passes instead of starting it again at once (a loop of one turn for ever,
    found by the soak); the next turn's end starts it again."""
    g, st = _met("m1#1", "exit1#1", *empties(4), strike=False)
    assert st.turn.seat == 0 and st.turn.met
    st.forced = [5]
    st = play(g, st, A.Escape(1))  # the infected gets away: both stay in the hallway
    assert st.fight is None and st.turn.step == "end"
    st = play(g, st, A.EndTurn(0))
    assert st.fight is None and st.turn.seat == 1 and not st.turn.met
    st = play(g, st, A.EndTurn(1))  # the next turn's end: they meet again
    assert st.fight is not None and st.fight.step == "pvp"
