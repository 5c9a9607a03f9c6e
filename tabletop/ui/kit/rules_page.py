"""A rules page any game can open over its table (issue 27, "the rules at hand"): its sections of
(name, words) rows in boxes, and a search line that keeps only the rows holding every word typed.

    open_rules_page(ctx, "NecronomiCORP: the rules at hand", SECTIONS)   # a push; Back or Esc returns
    open_rules_page(ctx, heading, SECTIONS, at="Combat")                  # opened at a section ("more")

`SECTIONS` is a sequence of (title, rows) with rows of (name, words): a game's own words, written in its
`ui/<game>/rules_*.py`. The search is case-blind and matches the section's title, the row's name and its
words; a search that keeps nothing says so.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, push
from tabletop.ui.scenes.base import UIScene

Rows = Sequence[tuple[str, str]]
Sections = Sequence[tuple[str, Rows]]


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


class RulesPage(UIScene):
    """The rules in two columns of boxes under a search line."""

    name = "rules_page"

    def __init__(self, ctx, heading: str, sections: Sections, at: str | None = None) -> None:
        self.heading = heading
        self.sections = list(sections)
        # opened at a section (a hover's "more"): that section leads the first column, the rest follow
        self.at = at if any(title == at for title, _rows in self.sections) else None
        self.query = ""
        self.search: UITextEntryLine | None = None
        super().__init__(ctx)

    def build(self) -> None:
        preload_serif(self.ctx.manager, ((12, False), (12, True), (16, True)))
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
        shown = matching(self.sections, self.query)
        if self.at is not None:
            shown.sort(key=lambda section: section[0] != self.at)  # stable: the others keep their order
        self.first = shown[0][0] if shown else None  # the section at the top of the page
        top = y + pad + line_h + gap
        if not shown:
            self.text_box(
                (x + pad, top, w - 2 * pad, int(60 * s)),
                f"<i>Nothing in the rules holds “{html.escape(self.query)}”.</i>",
                plain=True,
            )
            return
        # two columns, each one box whose sections flow (and scroll) together, balanced by length
        cw = (w - 2 * pad - gap) // 2
        sizes = [sum(len(name) + len(text) for name, text in rows) + 60 for _t, rows in shown]
        half, run, split = sum(sizes) / 2, 0, len(shown)
        for k, size in enumerate(sizes):
            if run + size / 2 > half and k > 0:
                split = k
                break
            run += size
        for col, part in enumerate((shown[:split], shown[split:])):
            if part:
                body = "<br>".join(section_html(t, r) for t, r in part)
                self.text_box((x + pad + col * (cw + gap), top, cw, y + h - pad - top), body)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Typing in the search line keeps only the rows that hold it (the boxes are made again)."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.query = self.search.get_text()
            self.rebuild()
            if self.search is not None:
                self.search.focus()
                self.search.edit_position = len(self.query)
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)


def open_rules_page(ctx, heading: str, sections: Sections, at: str | None = None) -> Transition:
    """Push a rules page over the table (opened at the section titled `at`, if any); Back or Esc returns
    to it as it was."""
    return push(RulesPage(ctx, heading, sections, at))
