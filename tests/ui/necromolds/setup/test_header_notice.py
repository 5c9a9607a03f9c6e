"""The set-up header's last message (NM-SETUP): read whole where one line does not hold it.

Played (r30, hot-seat at 960x600 with Large text): after Player 2 took the Starting Tip army the header
said "Starting Tip: 1 Insectom…" through deployment; the message now takes two lines."""

from __future__ import annotations

import pytest

from tabletop.ui import registry, screenshot
from tests.ui.recording import drawn_words

TIP = "Starting Tip: 1 Insectomite, 3 Graveghouls, the rest Mud Mumps"


@pytest.mark.parametrize(
    ("size", "scale", "large"), [((960, 600), 100, True), ((1280, 800), 150, False), ((1280, 800), 100, False)]
)
def test_the_header_message_is_read_whole(monkeypatch, size, scale, large):
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "setup_deploy")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=scale, large_text=large) as app:
        screen = app.stack.top
        screen.flash(TIP)
        words = drawn_words(monkeypatch, size, screen.draw)
        header = [(w, r) for w, r in words if r.bottom <= 90 * scale / 100 and w != "Deploy"]
        said = " ".join(w for w, r in sorted(header, key=lambda wr: (wr[1].top, wr[1].left)) if "Player" not in w)
        assert said == TIP, header
        assert not any("…" in w for w, _r in header), header
        turn = next(r for w, r in header if w.startswith("Player"))
        for w, r in header:
            if w != turn and not w.startswith("Player"):
                assert not r.colliderect(turn), f"{w!r} at {r} runs into the turn's words at {turn}"
