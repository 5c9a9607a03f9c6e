"""Resolving combat (NM-COMBAT-*), basic combat (NM-BASIC-24..34), tie rulings (NM-FAQ-07, NM-FAQ-08), the end (NM-END-*)."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat
from tabletop.games.necromolds.state import Command

from .helpers import GAME, combat_face, play, position

A1, A2, D1, DG, AD, G = (
    combat_face("attack"),
    combat_face("attack", "attack"),
    combat_face("defense"),
    combat_face("defense", "gem"),
    combat_face("attack", "defense"),
    combat_face("gem"),
)


def fight(kind, att, dfn, forced, mode="standard", gems=(4, 4), extra=()):
    """A combat between seat 0's `att` book and seat 1's `dfn` book, dice forced."""
    s = position([(0, att, 5, 5), (1, dfn, 6.3, 5), *extra], mode=mode, gems=gems, forced=forced)
    s.phase = "command"
    s.command = Command(
        seat=0, die=0, kind="move" if kind == "melee" else "ranged", distance=5.0, book=None if mode == "basic" else att
    )
    events = []
    combat.start(s, kind, f"p0-{att}-1", f"p1-{dfn}-1", events)
    return s, events


def test_nm_combat_02_pools_from_skills():
    """NM-COMBAT-02, NM-BOOK-09, NM-BOOK-10, NM-BOOK-11, NM-QREF-07: attacker melee/ranged skill, defender defense skill (plus passives)."""
    s, _ = fight("melee", "graveghoul", "insectomite", [])
    assert (s.combat.att_pool, s.combat.def_pool) == (3, 4)
    s, _ = fight("ranged", "graveghoul", "mud_mumps", [])
    assert (s.combat.att_pool, s.combat.def_pool) == (3, 3)  # Mud Pile: +1 defending against ranged


def test_nm_combat_03_to_07_buying_dice_attacker_first():
    """NM-COMBAT-03..06, NM-COMBAT-07: each die costs the new pool size, one at a time; the attacker decides first."""
    assert combat.buy_cost(fight("melee", "graveghoul", "insectomite", [])[0], 2, 1) == 3
    s, _ = fight("melee", "graveghoul", "insectomite", [], gems=(9, 9))
    assert combat.buy_cost(s, 3, 2) == 9  # NM-COMBAT-06: 3 -> 5 costs 4 + 5
    assert GAME.to_act(s) == [0]
    with pytest.raises(IllegalAction, match="attacker decides"):
        GAME.apply(s, A.BuyDice(seat=1, count=1))
    with pytest.raises(IllegalAction, match="costs 15 gems"):
        GAME.apply(s, A.BuyDice(seat=0, count=3))
    s, _ = play(s, A.BuyDice(seat=0, count=2))
    assert s.seats[0].gems == 0 and s.combat.att_pool == 5 and GAME.to_act(s) == [1]


def test_nm_combat_10_melee_most_hits_wins_and_leaves_clay():
    """NM-COMBAT-01, NM-COMBAT-09, NM-COMBAT-10, NM-COMBAT-16: more hits smashes the loser; a two-hit face counts two; clay stays."""
    s, _ev = fight("melee", "wispwraith", "mud_mumps", [A2, D1, D1, G], gems=(0, 0))
    assert s.monster("p1-mud_mumps-1").alive is False and s.monster("p0-wispwraith-1").alive
    assert len(s.clay) == 1 and (s.clay[0].x, s.clay[0].y) == (6.3, 5)
    # gems: defender 1 gem symbol + 2 dice in its smashed pool; attacker none
    assert s.seats[1].gems == 1 + 2 and s.seats[0].gems == 0


def test_nm_combat_10_melee_tie_smashes_both():
    """NM-COMBAT-10: a tie smashes both monsters; both owners gain their pool size."""
    s, _ = fight(
        "melee",
        "gargrizzle",
        "mud_mumps",
        [A1, G, G, G, D1, G],
        gems=(0, 0),
        extra=[(0, "graveghoul", 20, 2), (1, "graveghoul", 20, 16)],
    )
    assert not s.monster("p0-gargrizzle-1").alive and not s.monster("p1-mud_mumps-1").alive
    assert s.seats[0].gems == 3 + 4 and s.seats[1].gems == 1 + 2  # Pounce: a 4-die pool


def test_nm_combat_11_ranged_defender_survives_ties_attacker_never_smashed():
    """NM-COMBAT-11: ranged ties survive; the attacker is never smashed by ranged combat."""
    s, _ = fight("ranged", "graveghoul", "graveghoul", [A1, A1, D1, D1, D1], gems=(0, 0))
    assert s.monster("p1-graveghoul-1").alive and s.monster("p0-graveghoul-1").alive
    s, _ = fight("ranged", "graveghoul", "graveghoul", [D1, D1, D1, A2, A2], gems=(0, 0))
    assert s.monster("p1-graveghoul-1").alive and s.monster("p0-graveghoul-1").alive


def test_ranged_ties_win_ability():
    """Batadactyl's Screech (magic): its ranged attacks smash on a tie; without it a tie survives."""
    from tabletop.games.necromolds.state import CommandDie

    for magic in (False, True):
        s = position(
            [(0, "batadactyl", 5, 5), (1, "graveghoul", 8, 5), (1, "mud_mumps", 20, 16)],
            forced=[A1, A1, G, D1, D1],
            gems=(0, 0),
        )
        if magic:
            s.seats[0].dice = [CommandDie("magic", "assigned", "batadactyl", -1)]
        s.phase = "command"
        s.command = Command(seat=0, die=0, kind="ranged", distance=5.0, book="batadactyl")
        combat.start(s, "ranged", "p0-batadactyl-1", "p1-graveghoul-1", [])
        assert s.monster("p1-graveghoul-1").alive is not magic


def test_nm_exturn_03_insectomite_passive_saves_it_on_a_tie():
    """NM-EXTURN-03 / NM-COMBAT-10: tie_survive keeps the Insectomite; only the attacker is smashed."""
    s, _ = fight("melee", "graveghoul", "insectomite", [A1, A1, A1, D1, D1, D1, G], gems=(0, 0))
    assert s.monster("p1-insectomite-1").alive and not s.monster("p0-graveghoul-1").alive


def test_nm_faq_07_08_two_insectomites_tie_both_smashed():
    """NM-FAQ-07, NM-FAQ-08: when both have the tie passive, the normal tie rule smashes both."""
    s, _ = fight(
        "melee",
        "insectomite",
        "insectomite",
        [A1, A1, A1, D1, D1, D1, G],
        gems=(0, 0),
        extra=[(0, "graveghoul", 20, 2), (1, "graveghoul", 20, 16)],
    )
    assert not s.monster("p0-insectomite-1").alive and not s.monster("p1-insectomite-1").alive


def test_nm_combat_12_15_gems_after_combat():
    """NM-COMBAT-12, NM-COMBAT-13, NM-COMBAT-15: gem symbols for both sides; the smashed side also gains its final pool."""
    s, _ = fight("melee", "wispwraith", "mud_mumps", [A2, G, DG, G], gems=(2, 0))
    # 2 gems cannot buy a 3rd die (3 gems): no choice, so the dice roll at once
    assert not s.monster("p1-mud_mumps-1").alive
    assert s.seats[0].gems == 2 + 1  # its gem symbol
    assert s.seats[1].gems == 0 + 2 + 2  # gem symbols + its 2-die pool


def test_gems_on_smash_ability():
    """Boneclaw's Trophy Taker: +1 gem when it smashes an enemy."""
    s, _ = fight(
        "melee", "boneclaw", "mud_mumps", [A2, A2, A1, A1, D1, G], gems=(0, 0), extra=[(1, "graveghoul", 20, 16)]
    )
    assert not s.monster("p1-mud_mumps-1").alive
    assert s.seats[0].gems == 1 and s.seats[1].gems == 1 + 2


def test_nm_end_01_02_last_monsters():
    """NM-END-01, NM-END-02, NM-QREF-11: the last player with monsters wins; both win when the last two smash each other."""
    s, _ev = fight("melee", "mud_mumps", "mud_mumps", [A1, G, D1, G], gems=(0, 0))
    assert s.phase == "over" and GAME.outcome(s).winners == (0, 1)
    s, _ev = fight("melee", "graveghoul", "mud_mumps", [A2, A2, A1, D1, G], gems=(0, 0))
    assert GAME.outcome(s).winners == (0,)
    assert GAME.to_act(s) == []


def test_nm_faq_03_04_dice_of_an_empty_spellbook_are_discarded_without_gems():
    """NM-FAQ-03, NM-FAQ-04: when a spellbook's last monster is smashed, its dice go, magic gives no gems."""
    from tabletop.games.necromolds.state import CommandDie

    s = position(
        [(0, "graveghoul", 5, 5), (1, "mud_mumps", 6.3, 5), (1, "graveghoul", 20, 16)],
        forced=[A2, A2, D1, D1],
        gems=(0, 0),
    )
    s.seats[1].dice = [CommandDie("magic", "assigned", "mud_mumps", -1), CommandDie("move", "assigned", "mud_mumps", 0)]
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    combat.start(s, "melee", "p0-graveghoul-1", "p1-mud_mumps-1", [])
    assert [d.status for d in s.seats[1].dice] == ["discarded", "discarded"]
    assert s.seats[1].gems == 2  # only its smashed pool of 2 dice; nothing for the magic die


def test_nm_basic_24_26_basic_pools_and_larger_monster():
    """NM-BASIC-01, NM-BASIC-24, NM-BASIC-25, NM-BASIC-26: every monster is the same but for Size: melee 4 vs 2, ranged 2 vs 2, the larger monster +1."""
    s, _ = fight("melee", "mud_mumps", "mud_mumps", [], mode="basic", gems=(1, 0))
    assert (s.combat.att_pool, s.combat.def_pool) == (4, 2)
    st = position([(0, "mud_mumps", 5, 5), (1, "cragmaw", 7, 5)], mode="basic")
    assert combat.base_pools(st, "melee", st.monsters[0], st.monsters[1]) == (4, 3)
    assert combat.base_pools(st, "ranged", st.monsters[1], st.monsters[0]) == (3, 2)


def test_nm_basic_27_28_one_gem_one_die_once():
    """NM-BASIC-27, NM-BASIC-28: 1 gem buys 1 extra die, once per combat."""
    s, _ = fight("melee", "mud_mumps", "mud_mumps", [], mode="basic", gems=(5, 5))
    assert combat.max_buy(s, 4, 5) == 1
    with pytest.raises(IllegalAction, match="only 1 die"):
        GAME.apply(s, A.BuyDice(seat=0, count=2))
    s, _ = play(s, A.BuyDice(seat=0, count=1))
    assert s.seats[0].gems == 4 and s.combat.att_pool == 5


def test_nm_basic_33_34_no_pool_gems_and_no_clay_in_basic():
    """NM-BASIC-32, NM-BASIC-33, NM-BASIC-34: only gem symbols; smashed monsters go back to the pot (no clay on the map)."""
    s, _ = fight(
        "melee",
        "mud_mumps",
        "mud_mumps",
        [A2, A2, A1, G, D1, G],
        mode="basic",
        gems=(0, 0),
        extra=[(1, "graveghoul", 20, 16)],
    )
    assert not s.monster("p1-mud_mumps-1").alive and not s.clay
    assert s.seats[1].gems == 1 and s.seats[0].gems == 1
