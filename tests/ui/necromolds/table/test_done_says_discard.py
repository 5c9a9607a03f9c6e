"""The assignment's Done button says what it does with dice left in hand (NM-ROUND-10)."""

from __future__ import annotations

from tests.ui.necromolds.table.conftest import frame, scenario_scene


def test_done_with_dice_left_in_hand_says_it_discards_them_NM_ROUND_10(ctx, screen):
    """Play-test: Done assigning discarded the dice left in hand silently (a wild die that could have
    become magic for gems among them); only its tooltip said so. Its label now says how many go."""
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    st = scene.session.state
    left = [d for d in st.seats[0].dice if d.status == "rolled"]
    assert left and st.phase == "assign"
    done = scene.buttons.get("done_0")
    assert done is not None and f"discard {len(left)}" in done.label


def test_a_tray_holding_used_dice_says_so_NM_ROUND_10():
    """Play-test: discarded dice sat greyed in the "Command dice" tray, reading as dice still in hand.
    The tray's label counts them as used this round."""
    from tabletop.ui import screenshot
    from tests.ui.test_nothing_clipped import _audit_frame

    *_found, lines, _top, _widgets = _audit_frame(
        screenshot._scenario_maker("necromolds", "combat_result"), (1280, 800), 100
    )
    labels = [ln.text for ln in lines if ln.text.startswith("Command dice")]
    assert labels and all("this round" in t for t in labels), labels


def test_the_tray_tells_used_dice_from_discarded_ones_NM_ROUND_10():
    """Lead's play r27: the computer discarded one die at the reveal and its tray read "1 used this round"."""
    from tabletop.ui.necromolds.table.cards import tray_label

    assert tray_label(["rolled", "rolled"]) == "Command dice"
    assert tray_label(["discarded", "assigned"]) == "Command dice · 1 discarded this round"
    assert tray_label(["spent", "spent", "discarded"]) == "Command dice · 2 used, 1 discarded this round"
    assert tray_label(["rolled", "spent"]) == "Command dice · 1 in hand, 1 used"


def test_a_buy_skipped_is_told_with_the_gems_had_then_once_the_combat_is_done_NM_COMBAT_03():
    """Play-test: "cannot afford a 5th die (5 gems)" stood beside the 6 gems the side had after the
    combat's gems: the finished window says what it had when it was passed by."""
    from tabletop.games.necromolds import events as E
    from tabletop.ui.necromolds.table.combat_view import skipped_words

    r = E.BuySkipped(seat=0, why="cost", die=5, cost=5, gems=2)
    assert skipped_words(r, gems=False) == "cannot afford a 5th die (5 gems)"
    assert skipped_words(r, gems=True, verb="had") == "cannot afford a 5th die (5 gems, had 2)"
