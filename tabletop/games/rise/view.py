"""What one seat may know of a Rise game (RN-SETUP-09; issue 11's hidden information).

Hidden: other players' hands (shown as HIDDEN cards, so their number is public), the order of
every deck (face down: HIDDEN cards), the cards left in the box, the cards a Library or Workshop
look shows (only the looker sees them), and the future (the RNG and forced dice). Everything else
(cards in play, counters, dice results, combats) is public.
"""
from __future__ import annotations

from tabletop.core.rng import RNG
from tabletop.games.rise.state import HIDDEN, State, clone

_NEUTRAL = RNG(0).get_state()


def view(state: State, seat: int | None) -> State:
    out = clone(state)
    out.rng = dict(_NEUTRAL)
    out.forced = []
    for s, p in enumerate(out.players):
        if s != seat:
            p.hand = [HIDDEN] * len(p.hand)
            p.fresh = []
    for name in ("item_deck", "spell_deck", "dungeon_deck", "box"):
        setattr(out, name, [HIDDEN] * len(getattr(out, name)))
    if out.turn.seat != seat:
        out.turn.peek = [HIDDEN] * len(out.turn.peek)
    return out
