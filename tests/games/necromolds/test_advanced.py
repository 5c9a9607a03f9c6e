"""Advanced play in combat: gem rage and support skills (NM-ADV-09..23, NM-FAQ-09, NM-FAQ-10)."""

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


def fight(kind, monsters, attacker, defender, forced, gems=(0, 0), mode="advanced"):
    s = position(monsters, mode=mode, gems=gems, forced=forced)
    s.phase = "command"
    att = s.monster(attacker)
    s.command = Command(
        seat=att.owner, die=0, kind="move" if kind == "melee" else "ranged", distance=5.0, book=att.book
    )
    combat.start(s, kind, attacker, defender, [])
    return s


def test_nm_adv_09_11_gem_rage_rerolls_gem_dice_for_a_gem_each():
    """NM-ADV-09..11, NM-QREF-09: after the roll the melee attacker rerolls gem dice, 1 gem each, once; only the
    final faces count."""
    mons = [(0, "wispwraith", 5, 5), (1, "mud_mumps", 6, 5), (1, "graveghoul", 20, 16)]
    s = fight("melee", mons, "p0-wispwraith-1", "p1-mud_mumps-1", [G, A1, D1, D1, A2], gems=(2, 0))
    # 2 gems cannot buy a 3rd die (3 gems), so the dice are rolled at once
    assert s.combat.stage == "att_reroll" and GAME.to_act(s) == [0]
    with pytest.raises(IllegalAction, match="does not show a gem"):
        GAME.apply(s, A.GemRage(seat=0, dice=(1,)))
    s, _ev = play(s, A.GemRage(seat=0, dice=(0,)))
    assert s.seats[0].gems == 1 + 0  # paid 1; the rerolled gem is not collected (NM-ADV-11)
    assert not s.monster("p1-mud_mumps-1").alive  # 3 attack hits against 2


def test_nm_adv_10_no_gem_rage_in_ranged_or_standard():
    """NM-ADV-10: gem rage is melee-only and advanced-only."""
    mons = [(0, "graveghoul", 5, 5), (1, "slimewick", 8, 5), (1, "mud_mumps", 20, 16)]
    s = fight("ranged", mons, "p0-graveghoul-1", "p1-slimewick-1", [G, G, G, D1, D1], gems=(2, 0))
    assert s.combat is None  # no rerolls were possible: resolved at once
    melee = [(0, "graveghoul", 5, 5), (1, "mud_mumps", 6.1, 5), (1, "graveghoul", 20, 16)]
    s = fight("melee", melee, "p0-graveghoul-1", "p1-mud_mumps-1", [G, G, G, D1, D1], gems=(2, 0), mode="standard")
    assert s.combat is None  # standard play: no gem rage step at all
    s = fight("melee", melee, "p0-graveghoul-1", "p1-mud_mumps-1", [G, G, G, D1, D1], gems=(2, 0))
    assert s.combat.stage == "att_reroll"  # the same combat in advanced play offers gem rage
    s.mode = "standard"
    with pytest.raises(IllegalAction, match="advanced"):
        GAME.apply(s, A.GemRage(seat=0, dice=(0,)))


def test_nm_adv_14_to_18_support_reroll_attacker_first():
    """NM-ADV-14..18 (NM-ADV-16, NM-ADV-18), NM-ADV-22: Insectomite (Guardian) and Batadactyl (Tormentor) in close distance
    support each other's defense; the attacker rerolls first; one reroll per pool."""
    mons = [
        (0, "gargrizzle", 5, 5),
        (0, "graveghoul", 6.5, 3.5),
        (1, "insectomite", 5, 6.7),
        (1, "batadactyl", 7.5, 7.5),
        (1, "mud_mumps", 20, 16),
    ]
    s = fight(
        "melee", mons, "p0-gargrizzle-1", "p1-insectomite-1", [A1, A1, A1, G, D1, D1, G, G, G, A2, D1], gems=(0, 0)
    )
    # Gargrizzle (Ravager) has Graveghoul (Ravager, melee) in close distance: the attacker may reroll
    assert s.combat.stage == "att_reroll" and GAME.to_act(s) == [0]
    with pytest.raises(IllegalAction, match="not your reroll now: the attacker rerolls first"):
        GAME.apply(s, A.SupportReroll(seat=1, die=0))
    s, _ = play(s, A.SupportReroll(seat=0, die=3))  # G -> A2: 5 attack hits
    assert s.combat.stage == "def_reroll" and GAME.to_act(s) == [1]
    with pytest.raises(IllegalAction, match=r"one reroll|not your"):
        GAME.apply(s, A.SupportReroll(seat=0, die=0))
    s, _ = play(s, A.SupportReroll(seat=1, die=2))  # G -> D1: 3 defense hits
    assert not s.monster("p1-insectomite-1").alive


def test_nm_adv_15_23_same_spellbook_cannot_support():
    """NM-ADV-15, NM-ADV-23, NM-QREF-08: an Insectomite cannot support another Insectomite."""
    mons = [(1, "insectomite", 5, 5), (1, "insectomite", 7, 5), (0, "graveghoul", 20, 2)]
    s = position(mons, mode="advanced")
    assert combat.supporter(s, s.monsters[0], "defense") is None


def test_nm_adv_17_support_needs_close_distance():
    """NM-ADV-17: the supporter's gap must be within the close edge."""
    mons = [(1, "insectomite", 5, 5), (1, "batadactyl", 5 + 0.85 + 0.75 + 3.1, 5), (0, "graveghoul", 20, 2)]
    s = position(mons, mode="advanced")
    assert combat.supporter(s, s.monsters[0], "defense") is None
    s.monsters[1].x -= 0.2
    assert combat.supporter(s, s.monsters[0], "defense") == "p1-batadactyl-1"


def test_nm_faq_09_10_shared_skill_not_type():
    """NM-FAQ-09, NM-FAQ-10: a Guardian and a Thrasher support defense but not the Thrasher's melee;
    a Forsaken monster neither gives nor gets support (NM-ADV-20)."""
    mons = [(1, "insectomite", 5, 5), (1, "veggitoad", 7, 5), (1, "mud_mumps", 5, 7), (0, "graveghoul", 20, 2)]
    s = position(mons, mode="advanced")
    ins, veg, mm = s.monsters[:3]
    assert combat.supporter(s, ins, "defense") == veg.id
    assert combat.supporter(s, veg, "defense") == ins.id
    assert combat.supporter(s, veg, "melee") is None
    assert combat.supporter(s, mm, "defense") is None


def test_no_support_outside_advanced():
    """Support skills (and support types) are advanced play only (NM-BOOK-02, NM-BOOK-08)."""
    mons = [(1, "insectomite", 5, 5), (1, "veggitoad", 7, 5), (0, "graveghoul", 20, 2)]
    s = position(mons, mode="standard")
    assert combat.supporter(s, s.monsters[0], "defense") is None
