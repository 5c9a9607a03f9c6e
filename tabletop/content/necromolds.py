"""Necromolds content records: spellbooks, dice, rule numbers, battle maps and the distance tool.

Files: assets/necromolds/spellbooks.toml, dice.toml, rules.toml; levels/necromolds/tool.toml
and one levels/necromolds/<map>.toml per battle map. Clay sizes are in drams (1 oz = 16 dr),
so a 3.5 oz container is 56 dr. Map units are inches.
"""
from __future__ import annotations

from typing import Literal

import msgspec

from tabletop.content.registry import ContentKind, register

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
EFFECTS = ("none", "skill_bonus", "range_override", "move_override", "tie_survive",
           "gems_on_activate", "gems_on_smash", "ranged_ties_win")


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of every content record: frozen, unknown keys refused."""


class SizeOption(Struct):
    """One size a spellbook can mold: its clay volume, base and model height."""

    name: str
    clay: int  # drams
    radius: float  # base radius, inches
    height: float  # model height, inches


class Slot(Struct):
    """A move / ranged / combined command slot with its distance."""

    commands: list[Literal["move", "ranged"]]
    distance: Distance
    unstable: bool = False


class Ability(Struct):
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
    effect: Literal["none", "skill_bonus", "range_override", "move_override", "tie_survive",
                    "gems_on_activate", "gems_on_smash", "ranged_ties_win"]
    amount: int = 0
    skill: Skill | None = None
    when: Literal["any", "melee", "ranged"] = "any"
    distance: Distance | None = None


class Spellbook(Struct):
    """One spellbook, as on its diagram."""

    id: str
    name: str
    support_type: Literal["forsaken", "maniac", "pest", "guardian", "ravager", "thrasher",
                          "tormentor", "abomination"]
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


class Preset(Struct):
    """A suggested army: (book, count) pairs, then fill the rest with `fill`."""

    id: str
    name: str
    monsters: list[tuple[str, int]]
    fill: str | None = None


class Spellbooks(Struct):
    """assets/necromolds/spellbooks.toml."""

    spellbooks: list[Spellbook]
    presets: list[Preset] = []


class DieFaces(Struct):
    """A die by its six faces, each a list of symbols."""

    name: str
    faces: list[list[str]]


class Dice(Struct):
    """assets/necromolds/dice.toml: the command die and the combat die."""

    command: DieFaces
    combat: DieFaces


class BasicRules(Struct):
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


class Rules(Struct):
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


class Tool(Struct):
    """levels/necromolds/tool.toml: the distance tool's three edges, in inches."""

    close: float
    medium: float
    far: float


class TerrainPartDef(Struct):
    """One solid part of a terrain piece: footprint (relative to the piece origin) and height."""

    polygon: list[tuple[float, float]]
    height: float


class TerrainPieceDef(Struct):
    """A terrain piece: parts, and a suggested position for quick set-up."""

    id: str
    name: str
    parts: list[TerrainPartDef]
    suggested: tuple[float, float] = (0.0, 0.0)


class DeployZone(Struct):
    """One player's deployment border with 3+ players: a polyline along the map's outline
    (an edge, part of one, or around a corner) and its name for players."""

    name: str  # "the top-left corner"
    points: list[tuple[float, float]]


class Deployment(Struct):
    """The deployment zones for one player count, seat by seat (NM-MULTI-04/05)."""

    players: int
    zones: list[DeployZone]


class BattleMap(Struct):
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


def check_spellbooks(record: Spellbooks) -> list[tuple[str, str]]:
    """Ids unique; support skills match the type; sizes grow; slots sensible; presets known."""
    problems: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, book in enumerate(record.spellbooks):
        where = f"spellbooks[{i}]"
        if book.id in seen:
            problems.append((f"{where}.id", f"duplicate id {book.id!r}"))
        seen.add(book.id)
        if tuple(sorted(book.support_skills)) != tuple(sorted(SUPPORT_TYPES[book.support_type])):
            problems.append((f"{where}.support_skills",
                             f"must be {list(SUPPORT_TYPES[book.support_type])} for type {book.support_type!r}"))
        if not book.sizes:
            problems.append((f"{where}.sizes", "at least one size is needed"))
        for j, size in enumerate(book.sizes):
            if size.clay <= 0 or size.radius <= 0 or size.height <= 0:
                problems.append((f"{where}.sizes[{j}]", "clay, radius and height must be positive"))
            if j and size.clay <= book.sizes[j - 1].clay:
                problems.append((f"{where}.sizes[{j}].clay", "sizes must be listed smallest first"))
        for j, slot in enumerate(book.slots):
            if not slot.commands or len(set(slot.commands)) != len(slot.commands):
                problems.append((f"{where}.slots[{j}].commands", "one or two different commands"))
        for which in ("magic", "passive"):
            ability: Ability = getattr(book, which)
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
    for i, preset in enumerate(record.presets):
        for book_id, _count in preset.monsters:
            if book_id not in seen:
                problems.append((f"presets[{i}].monsters", f"unknown spellbook {book_id!r}"))
        if preset.fill is not None and preset.fill not in seen:
            problems.append((f"presets[{i}].fill", f"unknown spellbook {preset.fill!r}"))
    return problems


def check_dice(record: Dice) -> list[tuple[str, str]]:
    """Command faces use the four commands; combat faces use attack/defense/gem symbols."""
    problems: list[tuple[str, str]] = []
    for j, face in enumerate(record.command.faces):
        if len(face) != 1 or face[0] not in ("move", "ranged", "magic", "wild"):
            problems.append((f"command.faces[{j}]", "one of move, ranged, magic, wild"))
    for j, face in enumerate(record.combat.faces):
        if any(s not in ("attack", "defense", "gem") for s in face):
            problems.append((f"combat.faces[{j}]", "symbols are attack, defense, gem"))
    return problems


def check_tool(record: Tool) -> list[tuple[str, str]]:
    """0 < close < medium < far."""
    if not 0 < record.close < record.medium < record.far:
        return [("close", "edges must satisfy 0 < close < medium < far")]
    return []


def check_map(record: BattleMap) -> list[tuple[str, str]]:
    """Six pieces with unique ids; every part a real polygon; border inside the map."""
    problems: list[tuple[str, str]] = []
    if record.width <= 0 or record.height <= 0:
        problems.append(("width", "map size must be positive"))
    if not 0 < record.border < record.height / 2:
        problems.append(("border", "border must be positive and under half the map height"))
    ids = [p.id for p in record.pieces]
    if len(set(ids)) != len(ids):
        problems.append(("pieces", "piece ids must be unique"))
    if len(record.pieces) < 3:
        problems.append(("pieces", "a map needs at least 3 terrain pieces"))
    for i, piece in enumerate(record.pieces):
        if not piece.parts:
            problems.append((f"pieces[{i}].parts", "a piece needs at least one part"))
        for j, part in enumerate(piece.parts):
            if len(part.polygon) < 3:
                problems.append((f"pieces[{i}].parts[{j}].polygon", "at least 3 points"))
            if part.height <= 0:
                problems.append((f"pieces[{i}].parts[{j}].height", "height must be positive"))
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
                problems.append((f"{at}.points[{bad[0]}]",
                                 f"{list(zone.points[bad[0]])} is not on the edge of the {record.width:g} x "
                                 f"{record.height:g} in map"))
                continue
            for k, (p, q) in enumerate(zip(zone.points, zone.points[1:])):
                if p == q or not (_side(record, p) & _side(record, q)):
                    problems.append((f"{at}.points[{k + 1}]", "each step must run along one side of the map"))
                    break
            line = LineString(zone.points)
            if line.length < ZONE_MIN_LENGTH:
                problems.append((f"{at}.points", f"the zone is {line.length:g} in long; at least "
                                                 f"{ZONE_MIN_LENGTH:g} in are needed"))
            if line.length > record.width + record.height:
                problems.append((f"{at}.points", "the zone is longer than half the map's outline"))
            lines.append((j, line))
        for a in range(len(lines)):
            for b in range(a + 1, len(lines)):
                (ja, la), (jb, lb) = lines[a], lines[b]
                if la.distance(lb) < ZONE_MIN_GAP:
                    problems.append((f"{where}.zones[{jb}]", f"is closer than {ZONE_MIN_GAP:g} in to zones[{ja}]"))
    return problems


def check_rules(record: Rules) -> list[tuple[str, str]]:
    """Budgets and counts positive."""
    problems = []
    for name in ("clay_budget", "command_dice", "combat_dice", "rolloff_dice", "terrain_pieces_placed"):
        if getattr(record, name) <= 0:
            problems.append((name, "must be positive"))
    return problems


register(ContentKind("necromolds-spellbooks", "assets", "necromolds/spellbooks.toml", Spellbooks,
                     (check_spellbooks,)))
register(ContentKind("necromolds-dice", "assets", "necromolds/dice.toml", Dice, (check_dice,)))
register(ContentKind("necromolds-rules", "assets", "necromolds/rules.toml", Rules, (check_rules,)))
register(ContentKind("necromolds-tool", "levels", "necromolds/tool.toml", Tool, (check_tool,)))
register(ContentKind("necromolds-maps", "levels", "necromolds/map_*.toml", BattleMap, (check_map, check_zones)))
