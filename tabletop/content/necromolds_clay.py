"""More Fun with Clay (NM-CLAY-01..11): the clay numbers the rulebook leaves open, as data.

File: assets/necromolds/clay.toml. Units as in the rest of the Necromolds content: clay in
drams (1 oz = 16 dr, a 3.5 oz container is 56 dr), lengths in inches, speeds in inches per
second. Every number is bounded here, and across files: the missile's spellbook exists, the
wall is taller than every size of the spellbook it must out-top (the Mud Mump, NM-CLAY-02),
and the extra container holds at least one missile and one blast.

`load_clay()` returns the record and the missile's clay in drams, checked as
`tabletop check-content` checks it; the physics takes its numbers through
`tabletop.physics.ClayParams.from_content(record, missile_clay)`.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from tabletop.content.registry import ContentKind, register, register_cross_check


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of the clay records: frozen, unknown keys refused."""


class Missile(Struct, frozen=True):
    """Magic Missile (NM-CLAY-05/06): the ball, its drop, how it bounces and what it smashes."""

    like: str  # the ball is this spellbook's smallest size's worth of clay ("insectomite")
    drop_height: float  # in: the ball's bottom above the map when let go (an arm's length)
    scatter: float  # in: the ball lands up to this far from the aim, uniform over the disc
    release_speed: float  # in/s: the most sideways speed an unsteady hand gives the ball
    restitution: float  # fraction of the speed along the contact normal kept in a bounce
    lump: float  # fraction of a ground impact's vertical speed a lumpy ball turns sideways
    roll_resistance: float  # the rolling ball slows by this x g
    crush_speed: float  # in/s: coming down on a model's top at least this fast crushes it
    crush_keep: float  # fraction of its downward speed the ball keeps through a crushed model
    tip_factor: float  # knocked over at >= this x the impulse that tips a cylinder of its base and height
    base_friction: float  # a pushed base slides on the map slowing by this x g
    topple_strike: float  # a falling model strikes what it lands on with this x its falling momentum
    max_seconds: float  # the simulation ends at the latest after this much table time


class Blast(Struct, frozen=True):
    """Magic Blast (NM-CLAY-08): the flattened disc."""

    clay: float  # drams
    thickness: float  # in: at least a base's thickness (NM-CLAY-08)
    base_thickness: float  # in: a monster's base
    under_depth: float  # in: a base must reach this far under the disc's edge to be under it


class Wall(Struct, frozen=True):
    """Magic Wall (NM-CLAY-02/04): a drawn stroke of clay standing on the map."""

    taller_than: str  # a spellbook id: the wall is taller than every size of it (Mud Mumps)
    height: float  # in
    thickness: float  # in
    simplify: float  # in: a drawn stroke is simplified to within this
    min_length: float  # in: a shorter wall is refused
    max_points: int  # a stroke with more points is refused before any work


class Actions(Struct, frozen=True):
    """What each clay action costs in gems and how many dice a blast attacks with (the rulebook's
    numbers: NM-CLAY-02/03/05/08/09); read by tabletop/games/necromolds/clay.py."""

    wall_gems: int = 3  # Magic Wall, add (NM-CLAY-02)
    remove_gems: int = 5  # Magic Wall, remove (NM-CLAY-03)
    missile_gems: int = 6  # Magic Missile (NM-CLAY-05)
    blast_gems: int = 8  # Magic Blast (NM-CLAY-08)
    blast_attack_dice: int = 3  # each monster under a blast defends against this many attack dice


class Clay(Struct, frozen=True):
    """assets/necromolds/clay.toml."""

    extra_clay: int  # drams: the extra container each player gets (NM-CLAY-01)
    density: float  # drams per cubic inch of Spell Clay
    model_fill: float  # a model's clay / (pi r^2 h) of its base and height, when its clay is not given
    missile: Missile
    blast: Blast
    wall: Wall
    actions: Actions = Actions()


BOUNDS = {  # field: (lowest, highest) a game can be played with
    "extra_clay": (1, 10_000),
    "density": (1.0, 100.0),
    "model_fill": (0.01, 1.0),
    "missile.drop_height": (1.0, 120.0),
    "missile.scatter": (0.0, 24.0),
    "missile.release_speed": (0.0, 60.0),
    "missile.restitution": (0.0, 0.95),
    "missile.lump": (0.0, 1.0),
    "missile.roll_resistance": (0.01, 2.0),
    "missile.crush_speed": (0.0, 1000.0),
    "missile.crush_keep": (0.0, 1.0),
    "missile.tip_factor": (0.05, 20.0),
    "missile.base_friction": (0.05, 5.0),
    "missile.topple_strike": (0.0, 5.0),
    "missile.max_seconds": (0.5, 10.0),
    "blast.clay": (0.5, 1000.0),
    "blast.thickness": (0.01, 3.0),
    "blast.base_thickness": (0.01, 1.0),
    "blast.under_depth": (0.0, 1.0),
    "wall.height": (0.1, 24.0),
    "wall.thickness": (0.05, 6.0),
    "wall.simplify": (0.0, 2.0),
    "wall.min_length": (0.05, 24.0),
    "wall.max_points": (2, 100_000),
    "actions.wall_gems": (0, 100),
    "actions.remove_gems": (0, 100),
    "actions.missile_gems": (0, 100),
    "actions.blast_gems": (0, 100),
    "actions.blast_attack_dice": (1, 20),
}


def _get(record: Clay, dotted: str):
    value = record
    for name in dotted.split("."):
        value = getattr(value, name)
    return value


def check_clay(record: Clay) -> list[tuple[str, str]]:
    """Every number within what a game can be played with; a blast at least as thick as a base."""
    problems: list[tuple[str, str]] = []
    for name, (low, high) in BOUNDS.items():
        value = _get(record, name)
        if not low <= value <= high:
            problems.append((name, f"expected {low:g} to {high:g}, got {value:g}"))
    if record.blast.thickness < record.blast.base_thickness:
        problems.append(
            (
                "blast.thickness",
                f"the disc must be at least as thick as a base "
                f"({record.blast.base_thickness:g} in), got {record.blast.thickness:g}",
            )
        )
    return problems


def missile_clay(clay: Clay, spellbooks) -> int | None:
    """Drams in the missile's ball: the smallest size of the spellbook it is like (None if unknown)."""
    book = next((b for b in spellbooks.spellbooks if b.id == clay.missile.like), None)
    return min((s.clay for s in book.sizes), default=None) if book is not None else None


def check_across(found) -> list:
    """The missile's and the wall's spellbooks exist; the wall is taller than every size of its
    reference; the extra container holds a missile and a blast."""
    from tabletop.core.errors import ContentError

    errors: list[ContentError] = []
    clay_found = found.all("necromolds-clay")
    books = found.one("necromolds-spellbooks")
    if not clay_found or books is None:
        return errors
    path, clay = clay_found[0]
    ids = {b.id: b for b in books.spellbooks}
    for field, book_id in (("missile.like", clay.missile.like), ("wall.taller_than", clay.wall.taller_than)):
        if book_id not in ids:
            errors.append(ContentError(path, f"unknown spellbook {book_id!r}", field))
    ref = ids.get(clay.wall.taller_than)
    if ref is not None:
        tallest = max((s.height for s in ref.sizes), default=0.0)
        if clay.wall.height <= tallest:
            errors.append(
                ContentError(
                    path,
                    f"a wall must be taller than a {ref.name} ({tallest:g} in), got {clay.wall.height:g}",
                    "wall.height",
                )
            )
    drams = missile_clay(clay, books)
    if drams is not None and drams > clay.extra_clay:
        errors.append(
            ContentError(path, f"expected at least the missile's {drams} dr, got {clay.extra_clay}", "extra_clay")
        )
    if clay.blast.clay > clay.extra_clay:
        errors.append(
            ContentError(
                path, f"{clay.blast.clay:g} dr is more than the extra container ({clay.extra_clay} dr)", "blast.clay"
            )
        )
    return errors


def load_clay(overlay=None) -> tuple[Clay, int]:
    """The clay record (shipped, overlaid by mods) and the missile's drams, checked with the
    spellbooks; a ContentError for the first problem."""
    from tabletop.content.registry import gather

    found = gather(overlay, only=["necromolds-spellbooks", "necromolds-clay"])
    if found.errors:
        raise found.errors[0]
    clay = found.one("necromolds-clay")
    drams = missile_clay(clay, found.one("necromolds-spellbooks"))
    assert drams is not None  # check_across refuses a missile like no spellbook, and a spellbook has sizes
    return clay, drams


CLAY_FILE = Path("necromolds") / "clay.toml"
register(
    ContentKind(
        "necromolds-clay",
        "assets",
        CLAY_FILE.as_posix(),
        Clay,
        (check_clay,),
        required=True,
        what="the clay numbers of More Fun with Clay",
    )
)
register_cross_check(check_across)
