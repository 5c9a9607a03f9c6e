"""The headless monkey (tests/ui/monkey_tables.py) on Rise of the Necromancers: seeded random input, with
progress gestures found where the app placed them, from the menu through the new-game form, the set-up
shown over the table and the table to the end screen, against the computer and hot-seat. Pass: no error
screen, exception or pygame_gui warning in the log, no frame over its budget (monkey.too_slow), the table
reached, and the autosave (and the last Ctrl+S save) still replays with `tabletop replay --verify`.

NECRO_MONKEY_SEED replays a failure; NECRO_MONKEY_SECONDS makes each run longer."""

from __future__ import annotations

import pytest

from tests.ui.monkey_tables import play_and_check

SECONDS = 10.0  # CPU seconds per run in `make test` (hurried through the forms): about 20 s a file alone, 40 s beside other work


@pytest.mark.parametrize("people", [1, 2], ids=["against-bots", "hot-seat"])
def test_headless_monkey_on_rise(people, user_home, monkeypatch):
    """Random input on Rise of the Necromancers's new-game form, set-up and table (bots or a second person) breaks nothing."""
    play_and_check(user_home, monkeypatch, "rise", people, SECONDS)
