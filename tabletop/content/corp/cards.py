"""The NecronomiCORP cards as the engine reads them: the content kinds of assets/corp/*.toml (rooms,
plots, bosses, characters, curses; registered here so `tabletop check-content` checks them as the
loader does), `load_cards(overlay)` and `active_cards()` (the shipped cards overlaid by the active
mods, loaded once per mod set). The checks are in checks.py, the records in records.py and files.py."""

from __future__ import annotations

from functools import lru_cache

from tabletop.content.corp import checks
from tabletop.content.corp.files import BossesFile, CharactersFile, CursesFile, PlotsFile, RoomsFile
from tabletop.content.corp.records import CorpCards
from tabletop.content.registry import ContentKind, ContentSet, Overlay, gather, register, register_cross_check
from tabletop.core.errors import ContentError

KINDS = (
    ContentKind(
        "corp-rooms",
        "assets",
        "corp/rooms.toml",
        RoomsFile,
        (checks.check_rooms,),
        required=True,
        what="the NecronomiCORP Room cards",
    ),
    ContentKind(
        "corp-plots",
        "assets",
        "corp/plots.toml",
        PlotsFile,
        (checks.check_plots,),
        required=True,
        what="the NecronomiCORP Plot cards",
    ),
    ContentKind(
        "corp-bosses",
        "assets",
        "corp/bosses.toml",
        BossesFile,
        (checks.check_bosses,),
        required=True,
        what="the NecronomiCORP Final Boss cards",
    ),
    ContentKind(
        "corp-characters",
        "assets",
        "corp/characters.toml",
        CharactersFile,
        (checks.check_characters,),
        required=True,
        what="the NecronomiCORP characters",
    ),
    ContentKind(
        "corp-curses",
        "assets",
        "corp/curses.toml",
        CursesFile,
        (checks.check_curses,),
        required=True,
        what="the NecronomiCORP Curse cards",
    ),
)
KIND_NAMES = tuple(k.name for k in KINDS)


def check_across(found: ContentSet) -> list[ContentError]:
    """Ids unique across the files (each file's own duplicates are its own check's), short names that
    tell the cards apart (`checks.short_names_across`), and every VS weapon against a type some monster or boss has (Pony Bovarsim makes every monster a pony)."""
    files = [
        (path, checks.SECTIONS[name], record)
        for name in KIND_NAMES
        if not found.broken(name)
        for path, record in found.all(name)
    ]
    out = [ContentError(path, problem, field) for path, field, problem in checks.ids_across(files)]
    shown = [
        (path, f"{section}[{i}]", card)
        for path, section, record in files
        if section in ("rooms", "bosses", "plots")
        for i, card in enumerate(getattr(record, section))
    ]
    out += [ContentError(path, problem, field) for path, field, problem in checks.short_names_across(shown)]
    if not any(found.broken(name) for name in ("corp-rooms", "corp-plots", "corp-bosses")):
        (path, plots), rooms, bosses = found.all("corp-plots")[0], found.one("corp-rooms"), found.one("corp-bosses")
        out += [ContentError(path, problem, field) for field, problem in checks.vs_types_across(rooms, plots, bosses)]
    return out


def load_cards(overlay: Overlay | None = None) -> CorpCards:
    """Every card (core and expansion), checked as `tabletop check-content` checks them; a ContentError
    (the first problem, with a count of the rest) if anything is refused."""
    found = gather(overlay, only=KIND_NAMES)
    found.refuse()
    return CorpCards(
        rooms={c.id: c for c in found.one("corp-rooms").rooms},
        plots={c.id: c for c in found.one("corp-plots").plots},
        bosses={c.id: c for c in found.one("corp-bosses").bosses},
        characters={c.id: c for c in found.one("corp-characters").characters},
        curses={c.id: c for c in found.one("corp-curses").curses},
    )


def active_cards() -> CorpCards:
    """The cards of the shipped content overlaid by the active mods, loaded once per mod set."""
    from tabletop.content import mods

    return _active(mods.cache_key())


@lru_cache(maxsize=4)
def _active(key: tuple) -> CorpCards:
    from tabletop.content import mods

    _scan, active = key
    return load_cards(mods.overlay_of(active) if active else None)


for _kind in KINDS:
    register(_kind)
register_cross_check(check_across)
