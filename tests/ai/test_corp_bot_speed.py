"""The NecronomiCORP bot's shortcuts (issue 23's speed) choose what the whole weighing chooses: over every
fight answer of some seeded games, the bot with its shortcuts (corp_bot_fight.PRUNE) and without them pick
the same action, each bound a shortcut uses is never above what it bounds, and each memo gives what is
worked out afresh."""

from __future__ import annotations

import pytest

from tabletop.ai import corp_bot_fight as F
from tabletop.games.corp import actions as A
from tabletop.simulate import play_one

GAMES = [({"players": 4}, 30_001), ({"players": 3, "expansion": True}, 7), ({"players": 6}, 30_005)]


@pytest.fixture
def checked(monkeypatch):
    """F.respond replaced by a check: it answers with and without the shortcuts, the answers compared;
    every escape's floor compared with its whole cost. Counts what was seen."""
    seen = {"answers": 0, "escape_pruned": 0, "floors": 0, "shortlists": 0}
    respond, escape_cost = F.respond, F.escape_cost
    calls: list = []

    def counting_escape_cost(*args):
        calls.append(args)
        return escape_cost(*args)

    def both(st, cards, seat, by):
        monkeypatch.setattr(F, "PRUNE", False)
        del calls[:]
        whole = respond(st, cards, seat, by)
        weighed = list(calls)
        monkeypatch.setattr(F, "PRUNE", True)
        del calls[:]
        quick = respond(st, cards, seat, by)
        assert quick == whole, (seat, whole, quick)
        seen["answers"] += 1
        if by.get(A.Attack):  # the memoised shortlist against one worked out afresh
            foes = F.foes_here(st, cards, seat)
            fresh = F._shortlist(st, cards, seat, by[A.Attack], foes, F._boost(st, seat))
            assert F.shortlist(st, cards, seat, by[A.Attack], foes) == fresh
            seen["shortlists"] += 1
        if weighed and not calls:  # the escape was not weighed: it costs no less than the best attack
            foes = F.foes_here(st, cards, seat)
            allies = [s for s in st.fight.fighters if s != seat and st.players[s].alive]
            best = min(c for _a, c in F._costed(st, cards, seat, by[A.Attack], foes, allies))
            assert escape_cost(*weighed[0]) >= best
            seen["escape_pruned"] += 1
        escapes = by.get(A.Escape)
        if escapes and st.fight is not None:
            foes = F.foes_here(st, cards, seat)
            if foes:
                attack = next(iter(by.get(A.Attack, [])), None)
                floor = F.escape_floor(st, cards, seat, foes)
                assert floor <= F.escape_cost(st, cards, seat, foes, attack)
                seen["floors"] += 1
        return quick

    monkeypatch.setattr(F, "escape_cost", counting_escape_cost)
    monkeypatch.setattr(F, "respond", both)
    return seen


def test_fight_answers_are_the_same_with_and_without_the_shortcuts(checked):
    for settings, seed in GAMES:
        play_one("corp", settings, seed, ["default"])
    # The games pass through many fight answers, and the shortcuts were taken in some.
    assert checked["answers"] > 100 and checked["floors"] > 50 and checked["shortlists"] > 100
    assert checked["escape_pruned"] > 10


def test_the_escape_floor_is_below_its_whole_cost():
    """The floor is the escape's cost with every fight after a failed one free: at any life against the
    golem (whose next attack may kill), never above the whole cost, and below it once a fight follows."""
    from tests.ai.corp_views import CARDS, make_state, start_fight

    for life in (1, 2, 3, 5, 8, 12):
        st = make_state(1)
        start_fight(st, 0, "golem#1", level=3)
        st.players[0].life = life
        foes = F.foes_here(st, CARDS, 0)
        floor, whole = F.escape_floor(st, CARDS, 0, foes), F.escape_cost(st, CARDS, 0, foes, None)
        assert 0.0 < floor <= whole
        if life > 5:  # the golem's five dice cannot kill at once: a fight follows a failed escape
            assert floor < whole


def test_foes_weighed_as_one_are_their_sums_and_maxima():
    """_as_one (memoised, and with no key for a lone foe) against the sums and maxima worked out here."""
    import random

    from tabletop.ai.corp_bot_kit import FoeInfo

    rng = random.Random(4)
    for _ in range(200):
        foes = [
            FoeInfo(
                f"m#{i}",
                rng.randint(0, 9),
                rng.randint(0, 6),
                rng.randint(-1, 2),
                rng.randint(0, 1),
                "t",
                False,
                False,
                rng.randint(0, 2),
            )
            for i in range(rng.randint(1, 3))
        ]
        want = (
            sum(f.left for f in foes),
            sum(f.menace for f in foes),
            max(f.bonus for f in foes),
            max(f.hardness for f in foes),
            max(f.heals for f in foes),
        )
        assert F._as_one(foes) == want
        assert F._as_one(foes) == want  # asked again: from the memo


def test_the_escape_chance_in_floats_is_the_exact_chance():
    from fractions import Fraction

    from tabletop.ai import corp_odds as O

    for bonus in range(-7, 8):
        assert O.p_escape_float(bonus) == float(O.p_escape(bonus))
        assert (O.p_escape_float(bonus) > 0) == (O.p_escape(bonus) > Fraction(0))


def test_costs_over_the_best_are_left_unsolved_in_a_game(monkeypatch):
    """A four-player game played twice: with every cost a bot asks for solved whole, and with a chain left
    unsolved where its floor is above the best so far (an attack, a helper's answer:
    corp_odds_cost.outlook_cost_over). The same actions, and far fewer chains solved."""
    from tabletop.ai import corp_odds_cost as OC

    solved = [0]
    solve, over = OC._CostChain.solve, OC.outlook_cost_over

    def counted(self, lives, foes):
        solved[0] += 1
        solve(self, lives, foes)

    monkeypatch.setattr(OC._CostChain, "solve", counted)
    runs = []
    for whole in (True, False):
        for cache in (OC._cost_chain_for, OC._cost_chain_of, OC.outlook_cost):
            cache.cache_clear()
        monkeypatch.setattr(OC, "outlook_cost_over", (lambda _over, *args: OC.outlook_cost(*args)) if whole else over)
        solved[0] = 0
        kept: list = []
        play_one("corp", {"players": 4}, 30_002, ["default"], keep=kept)
        runs.append((kept[0], solved[0]))
    (every, n_every), (quick, n_quick) = runs
    assert quick == every
    assert n_quick < 0.85 * n_every, (n_quick, n_every)
