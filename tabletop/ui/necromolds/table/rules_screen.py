"""The Necromolds rules on one screen (issue 21, as Rise's player aid): the command dice, a round and
a turn, combat, and every icon the table draws, with the icon beside its name. Numbers come from the
content (distances, gems for a discarded magic die, dice per player), so a changed data file shows.

Open it with `open_rules(ctx, mode)`: from the table (? key, and listed in the keys help) and from the
set-up. It is pushed over the screen, which stays drawn dimmed below; Esc, ?, Enter or a click returns
to the game as it was.
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.ui import look
from tabletop.ui.kit.buttons import fit_size
from tabletop.ui.kit.keys import PageClose
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.scene import Scene, Transition, pop, push

TITLE = "Necromolds: the rules on one screen"
CLOSE_HINT = "Esc, ?, Enter or a click closes this page"


def command_rows() -> list[tuple[str, str, str]]:
    """(icon, name, what it does) for each command die face, then the slots."""
    gems = NQ.rulebook().magic_discard_gems
    return [
        (
            "move",
            "Move",
            "On a move slot: each monster of that spellbook may move up to the slot's distance, on any path. "
            "Ending in contact with one enemy starts a melee at once.",
        ),
        (
            "ranged",
            "Ranged attack",
            "On a ranged slot: each monster of that spellbook may shoot one enemy within the slot's "
            "distance and in line of sight.",
        ),
        (
            "magic",
            "Magic",
            f"On a spellbook's magic slot: its magic ability works for the whole round. Or discard it for {gems} gems.",
        ),
        ("wild", "Wild", "Turn it to move, ranged attack or magic as soon as it is rolled."),
        (
            "",
            "Slots",
            "One die per slot, matching its symbol; a slot with several symbols takes one of them. A jagged "
            "slot's command is done by one monster only. Dice left over are discarded.",
        ),
    ]


def round_rows() -> list[tuple[str, str, str]]:
    """(icon, step, what happens) for a round, the distances and the end of the game."""
    lib = library()
    reach = ", ".join(f"{e} {lib.length(e):g} in" for e in DISTANCES)
    return [
        (
            "",
            "1. Who goes first",
            f"The player with the fewest monsters on the map. Tied: each rolls {NQ.rulebook().rolloff_dice} combat "
            "dice, the most attack hits goes first.",
        ),
        (
            "",
            "2. Roll and assign",
            f"Everyone rolls their {NQ.rulebook().command_dice} command dice and puts them on their spellbooks' slots "
            "at the same time, hidden; the dice are revealed together.",
        ),
        (
            "",
            "3. Take turns",
            "Pick one spellbook that holds move or ranged dice and perform them one after another: every "
            "monster of that spellbook may act once per die, then the die comes off. Then the next player.",
        ),
        (
            "",
            "End of the round",
            "When every move and ranged die is performed. Magic dice come off then. A player with nothing "
            "left sits out while the others play on.",
        ),
        ("", "Distances", f"No grid: the distance tool's edges, {reach}."),
        (
            "",
            "Winning",
            "The last player with monsters on the map wins; if the last monsters are smashed together, they all win.",
        ),
        (
            "",
            "A draw",
            f"Ours, not the rulebook's: offer a draw with the Draw button (once a round); if all accept, everyone "
            f"with monsters shares the battle. {NQ.QUIET_ROUNDS} rounds in a row without a fight end it shared too.",
        ),
    ]


def combat_rows() -> list[tuple[str, str, str]]:
    """(icon, step, what happens) for the five steps of a combat and smashed clay."""
    return [
        (
            "",
            "1. Pools",
            "The attacker rolls its melee or ranged skill in dice, the defender its defense skill.",
        ),
        (
            "gem",
            "2. Buy dice",
            "The attacker first, then the defender: each die more costs the size of the new pool in gems "
            "(a 4th die costs 4).",
        ),
        ("attack", "3. Roll", "Count attack hits on the attacker's dice, defense hits on the defender's."),
        (
            "smashed",
            "4. Melee",
            "More hits wins and the loser is smashed. A tie smashes both, unless an ability saves one.",
        ),
        (
            "shoot",
            "4. Ranged",
            "The target is smashed only by more attack hits than its defense hits. The shooter is never at risk.",
        ),
        (
            "gem",
            "5. Gems",
            "Each side gains a gem per gem symbol it rolled; the owner of a smashed monster also gains a gem "
            "per die in its pool.",
        ),
        (
            "",
            "Smashed clay",
            "It stays where it fell: monsters may cross it but never stop on it, and it blocks no sight.",
        ),
    ]


# (how it is drawn, its key, its name): every symbol the table draws, in the rulebook's groups (NM-ICON-01)
ICONS: tuple[tuple[str, str, str], ...] = (
    ("command", "move", "Move"),
    ("command", "ranged", "Ranged attack"),
    ("command", "magic", "Magic"),
    ("command", "wild", "Wild"),
    ("distance", "close", "Close"),
    ("distance", "medium", "Medium"),
    ("distance", "far", "Far"),
    ("rulebook", "distance_to_size", "Measured from the base"),
    ("skill", "attack", "Melee skill / attack hit"),
    ("skill", "shoot", "Ranged skill"),
    ("skill", "defense", "Defense skill / hit"),
    ("skill", "gem", "Gem"),
    ("rulebook", "friendly", "Friendly monster"),
    ("rulebook", "enemy", "Enemy monster"),
    ("rulebook", "smashed", "Smashed"),
    ("rulebook", "reroll", "Reroll"),
    ("rulebook", "locked", "Locked: a committed die"),
)


def draw_icon(surface, how: str, key: str, centre, px: int) -> None:
    """One icon as the table draws it."""
    if how == "command":
        img = D.command_die(key, px)
        surface.blit(img, img.get_rect(center=centre))
    elif how == "distance":
        D.distance_badge(surface, centre, key, px, D.EDGE_COLOURS[key])
    elif how == "rulebook":
        D.rulebook_icon(surface, key, centre, px, look.BONE if key == "distance_to_size" else None)
    elif key == "gem":
        D.icon(surface, "gem", centre, px, D.GEM)
    else:
        colour = D.COMBAT_SYMBOL_COLOURS.get(key, look.BONE)
        D.icon(surface, key, centre, px, colour)


Section = tuple[str, list[tuple[str, str, str]]]


def mode_note(mode: str) -> str:
    """What the game's mode changes in these rules (one line; the standard game: nothing)."""
    if mode == "basic":
        b = NQ.rulebook().basic
        return (
            f"Basic play: every monster alike: melee {b.melee_attack_dice} dice against {b.melee_defense_dice}, "
            f"ranged {b.ranged_dice} against {b.ranged_dice}, the larger monster +{b.larger_bonus}; "
            f"a move moves any {b.move_monsters} monsters, a ranged die lets any {b.ranged_monsters} shoot."
        )
    if mode == "advanced":
        return (
            "Advanced play adds: discard 1 die to reroll any of the others or 2 to change 1, gem rage and support "
            "rerolls in combat, and fewer command dice with one spellbook left."
        )
    return ""


def text_sections() -> list[Section]:
    """The three sections of words, in reading order (the fourth, the icons, is drawn as a grid)."""
    return [("The command dice", command_rows()), ("A round and a turn", round_rows()), ("Combat", combat_rows())]


class RulesScreen(Scene):
    """The rules page over the table or the set-up (drawn over them, dimmed)."""

    name = "necromolds_rules"
    covers = False

    def __init__(self, ctx, mode: str = "standard") -> None:
        self.ctx = ctx
        self.mode = mode
        self.drawn: list[tuple[pygame.Rect, pygame.Rect, str]] = []  # (text drawn, the box it must stay in, words)
        self.closes = PageClose()

    def handle_event(self, event) -> Transition | None:
        """Esc, ?, F1, Enter or a click: back to the game."""
        return pop() if self.closes(event) else None

    def panel_rect(self) -> pygame.Rect:
        """The framed page, centred."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        pw, ph = min(w - int(30 * s), int(1200 * s)), min(h - int(30 * s), int(760 * s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def boxes(self) -> list[pygame.Rect]:
        """Where the four sections go: commands and round on the left, combat and icons on the right."""
        rect = self.panel_rect()
        s = ui_scale(self.ctx.size)
        pad, gap = int(20 * s), int(22 * s)
        top = rect.top + int(58 * s)
        bottom = rect.bottom - int(54 * s)  # room for the mode's note and the closing hint
        cw = (rect.width - 2 * pad - gap) // 2
        left, right = rect.left + pad, rect.left + pad + cw + gap
        split = top + (bottom - top) * 45 // 100
        icons_top = top + (bottom - top) * 62 // 100
        return [
            pygame.Rect(left, top, cw, split - top),
            pygame.Rect(left, split, cw, bottom - split),
            pygame.Rect(right, top, cw, icons_top - top),
            pygame.Rect(right, icons_top, cw, bottom - icons_top),
        ]

    def draw(self, surface) -> None:
        """Dim what is below, then the page: three sections of words and the icons."""
        look.dim(surface, 150)
        s = ui_scale(surface.get_size())
        rect = self.panel_rect()
        look.draw_frame(surface, rect, 244)
        self.drawn = []
        self._line(
            surface, "display", int(26 * s), TITLE, (rect.centerx, rect.top + int(14 * s)), look.AMBER, rect, "midtop"
        )
        boxes = self.boxes()
        sections = text_sections()
        size = int(14 * s)
        while size > 10 and not all(self._fits(sec, box, size, s) for sec, box in zip(sections, boxes, strict=False)):
            size -= 1
        for sec, box in zip(sections, boxes, strict=False):
            self._section(surface, sec, box, size, s)
        self._icons(surface, boxes[3], s)
        note = mode_note(self.mode)
        if note:
            width = rect.width - int(40 * s)
            size = fit_size(note, "serif_italic", int(14 * s), width, 10)
            self._line(
                surface,
                "serif_italic",
                size,
                note,
                (rect.centerx, rect.bottom - int(30 * s)),
                look.AMBER,
                rect,
                "midbottom",
            )
        self._line(
            surface,
            "sans_italic",
            int(12 * s),
            CLOSE_HINT,
            (rect.centerx, rect.bottom - int(10 * s)),
            look.BONE_DIM,
            rect,
            "midbottom",
        )

    # -- drawing helpers --------------------------------------------------------------------------
    def _line(self, surface, kind, size, words, pos, colour, box, anchor="topleft", rich=False) -> pygame.Rect:
        if rich:
            r = D.draw_rich_line(surface, words, kind, size, pos, colour)
        else:
            r = D.text(surface, kind, size, words, pos, colour, anchor=anchor)
        self.drawn.append((pygame.Rect(r), pygame.Rect(box), words))
        return r

    @staticmethod
    def _layout(section: Section, box: pygame.Rect, size: int, s: float) -> list[tuple[str, str, int, list[str]]]:
        """(icon, heading, y, lines) of each row at this font size, from the box's top."""
        _title, rows = section
        y = box.top + int(30 * s)
        indent = int(26 * s)
        out = []
        head = look.font("serif_bold", size)
        for icon, name, words in rows:
            room = box.width - indent - head.size(name)[0] - int(8 * s)
            first = D.wrap_rich(words, "sans", size, max(40, room))[:1]
            rest_words = words[len(first[0]) :].strip() if first else words
            lines = first + (D.wrap_rich(rest_words, "sans", size, box.width - indent) if rest_words else [])
            out.append((icon, name, y, lines))
            y += len(lines) * (look.font("sans", size).get_height() + 1) + int(6 * s)
        return out

    def _fits(self, section: Section, box: pygame.Rect, size: int, s: float) -> bool:
        rows = self._layout(section, box, size, s)
        if not rows:
            return True
        _icon, _name, y, lines = rows[-1]
        return y + len(lines) * (look.font("sans", size).get_height() + 1) <= box.bottom

    def _section(self, surface, section: Section, box: pygame.Rect, size: int, s: float) -> None:
        title, _rows = section
        self._line(surface, "serif_bold", int(18 * s), title, box.topleft, look.AMBER, box)
        indent = int(26 * s)
        step = look.font("sans", size).get_height() + 1
        for icon, name, y, lines in self._layout(section, box, size, s):
            if icon:
                how = (
                    "command"
                    if icon in ("move", "ranged", "magic", "wild")
                    else ("rulebook" if icon == "smashed" else "skill")
                )
                draw_icon(
                    surface,
                    how,
                    icon,
                    (box.left + indent // 2, y + step // 2),
                    int(step * (1.1 if how == "command" else 0.9)),
                )
            head = self._line(surface, "serif_bold", size, name, (box.left + indent, y), look.BONE, box)
            for k, line in enumerate(lines):
                x = head.right + int(8 * s) if k == 0 else box.left + indent
                self._line(surface, "sans", size, line, (x, y + k * step), look.BONE, box, rich=True)

    def _icons(self, surface, box: pygame.Rect, s: float) -> None:
        """Every icon beside its name, in two columns."""
        self._line(surface, "serif_bold", int(18 * s), "The icons", box.topleft, look.AMBER, box)
        top = box.top + int(30 * s)
        per_col = -(-len(ICONS) // 2)
        step = max(int(16 * s), (box.bottom - top) // per_col)
        px = min(int(24 * s), step - int(4 * s))
        col_w = box.width // 2
        for k, (how, key, name) in enumerate(ICONS):
            col, row = divmod(k, per_col)
            x = box.left + col * col_w
            cy = top + row * step + step // 2
            draw_icon(surface, how, key, (x + px // 2 + int(4 * s), cy), px)
            size = fit_size(name, "sans", min(int(14 * s), step - 2), col_w - px - int(16 * s))
            self._line(surface, "sans", size, name, (x + px + int(12 * s), cy), look.BONE, box, "midleft")


def open_rules(ctx, mode: str = "standard") -> Transition:
    """Push the rules page (the table's ? key, the set-up's); Esc or a click returns."""
    return push(RulesScreen(ctx, mode))
