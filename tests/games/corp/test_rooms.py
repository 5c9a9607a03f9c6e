"""Room types (NC-ROOM), the Office Rules' last-card exit (NC-OFFICE), the map (NC-MAP)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp import events as E
from tabletop.games.corp.state import BOSS_ROOM, TOP
from tests.games.corp.helpers import building, empties, events, new, play


def _game(*levels, players=2, **kw):
    return new(players, test_building=building(*levels, **kw), characters=["c1", "c2", "c3", "c4"][:players])


def test_exit_moves_the_finder_up_and_opens_the_level_NC_ROOM_01():
    """NC-ROOM-01: the Exit sends its finder to the next level's hallway; the level opens to everyone."""
    g, st = _game(["exit1#1", "empty#1"], ["empty#2"])
    st = play(g, st, A.EnterRoom(0))
    p = st.players[0]
    assert (p.level, p.room) == (2, None)
    assert st.levels[1].open and not st.levels[2].open
    assert st.levels[0].discard == ["exit1#1"]
    st = play(g, st, A.EndTurn(0), A.GoToLevel(1, 2))
    assert st.players[1].level == 2


def test_empty_room_is_discarded_NC_ROOM_02():
    """NC-ROOM-02: an Empty Room does nothing and is discarded at once."""
    g, st = _game(["empty#1", "exit1#1"])
    st, evs = events(g, st, A.EnterRoom(0))
    assert st.levels[0].discard == ["empty#1"]
    assert any(isinstance(e.record, E.RoomDiscarded) for e in evs)
    assert st.players[0].life == 9 and st.plot_deck and st.owed == []


def test_loot_room_draws_a_plot_NC_ROOM_03():
    """NC-ROOM-03: a Loot card is discarded and a Plot card is drawn."""
    g, st = _game(["loot#1", "exit1#1"], plots=["kit#1"])
    st = play(g, st, A.EnterRoom(0))
    assert st.levels[0].discard == ["loot#1"]
    assert "kit#1" in st.players[0].items


def test_monster_starts_a_fight_NC_ROOM_04(fake_fight):
    """NC-ROOM-04: a monster must be fought: the fight starts with the revealer in its room."""
    g, st = _game(["m1#1", "exit1#1"])
    st = play(g, st, A.EnterRoom(0))
    assert fake_fight.calls == [("reveal", 0, "m1#1", ["m1#1"])]
    assert st.players[0].room == "m1#1"
    assert "m1#1" not in st.levels[0].discard


def test_exit_5_opens_the_top_and_draws_the_boss_NC_ROOM_05_BOSS_02(fake_fight):
    """NC-ROOM-05, NC-BOSS-02, NC-BUILD-11: Exit 5 sends its finder to the top hallway and draws the boss
    for the survivors; the boss fight starts when someone opens its door."""
    g, st = _game(["exit1#1"], ["exit2#1"], ["exit3#1"], ["exit4#1"], ["exit5#1"], boss="clerk#1")
    for lv in st.levels:
        lv.open = True
    st.players[0].level = 5
    assert st.boss is None
    st = play(g, st, A.EnterRoom(0))
    assert st.top_open and st.players[0].level == TOP
    assert st.boss == "clerk#1" and st.boss_for == 2
    st = play(g, st, A.EndTurn(0), A.EndTurn(1))
    assert A.EnterRoom(0) in g.legal_actions(st, 0)
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].room == BOSS_ROOM
    assert fake_fight.calls == [("boss", 0, "clerk#1")]


def test_last_card_is_the_exit_NC_OFFICE_02_03():
    """NC-OFFICE-02/03: the last Room card of a level whose exit never came is the exit, instead of its own
    effect (a Loot card draws nothing)."""
    g, st = _game(["empty#1", "loot#1"], plots=["kit#1"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    st, evs = events(g, st, A.EnterRoom(1))
    assert any(isinstance(e.record, E.RoomRevealed) and e.record.as_exit for e in evs)
    assert st.players[1].level == 2 and st.levels[1].open
    assert "kit#1" in st.plot_deck and st.players[1].items[-1:] != ["kit#1"]


def test_last_card_is_not_an_exit_once_it_is_found_NC_OFFICE_02():
    g, st = _game(["exit1#1", "loot#1"], plots=["kit#1"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0), A.EnterRoom(1))
    assert st.players[1].level == 1 and "kit#1" in st.players[1].items


def test_discard_piles_and_rooms_per_level_NC_MAP_01_02(fake_fight):
    """NC-MAP-01/02: each level keeps its discard pile; revealed rooms lie beside their level in order."""
    g, st = _game(["empty#1", "m1#1", "exit1#1"], ["empty#2", "exit2#1"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0), A.EnterRoom(1), A.EndTurn(1))
    assert st.levels[0].rooms == ["m1#1"]  # standing beside the level; the empty one is discarded
    assert st.levels[0].discard == ["empty#1"]
    assert st.levels[1].discard == []


def test_the_cursed_door_hurts_the_opener_NC_CURSE_07():
    """NC-CURSE-07: a curse acts on its level: a cursed door costs its opener life (the curse's effect)."""
    g, st = new(
        2,
        expansion=True,
        characters=["c1", "c2"],
        test_building=building(["empty#1", "exit1#1"], curses=["curse1#1"]),
    )
    assert st.levels[0].curses == ["curse1#1"]
    life = st.players[0].life
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].life == life - 1


def test_the_boss_door_refuses_the_infected_NC_CONTAG_14():
    g, st = _game(["exit1#1"])
    st.top_open = True
    st.players[0].level = TOP
    st.players[0].infected = "zombie"
    with pytest.raises(IllegalAction, match="infected"):
        g.apply(st, A.EnterRoom(0))


def test_empties_helper():
    assert empties(2, 3) == ["empty#3", "empty#4"]
