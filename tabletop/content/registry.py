"""Every kind of content file the app ships, with the record type it must parse into.

`check_all()` validates everything (used by `tabletop check-content` and a test). A game
adds its content kinds here when it lands.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from tabletop import paths
from tabletop.content import games
from tabletop.content.loader import check_records, load_toml
from tabletop.core.errors import ContentError


@dataclass(frozen=True)
class ContentKind:
    """A family of TOML files: where they live and what they must be."""

    name: str
    root: str  # "assets" or "levels"
    pattern: str  # glob below the root
    record_type: type
    checks: tuple[Callable[[Any], list[tuple[str, str]]], ...] = field(default=())

    def files(self) -> list[Path]:
        """The shipped files of this kind."""
        base = paths.assets_dir() if self.root == "assets" else paths.levels_dir()
        return sorted(base.glob(self.pattern))

    def load(self, path: Path) -> Any:
        """Parse and check one file of this kind."""
        record = load_toml(path, self.record_type)
        check_records(path, record, list(self.checks))
        return record


KINDS: list[ContentKind] = [
    ContentKind("games", "assets", "games.toml", games.GameCatalogue, (games.validate,)),
]


def register(kind: ContentKind) -> None:
    """Add a content kind (games call this from their content module)."""
    if all(k.name != kind.name for k in KINDS):
        KINDS.append(kind)


def _import_game_content() -> None:
    # Game content modules register their kinds on import; missing ones simply aren't shipped yet.
    import importlib

    for module in ("tabletop.content.necromolds", "tabletop.content.necromolds_scenarios",
                   "tabletop.content.rise", "tabletop.content.corp"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def check_all() -> tuple[int, list[ContentError]]:
    """Validate every shipped content file; returns (files checked, errors)."""
    _import_game_content()
    checked, errors = 0, []
    for kind in KINDS:
        for path in kind.files():
            checked += 1
            try:
                kind.load(path)
            except ContentError as exc:
                errors.append(exc)
    return checked, errors


def load_games() -> games.GameCatalogue:
    """The menu's game catalogue."""
    return KINDS[0].load(paths.assets_dir() / "games.toml")
