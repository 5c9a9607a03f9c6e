"""Plots (NC-PLOT) and the FAQ rulings about drawing them (NC-FAQ-05/06/07/10)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp import events as E
from tabletop.games.corp.state import Held, hall_key
from tests.games.corp.helpers import CARDS, building, empties, events, new, play

LOOTS = ["loot#1", "loot#2", "loot#3", "exit1#1", *empties(4)]


def _game(plots, players=2, **kw):
    names = ["c1", "c2", "c3", "c4"][:players]
    return new(players, test_building=building(LOOTS, plots=plots), characters=names, **kw)


def test_four_kinds_NC_PLOT_01():
    """NC-PLOT-01: the Plot deck holds events, items, traumas and weapons, beside the building."""
    _, st = _game([])
    kinds = {CARDS.plot(c).kind for c in st.plot_deck}
    assert kinds == {"event", "item", "trauma", "weapon"}


def test_item_goes_to_the_drawer_NC_PLOT_03():
    """NC-PLOT-03: an item is the drawer's at once; any number may be carried."""
    g, st = _game(["kit#1", "keyhole#1"])
    st = play(g, st, A.EnterRoom(0))
    assert "kit#1" in st.players[0].items
    st.owed.append([0, 1])
    st = play(g, st, A.Drop(0, "kit#1"), A.PickUp(0, "kit#1"))
    assert {"kit#1", "keyhole#1"} <= set(st.players[0].items)


def test_trauma_acts_at_once_NC_PLOT_05():
    """NC-PLOT-05: a trauma is the drawer's and acts at once (Limp: life over the new most is lost)."""
    g, st = _game(["limp#1"])
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].traumas == ["limp#1"]
    assert st.players[0].life == CARDS.characters["c1"].life - 2


def test_weapon_falls_to_the_floor_NC_PLOT_06():
    """NC-PLOT-06: a drawn weapon appears on the floor of the drawer's area, not in hand."""
    g, st = _game(["axe#1"])
    st = play(g, st, A.EnterRoom(0))
    assert [w.card for w in st.areas["loot#1"].weapons] == ["axe#1"]
    assert "axe#1" not in [w.card for w in st.players[0].weapons]


def test_found_weapons_claimed_in_turn_order_NC_PLOT_07_17_TEAM_09():
    """NC-PLOT-07/17, NC-TEAM-09: at the end of the finder's turn, each player in that area in turn order
    from the finder may take it; the rest lies on the floor."""
    g, st = _game(["axe#1"], players=3)
    for p in st.players:
        st.plot_deck += [w.card for w in p.weapons]
        p.weapons = []
    st.players[0].room = None
    # everyone stands in the hallway; seat 0 draws there (a Plot owed)
    st.owed.append([0, 1])
    item = "kit#2"
    st.plot_deck.remove(item)
    st.players[0].items.append(item)
    st = play(g, st, A.Drop(0, item))  # the owed Plot is drawn after this action: the axe falls here
    assert st.areas[hall_key(1)].found == ["axe#1"]
    st = play(g, st, A.EndTurn(0))
    assert st.turn.step == "claim" and st.turn.claim_order == [0, 1, 2]
    assert g.to_act(st) == [0]
    st = play(g, st, A.Claim(0))
    assert g.to_act(st) == [1]
    assert A.Claim(1, "axe#1") in g.legal_actions(st, 1)
    st = play(g, st, A.Claim(1, "axe#1"))
    assert [w.card for w in st.players[1].weapons] == ["axe#1"]
    assert st.turn.step == "begin" and st.turn.seat == 1


def test_claims_left_lying_stay_on_the_floor_NC_PLOT_17():
    g, st = _game(["axe#1"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    assert st.turn.claim_order == [0]
    with pytest.raises(IllegalAction, match="two weapons"):
        g.apply(st, A.Claim(0, "axe#1"))
    st = play(g, st, A.Claim(0))
    assert [w.card for w in st.areas["loot#1"].weapons] == ["axe#1"]
    assert st.areas["loot#1"].found == [] and st.turn.seat == 1


def test_event_plays_then_is_discarded_NC_PLOT_02():
    """NC-PLOT-02: an event plays at once and is discarded."""
    g, st = _game(["party#1"])
    st.players[0].life = 5
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].life == 6
    assert st.plot_discard == ["party#1"]


def test_vending_machine_stays_until_its_tokens_are_gone_NC_PLOT_02():
    """NC-PLOT-02: a vending machine stays in its room, its tokens healing, and goes when empty."""
    g, st = _game(["vending#1"])
    st.players[0].life = 3
    st = play(g, st, A.EnterRoom(0))
    assert [m.card for m in st.areas["loot#1"].machines] == ["vending#1"]
    st = play(g, st, A.UseMachine(0, "vending#1"))
    assert st.players[0].life == 5 and st.areas["loot#1"].machines[0].tokens == 1
    st = play(g, st, A.UseMachine(0, "vending#1"))
    assert st.areas["loot#1"].machines == [] and st.plot_discard == ["vending#1"]


def test_machine_heals_never_above_the_card_NC_FAQ_01():
    """NC-FAQ-01: nobody heals above their card's life."""
    g, st = _game(["vending#1"])
    st.players[0].life = 8
    st = play(g, st, A.EnterRoom(0), A.UseMachine(0, "vending#1"))
    assert st.players[0].life == 9
    with pytest.raises(IllegalAction, match="not hurt"):
        g.apply(st, A.UseMachine(0, "vending#1"))


def test_thrown_out_then_weapon_in_the_hallway_NC_FAQ_05():
    """NC-FAQ-05: two Plots, the first sends you to the hallway: a weapon second falls in the hallway."""
    g, st = _game(["bonanza#1", "throw#1", "axe#1"])
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].room is None
    assert [w.card for w in st.areas[hall_key(1)].weapons] == ["axe#1"]


def test_thrown_out_then_boom_still_hurts_NC_FAQ_06():
    """NC-FAQ-06: ... and Boom! second still gets you, and whoever shares the hallway."""
    g, st = _game(["bonanza#1", "throw#1", "boom#1"])
    st = play(g, st, A.EnterRoom(0))
    assert st.players[0].life == CARDS.characters["c1"].life - 2
    assert st.players[1].life == CARDS.characters["c2"].life - 2


def test_thrown_out_then_still_alive_fights_in_the_hallway_NC_FAQ_07(fake_fight):
    """NC-FAQ-07: ... and It's still alive! second: the fight is in the hallway."""
    g, st = _game(["bonanza#1", "throw#1", "alive#1"])
    st.levels[0].discard.append("m1#1")
    st.leftovers.remove("m1#1")
    st = play(g, st, A.EnterRoom(0))
    assert fake_fight.calls == [("reveal", 0, hall_key(1), ["m1#1"])]
    assert "m1#1" not in st.levels[0].discard


def test_wandering_monster_returns_undamaged_NC_FAQ_10():
    """NC-FAQ-10: a killed monster shuffled back into the stack comes back without its damage (a card in a
    stack carries nothing)."""
    g, st = _game(["wander#1"])
    st.levels[0].discard.append("m1#1")
    st.leftovers.remove("m1#1")
    st = play(g, st, A.EnterRoom(0))
    assert "m1#1" in st.levels[0].stack and "m1#1" not in st.levels[0].discard


def test_drain_and_charges_NC_PLOT_12_15():
    """NC-PLOT-12/15: weapons with a use number keep charge tokens (an event drains one); a weapon without
    one has none to lose."""
    g, st = _game(["outage#1"])
    st.plot_deck += [w.card for w in st.players[0].weapons]
    st.players[0].weapons = [Held("stapler#4", 3), Held("pipe#6")]
    st.plot_deck.remove("stapler#4")
    st.plot_deck.remove("pipe#6")
    st = play(g, st, A.EnterRoom(0))
    assert [w.charges for w in st.players[0].weapons] == [2, None]


def test_empty_deck_takes_the_discard_NC_PLOT_16():
    """NC-PLOT-16: an empty Plot deck is its discard pile shuffled."""
    g, st = _game(["kit#1"])
    rest = st.plot_deck[1:]
    st.plot_deck = ["kit#1"]
    st.plot_discard = rest
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0))
    assert st.plot_deck == []
    st, evs = events(g, st, A.EnterRoom(1))
    shuffled = [e.record for e in evs if isinstance(e.record, E.PlotsReshuffled)]
    assert shuffled and shuffled[0].cards == len(rest)
    drawn = [e.record.card for e in evs if isinstance(e.record, E.PlotDrawn)]
    assert drawn and drawn[0] in rest and drawn[0] not in st.plot_deck


def test_exploits_are_allowed_NC_FAQ_13():
    """NC-FAQ-13: legal combinations are never forbidden: drop a kit, let a friend pick it up, heal you."""
    g, st = _game(["kit#1"])
    st = play(g, st, A.EnterRoom(0), A.EndTurn(0), A.EndTurn(1))
    st.players[0].life = 4
    st = play(g, st, A.UseItem(0, "kit#1", target=0))
    assert st.players[0].life == 7


def test_the_finder_chooses_first_even_off_turn_NC_PLOT_07():
    """NC-PLOT-07: priority starts with the player who found the weapon (a helper's loot on another's turn)."""
    g, st = _game(["axe#1"], players=3)
    for p in st.players:
        st.plot_deck += [w.card for w in p.weapons]
        p.weapons = []
    st.owed.append([1, 1])  # seat 1 dealt a killing blow on seat 0's turn: its loot
    st.plot_deck.remove("kit#2")
    st.players[0].items.append("kit#2")
    st = play(g, st, A.Drop(0, "kit#2"), A.EndTurn(0))
    assert st.turn.claim_order == [1, 2, 0]


def test_a_weapon_found_this_turn_waits_for_the_claim_nobody_picks_it_up_first_NC_PLOT_07_17():
    """NC-PLOT-07/17: a weapon found this turn is taken only at the turn's end, in turn order from the
    finder. A play-test took a helper's find with a plain pick-up in the End step, before the finder
    chose; now a found weapon is no pick-up until the claim has passed it by."""
    g, st = _game(["axe#1"], players=3)
    for p in st.players:
        st.plot_deck += [w.card for w in p.weapons]
        p.weapons = []
    st.players[0].room = None
    st.owed.append([1, 1])  # seat 1's killing blow on seat 0's turn: the axe is its find
    item = "kit#2"
    st.plot_deck.remove(item)
    st.players[0].items.append(item)
    st = play(g, st, A.Drop(0, item))
    assert st.areas[hall_key(1)].found == ["axe#1"]
    assert not any(isinstance(a, A.PickUp) and a.card == "axe#1" for a in g.legal_actions(st, 0))
    with pytest.raises(IllegalAction):
        play(g, st, A.PickUp(0, "axe#1"))
    st = play(g, st, A.EndTurn(0))
    assert st.turn.step == "claim" and st.turn.claim_order[0] == 1  # the finder first


def test_a_room_drawn_again_keeps_the_monster_left_fighting_in_it_NC_FAQ_10_NC_FAQ_07():
    """r19 (found by the stateful engine test, six players with the expansion): "It's still alive!" brought
    a monster back into a room whose party then escaped, so it stayed there abandoned (NC-FAQ-07); that
    room's own card later wandered back into its stack (NC-FAQ-10) and was drawn again. The room was made
    anew with its floor but not the monster in it: the monster's card vanished from the game. It stays, and
    fights beside the room's own monster (NC-CONTAG-16)."""
    from tabletop.core.protocol import problems
    from tabletop.games.corp.state import Area, Foe

    g, st = _game([])
    for c in ("m1#1", "m1#2"):
        st.leftovers.remove(c)
    st.levels[0].stack.insert(0, "m1#1")  # the room's card, back on top of the stack
    st.areas["m1#1"] = Area(level=1, foes=[Foe(card="m1#2", damage=1)], discarded=True)
    assert not problems(g, st)
    st = play(g, st, A.EnterRoom(0))
    assert [f.card for f in st.areas["m1#1"].foes] == ["m1#2", "m1#1"]
    assert st.areas["m1#1"].foes[0].damage == 1 and st.fight is not None and st.fight.area == "m1#1"
    assert not problems(g, st)


def test_a_vending_machine_heals_in_one_line_of_the_log_NC_PLOT_02():
    """Play-test r23: one heal made two lines (the machine's, then "Player 1 heals 2 with ..."): one line,
    with the life given, the life it comes to and the tokens left."""
    g, st = _game(["vending#1"])
    st.players[0].life = 3
    st = play(g, st, A.EnterRoom(0))
    st, evs = events(g, st, A.UseMachine(0, "vending#1"))
    said = [e.text for e in evs if e.text]
    assert said == [f"Player 1 uses {CARDS.name('vending#1')}: +2 life (5 life; 1 token left)"], said
