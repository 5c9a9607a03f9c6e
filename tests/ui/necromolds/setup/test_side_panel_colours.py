"""The set-up side panels' lines about the other seats ("Player 4: molding · 3 monsters so far",
"Player 4: 2 of 5 deployed") in each seat's hue lifted to read on the dark panel: play-test r24 found
Grave Purple's line purple on the purple panel, barely readable (the header had been lifted already)."""

from __future__ import annotations

import pytest

from tabletop.games.necromolds import actions as A
from tabletop.ui.kit.panels import LEAST_LIGHT, lightness
from tabletop.ui.necromolds import flow
from tabletop.ui.necromolds.colours import PLAYER_COLOURS
from tests.ui.necromolds.setup.conftest import open_game, steps

PURPLE = PLAYER_COLOURS["Grave Purple"]


def _session(players: int = 4):
    colours = [PLAYER_COLOURS["Candle Amber"]] + [PURPLE] * (players - 1)
    return flow.start_session({"mode": "basic", "map": "twins_vale", "players": players}, set(), colours, seed=4)


def _lines_drawn(monkeypatch, app, scene, module, hook: str) -> list[tuple[str, tuple]]:
    seen: list[tuple[str, tuple]] = []
    real = getattr(module, hook)

    def spy(*a, **k):
        words = next((x for x in a if isinstance(x, str) and x.startswith("Player ")), None)
        if words is not None:
            colour = next(x for x in a[a.index(words) + 1 :] if isinstance(x, tuple))
            seen.append((words, colour))
        return real(*a, **k)

    monkeypatch.setattr(module, hook, spy)
    steps(app, 2)
    return seen


@pytest.mark.parametrize("screen", ["army", "deploy"])
def test_the_other_seats_lines_read_on_the_dark_panel(app, monkeypatch, screen):
    from tabletop.ui.necromolds.setup import army, deploy

    session = _session()
    if screen == "deploy":
        for seat in range(4):
            session.submit(A.MoldPreset(seat=seat, preset="starting_tip"))
            session.submit(A.ArmyDone(seat=seat))
    scene = open_game(app, session)
    assert scene.name == f"necromolds_{screen}"
    if screen == "deploy":
        scene.press("quick")  # the army stands: the panel then lists how far the others are
    module, hook = (army.D, "draw_wrapped") if screen == "army" else (deploy.look, "text")
    drawn = _lines_drawn(monkeypatch, app, scene, module, hook)
    others = [(w, c) for w, c in drawn if w.endswith(("so far", "ready", "deployed"))]
    assert len({w.split(":")[0] for w, _c in others}) == 3, others  # a line for each other seat
    for words, colour in others:
        assert lightness(colour) >= LEAST_LIGHT > lightness(PURPLE), words
