"""Play-test r18 (section D): text the Large-text audit passed but a player saw cut, on the
NecronomiCORP table at the smallest window (960x600) with Large text: the roof's "Boss's door" lost
its "door" (words dropped without an ellipsis), "9 discarded" reached its pile's edges, the choices
panel's heading lay on the frame's corner stud, and the sheets dropped the items' words for a pistol's
stats their chip already shows (NC-MAP-01, NC-TURN-04)."""

from __future__ import annotations

import pytest

from tabletop.ui.corp.table import building_draw as BD
from tests.ui import test_nothing_clipped as NC

pytestmark = pytest.mark.ui

SMALL = (960, 600)


@pytest.fixture(scope="module")
def hallway():
    """The hallway_choice scenario at 960x600 with Large text: (fitted calls, audit lines, scene)."""
    calls: list[tuple[str, str]] = []
    real = BD.fitted

    def spy(s, size, kind, width):
        out = real(s, size, kind, width)
        calls.append((s, out[0]))
        return out

    mp = pytest.MonkeyPatch()
    mp.setattr(BD, "fitted", spy)
    try:
        _cuts, _overlaps, lines, top, _w = NC._audit("corp", "hallway_choice", SMALL, 100, large=True)
    finally:
        mp.undo()
    return calls, lines, top


def test_no_door_or_pile_word_is_dropped(hallway):
    """A word dropped without "…" reads as the whole label: "Boss's" for "Boss's door"."""
    calls, _lines, _top = hallway
    dropped = [(s, out) for s, out in calls if ("door" in s or "discarded" in s or "Plots" in s) and out != s]
    assert not dropped, dropped


def test_the_discard_counts_keep_off_their_cards_edges(hallway):
    """ "9 discarded" ran from one edge of its card to the other (its "9" cut by the edge)."""
    _calls, lines, top = hallway
    piles = [BD.to_rect(top.camera, box) for _k, box in top._plan.of("discard")]
    said = [ln for ln in lines if "discarded" in ln.text]
    assert said
    for ln in said:
        card = next(r for r in piles if r.collidepoint(ln.box.center))
        assert card.left + 1 < ln.box.left and ln.box.right < card.right - 1, (ln.text, tuple(ln.box), tuple(card))


def test_the_choices_heading_is_clear_of_the_corner_stud(hallway):
    """The frame's stud is 10 px in and 5 px round: "What you may do" began on it at every size."""
    _calls, lines, top = hallway
    panel = top.layout.choices
    head = next(ln for ln in lines if ln.text.startswith("What you may do"))
    assert head.box.left >= panel[0] + 16, (tuple(head.box), panel)


def test_the_sheets_say_the_words_a_chip_cannot(user_home):
    """Player 1's sheet: the pump shotgun's bare stats ("+2D, two-handed, ranged, 4 uses.") are not
    repeated under its chip, so a curse's words it holds are said, and a row left says where the rest is
    (each chip's tooltip). At 960x600 with normal text: with Large text (r26) the sheet's larger chips
    leave the words no row, and the sheet says where to read them (MORE_WORDS)."""
    from tabletop.ui.corp.table.sheets import MORE_WORDS

    _cuts, _overlaps, lines, top, _w = NC._audit("corp", "hallway_choice", SMALL, 100, large=False)
    sheet = top.layout.sheets[0]
    texts = [
        ln.text
        for ln in lines
        if sheet[0] <= ln.box.x < sheet[0] + sheet[2] and sheet[1] <= ln.box.y < sheet[1] + sheet[3]
    ]
    assert not any(t.startswith("Pump Shotgun:") for t in texts), texts
    assert any(t.startswith("Burnout:") for t in texts) and MORE_WORDS in texts, texts


def test_a_weapon_with_more_than_stats_keeps_its_words():
    from tabletop.ui.corp.table.sheets import BARE_WEAPON

    assert BARE_WEAPON.match("+1D, one-handed, ranged, 5 uses.")
    assert not BARE_WEAPON.match("+1D, one-handed, melee. Its dice get a +1 bonus.")


def test_a_curse_card_cut_short_has_its_whole_text_in_its_tooltip(user_home):
    """At 960x600 with Large text a curse beside its level reads "Escape dice on this…": allowed on a
    small card only as its tooltip says it all (Slamming Doors, NC-MAP-01)."""
    from types import SimpleNamespace

    from tabletop.ui.corp.table.chrome import card_tip
    from tests.ui.corp.fight_scenes import EMPTY, Table

    cards = Table([["zombie_auditor#1", *EMPTY]]).cards
    tip = card_tip(SimpleNamespace(state=None, cards=cards), ("curse", "slamming_doors"))
    assert "Escape dice on this level get a -1 drawback." in tip, tip
