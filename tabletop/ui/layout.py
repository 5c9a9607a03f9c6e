"""Where things go on screen, as plain rectangles (x, y, w, h) computed from the window size.

Kept free of pygame so the end-to-end test can compute where to click with the very
same function the app uses to place its buttons.
"""

from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[int, int, int, int]

# The small plaques under the games (key, label).
SMALL_ITEMS: tuple[tuple[str, str], ...] = (
    ("load", "Load game"),
    ("settings", "Settings"),
    ("keys", "Keys"),  # every game's keys (issue 26)
    ("quit", "Quit"),
)


def menu_items() -> tuple[tuple[str, str, str], ...]:
    """(key, label, kind) in menu order: the catalogue's games (assets/games.toml), then the small plaques."""
    from tabletop.ui.games_info import GAMES

    return tuple((g.key, g.title, "game") for g in GAMES.values()) + tuple(
        (k, label, "small") for k, label in SMALL_ITEMS
    )


@dataclass(frozen=True)
class MenuLayout:
    """Positions on the main menu for one window size."""

    title_centre: tuple[int, int]
    title_size: int
    subtitle_centre: tuple[int, int]
    panel: Rect
    buttons: tuple[tuple[str, str, Rect], ...]  # (key, label, rect) in menu order

    def button(self, key: str) -> Rect:
        """The rect of the button with this key."""
        for k, _label, rect in self.buttons:
            if k == key:
                return rect
        raise KeyError(key)


# The player's UI scale (Settings: 100-200 %) and large text, set by the app from the settings and read by
# ui_scale: every screen sizes its text and boxes from ui_scale, so these reach them all from here.
UI_SCALES: tuple[int, ...] = (100, 125, 150, 175, 200)
LARGE_TEXT = 1.25  # large text: one step of the UI scale more
# The least room, in design pixels, every screen is laid out and audited for (the design is 1280x800;
# tests/ui/test_nothing_clipped.py checks every screen at 1280x800, 1920x1080 and 2560x1440 at 100 and
# 150 %): a scale that would leave less is held at the largest that leaves this much. The menus, forms,
# set-up screens and end screens reflow into 1024x640 (the army builder's cards go onto pages, the
# Necromolds fan rules onto a page of their own, Rise's colours under the board, NecronomiCORP's labels
# above their choices), so 1280x800 draws 125 % and 150 % at 1.25, 1920x1080 150 % at 1.69 (the window
# alone gives 1.35) and 2560x1440 150 % at 2.25.
LEAST_ROOM = (1024, 640)
# The game tables keep more: their top bar (the tools and the status line beside them) and side panels
# need 1152x720 of design room, so a table is drawn at 1.11 on 1280x800 at 125-200 %, at 1.5 on
# 1920x1080 150 % and at 2.0 on 2560x1440 150 % (table_scale).
TABLE_LEAST_ROOM = (1152, 720)
# Large text where the room holds the scale back: at the smallest window (960x600) it gave letters a
# pixel or two larger (14 to 16 px on the forms, 9 to 10 on the tables), at 150 % on 1280x800 none
# (play-test r25), because the text grows only with the scale. With Large text each screen keeps this much
# less room (menus and forms 960x600 of design, tables 1080x675), and the scale is taken up to the next
# step of the text's scale (a tenth, theme.font_scale) where the room allows it: 960x600 draws the design's
# own letter sizes (labels 18 px, as at 1280x800 without it), a quarter more than without Large text, and
# its tables a fifth more (tests/ui/test_large_text_sizes.py measures them).
LARGE_TEXT_ROOM = 0.96
LARGE_TABLE_ROOM = 0.96
_preferences = {"scale": 1.0, "large_text": False}


def set_preferences(scale_percent: int = 100, large_text: bool = False) -> bool:
    """Adopt the player's UI scale (percent) and large text; True when they changed."""
    new = {"scale": max(100, min(200, int(scale_percent))) / 100, "large_text": bool(large_text)}
    changed = new != _preferences
    _preferences.update(new)
    return changed


def preferences() -> tuple[int, bool]:
    """The UI scale in percent and the large-text switch now in force."""
    return round(_preferences["scale"] * 100), bool(_preferences["large_text"])


def window_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x800 design the window is (never below 0.75)."""
    w, h = size
    return max(0.75, min(w / 1280, h / 800))


def ui_scale(size: tuple[int, int], least_room: tuple[int, int] = LEAST_ROOM, large_room: float | None = None) -> float:
    """How big the design is drawn in a window of `size`: the window's own scale times the player's
    UI scale (and large text), held where the window still holds `least_room` of the design (with large
    text, LARGE_TEXT_ROOM of it)."""
    base = window_scale(size)
    large = _preferences["large_text"]
    wanted = base * _preferences["scale"] * (LARGE_TEXT if large else 1.0)
    if wanted <= base:
        return base
    if large:  # less room kept, so that Large text still makes the words larger where the room holds the scale
        keep = (
            large_room
            if large_room is not None
            else LARGE_TABLE_ROOM
            if least_room == TABLE_LEAST_ROOM
            else LARGE_TEXT_ROOM
        )
        least_room = (least_room[0] * keep, least_room[1] * keep)
    room = min(size[0] / least_room[0], size[1] / least_room[1])
    return max(base, min(wanted, room))


def table_scale(size: tuple[int, int], large_room: float = LARGE_TABLE_ROOM) -> float:
    """ui_scale for a game table, held where the window still holds TABLE_LEAST_ROOM of the design (with
    Large text, `large_room` of it: 1.0 for a table whose layout does not yet hold larger letters)."""
    return ui_scale(size, TABLE_LEAST_ROOM, large_room)


def centre(rect: Rect) -> tuple[int, int]:
    """Centre point of a rect."""
    x, y, w, h = rect
    return (x + w // 2, y + h // 2)


MENU_BELOW = 108  # design pixels kept under the menu's tray: the resume row (18 + 48) and its line (8 + 34)


def menu_layout(size: tuple[int, int]) -> MenuLayout:
    """The main menu's layout: title on top, a panel of plaques below it."""
    w, h = size
    s = ui_scale(size)
    cx = w // 2
    title_size = int(64 * s)
    title_y = int(h * 0.19)
    subtitle_y = title_y + int(62 * s)

    items = menu_items()
    games = sum(1 for item in items if item[2] == "game")
    smalls = [item for item in items if item[2] == "small"]
    small_w, small_h, small_gap = int(136 * s), int(48 * s), int(16 * s)
    game_w, game_h = int(440 * s), int(62 * s)
    row_w = len(smalls) * small_w + (len(smalls) - 1) * small_gap
    # under the tray: "Resume your last game" and its line (menu.resume_layout), which ran off a 1280x800
    # window at 150 %: the tray's spacing tightens, then it rises to leave them room (the title with it)
    for game_gap, divider, pad in ((16, 34, 30), (8, 18, 16)):
        game_gap, divider, pad = int(game_gap * s), int(divider * s), int(pad * s)
        block_h = games * game_h + max(0, games - 1) * game_gap + divider + small_h
        panel_w = max(game_w, row_w) + 2 * pad  # the tray as wide as its row of small plaques
        panel_h = block_h + 2 * pad
        panel_top = max(subtitle_y + int(44 * s), int(h * 0.60) - panel_h // 2)
        over = panel_top + panel_h + MENU_BELOW * s - h
        if over <= 0:
            break
    if over > 0:
        panel_top -= int(over)
        short = subtitle_y + int(44 * s) - panel_top
        lowest = int(60 * s) + int(title_size * 0.55) + int(6 * s)  # the title's top clear of Learn to play
        lift = max(0, min(short, title_y - lowest))
        title_y, subtitle_y = title_y - lift, subtitle_y - lift
    panel = (cx - panel_w // 2, panel_top, panel_w, panel_h)

    buttons = []
    y = panel_top + pad
    small_x = cx - row_w // 2
    for key, label, kind in items:
        if kind == "game":
            buttons.append((key, label, (cx - game_w // 2, y, game_w, game_h)))
            y += game_h + game_gap
    y += divider - game_gap
    for key, label, _kind in smalls:
        buttons.append((key, label, (small_x, y, small_w, small_h)))
        small_x += small_w + small_gap
    return MenuLayout((cx, title_y), title_size, (cx, subtitle_y), panel, tuple(buttons))


def screen_frame(size: tuple[int, int]) -> dict[str, Rect]:
    """The common frame of a sub-screen: heading strip, content panel, bottom button bar."""
    w, h = size
    s = ui_scale(size)
    margin = int(60 * s)
    heading_h = int(70 * s)
    bar_h = int(56 * s)
    panel_w = min(w - 2 * margin, int(1100 * s))
    px = (w - panel_w) // 2
    top = int(30 * s) + heading_h
    panel_h = h - top - bar_h - int(50 * s)
    btn_w = int(180 * s)
    bar_y = top + panel_h + int(20 * s)
    return {
        "heading": (px, int(24 * s), panel_w, heading_h),
        "panel": (px, top, panel_w, panel_h),
        "back": (px, bar_y, btn_w, bar_h),
        "primary": (px + panel_w - int(240 * s), bar_y, int(240 * s), bar_h),
    }


def parse_size(text: str) -> tuple[int, int]:
    """A window or image size from the command line ("1280x800"), checked for its form and range (the
    one check: the app's and the CLI's --size both use it)."""
    import argparse

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, got {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside 320x240 .. 7680x4320")
    return w, h


MIN_SIZE = (960, 600)  # the smallest window: below this the screens' layouts no longer fit
