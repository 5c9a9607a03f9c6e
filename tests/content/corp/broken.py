"""A broken copy of a shipped NecronomiCORP content file, checked through the loader as a mod would
give it: the tests change one thing in one card and read every problem the checks find."""

from __future__ import annotations

from pathlib import Path

from tabletop import paths
from tabletop.content import registry
from tabletop.content.corp.cards import KIND_NAMES


def shipped(name: str) -> str:
    return (paths.assets_dir() / "corp" / name).read_text(encoding="utf-8")


def change(text: str, card_id: str | None, old: str, new: str) -> str:
    """`text` with the first `old` after the line `id = "card_id"` (from the top when None) made `new`."""
    start = 0 if card_id is None else text.index(f'\nid = "{card_id}"\n')
    at = text.index(old, start)
    if card_id is not None:
        assert text.find("[[", start, at) == -1, f"{old!r} is not in {card_id}'s card"
    return text[:at] + new + text[at + len(old) :]


def problems(tmp_path: Path, name: str, text: str) -> list[str]:
    """Every error (file: field: problem) the loader's checks give the file `name` written as `text`."""
    path = tmp_path / "mod" / "corp" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    found = registry.gather({("assets", f"corp/{name}"): path}, only=KIND_NAMES)
    return [str(e) for e in found.errors]


def broken(tmp_path: Path, name: str, card_id: str | None, old: str, new: str) -> list[str]:
    return problems(tmp_path, name, change(shipped(name), card_id, old, new))
