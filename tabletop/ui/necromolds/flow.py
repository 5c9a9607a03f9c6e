"""Which Necromolds screen shows a session: always the one game screen (`NecromoldsScreen`), which
shows the set-up step or the battle table the engine's phase asks for. Used after Start, on load,
on resume and for a rematch.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.necromolds import persist
from tabletop.ui.necromolds.setup.screen import SETUP_PHASES, NecromoldsScreen
from tabletop.ui.necromolds.starting import fresh_seed, start_session


def scene_for(ctx, session: Session, bot_seats: Iterable[int], colours) -> NecromoldsScreen:
    """The game screen for a session, at the step its phase asks for (solo play: the solo table)."""
    if getattr(session.state, "solo", None) is not None:
        from tabletop.ui.necromolds.solo.screen import SoloScreen

        return SoloScreen(ctx, session, set(bot_seats), [tuple(c) for c in colours])
    return NecromoldsScreen(ctx, session, set(bot_seats), [tuple(c) for c in colours])


def new_game_scene(ctx, settings: Mapping[str, Any], bot_seats: Iterable[int], colours) -> NecromoldsScreen:
    """A new game with these settings (fresh seed) at its first step: Start, or a rematch."""
    session = start_session(settings, bot_seats, colours)
    return scene_for(ctx, session, bot_seats, colours)


def scene_for_session(ctx, session: Session) -> NecromoldsScreen:
    """The screen for a loaded session, with the seats and colours kept in its settings."""
    bots, colours = persist.seats_and_colours(session)
    return scene_for(ctx, session, bots, colours)


__all__ = ["SETUP_PHASES", "fresh_seed", "new_game_scene", "scene_for", "scene_for_session", "start_session"]
