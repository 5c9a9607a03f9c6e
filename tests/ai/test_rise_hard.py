"""The hard Rise bot (issue 25): its look-ahead deals the hidden cards from those it has not seen, plays
candidate actions out with the default bot, decides from its own view only, and makes the moves the
default bot never makes (leaving Minions to guard a City it holds) when the play-out shows they pay."""

from __future__ import annotations

import random
from collections import Counter

from tabletop.ai import rise_bot, rise_hard
from tabletop.ai import rise_hard_search as S
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.games.rise import actions as A
from tabletop.games.rise.content import cards
from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import HIDDEN, MINION_KINDS, Guard, Holding, clone, counters_placed, to_builtins
from tests.ai.test_rise_bot import _twin

G = RiseGame()
ALL = Counter(x for kind in ("necromancers", "apprentices", "items", "spells", "dungeons") for x in cards().deck(kind))


def _played(seed: int, actions: int):
    """A two-player game of default bots, `actions` actions in."""
    st = G.initial_state({"players": 2}, seed)
    rng = RNG(seed, stream=3)
    for _ in range(actions):
        if st.winners is not None:
            break
        seat = G.to_act(st)[0]
        st = G.apply(st, rise_bot.choose(G, view(G, st, seat), seat, rng)).state
    return st


def _cards_of(st) -> Counter:
    out: Counter = Counter()
    for p in st.players:
        out.update(p.hand + p.fresh + p.golems + p.spells + p.items + p.used)
        out.update(x for x in (p.necromancer, p.apprentice) if x)
    out.update(st.item_deck + st.spell_deck + st.dungeon_deck + st.dungeon_discard + st.box + st.turn.peek)
    if st.turn.card:
        out[st.turn.card] += 1
    return out


def test_a_deal_fills_every_hidden_card_with_an_unseen_one_of_the_right_kind():
    """deal: no HIDDEN card is left; what the seat sees is kept; each deck holds cards of its own kind;
    no card is in two places (a card dies with an Apprentice, so the deal holds a subset of the box)."""
    c = cards()
    for seed, steps in ((3, 0), (4, 40), (5, 90), (6, 140)):
        st = _played(seed, steps)
        seat = st.turn.seat
        v = view(G, st, seat)
        dealt = S.deal(v, seat, RNG(seed))
        assert dealt is not None
        got = _cards_of(dealt)
        assert HIDDEN not in got
        assert max(got.values()) == 1 and set(got) <= set(ALL)
        assert dealt.players[seat].hand == v.players[seat].hand
        assert dealt.dungeon_discard == v.dungeon_discard and dealt.dominion == v.dominion
        assert all(x in c.items for x in dealt.item_deck) and len(dealt.item_deck) == len(st.item_deck)
        assert all(x in c.spell_cards for x in dealt.spell_deck) and len(dealt.spell_deck) == len(st.spell_deck)
        assert all(x in c.dungeons for x in dealt.dungeon_deck) and len(dealt.dungeon_deck) == len(st.dungeon_deck)
        rival = 1 - seat
        assert len(dealt.players[rival].hand) == len(st.players[rival].hand)

        # the kinds in the rival's hand add up as in the real game (every Item is somewhere)
        def kinds(hand):
            return sorted("item" if x in c.items else "spell" if x in c.spell_cards else "head" for x in hand)

        assert kinds(dealt.players[rival].hand) == kinds(st.players[rival].hand)
        assert dealt.forced == [] and dealt.rng != st.rng


def test_a_deal_does_not_depend_on_what_the_seat_cannot_see():
    """Two games that differ only in hidden cards give the same deal from the same RNG: no peeking."""
    st = _played(8, 60)
    seat = st.turn.seat
    tw = _twin(st, seat, random.Random(2))
    a = S.deal(view(G, st, seat), seat, RNG(4))
    b = S.deal(view(G, tw, seat), seat, RNG(4))
    assert a is not None and b is not None and to_builtins(a) == to_builtins(b)


def test_the_race_counts_counters_toward_the_13th_and_a_won_game_most():
    st = _played(9, 30)
    base = S.race(st, 0)
    up = clone(st)
    city = next(s for s in ("mudwick", "thornbury", "duskhaven") if s not in up.dominion)
    up.dominion[city] = Holding(seat=0, count=2)
    assert S.race(up, 0) > base + 2 - 1e-9
    assert S.race(up, 1) < S.race(st, 1)
    won = clone(st)
    won.winners = [0]
    assert S.race(won, 0) == S.WIN and S.race(won, 1) == -S.WIN


def _at_move(seed: int, want):
    """The first position of a default-bot game where the seat to move satisfies `want`."""
    st = G.initial_state({"players": 2}, seed)
    rng = RNG(seed, stream=3)
    while st.winners is None:
        seat = G.to_act(st)[0]
        if st.turn.stage == "move" and not st.turn.moved and want(st, seat):
            return st, seat
        st = G.apply(st, rise_bot.choose(G, view(G, st, seat), seat, rng)).state
    raise AssertionError("no such position")


def test_the_hard_bot_decides_from_its_view_only_and_never_changes_it():
    """At the hard bot's move decisions (its look-ahead) a game that differs only in what the seat cannot
    see gives the same choice, and the view handed over is left as it was."""
    st = G.initial_state({"players": 2}, 12)
    shuffle = random.Random(3)
    rngs = [RNG(12, stream=s) for s in range(2)]
    checked = 0
    while st.winners is None and checked < 6:
        seat = G.to_act(st)[0]
        v = view(G, st, seat)
        before = to_builtins(v)
        state = rngs[seat].get_state()
        action = rise_hard.choose(G, v, seat, rngs[seat])
        assert to_builtins(v) == before, "the hard bot changed the view it was handed"
        if st.turn.stage == "move":
            other = view(G, _twin(st, seat, shuffle), seat)
            assert rise_hard.choose(G, other, seat, RNG.from_state(state)) == action
            checked += 1
        st = G.apply(st, action).state
    assert checked >= 6


def _free_cities(st, seat: int) -> list:
    board = G.content.board(st.side)
    return [
        a
        for a in G.legal_actions(st, seat)
        if isinstance(a, A.Move)
        and a.to not in st.dominion
        and board.space(a.to).kind == "city"
        and board.space(a.to).towers <= 1
    ]


def test_the_play_out_picks_the_13th_counter_when_one_move_wins():
    """A seat with a strong army one small City from the 13th counter: of its candidate moves the search
    takes that one (the others, Land, Library or Workshop, bring no counter this turn)."""

    def want(st, seat):
        held = [x for x, h in st.dominion.items() if h.seat == seat]
        return bool(held) and bool(_free_cities(st, seat))

    st, seat = _at_move(21, want)
    st = clone(st)
    board = G.content.board(st.side)
    win = _free_cities(st, seat)[0]
    held = next(x for x, h in st.dominion.items() if h.seat == seat)
    st.dominion[held].count += 13 - counters_placed(st, seat) - board.space(win.to).dominion
    st.players[seat].army = dict.fromkeys(MINION_KINDS, 0) | {"skeletal_dragon": 3, "ghost": 3}
    quiet = ("land", "library", "workshop")  # no counter there this turn
    others = [a for a in G.legal_actions(st, seat) if isinstance(a, A.Move) and board.space(a.to).kind in quiet][:3]
    assert others
    cands = others + [win]
    at = S.search(G, view(G, st, seat), seat, cands, RNG(1), 4, 2)
    assert cands[at] == win


def test_the_hard_bot_leaves_a_minion_to_guard_a_city_a_rival_next_to_it_would_take():
    """RN-MOVE-12: standing at the start of its move on a tower-less City it holds, with a rival next to
    it, the default bot walks away (it never fortifies) and the rival would take the City unopposed;
    the hard bot's play-out shows a Minion left behind keeps it, and it fortifies (whatever its RNG)."""

    def on_own_city(st, seat):
        p = st.players[seat]
        h = st.dominion.get(p.space)
        board = G.content.board(st.side)
        return h is not None and h.seat == seat and st.turn.start == p.space and board.space(p.space).kind == "city"

    st, seat = _at_move(30, on_own_city)
    st = clone(st)
    board = G.content.board(st.side)
    here = st.players[seat].space
    assert board.space(here).towers == 0
    st.players[seat].army = dict.fromkeys(MINION_KINDS, 0) | {"zombie": 1, "ghost": 2}
    rival = st.players[1 - seat]
    rival.space = next(
        x for x in board.neighbours(here) if board.space(x).kind == "land" and all(p.space != x for p in st.players)
    )
    rival.army = dict.fromkeys(MINION_KINDS, 0) | {"zombie": 2}
    v = view(G, st, seat)
    assert isinstance(rise_bot.choose(G, v, seat, RNG(1)), A.Move)
    options = rise_hard._move_candidates(G, v, seat, RNG(1))
    assert any(isinstance(a, A.Fortify) for a in options) and isinstance(options[0], A.Move)
    for k in range(1, 5):
        assert isinstance(rise_hard.choose(G, v, seat, RNG(k)), A.Fortify)


def test_no_more_than_guards_minions_are_offered_to_be_left_on_a_space():
    st, seat = _at_move(30, lambda st, seat: True)
    st = clone(st)
    here = st.players[seat].space
    extra = [A.Fortify(seat, "zombie"), A.Fortify(seat, "skeletal_dragon"), A.Fortify(seat, "ghost"), A.MistWalk(seat)]
    got = rise_hard._extras(st, seat, extra)
    assert got == [A.Fortify(seat, "zombie"), A.Fortify(seat, "ghost"), A.MistWalk(seat)]  # the weakest two kinds
    st.guards[here] = Guard(seat=seat, army=dict.fromkeys(MINION_KINDS, 0) | {"zombie": rise_hard.GUARDS})
    assert rise_hard._extras(st, seat, extra) == [A.MistWalk(seat)]
