"""Rise of the Necromancers combat: the odds the engine itself needs (rulebook "Combat"; checklist
RN-COMBAT-04/06/14). `hits` (a roll of the power or less wounds, a 6 never) and `hit_chance` (its
chance: power/6, at most 5/6), used by the reroll (the best chances first) and by the bot;
`default_policy`, the sensible player that makes the decisions rules.py leaves to it and that the odds
enumerate with, and its `Policy` type. The enumeration itself (`odds`, `win_probability`) is the bot's:
tabletop/ai/rise_combat_odds.py.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Literal, overload

from tabletop.games.rise.combat_model import (
    SIDE_NAMES,
    TOWER,
    CombatState,
    Decision,
    Fighter,
    _absorbers,
    _fighter,
    _towers_left,
)


def hits(roll: int, power: int) -> bool:
    """RN-COMBAT-04/06: a wound on a roll equal to or less than the power; a 6 always misses."""
    return roll != 6 and roll <= power


@overload
def hit_chance(power: int, exact: Literal[False] = False) -> float: ...
@overload
def hit_chance(power: int, exact: bool) -> float | Fraction: ...
def hit_chance(power: int, exact: bool = False) -> float | Fraction:
    """The chance one attack of this power wounds: power/6, at most 5/6 (a 6 misses), 0 at power 0."""
    p = Fraction(min(max(power, 0), 5), 6)
    return p if exact else float(p)


Policy = Callable[[CombatState, Decision], Any]


def _future_hit_loss(state: CombatState, i: int, f: Fighter) -> float:
    """How many hits removing `f` now costs its side later in this combat (its attacks yet to roll)."""
    then = state.then
    if then == "roll:rest":
        return sum(hit_chance(a.power) for a in f.attacks if not a.ghost_strike)
    return 0.0


def _wounds_to_win(state: CombatState, o: int) -> int:
    """How many more wounds side `o` must take for the other side to win: each of its fighters, each
    tower left and, Necromancer against Necromancer, its Necromancer (0: nothing left to wound)."""
    need = len(_absorbers(state, o)) + _towers_left(state.sides[o])
    if state.kind == "pvp" and not state.sides[o].necromancer_dead:
        need += 1  # the last wound, on the Necromancer
    return need


def default_policy(state: CombatState, decision: Decision) -> Any:
    """A sensible player: casts Weaken when it can, and Death Bolt when it can and the other side still
    has something to wound (RN-COMBAT-19 lets it be cast after a won fight too: a waste of its price);
    explodes Zombies only when that many wounds finish the combat; gives each wound where it costs least
    (the fewest hits still to roll, then the weakest fighter, Minions before Golems before the Apprentice;
    a tower before a fighter unless a Ghost strike wound would cost the City an attack worth more)."""
    if decision.kind == "weaken":
        return True
    if decision.kind == "reroll":
        return decision.options[-1]  # every miss it may roll again, at the first chance
    i = SIDE_NAMES.index(decision.side)
    if decision.kind == "death_bolt":
        return _wounds_to_win(state, 1 - i) > 0
    if decision.kind == "zombie_explosion":
        need = _wounds_to_win(state, 1 - i)
        top = decision.options[-1]
        return need if 0 < need <= top else 0

    def cost(opt: str) -> tuple:
        if opt == TOWER:
            s = state.sides[i]
            loss = 0.0
            if state.ghost_wounds and s.city_attacks:
                loss = max(hit_chance(a.power) for a in s.city_attacks)
            return (loss, 0, -1)
        f = _fighter(state, i, opt)
        assert f is not None  # the other options are this side's fighters
        rank = {"minion": 0, "monster": 0, "golem": 1, "apprentice": 2}[f.role]
        return (_future_hit_loss(state, i, f), sum(a.power for a in f.attacks), rank)

    return min(decision.options, key=cost)
