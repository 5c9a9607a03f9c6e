"""How much Necromolds content the screens can show, checked with the spellbooks.

The army builder lays every spellbook out as a card, four to a row, with no paging: at the
smallest window (960x600) three rows of cards are 164x172 px, just tall enough for a card's
name, skills, slots, two lines of each ability and its mold buttons; a fourth row (13 books or
more) cuts the cards' text off, 80 make them unreadable and 1,200 leave no pixel for a card (the
screen failed with "Invalid resolution for Surface"). So a mod's spellbooks are refused beyond what
these cards hold, with the reason, instead of breaking the screen. Character counts are measured
from the card's fonts at that size (about 8 px a character for a name, 5 for ability text).
"""

from __future__ import annotations

from typing import Any

MAX_SPELLBOOKS = 12  # three rows of four cards (the shipped box has 11)
MAX_BOOK_NAME = 18  # a card's title line, 152 px at 960x600 (the longest shipped: 14)
MAX_SIZES = 4  # mold buttons side by side under a card, each wide enough for "10 dr"
MAX_ABILITY_NAME = 18  # "Passive: <name>" on one line
MAX_ABILITY_TEXT = 60  # two lines of a card, ~30 characters each (the longest shipped: 57)


def check_fits_screens(record: Any) -> list[tuple[str, str]]:
    """(field, problem) for each spellbook count or text longer than the army builder's cards show."""
    problems: list[tuple[str, str]] = []
    books = record.spellbooks
    if len(books) > MAX_SPELLBOOKS:
        problems.append(
            (
                "spellbooks",
                f"expected at most {MAX_SPELLBOOKS} spellbooks (the army builder shows {MAX_SPELLBOOKS} cards, "
                f"3 rows of 4), got {len(books):,}",
            )
        )
    for i, book in enumerate(books[: MAX_SPELLBOOKS + 1]):  # one beyond is enough to say so
        where = f"spellbooks[{i}]"
        _fits(problems, f"{where}.name", book.name, MAX_BOOK_NAME, "a card's title")
        if len(book.sizes) > MAX_SIZES:
            problems.append(
                (
                    f"{where}.sizes",
                    f"expected at most {MAX_SIZES} sizes (a card has room for {MAX_SIZES} mold buttons), "
                    f"got {len(book.sizes)}",
                )
            )
        for which in ("magic", "passive"):
            ability = getattr(book, which)
            _fits(problems, f"{where}.{which}.name", ability.name, MAX_ABILITY_NAME, "a card's ability line")
            _fits(problems, f"{where}.{which}.text", ability.text, MAX_ABILITY_TEXT, "the card's two lines")
    return problems


def _fits(problems: list[tuple[str, str]], where: str, text: str, most: int, room: str) -> None:
    if len(text) > most:
        problems.append((where, f"expected at most {most} characters ({room}), got {len(text):,}"))


# The set-up's side panel at either window size (960x600 or 1280x800: it scales) lists the army
# one row per kind of monster, 12 rows above its notes, and the deployment tray holds 5 x 7
# waiting monsters. The clay budget and the cheapest sizes decide how long both get.
MAX_ARMY = 35  # monsters in one army: the deployment tray's cells (the shipped box: 56 dr // 4 dr = 14)
MAX_ARMY_KINDS = 12  # different monsters in one army: the army list's rows (the shipped box: 8)


def check_army_fits(found) -> list:
    """The largest army the clay buys (all of the cheapest size) fits the deployment tray, and the
    most different monsters it buys (its cheapest sizes, one each) fit the army list; reported on
    the file a mod changed (the spellbooks, else the rules)."""
    from tabletop.content.necromolds_cross_checks import _shipped
    from tabletop.core.errors import ContentError

    if found.broken("necromolds-rules") or found.broken("necromolds-spellbooks"):
        return []
    rules_path, rules = found.all("necromolds-rules")[0]
    books_path, books = found.all("necromolds-spellbooks")[0]
    clays = sorted(size.clay for book in books.spellbooks for size in book.sizes)
    if not clays or clays[0] <= 0:
        return []  # the spellbooks' own check says so
    budget = rules.clay_budget
    kinds, spent = 0, 0
    for clay in clays:
        if spent + clay > budget:
            break
        spent, kinds = spent + clay, kinds + 1
    target, field = (books_path, "spellbooks") if not _shipped(books_path) else (rules_path, "clay_budget")
    errors = []
    if budget // clays[0] > MAX_ARMY:
        errors.append(
            ContentError(
                target,
                f"{budget:,} dr of clay buys {budget // clays[0]:,} monsters of the cheapest size ({clays[0]} dr); "
                f"the deployment tray holds {MAX_ARMY}",
                field,
            )
        )
    if kinds > MAX_ARMY_KINDS:
        errors.append(
            ContentError(
                target,
                f"{budget} dr of clay buys {kinds} different monsters (the cheapest sizes, one each); "
                f"the army list shows {MAX_ARMY_KINDS}",
                field,
            )
        )
    return errors
