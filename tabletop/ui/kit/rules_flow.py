"""How a rules page's sections flow into the columns of a book (issue 27): each section's title, its rows
("**Name.** words", word-wrapped) and its pictures, floated at the column's right with their captions under
them while the text runs beside them. Columns are filled top to bottom and never overflow: a line that
does not fit starts the next column, a picture that does not fit waits for the next one, a title never
ends a column. Two columns make a spread (the book's open pages).

    cols = flow(sections, pictures, (col_w, col_h), fonts)    # list of columns of Placed items

`fonts` measures: any object with `size(kind, text) -> (w, h)` and `height(kind)` for the kinds "title",
"body", "bold" and "caption" (kit/rules_page.py gives the page's serif fonts). No drawing here: the
page draws what is placed, so the placement is what the tests check (nothing over a picture).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from tabletop.ui.wrap import fill_lines

Rows = Sequence[tuple[str, str]]
# A section starting with less than this share of its column left moves to the next column when its
# first picture would not fit beside its title there; with more left it starts at once (its picture
# follows on the next column) rather than leave half a page empty.
KEEP_ROOM = 0.4


@dataclass(frozen=True)
class Picture:
    """A picture of a rules section: `paint((w, h))` returns a surface of that size, drawn by the game's
    own table painters (the kit only lays it out and caches it); `caption` is its one line; `shape`
    is its height over its width; `wide` its share of the column's width."""

    caption: str
    paint: Callable[[tuple[int, int]], object]
    shape: float = 0.62
    wide: float = 0.44  # of the column's width (0.9: across the column, the text under it)


@dataclass(frozen=True)
class Placed:
    """One thing put on a column: kind "title", "body", "bold" (a run of words), "picture" or
    "caption"; `rect` is (x, y, w, h) inside the column; a picture names its section and index."""

    kind: str
    rect: tuple[int, int, int, int]
    text: str = ""
    section: str = ""
    index: int = -1


class Fonts(Protocol):
    def size(self, kind: str, text: str) -> tuple[int, int]: ...

    def height(self, kind: str) -> int: ...


def wrap_words(words: list[str], fonts: Fonts, kind: str, width: int) -> list[str]:
    """Words filled into lines of at most `width` pixels (a word too long gets a line of its own)."""
    return fill_lines(words, lambda text: fonts.size(kind, text)[0], width)


class _Column:
    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.items: list[Placed] = []
        self.y = 0
        self.float_bottom = 0  # the pictures floated at the right reach down to here
        self.float_w = 0


class _Flow:
    def __init__(self, size: tuple[int, int], fonts: Fonts, scale: float) -> None:
        self.w, self.h = size
        self.fonts = fonts
        self.s = scale
        self.gutter = max(8, int(14 * scale))  # between the text and a floated picture
        self.cols: list[_Column] = [_Column(self.w, self.h)]

    @property
    def col(self) -> _Column:
        return self.cols[-1]

    def new_column(self) -> None:
        self.cols.append(_Column(self.w, self.h))

    def picture_block(self, pic: Picture) -> tuple[int, int, list[str]]:
        """(width, height of the picture, caption lines) of a picture in this column's width."""
        pw = min(int(self.w * pic.wide), int(250 * self.s * pic.wide / 0.44))
        cap = wrap_words(pic.caption.split(), self.fonts, "caption", pw)
        cap_h = len(cap) * self.fonts.height("caption")
        room = self.h - cap_h - int(6 * self.s)  # a picture taller than a column is made to fit one
        ph = min(int(pw * pic.shape), room)
        if ph < int(pw * pic.shape):
            pw = max(1, int(ph / pic.shape))
        return pw, ph, cap

    def try_float(self, title: str, index: int, pic: Picture, at_y: int) -> bool:
        """Float the picture at the column's right from `at_y`, if it fits under the column's bottom."""
        pw, ph, cap = self.picture_block(pic)
        cap_h = len(cap) * self.fonts.height("caption")
        block = ph + int(6 * self.s) + cap_h
        if at_y + block > self.h:
            return False
        c = self.col
        x = self.w - pw if pic.wide < 0.75 else (self.w - pw) // 2  # a picture across the column: centred
        c.items.append(Placed("picture", (x, at_y, pw, ph), pic.caption, title, index))
        y = at_y + ph + int(6 * self.s)
        for line in cap:
            lw, lh = self.fonts.size("caption", line)
            c.items.append(Placed("caption", (x + (pw - lw) // 2, y, lw, lh), line, title, index))
            y += self.fonts.height("caption")
        c.float_bottom = y + int(8 * self.s)
        c.float_w = self.w - x + self.gutter  # the text beside it stops short of its left edge
        return True

    def room_for_line(self, h: int) -> None:
        if self.col.y + h > self.h and self.col.items:
            self.new_column()

    def line_width(self) -> int:
        """The width left for a line at the column's y: beside a picture, or (too narrow there for
        words) the whole width under it."""
        c = self.col
        if c.y < c.float_bottom and self.w - c.float_w < max(int(90 * self.s), self.w // 3):
            c.y = c.float_bottom
            self.room_for_line(self.fonts.height("body"))
        c = self.col
        return self.w - (c.float_w if c.y < c.float_bottom else 0)

    def section(self, title: str, rows: Rows, pics: Sequence[Picture]) -> None:
        title_h, body_h = self.fonts.height("title"), self.fonts.height("body")
        if self.col.items:
            self.col.y += int(12 * self.s)
        need = title_h + body_h  # a title never ends a column
        if pics and self.h - self.col.y < KEEP_ROOM * self.h:  # near the bottom: its first picture beside it
            _pw, ph, cap = self.picture_block(pics[0])
            need = title_h + int(3 * self.s) + ph + int(6 * self.s) + len(cap) * self.fonts.height("caption")
        if self.col.y + need > self.h and self.col.items:
            self.new_column()
        waiting = list(enumerate(pics))
        tw, th = self.fonts.size("title", title)
        self.col.items.append(Placed("title", (0, self.col.y, min(tw, self.w), th), title, title))
        self.col.y += title_h + int(3 * self.s)
        self.float_next(title, waiting)
        for name, words in rows:
            tokens = [(w, "bold") for w in name.split()] + [(w, "body") for w in words.split()]
            self.words(tokens, title, waiting)
            self.col.y += int(4 * self.s)
        while waiting:  # the pictures the text did not reach: under each other, a column on if need be
            index, pic = waiting.pop(0)
            if not self.try_float(title, index, pic, max(self.col.y, self.col.float_bottom)):
                self.new_column()
                self.try_float(title, index, pic, 0)  # a picture is made to fit an empty column
        self.col.y = max(self.col.y, self.col.float_bottom)  # the next section starts under the pictures
        self.col.float_bottom = self.col.float_w = 0

    def float_next(self, title: str, waiting: list[tuple[int, Picture]], mid_sentence: bool = False) -> None:
        """Float the next waiting picture here if the column's right is free at this line. In the middle
        of a sentence only a picture the words run on beside: one they would go on under (across the
        column, or too wide to leave a line's room) waits for the sentence's end, so it never lies
        between two lines of one sentence ("...picks first, then" | picture | "turn order.", r27)."""
        c = self.col
        if not waiting or c.y < c.float_bottom:
            return
        if mid_sentence and not self.words_beside(waiting[0][1]):
            return
        if self.try_float(title, waiting[0][0], waiting[0][1], c.y):
            waiting.pop(0)

    def words_beside(self, pic: Picture) -> bool:
        """True if the words run on beside the picture floated (`line_width` keeps them there)."""
        pw, _ph, _cap = self.picture_block(pic)
        return pic.wide < 0.75 and self.w - (pw + self.gutter) >= max(int(90 * self.s), self.w // 3)

    def words(self, tokens: list[tuple[str, str]], title: str, waiting: list[tuple[int, Picture]]) -> None:
        body_h = self.fonts.height("body")
        space = self.fonts.size("body", " ")[0]
        k = 0
        while k < len(tokens):
            self.room_for_line(body_h)
            mid_sentence = k > 0 and tokens[k - 1][1] == "body" and not ends_sentence(tokens[k - 1][0])
            self.float_next(title, waiting, mid_sentence or (k > 0 and tokens[k - 1][1] == "bold"))
            # a few pixels kept back: a run is drawn as one text, which can come out a pixel wider
            # than its words measured one by one (kerning, rounding), and must not cross the page's edge
            width = self.line_width() - max(2, int(2 * self.s))
            # as many words as fit the line (at least one)
            line: list[tuple[str, str]] = []
            x = 0
            while k < len(tokens):
                word, kind = tokens[k]
                ww = self.fonts.size(kind, word)[0]
                if line and x + space + ww > width:
                    break
                x += (space if line else 0) + ww
                line.append(tokens[k])
                k += 1
            self.place_line(line, title)
            self.col.y += body_h

    def place_line(self, line: list[tuple[str, str]], title: str) -> None:
        """The line's words as runs of one font each (a bold name, then its words)."""
        space = self.fonts.size("body", " ")[0]
        x = 0
        run: list[str] = []
        kind = line[0][1] if line else "body"
        for word, k in [*line, ("", "end")]:
            if k != kind:
                text = " ".join(run)
                rw, rh = self.fonts.size(kind, text)
                self.col.items.append(Placed(kind, (x, self.col.y, rw, rh), text, title))
                x += rw + space
                run, kind = [], k
            run.append(word)


def flow(
    sections: Sequence[tuple[str, Rows]],
    pictures: Mapping[str, Sequence[Picture]],
    size: tuple[int, int],
    fonts: Fonts,
    scale: float = 1.0,
) -> list[list[Placed]]:
    """The sections flowed into columns of `size` (width, height): each column's placed items."""
    f = _Flow(size, fonts, scale)
    for title, rows in sections:
        f.section(title, rows, pictures.get(title, ()))
    return [c.items for c in f.cols if c.items]


def ends_sentence(word: str) -> bool:
    """True if `word` ends a sentence ("order.", "(NC-TURN-02).", "“go!”")."""
    return word.rstrip(")]”’\"'").endswith((".", "!", "?"))
