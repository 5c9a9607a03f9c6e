"""The turn (NC-TURN): its steps, the free actions, the one flip, the areas, and the refusals."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import Held, Machine, hall_key
from tests.games.corp.helpers import building, empties, new, play

B1 = building(["empty#1", "empty#2", "exit1#1", *empties(5, 3)], ["empty#10", "exit2#1", "empty#11"])


def _two(**kw):
    return new(2, test_building=B1, characters=["c1", "c2"], **kw)


def test_steps_begin_flip_end_NC_TURN_01_06():
    """NC-TURN-01/06: Beginning, the one flip of Exploration, then End (no second flip)."""
    g, st = _two()
    assert st.turn.step == "begin"
    st = play(g, st, A.EnterRoom(0))
    assert st.turn.step == "end" and st.turn.flipped
    assert A.EnterRoom(0) not in g.legal_actions(st, 0)
    with pytest.raises(IllegalAction, match="not now"):
        g.apply(st, A.LeaveRoom(0))
    st = play(g, st, A.EndTurn(0))
    assert st.turn.seat == 1 and st.turn.step == "begin" and not st.turn.flipped


def test_exploring_is_optional_NC_TURN_12():
    """NC-TURN-12: a turn may end from its beginning without a flip."""
    g, st = _two()
    st = play(g, st, A.EndTurn(0))
    assert st.turn.seat == 1
    assert st.players[0].room is None and len(st.levels[0].stack) == 8


def test_new_room_draws_the_top_card_NC_TURN_07():
    """NC-TURN-07: a new room is the next Room card of the level, resolved at once."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].room == "empty#1"
    assert st.levels[0].stack[0] == "empty#2"


def test_stays_in_a_discarded_room_NC_TURN_14():
    """NC-TURN-14: after an Empty Room the player stays in that area until a later flip."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0))
    assert st.areas["empty#1"].discarded and st.players[0].room == "empty#1"
    st = play(g, st, A.EndTurn(0), A.EndTurn(1))
    assert A.LeaveRoom(0) in g.legal_actions(st, 0)
    st = play(g, st, A.LeaveRoom(0))
    assert st.players[0].room is None


def test_one_flip_and_no_room_to_room_NC_TURN_10():
    """NC-TURN-10: a player in a room cannot open another door; back to the hallway only on a later turn."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0), A.EndTurn(1))
    with pytest.raises(IllegalAction, match="flip back"):
        g.apply(st, A.EnterRoom(0))
    assert A.EnterRoom(0) not in g.legal_actions(st, 0)


M1 = building(["m1#1", "empty#1", "exit1#1", *empties(5, 3)])


def test_enter_a_revealed_room_with_a_player_or_monster_NC_TURN_08_ABAN_03(fake_fight):
    """NC-TURN-08: from the hallway into a revealed room of the level holding another player or an
    abandoned monster; the monster fights the one coming in (NC-ABAN-03, corp-fight's start_abandoned)."""
    g, st = new(2, test_building=M1, characters=["c1", "c2"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    assert fake_fight.calls == [("reveal", 0, "m1#1", ["m1#1"])]
    assert A.EnterRevealed(1, "m1#1") in g.legal_actions(st, 1)
    st = play(g, st, A.EnterRevealed(1, "m1#1"))
    assert st.players[1].room == "m1#1" and st.turn.step == "end"
    assert fake_fight.calls[-1] == ("abandoned", 1, "m1#1")


def test_an_empty_revealed_room_is_not_entered_NC_TURN_08(fake_fight):
    """NC-TURN-08: a revealed room with nobody and nothing in it cannot be entered."""
    g, st = new(2, test_building=M1, characters=["c1", "c2"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    st.areas["m1#1"].foes.clear()  # (as if the monster vanished; the room stands)
    st.levels[0].discard.append("m1#1")
    st.areas["m1#1"].discarded = True
    st.players[0].room = None
    with pytest.raises(IllegalAction, match="discarded"):
        g.apply(st, A.EnterRevealed(1, "m1#1"))


def test_a_vending_machine_room_is_entered_NC_TURN_13():
    """NC-TURN-13: a room with a vending machine may be entered (even though its card is discarded)."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0))
    st.areas["empty#1"].machines.append(Machine("vending#1", 2))
    st.plot_deck.remove("vending#1")
    st = play(g, st, A.EndTurn(0))
    assert A.EnterRevealed(1, "empty#1") in g.legal_actions(st, 1)
    st = play(g, st, A.EnterRevealed(1, "empty#1"))
    assert st.players[1].room == "empty#1"


def test_discarded_rooms_cannot_be_entered_NC_TURN_09_14():
    """NC-TURN-09/14: a discarded room is closed, even to join the player standing in it."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    assert st.players[0].room == "empty#1"
    with pytest.raises(IllegalAction, match="discarded"):
        g.apply(st, A.EnterRevealed(1, "empty#1"))


def test_weapons_left_in_a_discarded_room_can_be_fetched_NC_TURN_08():
    """NC-TURN-08: a room with a weapon on its floor may be entered to fetch it, its card discarded or not
    (the rulebook: "a player might need several turns to go through each room and collect dropped weapons")."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0))
    w = st.players[0].weapons[0].card
    st = play(g, st, A.Drop(0, w), A.EndTurn(0), A.EndTurn(1), A.LeaveRoom(0), A.EndTurn(0))
    assert A.EnterRevealed(1, "empty#1") in g.legal_actions(st, 1)
    st = play(g, st, A.EnterRevealed(1, "empty#1"), A.PickUp(1, w, drop=st.players[1].weapons[0].card))
    assert w in [x.card for x in st.players[1].weapons]


def test_pick_up_at_beginning_and_end_NC_TURN_02():
    """NC-TURN-02: a weapon on the floor of your area is picked up at the beginning or the end."""
    g, st = _two()
    st.areas[hall_key(1)].weapons.append(Held("axe#1"))
    st.plot_deck.remove("axe#1")
    st.players[0].weapons = st.players[0].weapons[:1]
    extra = [w.card for w in _two()[1].players[0].weapons][1:]
    st.plot_deck.extend(extra)
    assert A.PickUp(0, "axe#1") in g.legal_actions(st, 0)
    st = play(g, st, A.PickUp(0, "axe#1"))
    assert [w.card for w in st.players[0].weapons][-1] == "axe#1"
    st = play(g, st, A.Drop(0, "axe#1"), A.EnterRoom(0))
    with pytest.raises(IllegalAction, match="not on the floor"):
        g.apply(st, A.PickUp(0, "axe#1"))  # NC-TURN-11: the hallway is another area


def test_two_weapons_at_most_NC_PLOT_08():
    """NC-PLOT-08: at two weapons, taking a third leaves one on the floor."""
    g, st = _two()
    assert len(st.players[0].weapons) == 2
    st.areas[hall_key(1)].weapons.append(Held("axe#1"))
    st.plot_deck.remove("axe#1")
    with pytest.raises(IllegalAction, match="two weapons"):
        g.apply(st, A.PickUp(0, "axe#1"))
    old = st.players[0].weapons[0].card
    st = play(g, st, A.PickUp(0, "axe#1", drop=old))
    assert len(st.players[0].weapons) == 2
    assert [w.card for w in st.areas[hall_key(1)].weapons] == [old]


def test_trade_in_the_same_area_NC_TURN_03():
    """NC-TURN-03: weapons and items go to a player in the same area, never to one elsewhere."""
    g, st = new(3, test_building=B1, characters=["c1", "c2", "c3"])
    w = st.players[0].weapons[0].card
    st = play(g, st, A.Give(0, w, 2))
    assert w in [x.card for x in st.players[2].weapons]
    item = st.players[0].items[0]
    st = play(g, st, A.Give(0, item, 1))
    assert item in st.players[1].items
    st = play(g, st, A.EnterRoom(0))
    with pytest.raises(IllegalAction, match="in your area"):
        g.apply(st, A.Give(0, st.players[0].items[0] if st.players[0].items else w, 1))


def test_traumas_cannot_be_traded_NC_PLOT_05():
    """NC-PLOT-05: a trauma is never traded."""
    g, st = _two()
    st.players[0].traumas.append("pony#1")
    st.plot_deck.remove("pony#1")
    with pytest.raises(IllegalAction, match="traumas"):
        g.apply(st, A.Give(0, "pony#1", 1))


def test_levels_open_with_their_exit_NC_TURN_04_05_ROOM_01():
    """NC-TURN-04/05, NC-ROOM-01: level 2 is closed until the exit of level 1 is found; then anyone in a
    hallway moves to any open level in one action."""
    g, st = _two()
    with pytest.raises(IllegalAction, match="not open"):
        g.apply(st, A.GoToLevel(0, 2))
    st = play(g, st, A.EndTurn(0), A.EnterRoom(1), A.EndTurn(1))  # empty#1
    st = play(g, st, A.EnterRoom(0))  # empty#2
    st = play(g, st, A.EndTurn(0), A.EndTurn(1), A.LeaveRoom(0), A.EndTurn(0))
    st = play(g, st, A.LeaveRoom(1), A.EndTurn(1), A.EnterRoom(0))  # exit1
    assert st.players[0].level == 2 and st.players[0].room is None
    assert st.levels[1].open
    st = play(g, st, A.GoToLevel(0, 1), A.GoToLevel(0, 2), A.EndTurn(0))
    assert A.GoToLevel(1, 2) in g.legal_actions(st, 1)
    st = play(g, st, A.GoToLevel(1, 2))
    assert st.players[1].level == 2


def test_level_moves_only_from_a_hallway_NC_TURN_04():
    g, st = _two()
    st.levels[1].open = True
    st = play(g, st, A.EnterRoom(0))
    with pytest.raises(IllegalAction, match="hallway"):
        g.apply(st, A.GoToLevel(0, 2))


def test_any_open_level_in_one_move_NC_TURN_05():
    """NC-TURN-05: to any available level in one action, not only the next."""
    g, st = _two()
    for lv in st.levels[:3]:
        lv.open = True
    st = play(g, st, A.GoToLevel(0, 3))
    assert st.players[0].level == 3
    with pytest.raises(IllegalAction, match="not open"):
        g.apply(st, A.GoToLevel(0, 4))


def test_areas_are_separate_NC_TURN_11():
    """NC-TURN-11: each room and each hallway is its own area: a weapon dropped in a room lies there only."""
    g, st = _two()
    st = play(g, st, A.EnterRoom(0))
    w = st.players[0].weapons[0].card
    st = play(g, st, A.Drop(0, w))
    assert [x.card for x in st.areas["empty#1"].weapons] == [w]
    assert st.areas[hall_key(1)].weapons == []
    st = play(g, st, A.EndTurn(0))
    assert A.PickUp(1, w) not in g.legal_actions(st, 1)


def test_other_seats_are_refused_in_words():
    """No seat acts for another: a refusal names whose turn it is."""
    g, st = _two()
    with pytest.raises(IllegalAction, match="not your turn"):
        g.apply(st, A.EndTurn(1))
    with pytest.raises(IllegalAction, match="not your turn"):
        g.apply(st, A.EnterRoom(1))
    assert g.legal_actions(st, 1) == []


def test_refusals_for_cards_not_held():
    g, st = _two()
    with pytest.raises(IllegalAction, match="do not carry"):
        g.apply(st, A.Drop(0, "axe#1"))
    with pytest.raises(IllegalAction, match="not on the floor"):
        g.apply(st, A.PickUp(0, "axe#1"))
    with pytest.raises(IllegalAction, match="do not carry"):
        g.apply(st, A.UseItem(0, "kit#1"))
    with pytest.raises(IllegalAction):
        g.apply(st, A.Claim(0))
    with pytest.raises(IllegalAction, match="longer"):
        g.apply(st, A.Drop(0, "x" * 100))


def test_no_door_left_NC_TURN_07():
    g, st = new(2, test_building=building([]), characters=["c1", "c2"])
    with pytest.raises(IllegalAction, match="no door"):
        g.apply(st, A.EnterRoom(0))


def test_drop_is_offered_for_each_weapon_and_item_and_never_a_trauma_NC_TURN_11():
    """NC-TURN-11 / NC-PLOT (items "discarded whenever you want"): at the Beginning and End of your turn you
    may leave any weapon or item you carry on your area's floor; the engine lists each such Drop, so the
    table and the bots can choose it; never a trauma, never out of turn."""
    g, st = _two()
    p = st.players[0]
    for card in ("kit#1", "pony#1"):  # from the deck, so every card stays in one place
        st.plot_deck.remove(card)
    p.items.append("kit#1")
    p.traumas.append("pony#1")
    drops = [a for a in g.legal_actions(st, 0) if isinstance(a, A.Drop)]
    assert sorted(a.card for a in drops) == sorted([w.card for w in p.weapons] + list(dict.fromkeys(p.items)))
    assert "kit#1" in p.items and "pony#1" not in [a.card for a in drops]
    assert not any(isinstance(a, A.Drop) for a in g.legal_actions(st, 1))
    for a in drops:  # every one offered is accepted
        play(g, st, a)
    st = play(g, st, drops[0])
    assert not any(isinstance(a, A.Drop) and a.card == drops[0].card for a in g.legal_actions(st, 0))
    assert drops[0].card in [w.card for w in st.areas[hall_key(1)].weapons] + st.areas[hall_key(1)].items
