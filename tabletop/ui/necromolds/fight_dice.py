"""Where a Necromolds combat's dice are rolled, for the replay viewer ("Fight >" lands on that action,
not on the attack that began the combat, two steps of buying dice before it). Command dice and
roll-offs are not a combat's."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.necromolds import events as E


def rolled(events: Sequence) -> bool:
    """Whether one action's events roll a combat's dice (NM-COMBAT-04)."""
    return any(isinstance(getattr(e, "record", None), E.CombatRolled) for e in events)
