"""What the Necromolds new-game form remembers beside the schema's values (tabletop.ui.scenes.form_memory):
each seat's colour, the battle map's file and the share of the clay, each checked against what the form
offers before it is taken (a colour of the palette nobody else has, a map found now, a share it lists)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from tabletop.ui.necromolds.colours import PLAYER_COLOURS
from tabletop.ui.scenes.form_memory import dropped

CLAY_SHARES = (1.0, 0.75, 0.5)  # the shares the form lists (new_game.CLAY_CHOICES)


def record(extras) -> dict[str, Any]:
    """The form's own choices as the file keeps them."""
    return {"colours": list(extras.colours), "map": extras.map, "clay": extras.clay}


def fitted_colours(colours: tuple[str, ...], players: int) -> tuple[str, ...]:
    """`colours` cut or filled to `players` seats, a new seat taking a colour nobody has."""
    out = list(colours[:players])
    while len(out) < players:
        out.append(next(c for c in PLAYER_COLOURS if c not in out))
    return tuple(out)


def recalled(extras, given: Mapping[str, Any], players: int, maps: list[str], path: Path):
    """`extras` with each remembered choice in `given` that the form offers now (others dropped, logged)."""
    colours = list(fitted_colours(extras.colours, players))
    remembered = given.get("colours", [])
    if not isinstance(remembered, list):
        dropped(path, "extras.colours", remembered, "expected a list of colours, one a seat")
        remembered = []
    for seat, colour in enumerate(remembered[:players]):
        if not isinstance(colour, str) or colour not in PLAYER_COLOURS:
            dropped(path, f"extras.colours[{seat}]", colour, f"expected one of {', '.join(PLAYER_COLOURS)}")
        elif colour in colours[:seat]:
            dropped(path, f"extras.colours[{seat}]", colour, "an earlier seat has that colour")
        else:
            if colour in colours:  # the seat that had it by default takes this seat's
                colours[colours.index(colour)] = colours[seat]
            colours[seat] = colour
    extras = replace(extras, colours=tuple(colours))
    stem = given.get("map")
    if stem is not None:
        if isinstance(stem, str) and stem in maps:
            extras = replace(extras, map=stem)
        else:
            dropped(path, "extras.map", stem, "not a battle map found now")
    share = given.get("clay")
    if share is not None:
        if isinstance(share, (int, float)) and not isinstance(share, bool) and share in CLAY_SHARES:
            extras = replace(extras, clay=float(share))
        else:
            dropped(path, "extras.clay", share, f"expected one of {', '.join(str(c) for c in CLAY_SHARES)}")
    return extras


def not_a_value(value: Any) -> Any:
    """The map and the clay are the form's own choices (its extras), never its values: ignored there."""
    raise KeyError("kept with the form's own choices")
