"""The words on NecronomiCORP's cards and chips, fitted to the room a window leaves them: a line fitted
without cutting a word (`fitted`), a card's shorter names and its name in rows (`title_rows`, a word
broken with a hyphen only where a syllable may end), a floor chip's label (`chip_label`). Pure text
measuring with the look's fonts; building_draw.py draws with them.
"""

from __future__ import annotations

import itertools

from tabletop.ui import look


def fitted(s: str, size: int, kind: str, width: int) -> tuple[str, int]:
    """(the words, the size) of a line fitted to `width` on a small card, never cut mid-word with an
    ellipsis: the " · " parts after the first go first (the card's tooltip and a closer zoom say them),
    then the letter shrinks by up to two points (never under 7), then the last whole words go; only a
    single word wider than the card is cut."""
    f = look.font(kind, size)
    if f.size(s)[0] <= width:
        return s, size
    parts = s.split(" · ")
    while len(parts) > 1 and f.size(" · ".join(parts))[0] > width:
        parts.pop()
    s = " · ".join(parts)
    for smaller in range(size, max(7, size - 2) - 1, -1):
        f = look.font(kind, smaller)
        if f.size(s)[0] <= width:
            return s, smaller
    words = s.split()
    while len(words) > 1 and f.size(" ".join(words))[0] > width:
        words.pop()
    s = " ".join(words).rstrip(" ,;:·+-")
    if f.size(s)[0] > width:  # one word wider than the card
        while len(s) > 1 and f.size(s + "…")[0] > width:
            s = s[:-1]
        s += "…"
    return s, smaller


def short_names(name: str) -> list[str]:
    """A card's name and the shorter names a narrow chip may use, longest first: the name in brackets
    ("Barra de Fierro (Crowbar)" -> "Crowbar"), the name without it, then the name's last words, since
    the head of an English name comes last ("Executive Golf Club" -> "Golf Club", "Club"); never a part
    that begins with a small word ("of Batteries")."""
    names = [name]
    if name.endswith(")") and " (" in name:
        outer, inner = name[:-1].split(" (", 1)
        names += [inner, outer]
    words = names[-1].split()
    names += [" ".join(words[k:]) for k in range(1, len(words)) if words[k][:1].isupper()]
    return list(dict.fromkeys(n for n in names if n))


def chip_words(name: str, tails: tuple[str, ...], size: int, kind: str, width: int, names: list | None = None) -> str:
    """The longest of a card's names with the longest of its tails (" +2D", ": 3 life tokens", ": 3 life")
    that fits `width` whole, the name shortened before the tail; else the longest name alone that fits;
    else the shortest tail alone, else "". `names`: the shorter names to try, when not `short_names`'."""
    shorts = names or short_names(name)
    for short in shorts:
        for tail in tails:
            words = short + tail
            if fitted(words, size, kind, width)[0] == words:
                return words
    for short in shorts:  # no room for the tail: the name alone ("Keyboard", not "Mechanical")
        if fitted(short, size, kind, width)[0] == short:
            return short
    # not even a word of it: the dice alone ("+1D"), else no words (the chip's colour says weapon, item
    # or machine, its tooltip names it): never a word cut short
    last = tails[-1].strip(" :") if tails else ""
    return last if last and fitted(last, size, kind, width)[0] == last else ""


def abbreviations(name: str) -> list[str]:
    """`name` with its last word cut short where a syllable may end, marked with a full stop, longest
    first ("Fire Extinguisher" -> "Fire Extinguish.", "Fire Exting.", "Fire Ext."; "Defibrillator" ->
    "Defibrillat.", "Defibrill.", "Defibr.", "Def."): cut before a vowel that follows a consonant, at least
    three letters kept and two cut."""
    head, _, last = name.rpartition(" ")
    vowels = "aeiouy"
    cuts = [
        i
        for i in range(len(last) - 2, 2, -1)
        if last[i].lower() in vowels and last[i - 1].isalpha() and last[i - 1].lower() not in vowels
    ]
    return [f"{head} {last[:i]}.".strip() for i in cuts]


CHIP_LETTERS = ("sans_bold", "sans")  # a chip's words: bold, else the narrower regular letter


def chip_size(size: int, height: int) -> int:
    """`size`, or the largest letter (never under NAME_FLOOR) whose rows, from the tallest letter to the
    lowest descender, fit a chip `height` pixels high: its words stay inside it, clear of the ring round
    it and the token above it (play-test r25, 960x600: 8 px words on an 8 px chip read "Vendina")."""
    while (
        size > NAME_FLOOR
        and look.font("sans_bold", size).get_ascent() - look.font("sans_bold", size).get_descent() > height
    ):
        size -= 1
    return size


def chip_label(
    name: str, tails: tuple[str, ...], size: int, width: int, names: list | None = None
) -> tuple[str, int, str]:
    """(words, letter size, font kind) of a floor chip `width` pixels wide: the card named at every window
    and text size (play-test r24, 960x600 with Large text: "Janitor's Chainsaw" read "+3D", "Triple
    Espresso" showed nothing), the letter down to NAME_FLOOR: a name with its tail (" +2D", " ×3") in bold,
    the name shortened for the tail (`chip_words`); else the longest name that fits alone, bold then
    regular ("Chainsaw"), with its tail when the regular letter makes room for it (play-test r25: a
    vending machine read "Vending" with no count; never a shorter name for it: "Crowbar", not "Fierro
    +2D"); else a name with its last word shortened ("Fire Ext.", "Defibrill."), bold then regular; only
    then the tail alone ("+1D"), else no words (the chip's tooltip names it)."""
    shorts = names or short_names(name)

    def fits(words: str, kind: str) -> bool:
        return fitted(words, size, kind, width)[0] == words

    def label(words: str, kind: str) -> tuple[str, int, str]:
        return words, fitted(words, size, kind, width)[1], kind

    for short in shorts:
        for tail in tails:
            if fits(short + tail, "sans_bold"):
                return label(short + tail, "sans_bold")
    alone = [(short, kind) for kind in CHIP_LETTERS for short in shorts if fits(short, kind)]
    if alone:
        first, kind = alone[0]
        for short in shorts[: shorts.index(first) + 1]:
            for tail in tails:
                if tail and fits(short + tail, "sans"):
                    return label(short + tail, "sans")
        return label(first, kind)
    # a whole name in a smaller letter, down to NAME_FLOOR, before any cut: Large text makes the chip's
    # letter larger than the two points `fitted` gives back ("Band-Aids" on a 38 px chip at 960x600)
    for k in range(size - 3, NAME_FLOOR - 1, -1):
        for kind in CHIP_LETTERS:
            for short in shorts:
                if look.font(kind, k).size(short)[0] <= width:
                    return short, k, kind
    for kind in CHIP_LETTERS:
        for short in names or short_names(name):
            for cut in abbreviations(short):
                words, k = fitted(cut, size, kind, width)
                if words == cut and k >= NAME_FLOOR:
                    return words, k, kind
    words = chip_words(name, tails, size, "sans_bold", width, names)
    return words, fitted(words, size, "sans_bold", width)[1] if words else size, "sans_bold"


def title_rows(title: str, size: int, width: int, tall: int = 0, names: list | None = None) -> tuple[list[str], int]:
    """(rows, letter size) of a card's name in at most three rows of whole words within `width`: the
    name in a letter shrinking to 8, then to 7 (NAME_FLOOR), then its shorter names ("Cult High
    Accountant" -> "High Accountant" -> "Accountant"); only then, in that smallest letter, a word that
    cannot fit whole is broken with a hyphen ("Accoun-", "tant"), never into a piece of fewer than
    HYPHEN_PIECE letters (play-test r23: "HR Wraith" read "Wra-", "ith" on a narrow card); no rows when not
    even that fits (the card's tooltip names it; play-test r19: a crowded row read "Cult Hig", "Vampir").
    `tall`: the most pixels the head may take (its rows and their margin, `head_h`), when something lies
    under it. `names`: the card's names, longest first (`CorpCards.names`: its name, then the short name
    its card data gives it, play-test r25: "Dark Conference Room" read "Room"), when not `short_names`'."""
    floor = max(NAME_FLOOR, min(size, 8) - 1)
    names = names or short_names(title)
    for name in names:
        for k in range(size, floor - 1, -1):
            f = look.font("sans_bold", k)
            rows = look.wrap_lines(name, f, width)
            fits = len(rows) <= (2 if k > 8 and name == title else 3) and all(f.size(r)[0] <= width for r in rows)
            if fits and (not tall or head_h(len(rows), k) <= tall):
                return rows, k
    f = look.font("sans_bold", floor)
    own = len(names) == 1 and len(names[0].split()) == 1  # a one-word name is its own short name (content checks)
    if (len(names) > 1 or own) and (not tall or head_h(1, floor) <= tall):
        # the short name wider than the card even in the smallest letter: a whole word of it, then it
        # cut short with a full stop ("Whisperer" -> "Whisper.", "Paranoia" -> "Paran."), never broken
        # mid-word with a hyphen (r27: the narrowest cards read "Boar-", "droom"; r28: "Para-", "noia");
        # where not even that fits, no words (the tooltip)
        for form in short_forms(names[-1]):
            if f.size(form)[0] <= width:
                return [form], floor
        return [], size
    # a word wider than the card even in the smallest letter, on a card with no shorter name: broken
    # with a hyphen, so the card still shows its name (play-test r21)
    for name in names:
        rows = broken_rows(name, f, width)
        if rows and len(rows) <= 3 and (not tall or head_h(len(rows), floor) <= tall):
            return rows, floor
    return [], size


SMALL_WORDS = frozenset({"a", "an", "and", "at", "de", "for", "in", "of", "on", "the", "to"})


def short_forms(short: str) -> list[str]:
    """The forms a card's short name takes where it does not fit whole, best first: a whole word of it
    (of four letters or more and not a small word; the last first, the head of an English name: "Lone
    Desk" -> "Desk", "Lone"), then the name cut short with a full stop at a syllable's end, longest first:
    before a vowel that follows one consonant ("Conference" -> "Confer."), between two consonants before
    a vowel ("Boardroom" -> "Board.", not "Boardr."; "Whisperer" -> "Whisper.", "Whis."), never inside
    "th", "ch" and the like, at least three letters kept and two cut."""
    words = [w for w in reversed(short.split()) if len(w) >= 4 and w.lower() not in SMALL_WORDS and w != short]
    head, _, last = short.rpartition(" ")
    vowels = "aeiouy"
    cuts = []
    for i in range(len(last) - 2, 2, -1):
        if last[i].lower() not in vowels or not last[i - 1].isalpha() or last[i - 1].lower() in vowels:
            continue
        two = last[i - 2 : i].lower()
        j = i - 1 if two[0].isalpha() and two[0] not in vowels and two not in _PAIRS else i
        if j >= 3 and last[:j].isalpha():  # never cut after a hyphen or a sign ("Lost+Found")
            cuts.append(f"{head} {last[:j]}.".strip())
    return list(dict.fromkeys(words + cuts))


NAME_FLOOR = 7  # the smallest letter a card's name takes, in pixels: smaller does not read
HYPHEN_PIECE = 4  # the fewest letters in each piece of a word broken with a hyphen ("Wra-ith" reads badly)
# letters that read as one sound, which a hyphen does not part ("Restruc-turing", not "Restru-cturing")
_PAIRS = ("ch", "ck", "gh", "ph", "qu", "sh", "th", "wh")


def _cut_cost(word: str, at: int) -> int:
    """How badly a hyphen before `word[at]` reads, as a rough syllable rule: between two consonants
    best ("Accoun-tant"), after a vowel next ("Para-noia"), before a vowel worse ("Umbr-ella"), inside
    "ch", "th" and the like worst."""
    pair = word[at - 1 : at + 1].lower()
    if pair in _PAIRS:
        return 3
    before, after = (c in "aeiouy" for c in pair)
    return 0 if not before and not after else 1 if before and not after else 2


def word_pieces(word: str, f, width: int) -> list[str]:
    """`word` as drawn in rows of `width`: whole when it fits; else broken at its own hyphens ("Band-",
    "Aids"); else into as few pieces as fit, each of at least HYPHEN_PIECE letters and ending in "-"
    but the last, cut where a syllable may end and about equal in length ("Accoun-", "tant"). No
    pieces ([]) when even that does not fit: a word of fewer than 2 * HYPHEN_PIECE letters is never broken."""
    if f.size(word)[0] <= width:
        return [word]
    if "-" in word.strip("-"):  # a compound word breaks at its own hyphen, each part broken as it must
        head, tail = word.split("-", 1)
        first, rest = word_pieces(head + "-", f, width), word_pieces(tail, f, width)
        return first + rest if first and rest else []
    bare = word.rstrip("-")
    end = word[len(bare) :]  # the hyphen a compound word's first part keeps
    n = len(bare)
    for m in range(2, n // HYPHEN_PIECE + 1):
        best: tuple | None = None
        for cuts in itertools.combinations(range(HYPHEN_PIECE, n - HYPHEN_PIECE + 1), m - 1):
            bounds = (0, *cuts, n)
            if any(b - a < HYPHEN_PIECE for a, b in itertools.pairwise(bounds)):
                continue
            parts = [bare[a:b] + "-" for a, b in itertools.pairwise(bounds)]
            parts[-1] = parts[-1][:-1] + end
            if not all(f.size(part)[0] <= width for part in parts):
                continue
            lengths = [b - a for a, b in itertools.pairwise(bounds)]
            score = (sum(_cut_cost(bare, c) for c in cuts), max(lengths) - min(lengths))
            if best is None or score < best[0]:
                best = (score, parts)
        if best is not None:
            return best[1]
    return []


def broken_rows(name: str, f, width: int) -> list[str]:
    """`name` in rows of `width`, each word wider than that broken by `word_pieces` (no rows at all when
    a word cannot be)."""
    pieces: list[tuple[str, bool]] = []  # (piece, a broken word goes on after it)
    for word in name.split():
        parts = word_pieces(word, f, width)
        if not parts:
            return []
        pieces += [(p, i < len(parts) - 1) for i, p in enumerate(parts)]
    rows: list[str] = []
    open_ = False  # the last row ends in a broken word's piece: the next piece starts a row
    for piece, broken in pieces:
        if rows and not open_ and f.size(rows[-1] + " " + piece)[0] <= width:
            rows[-1] += " " + piece
        else:
            rows.append(piece)
        open_ = broken
    return rows


def head_h(rows: int, size: int) -> int:
    """The height of a card's coloured head holding `rows` rows of its name."""
    return look.font("sans_bold", size).get_linesize() * max(1, rows) + 4


def whole_words(s: str, size: int, kind: str, width: int) -> tuple[str, int]:
    """`fitted`, but "" rather than a word cut with "…" when not even one word fits."""
    words, k = fitted(s, size, kind, width)
    return ("" if "…" in words else words), k


def sub_words(sub: str, size: int, width: int) -> tuple[str, int]:
    """A card's sub-line ("level 4 zombie") whole in `width`, else shorter ("L4 zombie", "L4"), else "":
    never its first words alone (r26: a squeezed card read a bare "level")."""
    forms = [sub]
    head, _, rest = sub.partition(" ")
    number, _, kind = rest.partition(" ")
    if head == "level" and number.isdigit():
        forms += [f"L{number} {kind}".strip(), f"L{number}"]
    for form in forms:
        words, k = fitted(form, size, "sans", width)
        if words == form:
            return words, k
    return "", size


def clipped_rows(rows: list[str], room: int, width_of, width: int) -> list[str]:
    """The first `room` rows, the last ending in "…" (whole words dropped until it fits)."""
    if len(rows) <= room or room < 1:
        return rows[: max(0, room)]
    kept = rows[:room]
    words = kept[-1].split()
    while len(words) > 1 and width_of(" ".join(words) + "…") > width:
        words.pop()
    kept[-1] = " ".join(words).rstrip(" ,;:·+-") + "…"
    return kept


def empty_stack(lv) -> tuple[str, str, str]:
    """What a level's empty face-down stack says: (on its place, its tooltip's head, why a click on it takes
    nothing). A level whose doors were all opened has "no doors left"; one built with no room cards at all
    (no room revealed, none discarded: the tutorial's levels 3 to 5) has "no rooms", for it never had a door
    to open (play-test r29: the tutorial's closed upper levels read "no doors left", as if explored already)."""
    if lv.rooms or lv.discard:
        return "no doors left", f"Level {lv.number}: no doors left", f"Every door of level {lv.number} has been opened"
    return (
        "no rooms",
        f"Level {lv.number}: no rooms",
        f"Level {lv.number} has no rooms in this building: no door to open",
    )
