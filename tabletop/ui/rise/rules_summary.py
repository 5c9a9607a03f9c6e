"""The rules at hand (RN-CONT-11: in place of the printed player aids; issue 27): the rulebook's sections in
our own words on the kit's searchable rules page: winning, the turn sequence, the cards, the spaces,
combat, the death of a Necromancer, the Minions' costs and stats and the Spells (read from the content,
so a mod's numbers show). Open it from the table with `open_rules_summary(ctx, at=None)` (a push: Esc or
Back returns to the game as it was; `at` opens it at a section: a hover's "more"). `RulesSummaryScene`
is the one-screen player aid with its cost icons' legend (a scenario shows it).
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import words as RW
from tabletop.ui import look
from tabletop.ui.kit.rules_flow import Picture
from tabletop.ui.kit.rules_page import RulesPage, open_rules_page, preload_serif, section_html
from tabletop.ui.layout import ui_scale
from tabletop.ui.rise.paint import GOODS, draw_good, good_name
from tabletop.ui.scene import Transition
from tabletop.ui.scenes.base import UIScene

TURN = (
    (
        "1. Play cards",
        "Pay the cost of any cards in your hand and put them in play: a Necromancer, an Apprentice, "
        "Spells, Items. A card drawn this turn waits until your next turn.",
    ),
    ("2. Raise a Minion", "Raise one Minion (optional): pay its cost and put it on your Player board."),
    (
        "3. Move",
        "Move up to the move of your slowest Minion (1 with none). Entering a City you do not control, or a "
        "space with another player's counters, ends the move. You must move, except to stay on your own City. "
        "Only the Valley of Souls holds two Necromancers. Cast Mist Walk, fortify your counters with Minions "
        "or pick them up before you move.",
    ),
    ("4. Take an action", "Take the action of the space you end on."),
    (
        "5. Place Dominion counters",
        "Spell and Item tracks: 1, 2 or 3 for Spells (Items) of one colour. A won City: "
        "one per tax icon. Headmaster: 2. A Dungeon: 1. The 13th counter placed wins.",
    ),
)

SPACES = (
    ("Valley of Souls", "No action. Everyone starts here; a Necromancer who dies returns here."),
    ("Land", "Roll the dice shown and take the Resources and corpses they show."),
    (
        "Dungeon",
        "Unless you hold it: beat any Minions left there, then draw a Dungeon card - Quest, Quest-Choice or "
        "Combat (only your Apprentice goes in with you). Success: its treasure and 1 counter.",
    ),
    ("Library", "Look at the top 3 Spells, keep one, put the others back in any order."),
    ("Workshop", "Look at the top 3 Items, keep one, put the others back in any order."),
    (
        "City",
        "Not yours: attack it (wound every tower). Yours: collect tax from all your Cities (not on the turn "
        "you conquer one).",
    ),
    (
        "Academy",
        "Become Headmaster with 6 cards and/or Minions of its colour (more than the Headmaster), after "
        "beating any Minions left there: the card's bonus and 2 counters.",
    ),
)

COMBAT = (
    (
        "1. Opponent",
        "The owner of the City or Dungeon you attack, else the player to your left, rolls for it. "
        "Weaken may be cast now.",
    ),
    (
        "2. Ghost strike",
        "Attacks with Ghost strike roll first. A roll at or under the power wounds; a 6 always misses. "
        "Each Ghost strike wound on a City takes away its strongest attack.",
    ),
    ("3. Remaining attacks", "Everyone not removed rolls. Then Death Bolt, then Zombie Explosion (not in Dungeons)."),
    (
        "Wounds",
        "For each wound you take, remove a Minion or your Apprentice, or (against you) a City tower. In a "
        "Dungeon only the Apprentice. A wound left over kills your Necromancer.",
    ),
    (
        "4. Did I win?",
        "City: every tower and guarding Minion wounded and you survive; lose and you move back. "
        "Dungeon: one wound on the foe and you survive.",
    ),
)


def minion_rows() -> list[tuple[str, str]]:
    """(name, "cost · power · move · supply" and its special rule) for each Minion, from the content."""
    try:
        from tabletop.content.rise.cards import load_cards

        minions = load_cards().minions
        if isinstance(minions, dict):
            minions = list(minions.values())
    except Exception:
        return [("Minions", "The Minion content could not be read.")]
    out = []
    for m in minions:
        costs = " or ".join(" + ".join(RW.goods_words(k, n) for k, n in c.items()) for c in m.costs)
        power = ", ".join(str(p) for p in m.power)
        text = f"Cost: {costs}. Power {power}, move {m.move}, {m.supply} in the box."
        if m.text:
            text += f" {m.text}"
        out.append((m.name, text))
    return out


class RulesSummaryScene(UIScene):
    """The player aid on one screen: turn, Minions, spaces, combat."""

    name = "rise_rules_summary"

    def build(self) -> None:
        """Four boxes of text (they scroll if a window is too small) and Back."""
        preload_serif(self.ctx.manager, ((12, False), (12, True), (16, True)))
        f = self.add_heading_and_back("Rise of the Necromancers: the player aid")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, gap = int(18 * s), int(14 * s)
        cw = (w - 2 * pad - gap) // 2
        top_h = (h - 2 * pad - gap) * 11 // 20
        low_h = h - 2 * pad - gap - top_h
        self.text_box((x + pad, y + pad, cw, top_h), section_html("Your turn", TURN))
        self.text_box((x + pad + cw + gap, y + pad, cw, top_h), section_html("Combat", COMBAT))
        self.text_box((x + pad, y + pad + top_h + gap, cw, low_h), section_html("The spaces", SPACES))
        legend_h = int(28 * s)  # under the Minions: what each cost icon is called (issue 21)
        minions = (x + pad + cw + gap, y + pad + top_h + gap, cw, low_h - legend_h - int(6 * s))
        self.text_box(minions, section_html("Minions", minion_rows()))
        self.legend = pygame.Rect(minions[0], minions[1] + minions[3] + int(6 * s), cw, legend_h)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The lacquered panel behind the boxes, and the legend of the cost icons."""
        self.draw_panel(surface)
        legend = getattr(self, "legend", None)
        if legend is not None:
            self.legend_drawn = draw_legend(surface, legend, ui_scale(self.ctx.size))


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, s: float) -> list[tuple[pygame.Rect, str]]:
    """'Costs:' and each good's icon with its name, as the cards and Player boards draw them (paint.py),
    in as many rows as the width needs; returns each name's rectangle (tests check they fit)."""
    pygame.draw.rect(surface, (26, 16, 30), rect, border_radius=4)
    pygame.draw.rect(surface, look.BRASS_DARK, rect, 1, border_radius=4)
    f = look.font("sans", max(9, int(12 * s)))
    head = look.font("sans_bold", max(9, int(12 * s))).render("Costs:", True, look.BONE)
    y = rect.centery - f.get_linesize() // 2
    surface.blit(head, (rect.x + int(8 * s), y))
    rad, step_y = max(4, int(7 * s)), f.get_linesize() + int(6 * s)
    x0 = rect.x + int(16 * s) + head.get_width()
    x = x0
    out = []
    for good in GOODS:
        t = f.render(good_name(good), True, look.BONE)
        w = 2 * rad + int(4 * s) + t.get_width()
        if x + w > rect.right - int(8 * s) and x > x0:
            x, y = x0, y + step_y
        draw_good(surface, (x + rad, y + f.get_linesize() // 2), rad, good)
        r = surface.blit(t, (x + 2 * rad + int(4 * s), y))
        out.append((pygame.Rect(r), good_name(good)))
        x += w + int(10 * s)
    return out


HEADING = "Rise of the Necromancers: the rules at hand"
WINNING, TURN_T, CARDS, SPACES_T, COMBAT_T, DEATH, MINIONS, SPELLS = (
    "Winning",
    "Your turn",
    "Cards",
    "The spaces",
    "Combat",
    "Death of a Necromancer",
    "Minions",
    "Spells",
)

CARD_ROWS = (
    (
        "Necromancer.",
        "Until you play one you are an unnamed Necromancer, move 1 and power 1. Playing one names you for the "
        "rest of the game; your two other Necromancer cards leave the game.",
    ),
    (
        "Apprentice.",
        "Played on a turn after your Necromancer; one at a time. It follows you into City fights and Dungeons. "
        "When it dies you may play another; after the third dies, no more.",
    ),
    (
        "Spells.",
        "Free to put in play, then cast once a turn for the Resource shown (Zombie Explosion: discard Zombies). "
        "Two or three of one colour raise it to level 2 or 3; a Spell affects only fights on your space.",
    ),
    ("Items.", 'Work from the moment they are in play; one marked "once during the game" is turned over when used.'),
)

DEATH_ROWS = (
    (
        "A wound on your Necromancer.",
        "It dies: back to the Valley of Souls, and your turn ends. You collect nothing more this turn; your "
        "Minions, Apprentice, Items, Spells and hand stay. Next turn you start from the Valley.",
    ),
)


def _spell_rows() -> list[tuple[str, str]]:
    """Each Spell: its Academy and what casting it costs, then each level's words on a line of its own,
    from the content the engine
    plays with (play-test: the engine's one-line aid, "level 1 In combat step 1, ... / level 2 ...", read
    as a data dump, and spelt "Dark Water" where the rest of the game says "Dark water")."""
    from tabletop.content.rise.cards import ACADEMIES
    from tabletop.games.rise import words as RW
    from tabletop.games.rise.content import cards

    out = []
    for spell in cards().spells.values():
        cast = "discard Zombies" if spell.cast == "zombie" else f"pay {RW.goods_words(spell.cast, 1)}"
        out.append((f"{spell.name}.", f"{ACADEMIES[spell.colour]}. To cast it, {cast}."))
        out += [(f"Level {i}.", lv.text) for i, lv in enumerate(spell.levels, 1)]  # a line each
    return out


def _winning_rows() -> list[tuple[str, str]]:
    from tabletop.games.rise.view import rules_summary

    for title, lines in rules_summary():
        if title == "Winning":
            return [("The Necromancer King.", " ".join(lines))]
    return []


def _named(rows) -> list[tuple[str, str]]:
    """Rows with their names ended as the page's rows are ("Land." ; "4. Did I win?" as it is)."""
    return [(name if name[-1:] in ".?!" else f"{name}.", text) for name, text in rows]


def sections() -> list[tuple[str, list[tuple[str, str]]]]:
    """Every section of the rules page, in the rulebook's order."""
    return [
        (WINNING, _winning_rows()),
        (TURN_T, _named(TURN)),
        (CARDS, list(CARD_ROWS)),
        (SPACES_T, _named(SPACES)),
        (COMBAT_T, _named(COMBAT)),
        (DEATH, list(DEATH_ROWS)),
        (MINIONS, _named(minion_rows())),
        (SPELLS, _spell_rows()),
    ]


def open_rules_summary(ctx, at: str | None = None) -> Transition:
    """Push the rules page over the table (for its `?` key or Rules button; `at`: opened at that section);
    Back or Esc returns. Each section has a picture drawn by the table's painters (rules_pictures.py)."""
    return open_rules_page(ctx, HEADING, sections(), at, pictures())


def rules_scene(ctx) -> RulesPage:
    """The rules page by itself, with its pictures (the screenshot command's `rise_rules`)."""
    return RulesPage(ctx, HEADING, sections(), None, pictures())


def pictures() -> dict[str, tuple[Picture, ...]]:
    """The pictures of the page's sections, by the table's painters (rules_pictures.py)."""
    from tabletop.ui.rise import rules_pictures as P

    return {
        WINNING: (Picture("Dominion counters placed: the thirteenth wins.", P.counters, 0.45),),
        TURN_T: (Picture("Necromancers on a Land and on a City, a counter placed on the City.", P.turn, 0.62),),
        CARDS: (Picture("A Necromancer, an Apprentice and an Item.", P.kinds_of_cards, 0.47, 0.9),),
        SPACES_T: (Picture("A Land, a Dungeon and a City, as on the board.", P.spaces, 0.45),),
        COMBAT_T: (Picture("Power 3: a 2 and a 1 hit, a 4 misses, a 6 always misses.", P.fight_dice, 0.4),),
        DEATH: (Picture("Back to the Valley of Souls.", P.valley, 0.62),),
        MINIONS: (Picture("The Minions' tokens, as they guard a space.", P.minions, 0.4),),
        SPELLS: (Picture("Spell cards, as the hand shows them.", P.spell_cards, 0.7, 0.6),),
    }
