"""Headless screenshots of every named scene."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.screenshot import render_scene, scene_names


def test_known_names():
    names = scene_names()
    for required in ("menu", "settings", "load", "necromolds_setup", "corp_setup"):
        assert required in names


@pytest.mark.parametrize("name", scene_names())
def test_render_each_scene(tmp_path, name):
    out = tmp_path / "shots" / f"{name}.png"
    render_scene(name, out, size=(1024, 640))
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1024, 41) for y in range(0, 640, 31)}
    assert len(colours) > 50
    assert list(out.parent.iterdir()) == [out]  # written atomically: no temporary file left


def test_unknown_scene_lists_the_known_ones(tmp_path):
    with pytest.raises(ValueError) as err:
        render_scene("credits", tmp_path / "x.png")
    assert "menu" in str(err.value) and "necromolds_setup" in str(err.value)
