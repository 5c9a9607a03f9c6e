"""A picture on a rules page never splits a sentence: the words of one sentence are read on, line to
line and over a page turn, with no picture lying between two of their lines (a picture floated beside
the words they run past is not between them).

Play-test r27: NecronomiCORP's "Your turn" broke "...the finder picks first, then" | the sheet's
picture | "turn order." over a page turn: the next column began with a picture too wide to run words
beside, and the sentence went on under it. Checked over every rules page of the three games at
960x600 and 1280x800, 100 % and 150 % UI scale, Large text on and off."""

from __future__ import annotations

import importlib
import itertools

import pytest

from tabletop.ui.kit.rules_flow import Picture, Placed, ends_sentence, flow

pytestmark = pytest.mark.ui

GAMES = {
    "necromolds": "tabletop.ui.necromolds.table.rules_sections",
    "rise": "tabletop.ui.rise.rules_summary",
    "corp": "tabletop.ui.corp.rules_summary",
}
LOOKS = [(size, scale, large) for size in ((960, 600), (1280, 800)) for scale in (100, 150) for large in (False, True)]


def _lines(column: list[Placed]) -> list[tuple[int, int, str, bool]]:
    """The column's lines of words: (top, bottom, text, starts a row) in reading order."""
    by_y: dict[int, list[Placed]] = {}
    for it in column:
        if it.kind in ("body", "bold"):
            by_y.setdefault(it.rect[1], []).append(it)
    out = []
    for y in sorted(by_y):
        runs = sorted(by_y[y], key=lambda it: it.rect[0])
        row_start = runs[0].kind == "bold" and runs[0].rect[0] == 0
        out.append((y, y + max(it.rect[3] for it in runs), " ".join(it.text for it in runs), row_start))
    return out


def split_sentences(columns: list[list[Placed]]) -> list[str]:
    """Each place where a picture lies between two lines of one sentence."""
    bad = []
    lines = [(c, *ln) for c, col in enumerate(columns) for ln in _lines(col)]
    for (c1, _t1, bottom1, text1, _s1), (c2, top2, _b2, text2, start2) in itertools.pairwise(lines):
        if start2 or ends_sentence(text1.split()[-1]):
            continue
        pics = []
        for c in {c1, c2}:
            for it in columns[c]:
                if it.kind != "picture":
                    continue
                top, bottom = it.rect[1], it.rect[1] + it.rect[3]
                after_1 = c > c1 or top >= bottom1 - 1
                before_2 = c < c2 or bottom <= top2 + 1
                if after_1 and before_2:
                    pics.append(it.text)
        if pics:
            bad.append(f"{text1!r} | {pics[0]!r} | {text2!r}")
    return bad


class MonoFonts:
    """Every letter 7 px wide (bold 8), lines 16 px (a title 24): the flow without pygame."""

    def size(self, kind: str, text: str) -> tuple[int, int]:
        per = {"bold": 8, "title": 10}.get(kind, 7)
        return per * len(text), self.height(kind)

    def height(self, kind: str) -> int:
        return {"title": 24, "caption": 14}.get(kind, 16)


def _paint(size):
    raise AssertionError("the flow must not paint")


def test_a_column_that_begins_with_a_wide_picture_mid_sentence_waits_for_the_sentence_to_end():
    """The case of the play-test, made small: a column ends mid-sentence and the section's picture, across
    the column, would open the next one; the sentence ends first, then the picture comes."""
    words = "one two three four five six seven eight nine ten. eleven twelve thirteen. fourteen fifteen."
    sections = [("Section", [("Row.", " ".join([words] * 6))])]
    pics = {"Section": (Picture("a picture", _paint, 0.5, wide=0.9), Picture("another", _paint, 0.5, wide=0.9))}
    for h in range(140, 400, 7):
        cols = flow(sections, pics, (300, h), MonoFonts())
        assert not split_sentences(cols), (h, split_sentences(cols))
        placed = [it for col in cols for it in col if it.kind == "picture"]
        assert len(placed) == 2


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{sc}{'-large' if lg else ''}" for (w, h), sc, lg in LOOKS]
)
def test_no_picture_splits_a_sentence_on_any_rules_page(game, size, scale, large):
    from tabletop.ui import screenshot

    maker = importlib.import_module(GAMES[game]).rules_scene
    with screenshot.shown(size, lambda ctx: (maker(ctx), 3), ui_scale=scale, large_text=large) as app:
        page = app.stack.top
        bad = split_sentences(page.columns)
        assert not bad, f"{game} at {size} {scale}% large={large}:\n" + "\n".join(bad)
