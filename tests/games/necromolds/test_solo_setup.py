"""Basalt LaSeur's Revenge, set-up (rulebook: Solo Play / Setup; NM-SOLO-01..16)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import setup, solo_setup
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, HUMAN, Monster, Seat, Solo, State

from .helpers import GAME, RIGGED, combat_face


def _deployed_human(seed=3, settings=None):
    """A solo game just before the human's DeployDone: no terrain, the Starting Tip army on the top edge."""
    st = (RIGGED if settings and "test_forced_faces" in settings else GAME).initial_state(
        {"players": 1, **(settings or {})}, seed
    )
    game = RIGGED if settings and "test_forced_faces" in settings else GAME
    st = game.apply(st, A.TerrainDone(seat=0)).state
    st = game.apply(st, A.MoldPreset(seat=0, preset="starting_tip")).state
    st = game.apply(st, A.ArmyDone(seat=0)).state
    for m in [m for m in st.monsters if m.owner == 0]:
        spot = setup.deployment_spots(st, 0, m)[0]
        st = game.apply(st, A.Deploy(seat=0, monster=m.id, x=spot[0], y=spot[1])).state
    return game, st


def test_nm_solo_01_one_player_plays_basalt_who_never_acts_by_choice():
    """NM-SOLO-01: players=1 is a game of the human (seat 0) against Basalt (seat 1)."""
    st = GAME.initial_state({"players": 1}, 1)
    assert st.solo is not None and len(st.seats) == 2 and GAME.seat_count(st) == 2
    assert GAME.to_act(st) == [HUMAN]
    with pytest.raises(IllegalAction):
        GAME.apply(st, A.TerrainDone(seat=BASALT))
    assert GAME.initial_state({"players": 2}, 1).solo is None


def test_nm_solo_01_basic_mode_and_basalt_less_fan_rules_are_refused_naming_the_key():
    """NM-SOLO-01: solo is played by the standard (or advanced) rules; the fan rules his guides never
    choose for are refused by name."""
    with pytest.raises(ValueError, match="mode"):
        GAME.initial_state({"players": 1, "mode": "basic"}, 1)
    with pytest.raises(ValueError, match="fan_decisive_combat"):
        GAME.initial_state({"players": 1, "fan_decisive_combat": True}, 1)
    assert GAME.initial_state({"players": 1, "mode": "advanced", "fan_turn_order_gems": True}, 1).solo is not None


def test_nm_solo_02_the_human_places_zero_to_three_terrain_pieces_with_no_rolloff():
    """NM-SOLO-02: no roll-off; the human places up to 3 pieces and may stop at any number."""
    st = GAME.initial_state({"players": 1}, 4)
    assert st.rolloff == [] and GAME.setup_events(st) == [] and st.placer == HUMAN
    done = GAME.apply(st, A.TerrainDone(seat=0))
    assert done.state.phase == "army" and not done.state.terrain
    assert any(isinstance(e.record, SE.TerrainDone) and e.record.pieces == 0 for e in done.events)
    for _ in range(3):
        st = GAME.apply(st, next(a for a in GAME.legal_actions(st, 0) if isinstance(a, A.PlaceTerrain))).state
    assert len(st.terrain) == 3 and st.phase == "army"  # the 3rd piece ends the step
    two = GAME.initial_state({"players": 2}, 4)
    with pytest.raises(IllegalAction):
        GAME.apply(two, A.TerrainDone(seat=two.placer))


def test_nm_solo_03_the_human_starts_with_four_gems_and_a_container_of_clay():
    """NM-SOLO-03: 4 gems and one container of clay for the human; the 8 command dice are the pool."""
    st = GAME.initial_state({"players": 1}, 1)
    rules = library().rules
    assert st.seats[HUMAN].gems == rules.solo.human_gems == 4
    assert st.seats[HUMAN].clay == rules.clay_budget
    assert rules.solo.pool_dice == 8


def test_nm_solo_04_the_command_dice_are_one_common_pool_not_the_humans_own():
    """NM-SOLO-04 (reading B): at the start of a round the 8 dice are the pool; nobody holds dice."""
    game, st = _deployed_human()
    st = game.apply(st, A.DeployDone(seat=0)).state
    assert st.phase == "draft" and st.solo.picker == HUMAN
    taken = sum(len(s.dice) for s in st.seats)
    assert len(st.solo.pool) + taken == 8 and not st.seats[HUMAN].dice  # Basalt may have picked first
    assert all(d.status in ("assigned", "discarded") for s in st.seats for d in s.dice)


def test_nm_solo_05_the_humans_army_is_molded_and_deployed_before_basalts_is_made():
    """NM-SOLO-05: Basalt has no monster until the human has deployed; then his army appears."""
    game, st = _deployed_human()
    assert [m for m in st.monsters if m.owner == BASALT] == []
    applied = game.apply(st, A.DeployDone(seat=0))
    kinds = [type(e.record) for e in applied.events]
    assert kinds.index(SE.DeckShuffled) > 0 and SE.BasaltDeployed in kinds
    assert [m for m in applied.state.monsters if m.owner == BASALT]


def _basalt_state(clay=56) -> State:
    seats = [Seat(gems=4, clay=0, dice_count=0), Seat(gems=0, clay=clay, dice_count=0)]
    return State(mode="standard", map="twins_vale", phase="deploy", rng=RNG(5).get_state(), seats=seats, solo=Solo())


def _faces(defense_hits: int, dice: int = 4) -> list[int]:
    return [combat_face("defense")] * defense_hits + [combat_face("attack")] * (dice - defense_hits)


def test_nm_solo_06_07_10_the_cards_are_shuffled_revealed_and_assigned_in_order():
    """NM-SOLO-06/07/10: every shared play card goes into the deck; each revealed card that makes
    monsters joins Basalt's army, in the order revealed."""
    game, st = _deployed_human(seed=11)
    applied = game.apply(st, A.DeployDone(seat=0))
    revealed = [e.record for e in applied.events if isinstance(e.record, SE.CardRevealed)]
    shuffled = [e.record for e in applied.events if isinstance(e.record, SE.DeckShuffled)]
    assert shuffled[0].cards == len(library().rules.solo.shared_cards)
    assert len({r.card for r in revealed}) == len(revealed)  # no card twice from one deck
    assert applied.state.solo.cards == [r.card for r in revealed if r.assigned]


def test_nm_solo_08_four_combat_dice_defense_hits_make_that_many_monsters():
    """NM-SOLO-08: 4 combat dice; as many monsters of the card as defense hits (a two-symbol face counts)."""
    st = _basalt_state()
    st.forced = [combat_face("defense"), combat_face("defense", "gem"), combat_face("attack", "defense"), 0]
    events: list = []
    solo_setup._reveal(st, "graveghoul", events)
    r = events[-1].record
    assert r.hits == 3 and len(r.monsters) == 3
    assert [m.book for m in st.monsters] == ["graveghoul"] * 3 and st.seats[BASALT].clay == 56 - 3 * 8


def test_nm_solo_09_15_veggitoad_alternates_largest_and_smallest_from_the_largest():
    """NM-SOLO-09/15: several sizes alternate largest, smallest, largest..., restarting per card."""
    assert solo_setup.sizes_for("veggitoad", 3) == [2, 0, 2]
    assert solo_setup.sizes_for("insectomite", 2) == [0, 0]
    st = _basalt_state()
    st.forced = _faces(2) + _faces(1)
    events: list = []
    solo_setup._reveal(st, "veggitoad", events)
    solo_setup._reveal(st, "veggitoad", events)
    assert [m.size for m in st.monsters] == [2, 0, 2]


def test_nm_solo_11_15_clay_running_out_part_way_stops_then_the_leftover_makes_the_smallest():
    """NM-SOLO-11/15: as many as fit, then stop; the leftover clay makes more of the smallest monster
    already in his army until it no longer fits."""
    st = _basalt_state(clay=30)
    st.forced = _faces(1) + _faces(4)
    events: list = []
    assert not solo_setup._reveal(st, "mud_mumps", events)  # 4 dr: 26 left
    assert solo_setup._reveal(st, "boneclaw", events)  # 11 dr: 2 fit (4 left), the 3rd does not
    assert events[-1].record.short and len(events[-1].record.monsters) == 2
    solo_setup._leftover(st, events)
    assert st.seats[BASALT].clay == 0 and [m.book for m in st.monsters].count("mud_mumps") == 2
    assert isinstance(events[-1].record, SE.LeftoverClay)
    # the words: the clay ran short for a third Boneclaw, not out, since the leftover then makes a Mud Mump
    # (play-test r26: "his clay has run out" stood right above "Basalt's leftover clay makes...")
    from tabletop.games.necromolds.words import text

    lines = [text(st, e.record) for e in events]
    assert not any("run out" in line for line in lines), lines
    assert lines[-2].endswith("too little clay for more of them") and lines[-1].startswith("Basalt's leftover clay")


def test_nm_solo_15_a_card_without_defense_hits_makes_nothing_and_is_not_assigned():
    """NM-SOLO-15: 0 defense hits: no monsters and the card stays out of his army."""
    st = _basalt_state()
    st.forced = _faces(0)
    events: list = []
    solo_setup._reveal(st, "slimewick", events)
    assert st.solo.cards == [] and not st.monsters and not events[-1].record.assigned


def test_nm_solo_12_16_basalt_lines_up_on_the_opposite_edge_interleaved():
    """NM-SOLO-12/16: every base touches Basalt's (bottom) border, none overlaps, and neighbours are of
    different spellbooks wherever the counts allow (round-robin by card)."""
    st = _basalt_state()
    st.solo.cards = ["mud_mumps", "insectomite"]
    for i in range(3):
        st.monsters.append(Monster(id=f"p1-mud_mumps-{i + 1}", owner=1, book="mud_mumps"))
    st.monsters.append(Monster(id="p1-insectomite-1", owner=1, book="insectomite"))
    assert [m.book for m in solo_setup.line_up_order(st)] == ["mud_mumps", "insectomite", "mud_mumps", "mud_mumps"]
    events: list = []
    solo_setup._line_up(st, events)
    line = sorted(st.monsters, key=lambda m: m.x)
    assert [m.book for m in line] == ["mud_mumps", "insectomite", "mud_mumps", "mud_mumps"]
    for m in line:
        radius = library().size(m.book, m.size).radius
        assert setup.border_problem(st, BASALT, radius, m.y, m.x) is None and m.y > 9
    for a, b in itertools.pairwise(line):
        ra, rb = library().size(a.book, 0).radius, library().size(b.book, 0).radius
        assert b.x - a.x >= ra + rb


def test_nm_solo_13_14_basalt_gets_four_gems_and_spends_one_container():
    """NM-SOLO-13/14: 4 starting gems; his army is molded from one standard container (56 dr)."""
    for seed in (1, 2):
        game, st = _deployed_human(seed=seed)
        st = game.apply(st, A.DeployDone(seat=0)).state
        used = sum(library().size(m.book, m.size).clay for m in st.monsters if m.owner == BASALT)
        left = st.seats[BASALT].clay
        assert used + left == library().rules.solo.basalt_clay == 56
        assert left < min(library().size(m.book, m.size).clay for m in st.monsters if m.owner == BASALT)


def test_nm_solo_13_the_starting_gems_are_an_event_of_their_own():
    """NM-SOLO-13: the table can show Basalt taking his 4 gems."""
    game, st = _deployed_human(seed=2)
    applied = game.apply(st, A.DeployDone(seat=0))
    gems = [e.record for e in applied.events if isinstance(e.record, SE.BasaltGems)]
    assert gems and gems[0].gems == 4 and "Basalt starts with 4 gems" in [e.text for e in applied.events]


def test_nm_solo_01_the_specs_schema_takes_one_player_and_has_a_solo_variant():
    """NM-SOLO-01: the spec's schema accepts players=1 (the simulator's --players 1), its variants
    include solo for the generic protocol test; the new-game form offers 1-4 (the solo table, issue 25)."""
    from tabletop.games.necromolds.spec import SPEC

    assert SPEC.settings.check_players(1) == 1 and SPEC.settings.players == (1, 4)
    assert {"mode": "standard", "players": 1} in [dict(v) for v in SPEC.variants]
    assert SPEC.settings.offered_players == (1, 4)


def test_nm_solo_15_a_deck_that_makes_no_monster_is_shuffled_again():
    """NM-SOLO-15 (reading beyond the checklist, solo_setup.py): no card of the whole deck rolled a
    defense hit: the deck is shuffled again, so Basalt always has an army for the leftover rule."""
    st = _basalt_state()
    cards = len(library().rules.solo.shared_cards)
    st.forced = _faces(0) * cards + _faces(1)
    events: list = []
    solo_setup.summon(st, events)
    shuffles = [e.record for e in events if isinstance(e.record, SE.DeckShuffled)]
    assert [s.reshuffle for s in shuffles] == [False, True]
    assert len(st.solo.cards) >= 1 and all(m.deployed for m in st.monsters) and st.seats[BASALT].gems == 4
