"""Basalt's doings one at a time (issue 25): the engine plays Basalt inside the person's action, so one
submit can carry his whole set-up, draft picks or turn. The table shows them as frames: the state
after the person's own action, then after each of Basalt's, each with the events it made (his reason
first), as the rules work them out again (queries.basalt_steps); they are used only when they add up
to the very events the session recorded.

The summoning of his army is one rule step; it is cut into frames of its own (the deck, each card
revealed with its dice and the monsters made, the leftover clay, the line-up, the gems), each frame's
state holding only the monsters made so far (each in its place in his line-up).

Pure: no pygame; nothing here changes the session."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from tabletop.core.protocol import Event
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.state import State


@dataclass(frozen=True)
class Frame:
    """The table as it stands after one step: `state`, and the `events` that step made."""

    state: State
    events: tuple[Event, ...]

    def reason(self) -> Event | None:
        """The event saying why Basalt did this step (his guide's question or rule), if any."""
        return next((e for e in reversed(self.events) if NQ.basalt_reason(e)), None)

    def summoning(self) -> bool:
        """A step of the summoning of his army."""
        return any(NQ.summoning_event(e) for e in self.events)


def frames(game, before: State, action, events) -> list[Frame]:
    """The steps of one applied action as frames; [] when they cannot be shown one by one (nothing
    of Basalt's in them, or worked out differently from what the session recorded)."""
    if before.solo is None:
        return []
    try:
        steps = NQ.basalt_steps(game, before, action)
    except Exception:  # the session applied it: a difference here only means no step-by-step show
        return []
    made = [(e.kind, e.text) for _s, evs in steps for e in evs]
    if made != [(e.kind, e.text) for e in events]:
        return []
    out: list[Frame] = []
    for state, evs in steps:
        out.extend(split_summons(Frame(state, tuple(evs))))
    return out if len(out) > 1 else []


def split_summons(frame: Frame) -> list[Frame]:
    """A frame in which Basalt's army was summoned, cut at each step of the summoning."""
    cuts = [k for k, e in enumerate(frame.events) if NQ.summoning_event(e)]
    if not cuts:
        return [frame]
    bounds = [0, *[k + 1 for k in cuts], len(frame.events)]
    out = []
    for a, b in itertools.pairwise(bounds):
        if a == b:
            continue
        last = b == len(frame.events)
        state = frame.state if last else NQ.summoned_so_far(frame.state, frame.events[:b])
        out.append(Frame(state, frame.events[a:b]))
    return out
