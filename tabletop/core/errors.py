"""Errors shared by every game: refusals and unreadable files."""

from __future__ import annotations

import os
import re
import stat
from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse; `reason` says why, for the player to read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


# A message quoting a hostile file must stay short enough to read in a message box.
MAX_PROBLEM_CHARS = 400


# Characters a terminal or a screen does not show as themselves: C0 and C1 controls and DEL (ESC starts
# the sequences that move the cursor, clear a line or recolour it; CR and BS overwrite what was printed),
# the invisible format and direction marks (zero-width spaces and joiners, the bidirectional marks,
# embeddings, overrides and isolates that reorder what follows them), the line and paragraph
# separators, the BOM, and lone surrogates (a JSON "\ud800"), which cannot be encoded at all.
CONTROL_CHARS = re.compile("[\x00-\x1f\x7f-\x9f]")
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())  # every one as its code, a newline too (\x0a): one form in every message
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape(text: object) -> str:
    """`text` with every character a terminal or screen would not show as itself written as its escape
    (ESC as \\x1b, a newline as \\x0a, a right-to-left override as \\u202e): the one way every string that
    came from a file is made safe before it is printed, logged or drawn, so a save's text cannot clear
    a line, move the cursor or fake a message."""
    text = str(text)
    return _UNPRINTABLE.sub(_escaped, text) if _UNPRINTABLE.search(text) else text


def readable(text: object, limit: int = MAX_PROBLEM_CHARS) -> str:
    """`text` cut to `limit` characters (in the middle) and escaped (see `escape`): a one-line message."""
    text = str(text)
    if len(text) > limit:  # cut in the middle: a message ends with what is wrong
        keep = limit - 3
        text = text[: keep * 3 // 4] + " … " + text[len(text) - (keep - keep * 3 // 4) :]
    return escape(text)


class SaveError(Exception):
    """A save file that cannot be used; the message names the file and the problem."""

    def __init__(self, path, problem: str):
        problem = readable(problem)
        super().__init__(f"{readable(str(path), 200)}: {problem}")
        self.path = path
        self.problem = problem
        # A save whose rules have changed since it was made: the game as far as it still replays under
        # this app's rules (a Session, its first `replayed` actions), for "open it there" instead of
        # losing the whole game; None when nothing of it replays or the file itself is damaged.
        self.partial: Any = None
        self.replayed = 0
        self.total = 0  # the save's actions


class ContentError(Exception):
    """A content file that does not validate; names the file, the field and what was expected."""

    def __init__(self, path, problem: str, field: str | None = None):
        where = f"{path}: {field}: " if field else f"{path}: "
        super().__init__(escape(where + problem))  # a file's names and texts may hold control characters
        self.path = path
        self.field = field
        self.problem = problem


def read_bytes(path, error: type, limit: int | None = None, what: str = "file") -> bytes:
    """A file's bytes, or `error(path, problem)` saying it is missing, unreadable or too large.

    With `limit`, a file larger than `limit` bytes is refused from its size before it is read,
    and anything but a regular file (a pipe, a device, a folder) is refused without reading it.
    """
    try:
        if limit is not None:
            # Opened without waiting (a pipe has no writer) and checked through the open handle, so
            # what is checked is what is read.
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
            with os.fdopen(fd, "rb") as handle:
                info = os.fstat(handle.fileno())
                if not stat.S_ISREG(info.st_mode):
                    raise error(path, f"not a file (a folder, pipe or device cannot be read as a {what})")
                if info.st_size > limit:
                    raise error(
                        path,
                        f"the {what} is {_size(info.st_size)}, larger than any {what} this app "
                        f"reads (at most {_size(limit)})",
                    )
                data = handle.read(limit + 1)  # the file may have grown since
            if len(data) > limit:
                raise error(path, f"the {what} is larger than any {what} this app reads (at most {_size(limit)})")
            return data
        return path.read_bytes()
    except FileNotFoundError:
        raise error(path, "file not found") from None
    except IsADirectoryError:
        raise error(path, f"not a file (a folder cannot be read as a {what})") from None
    except OSError as exc:
        raise error(path, f"cannot be read ({exc.strerror or exc})") from None


def _size(n: int) -> str:
    """A byte count in words a player reads (kB, MB)."""
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} kB"
    return f"{n} bytes"
