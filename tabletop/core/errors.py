"""Errors shared by every game: refusals and unreadable files."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse; `reason` says why, for the player to read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SaveError(Exception):
    """A save file that cannot be used; the message names the file and the problem."""

    def __init__(self, path, problem: str):
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


class ContentError(Exception):
    """A content file that does not validate; names the file, the field and what was expected."""

    def __init__(self, path, problem: str, field: str | None = None):
        where = f"{path}: {field}: " if field else f"{path}: "
        super().__init__(where + problem)
        self.path = path
        self.field = field
        self.problem = problem


def read_bytes(path, error: type) -> bytes:
    """A file's bytes, or `error(path, problem)` saying it is missing or unreadable (saves and content)."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise error(path, "file not found") from None
    except OSError as exc:
        raise error(path, f"cannot be read ({exc.strerror or exc})") from None
