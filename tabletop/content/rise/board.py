"""Rise of the Necromancers: the Game board's two sides and the Land dice, as data.

Files: levels/rise/board_small.toml (the side with the fewest spaces, for 2-3 players),
levels/rise/board_large.toml (4-5 players) and levels/rise/dice.toml (the 2 Resource dice and
the 2 corpse dice Land spaces show). Each board is a map of hex spaces in axial coordinates
(q, r); two spaces are adjacent when their hexes touch, so adjacency is symmetric by
construction. The Valley of Souls is at (0, 0).

Besides the shape, the checks read the board as a designer would (content sense): everything is
reachable from the Valley, every space type appears several times, no third of the board is
much richer than another, stronger Cities lie further out and pay more tax, the four Academies
are roughly equidistant from the Valley and never adjacent.

Engine API (pure, pygame-free): `load_board(side)`, `board_for_players(n)`, `load_dice()`;
`Board.space`, `.neighbours`, `.distance`, `.of_type`, `.academy`, `.pile`, `.valley`.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, cast

import msgspec

from tabletop.content.registry import ContentKind, register, register_cross_check

# -- rulebook numbers and names ------------------------------------------------------------

RESOURCES = ("ichor", "dark_water", "scroll")  # Contents of the Game / Resources
CORPSES = ("lesser_corpse", "greater_corpse")  # Contents of the Game / Corpses
GOODS = RESOURCES + CORPSES
Good = Literal["ichor", "dark_water", "scroll", "lesser_corpse", "greater_corpse"]
GOOD_NAMES = {
    "ichor": "Ichor",
    "dark_water": "Dark water",
    "scroll": "Scroll",
    "lesser_corpse": "Lesser corpse",
    "greater_corpse": "Greater corpse",
}

# Phase 4 / Academy Spaces: the four Academies and their colours.
ACADEMIES: dict[str, str] = {"decay": "green", "bone": "bone", "blood": "red", "mist": "blue"}
ACADEMY_TITLES = {
    "decay": "Academy of Decay",
    "bone": "Academy of Bone",
    "blood": "Academy of Blood",
    "mist": "Academy of Mist",
}

SPACE_KINDS = ("valley", "land", "dungeon", "library", "workshop", "city", "academy")
ACTION_KINDS = ("land", "dungeon", "library", "workshop", "city")  # the repeated kinds

DICE_IN_BOX = 2  # RN-CONT-01: 2 Resource dice and 2 corpse dice, so a Land shows at most 2 of each
MAX_TOWERS = 5  # RN-CITY-07: Cities have 0-5 towers (wounds)
MAX_ATTACKS = 6  # no printed City rolls more power dice than the box holds (6)
MAX_POWER = 6  # a power die reads 1-6 (a 6 always misses)
MAX_TAX = 3  # RN-DOM-05: one, two or three icons

# Setting Up the Game step 1 (RN-SETUP-02): the side with the fewest spaces for 2-3 players.
SIDES = ("small", "large")
SIDE_FOR_PLAYERS = {2: "small", 3: "small", 4: "large", 5: "large"}
PLAYERS = (2, 5)  # RN-SETUP-01

# Designed bounds a board (shipped or modded) must keep.
SPACES_BOUNDS = (19, 127)  # a radius-2 hexagon up to a radius-6 one
COORD_LIMIT = 8  # |q|, |r| of a space; piles may sit two rings further out
REACH_BOUNDS = (2, 6)  # every space within this many steps of the Valley
MIN_OF_KIND = 3  # "every space type several times"
MAX_SHARE = 0.40  # no kind takes more than 40% of the board
PILES = (
    "item_deck",
    "spell_deck",
    "dungeon_deck",
    "dungeon_discard",
    "headmaster_decay",
    "headmaster_bone",
    "headmaster_blood",
    "headmaster_mist",
)
THIRDS = ("0-120°", "120-240°", "240-360°")
ID_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,39}$")

# Axial directions, in the order a ring is walked (see `ring_position`).
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of every record: frozen, unknown keys refused."""


# -- records --------------------------------------------------------------------------------


class _Space(Struct, tag_field="kind", frozen=True):
    """A hex space: its id (for saves and the log), its name (for the table) and where it is."""

    id: str
    name: str
    q: int
    r: int

    @property
    def kind(self) -> str:
        """valley, land, dungeon, library, workshop, city or academy."""
        # msgspec types a tag as str | int | None; every space class here gives a str tag
        return cast(str, type(self).__struct_config__.tag)


class Valley(_Space, tag="valley", frozen=True):
    """The Valley of Souls: no action; everyone starts and returns here (RN-VALLEY-01/02)."""


class Land(_Space, tag="land", frozen=True):
    """A Land space: roll the dice shown and collect what they show (RN-LAND-01)."""

    resource_dice: int = 0
    corpse_dice: int = 0

    def dice(self) -> tuple[str, ...]:
        """The dice to roll here, e.g. ("resource", "corpse")."""
        return ("resource",) * self.resource_dice + ("corpse",) * self.corpse_dice


class Dungeon(_Space, tag="dungeon", frozen=True):
    """A Dungeon: draw the top Dungeon card (RN-DUNG)."""


class Library(_Space, tag="library", frozen=True):
    """A Library: look at the top three Spell cards, keep one (RN-LIB-01)."""


class Workshop(_Space, tag="workshop", frozen=True):
    """A Workshop: look at the top three Item cards, keep one (RN-WORK-01)."""


class City(_Space, tag="city", frozen=True):
    """A City: towers are its wounds, attacks its power dice, tax its icons (RN-CITY-07)."""

    towers: int
    attacks: list[int]
    tax: list[str]  # goods (GOODS); a str so a wrong one is named with the list (a union hides it)

    @property
    def dominion(self) -> int:
        """Dominion counters a conquest places: one per tax icon (RN-DOM-05)."""
        return len(self.tax)


class Academy(_Space, tag="academy", frozen=True):
    """One of the four Academies (RN-ACAD-01)."""

    academy: str  # decay, bone, blood or mist (checked; see City.tax)

    @property
    def colour(self) -> str:
        return ACADEMIES[self.academy]


Space = Valley | Land | Dungeon | Library | Workshop | City | Academy


class Pile(Struct, frozen=True):
    """An off-board place for cards (RN-SETUP-05/06): where the table draws it, in axial units."""

    pile: Literal[
        "item_deck",
        "spell_deck",
        "dungeon_deck",
        "dungeon_discard",
        "headmaster_decay",
        "headmaster_bone",
        "headmaster_blood",
        "headmaster_mist",
    ]
    name: str
    q: int
    r: int


class BoardFile(Struct, frozen=True):
    """levels/rise/board_<side>.toml."""

    name: str
    reach: int  # every space lies within this many steps of the Valley
    spaces: list[Space]
    piles: list[Pile]


class DieFile(Struct, frozen=True):
    """A die by its six faces; a face lists what it gives (an empty face gives nothing)."""

    name: str
    faces: list[list[Good]]


class DiceFile(Struct, frozen=True):
    """levels/rise/dice.toml: the Resource die and the corpse die (2 of each in the box)."""

    resource: DieFile
    corpse: DieFile


# -- geometry -------------------------------------------------------------------------------


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two hexes on an unbroken hex grid."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring_position(q: int, r: int) -> tuple[int, int]:
    """(ring, index): the ring around (0, 0) and the place on it, walking from (-d, d) along
    DIRECTIONS. The 60° sector of a hex is index // ring, so rotating the board by 60° maps
    sectors onto sectors."""
    d = hex_distance((q, r), (0, 0))
    if d == 0:
        return 0, 0
    cq, cr, index = -d, d, 0
    for dq, dr in DIRECTIONS:
        for _ in range(d):
            if (cq, cr) == (q, r):
                return d, index
            cq, cr, index = cq + dq, cr + dr, index + 1
    raise AssertionError("a hex is on its ring")


def sector(q: int, r: int) -> int:
    """The 60° sector (0-5) of a hex; the Valley is in none (-1)."""
    d, index = ring_position(q, r)
    return -1 if d == 0 else index // d


def third(q: int, r: int) -> int:
    """The 120° third (0-2) of a hex: sectors 0-1, 2-3, 4-5; the Valley is in none (-1)."""
    s = sector(q, r)
    return -1 if s < 0 else s // 2


def _adjacency(spaces) -> dict[str, tuple[str, ...]]:
    at = {(s.q, s.r): s.id for s in spaces}
    return {
        s.id: tuple(at[(s.q + dq, s.r + dr)] for dq, dr in DIRECTIONS if (s.q + dq, s.r + dr) in at) for s in spaces
    }


def _steps_from(adjacency: dict[str, tuple[str, ...]], start: str) -> dict[str, int]:
    steps = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in adjacency[here]:
            if there not in steps:
                steps[there] = steps[here] + 1
                todo.append(there)
    return steps


# -- checks ---------------------------------------------------------------------------------


def _between(problems, where: str, value, low, high, what: str = "") -> bool:
    if not low <= value <= high:
        problems.append((where, f"expected {low} to {high}{' ' + what if what else ''}, got {value}"))
        return False
    return True


def check_board(record: BoardFile) -> list[tuple[str, str]]:
    """Shape first (ids, names, coordinates, one Valley at the centre, four Academies, bounded
    numbers); then, if the shape holds, sense (reach, counts, fairness, City strength)."""
    problems: list[tuple[str, str]] = []
    n = len(record.spaces)
    if not record.name.strip() or len(record.name) > 60:
        problems.append(("name", "expected a name of 1 to 60 characters"))
    _between(problems, "reach", record.reach, *REACH_BOUNDS, "steps")
    if not _between(problems, "spaces", n, *SPACES_BOUNDS, "spaces"):
        return problems
    ids: dict[str, int] = {}
    names: dict[str, int] = {}
    cells: dict[tuple[int, int], int] = {}
    for i, s in enumerate(record.spaces):
        at = f"spaces[{i}]"
        if not ID_PATTERN.match(s.id):
            problems.append((f"{at}.id", f"expected an id of 1 to 40 lowercase letters, digits or _, got {s.id!r}"))
        elif s.id in ids:
            problems.append((f"{at}.id", f"{s.id!r} is also the id of spaces[{ids[s.id]}]"))
        ids.setdefault(s.id, i)
        if not s.name.strip() or len(s.name) > 40:
            problems.append((f"{at}.name", "expected a name of 1 to 40 characters"))
        elif s.name.casefold() in names:
            problems.append(
                (
                    f"{at}.name",
                    f"{s.name!r} is also the name of spaces[{names[s.name.casefold()]}]; "
                    "the log names spaces, so each needs its own",
                )
            )
        names.setdefault(s.name.casefold(), i)
        ok_q = _between(problems, f"{at}.q", s.q, -COORD_LIMIT, COORD_LIMIT)
        ok_r = _between(problems, f"{at}.r", s.r, -COORD_LIMIT, COORD_LIMIT)
        if ok_q and ok_r:
            if (s.q, s.r) in cells:
                problems.append((f"{at}.q", f"({s.q}, {s.r}) is also where spaces[{cells[(s.q, s.r)]}] is"))
            cells.setdefault((s.q, s.r), i)
        problems += _space_problems(at, s)
    valleys = [i for i, s in enumerate(record.spaces) if s.kind == "valley"]
    if len(valleys) != 1:
        problems.append(("spaces", f"expected exactly one Valley of Souls, found {len(valleys)}"))
    elif (record.spaces[valleys[0]].q, record.spaces[valleys[0]].r) != (0, 0):
        problems.append((f"spaces[{valleys[0]}].q", "the Valley of Souls is at the centre, (0, 0)"))
    academies: dict[str, int] = {}
    for i, s in enumerate(record.spaces):
        if isinstance(s, Academy) and s.academy in ACADEMIES:
            if s.academy in academies:
                problems.append(
                    (
                        f"spaces[{i}].academy",
                        f"a second Academy of {s.academy.title()} (spaces[{academies[s.academy]}] is one)",
                    )
                )
            academies.setdefault(s.academy, i)
    missing = [a for a in ACADEMIES if a not in academies]
    if missing:
        problems.append(("spaces", f"the four Academies must be there; missing: {', '.join(missing)}"))
    problems += _pile_problems(record)
    if problems:  # the sense checks below assume a sound shape
        return problems
    return _sense_problems(record)


def _space_problems(at: str, s) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    if isinstance(s, Land):
        _between(problems, f"{at}.resource_dice", s.resource_dice, 0, DICE_IN_BOX, "dice (the box has 2)")
        _between(problems, f"{at}.corpse_dice", s.corpse_dice, 0, DICE_IN_BOX, "dice (the box has 2)")
        if s.resource_dice + s.corpse_dice == 0:
            problems.append(
                (
                    f"{at}.resource_dice",
                    "a Land space shows at least one die (resource_dice or corpse_dice); without dice it is not Land",
                )
            )
    elif isinstance(s, City):
        _between(problems, f"{at}.towers", s.towers, 0, MAX_TOWERS, "towers")
        if _between(problems, f"{at}.attacks", len(s.attacks), 1, MAX_ATTACKS, "attacks"):
            for j, power in enumerate(s.attacks):
                _between(problems, f"{at}.attacks[{j}]", power, 1, MAX_POWER, "(power)")
        _between(problems, f"{at}.tax", len(s.tax), 1, MAX_TAX, "tax icons")
        for j, good in enumerate(s.tax):
            if good not in GOODS:
                problems.append((f"{at}.tax[{j}]", f"expected one of {', '.join(GOODS)}, got {good!r}"))
    elif isinstance(s, Academy) and s.academy not in ACADEMIES:
        problems.append((f"{at}.academy", f"expected one of {', '.join(ACADEMIES)}, got {s.academy!r}"))
    return problems


def _pile_problems(record: BoardFile) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    seen: dict[str, int] = {}
    spots: dict[tuple[int, int], int] = {}
    cells = {(s.q, s.r) for s in record.spaces}
    edge = record.reach  # the board's rim; piles lie just beyond it
    for i, p in enumerate(record.piles):
        at = f"piles[{i}]"
        if p.pile in seen:
            problems.append((f"{at}.pile", f"{p.pile} is also piles[{seen[p.pile]}]"))
        seen.setdefault(p.pile, i)
        if not p.name.strip() or len(p.name) > 40:
            problems.append((f"{at}.name", "expected a name of 1 to 40 characters"))
        if (p.q, p.r) in cells:
            problems.append((f"{at}.q", f"({p.q}, {p.r}) is a space of the board; piles lie beside it"))
        elif not 1 <= hex_distance((p.q, p.r), (0, 0)) - edge <= 2:
            problems.append(
                (f"{at}.q", f"expected a place 1 or 2 hexes beyond the board's reach (ring {edge}), got ({p.q}, {p.r})")
            )
        elif (p.q, p.r) in spots:
            problems.append((f"{at}.q", f"({p.q}, {p.r}) is also where piles[{spots[(p.q, p.r)]}] lies"))
        spots.setdefault((p.q, p.r), i)
    missing = [p for p in PILES if p not in seen]
    if missing:
        problems.append(
            ("piles", f"every deck, discard pile and Headmaster card needs a place; missing: {', '.join(missing)}")
        )
    return problems


def _sense_problems(record: BoardFile) -> list[tuple[str, str]]:
    """Reach, counts, fairness and City strength, on a board whose shape is sound."""
    problems: list[tuple[str, str]] = []
    spaces = record.spaces
    index = {s.id: i for i, s in enumerate(spaces)}
    adjacency = _adjacency(spaces)
    valley = next(s for s in spaces if s.kind == "valley")
    steps = _steps_from(adjacency, valley.id)
    for i, s in enumerate(spaces):
        if s.id not in steps:
            problems.append((f"spaces[{i}]", f"{s.name} cannot be reached from the Valley of Souls"))
        elif steps[s.id] > record.reach:
            problems.append(
                (
                    f"spaces[{i}]",
                    f"{s.name} is {steps[s.id]} steps from the Valley; the board's reach is {record.reach}",
                )
            )
    if problems:
        return problems
    n = len(spaces)
    counts = {k: sum(s.kind == k for s in spaces) for k in SPACE_KINDS}
    for k in ACTION_KINDS:
        if counts[k] < MIN_OF_KIND:
            problems.append(("spaces", f"expected at least {MIN_OF_KIND} {k} spaces, found {counts[k]}"))
        elif counts[k] > MAX_SHARE * n:
            problems.append(
                (
                    "spaces",
                    f"expected at most {MAX_SHARE:.0%} of the spaces to be {k} "
                    f"({int(MAX_SHARE * n)}), found {counts[k]}",
                )
            )
    # Fairness: every 120° third holds its share (within one) of each kind, and about the same
    # Land dice and Dominion on offer, so no direction out of the Valley is much richer.
    for k in ACTION_KINDS + ("academy",):
        share = counts[k] / 3
        per = [sum(s.kind == k and third(s.q, s.r) == t for s in spaces) for t in range(3)]
        for t, c in enumerate(per):
            if abs(c - share) > 1:
                problems.append(
                    (
                        "spaces",
                        f"the {THIRDS[t]} third of the board has {c} {k} spaces; a fair share "
                        f"is {share:.1f} (within one), the thirds have {per}",
                    )
                )
    dice = [
        sum(s.resource_dice + s.corpse_dice for s in spaces if isinstance(s, Land) and third(s.q, s.r) == t)
        for t in range(3)
    ]
    offer = [sum(_dominion_on_offer(s) for s in spaces if third(s.q, s.r) == t) for t in range(3)]
    if max(dice) - min(dice) > 2:
        problems.append(("spaces", f"the thirds of the board show {dice} Land dice; keep them within 2"))
    if max(offer) > 1.25 * min(offer):
        problems.append(
            (
                "spaces",
                f"the thirds of the board offer {offer} Dominion counters (City tax "
                f"icons, 1 a Dungeon, 2 an Academy); keep the richest within 25% of the poorest",
            )
        )
    # Within a third, no 60° sector is starved or holds a clump of one kind.
    by_sector = [sum(_dominion_on_offer(s) for s in spaces if sector(s.q, s.r) == k) for k in range(6)]
    if min(by_sector) < 0.5 * max(by_sector):
        problems.append(
            (
                "spaces",
                f"the 60° sectors of the board offer {by_sector} Dominion counters; the "
                f"poorest must offer at least half of the richest",
            )
        )
    for k in ACTION_KINDS:
        per = [sum(s.kind == k and sector(s.q, s.r) == t for s in spaces) for t in range(6)]
        if max(per) > -(-counts[k] // 6) + 1:
            problems.append(
                (
                    "spaces",
                    f"a 60° sector holds {max(per)} of the {counts[k]} {k} spaces (sectors {per}); spread them out",
                )
            )
    # Academies: roughly equidistant from the Valley, and never side by side.
    acad = [(i, s) for i, s in enumerate(spaces) if s.kind == "academy"]
    far = {steps[s.id] for _i, s in acad}
    if max(far) - min(far) > 1:
        problems.append(("spaces", f"the Academies are {sorted(far)} steps from the Valley; keep them within 1"))
    for i, a in acad:
        for j, b in acad:
            if i < j and b.id in adjacency[a.id]:
                problems.append((f"spaces[{j}].q", f"{b.name} is next to {a.name}; no two Academies are adjacent"))
    problems += _city_problems(spaces, index, steps)
    if not any(spaces[index[t]].kind == "land" for t in adjacency[valley.id]):
        problems.append(("spaces", "a fresh Necromancer moves 1: some space next to the Valley must be Land"))
    return problems


def _dominion_on_offer(s) -> int:
    if isinstance(s, City):
        return s.dominion
    return {"dungeon": 1, "academy": 2}.get(s.kind, 0)


def _city_problems(spaces, index, steps) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    cities = [(i, s) for i, s in enumerate(spaces) if isinstance(s, City)]
    # RN-SPEC-01 / RN-CITY-06: the smallest Cities have no towers; a lone Necromancer can take one.
    if not any(s.towers == 0 and steps[s.id] <= 2 for _i, s in cities):
        problems.append(
            (
                "spaces",
                "some City within 2 steps of the Valley must have no towers (the smallest "
                "Cities can be taken by a lone Necromancer)",
            )
        )
    if len({s.towers for _i, s in cities}) < 3:
        problems.append(("spaces", "Cities should vary in strength: use at least 3 different tower counts"))
    # A stronger City never pays fewer tax icons (Dominion counters) than a weaker one.
    for i, s in cities:
        weaker = [(j, c) for j, c in cities if c.towers < s.towers and len(c.tax) > len(s.tax)]
        if weaker:
            j, c = weaker[0]
            problems.append(
                (
                    f"spaces[{i}].tax",
                    f"{s.name} has {s.towers} towers but {len(s.tax)} tax icons, fewer "
                    f"than {c.name} (spaces[{j}], {c.towers} towers, {len(c.tax)} icons)",
                )
            )
    # Stronger Cities further out: the mean towers of each ring never falls going outward.
    rings: dict[int, list[tuple[int, City]]] = {}
    for i, s in cities:
        rings.setdefault(steps[s.id], []).append((i, s))
    last, last_ring = -1.0, 0
    for ring in sorted(rings):
        mean = sum(s.towers for _i, s in rings[ring]) / len(rings[ring])
        if mean < last:
            i, s = max(rings[last_ring], key=lambda t: t[1].towers)
            problems.append(
                (
                    f"spaces[{i}].towers",
                    f"Cities {last_ring} steps out average {last:.1f} towers, "
                    f"more than those {ring} steps out ({mean:.1f}); stronger "
                    f"Cities lie further from the Valley",
                )
            )
        last, last_ring = mean, ring
    return problems


def check_dice(record: DiceFile) -> list[tuple[str, str]]:
    """Six faces; a Resource die shows Resources, a corpse die corpses; every kind on some face;
    at most 2 goods a face; most faces give something."""
    problems: list[tuple[str, str]] = []
    for which, kinds in (("resource", RESOURCES), ("corpse", CORPSES)):
        die: DieFile = getattr(record, which)
        if not die.name.strip() or len(die.name) > 40:
            problems.append((f"{which}.name", "expected a name of 1 to 40 characters"))
        if len(die.faces) != 6:
            problems.append((f"{which}.faces", f"expected 6 faces, got {len(die.faces)}"))
            continue
        for j, face in enumerate(die.faces):
            if len(face) > 2:
                problems.append((f"{which}.faces[{j}]", f"expected at most 2 goods on a face, got {len(face)}"))
            for k, good in enumerate(face):
                if good not in kinds:
                    problems.append((f"{which}.faces[{j}][{k}]", f"a {which} die shows {', '.join(kinds)}; got {good}"))
        shown = {g for face in die.faces for g in face}
        for kind in kinds:
            if kind not in shown:
                problems.append((f"{which}.faces", f"some face must show {kind}"))
        if sum(not face for face in die.faces) > 2:
            problems.append((f"{which}.faces", "at most 2 blank faces: Land must usually give something"))
    return problems


def check_sides(found) -> list:
    """RN-SETUP-02: the 2-3 player side has fewer spaces than the 4-5 player side."""
    from tabletop.core.errors import ContentError

    small, large = found.all("rise-board-small"), found.all("rise-board-large")
    if not small or not large:
        return []
    (small_path, s), (_large_path, big) = small[0], large[0]
    if len(s.spaces) >= len(big.spaces):
        return [
            ContentError(
                small_path,
                f"the 2-3 player side must have fewer spaces than the 4-5 player side "
                f"({len(s.spaces)} is not fewer than {len(big.spaces)})",
                "spaces",
            )
        ]
    return []


# -- the engine's API -----------------------------------------------------------------------


@dataclass(frozen=True, eq=False)  # identity: one Board per loaded file
class Board:
    """One side of the Game board, ready for the rules: spaces by id, adjacency and distances."""

    side: str
    name: str
    reach: int
    spaces: tuple
    piles: tuple
    _by_id: dict = field(repr=False, compare=False)
    _adjacent: dict = field(repr=False, compare=False)
    _steps: dict = field(repr=False, compare=False)

    @classmethod
    def from_record(cls, side: str, record: BoardFile) -> Board:
        adjacency = _adjacency(record.spaces)
        return cls(
            side=side,
            name=record.name,
            reach=record.reach,
            spaces=tuple(record.spaces),
            piles=tuple(record.piles),
            _by_id={s.id: s for s in record.spaces},
            _adjacent=adjacency,
            _steps={s.id: _steps_from(adjacency, s.id) for s in record.spaces},
        )

    def space(self, space_id: str):
        """The space with this id (KeyError naming it if the board has none)."""
        try:
            return self._by_id[space_id]
        except KeyError:
            raise KeyError(f"the {self.side} board has no space {space_id!r}") from None

    def has(self, space_id: str) -> bool:
        return space_id in self._by_id

    def neighbours(self, space_id: str) -> tuple[str, ...]:
        """Ids of the spaces adjacent to this one."""
        self.space(space_id)
        return self._adjacent[space_id]

    def distance(self, a: str, b: str) -> int:
        """Fewest steps from a to b over adjacent spaces."""
        self.space(a), self.space(b)
        return self._steps[a][b]

    def of_type(self, kind: str) -> tuple:
        """Every space of a kind (valley, land, dungeon, library, workshop, city, academy), in file order."""
        if kind not in SPACE_KINDS:
            raise ValueError(f"no space kind {kind!r}; kinds are {', '.join(SPACE_KINDS)}")
        return tuple(s for s in self.spaces if s.kind == kind)

    @property
    def valley(self) -> Valley:
        """The Valley of Souls (RN-SETUP-14, RN-VALLEY-02)."""
        return self.of_type("valley")[0]

    def academy(self, name: str) -> Academy:
        """The Academy of decay, bone, blood or mist."""
        for s in self.of_type("academy"):
            if s.academy == name:
                return s
        raise KeyError(f"no Academy of {name!r}; they are {', '.join(ACADEMIES)}")

    def pile(self, name: str) -> Pile:
        """Where a deck, the Dungeon discard pile or a Headmaster card lies (RN-SETUP-05/06)."""
        for p in self.piles:
            if p.pile == name:
                return p
        raise KeyError(f"no pile {name!r}; piles are {', '.join(PILES)}")


@dataclass(frozen=True)
class Die:
    """A Land die: its name and six faces, each a tuple of goods."""

    name: str
    faces: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class RiseDice:
    resource: Die
    corpse: Die

    def die(self, which: str) -> Die:
        return self.resource if which == "resource" else self.corpse


KIND_NAMES = {"small": "rise-board-small", "large": "rise-board-large"}


def _gather_one(kind_name: str):
    from tabletop.content import mods
    from tabletop.content.registry import gather

    found = gather(mods.overlay_of(mods.active()) if mods.active() else None, only=[kind_name])
    found.refuse()
    return found.one(kind_name)


def load_board(side: str) -> Board:
    """The small (2-3 players) or large (4-5 players) side, shipped or from the active mods,
    checked as `tabletop check-content` checks it; a ContentError on a board the check refuses."""
    from tabletop.content import mods

    if side not in SIDES:
        raise ValueError(f"a board side is {' or '.join(SIDES)}, not {side!r}")
    return _load_board(side, mods.cache_key())


@lru_cache(maxsize=8)
def _load_board(side: str, _key: tuple) -> Board:
    return Board.from_record(side, _gather_one(KIND_NAMES[side]))


def side_for_players(players: int) -> str:
    """RN-SETUP-02: the side with the fewest spaces for 2-3 players, the other for 4-5."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in SIDE_FOR_PLAYERS:
        raise ValueError(f"Rise of the Necromancers is for {PLAYERS[0]} to {PLAYERS[1]} players, not {players!r}")
    return SIDE_FOR_PLAYERS[players]


def board_for_players(players: int) -> Board:
    """The recommended side for this many players (RN-SETUP-02)."""
    return load_board(side_for_players(players))


def load_dice() -> RiseDice:
    """The Resource die and the corpse die (levels/rise/dice.toml, or the active mods')."""
    from tabletop.content import mods

    return _load_dice(mods.cache_key())


@lru_cache(maxsize=4)
def _load_dice(_key: tuple) -> RiseDice:
    record: DiceFile = _gather_one("rise-dice")
    return RiseDice(*(Die(d.name, tuple(tuple(f) for f in d.faces)) for d in (record.resource, record.corpse)))


register(
    ContentKind(
        "rise-board-small",
        "levels",
        "rise/board_small.toml",
        BoardFile,
        (check_board,),
        required=True,
        what="the Game board's 2-3 player side",
    )
)
register(
    ContentKind(
        "rise-board-large",
        "levels",
        "rise/board_large.toml",
        BoardFile,
        (check_board,),
        required=True,
        what="the Game board's 4-5 player side",
    )
)
register(
    ContentKind(
        "rise-dice",
        "levels",
        "rise/dice.toml",
        DiceFile,
        (check_dice,),
        required=True,
        what="the Resource and corpse dice",
    )
)
register_cross_check(check_sides)
