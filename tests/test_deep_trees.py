"""The deep-tree sweep that keeps pytest's own clean-up from failing a later run (CI failed so once)."""

import os
import shutil

import pytest

from tests.deep_trees import remove, sweep


def _deep(top, depth):
    top.mkdir(parents=True)
    fd = os.open(top, os.O_RDONLY)
    try:
        for _ in range(depth):  # relative steps: the whole path is longer than the system takes
            os.mkdir("d", dir_fd=fd)
            inner = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
        os.close(os.open("f", os.O_CREAT | os.O_WRONLY, dir_fd=fd))
    finally:
        os.close(fd)


def test_the_sweep_removes_deep_trees_and_garbage_and_keeps_the_rest(tmp_path):
    root = tmp_path / "pytest-of-someone"
    try:
        _deep(root / "pytest-7" / "popen-gw0" / "test_x0" / "mods" / "hostile", 1100)
        _deep(root / "garbage-1234", 5)
        kept = root / "pytest-7" / "popen-gw0" / "test_y0" / "home" / "saves"
        kept.mkdir(parents=True)
        (kept / "a.json").write_text("{}")
        with pytest.raises(RecursionError):  # what pytest's clean-up met
            shutil.rmtree(root / "pytest-7")
        gone = sweep(root)
        assert len(gone) == 2 and any("garbage-1234" in g for g in gone)
        assert not (root / "garbage-1234").exists()
        assert (kept / "a.json").read_text() == "{}"
        assert (root / "pytest-7" / "popen-gw0" / "test_x0" / "mods" / "hostile" / "d").is_dir()
        shutil.rmtree(root)  # now shallow enough for the recursive clean-up
    finally:
        remove(root)


def test_the_sweep_leaves_a_running_sessions_folder_and_bears_a_tree_removed_under_it(tmp_path):
    """Two pytest sessions at once (an engineer's and a helper's): the sweep of one met the other's
    deep tree half removed and stopped with FileNotFoundError (an INTERNALERROR). A numbered folder
    whose `.lock` names a live process is left to that process; one whose process is gone is swept;
    and removing a tree whose entries vanish meanwhile is no error."""
    root = tmp_path / "pytest-of-someone"
    try:
        live = root / "pytest-8"
        dead = root / "pytest-9"
        _deep(live / "popen-gw0" / "t0" / "hostile", 80)
        _deep(dead / "popen-gw0" / "t0" / "hostile", 80)
        (live / ".lock").write_text(str(os.getppid()))  # a process that is alive: the one running pytest
        (dead / ".lock").write_text("999999999")  # no such process
        gone = sweep(root)
        assert gone and all("pytest-9" in g for g in gone)
        assert (live / "popen-gw0" / "t0" / "hostile" / "d").is_dir()
        remove(live / "popen-gw0" / "t0" / "no-such-folder")  # already gone: nothing to do, no error
    finally:
        remove(root)
