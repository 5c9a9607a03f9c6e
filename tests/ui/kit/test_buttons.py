"""The kit's buttons: fitted labels, hit-testing, tooltips, and the rule that a button appearing
under the cursor ignores clicks for a moment and until the mouse moves (DESIGN.md)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.buttons import GRACE, STILL_GRACE, Button, ButtonSet, ClickGuard, fit_size, label_lines


def button(key="b", rect=(100, 100, 160, 40), label="Done", **kw) -> Button:
    return Button(key, pygame.Rect(rect), label, lambda: key, **kw)


def test_a_button_that_appears_under_the_cursor_ignores_clicks_until_the_mouse_moves_and_the_grace_is_over():
    guard = ClickGuard()
    mouse = (120, 110)
    guard.watch(ButtonSet(), mouse, 0.0)
    shown = ButtonSet([button("next")])  # the next player's Done, where the last click was
    guard.watch(shown, mouse, 0.1)
    assert guard.press(shown, mouse, 0.15) == (None, True), "the second click of a double click is swallowed"
    assert guard.press(shown, mouse, 0.1 + GRACE + 0.5) == (None, True), "still: the mouse has not moved"
    guard.moved()
    assert guard.press(shown, mouse, 0.1 + GRACE / 2) == (None, True), "moved, but too soon"
    b, under = guard.press(shown, mouse, 0.1 + GRACE + 0.01)
    assert b is shown.get("next") and under
    assert guard.press(shown, mouse, 0.1 + GRACE + 0.02)[0] is b, "once armed it stays armed"


def test_a_button_that_was_there_before_the_cursor_came_takes_the_first_click():
    guard = ClickGuard()
    shown = ButtonSet([button("menu")])
    guard.watch(shown, (0, 0), 0.0)
    guard.watch(shown, (120, 110), 0.01)  # the cursor moved onto it: it did not appear there
    assert guard.press(shown, (120, 110), 0.02)[0] is shown.get("menu")


def test_a_button_moved_under_the_cursor_counts_as_appearing_there():
    guard = ClickGuard()
    guard.watch(ButtonSet([button("b", (400, 100, 160, 40))]), (120, 110), 0.0)
    moved = ButtonSet([button("b")])
    guard.watch(moved, (120, 110), 1.0)
    assert guard.press(moved, (120, 110), 1.0 + STILL_GRACE - 0.1) == (None, True)


def test_a_cursor_that_never_moves_gets_its_click_after_a_longer_wait():
    """Play-test: a button that came up under a still cursor (a trackpad tap, a steady hand) lit as if
    ready and ignored every click until the mouse moved, with no time limit. A double click's second
    click comes within half a second; after STILL_GRACE the button takes a click without a move."""
    guard = ClickGuard()
    mouse = (120, 110)
    guard.watch(ButtonSet(), mouse, 0.0)
    shown = ButtonSet([button("next")])
    guard.watch(shown, mouse, 0.1)
    assert guard.press(shown, mouse, 0.6) == (None, True)
    assert guard.press(shown, mouse, 0.1 + STILL_GRACE - 0.01) == (None, True)
    assert guard.press(shown, mouse, 0.1 + STILL_GRACE + 0.01)[0] is shown.get("next")


def test_a_disabled_button_swallows_the_click_and_a_miss_is_not_taken():
    guard = ClickGuard()
    shown = ButtonSet([button("off", enabled=False)])
    guard.watch(shown, (0, 0), 0.0)
    assert guard.press(shown, (120, 110), 1.0) == (None, True)
    assert guard.press(shown, (5, 5), 1.0) == (None, False)


def test_the_top_button_is_hit_first_and_tooltips_come_from_the_button(screen):
    under, over = button("under"), button("over", tooltip="Press me")
    buttons = ButtonSet([under, over])
    assert buttons.at((120, 110)) is over and buttons.get("under") is under and len(buttons) == 2
    assert over.tip_lines() == ["Done", "Press me"] and under.tip_lines() == []
    rect = buttons.draw_tooltip(screen, (120, 110), 1.0)
    assert rect is not None and screen.get_rect().contains(rect)
    assert ButtonSet([under]).draw_tooltip(screen, (120, 110), 1.0) is None


def test_labels_are_fitted_never_cut(screen):
    long = "Discard 2 dice, then change one to any face"
    size = fit_size(long, "sans_bold", 15, 150)
    assert size < 15 and (look.font("sans_bold", size).size(long)[0] <= 150 or size == 9)
    fs, lines = label_lines("End moves and fight the melee", 120, 40, 14)
    assert " ".join(lines) == "End moves and fight the melee" and len(lines) == 2
    assert all(look.font("serif_bold", fs).size(line)[0] <= 120 for line in lines)


def test_a_long_plaque_label_takes_three_lines_then_drops_its_brackets_never_cut(screen):
    """At the smallest window (960x600) a NecronomiCORP plaque, "Go into the explored Quarterly Review
    Board (Nail Gun, Silver Award Plaque)", was left on one line, cut by its 176x30 plaque: now it
    wraps to three lines where they fit, else its bracketed tail goes (the tooltip keeps the whole)."""
    label = "Go into the explored Quarterly Review Board (Nail Gun, Silver Award Plaque)"
    fs, lines = label_lines(label, 164, 44, 12)
    assert len(lines) == 3 and " ".join(lines) == label
    assert all(look.font("serif_bold", fs).size(line)[0] <= 164 for line in lines)
    assert 3 * look.font("serif_bold", fs).get_linesize() <= 44 + 4
    fs, lines = label_lines(label, 120, 20, 12)
    assert " ".join(lines) == "Go into the explored Quarterly Review Board"
    assert all(look.font("serif_bold", fs).size(line)[0] <= 120 for line in lines)


def test_both_looks_draw_and_the_disabled_one_is_dimmer(screen):
    def brightness(b, hover=False):
        surf = pygame.Surface((300, 80))
        b.draw(surf, 1.0, hover)
        return sum(pygame.transform.average_color(surf)[:3])

    lit, dim = button(rect=(10, 10, 200, 40)), button(rect=(10, 10, 200, 40), enabled=False)
    assert brightness(dim) < brightness(lit) < brightness(lit, hover=True)
    plaque = button(rect=(10, 10, 200, 40), style="plaque", label="I am Player 2")
    assert brightness(plaque) < brightness(plaque, hover=True)
    drawn = []
    iconic = button(rect=(10, 10, 200, 40), icon=lambda *a: drawn.append(a[2]))
    brightness(iconic)
    assert drawn == [int(40 * 0.62)], "an icon is drawn before the label at its size"


def test_by_label_a_new_label_in_the_same_place_counts_as_appearing_there():
    """Rise's choice plaques keep key and rectangle from one decision to the next (issue 21)."""
    for by_label, swallowed in ((False, False), (True, True)):
        guard = ClickGuard(by_label=by_label)
        mouse = (120, 110)
        close = ButtonSet([button("choice0", label="Close the combat")])
        guard.watch(close, (0, 0), 0.0)
        guard.watch(close, mouse, 0.05)  # the cursor came onto Close: it takes the click
        assert guard.press(close, mouse, 0.06)[0] is close.get("choice0")
        now = ButtonSet([button("choice0", label="Stay in this City")])
        guard.watch(now, mouse, 0.1)
        assert (guard.press(now, mouse, 0.15) == (None, True)) is swallowed


def test_a_guard_told_still_none_waits_for_the_pointer_to_move_however_long():
    """A table may say a button that came up under a resting pointer takes no click until the pointer moves,
    however long it rests (`still=None`): its next choices come up where the pointer was left while others
    played, and may never have been seen. The guard says so (`waits_for_a_move`) so the table can tell why."""
    guard = ClickGuard(still=None)
    mouse = (120, 110)
    guard.watch(ButtonSet(), mouse, 0.0)
    shown = ButtonSet([button("next")])
    guard.watch(shown, mouse, 0.1)
    assert guard.waits_for_a_move(shown.get("next"))
    assert guard.press(shown, mouse, 0.1 + 10 * STILL_GRACE) == (None, True)
    guard.moved()
    assert not guard.waits_for_a_move(shown.get("next"))
    assert guard.press(shown, mouse, 0.2 + 10 * STILL_GRACE)[0] is shown.get("next")
