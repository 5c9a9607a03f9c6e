"""Exact NecronomiCORP dice odds for the bots, from the dice rules alone (no engine, no state).

The dice (NC-COMP-04): six faces, the rolled 1 is the skull; a bonus or drawback moves every
non-skull face, clamped to 1..6 (a face lowered to 1 is not a skull, NC-ABIL-04); skulls are never
moved (NC-ABIL-05); a face of 4-6 is a hit, one damage (NC-RESP-08). Hardness takes 1 (per point)
off each attack roll's damage, never below 0 (NC-ABIL-06, NC-ABIL-11). Each hand is its own roll
(NC-RESP-13): a weapon's roll is its base die plus its dice (NC-RESP-07) and it is discarded when
every die shows a skull (NC-RESP-10); a fist is one die and a skull hurts its owner 2 (NC-RESP-11).
A monster rolls its Menace and each hit is 1 damage (NC-FIGHT-08); armour takes some off each attack.
An escape is one die, 4-6 after the bonus (NC-RESP-02).

Every distribution is exact (Fractions, for the tests) with a float twin the bots use, cached:
the same few dice counts are asked about thousands of times a game.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache, lru_cache

SIXTH = Fraction(1, 6)
FIST_SELF_DAMAGE = 2  # a fist's skull (NC-RESP-11)
MAX_DICE = 12  # no cap in the rules (NC-COMP-05); no card gives more than this
MAX_LIFE = 40


def _clamp(face: int) -> int:
    return 1 if face < 1 else 6 if face > 6 else face


def face_hits(face: int, bonus: int = 0) -> bool:
    """Whether one rolled face is a hit after the bonus (NC-COMP-04): a skull never is."""
    return face != 1 and _clamp(face + bonus) >= 4


@cache
def p_hit(bonus: int = 0) -> Fraction:
    """The chance one die hits with this bonus (negative: a drawback)."""
    return Fraction(sum(1 for f in range(1, 7) if face_hits(f, bonus)), 6)


def _binomial(n: int, p: Fraction) -> tuple[Fraction, ...]:
    dist = [Fraction(1)]
    for _ in range(n):
        nxt = [Fraction(0)] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return tuple(dist)


def _less(dist: tuple[Fraction, ...], cut: int) -> tuple[Fraction, ...]:
    """A damage distribution with `cut` taken off every outcome, never below 0."""
    if cut <= 0:
        return dist
    out = [Fraction(0)] * max(1, len(dist) - cut)
    for k, q in enumerate(dist):
        out[max(0, k - cut)] += q
    return tuple(out)


@cache
def roll_damage(n: int, bonus: int = 0, hardness: int = 0) -> tuple[Fraction, ...]:
    """The damage one attack roll of `n` dice deals: index k is the chance of exactly k."""
    return _less(_binomial(max(0, n), p_hit(bonus)), hardness)


def p_at_least(n: int, k: int, bonus: int = 0, hardness: int = 0) -> Fraction:
    """The chance one attack roll of `n` dice deals at least `k` damage."""
    if k <= 0:
        return Fraction(1)
    return sum(roll_damage(n, bonus, hardness)[k:], Fraction(0))


def expected(dist) -> Fraction:
    return sum((k * q for k, q in enumerate(dist)), Fraction(0))


def expected_damage(n: int, bonus: int = 0, hardness: int = 0) -> Fraction:
    """The damage one attack roll of `n` dice deals on average."""
    return expected(roll_damage(n, bonus, hardness))


def p_all_skulls(n: int) -> Fraction:
    """The chance every die of a roll is a skull: the weapon is discarded (NC-RESP-10)."""
    return SIXTH ** max(0, n)


@cache
def p_all_skulls_float(n: int) -> float:
    return float(p_all_skulls(n))


def p_fist_hurts() -> Fraction:
    """The chance a fist's die is a skull (its owner takes 2, NC-RESP-11); no bonus changes it."""
    return SIXTH


@cache
def monster_damage(menace: int, bonus: int = 0, armor: int = 0) -> tuple[Fraction, ...]:
    """The damage one monster attack deals to its target: Menace dice, each hit 1 (NC-FIGHT-08),
    less the target's armour."""
    return _less(_binomial(max(0, menace), p_hit(bonus)), armor)


def p_monster_at_least(menace: int, k: int, bonus: int = 0, armor: int = 0) -> Fraction:
    """The chance a monster of Menace `menace` deals at least `k` damage in one attack."""
    if k <= 0:
        return Fraction(1)
    return sum(monster_damage(menace, bonus, armor)[k:], Fraction(0))


def p_escape(bonus: int = 0) -> Fraction:
    """The chance one escape die succeeds (4-6 after the bonus, NC-RESP-02)."""
    return p_hit(bonus)


@cache
def p_escape_float(bonus: int = 0) -> float:
    return float(p_escape(bonus))


# -- hands: an attack of one or two rolls, with what it may cost its attacker ------------------------


Hand = tuple[int, int, bool]  # (dice in the roll, bonus on its dice, is a fist)


@cache
def hand_outcomes(hand: Hand, hardness: int = 0) -> tuple[tuple[int, int, Fraction], ...]:
    """One hand's roll as (damage dealt, damage to its attacker, chance) outcomes, exact. A fist's
    roll hurts its owner when it shows a skull (NC-RESP-11; with a skill's extra fist dice, any one)."""
    n, bonus, fist = hand
    if not fist:
        return tuple((k, 0, q) for k, q in enumerate(roll_damage(n, bonus, hardness)) if q)
    hit = p_hit(bonus)
    miss = 1 - SIXTH - hit  # neither a hit nor a skull
    # (hits, any skull yet) -> chance, die by die
    acc: dict[tuple[int, bool], Fraction] = {(0, False): Fraction(1)}
    for _ in range(max(0, n)):
        nxt: dict[tuple[int, bool], Fraction] = {}
        for (k, sk), q in acc.items():
            for key, p in (((k + 1, sk), hit), ((k, sk), miss), ((k, True), SIXTH)):
                if p:
                    nxt[key] = nxt.get(key, Fraction(0)) + q * p
        acc = nxt
    outs: dict[tuple[int, int], Fraction] = {}
    for (k, sk), q in acc.items():
        out_key = (max(0, k - hardness), FIST_SELF_DAMAGE if sk else 0)
        outs[out_key] = outs.get(out_key, Fraction(0)) + q
    return tuple((d, s, q) for (d, s), q in sorted(outs.items()))


@cache
def attack_outcomes(hands: tuple[Hand, ...], hardness: int = 0) -> tuple[tuple[int, int, Fraction], ...]:
    """An attack of several hands, each its own roll (NC-RESP-13): (total dealt, total to the
    attacker, chance) outcomes, exact."""
    acc: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}
    for hand in hands:
        nxt: dict[tuple[int, int], Fraction] = {}
        for (d0, s0), q0 in acc.items():
            for d, s, q in hand_outcomes(hand, hardness):
                key = (d0 + d, s0 + s)
                nxt[key] = nxt.get(key, Fraction(0)) + q0 * q
        acc = nxt
    return tuple((d, s, q) for (d, s), q in sorted(acc.items()))


def attack_expected(hands: tuple[Hand, ...], hardness: int = 0) -> Fraction:
    """The damage an attack of these hands deals on average."""
    return sum((d * q for d, _s, q in attack_outcomes(hands, hardness)), Fraction(0))


@lru_cache(maxsize=8192)
def attack_float(hands: tuple[Hand, ...], hardness: int = 0) -> tuple[tuple[int, int, float], ...]:
    """attack_outcomes in floats (what the bots weigh): each hand's exact outcomes, convolved in floats
    (a party's rolls together are many combinations; Fractions would be slow and no more useful)."""
    acc: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for hand in hands:
        nxt: dict[tuple[int, int], float] = {}
        for d, s, q in _hand_float(hand, hardness):
            for (d0, s0), q0 in acc.items():
                key = (d0 + d, s0 + s)
                nxt[key] = nxt.get(key, 0.0) + q0 * q
        acc = nxt
    return tuple((d, s, q) for (d, s), q in sorted(acc.items()))


@cache
def _hand_float(hand: Hand, hardness: int) -> tuple[tuple[int, int, float], ...]:
    return tuple((d, s, float(q)) for d, s, q in hand_outcomes(hand, hardness))


@cache
def attack_mean(hands: tuple[Hand, ...], hardness: int = 0) -> float:
    return float(attack_expected(hands, hardness))


@cache
def attack_self_harm(hands: tuple[Hand, ...]) -> float:
    """The damage an attack of these hands does its own attacker on average (fists' skulls)."""
    return float(sum((s * q for _d, s, q in attack_outcomes(hands, 0)), Fraction(0)))


@cache
def monster_float(menace: int, bonus: int = 0, armor: int = 0) -> tuple[float, ...]:
    return tuple(float(q) for q in monster_damage(menace, bonus, armor))


@cache
def p_monster_kills(menace: int, life: int, bonus: int = 0, armor: int = 0) -> float:
    """The chance one monster attack takes a character with `life` left to 0 or below (NC-FIGHT-09)."""
    return float(p_monster_at_least(menace, life, bonus, armor))


# -- a whole fight, as a chain of rounds --------------------------------------------------------------


@lru_cache(maxsize=65536)
def p_win_fight(
    my_life: int,
    foe_life: int,
    menace: int,
    hands: tuple[Hand, ...],
    hardness: int = 0,
    bonus: int = 0,
    armor: int = 0,
    foe_first: bool = True,
) -> float:
    """The chance the attacker kills the foe (`foe_life` left) before dying, attacking with `hands`
    every round and never escaping: the foe attacks (when `foe_first`), then the attacker answers,
    round after round (NC-FIGHT-06). A round where nothing changes is solved in closed form (a
    self-loop), so the chain is exact for these dice; ability effects are left out. The outlook's
    chain (_Chain), its chance to win."""
    my_life = min(my_life, MAX_LIFE)
    foe_life = min(foe_life, MAX_LIFE)
    mon = monster_float(menace, bonus, armor)
    mine = attack_float(hands, hardness)
    return _outlook(my_life, foe_life, mon, mine, foe_first)[0]


# -- what a fight costs: the chance to win and the life it is expected to take ------------------------


@lru_cache(maxsize=65536)
def outlook(
    my_life: int,
    foe_life: int,
    menace: int,
    hands: tuple[Hand, ...],
    hardness: int = 0,
    bonus: int = 0,
    armor: int = 0,
    foe_first: bool = True,
    regen: int = 0,
) -> tuple[float, float]:
    """(chance to kill the foe, expected life lost) attacking with `hands` every round, never leaving:
    the chain of p_win_fight, with the life each step takes (a death loses all the life left). `regen`:
    what the foe heals before each of its attacks, taken off each round's damage."""
    my_life = min(my_life, MAX_LIFE)
    foe_life = min(foe_life, MAX_LIFE)
    mine = attack_float(hands, hardness)
    if regen:
        mine = _less_each(mine, regen)
    return _outlook(my_life, foe_life, monster_float(menace, bonus, armor), mine, foe_first)


@lru_cache(maxsize=4096)
def _less_each(mine: tuple[tuple[int, int, float], ...], cut: int) -> tuple[tuple[int, int, float], ...]:
    merged: dict[tuple[int, int], float] = {}
    for d, s, q in mine:
        key = (max(0, d - cut), s)
        merged[key] = merged.get(key, 0.0) + q
    return tuple((d, s, q) for (d, s), q in sorted(merged.items()))


class _Chain:
    """The outlook's solved states for one foe's attack (`mon`, the chance of each damage it deals) and
    one attack's outcomes (`mine`, (damage dealt, damage to the attacker, chance), in order of damage
    dealt), kept across calls: the lives up to `lives` and the foe's lives up to `foes`, each state at
    index life * stride + foe of four lists, solved from fewer lives or fewer of the foe's first:

    - before the foe attacks (a round begins): the chance to win, the life expected lost (`win`, `loss`);
    - after it (the attacker answers with the life it has left): `ans_win`, `ans_loss`.

    A round is split in two: the foe's attack, then the answer. The answer from a state sums the
    attack's outcomes once (not once per damage the foe may deal), and the round from a state sums the
    foe's damages over the answers; the one round where nothing changes (no damage either way) loops
    and is solved in closed form. The same chain of rounds as the plain recursion of
    tests/ai/test_corp_odds_speed.py, summed in another order: equal to it to rounding (1e-15)."""

    __slots__ = (
        "ans_loss",
        "ans_win",
        "ends",
        "foes",
        "lives",
        "loss",
        "mine",
        "mon",
        "stay",
        "still",
        "stride",
        "taken",
        "win",
    )

    def __init__(self, mon: tuple[float, ...], mine: tuple[tuple[int, int, float], ...]):
        if any(mine[i][0] > mine[i + 1][0] for i in range(len(mine) - 1)):
            raise ValueError("an attack's outcomes must come in order of damage dealt (attack_float's order)")
        self.mon = mon
        self.mine = mine
        self.taken = tuple((t, q) for t, q in enumerate(mon) if q and t)  # the foe's damages but none
        self.still = next((q for d, s, q in mine if d == 0 and s == 0), 0.0)  # the answer that changes nothing
        self.stay = (mon[0] if mon else 0.0) * self.still  # the round that changes nothing
        self.lives = self.foes = 0
        self.stride = 1
        self.ends: list = [None]  # per foe's life left: see _more_ends
        self.win: list[float] = []
        self.loss: list[float] = []
        self.ans_win: list[float] = []
        self.ans_loss: list[float] = []

    def _more_ends(self, foes: int) -> None:
        """The answers against a foe with each life left up to `foes` (self.ends[foe]): (those that lead
        on, as (chance, damage to the attacker, damage dealt, index offset), but the one that changes
        nothing; the chance of those that kill it, the life they cost the attacker, the most any costs,
        and each as (chance, its cost)). The outcomes come in order of damage dealt: those that lead on
        are a head of the list, those that kill its tail."""
        stride, mine = self.stride, self.mine
        lead_all = tuple((q, s, d, s * stride + d) for d, s, q in mine if d or s)
        kills_all = tuple((q, s) for _d, s, q in mine)
        # From each outcome on to the last: the chance, the cost to the attacker, the most it costs.
        n = len(mine)
        tail_q, tail_s, tail_max = [0.0] * (n + 1), [0.0] * (n + 1), [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            _d, s, q = mine[i]
            tail_q[i] = tail_q[i + 1] + q
            tail_s[i] = tail_s[i + 1] + q * s
            tail_max[i] = s if s > tail_max[i + 1] else tail_max[i + 1]
        cut_lead = cut_kill = 0
        for foe in range(len(self.ends), foes + 1):
            while cut_lead < len(lead_all) and lead_all[cut_lead][2] < foe:
                cut_lead += 1
            while cut_kill < n and mine[cut_kill][0] < foe:
                cut_kill += 1
            self.ends.append(
                (lead_all[:cut_lead], tail_q[cut_kill], tail_s[cut_kill], tail_max[cut_kill], kills_all[cut_kill:])
            )

    def solve(self, lives: int, foes: int) -> None:
        """Solve every state up to `lives` and `foes` (what is solved already is kept)."""
        lives, foes = max(lives, self.lives), max(foes, self.foes)
        if foes + 1 > self.stride:
            if self.lives:
                self._relayout(foes + 1)
            else:  # nothing solved yet: nothing to move
                self.stride = foes + 1
        size = (lives + 1) * self.stride
        if len(self.win) < size:
            grow = [0.0] * (size - len(self.win))
            for values in (self.win, self.loss, self.ans_win, self.ans_loss):
                values.extend(grow)
        if len(self.ends) <= foes:
            self._more_ends(foes)
        win, loss, ans_win, ans_loss = self.win, self.loss, self.ans_win, self.ans_loss
        stride, ends, taken, still, stay = self.stride, self.ends, self.taken, self.still, self.stay
        m0 = self.mon[0] if self.mon else 0.0
        free = 1.0 - stay
        done_lives, done_foes = self.lives, self.foes
        for life in range(1, lives + 1):
            row = life * stride
            for foe in range(done_foes + 1 if life <= done_lives else 1, foes + 1):
                key = row + foe
                # The answer with `life` left, but the one that changes nothing.
                lead, aw, al, smax, kills = ends[foe]
                if smax >= life:
                    al = 0.0
                    for q, s in kills:
                        al += q * (s if s < life else life)
                for q, s, _d, off in lead:
                    if s >= life:
                        al += q * life  # the attacker's own fist takes its last life
                    else:
                        at = key - off
                        aw += q * win[at]
                        al += q * (s + loss[at])
                # The round: the foe's attack, then the answer.
                rw = m0 * aw
                rl = m0 * al
                for t, q in taken:
                    if t >= life:
                        rl += q * life
                    else:
                        at = key - t * stride
                        rw += q * ans_win[at]
                        rl += q * (t + ans_loss[at])
                if stay < 1.0:
                    w = win[key] = rw / free
                    lo = loss[key] = rl / free
                else:
                    w = lo = 0.0
                ans_win[key] = aw + still * w
                ans_loss[key] = al + still * lo
        self.lives, self.foes = lives, foes

    def _relayout(self, stride: int) -> None:
        """Room for foes' lives up to stride - 1: the solved states copied to their new indices."""
        old = self.stride
        n = (self.lives + 1) * stride
        lists = []
        for values in (self.win, self.loss, self.ans_win, self.ans_loss):
            new = [0.0] * n
            for life in range(1, self.lives + 1):
                new[life * stride + 1 : life * stride + self.foes + 1] = values[
                    life * old + 1 : life * old + self.foes + 1
                ]
            lists.append(new)
        self.win, self.loss, self.ans_win, self.ans_loss = lists
        self.stride = stride
        self.ends = [None]


@lru_cache(maxsize=2048)
def _chain_of(mon: tuple[float, ...], mine: tuple[tuple[int, int, float], ...]) -> _Chain:
    return _Chain(mon, mine)


def _outlook(
    life: int,
    foe: int,
    mon: tuple[float, ...],
    mine: tuple[tuple[int, int, float], ...],
    foe_first: bool,
) -> tuple[float, float]:
    """(win, life lost) from a state of the chain (see _Chain): before the foe's attack when `foe_first`,
    else as the attacker answers."""
    if foe <= 0:
        return 1.0, 0.0
    if life <= 0:
        return 0.0, 0.0
    chain = _chain_of(mon, mine)
    if life > chain.lives or foe > chain.foes:
        chain.solve(life, foe)
    at = life * chain.stride + foe
    if foe_first:
        return chain.win[at], chain.loss[at]
    return chain.ans_win[at], chain.ans_loss[at]
