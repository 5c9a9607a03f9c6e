"""The rules summary (RN-CONT-11: in place of the printed player aids): the turn sequence, the
Minions' costs and stats (read from the content, so a mod's numbers show), what each space does,
and the combat sequence. Open it from the table with `open_rules_summary(ctx)` (a push: Esc or
Back returns to the game as it was).
"""

from __future__ import annotations

import html

import pygame

from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, push
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

GOODS = {
    "ichor": "Ichor",
    "dark_water": "Dark water",
    "scroll": "Scroll",
    "lesser_corpse": "Lesser corpse",
    "greater_corpse": "Greater corpse",
}


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
        costs = " or ".join(" + ".join(f"{n} {GOODS.get(k, k)}" for k, n in c.items()) for c in m.costs)
        power = ", ".join(str(p) for p in m.power)
        text = f"Cost: {costs}. Power {power}, move {m.move}, {m.supply} in the box."
        if m.text:
            text += f" {m.text}"
        out.append((m.name, text))
    return out


def _section(title: str, rows) -> str:
    body = "".join(f"<b>{html.escape(name)}</b> {html.escape(words)}<br>" for name, words in rows)
    return f"<font size=4.5><b>{html.escape(title)}</b></font><br><font size=3>{body}</font>"


def _preload(manager, sizes) -> None:
    """Load the summary's serif sizes before the boxes use them (pygame_gui warns otherwise)."""
    try:
        fd = manager.get_theme().get_font_dictionary()
        missing = [
            {"name": "dejavu_serif", "point_size": size, "style": "bold" if bold else "regular"}
            for size, bold in sizes
            if fd.create_font_id(size, "dejavu_serif", bold, False) not in fd.loaded_fonts
        ]
        if missing:
            manager.preload_fonts(missing)
    except AttributeError:  # a stand-in manager (tests without pygame_gui): nothing to load
        pass


class RulesSummaryScene(UIScene):
    """The player aid on one screen: turn, Minions, spaces, combat."""

    name = "rise_rules_summary"

    def build(self) -> None:
        """Four boxes of text (they scroll if a window is too small) and Back."""
        _preload(self.ctx.manager, ((12, False), (12, True), (16, True)))
        f = self.add_heading_and_back("Rise of the Necromancers: the player aid")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, gap = int(18 * s), int(14 * s)
        cw = (w - 2 * pad - gap) // 2
        top_h = (h - 2 * pad - gap) * 11 // 20
        low_h = h - 2 * pad - gap - top_h
        self.text_box((x + pad, y + pad, cw, top_h), _section("Your turn", TURN))
        self.text_box((x + pad + cw + gap, y + pad, cw, top_h), _section("Combat", COMBAT))
        self.text_box((x + pad, y + pad + top_h + gap, cw, low_h), _section("The spaces", SPACES))
        self.text_box((x + pad + cw + gap, y + pad + top_h + gap, cw, low_h), _section("Minions", minion_rows()))

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The lacquered panel behind the boxes."""
        self.draw_panel(surface)


def open_rules_summary(ctx) -> Transition:
    """Push the rules summary over the table (for its `?` key or button); Back or Esc returns."""
    return push(RulesSummaryScene(ctx))
