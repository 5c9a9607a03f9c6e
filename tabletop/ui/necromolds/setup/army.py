"""Army builder (NM-SETUP-11..18): spellbooks as cards, molding and unmolding within the clay,
a clay meter, the Starting Tip in one click, and Done once no further monster fits.

`ArmyStep` is the game screen's bottom tool while one seat molds its army; its buttons answer with
Mold, Unmold, MoldPreset and ArmyDone actions, which the screen submits."""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.kit.panels import readable
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup import draw as D
from tabletop.ui.necromolds.setup.layout import CardPages, card_pages, setup_layout
from tabletop.ui.necromolds.setup.step import StepTool
from tabletop.ui.necromolds.setup.view import SetupView
from tabletop.ui.tools import HANDLED, Say

STARTING_TIP = "starting_tip"
SUPPORT_BLUE = (120, 170, 230)
BOOK_TINTS = [
    (150, 120, 90),
    (120, 140, 100),
    (140, 110, 150),
    (160, 130, 80),
    (110, 130, 160),
    (170, 100, 90),
    (120, 150, 140),
    (150, 150, 110),
    (130, 110, 120),
    (100, 140, 120),
    (160, 120, 130),
]


FADED = (150, 136, 120)  # card text for rules that don't count in this game (basic play)
SUPPORT_BLUE = (40, 80, 150)  # support skills, blue on the real spellbooks (advanced play only)
SKILL_INK = (60, 40, 30)


def skill_colour(state, book, skill: str) -> tuple[int, int, int]:
    """How a card prints a skill: faded when skills don't count, blue when it is a support skill in advanced play."""
    if not state.uses_skills():
        return FADED
    if state.mode == "advanced" and skill in book.support_skills:
        return SUPPORT_BLUE
    return SKILL_INK


class ArmyStep(StepTool):
    """One seat molds its army from the spellbooks."""

    name = "necromolds_army"
    step_title = "Mold your army"
    quick_label = "Starting Tip army"

    def __init__(self, view: SetupView, seat: int) -> None:
        self.cards: dict[str, pygame.Rect] = {}  # the cards on the page shown
        self.page = 0  # the page of cards shown, where the room has more than one
        self.pages: CardPages | None = None
        super().__init__(view, seat)

    # -- what the seat has -------------------------------------------------------------------
    @property
    def seat_state(self):
        """The seat's possessions (clay, done flag)."""
        return self.state.seats[self.seat]

    def army(self) -> list:
        """The seat's molded monsters, in molding order."""
        return [m for m in self.state.monsters if m.owner == self.seat]

    def interactive(self) -> bool:
        """True when a person builds this army now."""
        return self.is_human(self.seat) and self.state.phase == "army" and not self.seat_state.army_done

    def title(self) -> str:
        """'Mold your army' for the person molding it; a watched army (the computer's, or any in the
        replay viewer) is not the watcher's: 'Player 2's army'."""
        if self.is_human(self.seat):
            return self.step_title
        return f"{self.player_name(int(self.seat or 0)).split(' (')[0]}'s army"  # no '(computer)' before the 's

    def turn_text(self, seat: int) -> str:
        """'molds an army' or 'is ready'."""
        return "is ready" if self.state.seats[seat].army_done else "molds an army"

    def done_state(self) -> tuple[bool, str]:
        """Done when the engine accepts ArmyDone for this seat."""
        if not self.is_human(self.seat):
            return False, "The computer is molding its army."
        reason = self.v.check(A.ArmyDone(seat=self.seat))
        return reason is None, (reason or "")[:1].upper() + (reason or "")[1:]

    def quick_enabled(self) -> bool:
        """The Starting Tip is offered while a person builds the army."""
        return self.interactive()

    # -- actions ---------------------------------------------------------------------------
    def mold(self, book: str, size: int = 0) -> A.Mold:
        """Mold one monster (refused with the engine's reason when the clay is short)."""
        return A.Mold(seat=self.seat, book=book, size=size)

    def unmold_one(self, book: str, size: int) -> A.Unmold | None:
        """Return the last molded monster of this book and size to the clay."""
        for m in reversed(self.army()):
            if m.book == book and m.size == size:
                return A.Unmold(seat=self.seat, monster=m.id)
        return None

    def clear(self) -> list:
        """Unmold the whole army (the screen stops at a refusal)."""
        return [A.Unmold(seat=self.seat, monster=m.id) for m in reversed(self.army())]

    def quick(self):
        """The Starting Tip army in one click (whatever was molded before goes back to the clay); the
        note is said only once the preset is molded (a refusal stops the list)."""
        return [
            *self.clear(),
            A.MoldPreset(seat=self.seat, preset=STARTING_TIP),
            Say("Starting Tip: 1 Insectomite, 3 Graveghouls, the rest Mud Mumps"),
        ]

    def done(self):
        """Finish the army."""
        return A.ArmyDone(seat=self.seat)

    # -- widgets ---------------------------------------------------------------------------
    def build_screen(self) -> None:
        """Card rects (of the page shown) and the hotspots on them, the page buttons and the army list."""
        L = setup_layout(self.size)
        s = ui_scale(self.size)
        books = list(library().books.values())
        pages = self.pages = card_pages(L["area"], len(books) + 1, self.size)  # the last place: the legend
        self.page = max(0, min(self.page, pages.pages - 1))
        self.cards = {b.id: pygame.Rect(pages.place(i)) for i, b in enumerate(books) if pages.page_of(i) == self.page}
        self.spots = []
        live = self.interactive()
        bh = int(26 * s)
        for book in books:
            card = self.cards.get(book.id)
            if card is None:
                continue
            n = len(book.sizes)
            gap = int(6 * s)
            bw = (card.width - 2 * int(8 * s) - gap * (n - 1)) // n
            for i, size in enumerate(book.sizes):
                rect = pygame.Rect(card.x + int(8 * s) + i * (bw + gap), card.bottom - int(8 * s) - bh, bw, bh)
                label = f"Mold · {size.clay} dr" if n == 1 else f"{size.clay} dr"
                reason = (
                    self.v.check(A.Mold(seat=self.seat, book=book.id, size=i))
                    if live
                    else (
                        "the computer is molding this army" if not self.is_human(self.seat) else "this army is finished"
                    )
                )
                self.spots.append(
                    D.Hotspot(
                        rect,
                        label,
                        lambda b=book.id, i=i: self.mold(b, i),
                        f"mold:{book.id}:{i}",
                        enabled=reason is None,
                        reason=reason or "",
                    )
                )
        if pages.pager is not None:
            px, py, pw, ph = pages.pager
            bw = min(int(150 * s), pw // 3)
            for key, label, rect, step in (
                ("page_back", "Previous page", (px, py, bw, ph), -1),
                ("page_next", "Next page", (px + pw - bw, py, bw, ph), 1),
            ):
                to = self.page + step
                self.spots.append(
                    D.Hotspot(
                        pygame.Rect(rect),
                        label,
                        lambda to=to: self.turn_to(to),
                        key,
                        enabled=0 <= to < pages.pages,
                        reason="there is no other page that way",
                    )
                )
        x, y, w, _h = L["side_inner"]
        # − and Clear only for a seat a person plays here: never pressable for the computer's army or a
        # watched one, and the army's title ("Player 2's army · 7 monsters") takes their room
        groups = self.groups() if self.is_human(self.seat) else []
        row_h = int(24 * s)
        top = y + int(150 * s)
        for k, ((book, size), _count) in enumerate(groups):
            rect = pygame.Rect(x + w - int(30 * s), top + k * row_h + int(2 * s), int(28 * s), row_h - int(4 * s))
            self.spots.append(
                D.Hotspot(
                    rect,
                    "−",
                    lambda b=book, z=size: self.unmold_one(b, z),
                    f"unmold:{book}:{size}",
                    enabled=live,
                    reason="" if live else "this army cannot be changed now",
                )
            )
        if groups:
            rect = pygame.Rect(x + w - int(64 * s), y + int(118 * s), int(64 * s), int(24 * s))
            self.spots.append(
                D.Hotspot(
                    rect,
                    "Clear",
                    self.clear,
                    "clear",
                    enabled=live,
                    reason="" if live else "this army cannot be changed now",
                )
            )

    def turn_to(self, page: int):
        """Show another page of cards (where they need more than one); nothing for the engine."""
        self.page = page
        self.build_screen()
        return HANDLED

    def screen_event(self, event):
        """The mouse wheel over the cards turns their pages."""
        pages = self.pages
        if event.type == pygame.MOUSEWHEEL and pages is not None and pages.pages > 1:
            L = setup_layout(self.size)
            if pygame.Rect(L["area"]).collidepoint(self.mouse):
                to = self.page - event.y if event.y else self.page
                if 0 <= to < pages.pages and to != self.page:
                    return self.turn_to(to)
        return None

    def groups(self) -> list[tuple[tuple[str, int], int]]:
        """(book, size) -> how many, in the order first molded."""
        counts = Counter((m.book, m.size) for m in self.army())
        order = list(dict.fromkeys((m.book, m.size) for m in self.army()))
        return [(key, counts[key]) for key in order]

    # -- drawing ---------------------------------------------------------------------------
    def draw_screen(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """Spellbook cards, the clay meter, the army list and the other player's progress."""
        lib = library()
        counts = Counter(m.book for m in self.army())
        for i, book in enumerate(lib.books.values()):
            if book.id in self.cards:
                self._draw_card(
                    surface, book, self.cards[book.id], counts.get(book.id, 0), BOOK_TINTS[i % len(BOOK_TINTS)], s
                )
        pages = self.pages
        if pages is not None:
            legend = len(lib.books)
            if pages.page_of(legend) == self.page:
                self._draw_legend(surface, pygame.Rect(pages.place(legend)), s)
            if pages.pager is not None:
                words = look.text("serif_italic", int(14 * s), f"Page {self.page + 1} of {pages.pages}", look.BONE)
                surface.blit(words, words.get_rect(center=pygame.Rect(pages.pager).center))
        self._draw_side(surface, L, s)

    def _draw_legend(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The empty card slot explains how to read the cards."""
        pygame.draw.rect(surface, look.BRASS_DARK, rect, 1, border_radius=8)
        budget = NQ.clay_budget(self.v.settings)
        st = self.state
        support = "Blue skills are support skills. " if st.mode == "advanced" else ""
        unused = [] if st.uses_skills() else ["skills"]
        unused += [] if st.uses_abilities() else ["abilities"]
        faded = f"Faded {' and '.join(unused)} don't count in this game. " if unused else ""
        text = (
            f"Each monster costs its Size in Spell Clay: {budget} dr (one 3.5 oz container) per army. "
            f"{support}{faded}Keep molding until no monster fits in the clay left."
        )
        D.draw_wrapped(
            surface, text, "serif_italic", int(13 * s), look.BONE_DIM, rect.inflate(-int(24 * s), -int(24 * s))
        )

    def _draw_card(self, surface: pygame.Surface, book, rect: pygame.Rect, count: int, tint, s: float) -> None:
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (236, 224, 196, 245), card.get_rect(), border_radius=8)
        band = pygame.Rect(0, 0, rect.width, int(44 * s))
        pygame.draw.rect(card, (*tint, 255), band, border_top_left_radius=8, border_top_right_radius=8)
        surface.blit(card, rect.topleft)
        pygame.draw.rect(surface, look.BRASS_DARK, rect, 2, border_radius=8)
        pad = int(8 * s)
        x = rect.x + pad
        width = rect.width - 2 * pad
        name = look.text("serif_bold", int(16 * s), book.name, look.BONE)
        surface.blit(name, (x, rect.y + int(4 * s)))
        kind = look.text(
            "serif_italic", int(11 * s), f"{book.support_type.capitalize()} · {book.faction}", (246, 236, 212)
        )
        surface.blit(kind, (x, rect.y + int(25 * s)))
        if count:
            badge = pygame.Rect(0, 0, int(34 * s), int(22 * s))
            badge.topright = (rect.right - int(6 * s), rect.y + int(6 * s))
            pygame.draw.rect(surface, self.colours[self.seat], badge, border_radius=11)
            pygame.draw.rect(surface, look.INK, badge, 1, border_radius=11)
            t = look.text("sans_bold", int(13 * s), f"×{count}", look.INK, shadow=False)
            surface.blit(t, t.get_rect(center=badge.center))
        y = rect.y + int(50 * s)
        # Skills: the support skills (blue on the real spellbooks) stand out in advanced play,
        # where support exists; what doesn't count in this game (basic play) is faded.
        st = self.state
        sx = x
        words = [f"{skill.capitalize()} {getattr(book, skill)}" for skill in ("melee", "ranged", "defense")]
        size, gap = int(12 * s), int(8 * s)  # a narrow card: the ratings a little smaller, still on one line
        while size > int(10 * s) and sum(look.font("sans_bold", size).size(w)[0] for w in words) + 2 * gap > width:
            size -= 1
        for skill, word in zip(("melee", "ranged", "defense"), words, strict=True):
            t = look.text("sans_bold", size, word, skill_colour(st, book, skill), shadow=False)
            surface.blit(t, (sx, y))
            sx += t.get_width() + gap
        y += int(19 * s)
        slots = "Slots: " + " · ".join(
            "/".join(c.capitalize() for c in sl.commands) + f" {sl.distance}" + (" (unstable)" if sl.unstable else "")
            for sl in book.slots
        )
        abilities = st.uses_abilities()
        # Every line whole where the card has the height (a narrow card wraps into more lines); two
        # lines each, the rest shortened, only where it has not.
        foot = rect.bottom - int(8 * s) - int(26 * s) - (int(12 * s) if len(book.sizes) > 1 else 0)
        cap = 99 if y + self._text_height(book, slots, width, s) <= foot else 2
        y = D.draw_wrapped(
            surface, slots, "sans", int(11 * s), (70, 50, 40), pygame.Rect(x, y, width, 0), max_lines=cap
        )
        y += int(3 * s)
        for label, ability in (("Magic", book.magic), ("Passive", book.passive)):
            head_colour = ((90, 40, 110) if label == "Magic" else (40, 70, 40)) if abilities else FADED
            head = look.text("serif_bold", int(11 * s), f"{label}: {ability.name}", head_colour, shadow=False)
            surface.blit(head, (x, y))
            y += head.get_height()
            y = D.draw_wrapped_icons(
                surface,
                ability.text,
                "serif",
                int(11 * s),
                (40, 30, 26) if abilities else FADED,
                pygame.Rect(x, y, width, 0),
                max_lines=cap,
            )
            y += int(2 * s)
        if len(book.sizes) > 1:
            spots = [sp for sp in self.spots if sp.key.startswith(f"mold:{book.id}:")]
            for sp, size in zip(spots, book.sizes):
                t = look.text("sans", int(10 * s), size.name, (70, 50, 40), shadow=False)
                surface.blit(t, t.get_rect(midbottom=(sp.rect.centerx, sp.rect.top - 1)))

    @staticmethod
    def _text_height(book, slots: str, width: int, s: float) -> int:
        """The height of a card's slots and ability texts wrapped whole into `width` (as _draw_card draws them)."""
        from tabletop.ui.necromolds.table import draw as TD

        sans, serif = look.font("sans", int(11 * s)), look.font("serif", int(11 * s))
        head = look.font("serif_bold", int(11 * s)).get_height()
        height = len(D.wrap(sans, slots, width)) * sans.get_linesize() + int(3 * s)
        for ability in (book.magic, book.passive):
            lines = TD.wrap_rich(ability.text, "serif", int(11 * s), width)
            height += head + len(lines) * serif.get_linesize() + int(2 * s)
        return height

    def _draw_side(self, surface: pygame.Surface, L: dict, s: float) -> None:
        x, y, w, _h = L["side_inner"]
        lib = library()
        budget = NQ.clay_budget(self.v.settings)
        left = self.seat_state.clay
        head = look.text("serif_bold", int(18 * s), "Spell Clay", look.AMBER)
        surface.blit(head, (x, y))
        meter = pygame.Rect(x, y + int(30 * s), w, int(26 * s))
        pygame.draw.rect(surface, (24, 16, 20), meter, border_radius=5)
        px = meter.x
        books = list(lib.books)
        for m in self.army():
            cost = lib.size(m.book, m.size).clay
            seg_w = round(meter.width * cost / max(1, budget))
            seg = pygame.Rect(px, meter.y, seg_w, meter.height)
            pygame.draw.rect(surface, BOOK_TINTS[books.index(m.book) % len(BOOK_TINTS)], seg)
            pygame.draw.line(surface, look.INK, (seg.right - 1, seg.top), (seg.right - 1, seg.bottom - 1))
            px += seg_w
        # The clay still in the container: the player's colour, lighter.
        rest = pygame.Rect(px, meter.y, meter.right - px, meter.height)
        if rest.width > 0:
            pygame.draw.rect(
                surface,
                tuple(min(255, int(c * 0.55 + 90)) for c in self.colours[self.seat]),
                rest,
                border_top_right_radius=5,
                border_bottom_right_radius=5,
            )
        pygame.draw.rect(surface, look.BRASS, meter, 2, border_radius=5)
        fits = NQ.more_fits(self.state, self.seat)  # the rules' test for a final army (NM-SETUP-13)
        line = f"{left} dr left of {budget} dr"
        colour = look.BONE if fits else look.AMBER
        t = look.text("serif_bold", int(15 * s), line, colour)
        surface.blit(t, (x, meter.bottom + int(6 * s)))
        note = "enough for another monster" if fits else "no monster fits: the army is complete"
        t2 = look.text("serif_italic", int(12 * s), note, look.BONE_DIM)
        surface.blit(t2, (x, meter.bottom + int(28 * s)))
        army = self.army()
        whose = "Your army" if self.is_human(self.seat) else f"Player {self.seat + 1}'s army"  # as deploying says it
        head2 = look.text(
            "serif_bold", int(16 * s), f"{whose} · {len(army)} monster{'s' if len(army) != 1 else ''}", look.AMBER
        )
        surface.blit(head2, (x, y + int(120 * s)))
        row_h = int(24 * s)
        top = y + int(150 * s)
        for k, ((book, size), count) in enumerate(self.groups()):
            opt = lib.size(book, size)
            ry = top + k * row_h
            D.draw_token(
                surface,
                (x + int(10 * s), ry + row_h // 2),
                int(9 * s) * (0.7 + opt.radius / 2),
                self.colours[self.seat],
            )
            t = look.text("serif", int(14 * s), f"{count} × {opt.name}", look.BONE)
            surface.blit(t, (x + int(26 * s), ry + (row_h - t.get_height()) // 2))
            c = look.text("sans", int(12 * s), f"{count * opt.clay} dr", look.BONE_DIM)
            surface.blit(c, c.get_rect(midright=(x + w - int(38 * s), ry + row_h // 2)))
        if not army:
            D.draw_wrapped(
                surface,
                "Mold monsters from the spellbooks, or take the Starting Tip.",
                "serif_italic",
                int(13 * s),
                look.BONE_DIM,
                pygame.Rect(x, top, w, 0),
            )
        st = self.state
        list_bottom = top + (len(self.groups()) * row_h if army else int(44 * s)) + int(8 * s)
        if st.mode == "basic" and not (st.uses_skills() and st.uses_abilities()):
            # What Next steps 2 and 5 bring the skill ratings and the abilities back (NM-BASIC-38/41)
            counts = (
                ["Size"] + (["skills"] if st.uses_skills() else []) + (["abilities"] if st.uses_abilities() else [])
            )
            note = "Basic play: " + ("only Size matters" if len(counts) == 1 else f"{' and '.join(counts)} matter")
            list_bottom = D.draw_wrapped(
                surface,
                note,
                "serif_italic",
                int(12 * s),
                look.BONE_DIM,
                pygame.Rect(x, list_bottom, w, 0),
                max_lines=2,
            )
        # every other player's progress, one line each (2-4 players), in their colour
        for other in range(len(st.seats)):
            if other == self.seat:
                continue
            o = st.seats[other]
            n_other = sum(1 for m in st.monsters if m.owner == other)
            status = "ready" if o.army_done else f"molding · {n_other} monster{'s' if n_other != 1 else ''} so far"
            if st.solo is not None:  # NM-SOLO-06: his army is summoned from his deck after yours is deployed
                status = "summoned from his deck once your army is deployed"
            list_bottom = D.draw_wrapped(
                surface,
                f"{self.player_name(other)}: {status}",
                "serif_italic",
                int(12 * s),
                readable(self.colours[other]),  # lifted to read on the dark panel (Grave Purple: purple on purple)
                pygame.Rect(x, list_bottom, w, 0),
                max_lines=2,
            )
