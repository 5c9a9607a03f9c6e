"""Basalt's doings one at a time (issue 25): the engine plays Basalt inside the person's action
(game._basalt_acts), so one submit can carry his whole set-up, draft picks or turn. The table shows
them as frames: the state after the person's own action, then after each of Basalt's, each with the
events it made (his reason first). They are worked out again here from the state before, by the same
rules in the same order, and used only when they add up to the very events the session recorded.

The summoning of his army is one rule step; it is cut into frames of its own (the deck, each card
revealed with its dice and the monsters made, the leftover clay, the line-up, the gems), each frame's
state holding only the monsters made so far, undeployed until his line-up.

Pure: no pygame; nothing here changes the session."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from tabletop.core.protocol import Event
from tabletop.games.necromolds import basalt, legal
from tabletop.games.necromolds import game as G
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import PLAYING
from tabletop.games.necromolds.state import BASALT, State, clone

# the set-up records that each get a frame of their own while his army is summoned
SUMMON = (SE.DeckShuffled, SE.CardRevealed, SE.LeftoverClay, SE.BasaltDeployed, SE.BasaltGems)


@dataclass(frozen=True)
class Frame:
    """The table as it stands after one step: `state`, and the `events` that step made."""

    state: State
    events: tuple[Event, ...]

    def reason(self) -> Event | None:
        """The event saying why Basalt did this step (his guide's question or rule), if any."""
        return next((e for e in reversed(self.events) if isinstance(e.record, SE.BasaltChoice)), None)


@PLAYING.method
def _steps(game, before: State, action) -> list[Frame]:
    new = clone(before)
    events: list[Event] = []
    G._dispatch(new, action, events)
    out = [Frame(clone(new), tuple(events))]
    for _ in range(G.BASALT_STEPS):
        if new.phase == "over" or legal.to_act(new) != [BASALT]:
            break
        act, reasons = basalt.choose(new)
        said = [W.event(new, why) for why in reasons]
        G._dispatch(new, act, said)
        out.append(Frame(clone(new), tuple(said)))
    return out


def frames(game, before: State, action, events) -> list[Frame]:
    """The steps of one applied action as frames; [] when they cannot be shown one by one (nothing
    of Basalt's in them, or worked out differently from what the session recorded)."""
    if before.solo is None:
        return []
    try:
        steps = _steps(game, before, action)
    except Exception:  # the session applied it: a difference here only means no step-by-step show
        return []
    made = [(e.kind, e.text) for f in steps for e in f.events]
    if made != [(e.kind, e.text) for e in events]:
        return []
    out: list[Frame] = []
    for f in steps:
        out.extend(split_summons(f))
    return out if len(out) > 1 else []


def split_summons(frame: Frame) -> list[Frame]:
    """A frame in which Basalt's army was summoned, cut at each step of the summoning."""
    cuts = [k for k, e in enumerate(frame.events) if isinstance(e.record, SUMMON)]
    if not cuts:
        return [frame]
    bounds = [0, *[k + 1 for k in cuts], len(frame.events)]
    out = []
    for a, b in itertools.pairwise(bounds):
        if a == b:
            continue
        last = b == len(frame.events)
        out.append(Frame(frame.state if last else summoned_so_far(frame.state, frame.events[:b]), frame.events[a:b]))
    return out


def summoned_so_far(final: State, told) -> State:
    """`final` as it stood after the `told` events: only Basalt's monsters made so far, off the map
    until his line-up, his gems from his starting gems on, the pool once rolled."""
    st = clone(final)
    records = [e.record for e in told]
    made = {m for r in records if isinstance(r, (SE.CardRevealed, SE.LeftoverClay)) for m in r.monsters}
    cards = [r.card for r in records if isinstance(r, SE.CardRevealed) and r.assigned]
    deployed = any(isinstance(r, SE.BasaltDeployed) for r in records)
    st.monsters = [m for m in st.monsters if m.owner != BASALT or m.id in made]
    for m in st.monsters:
        if m.owner == BASALT and not deployed:
            m.deployed = False
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
