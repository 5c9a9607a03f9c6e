"""How a new-game form's buttons hold their words: the theme's padding each side and a little air,
never words cut or touching the border (play-test r22: a level button read "Norma|", another's "Level:
Normal" was cut, at 960x600, where the theme's font is larger than the design scaled).
Pure measuring with the buttons' own font; the forms lay the buttons out."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

GAP = 8  # between the buttons of a row of choices (tabletop.ui.widgets.RadioGroup)


def pad(s: float) -> int:
    """A button's words need its width less this at scale `s`: the padding each side and a little air."""
    return max(16, int(16 * s))


def button_font(ctx: Any) -> Any:
    """The buttons' font (the theme's), or None without a theme to ask (a form laid out without one)."""
    try:
        return ctx.manager.get_theme().get_font(["button"])
    except (AttributeError, TypeError, ValueError):
        return None


def button_least(font: Any, texts: Iterable[str], s: float) -> int:
    """The least width of a button holding the longest of `texts` (0 without a font to ask)."""
    texts = list(texts)
    if font is None or not texts:
        return 0
    return max(font.get_rect(t).width for t in texts) + pad(s)


def row_least(font: Any, texts: Iterable[str], s: float, gap: int = GAP) -> int:
    """The least width of a row of equal buttons, one per text, each holding the longest."""
    texts = list(texts)
    return len(texts) * button_least(font, texts, s) + gap * (len(texts) - 1) if font is not None else 0
