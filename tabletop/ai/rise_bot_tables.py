"""The tables the Rise bot's Plan reads, made once per board side or card set, and the memos behind
them: distances between spaces and the per-turn discount (GAMMA) of a walk, each side's spaces by
kind with their Land factors and taxes, the Dungeon cards' quest needs, combat cards and foes, a
player's quest signature, the Dungeon cards left to draw, numbers standing for odds keys, a City's
shape and an attacking side built once; with the card numbers the phase decisions read (a Minion's
colour, a cost's total, a Necromancer card's worth). rise_bot.py imports these and re-exports the
ones the tests read there."""

from __future__ import annotations

import itertools
from functools import lru_cache

from tabletop.ai import rise_odds as O
from tabletop.games.rise import combat as C
from tabletop.games.rise import queries as Q
from tabletop.games.rise.content import board, cards, derived
from tabletop.games.rise.state import MINION_KINDS

GAMMA = 0.6  # a value one more turn away is worth this much
_KEY_IDS: dict[tuple, int] = {}  # an attacking side's odds key -> a number standing for it (never reused)
_NEXT_ID = itertools.count()


@lru_cache(maxsize=4)
def _distances(side: str) -> dict[str, dict[str, int]]:
    b = board(side)
    ids = [s.id for s in b.spaces]
    out = {}
    for a in ids:
        dist = {a: 0}
        frontier = [a]
        while frontier:
            nxt = []
            for x in frontier:
                for n in b.neighbours(x):
                    if n not in dist:
                        dist[n] = dist[x] + 1
                        nxt.append(n)
            frontier = nxt
        out[a] = dist
    return out


@lru_cache(maxsize=4)
def _powers(side: str) -> tuple[float, ...]:
    """GAMMA ** k for every k a walk on this side can take (at most its longest distance)."""
    far = max(max(d.values()) for d in _distances(side).values())
    return tuple(GAMMA**k for k in range(far + 2))


@lru_cache(maxsize=4)
def _geometry(side: str) -> tuple:
    """(space ids in board order, id -> board index, distances as rows of board indices)."""
    ids = tuple(s.id for s in board(side).spaces)
    index = {x: i for i, x in enumerate(ids)}
    dist = _distances(side)
    return ids, index, tuple([dist[a].get(b, 99) for b in ids] for a in ids)


@lru_cache(maxsize=4)
def _groups(side: str) -> tuple:
    """The board's spaces by kind, as Plan._values reads them: (board index, Land factor) for Land,
    (index, id, space, counters, gain before the holder's) for Cities, (index, id, space) for Academies,
    (index, id) for Dungeons, Libraries, Workshops and any other kind but the Valley; the count."""
    lands, cities, academies, dungeons, libraries, workshops, others = [], [], [], [], [], [], []
    for i, (sid, kind, s, dice, city) in enumerate(_layout(side)):
        if kind == "land":
            lands.append((i, dice))
        elif kind == "city":
            cities.append((i, sid, s) + city)
        elif kind == "academy":
            academies.append((i, sid, s))
        elif kind == "dungeon":
            dungeons.append((i, sid))
        elif kind == "library":
            libraries.append((i, sid))
        elif kind == "workshop":
            workshops.append((i, sid))
        elif kind != "valley":
            others.append((i, sid))
    return (
        tuple(lands),
        tuple(cities),
        tuple(academies),
        tuple(dungeons),
        tuple(libraries),
        tuple(workshops),
        tuple(others),
        len(_layout(side)),
    )


@lru_cache(maxsize=4)
def _land_factors(side: str) -> tuple[float, ...]:
    """Each space's Land factor (_layout's) in board order, 0.0 for any other kind."""
    return tuple(dice if kind == "land" else 0.0 for _, kind, _, dice, _ in _layout(side))


@lru_cache(maxsize=4)
def _taxes(side: str) -> dict[str, int]:
    """Each City's number of tax icons (other spaces have none here)."""
    return {sid: len(s.tax) for sid, kind, s, _, _ in _layout(side) if kind == "city"}


@lru_cache(maxsize=1024)
def _near(side: str, here: int, near: int) -> tuple[int, ...]:
    """The board indices at most `near` steps from index `here`, in board order."""
    row = _geometry(side)[2][here]
    return tuple(i for i, k in enumerate(row) if k <= near)


@lru_cache(maxsize=32)
def _discounts(side: str, reach: int) -> tuple:
    """For each board index d, the row of GAMMA ** (turns to walk from d to t) for every index t,
    the walk taking ceil(distance / reach) turns (powers[...] as scores() took them)."""
    powers = _powers(side)
    return tuple([powers[-(-k // reach)] if k < 99 else 0.0 for k in row] for row in _geometry(side)[2])


@lru_cache(maxsize=4)
def _layout(side: str) -> tuple:
    """(id, kind, space, Land factor, a City's (counters, gain before the holder's)) for every space of
    this board side, in board order (the same floats value() makes)."""
    return tuple(
        (
            s.id,
            s.kind,
            s,
            (0.6 + 0.4 * len(s.dice())) if s.kind == "land" else 0.0,
            (s.dominion, s.dominion + 0.15 * len(s.tax)) if s.kind == "city" else None,
        )
        for s in board(side).spaces
    )


def _quest_needs(c) -> tuple[tuple[str, int], ...]:
    """Every good or Minion a quest asks for, with the most any one step asks (see _quest_sig), made
    once per set of cards."""
    return derived(c, "rise_bot.quest_needs", _make_quest_needs)


def _make_quest_needs(c) -> tuple[tuple[str, int], ...]:
    most: dict[str, int] = {}
    for card in c.dungeons.values():
        for e in card.quest:
            if e.kind == "pay":
                assert e.what is not None  # the cards' check: a pay effect names what it takes
                most[e.what] = max(most.get(e.what, 0), e.amount or 0)
    return tuple(sorted(most.items()))


def _combat_cards(c) -> frozenset:
    """The Dungeon cards that are combat cards (the others are quests), made once per set of cards."""
    return derived(
        c, "rise_bot.combat_cards", lambda c: frozenset(k for k, d in c.dungeons.items() if d.type == "combat")
    )


def _foe(c, k: str) -> tuple:
    """A Dungeon combat card's monster as a defending combat.Side and its side_key, made once per card.
    The seat is any seat: neither the key nor the approximation reads which (left_of's in a fight)."""
    foes = derived(c, "rise_bot.foes", lambda c: {})
    got = foes.get(k)
    if got is None:
        card = c.dungeons[k]
        foe = C.Side(0, (C.monster(card.name, *[C.Attack(p, bool(card.ghost_strike)) for p in card.foe]),))
        got = foes[k] = (foe, O.side_key(foe))
    return got


def _quest_sig(p, c=None) -> tuple:
    """What Plan._quest reads of a player, no more: for each thing a quest asks for, how many it has up
    to the most any step asks (more changes no answer), the Apprentice, and whether a Golem is left.
    `c`: content.cards() when the caller has it."""
    out: list = [p.apprentice is not None, bool(p.golems)]
    put = out.append
    stock, army = p.stock, p.army
    for what, most in _quest_needs(c if c is not None else cards()):
        if what in stock:
            n = stock[what]
            put(n if n < most else most)
        elif what == "apprentice":
            put(None)  # the Apprentice is above
        elif what == "minion":
            n = sum(army.get(k, 0) for k in MINION_KINDS)
            put(n if n < most else most)
        else:
            n = army.get(what, 0)
            put(n if n < most else most)
    return tuple(out)


def _dungeon_keys(st, c) -> tuple[tuple[str, ...], int]:
    """The Dungeon cards a seat may draw (not discarded, not held as Golems; all when none is left) and
    a number standing for that list (never reused), remembered by the discard pile and the Golems."""
    memo = derived(c, "rise_bot.dungeon_keys", lambda c: {})  # (discard pile, Golems held) -> the answer
    key = (tuple(st.dungeon_discard), tuple(tuple(q.golems) for q in st.players))
    got = memo.get(key)
    if got is None:
        gone = set(st.dungeon_discard)
        for q in st.players:
            gone.update(q.golems)
        left = tuple(k for k in c.dungeons if k not in gone) or tuple(c.dungeons)
        if len(memo) > 2000:
            memo.clear()
        got = memo[key] = (left, _key_id(left))
    return got


def _key_id(key: tuple) -> int:
    """A number for an odds key: ids are never reused, so a memo keyed by one is never wrong after
    _KEY_IDS is emptied (the key just gets a new number)."""
    got = _KEY_IDS.get(key)
    if got is None:
        if len(_KEY_IDS) > 20000:
            _KEY_IDS.clear()
        got = _KEY_IDS[key] = next(_NEXT_ID)
    return got


def _city_shape(s) -> tuple:
    """What a City space brings to its odds: (towers, attacks), made once per space."""
    got = _SHAPES.get(s.id)
    if got is None or got[0] is not s:
        got = _SHAPES[s.id] = (s, (s.towers, tuple(s.attacks)))
    return got[1]


_SHAPES: dict[str, tuple] = {}


def _built(got: list) -> C.Side:
    """The combat.Side of a Plan._attacker entry, built from its spec the first time it is needed."""
    if got[1] is None:
        got[1] = Q.side(got[0])
    return got[1]


def _colour_of_minion(kind: str) -> str:
    return cards().minion(kind).colour


def _necromancer_worth(c, card_id: str, st, seat: int) -> float:
    n = c.necromancers[card_id]
    v = sum(C.hit_chance(p) for p in n.power) * 3 + 0.6 * len(n.effects)
    return v - 0.2 * _cost_total(n.cost)


def _cost_total(cost) -> int:
    if not cost:
        return 0
    return sum(v for _, v in cost.items())
