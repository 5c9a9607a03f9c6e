"""Shared by every test: headless SDL, a throwaway user folder per test, markers by place, the
longest tests first (for parallel runs) and the suite's wall time at its end."""

from __future__ import annotations

import os

# Before anything imports pygame: the display must never try to open a real window in tests
# (the end-to-end tests start their own Xvfb and pass DISPLAY to the app they launch).
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import json
import sys
import time
from pathlib import Path

import pytest

# Seconds each test took in a recent whole run (`make durations` writes it): the suite starts the
# longest first, so no long test is left to run alone on one core at the end of a parallel run.
DURATIONS = Path(__file__).with_name("durations.json")
UNKNOWN_SECONDS = 0.05  # a test not in the file (new, or quicker than KEPT_SECONDS) goes with the quick ones
KEPT_SECONDS = 0.1
_STARTED = time.monotonic()


def _durations() -> dict[str, float]:
    try:
        data = json.loads(DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): float(v) for k, v in data.items() if isinstance(v, int | float)}


def pytest_configure(config):
    """Before pytest's own clean-up of old temporary folders can meet one: remove the deep hostile
    trees a killed run left (tests/deep_trees.py)."""
    if not hasattr(config, "workerinput"):
        from tests.deep_trees import sweep

        sweep()


def pytest_collection_modifyitems(config, items):
    """Tests under tests/ui/ are marked `ui` and fail on pygame_gui's warnings; the longest run first."""
    for item in items:
        if "tests/ui/" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.ui)
            # pygame_gui's warnings (missing fonts, text too big for its box) are failures in UI tests
            item.add_marker(pytest.mark.filterwarnings("error::UserWarning"))
    known = _durations()
    if known:  # a stable sort: the same order on every xdist worker, as xdist requires
        items.sort(key=lambda item: -known.get(item.nodeid, UNKNOWN_SECONDS))


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """The suite's wall time, from the start of the session (collection included)."""
    if not hasattr(config, "workerinput"):  # the controller, not an xdist worker
        terminalreporter.write_line(f"suite wall time: {time.monotonic() - _STARTED:.1f} s")


def pytest_sessionfinish(session, exitstatus):
    """`make durations`: each test's seconds in this run (to NECRO_RECORD_DURATIONS) for the order above."""
    path = os.environ.get("NECRO_RECORD_DURATIONS")
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if not path or reporter is None or hasattr(session.config, "workerinput"):
        return
    took: dict[str, float] = {}
    for reports in reporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) in ("setup", "call", "teardown"):
                took[report.nodeid] = took.get(report.nodeid, 0.0) + float(getattr(report, "duration", 0.0))
    kept = {k: round(v, 2) for k, v in sorted(took.items()) if v >= KEPT_SECONDS}
    Path(path).write_text(json.dumps(kept, indent=0) + "\n")


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """NECRO_TABLETOP_HOME in a temporary folder, so settings, saves, the autosave and logs are the test's own."""
    home = tmp_path / "home"
    home.mkdir()
    # the first-game tutorial offer (tabletop/ui/tutorial/learn.py) counts as made: a test that opens a
    # game expects its new-game screen; the offer's own tests (tests/ui/tutorial/) remove this file
    (home / "tutorials.json").write_text('{"offered": ["necromolds", "rise", "corp"]}')
    monkeypatch.setenv("NECRO_TABLETOP_HOME", str(home))
    yield home
    # An app left open by a test must not keep writing autosaves on its thread into the next test.
    persist = sys.modules.get("tabletop.ui.persist")
    if persist is not None:
        persist.autosave_in_background(False)
