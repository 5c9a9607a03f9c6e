"""What a whole NecronomiCORP fight costs the bot, in one number: the life expected lost plus `death` for
each chance of dying, loss + death * (1 - win), from the same chain of rounds as corp_odds.outlook but
solved for that one sum (issue 23's speed: half the arithmetic of solving the chance to win and the loss
apart, and the bot only ever weighs their sum; equal to it to rounding, 1e-15, see
tests/ai/test_corp_odds_cost.py).

The chain (see corp_odds._Chain): a round is the foe's attack (`mon`), then the attacker's answer (`mine`,
(damage dealt, damage to the attacker, chance) in order of damage dealt). A kill costs only what the
attacker's own fists took; a death costs the life that was left plus `death`; the round that changes
nothing loops and is solved in closed form; a fight where nothing can ever change costs `death` (it is
never won and costs no life), as corp_odds reads it.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.ai.corp_odds import MAX_LIFE, Hand, _less_each, attack_float, monster_float


@lru_cache(maxsize=65536)
def outlook_cost(
    my_life: int,
    foe_life: int,
    menace: int,
    hands: tuple[Hand, ...],
    hardness: int = 0,
    bonus: int = 0,
    armor: int = 0,
    foe_first: bool = True,
    regen: int = 0,
    death: float = 0.0,
) -> float:
    """loss + death * (1 - win) of corp_odds.outlook with the same arguments (the sum, solved as one).
    The hands are rolled together, so their order changes nothing: they are weighed sorted (one chain for
    every order, not one per order that differ in the sums' last bits)."""
    my_life = min(my_life, MAX_LIFE)
    foe_life = min(foe_life, MAX_LIFE)
    if foe_life <= 0:
        return 0.0
    if my_life <= 0:
        return death
    chain = _cost_chain_for(menace, hands, hardness, bonus, armor, regen, death)
    if my_life > chain.lives or foe_life > chain.foes:
        chain.solve(my_life, foe_life)
    at = my_life * chain.stride + foe_life
    return chain.cost[at] if foe_first else chain.ans_cost[at]


@lru_cache(maxsize=2048)
def _cost_chain_for(
    menace: int, hands: tuple[Hand, ...], hardness: int, bonus: int, armor: int, regen: int, death: float
) -> _CostChain:
    """The chain of a fight, by what it is worked out from (a short key: the outcomes' floats are hashed
    only when a new set of arguments is asked about). The hands sorted: see outlook_cost."""
    mine = attack_float(tuple(sorted(hands)), hardness)
    if regen:
        mine = _less_each(mine, regen)
    return _cost_chain_of(monster_float(menace, bonus, armor), mine, death)


class _CostChain:
    """corp_odds._Chain's states, each one number: `cost` before the foe attacks, `ans_cost` as the attacker
    answers; index life * stride + foe, solved from fewer lives or fewer of the foe's first, kept across
    calls and extended when asked about more."""

    __slots__ = (
        "ans_cost",
        "cost",
        "death",
        "ends",
        "foes",
        "lives",
        "mine",
        "mon",
        "stay",
        "still",
        "stride",
        "taken",
    )

    def __init__(self, mon: tuple[float, ...], mine: tuple[tuple[int, int, float], ...], death: float):
        if any(mine[i][0] > mine[i + 1][0] for i in range(len(mine) - 1)):
            raise ValueError("an attack's outcomes must come in order of damage dealt (attack_float's order)")
        self.mon = mon
        self.mine = mine
        self.death = death
        self.taken = tuple((t, q) for t, q in enumerate(mon) if q and t)  # the foe's damages but none
        self.still = next((q for d, s, q in mine if d == 0 and s == 0), 0.0)  # the answer that changes nothing
        self.stay = (mon[0] if mon else 0.0) * self.still  # the round that changes nothing
        self.lives = self.foes = 0
        self.stride = 1
        self.ends: list = [None]
        self.cost: list[float] = []
        self.ans_cost: list[float] = []

    def _more_ends(self, foes: int) -> None:
        """Per foe's life left up to `foes`: the answers that lead on (chance, damage to the attacker, index
        offset), but the one that changes nothing (a head of the outcomes); the cost of those that kill it
        (their damage to the attacker), the most any of them costs, and each as (chance, its cost)."""
        stride, mine = self.stride, self.mine
        lead_all = tuple((q, s, s * stride + d) for d, s, q in mine if d or s)
        dealt = [d for d, s, _q in mine if d or s]
        kills_all = tuple((q, s) for _d, s, q in mine)
        n = len(mine)
        tail_s, tail_max = [0.0] * (n + 1), [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            _d, s, q = mine[i]
            tail_s[i] = tail_s[i + 1] + q * s
            tail_max[i] = s if s > tail_max[i + 1] else tail_max[i + 1]
        cut_lead = cut_kill = 0
        for foe in range(len(self.ends), foes + 1):
            while cut_lead < len(dealt) and dealt[cut_lead] < foe:
                cut_lead += 1
            while cut_kill < n and mine[cut_kill][0] < foe:
                cut_kill += 1
            self.ends.append((lead_all[:cut_lead], tail_s[cut_kill], tail_max[cut_kill], kills_all[cut_kill:]))

    def solve(self, lives: int, foes: int) -> None:
        """Solve every state up to `lives` and `foes` (what is solved already is kept)."""
        lives, foes = max(lives, self.lives), max(foes, self.foes)
        if foes + 1 > self.stride:
            if self.lives:
                self._relayout(foes + 1)
            else:
                self.stride = foes + 1
        size = (lives + 1) * self.stride
        if len(self.cost) < size:
            grow = [0.0] * (size - len(self.cost))
            self.cost.extend(grow)
            self.ans_cost.extend(grow)
        if len(self.ends) <= foes:
            self._more_ends(foes)
        cost, ans_cost, death = self.cost, self.ans_cost, self.death
        stride, ends, taken, still, stay = self.stride, self.ends, self.taken, self.still, self.stay
        m0 = self.mon[0] if self.mon else 0.0
        free = 1.0 - stay
        done_lives, done_foes = self.lives, self.foes
        for life in range(1, lives + 1):
            row = life * stride
            dies = life + death  # a death: the life left and the death's own weight
            for foe in range(done_foes + 1 if life <= done_lives else 1, foes + 1):
                key = row + foe
                # The answer with `life` left, but the one that changes nothing.
                lead, ac, smax, kills = ends[foe]
                if smax >= life:
                    ac = 0.0
                    for q, s in kills:
                        ac += q * (s if s < life else life)
                for q, s, off in lead:
                    if s >= life:
                        ac += q * dies  # the attacker's own fist takes its last life
                    else:
                        ac += q * (s + cost[key - off])
                # The round: the foe's attack, then the answer.
                rc = m0 * ac
                for t, q in taken:
                    if t >= life:
                        rc += q * dies
                    else:
                        rc += q * (t + ans_cost[key - t * stride])
                c = cost[key] = rc / free if stay < 1.0 else death
                ans_cost[key] = ac + still * c
        self.lives, self.foes = lives, foes

    def _relayout(self, stride: int) -> None:
        """Room for foes' lives up to stride - 1: the solved states copied to their new indices."""
        old = self.stride
        n = (self.lives + 1) * stride
        lists = []
        for values in (self.cost, self.ans_cost):
            new = [0.0] * n
            for life in range(1, self.lives + 1):
                new[life * stride + 1 : life * stride + self.foes + 1] = values[
                    life * old + 1 : life * old + self.foes + 1
                ]
            lists.append(new)
        self.cost, self.ans_cost = lists
        self.stride = stride
        self.ends = [None]


@lru_cache(maxsize=2048)
def _cost_chain_of(mon: tuple[float, ...], mine: tuple[tuple[int, int, float], ...], death: float) -> _CostChain:
    return _CostChain(mon, mine, death)
