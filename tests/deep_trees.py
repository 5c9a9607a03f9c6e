"""Folder trees too deep for recursion: the hostile-mod tests build 1,100-deep folders, and pytest's own
clean-up of old temporary folders (shutil.rmtree, recursive) dies on such a tree with RecursionError
and fails the run that happens to clean it, even a run that never built one. So every deep tree is
removed here without recursion, by the test that built it, and the session sweeps any left behind by
a killed run before pytest's clean-up can meet it."""

from __future__ import annotations

import getpass
import os
import tempfile
from pathlib import Path

# No real test folder comes near this depth; anything deeper is a hostile case left behind.
SWEEP_DEPTH = 60


def _gone_already(op, path: str) -> None:
    """`op(path)`, an entry another process removed first being no error (two sessions may sweep at once)."""
    try:
        op(path)
    except FileNotFoundError:
        pass


def remove(top: Path | str) -> None:
    """Delete a tree, however deep, with an explicit stack instead of recursion; entries that vanish
    meanwhile (another session sweeping the same tree) are no error."""
    stack = [str(top)]
    while stack:
        here = stack[-1]
        try:
            entries = list(os.scandir(here))
        except FileNotFoundError:
            stack.pop()
            continue
        except NotADirectoryError:
            _gone_already(os.unlink, here)
            stack.pop()
            continue
        inner = [e.path for e in entries if e.is_dir(follow_symlinks=False)]
        for e in entries:
            if not e.is_dir(follow_symlinks=False):
                _gone_already(os.unlink, e.path)
        if inner:
            stack.extend(inner)
        else:
            _gone_already(os.rmdir, here)
            stack.pop()


def pytest_root() -> Path:
    """Where pytest keeps its numbered temporary folders (as _pytest.tmpdir names it)."""
    try:
        user = getpass.getuser()
    except (ImportError, KeyError, OSError):
        user = "unknown"
    return Path(tempfile.gettempdir()) / f"pytest-of-{user}"


def in_use(top: Path | str) -> bool:
    """A numbered folder a running pytest still holds: its `.lock` names a live process (pytest
    writes its pid there and removes the lock at exit). Its trees are that run's to remove."""
    try:
        pid = int((Path(top) / ".lock").read_text().strip() or 0)
    except (OSError, ValueError):
        return False
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep(root: Path | None = None, depth: int = SWEEP_DEPTH) -> list[str]:
    """Remove every folder found `depth` levels below `root` (and pytest's half-deleted garbage-*
    folders whole); returns what went. A walk with a stack, so the deep trees cannot stop it. A
    folder a running session still holds (`in_use`) is left to it."""
    root = root or pytest_root()
    gone: list[str] = []
    try:
        tops = list(os.scandir(root))
    except OSError:
        return gone
    for top in tops:
        if top.is_symlink() or not top.is_dir():
            continue
        if top.name.startswith("garbage-"):
            remove(top.path)
            gone.append(top.path)
            continue
        if in_use(top.path):
            continue
        stack = [(top.path, 1)]
        while stack:
            here, level = stack.pop()
            try:
                inner = [e.path for e in os.scandir(here) if e.is_dir(follow_symlinks=False)]
            except OSError:
                continue
            for path in inner:
                if level + 1 >= depth:
                    remove(path)
                    gone.append(path)
                else:
                    stack.append((path, level + 1))
    return gone
