"""Dropping a game package in beside the real ones, for one test, as a new game would be added.

The folder goes on `tabletop.games`' path and the registry scans again (`tabletop.ui.registry.rescan`:
the rules, the menu's words and the screens); afterwards the folder is taken off and the registry
scanned again. Nothing here names a game: what was found is told by the scan.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DROPIN = Path(__file__).parent  # tests/dropin/: each sub-folder with a spec is a game


@contextmanager
def dropped_in(folder: Path = DROPIN) -> Iterator[list[str]]:
    """The games found in `folder` (their names), registered everywhere while the block runs."""
    from tabletop import games
    from tabletop.ui import registry

    before = set(games.SPECS)
    games.__path__.append(str(folder))
    try:
        registry.rescan()
        yield sorted(set(games.SPECS) - before)
    finally:
        games.__path__.remove(str(folder))
        registry.rescan()
