"""Checklist items that had no test naming them exactly: basic play's commands and uneven dice
(NM-BASIC-16, NM-BASIC-18, NM-BASIC-19, NM-BASIC-22), the Weakening Command during the game
(NM-ADV-03, NM-ADV-04), the seats' opposite edges (NM-SETUP-02, NM-BASIC-03), gems without a
finite supply (NM-COMP-05, NM-COMP-06), the box's counts in the content (NM-COMP-01, NM-COMP-03,
NM-COMP-04), spellbook names (NM-BOOK-01) and authored abilities (NM-ICON-02). Driven through
the engine's actions, dice forced."""

import pytest

from tabletop.content import registry
from tabletop.core.errors import ContentError, IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.setup import border_problem
from tabletop.games.necromolds.state import Command

from .helpers import GAME, combat_face, play, position, start_round

A1, A2, D1, G = combat_face("attack"), combat_face("attack", "attack"), combat_face("defense"), combat_face("gem")
SPARE = [(1, "mud_mumps", 20, 17), (1, "mud_mumps", 22, 17)]  # far away: the game goes on


# -- basic play's commands ------------------------------------------------------------------------


def test_nm_basic_16_uneven_dice_and_a_die_without_effect():
    """NM-BASIC-16: a die may be chosen and discarded though its command does nothing (a ranged die
    with no enemy in reach); once the opponent has no dice left, the other player performs their
    remaining dice on consecutive turns, then the round ends."""
    s = position([(0, "graveghoul", 5, 1), *SPARE], mode="basic", gems=(0, 0))
    s.seats[1].dice_count = 1
    s, _ = start_round(s, ["ranged", "move", "move", "move", "move"])
    assert s.turn_seat == 0 and len(s.seats[1].dice) == 1
    s, _ = play(s, A.StartCommand(seat=0, die=0))  # nobody within the far edge: nothing to shoot
    s, _ = play(s, A.EndCommand(seat=0))
    assert s.seats[0].dice[0].status == "spent" and s.turn_seat == 1
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
    for die in (1, 2, 3):  # Player 2 has nothing left: Player 1's turns follow one another
        assert s.round == 1 and s.turn_seat == 0 and s.phase == "turns"
        s, _ = play(s, A.StartCommand(seat=0, die=die), A.EndCommand(seat=0))
    assert s.round == 2


def test_nm_basic_18_move_two_different_monsters_each_once():
    """NM-BASIC-18: "move any 2 monsters" is two different monsters, each moving once; the
    command ends after the second."""
    s = position(
        [(0, "graveghoul", 5, 1), (0, "graveghoul", 9, 1), *SPARE, (1, "mud_mumps", 16, 17)], mode="basic", gems=(0, 0)
    )
    s, _ = start_round(s, ["move"] * 8)
    assert s.turn_seat == 0
    s, _ = play(s, A.StartCommand(seat=0, die=0), A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 3),)))
    with pytest.raises(IllegalAction, match="already performed"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 5),)))
    s, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-2", path=((9, 3),)))
    assert any(e.kind == "command_end" for e in ev) and s.turn_seat == 1
    assert (s.monster("p0-graveghoul-1").y, s.monster("p0-graveghoul-2").y) == (3, 3)


def test_nm_basic_19_one_monster_shoots_and_the_combat_is_resolved_at_once():
    """NM-BASIC-19: a ranged command is 1 monster's attack on an enemy the tool can reach (far
    edge, NM-BASIC-10); the combat is resolved immediately, and no second monster shoots."""
    s = position(
        [(0, "graveghoul", 5, 2), (0, "graveghoul", 9, 2), (1, "mud_mumps", 5, 9), *SPARE],
        mode="basic",
        gems=(0, 0),
        forced=[A2, A1, G, D1, G],
    )
    s, _ = start_round(s, ["ranged"] * 8)
    assert s.turn_seat == 0
    s, _ = play(s, A.StartCommand(seat=0, die=0))
    with pytest.raises(IllegalAction, match="out of range"):
        GAME.apply(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-2"))
    s, ev = play(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    assert [e.kind for e in ev].count("combat_result") == 1  # graveghoul larger: 3 dice against 2
    assert not s.monster("p1-mud_mumps-1").alive
    assert s.command is None and s.turn_seat == 1  # one monster shot: the command and the turn are over


def test_nm_basic_22_wild_is_any_command_of_your_choice():
    """NM-BASIC-22: a wild die is performed as move, ranged attack or magic, as its player chooses
    (and must choose)."""
    s = position([(0, "graveghoul", 5, 1), *SPARE], mode="basic", gems=(0, 0))
    s, _ = start_round(s, ["wild"] * 8)
    with pytest.raises(IllegalAction, match="wild"):
        GAME.apply(s, A.StartCommand(seat=0, die=0))
    moved, _ = play(s, A.StartCommand(seat=0, die=0, command="move"))
    assert moved.command.kind == "move" and moved.command.limit == 2
    shot, _ = play(s, A.StartCommand(seat=0, die=0, command="ranged"))
    assert shot.command.kind == "ranged" and shot.command.limit == 1
    magic, _ = play(s, A.StartCommand(seat=0, die=0, command="magic"))
    assert magic.seats[0].gems == 1 and magic.seats[0].dice[0].status == "spent" and magic.turn_seat == 1


# -- Weakening Command during the game ------------------------------------------------------------

ADV = [
    (0, "graveghoul", 5, 1),
    (0, "mud_mumps", 9, 1),
    (1, "insectomite", 5, 17),
    (1, "mud_mumps", 9, 17),
    (1, "graveghoul", 13, 17),
]


def test_nm_adv_03_reduced_to_one_spellbook_loses_a_die_from_the_next_round():
    """NM-ADV-03: a player reduced to 1 spellbook with monsters on the map loses 1 command die at
    the start of the next round, not in the current one."""
    s, _ = start_round(position(ADV, mode="advanced"), ["move"] * 8)
    assert len(s.seats[0].dice) == 4 and not s.seats[0].weakened
    combat.smash(s, s.monster("p0-mud_mumps-1"), [])  # the Mud Mumps' only monster, mid-round
    assert len(s.seats[0].dice) == 4 and s.seats[0].dice_count == 4 and not s.seats[0].weakened
    s, ev = start_round(s, ["move"] * 7)
    assert len(s.seats[0].dice) == 3 and len(s.seats[1].dice) == 4 and s.seats[0].weakened
    assert any(e.kind == "weakened" and e.data["seat"] == 0 for e in ev)


def test_nm_adv_04_the_loss_is_once_and_does_not_stack():
    """NM-ADV-04: reading B: the loss is one permanent die (3 dice for the rest of the game, never
    2), and a 1-spellbook army from the start also stays at 3."""
    s, _ = start_round(position(ADV, mode="advanced"), ["move"] * 8)
    combat.smash(s, s.monster("p0-mud_mumps-1"), [])
    for _ in range(3):
        s, _ = start_round(s, ["move"] * 7)
        assert len(s.seats[0].dice) == 3 and s.seats[0].dice_count == 3
    one = [(0, "graveghoul", 5, 1), (1, "insectomite", 5, 17), (1, "mud_mumps", 9, 17)]
    s, _ = start_round(position(one, mode="advanced"), ["move"] * 7)
    for _ in range(3):
        assert len(s.seats[0].dice) == 3
        s, _ = start_round(s, ["move"] * 7)


# -- the table: opposite sides, the gem pile ------------------------------------------------------


@pytest.mark.parametrize("mode", ["standard", "basic"])
def test_nm_setup_02_nm_basic_03_players_deploy_from_opposite_sides(mode):
    """NM-SETUP-02, NM-BASIC-03: the two players sit at opposite sides of the map: each deploys
    along their own edge, which is the one facing the other's (basic setup step 1 is the same)."""
    s = GAME.initial_state({"mode": mode}, 11)
    m = library().maps[s.map]
    r = 0.5
    near, far_side = r, m.height - r  # bases touching the bottom and the top edge
    assert border_problem(s, 0, r, near) is None and border_problem(s, 0, r, far_side) is not None
    assert border_problem(s, 1, r, far_side) is None and border_problem(s, 1, r, near) is not None


def test_nm_comp_05_06_gems_come_from_an_unlimited_common_pile():
    """NM-COMP-05, NM-COMP-06: gems are gained from and spent to one common pile, which never runs
    short (reading B): a player already holding more than the box's 25 gems still gains every gem
    earned, and the other player's gems are untouched by it."""
    s = position(
        [(0, "graveghoul", 5, 5), (1, "mud_mumps", 6.3, 5), (1, "graveghoul", 20, 16)],
        gems=(30, 30),
        forced=[A2, A2, G, A1, D1, G],
    )
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="graveghoul")
    combat.start(s, "melee", "p0-graveghoul-1", "p1-mud_mumps-1", [])
    s, _ = play(s, A.BuyDice(seat=0, count=1))  # a 4th die: 4 gems go back to the pile
    assert s.seats[0].gems == 26
    s, _ = play(s, A.BuyDice(seat=1, count=0))
    assert not s.monster("p1-mud_mumps-1").alive
    # Player 1: one gem symbol; Player 2: one gem symbol + 2 for its smashed pool of 2 dice.
    assert s.seats[0].gems == 27 and s.seats[1].gems == 33


# -- content counts and authored data ------------------------------------------------------------


def test_nm_comp_01_03_04_the_boxs_counts_in_the_content():
    """NM-COMP-01, NM-COMP-03, NM-COMP-04: two players share the box: 8 command dice (4 each), 12
    combat dice (6 each), two 3.5 oz clay containers (one each, 56 dr), one distance tool design
    for both, 3 spellbooks in the box, and on each battle map 6 terrain pieces of which exactly 3
    are placed. (The 25 gems, 6 Shared Play Cards and 2 Caster Rings are not modelled: gems are
    unlimited, NM-COMP-06, and every spellbook is open to both players, NM-SETUP-17.)"""
    lib = library()
    rules = lib.rules
    assert 2 * rules.command_dice == 8 and 2 * rules.combat_dice == 12
    assert rules.clay_budget == 56  # 3.5 oz = 56 dr per container
    assert 0 < lib.tool.close < lib.tool.medium < lib.tool.far
    assert sum(1 for b in lib.books.values() if b.in_box) == 3
    assert rules.terrain_pieces_placed == 3
    assert lib.maps and all(len(m.pieces) == 6 for m in lib.maps.values())
    _checked, errors = registry.check_all()  # `tabletop check-content`
    assert not errors, errors


def _load_books(tmp_path, src):
    path = tmp_path / "spellbooks.toml"
    path.write_text(src)
    kind = next(k for k in registry.KINDS if k.name == "necromolds-spellbooks")
    return kind.load(path)


def test_nm_book_01_every_spellbook_has_its_name(tmp_path):
    """NM-BOOK-01: each spellbook names its monster; the name is what players read, and a book
    without one is refused naming the field."""
    books = library().books
    names = [b.name for b in books.values()]
    assert all(n.strip() for n in names) and len(set(names)) == len(names)
    assert W.book_name("mud_mumps") == "Mud Mumps" and W.book_name("graveghoul") == "Graveghoul"
    src = (registry.paths.assets_dir() / "necromolds" / "spellbooks.toml").read_text()
    with pytest.raises(ContentError) as err:
        _load_books(tmp_path, src.replace('name = "Insectomite"', 'name = " "', 1))
    assert "spellbooks[0].name" in str(err.value)


def test_nm_icon_02_every_monster_ability_is_authored():
    """NM-ICON-02: the rulebook leaves every monster ability to necromolds.com: each spellbook's
    magic and passive ability has a name, a player-facing text and an effect the engine knows."""
    known = {
        "skill_bonus",
        "range_override",
        "move_override",
        "tie_survive",
        "gems_on_activate",
        "gems_on_smash",
        "ranged_ties_win",
    }
    for book in library().books.values():
        for ability in (book.magic, book.passive):
            assert ability.name.strip() and ability.text.strip(), book.id
            assert ability.effect in known, (book.id, ability.effect)
