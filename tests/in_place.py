"""The protocol's in-place apply checked against apply (the simulator's fast path, issues 23 and 25):
a seeded default-bot game played both ways action by action, and no mutable part of a state reachable
twice (a handler sharing one between two places would make the in-place game drift later)."""

from __future__ import annotations

import msgspec

from tabletop.core.rng import RNG


def shared_parts(obj, seen=None) -> list[str]:
    """Type names of mutable parts (lists, dicts, records) reachable from `obj` more than once."""
    seen = set() if seen is None else seen
    found: list[str] = []
    if isinstance(obj, (list, dict, msgspec.Struct)):
        if id(obj) in seen:
            return [type(obj).__name__]
        seen.add(id(obj))
    if isinstance(obj, list):
        for x in obj:
            found += shared_parts(x, seen)
    elif isinstance(obj, dict):
        for x in obj.values():
            found += shared_parts(x, seen)
    elif isinstance(obj, msgspec.Struct):
        for name in obj.__struct_fields__:
            found += shared_parts(getattr(obj, name), seen)
    return found


def play_both_ways(game, choose, st, seats: int, seed: int, steps: int, records: bool = False) -> None:
    """Up to `steps` actions of the bot `choose` from state `st` (changed in place), each applied to a
    copy and in place: the same state and event words (and records, with `records`) every time."""
    rngs = [RNG(seed, stream=1000 + s) for s in range(seats)]
    for _ in range(steps):
        if game.outcome(st) is not None:
            break
        seat = game.to_act(st)[0]
        action = choose(game, game.view(st, seat), seat, rngs[seat])
        copied = game.apply(st, action)
        moved = game.apply_in_place(st, action)
        assert moved.state is st and copied.state is not st
        assert msgspec.to_builtins(moved.state) == msgspec.to_builtins(copied.state)
        assert [e.text for e in moved.events] == [e.text for e in copied.events]
        if records:
            assert [e.record for e in moved.events] == [e.record for e in copied.events]
        assert shared_parts(st) == []
