"""Basalt LaSeur's look-ahead (issue 25, NM-SOLO-20: "he always makes the best choice possible").

His guides (tabletop/games/necromolds/basalt*.py) ask their questions strictly in order; where one
still leaves several candidates (which card on a tie, which die for Q4's "most advantageous", which die
to discard, which monster first, which path), they hand them to a judge (basalt_judge.py). This is the
judge the registry's Necromolds game is built with (`necromolds_game`, the spec's engine): it applies
each candidate to a copy of the position, with the follow-up the guide would make, and scores the result
from Basalt's side by the hard bot's evaluation (tabletop/ai/necromolds_hard.py):

- **attack**: the clay the attack the candidate leads to is expected to win, by the exact odds from
  the dice faces (`necromolds_hard.melee_swing` for a melee, `necromolds_bot.odds` for a shot at its
  Weak Target);
- **risk**: the clay the human's charges are expected to win next against his monsters where they stand
  after it (`necromolds_hard.threat`: what can reach what, by each enemy's longest move);
- **press**: half the clay his own charges would be expected to win next against the human's monsters
  (the same threat, seen from the other side): a monster that can reach a weak target first.

A draft or card candidate is followed through the guide's own answer for each monster of the card
(Q1: its shot at its Weak Target; Q2: the move just into range and that shot; Q3: the melee move and
its combat; else Strategic Movement); a discard is scored by what the die is worth to the human (the
best shot or charge it would give one of their monsters), the most denied first.

Deterministic and pure: it reads the state and copies of it, rolls nothing and keeps nothing, so the
same state always gives the same choice and saves replay exactly (`tabletop replay --verify`). Scores
are compared rounded to 1e-6; among equal scores the guide's fixed order stands (the first candidate).
Where the look-ahead takes another candidate than the fixed order would, the verdict names the part of
the score that made the difference (basalt_judge.Verdict.why: "odds", "safe", "reach", "closer" or
"deny") for the table's words (solo_words.py).

Bounded: at most CANDIDATES candidates are scored (the first in the fixed order); every candidate is a
few exact-odds look-ups and reach checks, no search, so a decision stays well under the table's pace."""

from __future__ import annotations

import math
from typing import NamedTuple

import msgspec

from tabletop.ai import necromolds_bot as normal
from tabletop.ai import necromolds_hard as hard
from tabletop.games.necromolds import basalt, basalt_draft, command_dice
from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, HUMAN, Monster, State

PRESS = 0.5  # weight of the charges he threatens next against those threatening him
CLOSER = 0.05  # clay an inch of ground toward the enemy is worth (Strategic Movement's aim, NM-SOLO-52)
CANDIDATES = 6  # candidates scored at most at one step (the first in the guide's fixed order)


def necromolds_game(allow_test_hooks: bool = False, content=None) -> NecromoldsGame:
    """The registry's Necromolds game (spec engine): Basalt's open choices made by this look-ahead. The
    engine's other arguments pass through (the tutorials build it with the test hooks for forced dice)."""
    return NecromoldsGame(allow_test_hooks=allow_test_hooks, content=content, basalt_judge=judge)


class Score(NamedTuple):
    """A candidate's result from Basalt's side: expected clay its attack wins, the clay he risks to the
    human's next charges, half what his next charges threaten; the monsters each part is about."""

    attack: float = 0.0
    risk: float = 0.0
    press: float = 0.0
    gap: float = 0.0  # inches from each of his monsters to its nearest enemy, summed
    attack_pair: tuple[str, str] = ("", "")
    risk_pair: tuple[str, str] = ("", "")
    press_pair: tuple[str, str] = ("", "")
    gap_pair: tuple[str, str] = ("", "")

    @property
    def total(self) -> float:
        return self.attack - self.risk + PRESS * self.press - CLOSER * self.gap


def judge(state: State, step: str, candidates: list[J.Candidate]) -> J.Verdict:
    """The candidate whose look-ahead scores best (the first in the fixed order among equals)."""
    pool = candidates[:CANDIDATES]
    if step == "discard":
        denied = [_human_use(state, c.face) for c in pool]  # he discards the die worth most to the human
        best = max(range(len(pool)), key=lambda i: (round(denied[i][0], 6), -i))
        return J.Verdict(best, "deny", denied[best][1], denied[best][2]) if best else J.FIXED
    scores = [_score(state, step, c) for c in pool]
    best = max(range(len(pool)), key=lambda i: (round(scores[i].total, 6), -i))
    if best == 0:  # the look-ahead agrees with the fixed order: nothing more to say
        return J.FIXED
    runner = max((s for i, s in enumerate(scores) if i != best), key=lambda s: s.total)
    return _why(best, scores[best], runner)


def _why(index: int, won: Score, runner: Score) -> J.Verdict:
    """The verdict naming the part of the score that gained most over the runner-up."""
    parts = {
        "odds": (won.attack - runner.attack, won.attack_pair),
        "safe": (runner.risk - won.risk, won.risk_pair),
        "reach": (PRESS * (won.press - runner.press), won.press_pair),
        "closer": (CLOSER * (runner.gap - won.gap), won.gap_pair),
    }
    why = max(parts, key=lambda k: (parts[k][0], k))
    about, against = parts[why][1]
    return J.Verdict(index, why, about, against)


# -- scoring -----------------------------------------------------------------------------------------


def _score(state: State, step: str, c: J.Candidate) -> Score:
    if step == "shot":
        return Score(attack=_shot(state, state.monster(c.monster), c.target), attack_pair=(c.monster, c.target))
    if step in ("move", "path"):
        return _after_move(state, c.monster, c.path, c.target if c.rule == "weak_target" else "")
    if step == "turn_card":
        move, ranged = _card_dice(state, c.book)
        return _follow(state, c.book, c.rule, move, ranged)
    if step == "draft_card":
        if c.rule == "q1":
            return _follow(state, c.book, "q1", None, basalt_draft.edge(state, c.book, "ranged", c.slot, False))
        move = basalt_draft.edge(state, c.book, "move", c.slot, False)
        if c.rule == "q2":
            other = basalt_draft.open_slot(state, c.book, "ranged", avoid=c.slot)
            reach = basalt_draft.edge(state, c.book, "ranged", other, False) if other is not None else None
            return _follow(state, c.book, "q2", move, reach)
        return _follow(state, c.book, "q3", move, None)
    if step == "draft_best":
        if c.face == "ranged":  # a shot now, or after the move die the card already holds
            reach = basalt_draft.edge(state, c.book, "ranged", c.slot, False)
            move, _ranged = _card_dice(state, c.book)
            return _follow(state, c.book, "q1" if move is None else "q2", move, reach)
        if c.face == "move":
            return _follow(state, c.book, "move", basalt_draft.edge(state, c.book, "move", c.slot, False), None)
        return _position(state, _ids(state, c.book))  # a magic die: what it does is the ability's, the position stays
    raise ValueError(f"no look-ahead for Basalt's {step} choice")


def _card_dice(state: State, card: str) -> tuple[float | None, float | None]:
    """The lengths his pending move and ranged dice on the card are performed at (None: no such die)."""
    out: list[float | None] = []
    for face in ("move", "ranged"):
        dice = basalt.dice_of(state, card, face)
        out.append(basalt.die_length(state, card, dice[0]) if dice else None)
    return out[0], out[1]


def _follow(state: State, card: str, rule: str, move: float | None, reach: float | None) -> Score:
    """The card's monsters doing what the guide's `rule` has them do with these dice, one after the
    other on the same copy: the attacks' expected clay and the position after."""
    now = state
    attack = 0.0
    pair = ("", "")
    best_gain = 0.0
    for m in basalt_draft.monsters_of(state, card):
        m = now.monster(m.id)
        gain, target = 0.0, ""
        path: tuple[tuple[float, float], ...] = ()
        shots = R.shots(now, m, reach) if reach is not None else []
        if rule in ("q1", "q2") and shots:
            target = R.weak_target(now, m, shots, "ranged") or ""
            gain = _shot(now, m, target) if target else 0.0
        elif rule == "q2" and move is not None and reach is not None:
            plan = R.range_plan(now, m, move, reach)
            if plan is not None:
                path, target = plan.path, plan.target
        elif move is not None:
            plan = R.melee_plan(now, m, move) if rule in ("q3", "move", "q4") else None
            if plan is not None:
                path, target = plan.path, plan.target
                gain = hard.melee_swing(now, m, now.monster(target))
            else:
                plan = R.strategic_plan(now, m, move)
                path = plan.path if plan is not None else ()
        if path:
            now = _moved(now, m.id, path)
            if rule == "q2" and target and reach is not None:
                gain = _shot(now, now.monster(m.id), target)
        attack += gain
        if gain > best_gain:
            best_gain, pair = gain, (m.id, target)
    after = _position(now, _ids(state, card))
    return after._replace(attack=attack, attack_pair=pair)


def _after_move(state: State, mid: str, path, melee_target: str) -> Score:
    """The position after `mid` walks `path`, and the melee it starts there (if it ends in contact)."""
    now = _moved(state, mid, path)
    after = _position(now, {mid})
    if not melee_target:
        return after
    swing = hard.melee_swing(now, now.monster(mid), now.monster(melee_target))
    return after._replace(attack=swing, attack_pair=(mid, melee_target))


def _ids(state: State, card: str) -> set[str]:
    return {m.id for m in basalt_draft.monsters_of(state, card)}


def _moved(state: State, mid: str, path) -> State:
    """A copy of the state with `mid` at the end of `path` (the rest shared: read-only)."""
    x, y = path[-1]
    monsters = [msgspec.structs.replace(m, x=float(x), y=float(y)) if m.id == mid else m for m in state.monsters]
    return msgspec.structs.replace(state, monsters=monsters)


def _position(state: State, focus: set[str] | None = None) -> Score:
    """The risk his monsters stand at and the pressure they put on the human's (hard bot's threat), and
    how far they stand from the enemy; the pairs a reason names are of the `focus` monsters (the one
    that moves, or the card's) when given."""
    risk = press = gap = 0.0
    worst, near, top = -1.0, math.inf, 0.0
    risk_pair = gap_pair = press_pair = ("", "")
    foes = state.alive(HUMAN)
    for m in state.alive(BASALT):
        named = focus is None or m.id in focus
        t = hard.threat(state, m, (m.x, m.y))
        risk += t
        if named and t > worst:
            worst, risk_pair = t, (m.id, "")
        reach = NQ.move_reach(state, m)
        nearest = math.inf
        for e in foes:
            d = math.dist((m.x, m.y), (e.x, e.y)) - NQ.base_of(m)[0] - NQ.base_of(e)[0]
            nearest = min(nearest, d)
            if named and d < near:
                near, gap_pair = d, (m.id, e.id)
            if named and d <= reach + hard.REACH_SLACK:
                swing = hard.melee_swing(state, m, e)
                if swing > top:
                    top, press_pair = swing, (m.id, e.id)
        gap += nearest if nearest < math.inf else 0.0
    for e in foes:
        press += hard.threat(state, e, (e.x, e.y))
    return Score(risk=risk, press=press, gap=gap, risk_pair=risk_pair, press_pair=press_pair, gap_pair=gap_pair)


def _shot(state: State, m: Monster, target: str) -> float:
    """Expected clay a ranged attack of `m` at `target` smashes (exact odds; ties by its abilities)."""
    e = state.monster(target)
    att, dfn = NQ.base_pools(state, "ranged", m, e)
    win, tie = normal.odds(att, dfn)
    if NQ.ranged_ties_win(state, m):
        win += tie
    return win * hard.value(e)


def _human_use(state: State, face: str) -> tuple[float, str, str]:
    """What a `face` die from the pool is worth to the human: the best expected clay one of their
    monsters would win with it on an open slot this round (a shot from where it stands, or a charge it
    can reach), and the monster and target; (0, "", "") when nothing."""
    if face not in ("move", "ranged"):
        return 0.0, "", ""
    bf = NQ.battlefield(state)
    lib = library()
    best = (0.0, "", "")
    for book, slot in command_dice.open_slots(state, HUMAN, face):
        printed = lib.books[book].slots[slot].distance
        length = lib.length(NQ.command_distance(state, HUMAN, book, face, printed))
        for m in state.alive(HUMAN):
            if m.book != book:
                continue
            for e in state.alive(BASALT):
                if face == "ranged":
                    if not (bf.within(m.id, e.id, length) and bf.line_of_sight(m.id, e.id)):
                        continue
                    gain = _shot(state, m, e.id)
                else:
                    if bf.gap(m.id, e.id) > length + hard.REACH_SLACK:
                        continue
                    gain = hard.melee_swing(state, m, e)
                if gain > best[0]:
                    best = (gain, m.id, e.id)
    return best
