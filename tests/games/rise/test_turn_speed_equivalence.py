"""The turn flow's speed work (issue 11) changes how fast, never what: the phase-skip checks, the
per-card and per-Minion tables, the move search that stops at its target and the academy counts give
the answers the plain computations give, over seeded playouts and over states shaken at random
(cards in play with cost reductions, extra raises, move bonuses; stock; raises already made; pvp)."""

from __future__ import annotations

import copy
import random
from collections import deque

import pytest

from tabletop.content.rise.cards import academy_weight
from tabletop.games.rise import actions as A
from tabletop.games.rise import content as K
from tabletop.games.rise import rules as R
from tabletop.games.rise.state import MINION_KINDS, STOCK, Player, State, clone, controlled
from tests.games.rise.test_engine_speed_equivalence import _playout


def _why_not_play_plain(ctx, seat, card_id):
    """rules.why_not_play as first written (the card looked up through Cards.card every time)."""
    st, c = ctx.st, ctx.cards
    p = st.players[seat]
    if card_id not in p.hand:
        return "not in hand"
    if card_id in p.fresh:
        return "fresh"
    if card_id in c.apprentices:
        if (
            p.necromancer is None
            or p.necromancer_turn >= st.turn.number
            or p.apprentice is not None
            or p.apprentices_dead >= 3
        ):
            return "apprentice"
    elif card_id in c.necromancers and p.necromancer is not None:
        return "necromancer"
    base = getattr(c.card(card_id), "cost", None)
    cost = dict(base.items()) if base else {}
    if card_id in c.items:
        for e in K.effects(st, seat):
            if e.kind == "reduce_cost" and e.what == "item" and e.resource in cost:
                cost[e.resource] = max(0, cost[e.resource] - e.amount)
    return None if all(p.stock.get(k, 0) >= v for k, v in cost.items()) else "cost"


def _raise_options_plain(ctx, seat):
    """raise_options as its docstring reads: the Raises may_raise allows, once Items, EndRaise."""
    c = ctx.cards
    out = [
        A.Raise(seat, k, o)
        for k in MINION_KINDS
        for o in range(len(c.minion(k).costs))
        if R.may_raise(ctx, seat, k, o) is None
    ]
    return out + [A.UseItem(seat, i) for i in K.once_items(ctx.st, seat, R.RAISE_ONCE)] + [A.EndRaise(seat)]


def _academy_counts_plain(st, seat):
    c = K.cards()
    p = st.players[seat]
    out: dict = {}
    for card_id in [x for x in (p.necromancer, p.apprentice) if x] + p.items + p.golems:
        card = c.card(card_id)
        if getattr(card, "colour", None) is not None:
            out[card.colour] = out.get(card.colour, 0) + academy_weight(card)
    for s in p.spells:
        colour = c.spells[c.spell_cards[s]].colour
        out[colour] = out.get(colour, 0) + 1
    for h in p.headmasters:
        out[h] = out.get(h, 0) + 1
    for k in MINION_KINDS:
        colour = c.minion(k).colour
        out[colour] = out.get(colour, 0) + controlled(st, seat, k)
    return out


def _allowance_plain(ctx, seat):
    p = ctx.st.players[seat]
    moves = [ctx.cards.minion(k).move for k, n in p.army.items() if n > 0]
    base = min(moves) if moves else ctx.cards.supplies.player_board.no_minion_move
    return base + sum(e.amount for e in K.effects(ctx.st, seat) if e.kind == "move_bonus") + ctx.st.turn.mist


def _destinations_plain(ctx, seat):
    """rules.destinations as first written: a queue, a stop set made up front, every space searched."""
    st, b = ctx.st, ctx.board
    start = st.players[seat].space
    through = st.turn.through or any(e.kind == "move_through" for e in K.effects(st, seat))
    reach = _allowance_plain(ctx, seat)
    parent, dist, queue = {}, {start: 0}, deque([start])
    taken = {p.space for s, p in enumerate(st.players) if s != seat and p.space != R.VALLEY}
    stops = set()
    if not through:
        stops = {x.id for x in b.spaces if x.kind == "city" and not R.mine(st, seat, x.id)}
        stops.update(x for x, h in st.dominion.items() if h.seat != seat)
    while queue:
        cur = queue.popleft()
        d = dist[cur]
        if d >= reach:
            continue
        for n in b.neighbours(cur):
            if n in dist:
                continue
            if n in taken:
                if st.pvp:
                    dist[n], parent[n] = d + 1, cur
                continue
            dist[n], parent[n] = d + 1, cur
            if n not in stops:
                queue.append(n)
    return parent


def _shaken(st: State, rng: random.Random) -> State:
    """A copy with the players' cards in play, hands, stock and armies drawn at random (content's own ids)."""
    c = K.cards()
    st = clone(st)
    necros, apps, items = list(c.necromancers), list(c.apprentices), list(c.items)
    spells = list(c.spell_cards)
    for p in st.players:
        p.necromancer = rng.choice([None] + necros)
        p.necromancer_turn = rng.randint(-1, st.turn.number + 1)
        p.apprentice = rng.choice([None, None] + apps)
        p.apprentices_dead = rng.randint(0, 3)
        p.items = rng.sample(items, rng.randint(0, 4))
        p.used = [i for i in p.items if rng.random() < 0.3]
        p.spells = rng.sample(spells, rng.randint(0, 4))
        p.hand = rng.sample(necros + apps + items + spells, rng.randint(0, 7))
        p.fresh = [x for x in p.hand if rng.random() < 0.3]
        p.headmasters = rng.sample(["green", "bone", "red", "blue"], rng.randint(0, 2))
        p.stock = {k: rng.randint(0, 3) for k in STOCK}
        p.army = {k: rng.choice([0, 0, 1, 2]) for k in MINION_KINDS}
    st.turn.raised = rng.choice([0, 0, 1, 2])
    st.turn.extra_raise_used = rng.sample(list(MINION_KINDS) + items[:3], rng.randint(0, 2))
    st.turn.mist = rng.choice([0, 0, 1, 2])
    st.turn.through = rng.random() < 0.2
    st.pvp = rng.random() < 0.4
    for k in MINION_KINDS:
        st.supply[k] = rng.choice([0, 3])
    return st


def _states():
    rng = random.Random(11)
    for players, seed in ((2, 3), (3, 8), (5, 4)):
        for k, (st, _seat, _action) in enumerate(_playout(players, seed, limit=160)):
            yield st
            if k % 3 == 0:
                yield _shaken(st, rng)


@pytest.fixture(scope="module")
def states():
    return list(_states())


def test_the_phase_skip_checks_answer_as_the_option_lists_do(states):
    """RN-TURN-03: phase 1 or 2 is passed over exactly when its options are only EndPlay / EndRaise."""
    for st in states:
        ctx = R.Ctx(st)
        seat = st.turn.seat
        plays = R.play_options(ctx, seat)
        assert plays[-1] == A.EndPlay(seat)
        assert R._can_play(ctx, seat) == (len(plays) > 1)
        raises = R.raise_options(ctx, seat)
        assert raises == _raise_options_plain(ctx, seat)
        assert R._can_raise(ctx, seat) == (len(raises) > 1)
        first = R.raise_options(ctx, seat, first=True)
        some = raises[:-1]
        assert first == (some[:1] if some and isinstance(some[0], A.Raise) else some)


def test_why_not_play_and_card_cost_read_the_card_tables_as_the_cards(states):
    for st in states:
        ctx = R.Ctx(st)
        for seat, p in enumerate(st.players):
            for card_id in p.hand + ["not_a_card"]:
                assert (R.why_not_play(ctx, seat, card_id) is None) == (_why_not_play_plain(ctx, seat, card_id) is None)
            for card_id in p.hand:
                base = getattr(ctx.cards.card(card_id), "cost", None)
                plain = dict(base.items()) if base else {}
                if card_id in ctx.cards.items:
                    for e in K.effects(st, seat):
                        if e.kind == "reduce_cost" and e.what == "item" and e.resource in plain:
                            plain[e.resource] = max(0, plain[e.resource] - e.amount)
                assert R.card_cost(ctx, seat, card_id) == plain


def test_allowance_and_academy_counts_are_the_plain_sums(states):
    for st in states:
        ctx = R.Ctx(st)
        for seat in range(st.players_n):
            assert R.allowance(ctx, seat) == _allowance_plain(ctx, seat)
            counts = K.academy_counts(st, seat)
            plain = _academy_counts_plain(st, seat)
            assert counts == plain and list(counts) == list(plain)
            for colour in ("green", "bone", "red", "blue"):
                assert K.academy_count(st, seat, colour) == plain.get(colour, 0)


def test_a_move_searched_to_its_space_finds_the_way_the_whole_search_finds(states):
    """RN-MOVE-05..10: the Move applied stops searching at its space; the way there is the same."""
    for st in states:
        ctx = R.Ctx(st)
        for seat in range(st.players_n):
            where = R.destinations(ctx, seat)
            plain = _destinations_plain(ctx, seat)
            assert where == plain and list(where) == list(plain)
            for to, came in where.items():
                assert R.destinations(ctx, seat, to)[to] == came
            assert "nowhere" not in R.destinations(ctx, seat, "nowhere")


def test_content_answers_follow_the_cards_they_were_made_from():
    """The per-card and per-Minion tables are made again for another Cards (a mod change loads other
    content): the same answers for a copy of the same content, and an unknown card is a KeyError."""
    c = K.cards()
    other = copy.copy(c)
    assert other is not c
    for card_id in list(c.items)[:3] + list(c.apprentices)[:3] + list(c.necromancers)[:3] + list(c.spell_cards)[:3]:
        mine = K.play_info(c, card_id)
        assert K.play_info(other, card_id) == mine and K.play_info(c, card_id) == mine
        assert K.colour_weight(other, card_id) == K.colour_weight(c, card_id)
    assert K.minion_costs(other) == K.minion_costs(c) and K.minion_moves(other) == K.minion_moves(c)
    with pytest.raises(KeyError):
        K.play_info(c, "no_such_card")
    K.play_info(c, next(iter(c.items)))  # the tables are left for the real content


def test_the_clone_lists_every_field_of_the_records_it_builds():
    from tabletop.games.rise import state as S

    for rec, names in S._FIELDS.items():
        assert rec.__struct_fields__ == names
    assert S._FIELDS[Player] == Player.__struct_fields__
