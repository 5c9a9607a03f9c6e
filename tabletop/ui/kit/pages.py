"""The words of a page bar's two buttons (Learn to play, Load game).

The buttons turn round at the ends rather than being switched off there, so the keyboard's focus never
lands on a button that does nothing; at the ends they say where they go instead (play-test r18: a
"Previous page" on page 1 read as a button that should have been off)."""

from __future__ import annotations


def page_labels(page: int, pages: int) -> tuple[str, str]:
    """(the back button's words, the forward button's words) on page `page` (from 0) of `pages`."""
    back = "Last page" if page <= 0 else "Previous page"
    forward = "First page" if page >= pages - 1 else "Next page"
    return back, forward
