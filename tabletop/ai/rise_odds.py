"""Combat odds for the Rise bot, fast: exact where the fight is small, a documented approximation
where it is big, and every answer remembered by a compact key of the fight.

`win(kind, attacker, defender)` takes the `combat.Side`s the engine would build (rules.side of
rules.build_sides) and answers the chance the attacker wins, decisions made by
`combat.default_policy`.

The key (`fight_key`) keeps only what decides the odds: per fighter its role, Minion kind and
attacks (power, Ghost strike), in the order given (alike fighters in a row counted as one run); the City's towers and attacks; the Spells
(Weaken, Death Bolt, Zombie Explosion); ignore_wound and rerolls. Names, ids and seats are left
out, so the same fight seen from another seat, another City of the same strength or another turn
is looked up, not worked out again.

Exact (`rise_combat_odds.win_probability`, enumeration of hits per roll step) when both sides together
have at most `EXACT_LIMIT` fighters + towers; above it, `approx_win`:

    The approximation (documented, tested against the exact odds on small fights): the fight is
    two roll steps (Ghost strikes, then the rest; Death Bolt joins the second step's attacks,
    Zombie Explosion adds its wounds without a roll). In each step the number of wounds a side
    inflicts is the convolution of its attacks' hit chances (exact for that step), and the loser
    of each wound is its weakest absorber (so a side's remaining attacks after a step are its
    strongest ones, which is what default_policy does). The attacker wins when the defender's
    absorbers and towers are all gone (and in a Necromancer fight one more wound reaches the
    Necromancer) and its own Necromancer lives. The state between steps is the pair of wound
    counts, so the cost is (attacks+1)^2 per step, microseconds for any fight. It ignores Weaken
    applied to specific attacks (it lowers every opposing attack by `reduce` and drops the
    `remove` strongest, as the engine does) only in that it treats it the same way; rerolls are
    counted as one more chance for up to `count` missed attacks of the side (an upper bound).

`city_win` is the approximation for an unguarded City worked out in one sum (the same number to
rounding; the bot's City odds, also for the smallest fights).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from tabletop.ai import rise_combat_odds as CO
from tabletop.games.rise import combat as C

EXACT_LIMIT = 2  # fighters + towers of both sides: at most this many, the exact enumeration
_CACHE: dict[tuple, float] = {}
_CACHE_SIZE = 20000
STATS = {"hits": 0, "exact": 0, "approx": 0}


def _attacks_key(attacks: Sequence[C.Attack]) -> tuple:
    return tuple((a.power, a.ghost_strike) for a in attacks)


def _runs(fighters, attacks_key) -> tuple:
    """The fighters in order as runs: ((role, kind, attacks_key(attacks)), how many in a row), one run per
    stretch of alike fighters (an army is mostly Minions alike; rules.side shares their attack tuples).
    Combat Fighters (side_key) or the FighterSpecs they are made from (spec_key): the same runs."""
    out: list = []
    role = kind = attacks = None
    n = 0
    for f in fighters:
        a = f.attacks
        if n and f.role == role and f.kind == kind and (a is attacks or a == attacks):
            n += 1
            continue
        if n:
            out.append(((role, kind, attacks_key(attacks)), n))
        role, kind, attacks, n = f.role, f.kind, a, 1
    if n:
        out.append(((role, kind, attacks_key(attacks)), n))
    return tuple(out)


def side_key(s: C.Side) -> tuple:
    sp = s.spells
    city = (s.city.towers, _attacks_key(s.city.attacks)) if s.city is not None else None
    weaken = (sp.weaken.reduce, sp.weaken.remove) if sp.weaken is not None else None
    rerolls = tuple((r.unit, r.count) for r in getattr(s, "rerolls", ()) or ())
    return (
        s.seat is None,
        _runs(s.fighters, _attacks_key),
        city,
        weaken,
        _attacks_key(sp.death_bolt),
        sp.zombie_explosion,
        s.ignore,
        rerolls,
    )


def pairs_key(pairs) -> tuple:
    """_attacks_key of the Attacks rules.side makes from [power, ghost strike] pairs."""
    return tuple((p, bool(g)) for p, g in pairs)


def spec_key(spec) -> tuple:
    """side_key(rules.side(spec)) made from the SideSpec (state.SideSpec) itself: the same tuple,
    without building the combat.Side (rules.side turns each [power, ghost strike] pair into an
    Attack(power, bool(ghost strike)), the Weaken pair into a Weaken, the rerolls into Rerolls)."""
    city = (spec.city[1], pairs_key(spec.city[2])) if spec.city is not None else None
    weaken = (spec.weaken[0], spec.weaken[1]) if spec.weaken else None
    rerolls = tuple((u, c) for u, c in spec.rerolls)
    return (
        spec.seat is None,
        _runs(spec.fighters, pairs_key),
        city,
        weaken,
        pairs_key(spec.bolt),
        spec.boom,
        spec.ignore,
        rerolls,
    )


def fight_key(kind: str, attacker: C.Side, defender: C.Side) -> tuple:
    return (kind, side_key(attacker), side_key(defender))


def size(kind: str, attacker: C.Side, defender: C.Side) -> int:
    """Fighters taking part plus towers: what the enumeration's cost grows with."""
    n = sum(1 for f in attacker.fighters if not (kind == "dungeon" and f.role == "minion"))
    n += len(defender.fighters) + (defender.city.towers if defender.city else 0)
    return n


def win(kind: str, attacker: C.Side, defender: C.Side, attacker_key: tuple | None = None, exact: bool = True) -> float:
    """The attacker's chance to win (exact for small fights, `approx_win` for big ones), cached.
    `attacker_key`: side_key(attacker) when the caller already has it (the same answer, faster).
    `exact=False`: `approx_win` whatever the size (much cheaper than the enumeration; cached apart)."""
    key: tuple = (kind, attacker_key if attacker_key is not None else side_key(attacker), side_key(defender))
    if not exact:
        key += (False,)
    got = _CACHE.get(key)
    if got is not None:
        STATS["hits"] += 1
        return got
    if exact and size(kind, attacker, defender) <= EXACT_LIMIT:
        STATS["exact"] += 1
        p = float(CO.win_probability(kind, attacker, defender))
    else:
        STATS["approx"] += 1
        p = approx_win(kind, attacker, defender, key[1], key[2])
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = p
    return p


# ---------------------------------------------------------------------------------------------
# The approximation


@lru_cache(maxsize=4096)
def _dist(chances: tuple[float, ...]) -> tuple[float, ...]:
    """P(exactly k hits) for independent attacks with these hit chances (convolution)."""
    dist = [1.0]
    for q in chances:
        nxt = [0.0] * (len(dist) + 1)
        for k, v in enumerate(dist):
            nxt[k] += v * (1 - q)
            nxt[k + 1] += v * q
        dist = nxt
    return tuple(dist)


def _chance(power: int, reroll: bool = False) -> float:
    q = min(max(power, 0), 5) / 6
    return 1 - (1 - q) ** 2 if reroll else q


class _Side:
    """A side reduced to what the approximation needs."""

    def __init__(self, kind: str, s: C.Side, index: int):
        self.nec = None  # the Necromancer's attacks, if it fights
        units = []  # absorbers: (cost to lose, attacks)
        for f in s.fighters:
            if kind == "dungeon" and index == 0 and f.role == "minion":
                continue
            atk = [(a.power, a.ghost_strike) for a in f.attacks]
            if f.role == "necromancer":
                self.nec = atk
            else:
                units.append(atk)
        units.sort(key=lambda atk: sum(_chance(p) for p, _ in atk))  # the weakest is lost first
        self.units = units
        self.towers = s.city.towers if s.city is not None else 0
        self.city = [(a.power, a.ghost_strike) for a in s.city.attacks] if s.city is not None else []
        sp = s.spells
        self.weaken = (sp.weaken.reduce, sp.weaken.remove) if sp.weaken is not None and self.nec is not None else None
        self.bolt = [a.power for a in sp.death_bolt] if self.nec is not None else []
        self.boom = sp.zombie_explosion if kind != "dungeon" and self.nec is not None else 0
        self.zombies = sum(1 for f in s.fighters if f.kind == "zombie" and not (kind == "dungeon" and index == 0))
        self.ignore = s.ignore
        self.rerolls = sum(r.count for r in getattr(s, "rerolls", ()) or ())

    def weakened(self, reduce: int, remove: int) -> None:
        def lower(atk):
            return [(max(0, p - reduce), g) for p, g in atk]

        if self.nec is not None:
            self.nec = lower(self.nec)
        self.units = [lower(u) for u in self.units]
        self.city = lower(self.city)
        for _ in range(remove):
            best = None
            for where in ([self.nec] if self.nec else []) + self.units + [self.city]:
                for j, (p, _) in enumerate(where):
                    if best is None or p > best[0]:
                        best = (p, where, j)
            if best is None:
                break
            del best[1][best[2]]

    def slots(self) -> int:
        return len(self.units) + self.towers

    def chances(self, ghost: bool, lost: int) -> tuple[float, ...]:
        """Hit chances of this side's attacks in a step, after `lost` wounds (weakest units first,
        towers before units when the side has a City: the owner gives wounds to towers first)."""
        units_lost = max(0, lost - self.towers) if self.towers else lost
        alive = self.units[units_lost:]
        out = []
        nec = self.nec
        for atk in ([nec] if nec is not None and lost <= self.slots() else []) + alive:
            out += [_chance(p) for p, g in atk if g == ghost]
        out += [_chance(p) for p, g in self.city if g == ghost]
        out.sort(reverse=True)
        if self.rerolls:
            out = [1 - (1 - q) ** 2 if i < self.rerolls else q for i, q in enumerate(out)]
        return tuple(out)


_ATTACKERS: dict[tuple, tuple] = {}  # (kind, attacker's side_key) -> (its _Side, its hit distributions)
_DEFENDERS: dict[tuple, tuple] = {}  # (kind, defender's side_key) -> (its _Side, its hit distributions)
_NO_HITS = [(0, 1.0)]  # a hit distribution with no attacks


def approx_win(
    kind: str, attacker: C.Side, defender: C.Side, attacker_key: tuple | None = None, defender_key: tuple | None = None
) -> float:
    """The attacker's chance to win by the approximation described in the module docstring.
    `attacker_key` (side_key(attacker)): the attacker's reduced side and hit distributions are
    remembered by it and reused while no Weaken of the defender's changes them (the same floats);
    `defender_key` (side_key(defender)) the same for the defender, unless the attacker weakens it."""
    d_dists: dict[tuple, list]
    if defender_key is not None:
        got_d = _DEFENDERS.get((kind, defender_key))
        if got_d is None:
            if len(_DEFENDERS) > 5000:
                _DEFENDERS.clear()
            got_d = _DEFENDERS[(kind, defender_key)] = (_Side(kind, defender, 1), {})
        d, d_dists = got_d
    else:
        d, d_dists = _Side(kind, defender, 1), {}
    wd = d.weaken
    a_dists: dict[tuple, list]
    if attacker_key is not None and not wd:
        got = _ATTACKERS.get((kind, attacker_key))
        if got is None:
            if len(_ATTACKERS) > 500:  # kept small: records held for long slow every full garbage collection
                _ATTACKERS.clear()
            got = _ATTACKERS[(kind, attacker_key)] = (_Side(kind, attacker, 0), {})
        a, a_dists = got
    else:
        a, a_dists = _Side(kind, attacker, 0), {}
    wa = a.weaken
    if wa:
        if defender_key is not None:  # the remembered side stays as it is: weaken a fresh one
            d, d_dists = _Side(kind, defender, 1), {}
        d.weakened(*wa)
    if wd:
        a.weakened(*wd)
    a_slots, d_slots = a.slots(), d.slots()

    def a_dist(ghost: bool, la: int) -> list:
        da = a_dists.get((ghost, la))
        if da is None:
            if not ghost and a.bolt and la <= a_slots:
                hits = _dist(a.chances(ghost, la) + tuple(_chance(x) for x in a.bolt))
            else:
                hits = _dist(a.chances(ghost, la)) if la <= a_slots or a.nec is None else (1.0,)
            da = a_dists[(ghost, la)] = [(ha, pa) for ha, pa in enumerate(hits) if pa]
        return da

    def d_dist(ghost: bool, ld: int) -> list:
        dd = d_dists.get((ghost, ld))
        if dd is None:
            dd = d_dists[(ghost, ld)] = [(hd, pd) for hd, pd in enumerate(_dist(d.chances(ghost, ld))) if pd]
        return dd

    need_d = d_slots + (1 if kind == "pvp" else 0)
    a_ignore, d_ignore, a_nec, a_zombies, a_boom = a.ignore, d.ignore, a.nec is not None, a.zombies, a.boom

    # (Every sum below is made in the order the plain loops make it: the same floats.)
    if a_dist(True, 0) == _NO_HITS and d_dist(True, 0) == _NO_HITS:
        # Nobody strikes first: after step 2 the one state is (0, 0) with chance 1.0, and each pair of
        # step-3 results is its own state (chance 0.0 + 1.0 * pa * pd): summed straight away.
        # wins(la, ld) holds from a least ld on, for each la (what `wins` works out, made once per la).
        dd = d_dist(False, 0)
        least = []
        for hd, _ in dd:
            la = hd - a_ignore if hd > a_ignore else 0
            if a_nec and la > a_slots:
                least.append(1 << 30)  # the attacking Necromancer is dead: never
                continue
            alive_zombies = a_zombies - la if a_zombies > la else 0
            short = need_d - (min(a_boom, alive_zombies) if a_boom else 0)
            least.append(0 if short <= 0 else short + d_ignore)
        total = 0.0
        for ha, pa in a_dist(False, 0):
            ppa = 1.0 * pa
            for (_hd, pd), low in zip(dd, least):
                if ha < low:
                    break  # least never falls as hd grows: no later pair wins either
                total += ppa * pd
        return min(1.0, total)
    # Wounds each side has taken: distribution over (on attacker, on defender). Step 1 (Ghost strikes)
    # starts from the one state (0, 0): each pair of results is its own state, in the order the loops
    # make them. Step 2 sums into a grid of cells (la * width + ld) in the same order as a dict of
    # (la, ld) would (each cell's sum made in the same order: the same floats), and `order` keeps the
    # order the cells were first reached (the dict's insertion order), which the final sum follows.
    # Only the cells the attacker wins in are summed: the others add nothing to the answer, and
    # leaving them out changes neither a winning cell's sum nor the order the winning cells come in.
    da1, dd1 = a_dist(True, 0), d_dist(True, 0)
    first = []
    for ha, pa in da1:
        ppa = 1.0 * pa
        for hd, pd in dd1:
            first.append((hd, ha, 0.0 + ppa * pd))
    # The most wounds either side can take: the most hits at full strength in each step (a side that
    # has lost fighters has fewer attacks, never more).
    la_top = dd1[-1][0] + d_dist(False, 0)[-1][0]
    width = da1[-1][0] + a_dist(False, 0)[-1][0] + 1
    # The attacker wins in cell (la, ld) when ld >= least[la] (what `wins` works out, once per la);
    # least never falls as la grows (fewer Zombies left, then a dead Necromancer).
    least = []
    for la in range(la_top + 1):
        la_ = la - a_ignore if la > a_ignore else 0
        if a_nec and la_ > a_slots:
            least.append(1 << 30)  # the attacking Necromancer is dead: never
            continue
        alive_zombies = a_zombies - la_ if a_zombies > la_ else 0
        short = need_d - (min(a_boom, alive_zombies) if a_boom else 0)
        least.append(0 if short <= 0 else short + d_ignore)
    grid: list = [None] * ((la_top + 1) * width)
    order: list[int] = []
    put = order.append
    for la, ld, p in first:
        da = a_dist(False, la)
        # each defender result: its row in the grid, its chance, the least attacker hits that win there
        dd = [(hd * width, pd, least[la + hd] - ld) for hd, pd in d_dist(False, ld)]
        at = la * width + ld
        for ha, pa in da:
            ppa = p * pa
            base = at + ha
            for row, pd, low in dd:
                if ha < low:
                    break  # low never falls along the defender's results
                i = base + row
                v = grid[i]
                if v is None:
                    put(i)
                    grid[i] = 0.0 + ppa * pd
                else:
                    grid[i] = v + ppa * pd
    total = 0.0
    for i in order:
        total += grid[i]
    return min(1.0, total)


# ---------------------------------------------------------------------------------------------
# An unguarded City: the approximation in one sum

_CITY_ATTACKERS: dict[tuple, tuple] = {}  # attacker's spec_key -> _city_attacker
_CITY_DEFENDERS: dict[tuple, tuple] = {}  # (attacker's Weaken, towers, attacks) -> the City's hits


def _city_attacker(spec) -> tuple:
    """What city_win reads of an attacking side, made from its SideSpec (state.SideSpec) the way
    _Side reads the combat.Side rules.side makes of it: (P(at least k hits) for every k, Minions and
    other fighters that absorb wounds, whether a Necromancer fights, Zombies, Zombie Explosion,
    wounds ignored, Weaken)."""
    nec = False
    units = zombies = 0
    ghost: list[float] = []
    rest: list[float] = []
    for f in spec.fighters:
        if f.role == "necromancer":
            nec = True
        else:
            units += 1
        if f.kind == "zombie":
            zombies += 1
        for p, g in f.attacks:
            (ghost if g else rest).append(_chance(p))
    rerolls = sum(c for _, c in spec.rerolls)
    chances: list[float] = []
    for step in (ghost, rest):  # each step's best `rerolls` missed attacks are rolled again (_Side.chances)
        step.sort(reverse=True)
        chances += [1 - (1 - q) ** 2 if i < rerolls else q for i, q in enumerate(step)] if rerolls else step
    if nec:
        chances += [_chance(x) for x, _ in spec.bolt]
    dist = _dist(tuple(sorted(chances)))
    tail = [0.0] * (len(dist) + 1)
    run = 0.0
    for k in range(len(dist) - 1, -1, -1):
        run += dist[k]
        tail[k] = run
    weaken = (spec.weaken[0], spec.weaken[1]) if spec.weaken and nec else None
    return tail, units, nec, zombies, spec.boom if nec else 0, spec.ignore, weaken


def city_win(attacker, towers: int, attacks: Sequence[int], attacker_key: tuple) -> float:
    """approx_win("city", attacker, an unguarded City of `towers` and `attacks` powers), the same
    number up to rounding, worked out in one sum: a City has no fighters and never strikes first, so
    the attacker loses no attack before its last roll step and its hits over both steps are the
    convolution of all its attacks (Ghost strikes, the rest and Death Bolt, each step's rerolls as
    chances() gives them). It wins when those hits reach what the City's hits leave it needing
    (towers, less Zombie Explosion's Zombies still standing; never once its Necromancer is dead):
    P = sum over the City's hits h of P(h) * P(attacker's hits >= need(h)). A few multiplications
    per City instead of approx_win's grid. `attacker` is the attacking SideSpec (state.SideSpec: the
    combat.Side need not be built), `attacker_key` its spec_key."""
    got = _CITY_ATTACKERS.get(attacker_key)
    if got is None:
        if len(_CITY_ATTACKERS) > 500:  # kept small, as _ATTACKERS
            _CITY_ATTACKERS.clear()
        got = _CITY_ATTACKERS[attacker_key] = _city_attacker(attacker)
    tail, slots, nec, zombies, boom, ignore, weaken = got
    dkey = (weaken, towers, tuple(attacks))
    dd = _CITY_DEFENDERS.get(dkey)
    if dd is None:
        d = _Side("city", C.Side(None, (), C.City("", towers, tuple(C.Attack(p) for p in attacks))), 1)
        if weaken:
            d.weakened(*weaken)
        dd = _CITY_DEFENDERS[dkey] = _dist(d.chances(False, 0))
    top = len(tail) - 1
    total = 0.0
    for h, ph in enumerate(dd):
        lost = h - ignore if h > ignore else 0
        if nec and lost > slots:
            break  # the attacking Necromancer is dead (and stays dead for more hits)
        standing = zombies - lost if zombies > lost else 0
        need = towers - (min(boom, standing) if boom else 0)
        if need <= 0:
            total += ph * tail[0]
        elif need <= top:
            total += ph * tail[need]
    return min(1.0, total)
