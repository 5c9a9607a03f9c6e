"""The words of a page bar's two buttons (Learn to play, Load game).

The buttons turn round at the ends rather than being switched off there, so the keyboard's focus never
lands on a button that does nothing. The forward one says so on the last page ("First page"); the back one
says "Previous page" everywhere: "Last page" on page 1 (play-test r18's fix) read as "the final page" to a
newcomer (play-test r19 and r20), and from page 1 the previous page round is the last one.

Page Down, Page Up and the mouse wheel stop at the ends instead (`page_after` with `round_=False`): a player
pressing Page Down to reach the end expects to stay there, not to be taken back to page 1 (play-test r25)."""

from __future__ import annotations

from collections.abc import Callable


def page_labels(page: int, pages: int) -> tuple[str, str]:
    """(the back button's words, the forward button's words) on page `page` (from 0) of `pages`."""
    back = "Previous page"
    forward = "First page" if page >= pages - 1 else "Next page"
    return back, forward


def page_after(page: int, pages: int, step: int, round_: bool = True) -> int:
    """The page `step` pages on from `page` (from 0) of `pages`: round at the ends (a page bar's button),
    or with `round_` False held at the first and last page (Page Down, Page Up, the wheel)."""
    if pages <= 1:
        return 0
    if round_:
        return (page + step) % pages
    return max(0, min(pages - 1, page + step))


class PageTurns:
    """`turn` for a screen of paged rows with `page`, `pages` and `rebuild()` (Learn to play, Load game)."""

    page: int
    pages: int
    rebuild: Callable[[], None]  # the screen's own (left to it: none defined here to shadow it)

    def turn(self, step: int, round_: bool = True) -> None:
        """The next (1) or previous (-1) page of rows: the page bar's buttons go round at the ends (the
        keyboard's focus stays on its button, which says "First page" on the last page); Page Down, Page Up
        and the wheel (`round_` False) stop at the first and last page (play-test r25: Page Down from the
        last page went back to page 1)."""
        page = page_after(self.page, self.pages, step, round_)
        if page != self.page:
            self.page = page
            self.rebuild()
