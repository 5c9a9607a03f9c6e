"""Walking a mod folder within bounds: a bounded depth and number of entries, no recursion.

`Path.rglob` recurses once per folder level (1,100 nested folders raised RecursionError, and the
menu then switched every mod off) and walks everything before it can be counted. This walk keeps
its own stack, never follows a linked folder (no loops), and stops at the first folder too deep or
entry too many with a ContentError naming the mod folder, so only that mod is refused.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

from tabletop.core.errors import ContentError

# The deepest real layout is assets/<game>/scenarios/x.toml: 3 folders inside the mod.
MAX_DEPTH = 8
# Files and folders looked at in one mod; a mod holds at most mods.MAX_FILES content files.
MAX_ENTRIES = 2_000


def entries(folder: Path, max_depth: int = MAX_DEPTH, max_entries: int = MAX_ENTRIES) -> Iterator[tuple[Path, bool]]:
    """(path, is a folder) of everything inside `folder`, depth first in name order; a ContentError
    naming `folder` when it is nested deeper than `max_depth` or holds more than `max_entries`."""
    folder = Path(folder)
    stack: list[tuple[Path, int]] = [(folder, 0)]
    seen = 0
    while stack:
        here, depth = stack.pop()
        try:
            with os.scandir(here) as found:
                listed = sorted(itertools.islice(found, max_entries + 1), key=lambda e: e.name)
        except OSError as exc:
            raise ContentError(here, f"cannot be read ({exc.strerror or exc})") from None
        below = []
        for entry in listed:
            seen += 1
            if seen > max_entries:
                raise ContentError(folder, f"holds more than {max_entries:,} files and folders; a mod holds a few")
            path = Path(entry.path)
            is_dir = _is_real_dir(entry)
            if is_dir and depth + 1 > max_depth:
                raise ContentError(
                    folder,
                    f"has folders nested more than {max_depth} deep ({path.relative_to(folder).parts[0]}/…); "
                    "a mod's files sit at most a few folders down",
                )
            yield path, is_dir
            if is_dir:
                below.append((path, depth + 1))
        stack.extend(reversed(below))


def _is_real_dir(entry: os.DirEntry) -> bool:
    """A folder that is not a link (a linked folder could lead back up and loop)."""
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def toml_files(folder: Path) -> list[Path]:
    """The `*.toml` entries of a mod (not folders; a pipe or link is listed, then refused when read)."""
    return sorted(path for path, is_dir in entries(folder) if not is_dir and path.name.endswith(".toml"))
