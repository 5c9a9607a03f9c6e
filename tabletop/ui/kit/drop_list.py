"""A drop-down's open list as wide as its longest option needs.

pygame_gui opens a drop-down's list as wide as the closed menu less its arrow button, and its items
keep a padding at their left: a name that fits the closed menu is cut in the open list ("Candle
Ambe(r)" on the Necromolds form, play-test r18). `fit_open_list` widens the list each time it opens,
to the right (over the arrow and what lies beside the menu, while it is open), within the window.
"""

from __future__ import annotations

from typing import Any

SLACK = 4  # pixels past the text and its padding (the text box's own margin)


def fit_open_list(menu: Any) -> None:
    """Widen `menu`'s (a UIDropDownMenu) list whenever it opens (a menu of one state: nothing)."""
    state = getattr(menu, "menu_states", {}).get("expanded")
    if state is None:
        return
    start = state.start

    def start_wide(*args: Any, **kwargs: Any) -> None:
        start(*args, **kwargs)
        widen(state.options_selection_list, menu.ui_manager.get_root_container().get_rect().right)

    state.start = start_wide


def needed_width(lst: Any) -> int:
    """How wide the list must be for each option's whole name, with its padding, borders and scroll bar."""
    fonts = [item["button_element"] for item in lst.item_list if item.get("button_element") is not None]
    if not fonts:
        return 0
    button = fonts[0]
    pad = int(getattr(button, "text_horiz_alignment_padding", 0) or 0)
    text = max(button.font.size(item["text"])[0] for item in lst.item_list)
    frame = lst.border_width["left"] + lst.border_width["right"] + 2 * lst.shadow_width
    return text + 2 * pad + SLACK + frame + int(getattr(lst, "current_scroll_bar_width", 0) or 0)


def widen(lst: Any, right: int) -> None:
    """The open list `lst` (a UISelectionList) made as wide as its names need, its right edge at most `right`."""
    if lst is None:
        return
    width = min(needed_width(lst), right - lst.rect.left)
    if width > lst.relative_rect.width:
        lst.set_dimensions((width, lst.relative_rect.height))
        for item in lst.item_list:  # the items follow the list's width; drawn anew now, not 0.35 s later
            button = item.get("button_element")
            if button is not None:
                button.rebuild()
                if button.is_selected:  # (a rebuilt button is drawn in its normal state)
                    button.select()
