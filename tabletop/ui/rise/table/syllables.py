"""Where a word too wide for its room breaks: between syllables, as print hyphenates (the Rise table's
small cards, r28, and its small hexes' names, r29)."""

from __future__ import annotations

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
    k = next((k for k in fit if k in good and base - k >= 4), None) or next((k for k in fit if k in good), fit[0])
    return [word[:k] + "-", *hyphenated(word[k:], width, least, font)]


VOWELS = set("aeiouyAEIOUY")
# two consonants that begin a syllable together (kept together by a break: "Ne-cro", "Ap-pren")
BLENDS = {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr", "ch", "sh", "th", "ph", "wh"}


def syllable_breaks(word: str) -> set[int]:
    """Where `word` may break between syllables, as print hyphenates (k: before word[k]): before a lone
    consonant between vowels ("Necro-mancer"), between two consonants ("Appren-tice", "Hell-forged"),
    before a blend that begins a syllable ("Ap-prentice")."""
    out: set[int] = set()
    w = word.split("'")[0]
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
    return out
