"""Asking for help (NC-RESP-14/15/19), point theft (NC-TEAM-08), the hallway fight (NC-FAQ-07) and the
Aliens & Spirits example of play (NC-EXPLAY-03)."""

import pytest

from tabletop.games.corp import fight
from tabletop.games.corp.actions import FIST, AskHelp, Attack, Escape, Help
from tabletop.games.corp.state import Foe, hall_key
from tests.games.corp import fight_builder as fb
from tests.games.corp.fight_builder import do


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def reveal(st, card, seat=0, *faces, level=1):
    area = fb.room(st, card + "#1", level)
    fb.put(st, seat, level, area)
    c = fb.ctx(st, *faces)
    fight.start_reveal(c, seat, area, [card + "#1"])
    return c


def test_nc_resp_15_helpers_come_in_and_strike_on_entering(outside):
    """NC-RESP-15: the asker's response is the call; each helper in the hallway chooses to come in (not
    their flip), attacks on entering (an attack is its only choice), and stays a fighter."""
    st = fb.state("bea", "cal", "dot")
    c = reveal(st, "golem", 0, 2, 2)
    do(c, AskHelp(0))
    assert st.fight.step == "help" and fight.to_act(st) == [1, 2]
    assert fight.legal(st, fb.CARDS, 2) == [Help(2, join=True), Help(2, join=False)]
    do(c, Help(2, join=False))  # Dot stays out; any order (NC-RESP-14)
    do(c, Help(1, join=True))
    assert st.players[1].room == "golem#1" and st.players[2].room is None
    assert st.fight.fighters == [0, 1] and st.fight.last_entered == 1
    assert fight.to_act(st) == [1]
    assert all(isinstance(a, Attack) for a in fight.legal(st, fb.CARDS, 1))
    st.forced = [5, 2, 2]  # Cal hits; the golem attacks Cal, who hurt it last (NC-RESP-16)
    do(c, Attack(1, hands=(FIST,)))
    assert st.players[1].life == 8 and st.fight.step == "respond" and fight.to_act(st) == [0, 1]
    assert "Cal comes in to help." in fb.lines(c) and "Dot stays out." in fb.lines(c)


def test_nc_resp_19_nc_team_08_the_helper_who_kills_scores_and_draws(outside):
    """NC-RESP-19, NC-TEAM-08: the killing blow is the last roll that dealt damage; a helper of another
    team who kills the monster scores it and draws its loot."""
    st = fb.state("bea", "cal")
    st.teams = [[0], [1]]
    st.players[0].team, st.players[1].team = 0, 1
    c = reveal(st, "rat", 0, 2)
    do(c, AskHelp(0))
    st.forced = [6]
    do(c, Help(1, join=True))
    do(c, Attack(1, hands=(FIST,)))
    assert outside.kills == [(1, "rat#1")] and st.owed == [[1, 1]] and st.fight is None


def test_nc_resp_14_no_help_trauma_and_curse():
    """no_help (trauma) and level_no_help (curse): asking is not a choice."""
    st = fb.state("bea", "cal")
    st.players[0].traumas = ["loner#1"]
    reveal(st, "golem", 0, 2, 2)
    assert AskHelp(0) not in fight.legal(st, fb.CARDS, 0)
    st2 = fb.state("bea", "cal")
    st2.levels[0].curses = ["c_nohelp#1"]
    reveal(st2, "golem", 0, 2, 2)
    assert AskHelp(0) not in fight.legal(st2, fb.CARDS, 0)


def test_nc_explay_03_nobody_can_help_from_a_room_or_another_level():
    """NC-EXPLAY-03 (printed example): blue opens a room and asks for help: yellow is in a room, white on
    another level: nobody can come; the damaged vampire abandoned nearby keeps its damage."""
    st = fb.state("bea", "cal", "dot")  # blue, yellow, white
    fb.room(st, "vamp#1")
    st.areas["vamp#1"].foes = [Foe(card="vamp#1", damage=2)]
    fb.room(st, "empty#1")
    fb.put(st, 1, 1, "empty#1")
    fb.put(st, 2, 2)
    reveal(st, "golem", 0, 2, 2)
    assert fight_help_ask(st) == []
    assert AskHelp(0) not in fight.legal(st, fb.CARDS, 0)


def fight_help_ask(st):
    from tabletop.games.corp import fight_help

    return fight_help.helpers(st, fb.CARDS, 0)


def test_nc_faq_07_a_hallway_fight_helpers_need_no_room():
    """NC-FAQ-07: It's still alive! in the hallway: players in that hallway help without entering a room."""
    st = fb.state("bea", "cal")
    c = fb.ctx(st, 2, 2)
    fight.start_reveal(c, 0, hall_key(1), ["golem#1"])
    assert st.fight.area == hall_key(1)
    do(c, AskHelp(0))
    st.forced = [5, 2, 2]
    do(c, Help(1, join=True))
    assert st.players[1].room is None and st.players[1].area() == hall_key(1)
    do(c, Attack(1, hands=(FIST,)))
    assert st.areas[hall_key(1)].foes[0].damage == 1


def test_nc_faq_07_nc_resp_02_escaping_a_hallway_fight_abandons_the_monster_there():
    """NC-FAQ-07, NC-RESP-02, NC-ABAN-01: a fight in the hallway (It's still alive!) escaped on a 4-6
    leaves the escaper in that hallway and the monster abandoned beside it; the fight is over and does
    not start again at once (it did, for ever, when neither side could hurt the other: the soak's
    6,000-action game)."""
    st = fb.state("bea")
    c = fb.ctx(st, 2, 2)  # the golem's attack misses
    fight.start_reveal(c, 0, hall_key(1), ["golem#1"])
    assert st.fight is not None and st.fight.step == "respond"
    st.forced = [5]
    do(c, Escape(0))
    assert st.fight is None and st.players[0].area() == hall_key(1)
    assert [f.card for f in st.areas[hall_key(1)].foes] == ["golem#1"]


def test_nc_faq_07_nc_resp_14_those_already_in_the_fights_room_may_be_asked_and_stay_where_they_are():
    """NC-FAQ-07, NC-RESP-14/03, NC-ABAN-01: It's still alive! revives a monster in a room where a helper of
    the last fight still stands (a helper stays in the room, NC-RESP-15). The fight is the drawer's, but
    the one already there may be asked and helps without moving; a character in another room may not.
    If the drawer escapes alone, the monster is abandoned (the one not in the fight stays where they are).
    Before, only the hallway could be asked, so the one beside the monster could never help."""
    st = fb.state("bea", "cal", "dot")
    area = fb.room(st, "rat#1")
    fb.put(st, 1, 1, area)  # Cal beside Bea
    fb.room(st, "empty#1")
    fb.put(st, 2, 1, "empty#1")  # Dot in another room
    c = reveal(st, "golem", 0, 2, 2)
    assert st.fight.area == "golem#1"
    fb.put(st, 1, 1, "golem#1")
    assert fight_help_ask(st) == [1]
    do(c, AskHelp(0))
    st.forced = [2, 2, 2]
    do(c, Help(1, join=True))
    assert st.players[1].room == "golem#1" and st.fight.fighters == [0, 1]
    st2 = fb.state("bea", "cal")
    c2 = reveal(st2, "golem", 0, 2, 2)
    fb.put(st2, 1, 1, "golem#1")  # in the room, not asked
    st2.forced = [5]
    do(c2, Escape(0))
    assert st2.fight is None and st2.players[1].room == "golem#1"
    assert "Everyone in the fight got away: the fight is over." in fb.lines(c2)


def test_nc_contag_14_infected_never_help_against_monsters():
    """NC-CONTAG-14: an infected character in the hallway is not asked against a monster."""
    st = fb.state("bea", "cal")
    st.players[1].infected = "zombie"
    reveal(st, "golem", 0, 2, 2)
    assert AskHelp(0) not in fight.legal(st, fb.CARDS, 0)


def test_nc_resp_03_one_escapes_the_other_fights_on():
    """NC-RESP-03: an escaping player alone just leaves; the monster is not abandoned while a fighter stays."""
    st = fb.state("bea", "cal")
    c = reveal(st, "golem", 0, 2, 2)
    do(c, AskHelp(0))
    st.forced = [2, 2, 2]
    do(c, Help(1, join=True))
    do(c, Attack(1, hands=(FIST,)))
    st.forced = [5]
    do(c, Escape(0))
    assert st.players[0].room is None and st.fight is not None and st.fight.fighters == [1]
