"""How the Necromolds new-game form's switches hold their words (the fan rules, More Fun with Clay): the
theme's padding each side and a little air, a shorter wording where a switch is narrow, never words cut
or touching the border. Pure measuring with the switches' own font; the form lays them out (new_game.py)."""

from __future__ import annotations

FAVORITE_MARK = "*"  # the rulebook's own mark after a Basalt's Favorite (NM-FAN-23: a label, it switches nothing on)
SHORT_NAMES = {"fan_four_corners": "Four Corners"}  # where a switch is too narrow for the full name
# Four Corner Deployment with other than two players: the reason on the switch, the longest that fits
# ("Four Corners: 2p only" ran past its switch under the map preview at 1280x800, play-test r22)
FOUR_CORNERS_REASONS = ("Four Corners: 2 players", "Four Corners: 2p only", "Four Corners: 2p", "Four Corners")


THEME_PAD = 12  # the theme's own padding of a button's words, 6 pixels a side: less and they touch its border


def switch_pad(s: float) -> int:
    """A switch's words need its width less this: the theme's padding each side and a little air."""
    return max(16, int(16 * s))


def holds(font, text: str, width: int, s: float, pad: int | None = None) -> bool:
    """True when `text` fits a switch `width` wide with its padding (`switch_pad`, or `pad`), always
    without a font to ask."""
    return font is None or font.get_rect(text).width + (switch_pad(s) if pad is None else pad) <= width


def wordings(key: str, name: str, fav: bool, narrow: bool) -> tuple[str, ...]:
    """A fan rule's switch words, longest first: the star spaced, then closer, then gone (its tooltip
    still says Basalt's Favorite); in a narrow column its short name ("Four Corners")."""
    if narrow:
        name = SHORT_NAMES.get(key, name)
    return (f"{name} {FAVORITE_MARK}", f"{name}{FAVORITE_MARK}", name) if fav else (name,)


def first_fitting(font, texts: tuple[str, ...], width: int, s: float) -> str:
    """The first of `texts` that fits a switch `width` wide (the last when none does)."""
    return next((t for t in texts if holds(font, t, width, s)), texts[-1])


def columns_hold(font, rules, width: int, s: float, narrow: bool, least: bool = True) -> bool:
    """Every fan rule fits a switch `width` wide: in its shortest wording with the theme's padding
    (`least`: a switch gives up its star and air before its words touch the border), else whole with
    its star and air."""
    for key, name, fav in rules:
        texts = wordings(key, name, fav, narrow)
        if not (holds(font, texts[-1], width, s, THEME_PAD) if least else holds(font, texts[0], width, s)):
            return False
    return True
