"""The player's tutorial progress, kept in their data folder (`tutorials.json`): for each tutorial the
step reached and the game's actions so far (a left tutorial resumes where it was, replayed), whether
it was finished, and which games' first-time offer was made (made once, remembered).

A damaged or foreign file never stops the app: it reads as no progress, and the next write replaces it.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.core.save import atomic_write_text

log = logging.getLogger("tabletop.ui")
FILE = "tutorials.json"
MAX_BYTES = 4_000_000  # a real file holds a few hundred actions
MAX_ACTIONS = 5_000


@dataclass
class Place:
    """Where one tutorial stands: the step on show, the game's actions (encoded), finished or not."""

    step: int = 0
    actions: list[dict] = field(default_factory=list)
    done: bool = False


def path() -> Path:
    """The progress file in the player's folder."""
    return paths.user_dir() / FILE


def _read() -> dict[str, Any]:
    p = path()
    try:
        if not p.is_file() or p.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("tutorial progress unreadable (%s): starting afresh", exc)
        return {}
    return data if isinstance(data, dict) else {}


def _write(data: dict[str, Any]) -> None:
    try:
        atomic_write_text(path(), json.dumps(data, indent=1, sort_keys=True))
    except OSError as exc:  # a full disk must not stop the lesson
        log.warning("tutorial progress not written: %s", exc)


def place(tid: str) -> Place:
    """Where tutorial `tid` stands (a fresh Place when it was never played or the record is damaged)."""
    raw = _read().get("tutorials", {})
    rec = raw.get(tid) if isinstance(raw, dict) else None
    if not isinstance(rec, dict):
        return Place()
    step, actions, done = rec.get("step", 0), rec.get("actions", []), rec.get("done", False)
    if (
        isinstance(step, bool)
        or not isinstance(step, int)
        or step < 0
        or not isinstance(actions, list)
        or len(actions) > MAX_ACTIONS
        or not all(isinstance(a, dict) for a in actions)
    ):
        return Place()
    return Place(step, actions, bool(done))


def opening_place(tid: str, steps: int, fresh: bool = False) -> Place:
    """Where a tutorial of `steps` steps opens: its kept place, or its start (asked for, or finished:
    played again). Here, not in learn.py, so the coach's Next lesson need not import the listing."""
    where = place(tid)
    if fresh or where.step >= steps:
        where = Place(done=where.done)
    return where


def keep(tid: str, where: Place) -> None:
    """Remember where tutorial `tid` stands."""
    data = _read()
    table = data.get("tutorials")
    if not isinstance(table, dict):
        table = {}
    table[tid] = {"step": where.step, "actions": where.actions, "done": where.done}
    data["tutorials"] = table
    _write(data)


def forget(tid: str) -> None:
    """Start tutorial `tid` over next time (a finished one stays marked finished)."""
    done = place(tid).done
    keep(tid, Place(done=done))


def offered(game: str) -> bool:
    """Whether the first-time offer of `game`'s tutorial was made already."""
    got = _read().get("offered", [])
    return isinstance(got, list) and game in got


def mark_offered(game: str) -> None:
    """Remember that the first-time offer of `game`'s tutorial was made."""
    data = _read()
    got = data.get("offered")
    got = [g for g in got if isinstance(g, str)] if isinstance(got, list) else []
    if game not in got:
        got.append(game)
    data["offered"] = got
    _write(data)
