"""Table states with 2, 3 or 4 seats for layout and drawing tests: real games, played by bots
up to their first assigning (NM-MULTI), cached per seat count."""

from __future__ import annotations

from functools import lru_cache

import msgspec

from tabletop.core.session import Session
from tabletop.games import get_game


@lru_cache(maxsize=8)
def assign_state(players: int = 2, seed: int = 3, map_id: str = "twins_vale"):
    """A standard game of `players` seats played by bots up to its first assigning (the engine's state)."""
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "standard", "map": map_id, "players": players}, seed)
    driver = BotDriver(session, list(range(players)), delay=0.0)
    for _ in range(600):
        if session.state.phase == "assign":
            break
        seat = driver.bot_to_act()
        if seat is None or driver.step(seat) is None:
            break
    assert session.state.phase == "assign", "the bots did not reach the first assigning"
    return session.state


def with_order(state, turn_order=None, out=(), order_cards=None):
    """A copy of `state` with this turn order, these seats out and these turn order cards."""
    changes = {"out": list(out)}
    if turn_order is not None:
        changes["turn_order"] = list(turn_order)
        changes["first"] = turn_order[0]
    if order_cards is not None:
        changes["order_cards"] = list(order_cards)
    return msgspec.structs.replace(state, **changes)
