"""Issue 26, "colour never the only cue": the player colours of all three games come from one palette
(tabletop/ui/palette.py) that stays apart for colour-blind players, in both of its forms.

Checked on rendered screenshots: a table of each game with its seats is rendered headless, the pixels
painted in each seat's colour are found, the whole frame is put through a simulation of protanopia,
deuteranopia and tritanopia (Machado et al. 2009, tests/ui/cvd.py), and every pair of seats must stay
at least MIN_DELTA_E apart there; in a greyscale copy they must differ in lightness by MIN_LIGHTNESS,
and their emblems (the second cue) must have different shapes.

Why these thresholds: a CIE76 ΔE of about 2.3 is the smallest difference one can notice side by side;
MIN_DELTA_E = 25 (ten times that) is "a different colour" at a glance, for small pieces seen apart on
the table rather than side by side. Six colours cannot each be far apart in lightness alone (L* runs
0..100 and the dark table takes the bottom of it), so greyscale asks for MIN_LIGHTNESS = 8 L* (a
clearly visible step of grey) and leaves the rest to the emblem, which never depends on colour.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from tabletop.ui import palette
from tests.ui import cvd

pytestmark = pytest.mark.ui

MIN_DELTA_E = 25.0
MIN_LIGHTNESS = 8.0
DEFICIENCIES = ("protanopia", "deuteranopia", "tritanopia")
# A table of each game with as many seats as its scenarios have.
TABLES = (("necromolds", "assign_round1_4p"), ("rise", "late_game"), ("corp", "teams_late"))


def _pairs_apart(colours: dict, what: str) -> list[str]:
    """Every pair of seats closer than MIN_DELTA_E, for normal sight and each deficiency (colours: seat -> rgb)."""
    problems = []
    for kind in (None, *DEFICIENCIES):
        seen = {s: (np.asarray(c, float) if kind is None else cvd.simulate(c, kind)) for s, c in colours.items()}
        for a, b in itertools.combinations(seen, 2):
            d = cvd.delta_e(seen[a], seen[b])
            if d < MIN_DELTA_E:
                problems.append(f"{what}: seats {a} and {b} only ΔE {d:.1f} apart under {kind or 'normal sight'}")
    return problems


@pytest.mark.parametrize("name", list(palette.PALETTES))
@pytest.mark.parametrize("game", list(palette.GAME_SLOTS))
def test_every_games_colours_stay_apart_under_colour_blindness(game, name):
    """All of a game's seat colours (more than any scenario seats), in each palette: apart under each
    simulated deficiency, and apart in lightness."""
    colours = dict(enumerate(palette.game_colours(game, name)))
    assert not _pairs_apart(colours, f"{game} {name}")
    light = {s: cvd.lab(c)[0] for s, c in colours.items()}
    close = [(a, b) for a, b in itertools.combinations(light, 2) if abs(light[a] - light[b]) < MIN_LIGHTNESS]
    assert not close, f"{game} {name}: seats alike in grey: {close}"


def test_the_check_finds_colours_a_colour_blind_player_confuses():
    """The check itself: the old red and green of NecronomiCORP-like clay, far apart for normal sight,
    fall together under deuteranopia and are reported."""
    red, green = (196, 84, 52), (118, 146, 84)
    assert cvd.delta_e(red, green) > MIN_DELTA_E
    problems = _pairs_apart({0: red, 1: green}, "old")
    assert any("deuteranopia" in p for p in problems) and any("protanopia" in p for p in problems)


def _frame_and_colours(game: str, scenario: str, name: str):
    """A scenario's last frame as an (w, h, 3) array, and its table's seat colours."""
    import pygame

    from tabletop.ui import screenshot

    with screenshot.shown((1280, 800), screenshot._scenario_maker(game, scenario), palette=name) as app:
        top = app.stack.top
        colours = [tuple(c) for c in top.colours]
        frame = pygame.surfarray.array3d(app.window).astype(float)
    return frame, colours


@pytest.mark.parametrize("name", list(palette.PALETTES))
@pytest.mark.parametrize(("game", "scenario"), TABLES)
def test_seats_stay_apart_on_a_rendered_table(game, scenario, name):
    """The table paints its seats in the chosen palette, and on the rendered frame put through each
    simulated deficiency (and greyscale) the seats' pixels stay apart."""
    frame, colours = _frame_and_colours(game, scenario, name)
    assert colours == [palette.shown(c, name) for c in colours], "the table paints the chosen palette"
    masks = {}
    for seat, rgb in enumerate(colours):
        mask = np.all(np.abs(frame - np.asarray(rgb, float)) < 1.5, axis=-1)
        assert mask.sum() >= 20, f"{game} {scenario}: seat {seat}'s colour {rgb} is hardly on the screen"
        masks[seat] = mask
    problems = []
    for kind in DEFICIENCIES:
        seen = cvd.simulate(frame, kind)
        means = {seat: seen[m].mean(axis=0) for seat, m in masks.items()}
        for a, b in itertools.combinations(means, 2):
            d = cvd.delta_e(means[a], means[b])
            if d < MIN_DELTA_E:
                problems.append(f"seats {a} and {b}: ΔE {d:.1f} under {kind}")
    grey = cvd.lab(frame)[..., 0]
    light = {seat: grey[m].mean() for seat, m in masks.items()}
    for a, b in itertools.combinations(light, 2):
        if abs(light[a] - light[b]) < MIN_LIGHTNESS:
            problems.append(f"seats {a} and {b}: lightness {light[a]:.0f} and {light[b]:.0f} in greyscale")
    assert not problems, f"{game} {scenario} ({name}):\n  " + "\n  ".join(problems)


def test_every_seats_emblem_has_its_own_shape_in_greyscale():
    """The second cue: the emblems of six seats, drawn in their colours and read in greyscale, differ in
    shape (their filled areas overlap little), so two seats of like grey are still told apart."""
    import pygame

    from tabletop.ui.kit.emblems import emblem_chip
    from tabletop.ui.screenshot import _headless

    _headless()
    pygame.init()
    shapes = []
    for seat, rgb in enumerate(palette.game_colours("necromolds")):
        chip = emblem_chip(seat, rgb, 48)
        alpha = pygame.surfarray.array_alpha(chip) > 0
        shapes.append(alpha)
    for a, b in itertools.combinations(range(len(shapes)), 2):
        inter = np.logical_and(shapes[a], shapes[b]).sum()
        union = np.logical_or(shapes[a], shapes[b]).sum()
        assert inter / union < 0.85, f"emblems of seats {a} and {b} are nearly the same shape"


def test_old_saves_and_either_palette_map_to_the_same_seat():
    """A colour kept by an old save, or by a table in the other palette, is painted as its slot."""
    old_amber = (240, 172, 76)
    assert palette.shown(old_amber, "standard") == palette.colour("amber", "standard")
    assert palette.shown(palette.colour("red", "high_contrast"), "standard") == palette.colour("red", "standard")
    assert palette.shown((1, 2, 3)) == (1, 2, 3)  # a colour of no slot is left alone
