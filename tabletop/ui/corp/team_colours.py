"""The teams' colours of a Competitive Teams game (NC-TEAM-01): a ring round each token on the building,
a stripe down each sheet, a bar under "Team N" in the scoreboard, so a newcomer sees who plays with whom
(play-test r21: only the seats' own colours showed).

Chosen apart from each other for normal sight and under simulated protanopia, deuteranopia and
tritanopia (ΔE >= 25, tests/ui/corp/test_team_colours.py), in both palettes of the Settings, and light
enough to read against the dark line drawn on each side of a ring. Pure data: no pygame."""

from __future__ import annotations

from tabletop.ui import palette

RGB = tuple[int, int, int]

# team -> (colour-blind safe, high contrast); the names say them in words (the scoreboard's tooltip)
TEAMS: tuple[tuple[str, RGB, RGB], ...] = (
    ("orange", (255, 140, 0), (255, 120, 0)),
    ("blue", (70, 130, 255), (40, 110, 255)),
    ("white", (245, 245, 245), (255, 255, 255)),
)


def team_colour(team: int, name: str | None = None) -> RGB:
    """A team's colour (team 0 first) in the palette `name` (the active one by default)."""
    _word, standard, contrast = TEAMS[team % len(TEAMS)]
    return contrast if (name or palette.active()) == "high_contrast" else standard


def team_name(team: int) -> str:
    """A team's colour in words: "orange"."""
    return TEAMS[team % len(TEAMS)][0]


def team_of(st, seat: int) -> int | None:
    """The team a seat plays in (None outside a teams game)."""
    if not getattr(st, "teams", None):
        return None
    return next((t for t, seats in enumerate(st.teams) if seat in seats), None)


def seat_team_colour(st, seat: int) -> RGB | None:
    """The colour of a seat's team, None outside a teams game."""
    team = team_of(st, seat)
    return None if team is None else team_colour(team)
