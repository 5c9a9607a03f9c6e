"""Every die roll of the game: through the state's RNG, or the test hook's forced faces.

`state.forced` is a queue of face indices that the next rolls take instead of the RNG. It is
set only from the `test_forced_faces` setting, which only a game built for tests accepts
(`NecromoldsGame(allow_test_hooks=True)`; the registry's game refuses it, so no save or
command line can rig the dice): it exists so the rulebook's printed examples can be replayed as
tests with their printed results.
"""

from __future__ import annotations

from tabletop.core.dice import Die
from tabletop.core.rng import RNG
from tabletop.games.necromolds.state import State


def roll(state: State, die: Die, count: int) -> list[int]:
    """Roll `count` dice; returns face indices and advances the state's RNG (or forced queue)."""
    out: list[int] = []
    rng = None
    for _ in range(count):
        if state.forced:
            face = state.forced.pop(0)
            if not 0 <= face < len(die.faces):
                raise ValueError(f"forced face {face} is not a face of the {die.name} die")
            out.append(face)
            continue
        if rng is None:
            rng = RNG.from_state(state.rng)
        out.append(die.roll(rng))
    if rng is not None:
        state.rng = rng.get_state()
    return out


def count(die: Die, faces: list[int], symbol: str) -> int:
    """How many `symbol`s the rolled faces show (a two-symbol face counts two)."""
    return sum(die.faces[f].count(symbol) for f in faces)


def rolloff(state: State, die: Die, dice: int, seats: list[int]) -> tuple[int, list[dict]]:
    """Each seat rolls `dice` dice counting attack hits; re-roll ties (NM-SETUP-09, NM-ROUND-03).

    Returns the winner and the record of every roll.
    """
    history: list[dict] = []
    while True:
        results = {s: roll(state, die, dice) for s in seats}
        hits = {s: count(die, f, "attack") for s, f in results.items()}
        history.append({"faces": {str(s): f for s, f in results.items()}, "hits": {str(s): h for s, h in hits.items()}})
        best = max(hits.values())
        leaders = [s for s in seats if hits[s] == best]
        if len(leaders) == 1:
            return leaders[0], history
        if len(history) > 200:  # only a forced queue could tie forever; fall back to seat order
            return leaders[0], history


def deal(state: State, cards: list[int]) -> list[int]:
    """Shuffle `cards` through the state's RNG and deal them in seat order (NM-MULTI-07)."""
    rng = RNG.from_state(state.rng)
    deck = list(cards)
    rng.shuffle(deck)
    state.rng = rng.get_state()
    return deck
