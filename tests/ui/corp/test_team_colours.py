"""Play-test r21 (NOT FIXED 1): a Competitive Teams game showed who plays with whom only in words; the
tokens and sheets carried only the seats' colours. Now each team has a colour (NC-TEAM-01): a ring
round each of its tokens on the building and on its sheets, a stripe down its sheets, and a bar under
its "Team N" in the scoreboard (taking no more of the top bar)."""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest

from tabletop.ui import palette
from tabletop.ui.corp import team_colours as TC
from tabletop.ui.corp.table import building_draw as BD
from tests.ui import cvd

pytestmark = pytest.mark.ui

MIN_DELTA_E = 25.0  # as the seats' colours (tests/ui/test_palette.py)


def _contrast(a, b) -> float:
    def lum(c):
        ch = [v / 255 for v in c]
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("name", list(palette.PALETTES))
def test_nc_team_01_the_teams_colours_differ_for_every_eye(name):
    """Every pair of team colours stays ΔE 25 apart for normal sight and under simulated protanopia,
    deuteranopia and tritanopia, in each palette; each reads against the dark line on each side of its
    ring (contrast 3:1)."""
    colours = [TC.team_colour(t, name) for t in range(len(TC.TEAMS))]
    assert len(set(colours)) == 3
    for kind in (None, "protanopia", "deuteranopia", "tritanopia"):
        seen = [np.asarray(c, float) if kind is None else cvd.simulate(c, kind) for c in colours]
        for a, b in itertools.combinations(range(3), 2):
            assert cvd.delta_e(seen[a], seen[b]) >= MIN_DELTA_E, (name, kind, a, b)
    for c in colours:
        assert _contrast(c, BD.INK) >= 3.0, c


def _shown(scenario: str, name: str):
    from tabletop.ui import screenshot

    with screenshot.shown((1280, 800), screenshot._scenario_maker("corp", scenario), palette=name) as app:
        table = app.stack.top
        view = table.tool_view()
        return pygame.surfarray.array3d(app.window).copy(), table, view


@pytest.mark.parametrize("name", list(palette.PALETTES))
def test_nc_team_01_every_token_and_sheet_wears_its_teams_colour(name):
    """teams_late: on the building each token's ring, and down each sheet a stripe, in its team's colour;
    under each "Team N" of the scoreboard a bar of it, within the scoreboard's own box."""
    from tabletop.ui.corp.table import chrome

    frame, _table, view = _shown("teams_late", name)
    st, cam = view.state, view.camera
    assert st.teams
    for seat in range(len(st.players)):
        team = TC.team_of(st, seat)
        want = np.asarray(TC.team_colour(team, name))
        r = BD.to_rect(cam, view.plan.box("token", seat))
        rad = BD.token_radius(r)
        ring = max(2, rad // 4)
        x, y = r.centerx, r.centery - rad + 1 + ring // 2  # in the ring, above the centre
        assert (frame[x, y] == want).all(), (seat, frame[x, y], want)
        sheet = pygame.Rect(view.layout.sheets[seat])
        assert (frame[sheet.x + 3, sheet.centery] == want).all(), (seat, "stripe")
    box = chrome.scoreboard_rect(view.layout, st, chrome.top_buttons_left(view.layout), view.seat)
    assert box is not None
    for team in range(len(st.teams)):
        colour = np.asarray(TC.team_colour(team, name))
        hits = np.argwhere(np.all(frame == colour, axis=-1))
        inside = [(x, y) for x, y in hits if box.inflate(12, 6).collidepoint(x, y)]
        assert len(inside) >= 10, (team, "no bar under its name in the scoreboard")


def test_a_cooperative_game_draws_no_team_ring():
    """Outside a teams game the token is as before: no ring."""
    frame, _table, view = _shown("expansion_infected", "standard")
    assert not view.state.teams
    for t in range(3):
        colour = np.asarray(TC.team_colour(t, "standard"))
        for seat in range(len(view.state.players)):
            r = BD.to_rect(view.camera, view.plan.box("token", seat)).inflate(4, 4)
            part = frame[r.left : r.right, r.top : r.bottom]
            assert not np.all(part == colour, axis=-1).any(), (seat, t)
