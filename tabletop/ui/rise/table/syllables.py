"""Where a word too wide for its room breaks: between syllables, as print hyphenates (the Rise table's
small cards, r28, and its small hexes' names, r29)."""

from __future__ import annotations

import re

from tabletop.ui import look


def hyphenated(word: str, width: int, least: int, font=None) -> list[str]:
    """`word` alone, or broken in pieces ending in a hyphen where it is wider than `width` even in the
    serif of size `least` (or `font`): at a syllable's edge where one fits (`syllable_breaks`), each piece
    of three letters or more, the rest three before an apostrophe."""
    f = font or look.font("serif", least)
    if f.size(word)[0] <= width or len(word) < 6:
        return [word]
    base = len(word.split("'")[0])
    fit = [k for k in range(base - 3, 2, -1) if f.size(word[:k] + "-")[0] <= width]
    if not fit:
        return [word]
    good = syllable_breaks(word)
    # the widest syllable break leaving a whole syllable or more ("Necro-mancer's", not "Necroman-cer's"),
    # else the widest syllable break, else the widest point (r27: "Apprent-ice's" broke at the widest point)
    # (a suffix is a whole syllable too: "Whisper-ing", "Mourn-ing")
    whole = [k for k in fit if k in good and (base - k >= 4 or word[k:base] in ("ing", "er", "ed"))]
    k = next(iter(whole), None) or next((k for k in fit if k in good), fit[0])
    return [word[:k] + "-", *hyphenated(word[k:], width, least, font)]


VOWELS = set("aeiouyAEIOUY")
# two consonants that begin a syllable together (kept together by a break: "Ne-cro", "Ap-pren")
BLENDS = {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr", "ch", "sh", "th", "ph", "wh"}
# the words the game's own names are made of, each read whole: a name made of them breaks between them
# ("Raven-spire", not "Ravens-pire"; "Grave-digger", "Bleak-ridge", "Nettle-combe")
PARTS = frozenset(
    [
        "black",
        "bleak",
        "blood",
        "bone",
        "brack",
        "bound",
        "bury",
        "cairn",
        "clock",
        "combe",
        "crow",
        "cut",
        "digger",
        "dusk",
        "end",
        "fog",
        "foot",
        "forged",
        "gallow",
        "gate",
        "grave",
        "graves",
        "grim",
        "haven",
        "hell",
        "herd",
        "hold",
        "holt",
        "hollow",
        "keep",
        "knight",
        "light",
        "mere",
        "moor",
        "mourn",
        "mud",
        "nettle",
        "raven",
        "ridge",
        "rot",
        "salt",
        "spire",
        "thorn",
        "throat",
        "vex",
        "wander",
        "water",
        "weep",
        "well",
        "whisper",
        "wick",
        "witch",
        "wood",
        "work",
        "worm",
        "wraith",
    ]
)


def syllable_breaks(word: str) -> set[int]:
    """Where `word` may break between syllables, as print hyphenates (k: before word[k]): between the known
    words of a compound ("Raven-spire"), before a suffix -ing, -ed after t or d, or -er after a known word
    ("Mourn-ing", "Rust-ed", "Whisper-er"; a doubled consonant splits: "Rot-ting"), and within a part:
    before a lone consonant between vowels ("Necro-mancer"), between two consonants ("Appren-tice",
    "Hell-forged"), before a blend that begins a syllable ("Ap-prentice"), never before a silent final e
    ("Wraith-gate", not "Wraithga-te") and before the consonant of a final -le ("Can-dle")."""
    w = word.split("'")[0]
    out: set[int] = set()
    start = 0
    for seg in w.split("-"):
        out |= {start + k for k in _segment_breaks(seg)}
        start += len(seg) + 1
        if start < len(w):
            out.add(start)  # after a hyphen of the name's own
    return out


def _segment_breaks(seg: str) -> set[int]:
    low = seg.lower()
    whole = _compound(low)
    if whole is not None:
        return _within(seg, whole)
    for suffix in ("ing", "ed", "er"):
        stem = seg[: -len(suffix)]
        if not low.endswith(suffix) or len(stem) < 3 or not VOWELS & set(stem):
            continue
        parts = [] if stem.lower() in PARTS else _compound(stem.lower())
        if suffix == "er" and parts is None:
            continue  # "Spi-der", "Cin-der": -er only after a known word ("Keep-er", "Wander-er")
        out = _within(stem, parts) if parts is not None else _phonetic(stem)
        if suffix == "ed" and stem[-1].lower() not in "td":
            return out  # "Drowned", "Poi-soned": the -ed is no syllable of its own
        doubled = stem[-1] == stem[-2] and stem[-1] not in VOWELS and parts is None  # not "Hel-ler"
        return out | {len(stem) - 1 if doubled else len(stem)}
    return _phonetic(seg)


def _compound(low: str) -> list[int] | None:
    """Where `low` splits into two or more known parts (the longest first part that lets the rest split),
    or None."""

    def split(s: str) -> list[int] | None:
        if s in PARTS:
            return []
        for k in range(len(s) - 2, 2, -1):
            if s[:k] in PARTS:
                rest = split(s[k:])
                if rest is not None:
                    return [k, *(k + r for r in rest)]
        return None

    got = split(low)
    return got if got else None


def _within(seg: str, cuts: list[int]) -> set[int]:
    """The compound's breaks: between its parts, and each part's own syllables."""
    out = set(cuts)
    for a, b in zip([0, *cuts], [*cuts, len(seg)]):
        out |= {a + k for k in _segment_breaks(seg[a:b])}  # a part's own suffix: "Hell-forged"
    return out


def _phonetic(w: str) -> set[int]:
    """Breaks by vowels and consonants alone (r28's rule), less a silent final e's."""
    out: set[int] = set()
    k = 1
    while k < len(w):
        if w[k] in VOWELS or w[k - 1] not in VOWELS:
            k += 1
            continue
        run = k  # a run of consonants after a vowel, up to the next vowel
        while run < len(w) and w[run] not in VOWELS:
            run += 1
        if run < len(w):  # a vowel follows: the consonants between two vowels
            n = run - k
            if n == 1:
                out.add(k)
            elif w[run - 2 : run].lower() in BLENDS:
                out.add(run - 2)
            else:
                out.add(run - 1)
        k = run
    tail = re.fullmatch(r"(.*?[aeiouy][^aeiouy]*?)([^aeiouy]+)(u?e)(s?)", w.lower())
    if tail is not None:  # the last vowel is a silent e ("Wraith-gate", "Plague", "Graves"): no syllable
        out -= set(range(len(tail.group(1)), len(w)))
        if tail.group(3) + tail.group(4) == "e" and w.lower().endswith("le") and len(tail.group(2)) >= 2:
            out.add(len(w) - 3)  # "Can-dle", "Net-tle": the -le takes the consonant before it
    return out
