"""Where a NecronomiCORP fight's dice are rolled, for the replay viewer ("Fight >" lands on that action):
an attack, a monster's attack or an escape rolled (a free escape rolls nothing)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.corp import fight_events as F


def rolled(events: Sequence) -> bool:
    """Whether one action's events roll a fight's dice (NC-FIGHT-04)."""
    for e in events:
        r = getattr(e, "record", None)
        if isinstance(r, (F.AttackRolled, F.FoeAttacked)) or (isinstance(r, F.EscapeRolled) and not r.free):
            return True
    return False
