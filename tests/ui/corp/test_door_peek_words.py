"""The boss looked at behind the roof's door (Obsessive Precaution, NC-FAQ-12) is named on the door as a
card names it, never cut with an ellipsis (play-test r27 at 960x600 with Large text: "you looked:
Nyarlat…", "Head of PR"): its name, else its short name, else a whole word of it or it cut with a full stop
at a syllable's end, else broken at its own hyphen; every row inside the door. Every boss, at the narrowest
looks (960x600 at 100 % and 150 %, Large text on and off) and at 1280x800."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp.table import building_draw as BD
from tests.ui.corp.test_peeks_shown import _boss_peeked

LOOKS = [
    ((960, 600), 100, True),
    ((960, 600), 150, True),
    ((960, 600), 100, False),
    ((1280, 800), 100, False),
    ((1280, 800), 100, True),
]


def _door_rows(scene, size):
    """(the door's rect, [(row, its rect)] drawn on it after "you looked:")."""
    drawn: list = []
    real = BD.line

    def spy(surface, s, sz, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        r = real(surface, s, sz, pos, colour, kind, anchor, width)
        shown = BD.fitted(s, sz, kind, width)[0] if width is not None else s  # the words as drawn
        drawn.append((shown, pygame.Rect(r)))
        return r

    view = scene.tool_view()
    box = view.plan.of("door")[0][1]
    door = BD.to_rect(view.camera, box)
    BD.line = spy
    try:
        BD.draw_building(pygame.Surface(size), view, view.plan)
    finally:
        BD.line = real
    said = [i for i, (s, _r) in enumerate(drawn) if s in BD.LOOKED]
    assert said, [s for s, _ in drawn if "look" in s]
    return door, [(s, r) for s, r in drawn[said[0] + 1 :] if door.contains(r) or r.colliderect(door)]


def _reads_as(rows: list[str], names: list[str]) -> bool:
    from tabletop.ui.corp.table.card_words import short_forms

    joined = " ".join(rows)
    return (
        joined in names
        or joined == names[0].replace(",", "")  # its rows broken at its comma
        or (len(rows) == 1 and rows[0] in short_forms(names[-1]))
        or "".join(rows) == names[-1]  # broken at its own hyphen ("Yog-", "Sothoth")
    )


@pytest.mark.parametrize(
    ("size", "ui", "large"), LOOKS, ids=[f"{s[0]}x{s[1]}-{u}-{'L' if g else 'n'}" for s, u, g in LOOKS]
)
def test_the_boss_looked_at_is_named_whole_on_the_door_NC_FAQ_12(ctx, screen, size, ui, large):
    layout.set_preferences(ui, large)
    try:
        problems = []
        for boss in sorted(_boss_peeked(ctx).session.game.cards.bosses):
            scene = _boss_peeked(ctx, boss=boss)
            scene.resize(size)
            scene.update(0.01)
            cards = scene.session.game.cards
            names = cards.names(boss)
            door, rows = _door_rows(scene, size)
            words = [s for s, _r in rows]
            inside = door.inflate(-4, -4)  # within the brass edge
            if not words or not _reads_as(words, names) or any("…" in s for s in words):
                problems.append(f"{names}: {words}")
            for s, r in rows:
                if not inside.contains(r):
                    problems.append(f"{names}: {s!r} at {r} outside the door {door}")
        assert not problems, "\n".join(problems)
    finally:
        layout.set_preferences(100, False)
