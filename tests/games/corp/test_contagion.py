"""Contagion (Aliens & Spirits, NC-CONTAG-01..05, 14, 15): killed by a contagious monster, a character
returns infected at the turn's end; an infected and a non-infected character in one area fight."""

import pytest

from tabletop.games.corp import contagion, fight
from tabletop.games.corp.state import hall_key
from tests.games.corp import fight_builder as fb


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def test_nc_contag_01_02_03_the_dead_return_infected_at_the_turns_end(outside):
    """NC-CONTAG-01, NC-CONTAG-02, NC-CONTAG-03: the Plague Zombie kills Bea; at the end of the turn she
    rolls two dice (a skull counts 1) and returns with that life, a zombie with contagion, her traumas
    kept."""
    st = fb.state("bea")
    st.players[0].life = 1
    st.players[0].traumas = ["shaky#1"]
    area = fb.room(st, "plague#1")
    fb.put(st, 0, 1, area)
    c = fb.ctx(st, 5, 2)
    fight.start_reveal(c, 0, area, ["plague#1"])
    p = st.players[0]
    assert not p.alive and p.dies_infected == "zombie" and st.fight is None
    st.forced = [1, 6]
    contagion.at_turn_end(c)
    assert p.alive and p.life == 7 and p.infected == "zombie" and p.dies_infected is None
    assert p.traumas == ["shaky#1"]
    assert "Bea rises again as a zombie with 7 life (skull, 6)." in fb.lines(c)


def test_a_plain_death_does_not_return(outside):
    st = fb.state("bea")
    st.players[0].life = 1
    area = fb.room(st, "golem#1")
    fb.put(st, 0, 1, area)
    c = fb.ctx(st, 5, 2)
    fight.start_reveal(c, 0, area, ["golem#1"])
    contagion.at_turn_end(c)
    assert not st.players[0].alive and st.players[0].infected is None


def test_nc_contag_15_at_the_turns_end_infected_and_not_in_one_area_fight():
    """NC-CONTAG-15 (and NC-CONTAG-05 through start_pvp): an infected and a non-infected character in one
    area at the end of a turn start a fight at once."""
    st = fb.state("bea", "cal")
    st.players[0].infected = "zombie"
    c = fb.ctx(st)
    contagion.at_turn_end(c)
    assert st.fight is not None and st.fight.step == "pvp" and st.fight.area == hall_key(1)
    assert st.fight.infected == [0] and st.fight.fighters == [0, 1] and st.turn.step == "fight"
    st2 = fb.state("bea", "cal")
    st2.players[0].infected = "zombie"
    fb.put(st2, 1, 2)
    contagion.at_turn_end(fb.ctx(st2))
    assert st2.fight is None


def test_nc_contag_14_an_infected_opener_is_not_attacked():
    """NC-CONTAG-14: monsters and the infected leave each other alone: an infected character opening a
    monster's door starts no fight; the monster waits there."""
    st = fb.state("bea")
    st.players[0].infected = "zombie"
    area = fb.room(st, "golem#1")
    fb.put(st, 0, 1, area)
    c = fb.ctx(st)
    fight.start_reveal(c, 0, area, ["golem#1"])
    assert st.fight is None and st.players[0].life == 10
    assert [f.card for f in st.areas[area].foes] == ["golem#1"]
