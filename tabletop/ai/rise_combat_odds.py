"""Rise of the Necromancers combat odds, exact by enumeration, for the bot (rulebook "Combat", every
step as tabletop/games/rise/combat.py plays it; checklist RN-COMBAT-04/06: the dice are independent).
`odds` from any combat state (the chances the attacker wins and that either Necromancer dies) and
`win_probability` before the first roll (remembered for the default policy), every decision made by
games/rise/combat_odds.py's `default_policy` or a given policy: the hits of each roll step are pooled
(`_distribution`), the misses a reroll could take told apart (`_outcomes`), and states memoised by what
decides the rest (`_key`). The engine never asks for these (and games never import ai).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tabletop.games.rise.combat_decisions import NEXT_PHASE, choose, is_over, needs_dice, pending
from tabletop.games.rise.combat_flow import (
    after_roll,
    begin,
    may_reroll,
    reroll_covers,
    result,
    roll_units,
    rolling_units,
    settle,
)
from tabletop.games.rise.combat_model import CombatState, Side, replace_fields
from tabletop.games.rise.combat_odds import Policy, default_policy, hit_chance


@dataclass(frozen=True)
class Odds:
    """Chances from a state: the attacker wins; the attacker's / defender's Necromancer dies."""

    win: float | Fraction
    attacker_dies: float | Fraction
    defender_dies: float | Fraction


def _distribution(powers: Sequence[int], exact: bool) -> list:
    """P(exactly k hits) for k = 0..len(powers): the attacks are independent dice."""
    one = Fraction(1) if exact else 1.0
    dist = [one]
    for p in powers:
        q = hit_chance(p, exact)
        nxt = [one * 0] * (len(dist) + 1)
        for k, v in enumerate(dist):
            nxt[k] += v * (1 - q)
            nxt[k + 1] += v * q
        dist = nxt
    return dist


def _outcomes(state: CombatState, i: int, exact: bool) -> list[tuple[Any, int, tuple]]:
    """(chance, hits, the missed rolls a reroll could take) for side i's rolls at this step: hits are
    pooled as in `_distribution`; only the misses of attacks its reroll effects cover are told apart."""
    one = Fraction(1) if exact else 1.0
    plain: list[int] = []
    marked: list[tuple[int, tuple[str, str]]] = []
    s = state.sides[i]
    for _, powers, tag in rolling_units(state, i, state.phase):
        if reroll_covers(s, tag):
            marked += [(p, tag) for p in powers]
        else:
            plain += powers
    table: dict[tuple[int, tuple], Any] = {(0, ()): one}
    for p, tag in marked:
        q = hit_chance(p, exact)
        nxt: dict[tuple[int, tuple], Any] = {}
        for (h, m), v in table.items():
            if q:
                nxt[(h + 1, m)] = nxt.get((h + 1, m), 0) + v * q
            miss = (h, tuple(sorted(m + ((p, tag),))))
            nxt[miss] = nxt.get(miss, 0) + v * (1 - q)
        table = nxt
    out = []
    for k, pk in enumerate(_distribution(plain, exact)):
        for (h, m), v in table.items():
            out.append((pk * v, k + h, m))
    return out


def _key(s: CombatState) -> tuple:
    """What decides the rest of a combat started from one `begin`: the fighters change only by the
    Weaken flags, the City's attacks only by Weaken and the count lost to Ghost strikes."""
    return (
        s.phase,
        s.then,
        s.ghost_wounds,
        s.hits,
        tuple(
            (
                x.removed,
                x.exploded,
                x.necromancer_dead,
                x.tower_wounds,
                x.city_attacks_lost,
                x.pending,
                x.weaken,
                x.bolt,
                x.boom,
                x.ignore,
                x.reroll_used,
                x.misses,
                x.rerolling,
            )
            for x in s.sides
        ),
    )


def odds(state: CombatState, *, exact: bool = False, policy: Policy | None = None) -> Odds:
    """Exact odds from any state, every decision made by `policy` (default: `default_policy`).

    Enumerates the number of wounds each side inflicts at each roll (the sum over independent dice;
    which die hit does not matter, since a side's wounds are pooled) and memoises states, so a fight
    costs about (attacks+1)^2 branches per roll step: milliseconds for ordinary fights. Fractions
    when `exact`, floats otherwise."""
    policy = policy or default_policy
    memo: dict[tuple, tuple] = {}
    zero = Fraction(0) if exact else 0.0
    one = Fraction(1) if exact else 1.0

    def value(s: CombatState) -> tuple:
        s = settle(s)
        key = _key(s)
        if key in memo:
            return memo[key]
        if is_over(s):
            r = result(s)
            assert r is not None
            out: tuple[float | Fraction, ...] = (
                one if r.attacker_won else zero,
                one if s.sides[0].necromancer_dead else zero,
                one if s.sides[1].necromancer_dead else zero,
            )
        elif s.phase.startswith("again:"):
            i = int(s.phase[-1])
            side = s.sides[i]
            acc = [zero, zero, zero]
            for n, pn in enumerate(_distribution(side.misses[: side.rerolling], exact)):
                if not pn:
                    continue
                hits_ = (s.hits[0] + n, s.hits[1]) if i == 0 else (s.hits[0], s.hits[1] + n)
                v = value(replace_fields(s, hits=hits_, phase=NEXT_PHASE[f"reroll:{i}"]))
                for k in range(3):
                    acc[k] += pn * v[k]
            out = tuple(acc)
        elif needs_dice(s):
            if any(may_reroll(x) for x in s.sides):
                da, dd = _outcomes(s, 0, exact), _outcomes(s, 1, exact)
            else:
                da = [
                    (pa, ha, ())
                    for ha, pa in enumerate(
                        _distribution([p for _, ps in roll_units(s, 0, s.phase) for p in ps], exact)
                    )
                ]
                dd = [
                    (pd, hd, ())
                    for hd, pd in enumerate(
                        _distribution([p for _, ps in roll_units(s, 1, s.phase) for p in ps], exact)
                    )
                ]
            acc = [zero, zero, zero]
            for pa, ha, ma in da:
                if not pa:
                    continue
                for pd, hd, md in dd:
                    if not pd:
                        continue
                    v = value(after_roll(s, s.phase, (ha, hd), (ma, md)))
                    for k in range(3):
                        acc[k] += pa * pd * v[k]
            out = tuple(acc)
        else:
            d = pending(s)
            assert d is not None  # not over and no dice: a decision waits
            out = value(choose(s, policy(s, d)))
        memo[key] = out
        return out

    w, ad, dd = value(replace_fields(state, quiet=True, log=()))
    return Odds(w, ad, dd)


def win_probability(
    kind: str, attacker: Side, defender: Side, *, exact: bool = False, policy: Policy | None = None
) -> float | Fraction:
    """The chance the attacker wins this combat before a die is rolled (see `odds`). With the default
    policy, answers are remembered (the bot asks about the same fights again and again)."""
    if policy is not None:
        return odds(begin(kind, attacker, defender, quiet=True), exact=exact, policy=policy).win
    key = (kind, attacker, defender, exact)
    if key not in _WIN_CACHE:
        if len(_WIN_CACHE) >= _WIN_CACHE_SIZE:
            _WIN_CACHE.clear()  # simple bound; a bot's working set is far smaller
        _WIN_CACHE[key] = odds(begin(kind, attacker, defender, quiet=True), exact=exact).win
    return _WIN_CACHE[key]


_WIN_CACHE: dict[tuple, float | Fraction] = {}
_WIN_CACHE_SIZE = 4096
