"""Rise of the Necromancers rules, phase 5: Dominion counters and the win (RN-DOM, RN-WIN): the
Spell and Item tracks brought up to the cards in play (RN-DOM-02/03/12/13), the counters earned this
turn placed and a rival's there returned to them (RN-DOM-05/08), and the 13th counter placed making its
player the Necromancer King (RN-DOM-09, RN-WIN-01/02)."""

from __future__ import annotations

from tabletop.games.rise import events as E
from tabletop.games.rise.content import track
from tabletop.games.rise.rules_combat import _forget_fights
from tabletop.games.rise.rules_core import Ctx
from tabletop.games.rise.state import Holding, counters_placed
from tabletop.games.rise.words import who

# ------------------------------------------------------------------------------------------
# Phase 5: Dominion counters (RN-DOM, RN-WIN)


def _place(ctx: Ctx, seat: int) -> bool:
    """Count one counter placed; True when it is the 13th (RN-DOM-09, RN-WIN-01/02)."""
    st = ctx.st
    if counters_placed(st, seat) >= ctx.cards.supplies.dominion_per_colour:
        st.winners = [seat]
        _forget_fights()
        st.reason = f"{who(seat)} places the 13th Dominion counter and is the Necromancer King!"
        st.turn.stage = "over"
        ctx.tell(E.GameWon([seat], st.reason))
        return True
    return False


def phase5(ctx: Ctx) -> None:
    st, c = ctx.st, ctx.cards
    seat = st.turn.seat
    p = st.players[seat]
    most = c.supplies.player_board.track_max
    spells = track([c.spells[c.spell_cards[s]].colour for s in p.spells], most)
    items = track([c.items[i].colour for i in p.items], most)
    total = c.supplies.dominion_per_colour
    # RN-DOM-02/03/12/13: tracks brought up to their cards, never down.
    while p.spell_track < spells and counters_placed(st, seat) < total:
        p.spell_track += 1
        ctx.tell(E.TrackCounter(seat, "spell"))
        if _place(ctx, seat):
            return
    while p.item_track < items and counters_placed(st, seat) < total:
        p.item_track += 1
        ctx.tell(E.TrackCounter(seat, "item"))
        if _place(ctx, seat):
            return
    for space, n in st.turn.earned:
        h = st.dominion.get(space)
        if h is not None and h.seat != seat:  # RN-DOM-08: returned to their owner
            ctx.tell(E.CountersReturned(h.seat, space))
            del st.dominion[space]
            g = st.guards.get(space)
            if g is not None and g.seat != seat:
                for k, v in g.army.items():
                    st.players[g.seat].army[k] += v  # never happens after a won fight; kept sound
                del st.guards[space]
        for _ in range(n):
            if counters_placed(st, seat) >= total:
                break
            st.dominion.setdefault(space, Holding(seat=seat, count=0)).count += 1
            if _place(ctx, seat):
                return
        ctx.tell(E.CountersPlaced(seat, space, n))
    st.turn.earned = []
