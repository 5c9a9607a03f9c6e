"""Every ability effect shipped: magic abilities while a magic die is on the slot, passives always
(NM-BOOK-04, NM-BOOK-13, NM-ROUND-15..18)."""

from tabletop.games.necromolds import abilities, combat
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library

from .helpers import play, position, start_round


def _with_magic(book, enemy="insectomite", gems=(0, 0), mode="standard"):
    s = position([(0, book, 5, 1), (0, book, 9, 1), (1, enemy, 5, 17)], gems=gems, mode=mode)
    s, _ = start_round(s, ["magic", "move", "ranged", "move"] + ["move"] * 4)
    s, ev = play(s, A.Assign(seat=0, die=0, book=book, slot=-1))
    return s, ev


def test_skill_bonus_magic_only_while_active():
    """NM-BOOK-04: Boneclaw's Frenzy: +2 melee dice only with its magic die."""
    s = position([(0, "boneclaw", 5, 5), (1, "insectomite", 6.5, 5)])
    assert combat.base_pools(s, "melee", s.monsters[0], s.monsters[1]) == (4, 4)
    s, _ = _with_magic("boneclaw")
    target = position([(1, "insectomite", 5, 17)]).monsters[0]
    assert combat.base_pools(s, "melee", s.monsters[0], target)[0] == 6


def test_skill_bonus_passive_conditions():
    """NM-BOOK-13, NM-ROUND-18: passives need no die; with a condition: Mud Pile only against ranged; Thick Skin only against melee."""
    s = position([(0, "graveghoul", 5, 5), (1, "mud_mumps", 6.5, 5), (1, "veggitoad", 9, 5)])
    g, mm, vt = s.monsters
    assert combat.base_pools(s, "ranged", g, mm)[1] == 3 and combat.base_pools(s, "melee", g, mm)[1] == 2
    assert combat.base_pools(s, "melee", g, vt)[1] == 4 and combat.base_pools(s, "ranged", g, vt)[1] == 3


def test_move_override_magic():
    """Mud Mumps' Mudslide: the close move slot is performed at medium while active."""
    s, _ = _with_magic("mud_mumps")
    assert abilities.command_distance(s, 0, "mud_mumps", "move", "close") == "medium"
    assert abilities.command_distance(s, 0, "mud_mumps", "ranged", "close") == "close"


def test_range_override_magic():
    """Graveghoul's Grave Bolt: close ranged becomes far (NM-BOOK-15)."""
    s, _ = _with_magic("graveghoul")
    assert abilities.command_distance(s, 0, "graveghoul", "ranged", "close") == "far"


def test_gems_on_activate_magic():
    """Wispwraith's Soul Siphon: 3 gems when the magic die is placed."""
    s, ev = _with_magic("wispwraith")
    assert s.seats[0].gems == 3 and any(e.kind == "magic" for e in ev)


def test_ranged_ties_win_magic():
    """Batadactyl's Screech: ranged ties smash only while active."""
    s = position([(0, "batadactyl", 5, 5), (1, "insectomite", 9, 5)])
    assert not abilities.ranged_ties_win(s, s.monsters[0])
    s, _ = _with_magic("batadactyl")
    assert abilities.ranged_ties_win(s, s.monsters[0])


def test_tie_survive_passive():
    """Insectomite's and Wispwraith's passive (NM-BOOK-16); ignored against the same ability (NM-FAQ-08)."""
    s = position([(0, "insectomite", 5, 5), (1, "graveghoul", 6.5, 5), (1, "wispwraith", 9, 5)])
    i, g, w = s.monsters
    assert abilities.tie_survives(s, i, g) and not abilities.tie_survives(s, g, i)
    assert not abilities.tie_survives(s, i, w) and not abilities.tie_survives(s, w, i)


def test_basic_play_ignores_abilities():
    """NM-BASIC-06, NM-BASIC-07: no passive or magic effects in basic play (the spellbooks are put away)."""
    s = position([(0, "insectomite", 5, 5), (1, "graveghoul", 6.5, 5)], mode="basic")
    assert not abilities.tie_survives(s, s.monsters[0], s.monsters[1])


def test_every_shipped_effect_has_a_test_here():
    """Each ability effect in the content is exercised above."""
    effects = {a.effect for b in library().books.values() for a in (b.magic, b.passive)}
    tested = {
        "skill_bonus",
        "range_override",
        "move_override",
        "tie_survive",
        "gems_on_activate",
        "gems_on_smash",
        "ranged_ties_win",
    }  # gems_on_smash: test_combat.test_gems_on_smash_ability
    assert effects <= tested
