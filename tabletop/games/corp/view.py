"""What one seat may know of a NecronomiCORP game (issue 23's hidden information).

Hidden: every Room stack's cards and order (HIDDEN cards, counts kept, NC-BUILD-03), the leftovers set
aside (NC-BUILD-10), the Plot deck, the Curse deck, the boss stacks, the boss behind the door until it is
faced (a peek shows it to its seat alone, NC-FAQ-12), other seats' peeks, and the future (RNG, forced
dice). Everything else (rooms revealed, floors, characters, fights, discards) is public."""

from __future__ import annotations

from msgspec.structs import replace

from tabletop.core.rng import RNG
from tabletop.games.corp.state import BOSS_ROOM, HIDDEN, State

_NEUTRAL = RNG(0).get_state()


def boss_revealed(st: State) -> bool:
    """The boss's door has been opened: the boss card is face up."""
    return BOSS_ROOM in st.areas


def view(state: State, seat: int | None) -> State:
    """A new State for `seat` with the hidden parts replaced; the rest shared with `state` (never changed)."""
    levels = [replace(lv, stack=[HIDDEN] * len(lv.stack)) for lv in state.levels]
    peeks = {k: list(v) for k, v in state.peeks.items() if seat is not None and k == str(seat)}
    peek_levels = {k: v for k, v in state.peek_levels.items() if seat is not None and k == str(seat)}
    boss = state.boss
    if boss is not None and not boss_revealed(state):
        boss = HIDDEN
    return replace(
        state,
        levels=levels,
        leftovers=[HIDDEN] * len(state.leftovers),
        plot_deck=[HIDDEN] * len(state.plot_deck),
        curse_deck=[HIDDEN] * len(state.curse_deck),
        boss_stacks={k: [HIDDEN] * len(v) for k, v in state.boss_stacks.items()},
        boss=boss,
        peeks=peeks,
        peek_levels=peek_levels,
        rng=dict(_NEUTRAL),
        forced=[],
        turn=replace(state.turn),
        players=[replace(p) for p in state.players],
    )
