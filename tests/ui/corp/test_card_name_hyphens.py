"""Play-test r23: a card's name on the building is broken with a hyphen only when a word cannot fit
whole even in the smallest letter (building_draw.NAME_FLOOR), and never into a piece of fewer than
four letters: a narrow card in a fanned row read "Wra-", "ith" for "HR Wraith" (NC-MAP-02).

Every room, monster, Plot and boss name of assets/corp is drawn as the building draws it (card_face,
the words spied as they are drawn) on a whole card and on the part of a card left showing in every
fanned row a level can hold, at the narrowest looks: 960x600 at 100 % and 150 %, with and without
Large text. The rule checked: a word of six letters or fewer is never split; a word broken by an added
hyphen has pieces of at least four letters and is wider than the card in the smallest letter; a word
may still break at its own hyphen ("Band-", "Aids"). A whole card always shows a name."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP

PIECE = 4  # the fewest letters of a piece of a broken word
FLOOR = 7  # the smallest letter of a card's name (building_draw.NAME_FLOOR)
LOOKS = [(100, False), (150, False), (100, True), (150, True)]


def drawn_names(names, size: int, full: int, tall: int, shown: int) -> dict[str, list[str]]:
    """Each name's rows as `card_face` draws them on a card `full` px wide showing `shown` px of it."""
    drawn: dict[str, list[str]] = {}
    rows: list[str] = []
    real = BD.line

    def spy(surface, s, *a, **k):
        rows.append(s)
        return real(surface, s, *a, **k)

    surface = pygame.Surface((full + 4, tall + 4))
    BD.line = spy
    try:
        for name, kind in names:
            rows.clear()
            BD.card_face(surface, pygame.Rect(0, 0, full, tall), name, kind, size, shown=shown)
            drawn[name] = [r for r in rows if r.strip()]
    finally:
        BD.line = real
    return drawn


def split_words(name: str, rows: list[str]) -> list[tuple[str, list[str]]]:
    """The words of `name` the rows break with an added hyphen: (word, its pieces without hyphens)."""
    tokens = " ".join(rows).split()
    words = set(name.split())
    out: list[tuple[str, list[str]]] = []
    i = 0
    while i < len(tokens):
        pieces = [tokens[i]]
        while pieces[-1].endswith("-") and i + 1 < len(tokens):
            bare = [p.rstrip("-") for p in pieces]
            if any("-".join(bare) + "-" + tokens[i + 1].rstrip("-") in w or "-".join(bare) + "-" in w for w in words):
                # the word's own hyphen ("Band-" "Aids", "Mi-Go"): not a break the table made
                pieces.append(tokens[i + 1])
                i += 1
                if not tokens[i].endswith("-"):
                    break
                continue
            pieces.append(tokens[i + 1])
            i += 1
        i += 1
        if len(pieces) > 1:
            whole = "".join(pieces)
            if whole not in words:  # pieces joined by added hyphens
                added = [p.rstrip("-") for p in pieces]
                out.append(("".join(added), added))
    return out


@pytest.mark.parametrize(
    ("scale", "large"), LOOKS, ids=[f"960x600-{s}-{'large' if lg else 'normal'}" for s, lg in LOOKS]
)
def test_no_card_name_word_is_split_into_short_pieces(ctx, screen, scale, large):
    from tabletop.ui import layout
    from tests.ui.corp.conftest import expansion_table

    layout.set_preferences(scale, large)
    try:
        session, scene = expansion_table(ctx, (960, 600))
        cam, cards = scene.camera, session.game.cards
        names = {(cards.room(c).name, cards.room(c).kind) for c in cards.rooms}
        names |= {(cards.plot(c).name, cards.plot(c).kind) for c in cards.plots}
        names |= {(cards.boss(c).name, "boss") for c in cards.bosses}
        assert any(n == "HR Wraith" for n, _k in names) and len(names) > 100
        size = BD.fsize(cam, 0.42)
        full = int(cam.scale * BP.CARD_W)
        tall = int(cam.scale * BP.CARD_H)
        # the part of a card left showing in a fanned row of 2 to 18 (a level's whole stack laid out)
        widths = {full}
        for n in range(2, 19):
            boxes = BP.room_boxes(n, 0.0)
            widths.add(min(full, int(cam.scale * (boxes[1][0] - boxes[0][0]))))
        floor = look.font("sans_bold", FLOOR)
        problems: list[str] = []
        for shown in sorted(widths):
            drawn = drawn_names(sorted(names), size, full, tall, shown)
            for name, rows in drawn.items():
                if shown == full and not rows:
                    problems.append(f"{name!r}: no name on a whole card ({full} px)")
                for word, pieces in split_words(name, rows):
                    where = f"{name!r} at {shown} px: {rows}"
                    if len(word) <= 6:
                        problems.append(f"{where}: a word of {len(word)} letters split")
                    if any(len(p) < PIECE for p in pieces):
                        problems.append(f"{where}: a piece of fewer than {PIECE} letters")
                    if floor.size(word)[0] <= shown - 4:
                        problems.append(f"{where}: {word!r} fits whole in the smallest letter")
        assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])
    finally:
        layout.set_preferences(100, False)


def test_a_broken_word_keeps_pieces_of_four_letters(screen):
    """The rule on its own: "Wraith" never breaks; "Accountant" breaks between consonants
    ("Accoun-", "tant"); a compound word at its own hyphen."""
    assert (BD.NAME_FLOOR, BD.HYPHEN_PIECE) == (FLOOR, PIECE)
    f = look.font("sans_bold", FLOOR)
    assert BD.word_pieces("Wraith", f, f.size("Wra-")[0]) == []
    assert BD.broken_rows("HR Wraith", f, f.size("Wrai")[0]) == []
    assert BD.word_pieces("Accountant", f, f.size("Accoun-")[0]) == ["Accoun-", "tant"]
    assert BD.word_pieces("Band-Aids", f, f.size("Band-")[0]) == ["Band-", "Aids"]
