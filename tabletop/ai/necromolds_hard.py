"""The hard Necromolds bot (issue 25, bot levels): the normal bot's plan, its moves weighed by geometry.

The normal bot (tabletop/ai/necromolds_bot.py) walks each monster as far as it can toward the enemy
it would best fight. Walking into the open just short of contact hands the enemy the charge: the
hard bot weighs where a move ends by what can reach it there before it acts again.

- **Threat.** For an end point, every enemy whose longest move (`queries.move_reach`) brings its base
  into contact threatens it by the clay its charge is expected to gain: the exact odds of that melee
  from the dice faces (`necromolds_bot.odds` over `queries.base_pools`, ties by
  `queries.tie_survives`), the monster smashed on a loss, the enemy on a win. A charge the enemy
  would lose is no threat.
- **Charges worth making.** The normal bot charges whenever it can reach; the hard bot weighs a charge
  by the clay it is expected to win and lose (`melee_swing`: exact odds, ties by the abilities) and
  makes one that loses clay only when holding back would lose more.
- **Cover from the charge.** A walk that would end threatened is cut short (three quarters, half, a
  quarter of the way, or not at all) where the threat is least, losing a little ground for each inch
  it stays back, so the enemy has to come to it and it strikes first.
- **Pressing on.** Holding back never stalls the battle: once the quiet battle's end is near
  (`queries.quiet_rounds_left`), or the monster is worth less than the threat it would face anyway,
  it walks the whole way as the normal bot does.

Everything else (army, deployment, dice across spellbooks, exact-odds combat and dice buying, the
fan rules and clay) is the normal bot's. It reads only its view and the rules' queries.
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
from tabletop.geometry.distance import truncate

CUTS = (0.75, 0.5, 0.25)  # fractions of the normal bot's walk tried when its end is threatened
GROUND = 0.15  # clay (drams) an inch given up is worth: ground matters, but less than a monster
PRESS_ON = 4  # quiet rounds left at which the bot stops holding back
REACH_SLACK = 0.1  # inches: a contact this close is counted as a reach


def choose(game, state: State, seat: int, rng: RNG):
    """The hard bot's next action for `seat`."""
    if state.phase == "army" and state.draw_by < 0:
        return choose_army(state, seat)
    action = normal.choose(game, state, seat, rng)
    if isinstance(action, A.Move) and state.phase == "command":
        return held_back(state, seat, action) or action
    return action


def value(m: Monster) -> float:
    """The clay a monster is worth (its size's drams)."""
    return float(library().size(m.book, m.size).clay)


def threat(state: State, mover: Monster, at: tuple[float, float]) -> float:
    """Expected clay `mover`'s side loses if it stands at `at` when the enemy next moves: each enemy that
    can reach contact there charges it if its exact odds gain clay (`melee_swing` from the enemy's side:
    a charge that loses is welcome), the likeliest gain counted whole and the others half."""
    radius = NQ.base_of(mover)[0]
    gains = []
    for enemy in state.enemies(mover.owner):
        gap = math.dist(at, (enemy.x, enemy.y)) - radius - NQ.base_of(enemy)[0]
        if gap <= NQ.move_reach(state, enemy) + REACH_SLACK:
            gains.append(max(0.0, melee_swing(state, enemy, mover)))
    gains.sort(reverse=True)
    return sum(g * (1.0 if i == 0 else 0.5) for i, g in enumerate(gains))


def melee_swing(state: State, mover: Monster, target: Monster) -> float:
    """Expected clay `mover`'s melee attack on `target` gains its side: exact odds from the dice faces,
    a tie smashing each side unless its abilities let it survive one (NM-FAQ-08)."""
    att, dfn = NQ.base_pools(state, "melee", mover, target)
    win, tie = normal.odds(att, dfn)
    lose = 1.0 - win - tie
    target_dies = win + (0.0 if NQ.tie_survives(state, target, mover) else tie)
    mover_dies = lose + (0.0 if NQ.tie_survives(state, mover, target) else tie)
    return target_dies * value(target) - mover_dies * value(mover)


def held_back(state: State, seat: int, move: A.Move) -> A.Action | None:
    """A shorter walk (or none) when the normal bot's walk ends where an enemy charges it first, or
    charges at odds that lose clay; None to keep the normal bot's move."""
    if NQ.quiet_rounds_left(state) <= PRESS_ON:
        return None  # the battle must be fought: waiting would end it in a shared result
    mover = state.monster(move.monster)
    path: list[tuple[float, float]] = [(mover.x, mover.y), *((float(x), float(y)) for x, y in move.path)]
    ok, contacts = NQ.try_move(state, mover.id, list(move.path))
    if not ok:
        return None
    charge: A.Action | None = None
    if contacts:
        # an attack: the best of the charges it can make by exact odds, then weighed against holding back
        keep = melee_swing(state, mover, state.monster(contacts[0]))
        charge, better = best_charge(state, seat, mover, move)
        if better > keep + 1e-9:
            keep = better
        else:
            charge = None
        if keep >= 0.0:
            return charge
    else:
        keep = -threat(state, mover, path[-1])
        if keep >= 0.0:
            return None
    full = sum(math.dist(p, q) for p, q in itertools.pairwise(path))
    best: A.Action | None = charge
    best_score = keep
    for cut in CUTS + (0.0,):
        length = full * cut
        if cut > 0.0:
            short = truncate(path, length)[1:]
            if len(short) < 1 or math.dist(short[-1], path[0]) < 0.05:
                continue
            short = [(round(x, 4), round(y, 4)) for x, y in short]
            ok, touching = NQ.try_move(state, mover.id, short)
            if not ok or touching:
                continue
            end = short[-1]
        elif _stay(state, seat, mover) is None:
            continue  # the others still move on this command: this one cannot stay behind alone
        else:
            end = path[0]
        score = -threat(state, mover, end) - GROUND * (full - length)
        if score > best_score + 1e-9:
            best_score = score
            if cut > 0.0:
                best = A.Move(seat=seat, monster=mover.id, path=tuple(short), facing=move.facing)
            else:
                best = _stay(state, seat, mover)
    return best


CHARGE_ANGLES = (0.0, 0.7, -0.7)  # round the enemy from the side facing the mover (radians)
CHARGE_FOES = 3  # the nearest enemies whose charges are weighed


def best_charge(state: State, seat: int, mover: Monster, move: A.Move) -> tuple[A.Action | None, float]:
    """The charge on one of the nearest enemies with the best exact-odds swing (`melee_swing`) that the
    current move command can make, and its swing; (None, -inf) when none can be made."""
    bf = NQ.battlefield(state)
    reach = NQ.command_reach(state, mover.id)
    foes = sorted(state.enemies(seat), key=lambda f: math.dist((mover.x, mover.y), (f.x, f.y)))[:CHARGE_FOES]
    best: A.Action | None = None
    best_swing = -math.inf
    for foe in foes:
        swing = melee_swing(state, mover, foe)
        if swing <= best_swing:
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


def _stay(state: State, seat: int, mover: Monster) -> A.Action | None:
    """Not moving this monster: the command goes on to the others, or ends (None when neither is legal)."""
    others = [mid for mid in NQ.actors(state) if mid != mover.id]
    return None if others else A.EndCommand(seat=seat)
