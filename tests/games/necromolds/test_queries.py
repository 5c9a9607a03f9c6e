"""The read-only rules queries of Necromolds (tabletop/games/necromolds/queries.py): each answer is
the one the rules act on, and asking changes nothing."""

from __future__ import annotations

import msgspec

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import setup
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import CommandDie, Monster

from .helpers import GAME, position

EXTRA = 56  # clay.toml extra_clay


def _clay_turn(monsters, gems=(20, 20)):
    """Seat 0's turn (between command dice) with More Fun with Clay on."""
    s = position(monsters, gems=gems)
    s.clay_left = [EXTRA] * len(s.seats)
    for i, st in enumerate(s.seats):
        book = next((m.book for m in s.monsters if m.owner == i), "mud_mumps")
        st.dice = [CommandDie(face="move", status="assigned", book=book, slot=0)]
    s.round, s.turn_order, s.first, s.turn_seat, s.phase = 1, [0, 1], 0, 0, "turns"
    return s


def test_nm_icon_01_the_tool_edges_are_the_contents_and_name_the_nearest():
    """NM-ICON-01: close / medium / far are the tool's lengths; a length is named by its nearest edge."""
    t = library().tool
    e = NQ.edges()
    assert (e.close, e.medium, e.far) == (float(t.close), float(t.medium), float(t.far))
    for name in ("close", "medium", "far"):
        assert NQ.edge_length(name) == library().length(name)
        assert NQ.edge_name(NQ.edge_length(name) + 0.01) == name


def test_nm_clay_08_why_not_blast_at_is_the_refusal_the_rules_give():
    """NM-CLAY-08: a blast that would rest on bare ground is refused; the query gives that very reason
    before the action is sent, and None where the action is taken (the payment is why_not_clay's)."""
    s = _clay_turn([(1, "graveghoul", 12.0, 10.0), (0, "mud_mumps", 5.0, 3.0)])
    before = msgspec.to_builtins(GAME.snapshot(s))
    bare, over = (20.0, 12.0), (12.0, 10.0)
    why = NQ.why_not_blast_at(s, bare)
    assert why is not None and "no monster" in why
    assert GAME.check(s, A.MagicBlast(seat=0, centre=bare)) == why
    assert NQ.why_not_blast_at(s, over) is None and GAME.check(s, A.MagicBlast(seat=0, centre=over)) is None
    off = NQ.why_not_blast_at(s, (-5.0, 3.0))
    assert off is not None and GAME.check(s, A.MagicBlast(seat=0, centre=(-5.0, 3.0))) == off
    assert msgspec.to_builtins(GAME.snapshot(s)) == before  # asking changed nothing


def test_nm_clay_05_08_why_not_clay_names_the_price_the_rules_charge():
    """NM-CLAY-05/08: the gems a clay action costs and the refusal when they are short."""
    s = _clay_turn([(1, "graveghoul", 12.0, 10.0), (0, "mud_mumps", 5.0, 3.0)], gems=(7, 20))
    assert NQ.clay_on(s) and NQ.clay_left(s, 0) == EXTRA
    assert NQ.clay_price(NQ.BLAST) == library().clay.actions.blast_gems
    assert NQ.why_not_clay(s, 0, NQ.BLAST) == GAME.check(s, A.MagicBlast(seat=0, centre=(12.0, 10.0)))
    assert NQ.why_not_clay(s, 0, NQ.BLAST) is not None and NQ.why_not_clay(s, None, NQ.BLAST) is not None


def test_nm_basic_20_sight_field_leaves_other_bases_off_in_basic_play_only():
    """NM-BASIC-20: in basic play only terrain blocks sight, so a monster between two others does not;
    in standard play it does. The sight_field is what rounds.ranged_problem judges on."""
    line = [(0, "mud_mumps", 5.0, 5.0), (1, "mud_mumps", 15.0, 5.0), (1, "graveghoul", 10.0, 5.0)]
    a, b = "p0-mud_mumps-1", "p1-mud_mumps-1"
    basic = position(line, mode="basic")
    standard = position(line)
    assert NQ.sight_field(basic, a, b).line_of_sight(a, b)
    assert "p1-graveghoul-1" not in NQ.sight_field(basic, a, b).bases
    assert not NQ.sight_field(standard, a, b).line_of_sight(a, b)
    assert NQ.sight_field(standard, a, b) is NQ.battlefield(standard)


def test_nm_basic_21_42_a_discarded_magic_die_pays_what_the_commit_pays():
    """NM-BASIC-21/42: basic play keeps its 1-gem magic die; the other modes pay magic_discard_gems."""
    rules = library().rules
    assert NQ.discard_gems(position([], mode="basic")) == rules.basic.magic_gems
    assert NQ.discard_gems(position([])) == rules.magic_discard_gems
    assert NQ.magic_die_gems() == rules.basic.magic_gems


def test_nm_setup_19_deploy_problem_is_the_border_then_the_place():
    """NM-SETUP-19: a base must touch its own green border and stand clear of other bases."""
    s = position([(0, "mud_mumps", 5.0, 0.8)])
    s.phase = "deploy"
    m = Monster(id="new", owner=0, book="mud_mumps", size=0, x=0.0, y=0.0, deployed=False)
    radius = library().size("mud_mumps", 0).radius
    assert NQ.deploy_zone(s, 0) == setup.deploy_zone(s, 0) and NQ.deploy_strip(s, 0) == setup.deploy_strip(s, 0)
    assert NQ.deploy_problem(s, 0, m, 12.0, radius) is None
    far = NQ.deploy_problem(s, 0, m, 12.0, 15.0)
    assert far is not None and "border" in far
    assert "overlap" in (NQ.deploy_problem(s, 0, m, 5.0, 0.8) or "")


def test_nm_move_reach_is_the_books_longest_move_edge():
    """The longest move a monster could make next: its spellbook's longest move slot (standard play),
    any edge (the far one) when slot distances are not used (basic play)."""
    s = position([(0, "graveghoul", 5.0, 5.0)])
    m = s.monsters[0]
    lib = library()
    longest = max(lib.length(sl.distance) for sl in lib.books["graveghoul"].slots if "move" in sl.commands)
    assert NQ.move_reach(s, m) == longest
    assert NQ.move_reach(position([(0, "graveghoul", 5.0, 5.0)], mode="basic"), m) == lib.length("far")


def test_nm_setup_13_more_fits_is_what_army_done_refuses_on():
    """NM-SETUP-13: an army is final only when no further monster fits in the clay left; more_fits
    says so before the player presses Done, as the rules then refuse or accept it."""
    s = position([(0, "mud_mumps", 5.0, 5.0), (1, "mud_mumps", 5.0, 15.0)])
    s.phase = "army"
    for st in s.seats:
        st.army_done = False
    smallest = library().smallest_clay()
    for left, fits in ((smallest, True), (smallest - 1, False)):
        s.seats[0].clay = left
        assert NQ.more_fits(s, 0) is fits
        why = GAME.check(s, A.ArmyDone(seat=0))
        assert (why is not None and "keep molding" in why) if fits else why is None


def test_nm_setup_07_nm_multi_03_set_up_numbers_are_the_rules():
    """NM-SETUP-07: the number of terrain pieces placed; NM-MULTI-03: the clay budget, the rules' own
    unless a smaller one is set."""
    rules = library().rules
    assert NQ.terrain_pieces() == rules.terrain_pieces_placed
    assert NQ.clay_budget({}) == rules.clay_budget
    assert NQ.clay_budget({"clay": rules.clay_budget - 10}) == rules.clay_budget - 10
    assert GAME.initial_state({"clay": rules.clay_budget - 10}, 3).seats[0].clay == rules.clay_budget - 10


# -- the queries the screens ask instead of the rule modules (issue 20) ---------------------------


def _fan(monsters, rules, **kw):
    """`position` with these fan rules on (settings keys)."""
    s = position(monsters, **kw)
    s.fan = list(rules)
    return s


def test_nm_fan_13_may_buy_reroll_is_when_the_rules_offer_the_reroll():
    """NM-FAN-13/14: a Command Gems reroll is offered exactly when the rules would take one: the rule
    on, the cost paid (command_gems_cost, the rules' number) and a die not yet assigned."""
    from .helpers import start_round

    army = [(0, "graveghoul", 5, 2), (1, "graveghoul", 5, 16), (1, "graveghoul", 9, 16)]
    cost = NQ.command_gems_cost()
    assert cost == library().rules.fan.command_gems_cost
    for rules, gems, offered in (
        (["fan_command_gems"], cost, True),
        (["fan_command_gems"], cost - 1, False),
        ([], cost, False),
    ):
        s, _ = start_round(_fan(army, rules, gems=(gems, 4)), ["move"] * 8)
        assert NQ.may_buy_reroll(s, 0) is offered
        assert any(isinstance(a, A.CommandGems) for a in GAME.legal_actions(s, 0)) is offered


def test_nm_fan_01_23_fan_rules_are_the_settings_switches_with_basalts_favorites():
    """NM-FAN-01, NM-FAN-23: the switches the new-game form offers are the engine's, starred as the rulebook does."""
    from tabletop.games.necromolds import settings as S

    got = NQ.fan_rules()
    assert [k for k, _n, _f in got] == list(S.FAN_RULES)
    assert all(fav == S.is_basalts_favorite(k) and name == S.FAN_RULES[k] for k, name, fav in got)
    assert any(fav for _k, _n, fav in got) and not all(fav for _k, _n, fav in got)


def test_nm_fan_queries_answer_off_without_the_rule_and_on_with_it():
    """NM-FAN-10, -15, -17, -18: directional, four_corners, wild_stays, decisive follow the switches."""
    army = [(0, "graveghoul", 5, 2), (1, "graveghoul", 5, 16)]
    off = _fan(army, [])
    on = _fan(army, ["fan_directional", "fan_four_corners", "fan_wilder_wilds", "fan_decisive_combat"])
    for ask in (NQ.directional, NQ.four_corners, NQ.wild_stays, NQ.decisive):
        assert ask(off) is False and ask(on) is True, ask.__name__
    assert NQ.fan_on(on, "fan_directional") and not NQ.fan_on(on, "fan_partial_cover")
    assert NQ.melee_pairs(off) == []


def test_nm_setup_19_deployment_spots_are_places_the_rules_accept():
    """NM-SETUP-19: every spot deployment_spots offers is one deploy_problem accepts; base_of is the book's size."""
    s = position([(0, "mud_mumps", 5.0, 0.8)])
    s.phase = "deploy"
    m = Monster(id="new", owner=0, book="mud_mumps", size=0, x=0.0, y=0.0, deployed=False)
    size = library().size("mud_mumps", 0)
    assert NQ.base_of(m) == (size.radius, size.height)
    spots = NQ.deployment_spots(s, 0, m, count=10)
    assert spots and all(NQ.deploy_problem(s, 0, m, x, y) is None for x, y in spots)


def test_nm_setup_07_terrain_order_is_the_roll_offs_ranking_reversed():
    """NM-SETUP-07/08: terrain is placed in the reverse of the deployment order the roll-off gave."""
    s = position([])
    s.deploy_order = [1, 0]
    assert NQ.terrain_order(s) == [0, 1]


def test_nm_combat_03_05_buy_cost_and_max_buy_agree():
    """NM-COMBAT-03..05: each die bought costs the new pool size; max_buy is the most the gems pay for."""
    s = position([])
    assert NQ.buy_cost(s, 2, 1) == 3 and NQ.buy_cost(s, 2, 2) == 3 + 4
    n = NQ.max_buy(s, 2, 7)
    assert n == 2 and NQ.buy_cost(s, 2, n) <= 7 < NQ.buy_cost(s, 2, n + 1)


def test_nm_fan_09_has_raised_ground_is_true_for_crag_terraces_only_where_parts_stand():
    """NM-FAN-09: High Ground is played on a map with parts to stand on (the shipped Crag Terraces)."""
    lib = library()
    for map_id, mp in lib.maps.items():
        stands = any(part.stand for piece in mp.pieces for part in piece.parts)
        assert NQ.has_raised_ground(map_id) is stands
    assert NQ.has_raised_ground("terraces")
