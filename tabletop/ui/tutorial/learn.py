"""Learn to play: every game's tutorials from the main menu, and the offer made the first time a game is
started (once per game, remembered in the player's progress file).

Each row is one tutorial, in its game's order (the rulebook's progression): its title, what it
teaches and where the player stands (new, at step k of n, finished), with Start, Resume or Again and,
for one in progress, Start over. A tutorial file that does not load is listed with its problem
(file and field) instead of its buttons: the others still play.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from tabletop.core.errors import ContentError
from tabletop.ui import registry
from tabletop.ui.kit.pages import PageTurns, page_labels
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, push, replace
from tabletop.ui.scenes.base import UIScene
from tabletop.ui.tutorial import progress, spec
from tabletop.ui.wrap import fill_lines

log = logging.getLogger("tabletop.ui")
OFFER_TITLE = "Learn to play first?"
OFFER_WORDS = "{game} has a tutorial: the start of a game on the real table, step by step as the rulebook teaches it."


def listing() -> list[tuple[str, str, spec.Tutorial | None, str]]:
    """(game, tutorial id, tutorial or None, its problem) for every tutorial file, games in order."""
    out: list[tuple[str, str, spec.Tutorial | None, str]] = []
    for game in registry.ui_games():  # the main menu's order (the catalogue's): each game where it is there
        files = spec.tutorial_files(game)
        found: list[tuple[str, str, spec.Tutorial | None, str]] = []
        for path in files:
            tid = spec.tutorial_id(path)
            try:
                found.append((game, tid, spec.load(path), ""))
            except ContentError as exc:
                log.warning("tutorial not loaded: %s", exc)
                found.append((game, tid, None, str(exc)))
        found.sort(key=lambda row: (row[2].order if row[2] is not None else 999, row[1]))
        out += found
    return out


def status(tutorial: spec.Tutorial, place: progress.Place) -> str:
    """Where the player stands in a tutorial, in words."""
    n = len(tutorial.steps)
    if place.step and place.step < n:
        return f"at step {place.step + 1} of {n}" + (" (finished before)" if place.done else "")
    return "finished" if place.done else f"new · {n} steps"


def open_tutorial(ctx, tid: str, tutorial: spec.Tutorial, fresh: bool = False) -> Transition:
    """The tutorial's table, at its kept place (or from the start)."""
    from tabletop.ui.tutorial.coach import coached_table

    return push(coached_table(ctx, tid, tutorial, progress.opening_place(tid, len(tutorial.steps), fresh)))


class LearnScene(PageTurns, UIScene):
    """The list of every game's tutorials, each with Start / Resume / Again, on pages when the panel
    cannot hold them all (large text, a small window)."""

    name = "learn"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.page = 0  # the page shown (kept through a rebuild: a resize, back from a tutorial)
        self.pages = 1

    def plan(self, rows: list) -> tuple[list[list[int]], bool, dict[int, list[str]]]:
        """(the rows' indexes page by page, compact, what-it-teaches lines of each full row): full rows
        (title, what it teaches, where you stand) when all fit, else two lines a row when all fit so, else
        full rows on pages with a page bar at the panel's foot (large text: the rows ran over Back and
        lost their words, play-test). A full row's summary too wide for it takes two lines."""
        _x, _y, w, h = self.frame()["panel"]
        s = ui_scale(self.ctx.size)
        room = h - int(40 * s)
        probe = self.label((0, 0, 10, 10), "", cls="note")  # the note's own font, to measure the summaries
        font = probe.font
        probe.kill()
        lines: dict[int, list[str]] = {}
        heights = []
        for i, (_game, tid, tutorial, _problem) in enumerate(rows):
            said = [tutorial.summary] if tutorial is not None and tutorial.summary else [""]
            if tutorial is not None and font is not None:
                width = self.text_width(w, s, self.going(tid, tutorial))
                said = fill_lines(tutorial.summary.split(), lambda t: font.get_rect(t).width, width) or [""]
                said = said if len(said) <= 2 else [tutorial.summary]  # longer still: one line, fitted
            lines[i] = said
            heights.append(int((84 + 24 * (len(said) - 1)) * s))
        if sum(heights) <= room:
            return [list(range(len(rows)))], False, lines
        if len(rows) * int(54 * s) <= room:
            return [list(range(len(rows)))], True, lines
        pages: list[list[int]] = [[]]
        used, room = 0, room - self.pager_height(s)
        for i, height in enumerate(heights):
            if pages[-1] and used + height > room:
                pages.append([])
                used = 0
            pages[-1].append(i)
            used += height
        return pages, False, lines

    @staticmethod
    def text_width(w: int, s: float, going: bool) -> int:
        """How wide a row's words may be in a panel `w` wide: up to its buttons (one, or two when going)."""
        bw = int(130 * s)
        return w - 2 * int(40 * s) - (2 * bw + int(24 * s) if going else bw + int(12 * s))

    @staticmethod
    def going(tid: str, tutorial: spec.Tutorial) -> bool:
        """Whether the tutorial is part way (its row then has Start over beside Resume)."""
        return 0 < progress.place(tid).step < len(tutorial.steps)

    @staticmethod
    def pager_height(s: float) -> int:
        """The page bar's height, with its gap above, at scale `s`."""
        return int(52 * s)

    def build(self) -> None:
        """A heading, then one row per tutorial of this page with its buttons, then the page bar."""
        f = self.add_heading_and_back("Learn to play")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        top = y + int(28 * s)
        self.rows: dict[str, tuple] = {}
        bw, bh = int(130 * s), int(40 * s)
        rows = listing()
        pages, compact, summaries = self.plan(rows)
        self.pages = len(pages)
        self.page = max(0, min(self.page, self.pages - 1))
        ry = top
        for i in pages[self.page]:
            game, tid, tutorial, problem = rows[i]
            by = ry + (int(4 * s) if compact else int(8 * s))
            name = registry.title(game)
            if tutorial is None:
                self.label((x + pad, ry, w - 2 * pad, int(24 * s)), f"{name}: a tutorial that does not load")
                self.fitted_label((x + pad, ry + int(26 * s), w - 2 * pad, int(24 * s)), [problem, "see the log"])
                ry += int((54 if compact else 84) * s)
                continue
            place = progress.place(tid)
            going = self.going(tid, tutorial)
            text_w = self.text_width(w, s, going)
            self.fitted_label((x + pad, ry, text_w, int(26 * s)), [f"{name}: {tutorial.title}", tutorial.title], cls="")
            if compact:
                line = (
                    f"{tutorial.summary} · {status(tutorial, place)}" if tutorial.summary else status(tutorial, place)
                )
                # too long for both: what it teaches before how far you are (the NecronomiCORP and Rise
                # rows showed "new · 14 steps" alone at 1280x800)
                said = [line, tutorial.summary] if tutorial.summary else [line]
                self.fitted_label(
                    (x + pad, ry + int(26 * s), text_w, int(24 * s)), [*said, status(tutorial, place)], cls="note"
                )
                ry += int(54 * s)
            else:
                ly = ry + int(26 * s)
                for words in summaries[i]:
                    self.fitted_label((x + pad, ly, text_w, int(24 * s)), [words, ""], cls="note")
                    ly += int(24 * s)
                self.label((x + pad, ly, text_w, int(24 * s)), status(tutorial, place), cls="note")
                ry = ly + int(34 * s)
            bx = x + w - pad - bw
            word = "Resume" if going else ("Again" if place.done else "Start")
            self.button((bx, by, bw, bh), word, self._open(tid, tutorial), "plaque_small", key=f"tut_{i}")
            if going:
                self.button(
                    (bx - bw - int(12 * s), by, bw, bh),
                    "Start over",
                    self._open(tid, tutorial, fresh=True),
                    "plaque_small",
                    key=f"tut_over_{i}",
                )
            self.rows[tid] = (tutorial, place)
        if self.pages > 1:
            self._page_bar(x, y + h - self.pager_height(s), w, s)

    def _page_bar(self, x: int, y: int, w: int, s: float) -> None:
        """Previous page, where you are, Next page (each turns round at the ends, so the keyboard's
        focus stays on it; the forward one then says First page), at the panel's foot."""
        bw, bh = int(170 * s), int(38 * s)
        mid = x + w // 2
        gap = int(110 * s)
        back, forward = page_labels(self.page, self.pages)
        self.button((mid - gap - bw, y, bw, bh), back, lambda: self.turn(-1), "plaque_small", key="page_prev")
        self.label((mid - gap, y, 2 * gap, bh), f"Page {self.page + 1} of {self.pages}", cls="note_centre")
        self.button((mid + gap, y, bw, bh), forward, lambda: self.turn(1), "plaque_small", key="page_next")

    def on_event(self, event) -> None:
        """Page Down / Page Up and the mouse wheel turn the pages."""
        import pygame

        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1, round_=False)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1, round_=False)
        return None

    def draw_scene(self, surface) -> None:
        """The sub-screen's panel under the rows."""
        self.draw_panel(surface)

    def _open(self, tid: str, tutorial: spec.Tutorial, fresh: bool = False) -> Callable[[], Transition]:
        return lambda: open_tutorial(self.ctx, tid, tutorial, fresh)

    def resume(self) -> None:
        """Back from a tutorial: the rows say where it now stands."""
        super().resume()
        self.rebuild()


def first_tutorial(game: str) -> tuple[str, spec.Tutorial] | None:
    """The first tutorial of a game that loads (None: the game has none)."""
    for g, tid, tutorial, _problem in listing():
        if g == game and tutorial is not None:
            return tid, tutorial
    return None


def first_game_offer(ctx, game: str, new_game: Callable[[], Transition]):
    """The scene to open for a game's plaque: once per game, when it has a tutorial, the question
    "learn it first?" (remembered as asked, whatever the answer); otherwise `new_game`'s."""
    if progress.offered(game):
        return None
    found = first_tutorial(game)
    if found is None:
        return None
    if any(g == game and progress.place(tid).done for g, tid, _t, _p in listing()):
        # one played from Learn to play before the game's plaque was ever pressed: no question
        progress.mark_offered(game)
        return None
    progress.mark_offered(game)
    tid, tutorial = found
    from tabletop.ui.scenes.confirm import ConfirmScene

    def learn() -> Transition:
        return replace(_table(ctx, tid, tutorial))

    words = OFFER_WORDS.format(game=registry.title(game))  # short: the question's box holds three lines
    return ConfirmScene(ctx, OFFER_TITLE, words, "Learn to play", "New game", learn, on_no=new_game)


def _table(ctx, tid: str, tutorial: spec.Tutorial):
    from tabletop.ui.tutorial.coach import coached_table

    place = progress.place(tid)
    if place.step >= len(tutorial.steps):
        place = progress.Place(done=place.done)
    return coached_table(ctx, tid, tutorial, place)


__all__ = ["LearnScene", "first_game_offer", "listing", "open_tutorial"]
