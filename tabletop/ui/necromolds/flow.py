"""Which Necromolds screen shows a session: routed by the engine's phase.

terrain -> TerrainScene, army -> ArmyScene, deploy -> DeployScene, assign and later ->
the battle table. Used after Start, after every set-up step, on load and on resume.
Between two human seats (hot-seat) a hand-over screen makes the change of player obvious.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.necromolds import persist
from tabletop.ui.necromolds.starting import fresh_seed, start_session
from tabletop.ui.scene import Scene, Transition, replace

SETUP_PHASES = ("terrain", "army", "deploy")


def shown_seat(session: Session, bot_seats: Iterable[int]) -> int | None:
    """The seat a set-up screen is shown for: the first human that must act, else the acting bot."""
    state = session.state
    bots = set(bot_seats)
    if state.phase == "terrain":
        return None  # one screen for both placers; the banner says whose turn it is
    acting = list(session.game.to_act(state))
    humans = [s for s in acting if s not in bots]
    if humans:
        return humans[0]
    return acting[0] if acting else None


def screen_key(session: Session, bot_seats: Iterable[int]) -> tuple[str, int | None]:
    """(screen, seat): when this changes after an action, another scene takes over."""
    phase = session.state.phase
    screen = phase if phase in SETUP_PHASES else "table"
    seat = shown_seat(session, bot_seats) if screen in ("army", "deploy") else None
    return screen, seat


def scene_for(ctx, session: Session, bot_seats: Iterable[int], colours, seat: int | None = None) -> Scene:
    """The scene for the session's phase (set-up screens, else the battle table)."""
    bots = set(bot_seats)
    colours = [tuple(c) for c in colours]
    screen, shown = screen_key(session, bots)
    if seat is None:
        seat = shown
    if screen == "terrain":
        from tabletop.ui.necromolds.setup.terrain import TerrainScene

        return TerrainScene(ctx, session, bots, colours)
    if screen == "army":
        from tabletop.ui.necromolds.setup.army import ArmyScene

        return ArmyScene(ctx, session, bots, colours, seat)
    if screen == "deploy":
        from tabletop.ui.necromolds.setup.deploy import DeployScene

        return DeployScene(ctx, session, bots, colours, seat)
    from tabletop.ui.necromolds.table import TableScene

    return TableScene(ctx, session, bots, colours)


def next_transition(ctx, session: Session, bot_seats: Iterable[int], colours, from_seat: int | None) -> Transition:
    """Replace the current set-up screen with the next one, via a hand-over between two humans."""
    bots = set(bot_seats)
    target = scene_for(ctx, session, bots, colours)
    seat = getattr(target, "seat", None)
    if needs_handover(bots, from_seat, seat):
        from tabletop.ui.necromolds.setup.handover import HandoverScene

        return replace(HandoverScene(ctx, seat, colours[seat], target))
    return replace(target)


def needs_handover(bot_seats: Iterable[int], from_seat: int | None, to_seat: int | None) -> bool:
    """True when the table passes from one human seat to another."""
    bots = set(bot_seats)
    return (
        from_seat is not None
        and to_seat is not None
        and from_seat != to_seat
        and from_seat not in bots
        and to_seat not in bots
    )


def new_game_scene(ctx, settings: Mapping[str, Any], bot_seats: Iterable[int], colours) -> Scene:
    """A new game with these settings (fresh seed) at its first screen: Start, or a rematch."""
    session = start_session(settings, bot_seats, colours)
    return scene_for(ctx, session, bot_seats, colours)


def scene_for_session(ctx, session: Session) -> Scene:
    """The scene for a loaded session, with the seats and colours kept in its settings."""
    bots, colours = persist.seats_and_colours(session)
    return scene_for(ctx, session, bots, colours)


__all__ = [
    "SETUP_PHASES",
    "fresh_seed",
    "new_game_scene",
    "scene_for",
    "scene_for_session",
    "screen_key",
    "shown_seat",
    "start_session",
]
