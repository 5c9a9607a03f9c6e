"""Where a Rise fight's dice are rolled, for the replay viewer ("Fight >" lands on that action; a fight
begun and ended by one move is found by it). A land's dice and the roll for black are not a fight's."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.rise import events as E


def rolled(events: Sequence) -> bool:
    """Whether one action's events roll a fight's dice (RN-COMBAT-04)."""
    return any(isinstance(getattr(e, "record", None), E.Rolled) for e in events)
