"""Every kind of content file the app ships, with the record type it must parse into.

A kind's files are the shipped ones (under assets/ or levels/) overlaid by a mod's: a mod file
with the same relative path (e.g. `<game>/cards.toml`) replaces the shipped one, a new
one matching the kind's pattern (`<game>/map_*.toml`) is added. `gather()` loads every kind,
then runs the cross-file checks games register (map ids unique, references resolve), so the
same checks guard `tabletop check-content [PATH]` and the engine's loader. A game's content
modules (in this package, or named by its spec) register its kinds when they are imported.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path, PurePosixPath
from typing import Any

from tabletop import paths
from tabletop.content import games
from tabletop.content.loader import check_numbers, check_records, load_toml, record_problems
from tabletop.core.errors import ContentError

# (root, relative path) -> the file that provides it, e.g. ("levels", "<game>/map_x.toml").
Overlay = dict[tuple[str, str], Path]


@dataclass(frozen=True)
class ContentKind:
    """A family of TOML files: where they live and what they must be."""

    name: str
    root: str  # "assets" or "levels"
    pattern: str  # glob below the root
    record_type: type
    checks: tuple[Callable[[Any], list[tuple[str, str]]], ...] = field(default=())
    required: bool = False  # exactly this file must exist (the pattern names one file)
    at_least: int = 0  # how many files of this kind the game needs
    moddable: bool = True  # whether a mod may replace or add files of this kind
    what: str = ""  # what the file is, for players and modders ("the spellbooks")

    def base(self) -> Path:
        """The shipped folder this kind's pattern is relative to."""
        return paths.assets_dir() if self.root == "assets" else paths.levels_dir()

    def matches(self, rel: str) -> bool:
        """Whether a path relative to the root (posix) is a file of this kind."""
        rel_parts, pat_parts = PurePosixPath(rel).parts, PurePosixPath(self.pattern).parts
        return len(rel_parts) == len(pat_parts) and all(fnmatch(a, b) for a, b in zip(rel_parts, pat_parts))

    def files(self, overlay: Overlay | None = None) -> list[Path]:
        """The shipped files of this kind, with a mod's overlay replacing or adding files."""
        base = self.base()
        found = {p.relative_to(base).as_posix(): p for p in base.glob(self.pattern)}
        for (root, rel), path in (overlay or {}).items():
            if root == self.root and self.matches(rel):
                found[rel] = path
        return [found[rel] for rel in sorted(found)]

    def stems(self, overlay: Overlay | None = None) -> list[str]:
        """The names of this kind's files (their stems), sorted: a scenario's name, for instance."""
        return [p.stem for p in self.files(overlay)]

    def load_named(self, name: str, overlay: Overlay | None = None, noun: str = "file") -> Any:
        """Parse and check the file of this kind called `name` (its stem); ValueError naming the known
        ones when there is none (every game's scenarios are loaded by name this one way)."""
        files = self.files(overlay)
        for path in files:
            if path.stem == name:
                return self.load(path)
        raise ValueError(f"unknown {noun} {name!r}; known {noun}s: {', '.join(p.stem for p in files)}")

    def load(self, path: Path) -> Any:
        """Parse and check one file of this kind (a ContentError for its first problem)."""
        record: Any = load_toml(path, self.record_type)
        check_records(path, record, list(self.checks))
        return record

    def load_all(self, path: Path) -> tuple[Any, list[ContentError]]:
        """Parse and check one file: (record, []) or (None, every problem found)."""
        try:
            record: Any = load_toml(path, self.record_type)
        except ContentError as exc:
            return None, [exc]
        problems = record_problems(path, record, list(self.checks))
        return (None, problems) if problems else (record, [])


KINDS: list[ContentKind] = [
    ContentKind(
        "games",
        "assets",
        "games.toml",
        games.GameCatalogue,
        (games.validate,),
        required=True,
        moddable=False,
        what="the game catalogue",
    ),
]

# Checks across files (e.g. a scenario names a map): each gets the loaded ContentSet.
CROSS_CHECKS: list[Callable[[ContentSet], list[ContentError]]] = []


def register(kind: ContentKind) -> None:
    """Add a content kind (games call this from their content module)."""
    if all(k.name != kind.name for k in KINDS):
        KINDS.append(kind)


def register_cross_check(check: Callable[[ContentSet], list[ContentError]]) -> None:
    """Add a check that reads records of several files (games call this from their content module)."""
    if check not in CROSS_CHECKS:
        CROSS_CHECKS.append(check)


def kind(name: str) -> ContentKind:
    """The registered kind called `name`."""
    _import_game_content()
    return next(k for k in KINDS if k.name == name)


# Modules of this package that are the content machinery itself, not a game's content.
_MACHINERY = frozenset({"games", "loader", "mods", "registry"})
# Content modules kept outside this package, added by the game registry from each game's spec.
SOURCES: list[str] = []


def add_source(module: str) -> None:
    """Import `module` for its content kinds whenever the kinds are gathered (a spec's `content`)."""
    if module not in SOURCES:
        SOURCES.append(module)


def content_modules() -> list[str]:
    """Every module that registers content kinds: each game's module or package under tabletop/content/
    (found by scanning, so this registry names no game), then those the specs add."""
    import pkgutil

    from tabletop import content

    found = [
        f"{content.__name__}.{m.name}"
        for m in sorted(pkgutil.iter_modules(content.__path__), key=lambda m: m.name)
        if m.name not in _MACHINERY and not m.name.startswith("_")
    ]
    return found + [m for m in SOURCES if m not in found]


def _import_game_content() -> None:
    # Game content modules register their kinds on import.
    import importlib

    for module in content_modules():
        importlib.import_module(module)


@dataclass
class ContentSet:
    """Every content file loaded (shipped, overlaid by a mod), the records that loaded and the errors."""

    records: dict[str, list[tuple[Path, Any]]] = field(default_factory=dict)
    errors: list[ContentError] = field(default_factory=list)
    checked: int = 0
    kinds: list[str] = field(default_factory=list)  # kinds gathered (cross checks skip the others)
    failed: set[str] = field(default_factory=set)  # kinds with a missing or unloadable file

    def all(self, kind_name: str) -> list[tuple[Path, Any]]:
        """(file, record) of every file of a kind that loaded."""
        return self.records.get(kind_name, [])

    def one(self, kind_name: str) -> Any:
        """The record of a single-file kind, or None when it did not load."""
        found = self.all(kind_name)
        return found[0][1] if found else None

    def refuse(self) -> None:
        """A game starts on no refused content: raise the first problem (with a count of the rest), if any."""
        if not self.errors:
            return
        first, more = self.errors[0], len(self.errors) - 1
        if more:
            raise ContentError(
                first.path,
                f"{first.problem} (and {more} more problem{'s' * (more > 1)}: run `tabletop check-content` for all)",
                first.field,
            )
        raise first

    def broken(self, kind_name: str) -> bool:
        """Whether some file of this kind is missing or failed to load (cross checks then skip it)."""
        return kind_name in self.failed or kind_name not in self.kinds


def gather(overlay: Overlay | None = None, only: Iterable[str] | None = None) -> ContentSet:
    """Load every file of every kind (or of the kinds named in `only`), then run the cross-file checks."""
    _import_game_content()
    wanted = set(only) if only is not None else None
    out = ContentSet()
    for k in KINDS:
        if wanted is not None and k.name not in wanted:
            continue
        out.kinds.append(k.name)
        files = k.files(overlay)
        if k.required and not files:
            out.checked += 1
            out.failed.add(k.name)
            out.errors.append(ContentError(k.base() / k.pattern, f"file not found: {k.what or k.name} must be there"))
        elif len(files) < k.at_least:
            out.failed.add(k.name)
            out.errors.append(
                ContentError(k.base() / k.pattern, f"at least {k.at_least} such file(s) are needed, found {len(files)}")
            )
        for path in files:
            out.checked += 1
            record, problems = k.load_all(path)
            if problems:
                out.failed.add(k.name)
                out.errors.extend(problems)
            else:
                out.records.setdefault(k.name, []).append((path, record))
    for check in CROSS_CHECKS:
        out.errors.extend(_on_changed_file(e, overlay) for e in check(out))
    return out


def _on_changed_file(error: ContentError, overlay: Overlay | None) -> ContentError:
    """A check across files that fails on a shipped file the mod left alone (a shipped scenario
    naming a map the mod's file dropped) is the mod's doing: the error names the mod's file (its
    folder when it changed several), and says which shipped file no longer checks and why."""
    changed = sorted({Path(p) for p in (overlay or {}).values()})
    if not changed or Path(error.path) in changed:
        return error
    target = changed[0] if len(changed) == 1 else Path(os.path.commonpath(changed))
    what = f"{error.field}: {error.problem}" if error.field else error.problem
    return ContentError(target, f"the shipped {Path(error.path).name} no longer checks with this mod ({what})")


def check_all() -> tuple[int, list[ContentError]]:
    """Validate every shipped content file; returns (files checked, errors)."""
    found = gather()
    return found.checked, found.errors


def load_games() -> games.GameCatalogue:
    """The menu's game catalogue."""
    return KINDS[0].load(paths.assets_dir() / "games.toml")


__all__ = [
    "KINDS",
    "ContentKind",
    "ContentSet",
    "Overlay",
    "add_source",
    "check_all",
    "check_numbers",
    "content_modules",
    "gather",
    "kind",
    "load_games",
    "register",
    "register_cross_check",
]
