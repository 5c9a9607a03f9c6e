"""Basalt's doings one step at a time (issue 25), for a table that shows them as they happen.

The engine plays Basalt inside the person's action (game._basalt_acts): one apply can carry his whole
set-up, several draft picks or a whole turn. `steps` works the same action out again, step by step,
by the same rules in the same order (his guides decide the same way on the same state, and the dice
come from the state's RNG), giving the state after the person's own action and after each of his,
with the events each made (his reason first). `summoned_so_far` is the state as it stood part way
through the summoning of his army (one rule step), for showing it card by card.

Nothing here changes the state it is given; a caller compares the events with the session's."""

from __future__ import annotations

from tabletop.core.protocol import Event
from tabletop.games.necromolds import basalt, basalt_judge, legal
from tabletop.games.necromolds import game as G
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import PLAYING
from tabletop.games.necromolds.state import BASALT, State, clone

# the set-up records that each make a step of their own while his army is summoned (NM-SOLO-06..13)
SUMMON = (SE.DeckShuffled, SE.CardRevealed, SE.LeftoverClay, SE.BasaltDeployed, SE.BasaltGems)


@PLAYING.method
def steps(game, before: State, action) -> list[tuple[State, list[Event]]]:
    """(state, events) after the action itself, then after each of Basalt's actions that follow it."""
    new = clone(before)
    events: list[Event] = []
    G._dispatch(new, action, events)
    out = [(clone(new), events)]
    for _ in range(G.BASALT_STEPS):
        if new.phase == "over" or legal.to_act(new) != [BASALT]:
            break
        act, reasons = basalt.choose(new, getattr(game, "basalt_judge", basalt_judge.fixed))
        said = [W.event(new, why) for why in reasons]
        G._dispatch(new, act, said)
        out.append((clone(new), said))
    return out


def is_summoning(event: Event) -> bool:
    """An event of the summoning of Basalt's army (his deck, a card revealed, the leftover, line-up, gems)."""
    return isinstance(event.record, SUMMON)


def is_reason(event: Event) -> bool:
    """An event saying why Basalt does what he does next (his guide's question or rule)."""
    return isinstance(event.record, SE.BasaltChoice)


def summoned_so_far(final: State, told) -> State:
    """`final` as it stood after the `told` events of the summoning: only Basalt's monsters made so far
    (each shown at once in its place in his line-up, so the table counts it), his cards revealed so far,
    his gems once given, the pool once rolled."""
    st = clone(final)
    records = [e.record for e in told]
    made = {m for r in records if isinstance(r, (SE.CardRevealed, SE.LeftoverClay)) for m in r.monsters}
    cards = [r.card for r in records if isinstance(r, SE.CardRevealed) and r.assigned]
    st.monsters = [m for m in st.monsters if m.owner != BASALT or m.id in made]
    if st.solo is not None:
        st.solo.cards = [c for c in st.solo.cards if c in cards]
        if not any(isinstance(r, SE.PoolRolled) for r in records):
            st.solo.pool = []
    if not any(isinstance(r, SE.BasaltGems) for r in records):
        st.seats[BASALT].gems = 0
    clay = [r.clay_left for r in records if isinstance(r, (SE.CardRevealed, SE.LeftoverClay))]
    if clay:
        st.seats[BASALT].clay = clay[-1]
    return st
