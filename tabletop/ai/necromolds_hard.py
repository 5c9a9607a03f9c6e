"""The hard Necromolds bot (issue 25, bot levels): the normal bot's play, with its army and charges
weighed by the exact odds of the dice faces.

- **Army.** The normal bot molds a varied army at random; the hard bot spends its clay where a dram
  fights best (`necromolds_hard_army`): each size of each spellbook weighed by the exact odds that it
  smashes what it charges and survives what charges it, against every monster the library fields, the
  army molded from the two spellbooks worth most.
- **Charges.** When the normal bot's move is a charge, the hard bot weighs the charges it can make on
  the nearest three enemies by the clay each is expected to win and lose (`melee_swing`: exact odds
  over `queries.base_pools`, a tie smashing each side unless its abilities let it survive one) and
  makes the best.

What was measured and left out (README "Bot levels"): holding a monster back out of the enemy's charge
reach, and declining a charge whose odds lose clay, lost to the same bot without them (40 to 59 of 100
games, both with this army), so the hard bot walks as the normal bot does. Everything else
(deployment, dice across spellbooks, exact-odds combat and dice buying, the fan rules and clay) is the
normal bot's. It reads only its view and the rules' queries.
"""

from __future__ import annotations

import itertools
import math

from tabletop.ai import necromolds_bot as normal
from tabletop.ai.necromolds_hard_army import choose_army
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State

REACH_SLACK = 0.1  # inches: a contact this close is counted as a reach


def choose(game, state: State, seat: int, rng: RNG):
    """The hard bot's next action for `seat`."""
    if state.phase == "army" and state.draw_by < 0:
        return choose_army(state, seat)
    action = normal.choose(game, state, seat, rng)
    if isinstance(action, A.Move) and state.phase == "command":
        return better_charge(state, seat, action) or action
    return action


def better_charge(state: State, seat: int, move: A.Move) -> A.Action | None:
    """When the normal bot's move is a charge: the charge on one of the nearest enemies whose exact-odds
    swing (`melee_swing`) is better, or None to keep the normal bot's move."""
    mover = state.monster(move.monster)
    ok, contacts = NQ.try_move(state, mover.id, list(move.path))
    if not ok or not contacts:
        return None
    keep = melee_swing(state, mover, state.monster(contacts[0]))
    # only a charge better than the kept one is taken: the enemies no better are not walked to
    charge, better = best_charge(state, seat, mover, move, floor=keep + 1e-9)
    return charge if charge is not None and better > keep + 1e-9 else None


def value(m: Monster) -> float:
    """The clay a monster is worth (its size's drams)."""
    return float(library().size(m.book, m.size).clay)


def melee_swing(state: State, mover: Monster, target: Monster) -> float:
    """Expected clay `mover`'s melee attack on `target` gains its side: exact odds from the dice faces,
    a tie smashing each side unless its abilities let it survive one (NM-FAQ-08)."""
    att, dfn = NQ.base_pools(state, "melee", mover, target)
    win, tie = normal.odds(att, dfn)
    lose = 1.0 - win - tie
    target_dies = win + (0.0 if NQ.tie_survives(state, target, mover) else tie)
    mover_dies = lose + (0.0 if NQ.tie_survives(state, mover, target) else tie)
    return target_dies * value(target) - mover_dies * value(mover)


def threat(state: State, mover: Monster, at: tuple[float, float]) -> float:
    """Expected clay `mover`'s side loses if it stands at `at` when the enemy next moves: each enemy that
    can reach contact there charges it if its exact odds gain clay (`melee_swing` from the enemy's side:
    a charge that loses is welcome), the likeliest gain counted whole and the others half. The hard
    bot's own moves no longer hold back by it (see above); Basalt's look-ahead
    (ai/basalt_lookahead.py) weighs his open choices by it."""
    radius = NQ.base_of(mover)[0]
    gains = []
    for enemy in state.enemies(mover.owner):
        gap = math.dist(at, (enemy.x, enemy.y)) - radius - NQ.base_of(enemy)[0]
        if gap <= NQ.move_reach(state, enemy) + REACH_SLACK:
            gains.append(max(0.0, melee_swing(state, enemy, mover)))
    gains.sort(reverse=True)
    return sum(g * (1.0 if i == 0 else 0.5) for i, g in enumerate(gains))


CHARGE_ANGLES = (0.0, 0.7, -0.7)  # round the enemy from the side facing the mover (radians)
CHARGE_FOES = 3  # the nearest enemies whose charges are weighed


def best_charge(
    state: State, seat: int, mover: Monster, move: A.Move, floor: float = -math.inf
) -> tuple[A.Action | None, float]:
    """The charge on one of the nearest enemies with the best exact-odds swing (`melee_swing`) that the
    current move command can make, and its swing; (None, -inf) when none can be made. `floor`: enemies
    whose swing is no more than this are passed over (the answer when it beats the floor is the same)."""
    bf = NQ.battlefield(state)
    reach = NQ.command_reach(state, mover.id)
    foes = sorted(state.enemies(seat), key=lambda f: math.dist((mover.x, mover.y), (f.x, f.y)))[:CHARGE_FOES]
    best: A.Action | None = None
    best_swing = -math.inf
    for foe in foes:
        swing = melee_swing(state, mover, foe)
        if swing <= best_swing or swing <= floor:
            continue
        for offset in CHARGE_ANGLES:
            walk = bf.shortest_path(mover.id, NQ.contact_point(state, mover, foe, angle_offset=offset))
            if not walk or len(walk) < 2:
                continue
            if sum(math.dist(p, q) for p, q in itertools.pairwise(walk)) > reach:
                continue
            steps = NQ.hinder(state, mover.id, [(round(x, 4), round(y, 4)) for x, y in walk[1:]])
            if not steps:
                continue
            ok, touching = NQ.try_move(state, mover.id, steps)
            if ok and touching and touching[0] == foe.id:
                best, best_swing = A.Move(seat=seat, monster=mover.id, path=tuple(steps), facing=move.facing), swing
                break
    return best, best_swing
