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
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, push, replace
from tabletop.ui.scenes.base import UIScene
from tabletop.ui.tutorial import progress, spec

log = logging.getLogger("tabletop.ui")
GAMES = ("corp", "rise", "necromolds")  # the order the tutorials are offered in: the simplest turn first
OFFER_TITLE = "Learn to play first?"
OFFER_WORDS = "{game} has a tutorial: the start of a game on the real table, step by step as the rulebook teaches it."


def listing() -> list[tuple[str, str, spec.Tutorial | None, str]]:
    """(game, tutorial id, tutorial or None, its problem) for every tutorial file, games in order."""
    out: list[tuple[str, str, spec.Tutorial | None, str]] = []
    for game in [g for g in GAMES if g in registry.ui_games()]:
        files = spec.tutorial_files(game)
        found = []
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

    place = progress.place(tid)
    if fresh or place.step >= len(tutorial.steps):
        place = progress.Place(done=place.done)
    return push(coached_table(ctx, tid, tutorial, place))


class LearnScene(UIScene):
    """The list of every game's tutorials, each with Start / Resume / Again."""

    name = "learn"

    def build(self) -> None:
        """A heading, then one row per tutorial with its buttons."""
        f = self.add_heading_and_back("Learn to play")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, row_h = int(40 * s), int(84 * s)
        top = y + int(28 * s)
        self.rows: dict[str, tuple] = {}
        bw, bh = int(130 * s), int(40 * s)
        rows = listing()
        # too many rows for the panel (Necromolds' What Next tutorials): two lines a row, the
        # status after the summary
        compact = len(rows) * row_h > h - int(40 * s)
        if compact:
            row_h = int(54 * s)
        for i, (game, tid, tutorial, problem) in enumerate(rows):
            ry = top + i * row_h
            by = ry + (int(4 * s) if compact else int(8 * s))
            text_w = w - 2 * pad - 2 * bw - int(24 * s)
            name = registry.title(game)
            if tutorial is None:
                self.label((x + pad, ry, w - 2 * pad, int(24 * s)), f"{name}: a tutorial that does not load")
                self.fitted_label((x + pad, ry + int(26 * s), w - 2 * pad, int(24 * s)), [problem, "see the log"])
                continue
            place = progress.place(tid)
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
            else:
                self.fitted_label((x + pad, ry + int(26 * s), text_w, int(24 * s)), [tutorial.summary, ""], cls="note")
                self.label((x + pad, ry + int(50 * s), text_w, int(24 * s)), status(tutorial, place), cls="note")
            bx = x + w - pad - bw
            going = 0 < place.step < len(tutorial.steps)
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
