"""The building set-up (NC-BUILD), checked for many seeds on a box with the rulebook's arithmetic."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games.corp.setup import room_pool
from tabletop.games.corp.state import LEVEL_SIZES
from tests.games.corp.helpers import CARDS, building, empties, new

SEEDS = range(40)


def _kind(card: str) -> str:
    return CARDS.room(card).kind


@pytest.mark.parametrize("seed", SEEDS)
def test_level_sizes_and_exits_NC_BUILD_01_03_04_05(seed):
    """NC-BUILD-01/03/04/05: levels of 30/25/20/15/10 cards, each with exactly its own Exit; the top empty."""
    _, st = new(4, seed=seed)
    assert [len(lv.stack) for lv in st.levels] == [30, 25, 20, 15, 10]
    assert [lv.number for lv in st.levels] == [1, 2, 3, 4, 5]
    for lv in st.levels:
        exits = [c for c in lv.stack if _kind(c) == "exit"]
        assert exits == [f"exit{lv.number}#1"]
    assert st.boss is None  # NC-BUILD-11: the top stays empty until Exit 5 is found


@pytest.mark.parametrize("seed", SEEDS)
def test_no_monster_below_its_level_NC_BUILD_02_06_OFFICE_01(seed):
    """NC-BUILD-02/06: monsters are stacked by their level and lie on it or higher, never lower (NC-OFFICE-01:
    one on a higher level stays there)."""
    _, st = new(4, seed=seed)
    for lv in st.levels:
        for c in lv.stack:
            r = CARDS.room(c)
            if r.kind == "monster":
                assert r.level <= lv.number, (c, lv.number)


@pytest.mark.parametrize("seed", SEEDS)
def test_core_uses_every_card_NC_BUILD_07_12(seed):
    """NC-BUILD-07: with the core set alone no card remains after level 5; the 100 cards are all placed."""
    _, st = new(4, seed=seed)
    placed = [c for lv in st.levels for c in lv.stack]
    assert st.leftovers == []
    assert Counter(placed) == Counter(room_pool(CARDS, False))
    assert len(placed) == 100


@pytest.mark.parametrize("seed", SEEDS)
def test_expansion_removes_loot_and_keeps_leftovers_NC_BUILD_08_10_AS_01(seed):
    """NC-BUILD-08/10, NC-AS-01: with the expansion the Loot cards are removed, the levels keep their sizes
    (100 cards, never more), the expansion's monsters are in, and the rest is set aside secret."""
    _, st = new(4, seed=seed, expansion=True)
    placed = [c for lv in st.levels for c in lv.stack]
    assert len(placed) == sum(LEVEL_SIZES.values()) == 100
    assert not any(_kind(c) == "loot" for c in placed + st.leftovers)
    assert len(st.leftovers) == 10
    pool = [c for c in room_pool(CARDS, True) if _kind(c) != "loot"]
    assert Counter(placed + st.leftovers) == Counter(pool)
    assert any(CARDS.room(c).expansion for c in placed)


def test_leftovers_are_drawn_with_the_next_level_NC_BUILD_04():
    """NC-BUILD-04/05: the leftovers of a level are shuffled into the next: level-1 cards reach level 2."""
    seen_low_on_two = False
    for seed in SEEDS:
        _, st = new(4, seed=seed)
        seen_low_on_two |= any(_kind(c) == "empty" for c in st.levels[1].stack)
    assert seen_low_on_two


def test_building_differs_by_seed_and_repeats_by_seed_NC_BUILD_03():
    """NC-BUILD-03: shuffled: a seed gives the same building, another seed another."""
    _, a = new(4, seed=1)
    _, b = new(4, seed=1)
    _, c = new(4, seed=2)
    assert a.levels == b.levels
    assert a.levels != c.levels


def test_custom_building_NC_BUILD_09():
    """NC-BUILD-09 (TIP 1): a building laid out by hand: exits where you want, the order you want, the boss
    you choose; every other card set aside."""
    level1 = ["exit1#1", *empties(3)]
    level2 = ["loot#1", "exit2#1"]
    _, st = new(2, test_building=building(level1, level2, boss="ceo#1"))
    assert st.levels[0].stack == level1
    assert st.levels[1].stack == level2
    assert st.levels[2].stack == []
    assert len(st.leftovers) == 100 - 6
    assert st.boss_stacks["4-6"][0] == "ceo#1"


def test_custom_building_refuses_unknown_cards_NC_BUILD_09():
    from tests.games.corp.helpers import game

    with pytest.raises(ValueError, match="no such room"):
        game().initial_state({"players": 2, "test_building": building(["nope#1"])}, 1)
    with pytest.raises(ValueError, match="twice"):
        game().initial_state({"players": 2, "test_building": building(["empty#1", "empty#1"])}, 1)


def test_the_building_is_only_for_tests_NC_BUILD_09():
    from tabletop.games.corp.game import CorpGame

    with pytest.raises(ValueError, match="only the rules' tests"):
        CorpGame(cards=CARDS).initial_state({"players": 2, "test_building": building([])}, 1)
