"""The infected fight (NC-CONTAG-04..10, NC-CONTAG-18, NC-FAQ-02) with forced dice."""

import pytest

from tabletop.games.corp import fight
from tabletop.games.corp.actions import FIST, AskHelp, Attack, Escape, Help
from tabletop.games.corp.state import Held, hall_key
from tests.games.corp import fight_builder as fb
from tests.games.corp.fight_builder import do


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def meet(st, area=None):
    c = fb.ctx(st)
    fight.start_pvp(c, area or hall_key(1))
    return c


def test_nc_contag_18_06_the_infected_strike_first_at_characters():
    """NC-CONTAG-18, NC-CONTAG-06: player against player; the infected side acts first; targets are
    characters of the other side."""
    st = fb.state("bea", "cal")
    st.players[1].infected = "zombie"
    c = meet(st)
    assert fight.to_act(st) == [1]
    options = fight.legal(st, fb.CARDS, 1)
    assert Attack(1, hands=(FIST,), target="seat:0") in options
    assert not any(isinstance(a, Attack) and a.target != "seat:0" for a in options)
    st.forced = [5]
    do(c, Attack(1, hands=(FIST,), target="seat:0"))
    assert st.players[0].life == 9 and fight.to_act(st) == [0]
    assert fb.lines(c) == [
        "Cal (infected) falls on Bea!",
        "Cal strikes Bea with a bare fist: 5: 1 hit, 1 damage (Bea 9/10).",
    ]


def test_nc_faq_02_weapons_or_fists_and_a_skull_still_hurts():
    """NC-FAQ-02: against a player, weapons or fists as one likes; a fist's skull costs 2."""
    st = fb.state("bea", "cal")
    st.players[1].infected = "zombie"
    fb.arm(st, 0, "knife")
    c = meet(st)
    st.forced = [2]
    do(c, Attack(1, hands=(FIST,), target="seat:0"))
    assert Attack(0, hands=("knife", FIST), target="seat:1") in fight.legal(st, fb.CARDS, 0)
    st.forced = [4, 4, 1]
    do(c, Attack(0, hands=("knife", FIST), target="seat:1"))
    assert st.players[1].life == 6 and st.players[0].life == 8


def test_an_infected_kill_infects(outside):
    """An infected character has contagion (NC-CONTAG-03): the character it kills returns infected."""
    st = fb.state("bea", "cal")
    st.players[1].infected = "vampire"
    st.players[0].life = 1
    c = meet(st)
    st.forced = [6]
    do(c, Attack(1, hands=(FIST,), target="seat:0"))
    assert not st.players[0].alive and st.players[0].dies_infected == "vampire"
    assert outside.deaths == [(0, "")] and "Bea is struck down by Cal." in fb.lines(c)
    assert st.fight is None


def test_nc_contag_07_an_infected_escapes_from_a_room():
    """NC-CONTAG-07: an infected character escapes like anyone: to the hallway; the fight is over."""
    st = fb.state("bea", "cal")
    area = fb.room(st, "empty#1")
    fb.put(st, 0, 1, area)
    fb.put(st, 1, 1, area)
    st.players[1].infected = "zombie"
    c = meet(st, area)
    st.forced = [4]
    do(c, Escape(1))
    assert st.players[1].room is None and st.fight is None


def test_nc_contag_08_09_hallway_escapes_lead_to_a_room_or_another_level():
    """NC-CONTAG-08, NC-CONTAG-09: escaping an infected in a hallway, one may go to a room of the level
    with an abandoned weapon or monster, or to another open level's hallway."""
    st = fb.state("bea", "cal")
    st.players[1].infected = "zombie"
    fb.room(st, "empty#1")
    st.areas["empty#1"].weapons = [Held(card="knife")]
    fb.room(st, "empty#2")  # nothing in it: not a way out
    c = meet(st)
    st.forced = [2]
    do(c, Attack(1, hands=(FIST,), target="seat:0"))
    escapes = {a.to for a in fight.legal(st, fb.CARDS, 0) if isinstance(a, Escape)}
    assert escapes == {"", "empty#1", hall_key(2)}
    st.forced = [5]
    do(c, Escape(0, to=hall_key(2)))
    assert st.players[0].level == 2 and st.players[0].room is None and st.fight is None
    st2 = fb.state("bea", "cal")
    st2.players[1].infected = "zombie"
    fb.room(st2, "empty#1")
    st2.areas["empty#1"].weapons = [Held(card="knife")]
    c2 = meet(st2)
    st2.forced = [2, 6]
    do(c2, Attack(1, hands=(FIST,), target="seat:0"))
    do(c2, Escape(0, to="empty#1"))
    assert st2.players[0].room == "empty#1"


def test_nc_contag_04_10_infected_help_only_infected_from_anywhere_on_the_level():
    """NC-CONTAG-04, NC-CONTAG-10: an infected is helped only by infected, from a hallway or a room;
    the non-infected side's help comes from the hallway, never from an infected."""
    st = fb.state("bea", "cal", "dot", "eli")
    st.players[1].infected = "zombie"
    st.players[2].infected = "zombie"
    area = fb.room(st, "empty#1")
    fb.put(st, 0, 1, area)
    fb.put(st, 1, 1, area)
    fb.room(st, "empty#2")
    fb.put(st, 2, 1, "empty#2")  # Dot, infected, in another room
    c = meet(st, area)
    assert AskHelp(1) in fight.legal(st, fb.CARDS, 1)
    do(c, AskHelp(1))
    assert fight.to_act(st) == [2]
    st.forced = [5]
    do(c, Help(2, join=True))
    assert st.players[2].room == "empty#1" and st.fight.infected == [1, 2]
    do(c, Attack(2, hands=(FIST,), target="seat:0"))
    assert st.players[0].life == 9
    # Bea's side: Eli in the hallway may be asked; Dot (infected) never
    from tabletop.games.corp import fight_help

    assert fight_help.helpers(st, fb.CARDS, 0) == [3]
