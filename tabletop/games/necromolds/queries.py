"""What the Necromolds table and bots may ask the rules, read-only: the distance tool's edges, which
monsters may act now and why not, how far a monster moves or shoots, whom it may target and whether
it sees them, the deployment borders and whether a base touches one, why a base cannot stand
somewhere, what the commit of the dice pays, and More Fun with Clay's questions (may a seat cast now,
what a wall or blast would do there and why it is refused), the Optional Fan Rules' questions (which
are on, facings, corners, bonuses, cover, raised ground, Decisive Combat's fights), the combat's
(who decides, what dice cost) and solo play's (the common pool, who chooses, where a die may go).

Every answer is the rules' own (the modules of this package, the content in library()); nothing here
changes a state, and no rule or rule number is written a second time outside this package: the UI
words and draws the answers, the bots weigh them. A state or any seat's view may be asked."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.games.necromolds import (
    abilities,
    chance,
    clay,
    combat,
    command_dice,
    contact,
    contact_snap,
    fan,
    field,
    legal,
    rounds,
    setup,
    stalemate,
)
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import settings as S
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, Monster, State
from tabletop.geometry.model import ToolEdges

# -- the distance tool (NM-ICON-01) --------------------------------------------------------------


def edges() -> ToolEdges:
    """The distance tool's close / medium / far edges, in inches."""
    t = library().tool
    return ToolEdges(float(t.close), float(t.medium), float(t.far))


def edge_length(distance: str) -> float:
    """The length of the tool edge `distance` ("close", "medium" or "far"), in inches."""
    return library().length(distance)


def edge_name(length: float) -> str:
    """close / medium / far for a tool length (the nearest edge)."""
    return min(edges().items(), key=lambda kv: abs(kv[1] - length))[0]


def contact_tolerance() -> float:
    """How far apart two bases may be and still be in contact (inches; the rules' drawing tolerance)."""
    return float(library().rules.contact_tolerance)


# -- who may act now ---------------------------------------------------------------------------------


def why_not_act(state: State, mid: str) -> str | None:
    """Why monster `mid` cannot perform the current command now, in the rules' words (None: it can)."""
    return rounds.can_act(state, mid)


def _may_perform(state: State, mid: str, kind: str) -> bool:
    cmd = state.command
    return state.phase == "command" and cmd is not None and cmd.kind == kind and rounds.can_act(state, mid) is None


def can_move_now(state: State, mid: str) -> bool:
    """The monster may perform the current move command."""
    return _may_perform(state, mid, "move")


def can_shoot_now(state: State, mid: str) -> bool:
    """The monster may perform the current ranged command."""
    return _may_perform(state, mid, "ranged")


def actors(state: State) -> list[str]:
    """Monsters that may still perform the current command."""
    if state.phase != "command" or state.command is None:
        return []
    return [m.id for m in state.alive(state.command.seat) if rounds.can_act(state, m.id) is None]


def command_reach(state: State, mid: str) -> float:
    """The tool edge (inches) the monster performs the current command at (a command is being performed)."""
    return rounds.monster_distance(state, mid)


# -- whom a monster may shoot, and what it sees (NM-RANGED-02/03, NM-BASIC-20, NM-FAN-10) ------------


def targets(state: State, shooter: str) -> dict[str, str | None]:
    """Every enemy of the shooter with why it cannot be shot now (None = a legal target)."""
    cmd = state.command
    assert cmd is not None  # asked while a ranged command is performed
    m = state.monster(shooter)
    reach = rounds.monster_distance(state, shooter)
    bf = field.battlefield(state)  # one state: one battlefield for every enemy asked
    return {
        e.id: rounds.ranged_problem(state, shooter, e.id, reach, cmd.line_of_sight, bf)
        for e in state.alive()
        if e.owner != m.owner
    }


def sight_field(state: State, a: str, b: str):
    """The battlefield a line of sight from monster `a` to monster `b` is judged on (read-only):
    in basic play only terrain blocks sight, so the other bases are left off (NM-BASIC-20)."""
    return rounds.sight_field(state, a, b)


def battlefield(state: State):
    """The geometry of this state (bases, terrain, walls, smashed clay); shared: treat it as read-only."""
    return field.battlefield(state)


def terrain_key(state: State) -> tuple:
    """What the map's obstacles depend on (map, terrain, smashed clay, High Ground, Magic Walls): two
    states with the same key have the same obstacles, whoever stands where."""
    return field.static_key(state)


def base_of(m: Monster) -> tuple[float, float]:
    """(radius, height) of the monster's base and model, in inches (its spellbook's size)."""
    return field.base_of(m)


def placed_parts(state: State, placed) -> tuple:
    """The parts of a terrain piece placed on the map, as (shapely polygon in inches, height)."""
    return field.placed_parts(state, placed)


def piece_parts(map_id: str, piece: str, x: float, y: float, rotation: float) -> tuple:
    """The parts a terrain piece of the map would have at (x, y) turned by `rotation` degrees."""
    return field.piece_parts(map_id, piece, x, y, rotation)


ContactSearch = contact.ContactSearch  # what contact_search answers: ask it per enemy (a Snap)


def contact_search(bf, mid: str, limit: float) -> ContactSearch:
    """Where monster `mid`, moving at most `limit` inches on battlefield `bf`, can come into base
    contact with each enemy, and why not (NM-MOVE-10/11/13); keep it for the length of a drag."""
    return contact.ContactSearch(bf, mid, limit)


DropSnap = contact_snap.DropSnap  # what drop_snap answers: the enemy a drop means, its contact, its need


def drop_snap(search: ContactSearch) -> DropSnap:
    """A drag's drops against enemies (NM-MOVE-10/11/13): which enemy a drop at a cursor means, the
    contact point it lands on (cached per angle cell) and what reaching an enemy out of reach needs."""
    return contact_snap.DropSnap(search)


def snap_tolerance(px_per_inch: float, ui_scale: float = 1.0) -> float:
    """How near (map inches) a dropped base must come to an enemy's to mean it, at this zoom."""
    return contact_snap.tolerance(px_per_inch, ui_scale)


def placement_problem(state: State, monster: Monster, x: float, y: float) -> str | None:
    """Why the monster's base cannot stand at (x, y) (off the map, on a base, terrain or clay), or None."""
    return field.placement_problem(state, monster, x, y)


# -- how far a monster goes next (NM-MOVE, NM-BASIC-39, abilities' move overrides) ----------------


def move_reach(state: State, m: Monster) -> float:
    """The longest move this monster could make next, in inches, as the engine sets a move command's
    edge (rounds.start_command): its spellbook's longest move slot after the move overrides of the
    abilities in effect now; basic play without slot distances moves at any edge, with them at the
    book's basic edge (rounds.basic_edge)."""
    lib = library()
    if not state.uses_distances():
        return lib.length("far")
    if not state.uses_slots():
        edge = rounds.basic_edge(state, m.owner, m.book, "move")
        return lib.length(edge) if edge is not None else 0.0
    best = 0.0
    for slot in lib.books[m.book].slots:
        if "move" in slot.commands:
            best = max(best, lib.length(abilities.command_distance(state, m.owner, m.book, "move", slot.distance)))
    return best


def basic_edge(state: State, seat: int, book: str, kind: str) -> str | None:
    """Basic play with slot distances but without slots: the edge a monster of `book` moves or shoots
    at (None: its book has no such slot, NM-BASIC-39)."""
    return rounds.basic_edge(state, seat, book, kind)


def command_distance(state: State, seat: int, book: str, command: str, printed: str) -> str:
    """The edge a command printed at `printed` is performed at, after the abilities in effect."""
    return abilities.command_distance(state, seat, book, command, printed)


class Pending(NamedTuple):
    """A command die on a monster's spellbook still to be performed: its face and its edge (None
    while slot distances are not used: any edge)."""

    face: str
    distance: str | None


def pending_commands(state: State, m: Monster) -> list[Pending]:
    """The command dice assigned to the monster's spellbook and not yet performed (an active magic
    ability's die is not one), in tray order."""
    out = []
    slots = library().books[m.book].slots
    for d in state.seats[m.owner].dice:
        if d.book != m.book or d.slot is None or d.slot == -1 or d.status != "assigned":
            continue
        dist = (
            abilities.command_distance(state, m.owner, m.book, d.face, slots[d.slot].distance)
            if state.uses_distances()
            else None
        )
        out.append(Pending(d.face, dist))
    return out


class BasicPools(NamedTuple):
    """Basic play's fixed combat pools while the skill ratings are not used (NM-BASIC-24..26)."""

    melee_attack: int
    melee_defense: int
    ranged: int
    larger_bonus: int


def rulebook():
    """The rulebook's numbers as the content gives them (read-only), for a rules page that prints
    them: the page asks here instead of reading the library (one source of every rule number)."""
    return library().rules


def basic_pools() -> BasicPools:
    b = library().rules.basic
    return BasicPools(b.melee_attack_dice, b.melee_defense_dice, b.ranged_dice, b.larger_bonus)


# -- command dice ------------------------------------------------------------------------------------


def magic_die_gems() -> int:
    """Gems a magic die gives when taken as gems in basic play (NM-BASIC-21)."""
    return int(library().rules.basic.magic_gems)


def discard_gems(state: State) -> int:
    """Gems each magic die left unassigned gives when the seat commits its dice (NM-BASIC-21/42)."""
    return command_dice.discard_gems(state)


# -- set-up: terrain and armies (NM-SETUP-07..18) ---------------------------------------------------


def terrain_pieces() -> int:
    """How many terrain pieces the players place in all (NM-SETUP-07)."""
    return int(library().rules.terrain_pieces_placed)


def clay_budget(settings) -> int:
    """The drams of clay each army is molded from with these settings (the rules' budget unless a
    smaller one was set, NM-MULTI-03)."""
    return S.validate(settings).clay


def full_clay_budget() -> int:
    """The full clay budget in drams: one container (NM-COMP-14), before any smaller share is set."""
    return int(library().rules.clay_budget)


def smallest_monster_clay() -> int:
    """The drams the smallest monster of any spellbook takes: no army's share may be less."""
    return int(library().smallest_clay())


def more_fits(state: State, seat: int) -> bool:
    """Another monster fits in the clay the seat has left, so its army is not final yet (NM-SETUP-13)."""
    return setup.more_fits(state, seat)


def terrain_order(state: State) -> list[int]:
    """Seats in the order they place terrain (the roll-off's ranking, NM-SETUP-07/08)."""
    return setup.terrain_order(state)


# -- deployment (NM-SETUP-19/20, NM-MULTI-04/05) -------------------------------------------------------


def deployer(state: State) -> int | None:
    """The seat deploying now (None: no one)."""
    return setup.deployer(state)


def deploy_zone(state: State, seat: int) -> list[tuple[float, float]]:
    """The seat's deployment border along the map's outline (map points)."""
    return setup.deploy_zone(state, seat)


def deploy_strip(state: State, seat: int) -> list[tuple[float, float]]:
    """The outline of the seat's green border strip a deployed base must touch (map points)."""
    return setup.deploy_strip(state, seat)


def border_problem(state: State, seat: int, radius: float, x: float, y: float) -> str | None:
    """Why a base of `radius` at (x, y) does not touch the seat's green border, or None."""
    return setup.border_problem(state, seat, radius, y, x)


def deploy_problem(state: State, seat: int, monster: Monster, x: float, y: float) -> str | None:
    """Why `seat` may not deploy `monster` at (x, y) for where it is (the border, then the base's
    place), or None; the Four Corner Deployment's corners are asked with corner_problem."""
    radius, _h = field.base_of(monster)
    return border_problem(state, seat, radius, x, y) or placement_problem(state, monster, x, y)


def free_spots(state: State, monster: Monster, points: list[tuple[float, float]]) -> list[bool]:
    """For each point, whether the monster's base may stand there (`placement_problem` is None), all at once."""
    return field.free_spots(state, monster, points)


def zone_touched(state: State, seat: int, radius: float, points: list[tuple[float, float]]) -> list[bool]:
    """3-4 players: for each (x, y), whether a base of `radius` there touches the seat's border
    (`border_problem` is None), all at once."""
    return setup.zone_touched(state, seat, radius, points)


def deployment_spots(
    state: State, seat: int, monster: Monster, count: int = 40, inset: float = 0.0
) -> list[tuple[float, float]]:
    """Free legal positions along the seat's border for the monster, `inset` inches in from the edge."""
    return setup.deployment_spots(state, seat, monster, count=count, inset=inset)


def corner_reach() -> float:
    """Four Corner Deployment: how far from its corner point a base may stand, in inches (NM-FAN-15/16)."""
    return library().length(fan.numbers().corner_distance)


def corner_problem(state: State, seat: int, monster: Monster, x: float, y: float) -> str | None:
    """Four Corner Deployment: why the base may not stand at (x, y) for its corners, or None."""
    return fan.corner_problem(state, seat, monster, x, y)


def four_corners(state: State) -> bool:
    """Armies deploy in opposite corners (Four Corner Deployment, two players, NM-FAN-15)."""
    return fan.four_corners(state)


# The map's corners in corner_list's order, the two pairs a player may choose, and their names.
CORNER_PAIRS = fan.CORNER_PAIRS
PAIR_NAMES = fan.PAIR_NAMES


def corner_list(state: State) -> list[tuple[float, float]]:
    """The map's corners: top-left, top-right, bottom-right, bottom-left."""
    return fan.corner_list(state)


def corner_of(state: State, seat: int, x: float, y: float) -> int:
    """Which of the seat's two corners (0 or 1) the point is nearer."""
    return fan.corner_of(state, seat, x, y)


def corner_spots(state: State, seat: int, monster: Monster) -> list[tuple[float, float]]:
    """Free legal positions for the monster near the seat's corners, nearest the corners first."""
    return fan.corner_spots(state, seat, monster)


# -- command dice on the spellbooks (NM-CMD, NM-FAN-13/14/17) -----------------------------------------


def slot_open(state: State, seat: int, book: str, slot: int) -> bool:
    """No die of the seat sits on that slot of its spellbook (-1: the book's magic ability)."""
    return command_dice.slot_open(state, seat, book, slot)


def wild_stays(state: State) -> bool:
    """A wild die put on a combined slot may stay wild (Wilder Wilds with slots in use, NM-FAN-17)."""
    return command_dice.wild_stays(state)


def command_gems_cost() -> int:
    """Gems one Command Gems reroll costs (NM-FAN-13)."""
    return int(fan.numbers().command_gems_cost)


def may_buy_reroll(state: State, seat: int) -> bool:
    """Command Gems is on, the seat can pay a reroll and has dice not yet assigned (NM-FAN-13/14)."""
    s = state.seats[seat]
    return (
        fan.on(state, "fan_command_gems")
        and s.gems >= command_gems_cost()
        and any(d.status == "rolled" for d in s.dice)
    )


# -- the Optional Fan Rules at the table (NM-FAN-*) -----------------------------------------------------


def fan_on(state: State, key: str) -> bool:
    """The fan rule `key` (a settings key, e.g. "fan_command_gems") is switched on (NM-FAN-01)."""
    return fan.on(state, key)


def fan_rules() -> list[tuple[str, str, bool]]:
    """(settings key, rulebook name, Basalt's Favorite) of each Optional Fan Rule, in the rulebook's
    order (NM-FAN-01, -23)."""
    return [(key, name, S.is_basalts_favorite(key)) for key, name in S.FAN_RULES.items()]


def directional(state: State) -> bool:
    """Monsters have a facing in this game (Directional Attacks, NM-FAN-10)."""
    return fan.directional(state)


def deploy_facing(state: State, seat: int, x: float, y: float) -> float:
    """The facing a monster deployed at (x, y) gets unless its player gives one (NM-FAN-10)."""
    return fan.deploy_facing(state, seat, x, y)


def can_attack(state: State, attacker: Monster, target: Monster) -> bool:
    """The target is in the attacker's front half (always True without Directional Attacks, NM-FAN-10/11)."""
    return fan.can_attack(state, attacker, target)


def bonuses(state: State, kind: str, attacker: Monster, defender: Monster) -> list[fan.Bonus]:
    """The free dice the fan rules on add to a `kind` (melee/ranged) combat between these monsters
    where they stand now (NM-FAN-05, -07, -10)."""
    return fan.bonuses(state, kind, attacker, defender)


def cover(state: State, attacker: str, defender: str) -> float:
    """The share (0..1) of the defender terrain hides from the attacker (Partial Cover, NM-FAN-06)."""
    return fan.cover(state, attacker, defender)


def surfaces(state: State) -> list:
    """High Ground's raised surfaces monsters stand on, as (part id, polygon, height); [] without it."""
    return field.surfaces(state)


def has_raised_ground(map_id: str) -> bool:
    """The map has terrain parts monsters can stand on, for High Ground to play on (NM-FAN-09)."""
    mp = library().maps[map_id]
    return any(any(field.piece_stands(map_id, piece.id)) for piece in mp.pieces)


def elevation_at(state: State, x: float, y: float) -> float:
    """How high a base centred at (x, y) stands (High Ground, NM-FAN-07..09; 0 on the ground)."""
    return fan.elevation_at(state, x, y)


def highest_elevation(state: State) -> float:
    """The most `elevation_at` can be anywhere on the map (0 without High Ground): a bound for search."""
    return max((height for _pid, _poly, height in field.surfaces(state)), default=0.0)


def decisive(state: State) -> bool:
    """All moves come before the melee fights (Decisive Combat, NM-FAN-18)."""
    return fan.decisive(state)


def melee_pairs(state: State) -> list[tuple[str, str]]:
    """Decisive Combat's (attacker, target) fights still to choose from (NM-FAN-19/20)."""
    return fan.melee_pairs(state)


def hinder(state: State, mid: str, path: list[tuple[float, float]]) -> list[tuple[float, float]] | None:
    """Hindering Terrain (NM-FAN-21/22): the path cut just past the smashed clay it crosses (unchanged
    when it crosses none or the rule is off; None when no legal spot past the clay is reached)."""
    return fan.hinder(state, mid, path)


# -- combat (NM-COMBAT) ------------------------------------------------------------------------------


def deciding_seat(state: State) -> int:
    """The seat that must act in the combat now (a combat is under way)."""
    return combat.deciding_seat(state)


def buy_cost(state: State, pool: int, count: int) -> int:
    """Gems to add `count` dice to a pool of `pool` dice (NM-COMBAT-03..05; basic play's fixed price)."""
    return combat.buy_cost(state, pool, count)


def max_buy(state: State, pool: int, gems: int, bought: int = 0) -> int:
    """The most dice a seat with `gems` can add to a pool of `pool` now, `bought` already added."""
    return combat.max_buy(state, pool, gems, bought)


def supporter(state: State, m: Monster, kind: str, attacker: bool) -> str | None:
    """The friendly monster lending `m` its support skill in a `kind` combat where `m` attacks
    (`attacker`) or defends, or None (advanced play, NM-ADV-14..17, NM-FAQ-09)."""
    return combat.supporter(state, m, combat.support_skill(kind, attacker))


def bonus_data(b: fan.Bonus) -> dict:
    """A fan rule's bonus as the combat_start event carries it (rule, side, dice, text, fraction)."""
    return fan.bonus_data(b)


def symbols_shown(faces: list[int], symbol: str) -> int:
    """How many `symbol`s ("attack", "defense", "gem") rolled combat dice with these faces show (a
    two-symbol face counts two)."""
    return chance.count(library().combat_die, faces, symbol)


# -- More Fun with Clay (NM-CLAY-01..11) ---------------------------------------------------------------

MISSILE, BLAST, WALL, REMOVE = clay.MISSILE, clay.BLAST, clay.WALL, clay.REMOVE
CLAY_TITLES = clay.TITLES


def clay_on(state: State) -> bool:
    """The game plays More Fun with Clay."""
    return clay.clay_on(state)


def clay_left(state: State, seat: int) -> int:
    """Drams left in the seat's extra container (NM-CLAY-01)."""
    return clay.clay_left(state, seat)


def walls(state: State) -> list:
    """The Magic Walls standing, in the order they were built."""
    return clay.walls(state)


def clay_price(kind: str) -> int:
    """Gems the clay action `kind` costs."""
    return clay.price(kind)


def clay_params():
    """The physics' numbers of the clay rules (tabletop.physics.ClayParams)."""
    return clay.params()


def why_not_clay(state: State, seat: int | None, kind: str) -> str | None:
    """Why `seat` may not take the clay action `kind` now (timing, gems, clay), or None."""
    return clay.why_not(state, seat, kind)


def wall_plan(state: State, seat: int, stroke):
    """The wall a stroke would build for `seat` (footprint, clay) and why it is refused (`problems`)."""
    return clay.wall_plan(state, seat, stroke)


def blast_preview(state: State, centre):
    """Where a Magic Blast lowered at `centre` comes to rest and who is under it."""
    return clay.blast_preview(state, centre)


def why_not_blast_at(state: State, centre) -> str | None:
    """Why a Magic Blast may not be lowered at `centre`: off the map, or no monster under where it
    would rest (NM-CLAY-08), or None."""
    return clay.blast_problem(state, centre)


def rerun_missile(state: State, aim, seed: int):
    """The MissileResult the rules got for a missile dropped at `aim` with `seed` on `state` (before)."""
    return clay.rerun_missile(state, aim, seed)


def missile_monsters(state: State) -> list[tuple]:
    """The monsters as the missile simulation takes them (`missile_inputs(state).monsters`), without
    its terrain: (id, x, y, base radius, height, clay dr)."""
    return clay.physics_monsters(state)


def missile_inputs(state: State):
    """What the missile simulation runs on in this state (monsters, terrain, params, bounds)."""
    return clay.missile_inputs(state)


def map_bounds(state: State) -> tuple[float, float]:
    """The map's (width, height) in inches."""
    return clay.bounds(state)


def wall_polygon(wall):
    """A Magic Wall's footprint as a shapely polygon."""
    return field.wall_polygon(wall)


# The most points of a wall's stroke an action may list (a longer mouse stroke is thinned first).
STROKE_POINTS = A.MAX_ITEMS


# -- what the bots weigh (the default bot asks these, never the rule modules) ----------------------


def legal_actions(state: State, seat: int) -> list[A.Action]:
    """Every action `seat` may take now (the engine's own list)."""
    return legal.legal_actions(state, seat)


def base_pools(state: State, kind: str, att: Monster, dfn: Monster) -> tuple[int, int]:
    """The attacker's and defender's starting pools in a `kind` combat (NM-COMBAT-01, basic play's
    fixed pools, abilities' dice), before any die is bought."""
    return combat.base_pools(state, kind, att, dfn)


def supporter_by_skill(state: State, m: Monster, skill: str) -> str | None:
    """The friendly monster lending `m` the support `skill` ("melee", "ranged", "defense") now, or
    None (advanced play, NM-ADV-14..17)."""
    return combat.supporter(state, m, skill)


def tie_survives(state: State, m: Monster, enemy: Monster) -> bool:
    """`m` is not smashed in a tied melee against `enemy` (NM-FAQ-08)."""
    return abilities.tie_survives(state, m, enemy)


def ranged_ties_win(state: State, attacker: Monster) -> bool:
    """This monster's ranged attacks smash on a tie."""
    return abilities.ranged_ties_win(state, attacker)


def ranged_targets(state: State, mid: str) -> list[str]:
    """The enemies monster `mid` may shoot under the current ranged command."""
    return legal.ranged_targets(state, mid)


def contact_point(state: State, mover: Monster, enemy: Monster, angle_offset: float = 0.0) -> tuple[float, float]:
    """Where `mover`'s centre stands to touch `enemy`, on the side facing the mover (turned by `angle_offset`)."""
    return legal.contact_point(state, mover, enemy, angle_offset=angle_offset)


def try_move(state: State, mid: str, path: list[tuple[float, float]]) -> tuple[bool, list[str]]:
    """Would the current move command accept this path? (legal, the enemies it ends in contact with)."""
    return legal.try_move(state, mid, path)


def cluster_points(state: State, seat: int, count: int = 3) -> list[tuple[float, float]]:
    """Up to `count` points over groups of `seat`'s enemies, the fullest first (aims for clay)."""
    return clay.cluster_points(state, seat, count=count)


def blast_dice() -> int:
    """Combat dice a Magic Blast rolls against each monster under it (NM-CLAY-08)."""
    return clay.blast_dice()


def wall_strokes(state: State, seat: int, count: int = 2) -> list[tuple[tuple[float, float], ...]]:
    """Up to `count` wall strokes the rules would build that would stand between a shooter and one of
    `seat`'s monsters it sees."""
    return clay.wall_strokes(state, seat, count=count)


# -- a draw (issue 25, stalemate.py) ----------------------------------------------------------------

QUIET_ROUNDS = stalemate.QUIET_ROUNDS  # rounds in a row without a fight that end the battle shared


def why_no_draw_offer(state: State, seat: int) -> str | None:
    """Why `seat` may not offer a draw now (None: it may; the table shows the button)."""
    return stalemate.may_offer(state, seat)


def draw_answerer(state: State) -> int | None:
    """The seat that must answer the draw on offer now (None: no draw is on offer)."""
    who = stalemate.answering(state) if stalemate.pending(state) else []
    return who[0] if who else None


def quiet_rounds_left(state: State) -> int:
    """Whole rounds without a fight still to go before the quiet battle ends in a shared result."""
    return max(0, stalemate.QUIET_ROUNDS - state.quiet_rounds)


# -- solo play: Basalt LaSeur's Revenge (NM-SOLO-*) ------------------------------------------------


def solo(state: State) -> bool:
    """True in a solo game (the human at seat 0, Basalt at seat 1, NM-SOLO-01)."""
    return state.solo is not None


def basalt_seat() -> int:
    """Basalt's seat in a solo game: it never acts by choice (the rules play it)."""
    return BASALT


def pool(state: State) -> list[str]:
    """The common pool's dice not yet chosen this round, by face (NM-SOLO-21); [] outside the draft."""
    return list(state.solo.pool) if state.solo is not None else []


def drafter(state: State) -> int | None:
    """The seat choosing the next die of the pool (NM-SOLO-22..25), or None outside the draft."""
    return state.solo.picker if state.solo is not None and state.phase == "draft" else None


def draft_slots(state: State, seat: int, face: str) -> list[tuple[str, int]]:
    """(spellbook, slot) pairs where a pool die of `face` may go now (-1: a magic ability; a wild fits
    wherever its flips do)."""
    return command_dice.open_slots(state, seat, face)


def basalt_cards(state: State) -> list[str]:
    """Basalt's shared play cards, in the order revealed (NM-SOLO-10)."""
    return list(state.solo.cards) if state.solo is not None else []


# -- solo play at the table (issue 25; solo_steps.py) ---------------------------------------------


def solo_modes() -> tuple[str, ...]:
    """The modes a solo game is played in (NM-SOLO-01: Basalt's guides assign dice to slots)."""
    return S.SOLO_MODES


def solo_refused() -> tuple[str, ...]:
    """The fan rules a solo game refuses (his guides never choose for them)."""
    return S.SOLO_REFUSED


def basalt_steps(game, state: State, action) -> list:
    """(state, events) after `action` and after each of Basalt's actions that the rules make follow it."""
    from tabletop.games.necromolds import solo_steps

    return solo_steps.steps(game, state, action)


def summoning_event(event) -> bool:
    """An event of the summoning of Basalt's army (deck, a card revealed, leftover, line-up, gems)."""
    from tabletop.games.necromolds import solo_steps

    return solo_steps.is_summoning(event)


def basalt_reason(event) -> bool:
    """An event saying why Basalt does what he does next."""
    from tabletop.games.necromolds import solo_steps

    return solo_steps.is_reason(event)


def summoned_so_far(final: State, told) -> State:
    """The state part way through the summoning of Basalt's army, after the `told` events."""
    from tabletop.games.necromolds import solo_steps

    return solo_steps.summoned_so_far(final, told)
