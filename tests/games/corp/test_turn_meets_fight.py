"""The turn and the real fight together (the interface of the shared design): a monster room starts the
fight, the kill's loot is drawn once the fight is over, team points are scored, a death in a fight drops
the gear, and the turn goes on at its End step. Dice forced."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tests.games.corp.helpers import building, empties, new, play

PIPES = ["pipe#1", "pipe#2", "pipe#3", "pipe#4", "kit#1"]


def _game(forced, **kw):
    b = building(["m1#1", "exit1#1", *empties(4)], plots=PIPES)
    return new(2, test_building=b, characters=["c1", "c2"], test_forced_faces=forced, **kw)


def test_monster_room_fight_then_loot_NC_ROOM_04_RESP_18():
    """NC-ROOM-04: the monster is fought at once; when it dies its loot is drawn (NC-RESP-18) and the turn
    is at its End step, the room discarded (NC-TURN-14: its killer stays there)."""
    g, st = _game([2, 6, 6])  # the monster misses; the first pipe's two dice hit twice
    st = play(g, st, A.EnterRoom(0))
    assert st.fight is not None and st.turn.step == "fight" and g.to_act(st) == [0]
    st = play(g, st, A.Attack(0, ("pipe#1", "pipe#2")))
    assert st.fight is None and st.turn.step == "end"
    assert "m1#1" in st.levels[0].discard and st.areas["m1#1"].discarded
    assert "kit#1" in st.players[0].items and st.owed == []
    assert st.players[0].room == "m1#1"


def test_a_kill_scores_for_the_team_NC_TEAM_02():
    """NC-TEAM-02: the killer's team scores the monster's level, through the real fight."""
    b = building(["m1#1", "exit1#1", *empties(4)], plots=PIPES + ["pipe#5", "pipe#6", "stapler#1", "stapler#2"])
    g, st = new(4, teams=2, test_building=b, characters=["c1", "c2", "c3", "c4"], test_forced_faces=[2, 6, 6])
    st = play(g, st, A.EndTurn(0), A.EnterRoom(1))
    assert st.fight is not None
    weapon = st.players[1].weapons[0].card
    st = play(g, st, A.Attack(1, (weapon,)))
    assert st.fight is None and st.points == [0, 1]


def test_death_in_a_fight_drops_gear_and_passes_the_turn_NC_BOSS_05():
    """NC-BOSS-05: killed in a fight, the character's gear lies in the room (locked while the monster lives,
    NC-BOSS-07); the turn passes to the next living player."""
    g, st = _game([6])
    st.players[0].life = 1
    st = play(g, st, A.EnterRoom(0))
    assert not st.players[0].alive and st.fight is None
    assert {w.card for w in st.areas["m1#1"].weapons} == {"pipe#1", "pipe#2"}
    assert st.areas["m1#1"].foes and st.turn.seat == 1 and st.turn.step == "begin"


def test_infected_meetings_start_a_fight_NC_CONTAG_05(fake_fight):
    """NC-CONTAG-05: moving into an area with an infected character (stairs, leaving a room, an exit) starts
    the infected fight at once."""
    b = building(["exit1#1", "empty#1", *empties(4, 2)])
    g, st = new(3, expansion=True, test_building=b, characters=["c1", "c2", "c3"])
    st.levels[1].open = True
    st.players[2].level = 2
    st.players[2].infected = "zombie"
    st = play(g, st, A.EnterRoom(0))  # the exit: up to level 2's hallway, where the infected waits
    assert fake_fight.calls[-1] == ("pvp", "hall:2")
    g, st = new(3, expansion=True, test_building=b, characters=["c1", "c2", "c3"])
    st.levels[1].open = True
    st.players[2].level = 2
    st.players[2].infected = "zombie"
    st = play(g, st, A.GoToLevel(0, 2))
    assert fake_fight.calls[-1] == ("pvp", "hall:2")
