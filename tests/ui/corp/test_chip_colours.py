"""A chip's kind is told by its fill at a glance, for colour-blind players too (issue 26, r28 access).

A character sheet's chips are weapons, items, traumas, curses and the bare fist; a room card's are
weapons, items and machines. The words on a chip name the card, but its fill says what kind of card it
is before a player reads it: "Lucky Mug" (an item, green) and "Carpal Tunnel" (a trauma, red) were ΔE 13
apart under deuteranopia, the same olive, and a weapon and a curse ΔE 14. Checked with the simulation of
tests/ui/cvd.py (Machado et al. 2009), on the colours and on a rendered fight's sheets.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from tabletop.ui import look
from tabletop.ui.corp.table.building_draw import CHIP_COLOURS
from tabletop.ui.corp.table.sheets import CURSE_CHIP, FIST_CHIP
from tests.ui import cvd

pytestmark = pytest.mark.ui

MIN_DELTA_E = 20.0  # "another colour" at a glance for chips side by side (a seat's pieces apart ask 25)
MIN_CONTRAST = 4.5  # WCAG AA for the chip's words
SHEET = {
    "weapon": CHIP_COLOURS["weapon"],
    "item": CHIP_COLOURS["item"],
    "trauma": CHIP_COLOURS["trauma"],
    "curse": CURSE_CHIP,
    "fist": FIST_CHIP,
}
ROOM = {kind: CHIP_COLOURS[kind] for kind in ("weapon", "item", "machine")}


def _close(colours: dict) -> list[str]:
    """Pairs of kinds closer than MIN_DELTA_E for normal sight or a simulated deficiency."""
    out = []
    for a, b in itertools.combinations(colours, 2):
        for kind in (None, *cvd.MACHADO_2009):
            ca, cb = (
                (colours[a], colours[b])
                if kind is None
                else (cvd.simulate(colours[a], kind), cvd.simulate(colours[b], kind))
            )
            d = cvd.delta_e(ca, cb)
            if d < MIN_DELTA_E:
                out.append(f"{a}/{b}: ΔE {d:.1f} under {kind or 'normal sight'}")
    return out


def _contrast(a, b) -> float:
    lum = [float(cvd.linear(c) @ np.array([0.2126, 0.7152, 0.0722])) for c in (a, b)]
    return (max(lum) + 0.05) / (min(lum) + 0.05)


@pytest.mark.parametrize(("where", "colours"), [("sheet", SHEET), ("room card", ROOM)])
def test_chip_kinds_that_meet_stay_apart_under_colour_blindness(where, colours):
    """NC-PLOT-04, NC-CURSE: the kinds of chip that share a sheet (or a room card) differ by colour for
    normal sight and under protanopia, deuteranopia and tritanopia."""
    assert not _close(colours), f"{where}: " + "; ".join(_close(colours))


@pytest.mark.parametrize("kind", sorted({**SHEET, **ROOM}))
def test_every_chip_carries_its_words_readably(kind):
    """The bone words on every chip's fill at a contrast of at least 4.5 (the old item green: 3.8)."""
    rgb = {**SHEET, **ROOM}[kind]
    assert _contrast(rgb, look.BONE) >= MIN_CONTRAST, f"{kind} chip {rgb}: words at {_contrast(rgb, look.BONE):.2f}"


def test_a_rendered_fight_paints_its_sheet_chips_apart():
    """On a rendered fight (Gary's sheet holds weapons, items and traumas side by side), each kind's
    chip pixels, put through each simulated deficiency, stay apart."""
    import pygame

    from tabletop.ui import screenshot

    with screenshot.shown((1280, 800), screenshot._scenario_maker("corp", "fight_helper")) as app:
        frame = pygame.surfarray.array3d(app.window).astype(float)
    means = {}
    for kind in ("weapon", "item", "trauma"):
        mask = np.all(np.abs(frame - np.asarray(SHEET[kind], float)) < 1.5, axis=-1)
        assert mask.sum() >= 200, f"the {kind} chips' fill is hardly on the screen"
        means[kind] = mask
    for deficiency in cvd.MACHADO_2009:
        seen = cvd.simulate(frame, deficiency)
        mean = {k: seen[m].mean(axis=0) for k, m in means.items()}
        for a, b in itertools.combinations(mean, 2):
            d = cvd.delta_e(mean[a], mean[b])
            assert d >= MIN_DELTA_E, f"{a} and {b} chips ΔE {d:.1f} apart under {deficiency}"


def test_an_explored_rooms_word_reads_on_its_grey_wash():
    """NC-TURN-09: an explored room stays on the table greyed, and says "explored" under its name in an
    ink readable on the washed face (contrast 4.5; the old near-white ink: 2.5)."""
    from tabletop.ui.corp.table import building_draw as BD

    *rgb, alpha = BD.EXPLORED_WASH
    a = alpha / 255
    washed = tuple(round(f * (1 - a) + w * a) for f, w in zip(BD.CARD_FACE, rgb))
    assert _contrast(washed, BD.EXPLORED_INK) >= MIN_CONTRAST
    for deficiency in cvd.MACHADO_2009:  # lightness carries it: the same under each deficiency
        seen = cvd.simulate(washed, deficiency), cvd.simulate(BD.EXPLORED_INK, deficiency)
        assert cvd.delta_e(*seen) >= 40, deficiency


@pytest.mark.parametrize("kind", ["monster", "empty", "loot", "exit", "boss"])
def test_an_explored_rooms_name_reads_through_its_grey(kind):
    """NC-TURN-09: an explored room is greyed, but its name is not: the grey wash laid over the whole card
    dimmed the name's bone letters with it ("Demon of Overtime" at a contrast of 3.6 on its monster head,
    "A room" at 2.2). The face is greyed, the name stays full bone on its head (in its kind's colour since
    r30: test_explored_rooms_kinds_stay_apart_under_colour_blindness_NC_MAP_02)."""
    import pygame

    from tabletop.ui.corp.table import building_draw as BD

    pygame.init()
    surf = pygame.Surface((120, 160))
    r = pygame.Rect(10, 10, 90, 130)
    BD.card_face(surf, r, "Demon of Overtime", kind, 12, washed=True)
    head = BD.KIND_COLOURS[kind]
    assert surf.get_at((r.x + 3, r.y + 3))[:3] == head  # the head says the kind
    assert surf.get_at((r.centerx, r.bottom - 5))[:3] == BD.washed_colour(BD.CARD_FACE)  # so is the face
    pixels = {surf.get_at((x, y))[:3] for x in range(r.x, r.right) for y in range(r.y, r.y + 40)}
    assert look.BONE in pixels, "the name is written in full bone"
    # the name reads at 4.5 or more (4.05 on the old loot gold)
    assert _contrast(look.BONE, head) >= MIN_CONTRAST, f"{kind}: the name at {_contrast(look.BONE, head):.2f}"


def test_a_room_cards_head_carries_its_name_and_says_its_kind_under_colour_blindness_NC_MAP_02():
    """NC-MAP-02, NC-ROOM: a room card's head colour says its kind (monster, empty, loot, exit, the boss) and
    carries its name in bone letters. The old heads read at 2.4 (loot's gold), 3.3 (empty) and 3.5 (exit);
    darker heads alone brought the kinds together under deuteranopia (r28 access: monster and loot ΔE 9).
    The heads now read at 4.5 or more and stay ΔE 20 apart for normal sight and under protanopia,
    deuteranopia and tritanopia."""
    from tabletop.ui.corp.table.building_draw import KIND_COLOURS

    low = {
        k: round(_contrast(look.BONE, c), 2) for k, c in KIND_COLOURS.items() if _contrast(look.BONE, c) < MIN_CONTRAST
    }
    assert low == {}, f"names under a contrast of {MIN_CONTRAST}: {low}"
    assert _close(KIND_COLOURS) == []
    assert set(KIND_COLOURS) == {"monster", "empty", "loot", "exit", "boss"}


def test_explored_rooms_kinds_stay_apart_under_colour_blindness_NC_MAP_02():
    """NC-MAP-02, NC-TURN-09 (r29 corpui, "Found, not fixed"): an explored room's head was greyed with its
    face, and the kinds of explored rooms came within ΔE 13 of each other under deuteranopia (an empty room
    and an Exit) and 14 under tritanopia (a monster and the boss), too close to tell at a glance; the grey
    hardly touched an empty room's head (ΔE 2), so the head never said "explored" anyway. Drawn explored,
    the heads stay ΔE 20 apart for normal sight and under every deficiency, and the card still reads as
    explored: its face is greyed (ΔE 20 or more from a new card's face under every deficiency) and says so."""
    import pygame

    from tabletop.ui.corp.table import building_draw as BD

    pygame.init()
    heads, faces = {}, {}
    for kind in BD.KIND_COLOURS:
        for washed in (False, True):
            surf = pygame.Surface((120, 160))
            r = pygame.Rect(10, 10, 90, 130)
            BD.card_face(surf, r, "Supply Closet", kind, 12, "explored" if washed else kind, washed=washed)
            if washed:
                heads[kind] = tuple(surf.get_at((r.x + 3, r.y + 3))[:3])
            faces[washed] = tuple(surf.get_at((r.centerx, r.bottom - 5))[:3])
    assert _close(heads) == []
    for deficiency in (None, *cvd.MACHADO_2009):
        new, old = (
            (faces[False], faces[True])
            if deficiency is None
            else (
                cvd.simulate(faces[False], deficiency),
                cvd.simulate(faces[True], deficiency),
            )
        )
        assert cvd.delta_e(new, old) >= MIN_DELTA_E, deficiency
