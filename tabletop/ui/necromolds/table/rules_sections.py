"""Necromolds' rules at hand (issue 27): the rulebook's sections in our own words on the kit's
searchable rules page, the rows of the one-screen rules (rules_screen.py: command dice, a round,
combat, the icons) among them. Numbers come from the content, so a changed data file shows.

    open_rules(ctx, mode, at="Combat")   # a push over the table; Back or Esc returns

Each section but the mode's notes has a picture drawn by the table's painters (rules_pictures.py).

`section_for(hover)` names the section a table hover is about (a monster, a spellbook card, a button),
for the tooltip's "more" (tabletop/ui/kit/more.py).
"""

from __future__ import annotations

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.ui.kit.rules_flow import Picture
from tabletop.ui.kit.rules_page import RulesPage, Sections, open_rules_page
from tabletop.ui.necromolds.table.rules_screen import ICONS, combat_rows, command_rows, mode_note, round_rows
from tabletop.ui.scene import Transition

HEADING = "Necromolds: the rules at hand"

SETUP = "Setting up"
ROUND = "A round and a turn"
DICE = "The command dice"
MOVING = "Moving and the distance tool"
RANGED = "Ranged attacks"
COMBAT = "Combat"
BOOKS = "Spellbooks and abilities"
ICONS_TITLE = "The icons"
MODES = "Other ways to play"
WINNING = "Winning"


def _rows(rows: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    return [(f"{name}.", text) for _icon, name, text in rows]


def _books() -> list[tuple[str, str]]:
    out = []
    for book in library().books.values():
        text = f"{book.blurb} Magic: {book.magic.name}: {book.magic.text} Passive: {book.passive.name}: {book.passive.text}"
        out.append((f"{book.name}.", text))
    return out


def sections(mode: str = "standard") -> Sections:
    """Every section, in the rulebook's order (the mode's note first, when it changes anything)."""
    lib = library()
    reach = ", ".join(f"{e} {lib.length(e):g} in" for e in DISTANCES)
    out: list[tuple[str, list[tuple[str, str]]]] = []
    note = mode_note(mode)
    if note:
        out.append(("This game", [("Mode.", note)]))
    out += [
        (
            WINNING,
            [("Last monster standing.", "The player who smashes every enemy monster wins the battle.")],
        ),
        (
            SETUP,
            [
                (
                    "Terrain.",
                    f"Each player rolls {NQ.rulebook().rolloff_dice} combat dice; the most attack hits places a "
                    "terrain piece first, then the players take turns until three stand on the map.",
                ),
                (
                    "Armies.",
                    "Each player molds monsters from the spellbooks until the clay runs out; a monster costs more "
                    "clay the stronger it is.",
                ),
                (
                    "Deploying.",
                    "Each army starts touching the green border of its own edge of the map, opposite the enemy.",
                ),
            ],
        ),
        (ROUND, _rows(round_rows())),
        (DICE, _rows(command_rows())),
        (
            MOVING,
            [
                (
                    "The edges.",
                    f"There is no grid: the distance tool's three edges measure every move and shot ({reach}).",
                ),
                (
                    "A move.",
                    "Measured from the front of the base; it may bend, but its whole length is at most the slot's edge.",
                ),
                (
                    "Obstacles.",
                    "A monster never moves through solid terrain or enemies and never ends on smashed clay; it may "
                    "pass through friends.",
                ),
                (
                    "Melee.",
                    "Ending a move in contact with one enemy starts a melee at once; never in contact with two.",
                ),
                (
                    "On this table.",
                    "The distance tool is in the tools at the top: Ruler measures a drag across the map and says "
                    "which edge it fits; Rings draw the close, medium and far edges around a monster; Sight checks "
                    "the line of sight from one monster to another.",
                ),
            ],
        ),
        (
            RANGED,
            [
                ("Distance.", "Both monsters must touch the slot's edge of the tool at the same time."),
                (
                    "Line of sight.",
                    "A straight line from one to the other, not through solid terrain or other monsters; openings "
                    "and lower obstacles may be shot through or over.",
                ),
            ],
        ),
        (COMBAT, _rows(combat_rows())),
        (BOOKS, _books()),
        (ICONS_TITLE, [(f"{name}.", ICON_KINDS.get(how, "")) for how, _key, name in ICONS]),
        (
            MODES,
            [
                ("Basic play.", mode_note("basic")),
                ("Advanced play.", mode_note("advanced")),
                (
                    "Three or four players.",
                    "Armies start spaced apart on opposite edges or corners; players take turns from the smallest "
                    "army (fewest monsters) to the largest, ties dealt at random.",
                ),
                (
                    "Solo: Basalt LaSeur's Revenge.",
                    "You against Basalt: one large pool of command dice is drafted in turns each round, and "
                    "Basalt's choices follow his dice draft and turn guides.",
                ),
            ],
        ),
    ]
    return out


ICON_KINDS = {
    "command": "A face of the command dice, on the dice and on the spellbooks' slots.",
    "distance": "An edge of the distance tool, on a slot: how far its move or shot reaches.",
    "skill": "On the spellbooks' skills and on the combat dice.",
    "rulebook": "In the abilities' texts, as the rulebook prints it.",
}

# what a toolbar button is about, for its tooltip's "more"
BUTTON_SECTIONS = {
    "ruler": MOVING,
    "sight": RANGED,
    "rings": MOVING,
    "rules": ROUND,
}


def section_for(hover) -> str | None:
    """The section a table hover key (tooltips.hover_key) is about; None for a hover without one."""
    if not hover:
        return None
    if hover[0] in ("monster", "card"):
        return BOOKS
    if hover[0] == "combat":  # the combat window (the live table's and the replay viewer's)
        return COMBAT
    if hover[0] == "button":
        # the combat window's buttons (Continue, +1 die, ...): the window is about combat
        return COMBAT if str(hover[1]).startswith("combat_") else BUTTON_SECTIONS.get(hover[1])
    return None


def open_rules(ctx, mode: str = "standard", at: str | None = None) -> Transition:
    """Push the rules page over the table (opened at section `at`, if given)."""
    return open_rules_page(ctx, HEADING, sections(mode), at, pictures())


def rules_scene(ctx) -> RulesPage:
    """The rules page by itself, with its pictures (the screenshot command's `necromolds_rules`)."""
    return RulesPage(ctx, HEADING, sections(), None, pictures())


def pictures() -> dict[str, tuple[Picture, ...]]:
    """The pictures of the page's sections, by the table's painters (rules_pictures.py)."""
    from tabletop.ui.necromolds.table import rules_pictures as P

    edges = ", ".join(f"{e} {library().length(e):g} in" for e in DISTANCES)
    return {
        WINNING: (Picture("The last monster standing beside smashed clay.", P.smashed, 0.5),),
        SETUP: (Picture("Terrain placed, an army at its green border.", P.setup_map, 0.62),),
        ROUND: (Picture("A spellbook card: its command slots wait for dice.", P.spellbook_card, 0.46),),
        DICE: (Picture("The command die's faces.", P.command_dice, 0.3),),
        MOVING: (Picture(f"The distance tool's three edges: {edges}.", P.distance_tool, 0.5),),
        RANGED: (Picture("Line of sight: seen past the terrain (green), hidden behind it (red).", P.sightline, 0.62),),
        COMBAT: (Picture("The combat die's faces: hits, blocks and gems.", P.combat_dice, 0.5),),
        BOOKS: (Picture("Monsters on their round bases, their owner's emblem in front.", P.monsters, 0.5),),
        ICONS_TITLE: (Picture("The rulebook's icons and a gem.", P.icons, 0.5),),
    }
