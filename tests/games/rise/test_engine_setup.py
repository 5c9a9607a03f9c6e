"""Rise set-up, settings and the seat rules (RN-SETUP, RN-TURN-01, RN-CONT-06)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import HIDDEN
from tests.games.rise.test_engine_kit import G, new


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_RN_SETUP_05_07_08_14_16_decks_hands_and_the_valley(players):
    st = new(players)
    assert len(st.item_deck) == 24 and len(st.spell_deck) == 24 and len(st.dungeon_deck) == 30
    from tabletop.games.rise.content import cards

    cs = cards()
    for p in st.players:
        assert sum(x in cs.necromancers for x in p.hand) == 3  # RN-SETUP-07
        assert sum(x in cs.apprentices for x in p.hand) == 3  # RN-SETUP-08
        assert (
            p.space == "valley" and not any(p.stock.values()) and not any(p.army.values())
        )  # RN-SETUP-14, RN-SETUP-16
        assert p.necromancer is None and not p.spells and not p.items
    assert len(st.box) == 2 * (16 - 3 * players)  # the rest go back in the box
    assert st.side == ("small" if players <= 3 else "large")  # RN-SETUP-02
    assert not G.problems(st)


def test_RN_SETUP_10_11_only_the_tied_lowest_roll_again_and_black_starts():
    # Seats 0, 1, 2 roll 2, 2, 5: seats 0 and 1 tie for lowest and roll again: 4, 3 -> seat 1.
    st = new(3, rolls=[2, 2, 5, 4, 3])
    assert st.rolloff == [[2, 12, 25], [4, 13]]
    assert st.order == [1, 2, 0]  # RN-SETUP-15, RN-TURN-01: black first, then to the right
    assert G.to_act(st) == [1] and st.players[1].colour == "black"
    events = G.setup_events(st)
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 2 and "roll again" in rolls[0].text
    deals = [e for e in events if e.kind == "deal"]
    assert all(e.to == (e.data["seat"],) and e.public for e in deals)  # RN-SETUP-09


def test_settings_refused_and_filled():
    g = RiseGame()
    for bad in ({"players": 1}, {"players": 6}, {"side": "huge"}, {"pvp": "yes"}, {"round_limit": 5}, {"nope": 1}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            g.initial_state(bad, 0)
    with pytest.raises(ValueError, match="test_forced_faces"):
        g.initial_state({"test_forced_faces": [1]}, 0)
    assert g.validate_settings({"players": 4}) == {"players": 4, "side": "large", "pvp": False, "round_limit": 150}


def test_a_seat_may_act_only_on_its_turn_and_actions_are_bounded():
    st = new(2)
    other = 1
    for action in G.legal_actions(st, 0):
        forged = G.decode_action({**G.encode_action(action), "seat": other})
        with pytest.raises(IllegalAction):
            G.apply(st, forged)
    with pytest.raises(IllegalAction, match="long"):
        G.apply(st, A.PlayCard(0, "x" * 200))
    with pytest.raises(IllegalAction):
        G.apply(st, A.Raise(0, "zombie", 99))
    assert G.decode_action(G.encode_action(A.Pick(0, "a", ("b", "c")))) == A.Pick(0, "a", ("b", "c"))


def test_RN_SETUP_09_views_hide_hands_decks_and_the_box():
    st = new(3)
    v = G.view(st, 0)
    assert v.players[0].hand == st.players[0].hand
    assert v.players[1].hand == [HIDDEN] * 6 and v.players[2].hand == [HIDDEN] * 6
    assert set(v.item_deck) == {HIDDEN} and set(v.dungeon_deck) == {HIDDEN} and set(v.box) == {HIDDEN}
    assert G.view(st, None).players[0].hand == [HIDDEN] * 6
