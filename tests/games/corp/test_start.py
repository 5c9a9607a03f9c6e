"""To Start the Game (NC-START), the players and teams settings (NC-COMP-03/06, NC-TEAM-01/10)."""

from __future__ import annotations

import pytest

from tabletop.games.corp import actions as A
from tests.games.corp.helpers import CARDS, game, new, play


def _weapons(p):
    return [CARDS.plot(w.card) for w in p.weapons]


def _items(p):
    return [CARDS.plot(i) for i in p.items]


@pytest.mark.parametrize("players", range(1, 7))
def test_everyone_starts_in_the_first_hallway_at_full_life_NC_START_01_COMP_03(players):
    """NC-START-01, NC-COMP-03: 1 to 6 players, each in the hallway of level 1 at its card's life."""
    _, st = new(players)
    assert len(st.players) == players
    assert len({p.character for p in st.players}) == players
    for p in st.players:
        assert p.level == 1 and p.room is None and p.alive
        assert p.life == CARDS.characters[p.character].life


@pytest.mark.parametrize("seed", range(10))
def test_solo_gear_NC_START_02_03_07_08(seed):
    """NC-START-02/03/07: solo: two random weapons and two first-aid kits from the Plot deck; undesirable
    Plots are removed from the deck."""
    _, st = new(1, seed=seed)
    p = st.players[0]
    assert len(p.weapons) == 2 and all(w.kind == "weapon" for w in _weapons(p))
    kits = [i for i in _items(p) if i.first_aid]
    assert len(kits) >= 2
    everything = st.plot_deck + [w.card for w in p.weapons] + p.items
    assert not any(not CARDS.plot(c).solo for c in everything)
    _, four = new(4, seed=seed)
    assert any(not CARDS.plot(c).solo for c in four.plot_deck)


@pytest.mark.parametrize("seed", range(10))
def test_two_players_two_plus_one_weapons_NC_START_04(seed):
    """NC-START-04: two players: two random +1D weapons each."""
    _, st = new(2, seed=seed)
    for p in st.players:
        assert [w.dice for w in _weapons(p)] == [1, 1]


@pytest.mark.parametrize("players", [3, 4])
def test_three_four_players_one_weapon_NC_START_05(players):
    """NC-START-05: 3-4 players: one random +1D weapon each."""
    _, st = new(players, seed=5)
    for p in st.players:
        assert [w.dice for w in _weapons(p)] == [1]


@pytest.mark.parametrize("players", [5, 6])
def test_five_six_players_nothing_NC_START_06(players):
    """NC-START-06: 5-6 players start with nothing."""
    _, st = new(players, seed=5)
    for p in st.players:
        assert p.weapons == [] and p.items == []


def test_gear_comes_from_the_plot_deck_NC_START_07():
    """NC-START-07: the gear is taken out of the Plot deck (nothing is copied), then the deck is shuffled."""
    g, st = new(4, seed=2)
    assert g.problems(st) == []  # every Plot card in exactly one place
    carried = [w.card for p in st.players for w in p.weapons]
    assert not set(carried) & set(st.plot_deck)


def test_charged_weapons_start_with_their_tokens_NC_PLOT_12():
    """NC-PLOT-12: a weapon with a use number comes with its charge tokens."""
    _, st = new(4, seed=0)
    for p in st.players:
        for w in p.weapons:
            uses = CARDS.plot(w.card).uses
            assert w.charges == (uses or None)


def test_extra_item_when_special_characters_were_recommended_NC_START_09_10():
    """NC-START-09/10: basic characters with three or fewer players, or with the curses, get an extra random
    item; special characters get nothing from the table."""
    _, three = new(3, seed=4)
    assert all(len(p.items) == 1 for p in three.players)
    _, four = new(4, seed=4)
    assert all(p.items == [] for p in four.players)
    _, cursed = new(4, seed=4, expansion=True)
    assert all(len(p.items) == 1 for p in cursed.players)
    _, special = new(3, seed=4, expansion=True, special=True)
    for p in special.players:
        assert CARDS.characters[p.character].special
        assert p.weapons == [] and p.items == []


def test_special_characters_only_with_the_expansion_NC_COMP_06():
    """NC-COMP-06: the core characters are basic; the special ones come with the expansion."""
    for seed in range(10):
        _, st = new(6, seed=seed)
        assert not any(CARDS.characters[p.character].special for p in st.players)
    with pytest.raises(ValueError, match="expansion"):
        game().initial_state({"players": 2, "special": True}, 1)
    with pytest.raises(ValueError, match="expansion"):
        game().initial_state({"players": 1, "characters": ["medic"]}, 1)


def test_chosen_characters_and_first_player_NC_START_11():
    """NC-START-11: any player may start; turns then pass clockwise."""
    g, st = new(3, characters=["c1", "c2", "c3"], first=2)
    assert [p.character for p in st.players] == ["c1", "c2", "c3"]
    assert st.turn.seat == 2 and st.order == [2, 0, 1]
    st = play(g, st, A.EndTurn(2))
    assert st.turn.seat == 0
    st = play(g, st, A.EndTurn(0), A.EndTurn(1))
    assert st.turn.seat == 2


def test_teams_alternate_seats_NC_TEAM_01():
    """NC-TEAM-01: equal teams seated alternately, so turns alternate between teams."""
    _, st = new(4, teams=2)
    assert st.teams == [[0, 2], [1, 3]]
    assert [p.team for p in st.players] == [0, 1, 0, 1]
    assert st.target == 40
    _, six = new(6, teams=3)
    assert six.teams == [[0, 3], [1, 4], [2, 5]]
    assert six.target == 25
    _, two_by_three = new(6, teams=2, target=30)
    assert two_by_three.teams == [[0, 2, 4], [1, 3, 5]] and two_by_three.target == 30


@pytest.mark.parametrize(("players", "teams"), [(2, 2), (3, 2), (5, 2), (4, 3), (3, 3), (1, 2)])
def test_teams_need_equal_teams_of_two_or_three_NC_TEAM_10(players, teams):
    """NC-TEAM-10: only 4 players (2x2) and 6 (2x3, 3x2) make equal teams."""
    with pytest.raises(ValueError, match="equal teams"):
        game().initial_state({"players": players, "teams": teams}, 1)


@pytest.mark.parametrize(
    "bad",
    [
        {"players": 0},
        {"players": 7},
        {"players": True},
        {"teams": 1},
        {"target": 1000},
        {"target": -1},
        {"characters": ["c1"]},
        {"characters": ["c1", "c1", "c2", "c3"]},
        {"characters": ["zzz", "c1", "c2", "c3"]},
        {"first": 4},
        {"expansion": "maybe"},
        {"colour": "red"},
        {"test_forced_faces": [7]},
    ],
)
def test_settings_are_refused_with_the_key_named(bad):
    with pytest.raises(ValueError):
        game().initial_state({"players": 4, **bad}, 1)


def test_validate_settings_fills_defaults():
    s = game().validate_settings({"players": 4, "teams": 2})
    assert s["target"] == 40 and s["expansion"] is False and s["first"] == 0
    assert game().validate_settings({"players": 4, "target": 30})["target"] == 0  # co-op: no points


def test_co_op_outcome_rule_needs_no_other_end_NC_START_12():
    """NC-START-12: the game runs until the boss dies or the party is wiped: nothing ends it at the start."""
    g, st = new(4)
    assert g.outcome(st) is None and g.to_act(st) == [0]
