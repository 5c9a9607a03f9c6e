"""NecronomiCORP's rules at hand (issue 27): the rulebook's sections in our own words, on the kit's
searchable rules page. Open it with `open_rules(ctx)` (a push over the table; Back or Esc returns).
The numbers said here are the rulebook's and the engine's (tabletop/games/corp): 4-6 hits, a skull is a
1, an escape needs 4-6, a fist's skull hurts you 2."""

from __future__ import annotations

from tabletop.games.corp.state import BOSS_ROOM, LEVEL_SIZES
from tabletop.ui.kit.rules_flow import Picture
from tabletop.ui.kit.rules_page import RulesPage, open_rules_page
from tabletop.ui.scene import Transition


def _sizes() -> str:
    """The levels' room counts in words, from the engine's (NC-BUILD-01): "30, 25, 20, 15 and 10"."""
    n = [str(LEVEL_SIZES[k]) for k in sorted(LEVEL_SIZES)]
    return ", ".join(n[:-1]) + " and " + n[-1]


HEADING = "NecronomiCORP: the rules at hand"

SECTIONS = (
    (
        "The building",
        (
            ("Five levels and the roof.", f"Each level is a face-down stack of rooms: {_sizes()} cards."),
            ("Closed levels.", "Level 2 opens when the Exit of level 1 is found, and so on; the roof opens at Exit 5."),
            ("Areas.", "Each level's hallway is one area, each revealed room another. Discarded rooms are shut."),
            ("The last room.", "If a level's last room is drawn and no Exit has shown, that room is the Exit."),
        ),
    ),
    (
        "Your turn",
        (
            (
                "Beginning and end.",
                "As often as you like: pick up weapons from your area's floor, trade weapons and items with a "
                "character in your area, and from a hallway go up or down to any open level.",
            ),
            (
                "Exploration: one flip.",
                "Enter a new door (the next room of the level), or a revealed room holding another character, a "
                "weapon or an abandoned monster, or leave the room you are in. Or skip it and end your turn.",
            ),
            (
                "Found weapons.",
                "A weapon found lands on the floor; at the turn's end the finder picks first, then turn order.",
            ),
            (
                "Two weapons.",
                "You carry at most two; to take a third, leave one on the floor. Items: as many as you like.",
            ),
        ),
    ),
    (
        "Rooms",
        (
            ("Exit.", "Whoever reveals it goes up to the next level's hallway, and that level opens for everyone."),
            ("Empty.", "Nothing happens; it is discarded."),
            ("Loot.", "Discard it and draw a Plot card."),
            ("Monster.", "You must fight it."),
        ),
    ),
    (
        "A fight",
        (
            ("1. Abilities.", "The monster's abilities take effect when it is revealed."),
            ("2. Ranged first.", "Characters with ranged weapons may shoot before it attacks."),
            ("3. Its attack.", "It rolls its menace in dice; every 4-6 is a wound."),
            (
                "Whom it attacks.",
                "The last character who wounded it; if none has, the last who entered the room.",
            ),
            ("4. Your answer.", "Each character in the fight attacks, tries to escape or asks for help."),
            ("Again.", "It attacks again and everyone answers again, until it dies or nobody is left."),
            (
                "Its death.",
                "Its card goes to the level's discard pile; whoever dealt the last blow draws its loot in Plot cards.",
            ),
        ),
    ),
    (
        "Answering an attack",
        (
            (
                "Attack.",
                "With one or two hands: fists, a one-handed weapon (and a fist, or a second one), or one "
                "two-handed weapon. Each attack rolls a base die plus its weapon's dice; every 4-6 is a wound.",
            ),
            ("Skulls.", "A 1 is a skull. All skulls on a weapon's roll break the weapon; a fist's skull hurts you 2."),
            (
                "Escape.",
                "Roll one die: 4-6 and you are in the hallway. When everyone has escaped, the monster is "
                "abandoned in its room.",
            ),
            (
                "Ask for help.",
                "Characters in the level's hallway may come in, in the order they choose, and fight beside you.",
            ),
            (
                "Abandoned monsters.",
                "They keep their wounds; whoever enters their room may strike first with a melee weapon.",
            ),
        ),
    ),
    (
        "Dice and abilities",
        (
            ("+1D, -1D.", "More or fewer dice on every roll."),
            ("Bonus, drawback.", "Every face but a skull moves up or down; a face lowered to 1 is not a skull."),
            ("Hardness.", "Each attack's damage is one less (fists cannot hurt it)."),
            ("VS.", "Works only against what it names."),
            ("Charges.", "A weapon with charges spends one an attack; empty, it hits as a +0D melee weapon."),
        ),
    ),
    (
        "Plots",
        (
            ("Event.", "Happens at once (a vending machine stays until its life tokens run out)."),
            ("Item.", "Yours at once; some act all the time, others are spent when used."),
            ("Trauma.", "Yours at once and for good: never traded, kept in death."),
            ("Weapon.", "Falls to the floor of your area, for the turn's end."),
        ),
    ),
    (
        "The boss and the end",
        (
            (
                "The boss.",
                "Drawn when Exit 5 is found, from the stack for the surviving players: 1-3 or 4-6. "
                "Nobody escapes it; killing it wins the game.",
            ),
            ("Death.", "A dead character's weapons and items fall to the floor; a monster there must die first."),
            ("Losing.", "If every character is dead, the building wins."),
        ),
    ),
    (
        "Competitive teams",
        (
            ("Teams.", "Equal teams of two or three, seated alternately."),
            ("Points.", "A monster killed scores its level for the killer's team; the boss 3 or 6."),
            ("Winning.", "The points chosen (40 for two teams, 25 for three), or the boss's kill."),
            ("Help.", "You may ask another team for help, and they may steal the kill."),
        ),
    ),
    (
        "Aliens & Spirits",
        (
            (
                "Curses.",
                "The starting player reveals a Curse for level 1; whoever finds an Exit curses the next level. "
                "A cursed character's curses go when it dies.",
            ),
            (
                "Contagion.",
                "Killed by a monster with contagion, a character returns at its turn's end with two dice of life, "
                "a monster of that type: it fights any uninfected character it meets, and strikes first.",
            ),
            (
                "Escaping the infected.",
                "From a hallway you may escape into a room with a weapon or an abandoned monster, a new door, or "
                "another open level's hallway.",
            ),
            ("Several monsters.", "All attack together; their loot is drawn when the last of them dies."),
            ("0 life.", "A monster with no life acts and dies by itself."),
        ),
    ),
)


# what a hovered thing of the table (its (kind, key), table/view.py `at`) is about, for the tooltip's "more"
HOVER_SECTIONS = {
    "room": "Rooms",
    "foe": "A fight",
    "floor_card": "Plots",
    "floor_more": "Plots",
    "held": "Plots",
    "trauma": "Plots",
    "curse": "Aliens & Spirits",
    "stack": "The building",
    "hall": "Your turn",
    "token": "Your turn",
    "plot_deck": "Plots",
    "plot_discard": "Plots",
    "discard": "The building",
    "boss_stack": "The boss and the end",
    "leftovers": "The building",
}


def section_for(hit) -> str | None:
    """The section a hovered thing of the table is about (the boss's room: the boss), or None."""
    if not hit:
        return None
    kind, key = hit
    if kind == "room" and key == BOSS_ROOM:
        return "The boss and the end"
    return HOVER_SECTIONS.get(kind)


def open_rules(ctx, at: str | None = None) -> Transition:
    """The rules at hand over the table (F1's keys are beside them on the table); `at`: opened at that
    section (a hover's "more"). Each section has a picture drawn by the table's painters (rules_pictures.py)."""
    return open_rules_page(ctx, HEADING, SECTIONS, at, pictures())


def rules_scene(ctx) -> RulesPage:
    """The rules page by itself, with its pictures (the screenshot command's `corp_rules`)."""
    return RulesPage(ctx, HEADING, SECTIONS, None, pictures())


def pictures() -> dict[str, tuple[Picture, ...]]:
    """The pictures of the page's sections, by the table's painters (rules_pictures.py)."""
    from tabletop.ui.corp import rules_pictures as P

    return {
        "The building": (Picture("Each level's rooms, a face-down stack.", P.building, 0.4),),
        "Your turn": (
            Picture("A face-down door and a room revealed.", P.door_and_room, 0.7),
            Picture("A character's sheet: life, two hands' weapons, an item, a trauma.", P.sheet, 0.6, 0.8),
        ),
        "Rooms": (Picture("An Exit, an empty room, a loot room and a monster.", P.rooms, 0.75),),
        "A fight": (Picture("A monster's card and its menace rolled: 4-6 wound.", P.monster, 0.62),),
        "Answering an attack": (Picture("A weapon: the base die and its own, a skull breaks it.", P.weapon, 0.62),),
        "Dice and abilities": (Picture("A die's faces: the 1 is a skull.", P.dice, 0.55),),
        "Plots": (Picture("The Plot deck, an item and a weapon.", P.plots, 0.5),),
        "The boss and the end": (Picture("The boss's card; a dead character's token.", P.boss, 0.7),),
        "Competitive teams": (Picture("Two teams of two, seated alternately.", P.teams, 0.3),),
        "Aliens & Spirits": (Picture("A healthy character and an infected one.", P.infected, 0.4),),
    }
