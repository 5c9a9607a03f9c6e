"""A rules page any game can open over its table (issue 27, "the rules at hand"): the open pages of a
book, its sections of (name, words) rows flowing down two columns with the table's own pictures beside
the text, a search line that keeps only the rows holding every word typed, and Previous / Next (PgUp,
PgDn, the wheel) to turn the pages.

    open_rules_page(ctx, "NecronomiCORP: the rules at hand", SECTIONS)   # a push; Back or Esc returns
    open_rules_page(ctx, heading, SECTIONS, at="Combat", pictures=PICS)   # opened at a section ("more")

`SECTIONS` is a sequence of (title, rows) with rows of (name, words): a game's own words, written in its
`ui/<game>/rules_*.py`. `pictures` maps a section's title to its `Picture`s (kit/rules_flow.py): a
caption and a callable painting the picture at a size with the game's own table painters, so this
shared page names no game. A picture is painted once per size (the page keeps it) and each spread is
drawn once per size and search, so a frame is a few blits. The search is case-blind and matches the
section's title, the row's name and its words; a section it keeps keeps its pictures; a search that
keeps nothing says so.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Mapping, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from tabletop.ui import look
from tabletop.ui.kit.rules_flow import Picture, Placed, flow
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, push
from tabletop.ui.scenes.base import UIScene

log = logging.getLogger("tabletop.ui")

Rows = Sequence[tuple[str, str]]
Sections = Sequence[tuple[str, Rows]]
Pictures = Mapping[str, Sequence[Picture]]

__all__ = ["Picture", "Pictures", "RulesPage", "Sections", "matching", "open_rules_page", "section_html"]


def matching(sections: Sections, query: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The sections with only the rows holding every word of `query` (all of them for an empty
    query); a section whose title matches keeps all its rows; sections left empty are dropped."""
    words = [w for w in query.lower().split() if w]
    out = []
    for title, rows in sections:
        if not words:
            out.append((title, list(rows)))
            continue
        kept = [(name, text) for name, text in rows if all(w in f"{title} {name} {text}".lower() for w in words)]
        if kept:
            out.append((title, kept))
    return out


def section_html(title: str, rows: Rows) -> str:
    """A section of a rules box: its title, then each row's name in bold and its words (escaped)."""
    body = "".join(f"<b>{html.escape(name)}</b> {html.escape(words)}<br>" for name, words in rows)
    return f"<font size=4.5><b>{html.escape(title)}</b></font><br><font size=3>{body}</font>"


def preload_serif(manager, sizes) -> None:
    """Load a page's serif sizes (point size, bold) before the boxes use them (pygame_gui warns otherwise)."""
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


PAPER = (226, 212, 178)
PAPER_EDGE = (150, 122, 80)
INK = (44, 30, 22)
TITLE_INK = (112, 34, 30)
CAPTION_INK = (84, 66, 48)
PLATE = (34, 26, 30)
FONT_KINDS = {"title": "display", "body": "serif", "bold": "serif_bold", "caption": "serif_italic"}
FONT_SIZES = {"title": 20, "body": 15, "bold": 15, "caption": 13}


class PageFonts:
    """The page's serif fonts at a UI scale (kit/rules_flow.py's Fonts)."""

    def __init__(self, s: float) -> None:
        self.fonts = {k: look.font(FONT_KINDS[k], max(9, int(n * s))) for k, n in FONT_SIZES.items()}

    def size(self, kind: str, text: str) -> tuple[int, int]:
        return self.fonts[kind].size(text)

    def height(self, kind: str) -> int:
        f = self.fonts[kind]
        return max(f.get_linesize(), f.size("Ág")[1])  # a line's rendered height, never past the next

    def render(self, kind: str, text: str, colour) -> pygame.Surface:
        return self.fonts[kind].render(text, True, colour)


class RulesPage(UIScene):
    """The rules as the open pages of a book, under a search line."""

    name = "rules_page"

    def __init__(
        self, ctx, heading: str, sections: Sections, at: str | None = None, pictures: Pictures | None = None
    ) -> None:
        self.heading = heading
        self.sections = list(sections)
        self.pictures: Pictures = dict(pictures or {})
        # opened at a section (a hover's "more"): that section leads the first page, the rest follow
        self.at = at if any(title == at for title, _rows in self.sections) else None
        self.query = ""
        self.search: UITextEntryLine | None = None
        self.spread = 0  # the open pages: columns 2*spread and 2*spread + 1
        self.columns: list[list[Placed]] = []
        self.pages: list[pygame.Rect] = []  # the two pages' columns on the window
        self._painted: dict[tuple[str, int, int, int], pygame.Surface] = {}  # a picture per size
        self._spreads: dict[tuple, pygame.Surface] = {}  # a drawn spread per size, search and page
        super().__init__(ctx)

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        f = self.add_heading_and_back(self.heading)
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, gap = int(18 * s), int(14 * s)
        line_h = int(34 * s)
        self.label((x + pad, y + pad, int(80 * s), line_h), "Search")
        self.search = UITextEntryLine(
            pygame.Rect(x + pad + int(86 * s), y + pad, int(360 * s), line_h),
            self.ctx.manager,
            container=self.root,
            object_id="#rules_search",
        )
        if self.query:
            self.search.set_text(self.query)
        bx, by, _bw, bh = f["primary"]
        self.next_button = self.button(f["primary"], "Next", self.next_pages, cls="plaque_small", key="rules_next")
        prev = (bx - gap - int(180 * s), by, int(180 * s), bh)
        self.prev_button = self.button(prev, "Previous", self.previous_pages, cls="plaque_small", key="rules_prev")
        back = f["back"]
        self.bar_gap = pygame.Rect(back[0] + back[2], by, prev[0] - back[0] - back[2], bh)  # the page numbers
        shown = matching(self.sections, self.query)
        if self.at is not None:
            shown.sort(key=lambda section: section[0] != self.at)  # stable: the others keep their order
        self.first = shown[0][0] if shown else None  # the section at the top of the first page
        top = y + pad + line_h + gap
        book = pygame.Rect(x + pad, top, w - 2 * pad, y + h - pad - top)
        inner = int(22 * s)
        half = (book.w - gap) // 2
        self.book = book
        self.pages = [
            pygame.Rect(book.x + k * (half + gap) + inner, book.y + inner, half - 2 * inner, book.h - 2 * inner)
            for k in (0, 1)
        ]
        self.fonts = PageFonts(s)
        size = self.pages[0].size
        self.columns = flow(shown, self.pictures, size, self.fonts, s) if shown else []
        self.spread = max(0, min(self.spread, self.spread_count() - 1))
        if not shown:
            self.text_box(
                (x + pad, top, w - 2 * pad, int(60 * s)),
                f"<i>Nothing in the rules holds “{html.escape(self.query)}”.</i>",
                plain=True,
            )
        self.turn(0)

    def spread_count(self) -> int:
        return (len(self.columns) + 1) // 2

    # -- what is shown (tests read these) ---------------------------------------------------------
    def shown(self) -> list[tuple[pygame.Rect, Placed]]:
        """The placed items of the open pages, each with its rectangle on the window."""
        out = []
        for k, page in enumerate(self.pages):
            c = 2 * self.spread + k
            if c < len(self.columns):
                out += [(pygame.Rect(it.rect).move(page.topleft), it) for it in self.columns[c]]
        return out

    def shown_text(self) -> str:
        """Every word on the open pages (titles, rows and captions)."""
        return " ".join(it.text for _r, it in self.shown() if it.kind != "picture")

    def all_text(self) -> str:
        """Every word on every page the search keeps."""
        return " ".join(it.text for col in self.columns for it in col if it.kind != "picture")

    # -- turning the pages -------------------------------------------------------------------------
    def turn(self, by: int) -> None:
        self.spread = max(0, min(self.spread + by, self.spread_count() - 1))
        for button, can in (
            (self.prev_button, self.spread > 0),
            (self.next_button, self.spread < self.spread_count() - 1),
        ):
            if can:
                button.enable()
            else:
                button.disable()

    def next_pages(self) -> None:
        self.turn(1)

    def previous_pages(self) -> None:
        self.turn(-1)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Typing in the search line keeps only the rows that hold it (the pages are laid out again);
        PgDn / PgUp and the wheel turn the pages."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.query = self.search.get_text()
            self.spread = 0
            self.rebuild()
            if self.search is not None:
                self.search.focus()
                self.search.edit_position = len(self.query)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1)
        return None

    # -- drawing -----------------------------------------------------------------------------------
    def picture(self, title: str, index: int, size: tuple[int, int]) -> pygame.Surface:
        """The section's picture painted at `size`, once (the game's painter draws it)."""
        key = (title, index, *size)
        if key not in self._painted:
            try:
                self._painted[key] = self.pictures[title][index].paint(size)
            except Exception:  # a mod's content without what the picture shows: an empty plate, never a crash
                log.warning("rules page: the picture of %r (%d) could not be drawn", title, index, exc_info=True)
                self._painted[key] = pygame.Surface(size, pygame.SRCALPHA)
        return self._painted[key]

    def spread_surface(self) -> pygame.Surface:
        """The open pages: paper, words and pictures, drawn once per size, search and spread."""
        key = (self.ctx.size, ui_scale(self.ctx.size), self.query, self.spread, self.at)
        if key not in self._spreads:
            self._spreads.clear()
            self._spreads[key] = self._draw_spread()
        return self._spreads[key]

    def _draw_spread(self) -> pygame.Surface:
        s = ui_scale(self.ctx.size)
        book = self.book
        out = pygame.Surface(book.size, pygame.SRCALPHA)
        half = self.pages[1].x - self.pages[0].x
        for k in (0, 1):
            paper = pygame.Rect(k * half, 0, half - int(14 * s) if k == 0 else book.w - half, book.h)
            pygame.draw.rect(out, PAPER, paper, border_radius=int(6 * s))
            pygame.draw.rect(out, PAPER_EDGE, paper, max(1, int(2 * s)), border_radius=int(6 * s))
        spine = pygame.Rect(half - int(14 * s), 0, int(14 * s), book.h)
        pygame.draw.rect(out, (70, 46, 30), spine)
        for r, it in self.shown():
            r = r.move(-book.x, -book.y)
            if it.kind == "picture":
                plate = r.inflate(int(6 * s), int(6 * s))
                pygame.draw.rect(out, PLATE, plate, border_radius=int(5 * s))
                out.blit(self.picture(it.section, it.index, r.size), r.topleft)
                pygame.draw.rect(out, look.BRASS_DARK, plate, max(1, int(2 * s)), border_radius=int(5 * s))
            else:
                colour = {"title": TITLE_INK, "caption": CAPTION_INK}.get(it.kind, INK)
                out.blit(self.fonts.render(it.kind, it.text, colour), r.topleft)
        return out

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        if not self.columns:
            return
        surface.blit(self.spread_surface(), self.book.topleft)
        n = self.spread_count()
        if n > 1:
            first = 2 * self.spread + 1
            words = f"Pages {first}–{min(first + 1, len(self.columns))} of {len(self.columns)}"
            if first == len(self.columns):
                words = f"Page {first} of {len(self.columns)}"
            label = look.text("serif_italic", max(9, int(15 * ui_scale(self.ctx.size))), words)
            if label.get_width() <= self.bar_gap.w:
                surface.blit(label, label.get_rect(center=self.bar_gap.center))


def open_rules_page(
    ctx, heading: str, sections: Sections, at: str | None = None, pictures: Pictures | None = None
) -> Transition:
    """Push a rules page over the table (opened at the section titled `at`, if any; `pictures` by
    section title); Back or Esc returns to it as it was."""
    return push(RulesPage(ctx, heading, sections, at, pictures))
