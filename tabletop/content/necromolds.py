"""Necromolds content records: spellbooks, dice, rule numbers, battle maps and the distance tool.

Files: assets/necromolds/spellbooks.toml, dice.toml, rules.toml; levels/necromolds/tool.toml
and one levels/necromolds/<map>.toml per battle map. Clay sizes are in drams (1 oz = 16 dr),
so a 3.5 oz container is 56 dr. Map units are inches.
"""

from __future__ import annotations

import re
from typing import Any, Literal

import msgspec

from tabletop.content.necromolds_cross_checks import check_across
from tabletop.content.necromolds_screens import check_army_fits, check_fits_screens
from tabletop.content.registry import ContentKind, register, register_cross_check

Distance = Literal["close", "medium", "far"]
Skill = Literal["melee", "ranged", "defense"]
Command = Literal["move", "ranged", "magic", "wild"]
SUPPORT_TYPES: dict[str, tuple[str, ...]] = {
    "forsaken": (),
    "maniac": ("melee",),
    "pest": ("ranged",),
    "guardian": ("defense",),
    "ravager": ("melee", "ranged"),
    "thrasher": ("melee", "defense"),
    "tormentor": ("ranged", "defense"),
    "abomination": ("melee", "ranged", "defense"),
}
EFFECTS = (
    "none",
    "skill_bonus",
    "range_override",
    "move_override",
    "tie_survive",
    "gems_on_activate",
    "gems_on_smash",
    "ranged_ties_win",
)


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of every content record: frozen, unknown keys refused."""


class SizeOption(Struct, frozen=True):
    """One size a spellbook can mold: its clay volume, base and model height."""

    name: str
    clay: int  # drams
    radius: float  # base radius, inches
    height: float  # model height, inches


class Slot(Struct, frozen=True):
    """A move / ranged / combined command slot with its distance."""

    commands: list[Literal["move", "ranged"]]
    distance: Distance
    unstable: bool = False


class Ability(Struct, frozen=True):
    """A magic or passive ability: its text and the effect from the engine's vocabulary.

    Effects: skill_bonus (+amount dice to `skill`, `when` melee/ranged/any combat),
    range_override / move_override (the book's ranged / move slots use `distance`),
    tie_survive (not smashed in a tied melee unless the enemy has it too),
    gems_on_activate (gain `amount` gems when the magic die is placed),
    gems_on_smash (gain `amount` gems when this monster smashes an enemy),
    ranged_ties_win (this monster's ranged attacks smash on a tie).
    """

    name: str
    text: str
    effect: Literal[
        "none",
        "skill_bonus",
        "range_override",
        "move_override",
        "tie_survive",
        "gems_on_activate",
        "gems_on_smash",
        "ranged_ties_win",
    ]
    amount: int = 0
    skill: Skill | None = None
    when: Literal["any", "melee", "ranged"] = "any"
    distance: Distance | None = None


class Spellbook(Struct, frozen=True):
    """One spellbook, as on its diagram."""

    id: str
    name: str
    support_type: Literal["forsaken", "maniac", "pest", "guardian", "ravager", "thrasher", "tormentor", "abomination"]
    support_skills: list[Skill]  # the blue-highlighted skills; must match the type
    sizes: list[SizeOption]
    slots: list[Slot]
    magic: Ability
    passive: Ability
    melee: int
    ranged: int
    defense: int
    faction: str
    in_box: bool = False
    blurb: str = ""


class Preset(Struct, frozen=True):
    """A suggested army: (book, count) pairs, then fill the rest with `fill`."""

    id: str
    name: str
    monsters: list[tuple[str, int]]
    fill: str | None = None


class Spellbooks(Struct, frozen=True):
    """assets/necromolds/spellbooks.toml."""

    spellbooks: list[Spellbook]
    presets: list[Preset] = []


class DieFaces(Struct, frozen=True):
    """A die by its six faces, each a list of symbols."""

    name: str
    faces: list[list[str]]


class Dice(Struct, frozen=True):
    """assets/necromolds/dice.toml: the command die and the combat die."""

    command: DieFaces
    combat: DieFaces


class BasicRules(Struct, frozen=True):
    """Numbers of Basic Play."""

    starting_gems: int = 2
    melee_attack_dice: int = 4
    melee_defense_dice: int = 2
    ranged_dice: int = 2
    larger_bonus: int = 1
    die_cost: int = 1
    max_bought_dice: int = 1
    magic_gems: int = 1
    move_monsters: int = 2
    ranged_monsters: int = 1


class FanRules(Struct, frozen=True):
    """The numbers of the Optional Fan Rules (NM-FAN-*), in rules.toml's [fan] table."""

    cover_fraction: float = 0.5  # Partial Cover: covered share that must be exceeded (NM-FAN-05/06)
    cover_dice: int = 1  # Partial Cover: free defence dice
    high_ground_dice: int = 1  # High Ground: free attack dice attacking down (NM-FAN-07/08)
    behind_dice: int = 1  # Directional Attacks: free attack dice from behind (NM-FAN-10)
    command_gems_cost: int = 4  # Command Gems: gems per reroll (NM-FAN-13)
    corner_distance: Distance = "medium"  # Four Corner Deployment: reach from the corner (NM-FAN-15)


class SoloRules(Struct, frozen=True):
    """The numbers of Basalt LaSeur's Revenge (NM-SOLO-*), in rules.toml's [solo] table."""

    # NM-COMP-13: the spellbooks the 6 shared play cards mirror (Basalt's deck, NM-SOLO-06)
    shared_cards: tuple[str, ...] = ("insectomite", "graveghoul", "mud_mumps", "veggitoad", "batadactyl", "slimewick")
    pool_dice: int = 8  # one common pool of command dice (NM-SOLO-03/21)
    human_gems: int = 4  # NM-SOLO-03
    basalt_gems: int = 4  # NM-SOLO-13
    basalt_clay: int = 56  # drams: one standard container (NM-SOLO-14)
    summon_dice: int = 4  # combat dice rolled per revealed card; defense hits = monsters (NM-SOLO-08)
    discard_gems: int = 2  # Basalt's gems for a die he cannot use, whatever its face (NM-SOLO-41)
    most_terrain: int = 3  # the human places 0 to this many terrain pieces (NM-SOLO-02)


class Rules(Struct, frozen=True):
    """assets/necromolds/rules.toml: every number a player may want to change."""

    clay_budget: int  # drams per container (3.5 oz = 56 dr)
    starting_gems: int
    command_dice: int
    combat_dice: int
    weakened_command_dice: int
    magic_discard_gems: int
    rolloff_dice: int
    terrain_pieces_placed: int
    contact_tolerance: float
    smashed_clay_scale: float
    basic: BasicRules
    fan: FanRules = FanRules()
    solo: SoloRules = SoloRules()


class Tool(Struct, frozen=True):
    """levels/necromolds/tool.toml: the distance tool's three edges, in inches."""

    close: float
    medium: float
    far: float


class TerrainPartDef(Struct, frozen=True):
    """One solid part of a terrain piece: footprint (relative to the piece origin) and height.

    `stand`: a surface monsters can stand on (a raised platform, a hilltop) when the High Ground
    fan rule is on (NM-FAN-07..09): it is then open ground for moves and sight, and a monster whose
    centre ends on it stands `height` inches up. Without the rule it is solid terrain like any other.
    """

    polygon: list[tuple[float, float]]
    height: float
    stand: bool = False


class TerrainPieceDef(Struct, frozen=True):
    """A terrain piece: parts, and a suggested position for quick set-up."""

    id: str
    name: str
    parts: list[TerrainPartDef]
    suggested: tuple[float, float] = (0.0, 0.0)


class DeployZone(Struct, frozen=True):
    """One player's deployment border with 3+ players: a polyline along the map's outline
    (an edge, part of one, or around a corner) and its name for players."""

    name: str  # "the top-left corner"
    points: list[tuple[float, float]]


class Deployment(Struct, frozen=True):
    """The deployment zones for one player count, seat by seat (NM-MULTI-04/05)."""

    players: int
    zones: list[DeployZone]


class BattleMap(Struct, frozen=True):
    """levels/necromolds/<map>.toml: a battle map with its 6 terrain pieces."""

    id: str
    name: str
    width: float
    height: float
    border: float  # width of the green deployment strip along each player's edge
    pieces: list[TerrainPieceDef]
    description: str = ""
    # 3 and 4 players (2 players always use the top and bottom edges).
    deployments: list[Deployment] = []


# -- cross-field checks ------------------------------------------------------------------
# Bounds are generous (a modder may double everything) but stop what would hang or break a game:
# a million dice to roll, a base wider than any map, a polygon that crosses itself.

ID_PATTERN = re.compile(r"^[a-z0-9_]{1,40}$")
RADIUS = (0.1, 3.0)  # inches: a base from a pea to a dinner plate
MODEL_HEIGHT = (0.1, 12.0)
TERRAIN_HEIGHT = (0.05, 12.0)
SKILL_DICE = (0, 12)
ABILITY_AMOUNT = (0, 6)
MAP_SIDE = (12.0, 96.0)  # inches
MAX_PIECES = 20
MAX_POINTS = 200
MIN_AREA = 0.01  # square inches: less is a sliver nobody could see or touch
TOOL_MAX = 48.0
DIE_FACES = 6
MAX_SYMBOLS = 3  # symbols on one combat die face
COMMANDS = ("move", "ranged", "magic", "wild")
COMBAT_SYMBOLS = ("attack", "defense", "gem")


def _between(problems: list[tuple[str, str]], where: str, value, low, high, unit: str = "") -> bool:
    """Add a problem unless low <= value <= high; True when it is fine."""
    if low <= value <= high:
        return True
    u = f" {unit}" if unit else ""
    problems.append((where, f"expected {low:g} to {high:g}{u}, got {value:g}"))
    return False


def _ident(problems: list[tuple[str, str]], where: str, value: str) -> None:
    if not ID_PATTERN.match(value):
        problems.append((where, f"expected an id of 1 to 40 lowercase letters, digits or _, got {value!r}"))


def _named(problems: list[tuple[str, str]], where: str, value: str, longest: int = 80) -> None:
    if not value.strip() or len(value) > longest:
        problems.append((where, f"expected a name of 1 to {longest} characters"))


def check_spellbooks(record: Spellbooks) -> list[tuple[str, str]]:
    """Ids unique; support skills match the type; sizes grow and are sane; slots sensible; presets known."""
    problems: list[tuple[str, str]] = []
    seen: set[str] = set()
    if not record.spellbooks:
        problems.append(("spellbooks", "at least one spellbook is needed"))
    for i, book in enumerate(record.spellbooks):
        where = f"spellbooks[{i}]"
        _ident(problems, f"{where}.id", book.id)
        _named(problems, f"{where}.name", book.name)
        if book.id in seen:
            problems.append((f"{where}.id", f"duplicate id {book.id!r}"))
        seen.add(book.id)
        if tuple(sorted(book.support_skills)) != tuple(sorted(SUPPORT_TYPES[book.support_type])):
            problems.append(
                (
                    f"{where}.support_skills",
                    f"must be {list(SUPPORT_TYPES[book.support_type])} for type {book.support_type!r}",
                )
            )
        if not book.sizes:
            problems.append((f"{where}.sizes", "at least one size is needed"))
        if len(book.sizes) > 6:
            problems.append((f"{where}.sizes", f"expected at most 6 sizes, got {len(book.sizes)}"))
        for j, size in enumerate(book.sizes):
            at = f"{where}.sizes[{j}]"
            _named(problems, f"{at}.name", size.name)
            if size.clay <= 0 or size.radius <= 0 or size.height <= 0:
                problems.append((at, "clay, radius and height must be positive"))
            else:
                _between(problems, f"{at}.radius", size.radius, *RADIUS, "in")
                _between(problems, f"{at}.height", size.height, *MODEL_HEIGHT, "in")
            if j and size.clay <= book.sizes[j - 1].clay:
                problems.append((f"{at}.clay", "sizes must be listed smallest first"))
        if not book.slots:
            problems.append((f"{where}.slots", "at least one command slot is needed"))
        if len(book.slots) > 6:
            problems.append((f"{where}.slots", f"expected at most 6 slots, got {len(book.slots)}"))
        for j, slot in enumerate(book.slots):
            if not slot.commands or len(set(slot.commands)) != len(slot.commands):
                problems.append((f"{where}.slots[{j}].commands", "one or two different commands"))
        for which in ("magic", "passive"):
            ability: Ability = getattr(book, which)
            _named(problems, f"{where}.{which}.name", ability.name)
            _between(problems, f"{where}.{which}.amount", ability.amount, *ABILITY_AMOUNT)
            if ability.effect == "skill_bonus" and (ability.skill is None or ability.amount <= 0):
                problems.append((f"{where}.{which}", "skill_bonus needs a skill and a positive amount"))
            if ability.effect in ("range_override", "move_override") and ability.distance is None:
                problems.append((f"{where}.{which}.distance", f"{ability.effect} needs a distance"))
            if ability.effect in ("gems_on_activate", "gems_on_smash") and ability.amount <= 0:
                problems.append((f"{where}.{which}.amount", f"{ability.effect} needs a positive amount"))
        if book.passive.effect in ("range_override", "move_override", "gems_on_activate"):
            problems.append((f"{where}.passive.effect", f"{book.passive.effect} is a magic-only effect"))
        for skill in ("melee", "ranged", "defense"):
            if getattr(book, skill) < 0:
                problems.append((f"{where}.{skill}", "a skill cannot be negative"))
            else:
                _between(problems, f"{where}.{skill}", getattr(book, skill), *SKILL_DICE, "dice")
    presets: set[str] = set()
    for i, preset in enumerate(record.presets):
        _ident(problems, f"presets[{i}].id", preset.id)
        if preset.id in presets:
            problems.append((f"presets[{i}].id", f"duplicate id {preset.id!r}"))
        presets.add(preset.id)
        for k, (book_id, count) in enumerate(preset.monsters):
            if book_id not in seen:
                problems.append((f"presets[{i}].monsters", f"unknown spellbook {book_id!r}"))
            _between(problems, f"presets[{i}].monsters[{k}]", count, 1, 50, "monsters")
        if preset.fill is not None and preset.fill not in seen:
            problems.append((f"presets[{i}].fill", f"unknown spellbook {preset.fill!r}"))
    return problems


def check_dice(record: Dice) -> list[tuple[str, str]]:
    """Six faces each; the command die shows every command; combat faces are known symbols, a
    few per face, with attack and defense somewhere (and not on every face alike: roll-offs end)."""
    problems: list[tuple[str, str]] = []
    for which in ("command", "combat"):
        faces = getattr(record, which).faces
        if len(faces) != DIE_FACES:
            problems.append((f"{which}.faces", f"expected {DIE_FACES} faces, got {len(faces)}"))
    for j, face in enumerate(record.command.faces):
        if len(face) != 1 or face[0] not in COMMANDS:
            problems.append((f"command.faces[{j}]", "one of move, ranged, magic, wild"))
    shown = {f[0] for f in record.command.faces if len(f) == 1}
    missing = [c for c in COMMANDS if c not in shown]
    if record.command.faces and missing:
        problems.append(("command.faces", f"every command must be on some face; missing: {', '.join(missing)}"))
    for j, face in enumerate(record.combat.faces):
        if any(s not in COMBAT_SYMBOLS for s in face):
            problems.append((f"combat.faces[{j}]", "symbols are attack, defense, gem"))
        elif len(face) > MAX_SYMBOLS:
            problems.append(
                (f"combat.faces[{j}]", f"expected at most {MAX_SYMBOLS} symbols on a face, got {len(face)}")
            )
    faces = record.combat.faces
    if faces:
        for symbol in ("attack", "defense"):
            if not any(symbol in f for f in faces):
                problems.append(("combat.faces", f"some face must show {symbol}"))
        if len({f.count("attack") for f in faces}) == 1:
            problems.append(("combat.faces", "faces must differ in attack hits, or a roll-off could never be won"))
    return problems


def check_tool(record: Tool) -> list[tuple[str, str]]:
    """0 < close < medium < far <= TOOL_MAX."""
    if not 0 < record.close < record.medium < record.far:
        return [("close", "edges must satisfy 0 < close < medium < far")]
    if record.far > TOOL_MAX:
        return [("far", f"expected at most {TOOL_MAX:g} in, got {record.far:g}")]
    return []


def _polygon_problem(points) -> str | None:
    """Why a terrain part's outline is not a simple polygon with some area (None when it is)."""
    from shapely.geometry import Polygon
    from shapely.validation import explain_validity

    poly = Polygon(points)
    if poly.convex_hull.area < MIN_AREA:  # a line or a point: no inside at all
        return f"the outline encloses {poly.convex_hull.area:g} sq in; at least {MIN_AREA:g} are needed"
    if not poly.is_valid:
        why = explain_validity(poly).split("[")[0].strip().lower()
        return f"the outline crosses itself or folds back ({why}); list the corners in order around the shape"
    if poly.area < MIN_AREA:
        return f"the outline encloses {poly.area:g} sq in; at least {MIN_AREA:g} are needed"
    return None


def check_map(record: BattleMap) -> list[tuple[str, str]]:
    """Size sane; border inside; 3..20 pieces with unique ids; every part a simple polygon with area;
    each piece at its suggested place wholly on the map and apart from the others."""
    from shapely.geometry import Polygon, box
    from shapely.ops import unary_union

    problems: list[tuple[str, str]] = []
    _ident(problems, "id", record.id)
    _named(problems, "name", record.name)
    if record.width <= 0 or record.height <= 0:
        problems.append(("width", "map size must be positive"))
        return problems
    if not (
        _between(problems, "width", record.width, *MAP_SIDE, "in")
        and _between(problems, "height", record.height, *MAP_SIDE, "in")
    ):
        return problems
    if not 0 < record.border < min(record.height, record.width) / 2:
        problems.append(("border", "border must be positive and under half the map height"))
    ids = [p.id for p in record.pieces]
    if len(set(ids)) != len(ids):
        problems.append(("pieces", "piece ids must be unique"))
    if len(record.pieces) < 3:
        problems.append(("pieces", "a map needs at least 3 terrain pieces"))
    if len(record.pieces) > MAX_PIECES:
        problems.append(("pieces", f"expected at most {MAX_PIECES} terrain pieces, got {len(record.pieces)}"))
    board = box(0, 0, record.width, record.height)
    placed: list[tuple[int, Any]] = []  # (piece index, its shapely footprint at its suggested place)
    for i, piece in enumerate(record.pieces):
        where = f"pieces[{i}]"
        _ident(problems, f"{where}.id", piece.id)
        _named(problems, f"{where}.name", piece.name)
        if not piece.parts:
            problems.append((f"{where}.parts", "a piece needs at least one part"))
        if len(piece.parts) > MAX_PIECES:
            problems.append((f"{where}.parts", f"expected at most {MAX_PIECES} parts, got {len(piece.parts)}"))
            continue
        polys = []
        for j, part in enumerate(piece.parts):
            at = f"{where}.parts[{j}]"
            if not 3 <= len(part.polygon) <= MAX_POINTS:
                problems.append((f"{at}.polygon", f"expected 3 to {MAX_POINTS} points, got {len(part.polygon)}"))
                continue
            if part.height <= 0:
                problems.append((f"{at}.height", "height must be positive"))
            else:
                _between(problems, f"{at}.height", part.height, *TERRAIN_HEIGHT, "in")
            why = _polygon_problem(part.polygon)
            if why:
                problems.append((f"{at}.polygon", why))
                continue
            polys.append(Polygon(part.polygon))
        if not polys or len(polys) != len(piece.parts):
            continue
        shape = unary_union(polys)
        x0, y0, x1, y1 = shape.bounds
        if x1 - x0 > record.width or y1 - y0 > record.height:
            problems.append(
                (
                    f"{where}.parts",
                    f"the piece is {x1 - x0:g} x {y1 - y0:g} in, bigger than the "
                    f"{record.width:g} x {record.height:g} in map",
                )
            )
            continue
        sx, sy = piece.suggested
        from shapely import affinity

        at_place = affinity.translate(shape, sx, sy)
        if not board.buffer(1e-9).contains(at_place):
            bx0, by0, bx1, by1 = at_place.bounds
            problems.append(
                (
                    f"{where}.suggested",
                    f"at its suggested place the piece spans x {bx0:g}..{bx1:g}, "
                    f"y {by0:g}..{by1:g}: off the {record.width:g} x "
                    f"{record.height:g} in map",
                )
            )
            continue
        for k, other in placed:
            if at_place.intersection(other).area > 1e-9:
                problems.append((f"{where}.suggested", f"at their suggested places this piece overlaps pieces[{k}]"))
                break
        placed.append((i, at_place))
    return problems


ZONE_PLAYERS = (3, 4)  # player counts every map authors zones for (NM-MULTI-02, NM-MULTI-05)
ZONE_MIN_LENGTH = 6.0  # inches of border: room for an army of small bases
ZONE_MIN_GAP = 3.0  # inches between two zones, so armies start apart
_ON_EDGE = 1e-6


def _side(record: BattleMap, p: tuple[float, float]) -> set[str]:
    """The map sides a point lies on (two at a corner, none off the outline)."""
    x, y = p
    out = set()
    if -_ON_EDGE <= x <= record.width + _ON_EDGE:
        if abs(y) <= _ON_EDGE:
            out.add("top")
        if abs(y - record.height) <= _ON_EDGE:
            out.add("bottom")
    if -_ON_EDGE <= y <= record.height + _ON_EDGE:
        if abs(x) <= _ON_EDGE:
            out.add("left")
        if abs(x - record.width) <= _ON_EDGE:
            out.add("right")
    return out


def check_zones(record: BattleMap) -> list[tuple[str, str]]:
    """NM-MULTI-04/05: zones for 3 and 4 players, one per seat, each along the map's outline,
    long enough for an army, and apart from each other."""
    from shapely.geometry import LineString

    problems: list[tuple[str, str]] = []
    counts = [d.players for d in record.deployments]
    for n in ZONE_PLAYERS:
        if counts.count(n) != 1:
            problems.append(("deployments", f"needs exactly one entry for {n} players (found {counts.count(n)})"))
    for i, dep in enumerate(record.deployments):
        where = f"deployments[{i}]"
        if dep.players not in ZONE_PLAYERS:
            problems.append((f"{where}.players", f"must be one of {list(ZONE_PLAYERS)}"))
        if len(dep.zones) != dep.players:
            problems.append((f"{where}.zones", f"needs one zone per player ({dep.players}), found {len(dep.zones)}"))
        lines = []
        for j, zone in enumerate(dep.zones):
            at = f"{where}.zones[{j}]"
            if not zone.name.strip():
                problems.append((f"{at}.name", "a zone needs a name for players"))
            if len(zone.points) < 2:
                problems.append((f"{at}.points", "at least 2 points"))
                continue
            bad = [k for k, p in enumerate(zone.points) if not _side(record, p)]
            if bad:
                problems.append(
                    (
                        f"{at}.points[{bad[0]}]",
                        f"{list(zone.points[bad[0]])} is not on the edge of the {record.width:g} x "
                        f"{record.height:g} in map",
                    )
                )
                continue
            for k, (p, q) in enumerate(zip(zone.points, zone.points[1:])):
                if p == q or not (_side(record, p) & _side(record, q)):
                    problems.append((f"{at}.points[{k + 1}]", "each step must run along one side of the map"))
                    break
            line = LineString(zone.points)
            if line.length < ZONE_MIN_LENGTH:
                problems.append(
                    (f"{at}.points", f"the zone is {line.length:g} in long; at least {ZONE_MIN_LENGTH:g} in are needed")
                )
            if line.length > record.width + record.height:
                problems.append((f"{at}.points", "the zone is longer than half the map's outline"))
            lines.append((j, line))
        for a in range(len(lines)):
            for b in range(a + 1, len(lines)):
                (ja, la), (jb, lb) = lines[a], lines[b]
                if la.distance(lb) < ZONE_MIN_GAP:
                    problems.append((f"{where}.zones[{jb}]", f"is closer than {ZONE_MIN_GAP:g} in to zones[{ja}]"))
    return problems


RULE_BOUNDS = {  # field: (lowest, highest) a game can be played with
    "clay_budget": (1, 10_000),
    "starting_gems": (0, 100),
    "command_dice": (1, 12),
    "combat_dice": (1, 100),
    "weakened_command_dice": (1, 12),
    "magic_discard_gems": (0, 100),
    "rolloff_dice": (1, 12),
    "terrain_pieces_placed": (1, MAX_PIECES),
    "contact_tolerance": (0.0, 0.5),
    "smashed_clay_scale": (0.1, 3.0),
}
SOLO_BOUNDS = {
    "pool_dice": (1, 20),
    "human_gems": (0, 100),
    "basalt_gems": (0, 100),
    "basalt_clay": (1, 10_000),
    "summon_dice": (1, 12),
    "discard_gems": (0, 100),
    "most_terrain": (0, 6),
}
FAN_BOUNDS = {
    "cover_fraction": (0.0, 0.99),
    "cover_dice": (0, 12),
    "high_ground_dice": (0, 12),
    "behind_dice": (0, 12),
    "command_gems_cost": (0, 100),
}
BASIC_BOUNDS = {
    "starting_gems": (0, 100),
    "melee_attack_dice": (1, 12),
    "melee_defense_dice": (0, 12),
    "ranged_dice": (1, 12),
    "larger_bonus": (0, 12),
    "die_cost": (0, 100),
    "max_bought_dice": (0, 12),
    "magic_gems": (0, 100),
    "move_monsters": (1, 20),
    "ranged_monsters": (0, 20),
}


def check_rules(record: Rules) -> list[tuple[str, str]]:
    """Every number within what a game can be played with (no negative gems or costs)."""
    problems: list[tuple[str, str]] = []
    for name, (low, high) in RULE_BOUNDS.items():
        _between(problems, name, getattr(record, name), low, high)
    for name, (low, high) in BASIC_BOUNDS.items():
        _between(problems, f"basic.{name}", getattr(record.basic, name), low, high)
    for name, (low, high) in FAN_BOUNDS.items():
        _between(problems, f"fan.{name}", getattr(record.fan, name), low, high)
    for name, (low, high) in SOLO_BOUNDS.items():
        _between(problems, f"solo.{name}", getattr(record.solo, name), low, high)
    if not record.solo.shared_cards:
        problems.append(("solo.shared_cards", "Basalt's deck needs at least one shared play card"))
    if record.weakened_command_dice > record.command_dice:
        problems.append(("weakened_command_dice", f"expected at most command_dice ({record.command_dice})"))
    return problems


def load_game_content(overlay=None) -> dict:
    """The Necromolds content (shipped, overlaid by mods) as the engine reads it, checked as
    `tabletop check-content` checks it; a ContentError (the first problem, with a count of the
    rest) if anything is refused, so no game starts on it."""
    from tabletop.content.registry import gather

    found = gather(overlay, only=list(KIND_NAMES))
    found.refuse()
    return {
        "spellbooks": found.one("necromolds-spellbooks"),
        "dice": found.one("necromolds-dice"),
        "rules": found.one("necromolds-rules"),
        "tool": found.one("necromolds-tool"),
        "maps": {m.id: m for _p, m in found.all("necromolds-maps")},
        "map_files": {m.id: p for p, m in found.all("necromolds-maps")},
        "clay": found.one("necromolds-clay"),  # More Fun with Clay (NM-CLAY-11), see necromolds_clay.py
    }


from tabletop.content import necromolds_clay  # noqa: E402,F401  (registers the necromolds-clay kind)

KIND_NAMES = (
    "necromolds-spellbooks",
    "necromolds-dice",
    "necromolds-rules",
    "necromolds-tool",
    "necromolds-maps",
    "necromolds-clay",
)
register(
    ContentKind(
        "necromolds-spellbooks",
        "assets",
        "necromolds/spellbooks.toml",
        Spellbooks,
        (check_spellbooks, check_fits_screens),
        required=True,
        what="the spellbooks",
    )
)
register(
    ContentKind(
        "necromolds-dice", "assets", "necromolds/dice.toml", Dice, (check_dice,), required=True, what="the dice"
    )
)
register(
    ContentKind(
        "necromolds-rules",
        "assets",
        "necromolds/rules.toml",
        Rules,
        (check_rules,),
        required=True,
        what="the rule numbers",
    )
)
register(
    ContentKind(
        "necromolds-tool",
        "levels",
        "necromolds/tool.toml",
        Tool,
        (check_tool,),
        required=True,
        what="the distance tool",
    )
)
register(
    ContentKind(
        "necromolds-maps",
        "levels",
        "necromolds/map_*.toml",
        BattleMap,
        (check_map, check_zones),
        at_least=1,
        what="the battle maps",
    )
)
register_cross_check(check_across)
register_cross_check(check_army_fits)
