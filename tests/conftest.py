"""Shared by every test: headless SDL, and a throwaway user folder per test."""

from __future__ import annotations

import os

# Before anything imports pygame: the display must never try to open a real window in tests
# (the end-to-end tests start their own Xvfb and pass DISPLAY to the app they launch).
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest


def pytest_collection_modifyitems(config, items):
    """pygame_gui's warnings (missing fonts, text too big for its box) are failures in UI tests."""
    for item in items:
        if "tests/ui" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.filterwarnings("error::UserWarning"))


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """NECRO_TABLETOP_HOME in a temporary folder, so settings, saves, the autosave and logs are the test's own."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("NECRO_TABLETOP_HOME", str(home))
    yield home
    # An app left open by a test must not keep writing autosaves on its thread into the next test.
    import sys

    persist = sys.modules.get("tabletop.ui.persist")
    if persist is not None:
        persist.autosave_in_background(False)
