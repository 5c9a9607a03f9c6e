"""A card's short name on the narrowest cards (r27): it is never broken mid-word with a hyphen (the Haunted
Boardroom's "Boardroom" read "Boar-", "droom" on a fanned row at 960x600). Where the name and the short name
do not fit whole even in the smallest letter, the card shows what a designer would: a whole word of the
short name, else the short name cut short with a full stop at a syllable's end ("Board."), else no words
(its tooltip names it). NC-MAP-02: the rooms of a level lie in a row, each named.

r28: every card, not only those with a short name: "Sprained Wrist" read "Spra-", "ined" and "Restructuring"
"Rest-", "ruct-", "uring" on the slivers beside the fight window. Every card whose name can break has an
authored short name now (assets/corp), and a one-word name with none is its own short name ("Paran.").

Every room, boss and Plot card of the game, with its authored names (`CorpCards.names`, as the building
draws them), on a whole card, on the part left showing in every fanned row a level can hold, and on the
slivers beside the fight window, at 960x600 at 100 % and 150 %, with and without Large text."""

from __future__ import annotations

import pytest

from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tests.ui.corp.test_card_name_hyphens import LOOKS


def _drawn(surface, names_of, size: int, full: int, tall: int, shown: int) -> dict:
    """{card id: rows drawn} for each card's name as card_face draws it with its authored names."""
    rows: list[str] = []
    real = BD.line

    def spy(surf, s, *a, **k):
        rows.append(s)
        return real(surf, s, *a, **k)

    out = {}
    BD.line = spy
    try:
        for cid, (name, kind, names) in names_of.items():
            rows.clear()
            BD.card_face(surface, pygame.Rect(0, 0, full, tall), name, kind, size, shown=shown, names=names)
            out[cid] = [r for r in rows if r.strip()]
    finally:
        BD.line = real
    return out


def _bare(s: str) -> str:
    return s.replace("-", "").replace(" ", "").lower()


def _reads(rows: list[str], names: list[str]) -> str:
    """What the rows are: "name" or "short" (whole, in rows), "word", "abbreviation", "" (none) or
    "broken" (a word cut with a hyphen of the table's, or anything else)."""
    if not rows:
        return ""
    joined = " ".join(rows)
    if any(
        joined == n or (_bare(joined) == _bare(n) and not any(r.endswith("-") and r[:-1] + "-" not in n for r in rows))
        for n in names
    ):
        return "name" if _bare(joined) == _bare(names[0]) else "short"
    if len(rows) == 1:
        short = names[-1]
        if rows[0] in short.split():
            return "word"
        cut = rows[0][:-1]
        if rows[0].endswith(".") and len(cut.split()[-1]) >= 3 and short.startswith(cut) and cut != short:
            return "abbreviation"
    return "broken"


import pygame  # noqa: E402  (after the helpers: the spy above names it)


@pytest.mark.parametrize(
    ("scale", "large"), LOOKS, ids=[f"960x600-{s}-{'large' if lg else 'normal'}" for s, lg in LOOKS]
)
def test_no_cards_name_is_hyphen_broken_on_the_narrowest_cards_NC_MAP_02(ctx, screen, scale, large):
    from tabletop.ui import layout
    from tests.ui.corp.conftest import expansion_table

    layout.set_preferences(scale, large)
    try:
        session, scene = expansion_table(ctx, (960, 600))
        cam, cards = scene.camera, session.game.cards
        names_of = {}
        for cid, c in cards.rooms.items():
            names_of[cid] = (c.name, c.kind, cards.names(cid))
        for cid, c in cards.bosses.items():
            names_of[cid] = (c.name, "boss", cards.names(cid))
        for cid, c in cards.plots.items():
            names_of[cid] = (c.name, c.kind, cards.names(cid))
        assert cards.names("the_haunted_boardroom")[-1] == "Boardroom"
        size = BD.fsize(cam, 0.42)
        full, tall = int(cam.scale * BP.CARD_W), int(cam.scale * BP.CARD_H)
        widths = {full, *range(20, 42, 2)}  # the slivers beside the fight window are 25-33 px (r26)
        for n in range(2, 19):
            boxes = BP.room_boxes(n, 0.0)
            widths.add(min(full, int(cam.scale * (boxes[1][0] - boxes[0][0]))))
        surface = pygame.Surface((full + 4, tall + 4))
        problems: list[str] = []
        seen: set[str] = set()
        for shown in sorted(widths):
            for cid, rows in _drawn(surface, names_of, size, full, tall, shown).items():
                names = names_of[cid][2]
                kind = _reads(rows, names)
                seen.add(kind)
                if kind == "broken":
                    problems.append(f"{names} at {shown} px: {rows}")
        assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])
        assert {"name", "short", "abbreviation"} <= seen, seen
    finally:
        layout.set_preferences(100, False)


def test_the_short_forms_a_designer_would_pick():
    """A whole word of the short name (its last first), then cut at a syllable's end with a full stop."""
    from tabletop.ui.corp.table.card_words import short_forms

    assert short_forms("Boardroom") == ["Board."]
    assert short_forms("Lone Desk")[:2] == ["Desk", "Lone"]
    assert short_forms("Conference") == ["Confer.", "Con."]
    assert short_forms("Whisperer") == ["Whisper.", "Whis."]
    assert short_forms("Band-Aids") == []  # never cut after a hyphen
