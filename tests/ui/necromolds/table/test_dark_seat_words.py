"""Words in a seat's colour on the dark table read whatever the colour (play-test r24, four players with
Grave Purple): the top bar's prompt, the combat window's monster names and the end screen's account are
the seat's hue lifted to at least LEAST_LIGHT (kit `readable`), never the raw dark colour."""

from __future__ import annotations

import pygame

from tabletop.core.protocol import Outcome
from tabletop.ui.kit import notices
from tabletop.ui.kit.panels import LEAST_LIGHT, lightness, readable
from tabletop.ui.necromolds.colours import PLAYER_COLOURS
from tests.ui.necromolds.table.conftest import frame, scenario_scene

PURPLE = PLAYER_COLOURS["Grave Purple"]


def _spy(monkeypatch, module, name: str) -> list[tuple[str, tuple]]:
    """(words, colour) of every line `module.name` draws (text(surface, kind, size, words, pos, colour, ...))."""
    seen: list[tuple[str, tuple]] = []
    real = getattr(module, name)

    def spy(surface, kind, size, words, pos, colour=None, *a, **k):
        seen.append((words, tuple(colour) if colour is not None else ()))
        return real(surface, kind, size, words, pos, colour, *a, **k)

    monkeypatch.setattr(module, name, spy)
    return seen


def test_the_prompt_in_the_top_bar_is_lifted(monkeypatch, screen):
    seen = _spy(monkeypatch, notices, "text")
    notices.draw_banner(
        screen, (0, 0, 1280, 52), 1.0, "Round 1 · Player 4 (computer) is choosing their command", PURPLE, 900
    )
    assert seen and all(lightness(c) >= LEAST_LIGHT for _w, c in seen)
    assert lightness(PURPLE) < LEAST_LIGHT  # (the colour itself would not read)


def test_the_combat_windows_names_are_lifted(ctx, screen, monkeypatch):
    from tabletop.ui.necromolds.table import combat_view

    scene = scenario_scene(ctx, "combat_window")
    scene.colours = [PURPLE] * len(scene.colours)
    seen = _spy(monkeypatch, combat_view.D, "text")
    for _ in range(3):
        frame(scene, screen)
    names = (
        {scene.combat_record().name(scene.state, side) for side in (0, 1)} if hasattr(scene, "combat_record") else set()
    )
    lifted = [(w, c) for w, c in seen if c == readable(PURPLE)]
    assert lifted, seen  # the monsters' names, in the seat's hue lifted
    assert names <= {w for w, _c in lifted}
    assert not [(w, c) for w, c in seen if c == PURPLE]  # nothing in the raw dark colour


def test_the_end_screens_account_is_lifted(ctx, monkeypatch, screen):
    from tabletop.ui.necromolds.table import end_screen as ES

    state = scenario_scene(ctx, "game_over").state
    end = ES.end_screen(state, Outcome((0,)), frozenset({1}), [PURPLE] * len(state.seats))
    seen = _spy(monkeypatch, ES, "text")
    end.account(screen, pygame.Rect(100, 100, 600, 400), 1.0, end)
    lines = [(w, c) for w, c in seen if " left, " in w]
    assert len(lines) == len(state.seats) and all(lightness(c) >= LEAST_LIGHT for _w, c in lines), lines
