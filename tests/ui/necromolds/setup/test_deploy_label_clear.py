"""Deployment by keys (NM-SETUP-19/20): the focus's label never lies on another button's word.

Play-test r29 at UI scale 150: "1. Deploy all along my edge" lay over the disabled Done button's word
(Done is no target while monsters are left to deploy, and its faint word reads as no letters)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds.library import library
from tabletop.ui import look, registry, screenshot
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.flow import scene_for
from tabletop.ui.necromolds.setup.layout import setup_layout
from tests.ui.app_keys import press
from tests.ui.recording import key_chips


@pytest.mark.parametrize(
    ("size", "scale", "large"), [((1280, 800), 150, False), ((1280, 800), 100, False), ((960, 600), 100, True)]
)
def test_the_deploy_all_label_leaves_the_disabled_done_alone(size, scale, large):
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "setup_deploy")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=scale, large_text=large) as app:
        press(app, pygame.K_TAB)
        screen = app.stack.top
        target = screen.focus.focused()
        assert target is not None and target.label.startswith("Deploy all"), target
        assert not screen.step.done_state()[0], "Done is disabled: monsters are left to deploy"
        L = setup_layout(tuple(screen.ctx.size))
        box = screen.focus.label_place.last[2] if screen.focus.label_place.last else None
        for name in ("done", "menu", "save"):
            assert box is None or not box.colliderect(pygame.Rect(L[name])), f"the label {box} lies on {name}"


GAME = Path(__file__).with_name("deploy_cragmaws_game.json")


def _game(ctx):
    """Player 1 to deploy Cragmaws (large bases: the legal spots spread along the whole strip) with the
    computer's army deployed: a game played in a real window (r30), as its save kept it."""
    data = json.loads(GAME.read_text())
    game = get_game("necromolds")
    session = Session(game, data["settings"], data["seed"])
    for a in data["actions"]:
        session.submit(game.decode_action(a))
    scene = scene_for(ctx, session, [1], [tuple(c) for c in data["settings"]["ui"]["colours"]])
    scene.enter()
    scene.show_phase()
    scene.still()
    return scene, 3


def _discs(app, monkeypatch) -> list[pygame.Rect]:
    """The boxes of the number discs the focus paints in one frame (read from its drawing calls)."""
    return [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for (x, y), r in key_chips(app, monkeypatch)]


@pytest.mark.parametrize(("size", "scale", "large"), [((1280, 800), 100, False), ((960, 600), 100, True)])
def test_no_spot_number_lies_on_the_border_strips_name(monkeypatch, size, scale, large):
    """NM-SETUP-19: the legal spots along the strip by keys: their numbers keep off "Player 1's border"
    (r30, played: the numbers 5 to 7 lay on its words, "Pla⑤er 1's border")."""
    with screenshot.shown(size, _game, ui_scale=scale, large_text=large) as app:
        press(app, pygame.K_TAB)
        screen = app.stack.top
        step = screen.step
        assert step is not None and step.seat == 0 and step.is_human(0)
        s = ui_scale(tuple(screen.ctx.size))
        strip = step._strip_rect()
        font = look.font("serif_bold", max(10, min(int(14 * s), strip.height - 4)))
        name = step._label_place(strip, font.size("Player 1's border"), int(8 * s), library().maps[step.state.map])
        discs = _discs(app, monkeypatch)
        assert len(discs) >= 8, discs
        for d in discs:
            assert not d.colliderect(name), f"a number at {d.center} lies on the strip's name {name}"
