"""Rise rules through the engine: phase 5 Dominion counters and the win (RN-DOM, RN-WIN), and the
round-limit safety net (a documented deviation: after `round_limit` rounds the most counters win)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.state import counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts

TWELVE = (("gallowmere", 3), ("ravenspire", 3), ("vexmoor", 3), ("saltgrave", 3))


def _top(st, card):
    for pile in (st.dungeon_deck, st.dungeon_discard):
        if card in pile:
            pile.remove(card)
    st.dungeon_deck.insert(0, card)
    return st


def _troll(st, seat=0, win=True):
    """Seat `seat` at the Ashen Fields, the Troll Chieftain on top; its Necromancer hits (1) or misses (6)."""
    st = _top(scene(st, seat, "move", "ashen_fields", dice=[1 if win else 6, 6, 6]), "troll_chieftain")
    return st


def _twelve(st, seat=0):
    for space, n in TWELVE:
        own(st, seat, space, n)
    return st


def test_RN_DOM_01_phase_5_places_for_cards_played_and_spaces_won():
    """RN-DOM-01: a Spell played this turn puts a counter on the track at phase 5; a turn with nothing
    played and no City, Dungeon or Academy places none."""
    st = scene(new(), 0, "play", "valley", dice=[1])
    st.players[0].hand = ["weaken_1"]
    st, _ = act(st, A.PlayCard(0, "weaken_1"))
    assert st.players[0].spell_track == 0  # not before phase 5
    st, ev = act(st, A.Move(0, "ashen_fields"))
    assert st.players[0].spell_track == 1 and counters_placed(st, 0) == 1
    kinds = [e.kind for e in ev]
    assert kinds.index("roll") < kinds.index("dominion")
    quiet = scene(new(), 0, "move", "valley", dice=[1])
    quiet, ev = act(quiet, A.Move(0, "ashen_fields"))
    assert counters_placed(quiet, 0) == 0 and "dominion" not in [e.kind for e in ev]


@pytest.mark.parametrize(
    "spells,track",
    [
        (["weaken_1"], 1),
        (["weaken_1", "death_bolt_1"], 1),
        (["weaken_1", "weaken_2", "death_bolt_1"], 2),
        (["mist_walk_1", "mist_walk_2", "mist_walk_3"], 3),
        (["weaken_1", "weaken_2", "weaken_3", "weaken_4"], 3),
    ],
)
def test_RN_DOM_02_the_spell_track_is_the_most_spells_of_one_colour(spells, track):
    """RN-DOM-02: 1 for any Spell, 2 or 3 for two or three of one colour, 3 at most."""
    st = scene(new(), 0, "move", "ashen_fields")
    st.players[0].spells = list(spells)
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].spell_track == track and counters_placed(st, 0) == track


@pytest.mark.parametrize(
    "items,track",
    [
        (["bone_wand"], 1),
        (["bone_wand", "blood_chalice"], 1),
        (["bone_wand", "ossuary_key", "blood_chalice"], 2),
        (["bone_wand", "ossuary_key", "skull_lantern", "tome_of_bones"], 3),
    ],
)
def test_RN_DOM_03_the_item_track_works_like_the_spell_track(items, track):
    """RN-DOM-03: 1, 2 or 3 for one, two or three Items of one colour (at most 3)."""
    st = scene(new(), 0, "move", "ashen_fields")
    st.players[0].items = list(items)
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].item_track == track


def test_RN_DOM_06_a_new_headmaster_places_two():
    """RN-DOM-06: two counters on the Academy space."""
    st = give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=6)
    st, _ev = act(st, A.Move(0, "academy_of_mist"))
    assert st.dominion["academy_of_mist"].seat == 0 and st.dominion["academy_of_mist"].count == 2
    assert counters_placed(st, 0) == 2


def test_RN_DOM_07_a_dungeon_success_places_one_and_a_failure_none():
    """RN-DOM-07: one counter on the Dungeon won; none after a lost fight."""
    won, _ = act(_troll(new()), A.Move(0, "ossuary_pit"))
    assert won.dominion["ossuary_pit"].count == 1 and counters_placed(won, 0) == 1
    lost, _ev = act(_troll(new(), win=False), A.Move(0, "ossuary_pit"))
    assert "ossuary_pit" not in lost.dominion and counters_placed(lost, 0) == 0


def test_RN_DOM_08_opposing_counters_go_back_only_when_you_place_yours():
    """RN-DOM-08: a lost Dungeon fight leaves the rival's counter; a won one returns it as yours goes down."""
    lost, _ = act(own(_troll(new(), win=False), 1, "ossuary_pit", 1), A.Move(0, "ossuary_pit"))
    assert lost.dominion["ossuary_pit"].seat == 1 and counters_placed(lost, 1) == 1
    won, ev = act(own(_troll(new()), 1, "ossuary_pit", 1), A.Move(0, "ossuary_pit"))
    assert won.dominion["ossuary_pit"].seat == 0 and counters_placed(won, 1) == 0
    assert "return to them" in texts(ev)
    # a City lost alive: the owner's counters stay
    city = own(scene(new(), 0, "move", "crowfoot_moor", dice=[6, 6]), 1, "hollowell", 1)
    city, _ = act(city, A.Move(0, "hollowell"))
    assert city.dominion["hollowell"].seat == 1


def test_RN_DOM_09_the_13th_counter_ends_the_game_at_once():
    """RN-DOM-09: with 12 placed, the first of the Headmaster's two counters wins; nothing more happens."""
    st = _twelve(give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=6))
    assert counters_placed(st, 0) == 12 and G.outcome(st) is None
    st, ev = act(st, A.Move(0, "academy_of_mist"))
    out = G.outcome(st)
    assert out is not None and out.winners == (0,) and out.points[0] == 13
    assert st.dominion["academy_of_mist"].count == 1  # the second counter is never placed
    assert G.to_act(st) == [] and "turn" not in [e.kind for e in ev][-1:]
    with pytest.raises(IllegalAction, match="over"):
        G.apply(st, A.EndPlay(1))


def test_RN_DOM_11_counters_are_placed_in_phase_5_one_at_a_time_checking_the_win():
    """RN-DOM-11: the track counter earned by a Spell comes first and is the 13th: the City's counter
    earned in phase 4 is then never placed."""
    st = _twelve(scene(new(), 0, "play", "valley", dice=[6, 6]))
    st.players[0].hand = ["weaken_1"]
    st, _ = act(st, A.PlayCard(0, "weaken_1"))
    st, ev = act(st, A.Move(0, "mudwick"))  # conquered (no towers, both miss)
    kinds = [e.kind for e in ev]
    assert "conquer" in kinds and kinds.index("conquer") < kinds.index("dominion")
    assert st.players[0].spell_track == 1 and "mudwick" not in st.dominion
    assert G.outcome(st).winners == (0,) and counters_placed(st, 0) == 13


def test_RN_DOM_12_track_counters_missed_by_a_death_come_at_the_next_phase_5():
    """RN-DOM-12: a Spell played on a turn the Necromancer dies is counted at the next phase 5 reached."""
    st = scene(new(), 0, "play", "crowfoot_moor", dice=[6, 1])
    st.players[0].hand = ["weaken_1"]
    st, _ = act(st, A.PlayCard(0, "weaken_1"))
    st, ev = act(st, A.Move(0, "hollowell"))  # the City's power-2 attack rolls 1: dead
    assert "dies" in texts(ev) and st.players[0].spell_track == 0
    nxt = scene(st, 0, "move", "valley", dice=[1], number=st.turn.number + 1)
    nxt, _ = act(nxt, A.Move(0, "ashen_fields"))
    assert nxt.players[0].spell_track == 1


def test_RN_DOM_13_tracks_never_go_down():
    """RN-DOM-13: a used once Item still counts; a track already above what the cards give stays."""
    st = scene(new(), 0, "move", "ashen_fields")
    st.players[0].items, st.players[0].used = ["rotting_tome"], ["rotting_tome"]
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].item_track == 1
    st = scene(st, 0, "move", "valley", dice=[1], number=st.turn.number + 2)
    st.players[0].spell_track = 2  # e.g. placed earlier; the cards now give 0
    st, _ = act(st, A.Move(0, "ashen_fields"))
    assert st.players[0].spell_track == 2 and st.players[0].item_track == 1


def test_RN_DOM_14_returned_counters_can_be_placed_again():
    """RN-DOM-14: seat 1's 12 placed drop to 11 when seat 0 takes its Dungeon; seat 1 then reaches 12 and 13
    again with the counters it got back."""
    st = _twelve(new(), 1)
    st.dominion.pop("saltgrave")
    own(st, 1, "ossuary_pit", 1)
    own(st, 1, "lich_s_cellar", 2)  # 9 + 1 + 2 = 12
    assert counters_placed(st, 1) == 12
    st, _ = act(_troll(st), A.Move(0, "ossuary_pit"))
    assert counters_placed(st, 1) == 11 and G.outcome(st) is None
    st = _top(scene(st, 1, "move", "valley", dice=[1, 6, 6]), "troll_chieftain")
    st.players[1].space = "ashen_fields"
    st.players[0].space = "valley"
    st, _ = act(st, A.Move(1, "ossuary_pit"))
    assert st.dominion["ossuary_pit"].seat == 1 and counters_placed(st, 1) == 12 and G.outcome(st) is None
    st = give(scene(st, 1, "move", "whispering_stacks"), 1, ghost=6)
    st, _ = act(st, A.Move(1, "academy_of_mist"))
    assert G.outcome(st).winners == (1,) and counters_placed(st, 1) == 13


def test_RN_WIN_02_thirteen_on_the_boards_at_once_tracks_included_not_placements_ever_made():
    """RN-WIN-02 (reading B): counters returned no longer count; Player-board tracks do."""
    st = _twelve(new(), 1)  # seat 1: 12 on the Game board
    st.dominion["gallowmere"].seat = 1
    st = scene(st, 0, "move", "valley")
    st.dominion.pop("vexmoor")
    st.dominion.pop("saltgrave")  # seat 1 has 6 now: 12 placed in all, 6 on the board
    assert counters_placed(st, 1) == 6
    st = scene(st, 1, "move", "ashen_fields")
    st.players[1].spells = ["mist_walk_1", "mist_walk_2", "mist_walk_3"]
    st.players[1].items = ["bone_wand"]
    st, _ = act(st, A.Move(1, "valley"))  # 6 + 3 + 1 = 10 (16 placements ever): no win
    assert counters_placed(st, 1) == 10 and G.outcome(st) is None
    st = give(scene(st, 1, "move", "whispering_stacks"), 1, ghost=6)
    st.players[1].items += ["ossuary_key"]  # the Item track to 2 first: 11, then the Academy's 12, 13
    st, _ = act(st, A.Move(1, "academy_of_mist"))
    assert G.outcome(st).winners == (1,) and st.players[1].item_track == 2 and counters_placed(st, 1) == 13


def test_RN_WIN_03_you_start_as_the_unnamed_necromancer():
    """RN-WIN-03: no Necromancer card played: move 1, one attack of power 1, from the Player board."""
    st = new(2)
    for s in (0, 1):
        ctx = R.Ctx(scene(st, s, "move"))
        assert st.players[s].necromancer is None
        assert R.allowance(ctx, s) == 1 and R._fighters(ctx, s, "city")[0].attacks == [[1, 0]]


def test_RN_WIN_04_counters_come_from_items_spells_cities_dungeons_and_headmasters():
    """RN-WIN-04: each of the five sources places counters; a Land visit places none."""
    st = scene(new(), 0, "move", "ashen_fields")
    st.players[0].spells, st.players[0].items = ["weaken_1"], ["bone_wand"]
    st, _ = act(st, A.Move(0, "valley"))
    assert (st.players[0].spell_track, st.players[0].item_track) == (1, 1)  # Spells and Items
    city, _ = act(scene(new(), 0, "move", "valley", dice=[6, 6]), A.Move(0, "mudwick"))
    assert city.dominion["mudwick"].count == 1  # a City
    dun, _ = act(_troll(new()), A.Move(0, "ossuary_pit"))
    assert dun.dominion["ossuary_pit"].count == 1  # a Dungeon
    acad, _ = act(give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=6), A.Move(0, "academy_of_mist"))
    assert acad.dominion["academy_of_mist"].count == 2  # a Headmaster
    land, _ = act(scene(new(), 0, "move", "valley", dice=[1]), A.Move(0, "ashen_fields"))
    assert counters_placed(land, 0) == 0


@pytest.mark.parametrize("mine,theirs,winners", [(2, 1, [1]), (1, 1, [0, 1]), (1, 3, [0])])
def test_the_round_limit_safety_net_gives_the_most_counters_the_win(mine, theirs, winners):
    """Deviation (settings.DEFAULT_ROUND_LIMIT): after `round_limit` rounds the most counters win; ties share."""
    st = new(2, round_limit=10)
    st.round = 10
    last = st.order[-1]
    st = scene(st, last, "move", "valley", dice=[1])
    own(st, last, "mudwick", mine)
    own(st, 1 - last, "thornbury", theirs)
    early = scene(st, st.order[0], "move", "valley", dice=[1])
    early, _ = act(early, A.Move(st.order[0], "ashen_fields"))  # not the round's last turn: play goes on
    assert G.outcome(early) is None
    st, _ev = act(st, A.Move(last, "ashen_fields"))
    out = G.outcome(st)
    expect = sorted(last if w == 1 else 1 - last for w in winners)
    assert out is not None and sorted(out.winners) == expect and "After 10 rounds" in out.reason
    assert G.to_act(st) == []
