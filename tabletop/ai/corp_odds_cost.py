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


def outlook_cost_over(
    over: float,
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
    """outlook_cost of the other arguments, or, when a floor of it (_CostChain.floor) is above `over`,
    that floor: a number above `over` and never above the cost but for the floats' rounding (some 1e-13),
    with no chain solved. For a bot that needs an option's cost only when it could beat `over` (issue
    23's speed: the option it cannot choose is the chain it need not solve)."""
    if foe_life > 0 and my_life > 0:
        chain = _cost_chain_for(menace, hands, hardness, bonus, armor, regen, death)
        life, foe = min(my_life, MAX_LIFE), min(foe_life, MAX_LIFE)
        if life > chain.lives or foe > chain.foes:  # not solved yet: is it needed?
            floor = chain.floor(life, foe, foe_first, over)
            if floor > over:
                return floor
    return outlook_cost(my_life, foe_life, menace, hands, hardness, bonus, armor, foe_first, regen, death)


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
        "deal",
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
        dealt: dict[int, float] = {}
        for d, _s, q in mine:
            dealt[d] = dealt.get(d, 0.0) + q
        self.deal = tuple(dealt.items())  # (damage dealt, chance) of an answer (floor)
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

    def floor(self, life: int, foe: int, foe_first: bool, over: float = float("inf")) -> float:
        """A lower bound of the cost at (life, foe), both above 0: the larger of two. The first round
        alone: every cost further on counted as no more than the foe's next attack alone (its damage, or
        a death), which every state's cost includes (the rest of its sums are never below 0, and a round
        that may change nothing only divides by a number at most 1); attacking first (not foe_first) the
        answer is summed as solve sums it, with those bounds in place of the costs it leads to. And the
        foe's attacks before it can die (_before_kill), worked out only when the first is not above `over`
        already (the caller's mark: half the time it is, and the second is the dearer)."""
        death = self.death
        if self.stay >= 1.0:  # nothing can ever change: every state costs a death (see solve)
            return death
        if foe_first:
            total = _attack_floors(self.mon, life, death)[1]  # one attack
        else:
            hit = _next_attack(self.mon, life, death)
            total = 0.0
            for d, s, q in self.mine:
                if d == 0 and s == 0:
                    total += q * hit[life]  # the answer that changes nothing: the round goes on
                elif d >= foe:
                    total += q * (s if s < life else life)  # a kill: only the fists' own damage
                elif s >= life:
                    total += q * (life + death)
                else:
                    total += q * (s + hit[life - s])
        if total > over:
            return total
        before = self._before_kill(life, foe, foe_first)
        return total if total > before else before

    def _before_kill(self, life: int, foe: int, foe_first: bool) -> float:
        """A floor of the cost from the foe's attacks before it can die: the answers' damage reaches the
        foe's life after some number n of them (_answers_to_kill), and the foe attacks between them (and
        first, when foe_first) whatever they roll, so the fight costs at least what those attacks cost
        (_attack_floors, which grows with their number); the answers' rolls and the foe's are independent."""
        floors = _attack_floors(self.mon, life, self.death)
        total = 0.0
        for n, p in enumerate(_answers_to_kill(self.deal, foe), 1 if foe_first else 0):  # n attacks, or n - 1
            total += p * floors[n]
        return total

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


FLOOR_ANSWERS = 3  # the answers whose number _CostChain.floor weighs one by one


@lru_cache(maxsize=4096)
def _next_attack(mon: tuple[float, ...], life: int, death: float) -> tuple[float, ...]:
    """For each life left up to `life`: the foe's next attack's cost (its damage, or that life and a
    death), which every state's cost includes: a floor of any state's cost (_CostChain.floor)."""
    return (0.0,) + tuple(
        sum(q * (left + death if t >= left else t) for t, q in enumerate(mon) if q and t) for left in range(1, life + 1)
    )


@lru_cache(maxsize=8192)
def _answers_to_kill(deal: tuple[tuple[int, float], ...], foe: int) -> tuple[float, ...]:
    """The chance that answers dealing `deal` ((damage, chance) each) first add up to `foe` at the n-th,
    n = 1 .. FLOOR_ANSWERS, then the chance it takes more (shared by the chains of every foe's attack and
    death's weight against the same answers)."""
    mass = [0.0] * foe  # the chance of each damage dealt so far, the foe still alive
    mass[0] = 1.0
    out = []
    for _ in range(FLOOR_ANSWERS):
        nxt = [0.0] * foe
        killed = 0.0
        for dealt, p in enumerate(mass):
            if p:
                for d, q in deal:
                    at = dealt + d
                    if at < foe:
                        nxt[at] += p * q
                    else:
                        killed += p * q
        out.append(killed)
        mass = nxt
    out.append(sum(mass))
    return tuple(out)


@lru_cache(maxsize=4096)
def _attack_floors(mon: tuple[float, ...], life: int, death: float) -> tuple[float, ...]:
    """For k = 0 .. FLOOR_ANSWERS + 1: what k attacks of the foe in a row cost at the least, from `life`:
    their damage, or the life and a death once it reaches the life. A fight in which the foe attacks k
    times before it can die costs no less: the attacker dies (life and a death, the most this counts)
    or lives through those attacks (their damage, and more). Never less for more attacks."""
    dist = [0.0] * (life + 1)
    dist[0] = 1.0
    out = [0.0]
    for _ in range(FLOOR_ANSWERS + 1):
        nxt = [0.0] * (life + 1)
        nxt[life] = dist[life]  # dead already
        for total in range(life):
            p = dist[total]
            if p:
                for t, q in enumerate(mon):
                    if q:
                        at = total + t
                        nxt[at if at < life else life] += p * q
        dist = nxt
        out.append(sum(p * total for total, p in enumerate(dist[:life])) + dist[life] * (life + death))
    return tuple(out)


@lru_cache(maxsize=2048)
def _cost_chain_of(mon: tuple[float, ...], mine: tuple[tuple[int, int, float], ...], death: float) -> _CostChain:
    return _CostChain(mon, mine, death)
