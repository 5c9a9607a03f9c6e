"""The combat path's speed work (issue 11): `combat.start_built`, the entry rules.start_fight uses for
sides it has just built, plays the combat `combat.start` plays; it checks less only what the engine's
sides get right by construction, so the public entries still refuse every bad side (the project's
rule: trust no input), and both still refuse numbers out of bounds."""

from __future__ import annotations

import re

import pytest

from tabletop.ai import rise_combat_odds as CO
from tabletop.ai.rise_bot import choose
from tabletop.core.rng import RNG
from tabletop.games.rise import combat as C
from tabletop.games.rise import rules as R
from tabletop.games.rise.combat import Attack, City, Reroll, Side, Spells, Weaken
from tabletop.games.rise.game import RiseGame

G = RiseGame()


def _fights(players: int, seed: int, limit: int = 300):
    """The fights of a seeded default-bot game: (kind, attacker Side, defender Side) as rules.side builds them."""
    st = G.initial_state({"players": players}, seed)
    rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
    out = []
    for _ in range(limit):
        if G.outcome(st) is not None:
            break
        seat = G.to_act(st)[0]
        st = G.apply(st, choose(G, G.view(st, seat), seat, rngs[seat])).state
        f = st.fight
        if f is not None and f.attacker is not None:
            out.append((f.kind, R.side(f.attacker), R.side(f.defender)))
    return out


def _same(a: C.CombatState, b: C.CombatState) -> None:
    assert a == b and a.log == b.log and a.lines == b.lines and repr(a) == repr(b)
    assert C.pending(a) == C.pending(b) and C.result(a) == C.result(b)


@pytest.mark.parametrize("players,seed", [(2, 7), (4, 3), (5, 11)])
def test_start_built_plays_the_combat_start_plays(players, seed):
    fights = _fights(players, seed)
    assert fights
    for k, (kind, att, dfd) in enumerate(fights):
        for dice in range(3):
            a, b = C.start(kind, att, dfd, RNG(k * 10 + dice)), C.start_built(kind, att, dfd, RNG(k * 10 + dice))
            _same(a, b)
            steps = 0
            while (d := C.pending(a)) is not None and steps < 50:  # and on, decision by decision
                choice = C.default_policy(a, d) if steps % 2 else d.options[-1]
                a, b = C.apply(a, choice, RNG(steps)), C.apply(b, choice, RNG(steps))
                _same(a, b)
                steps += 1


def _nec(power=1):
    return C.necromancer("N", power, id="necromancer")


def _zombie(id="z"):
    return C.minion("zombie", id)


# What the engine's sides get right by construction: the public entries refuse it.
_SHAPE = [
    ("minions", Side(0, (_nec(), _zombie("a"), _zombie("a"))), Side(1, (_zombie(),)), "attacker.fighters"),
    ("minions", Side(0, (_nec(), C.Fighter("x", "X", "wizard"))), Side(1, (_zombie(),)), "attacker.fighters[1].role"),
    ("minions", Side(0, (_nec(), C.Fighter("tower", "T", "golem"))), Side(1, (_zombie(),)), "attacker.fighters[1].id"),
    (
        "minions",
        Side(0, (_nec(), C.Fighter("m", "M", "minion", (), "imp"))),
        Side(1, (_zombie(),)),
        "attacker.fighters[1].kind",
    ),
    ("minions", Side(0, (_nec(), "not a fighter")), Side(1, (_zombie(),)), "attacker.fighters[1]"),
    ("minions", Side(0, (_nec(), C.monster("Troll", 2))), Side(1, (_zombie(),)), "attacker.fighters"),
    ("minions", Side(0, (_nec(), _nec())), Side(1, (_zombie(),)), "attacker.fighters"),
    ("dungeon", Side(0, (_nec(),)), Side(1, (_zombie(),)), "defender.fighters"),
    ("city", Side(0, (_nec(),)), Side(1, (_nec(),), City("C", 1)), "defender.fighters"),
    ("minions", Side(0, (_nec(),)), Side(1, (_zombie(),), spells=Spells(zombie_explosion=1)), "defender.spells"),
    ("minions", Side(0, (_nec(),)), Side(1, (_zombie(),), City("C", 1)), "defender.city"),
    ("city", Side(0, (_nec(),)), Side(1, ()), "defender.city"),
]
# Numbers out of bounds: every entry refuses them, start_built as well.
_NUMBERS = [
    ("minions", Side(0, (C.necromancer("N", 99),)), Side(1, (_zombie(),)), "attacker.fighters[0].attacks[0].power"),
    ("minions", Side(0, (C.necromancer("N", *[1] * 13),)), Side(1, (_zombie(),)), "attacker.fighters[0].attacks"),
    (
        "minions",
        Side(0, (_nec(),) + tuple(_zombie(f"z{i}") for i in range(81))),
        Side(1, (_zombie(),)),
        "attacker.fighters",
    ),
    ("city", Side(0, (_nec(),)), Side(1, (), City("C", 6, ())), "defender.city.towers"),
    ("city", Side(0, (_nec(),)), Side(1, (), City("C", 2, (Attack(-1),))), "defender.city.attacks[0].power"),
    ("minions", Side(0, (_nec(),), ignore=13), Side(1, (_zombie(),)), "attacker.ignore"),
    (
        "minions",
        Side(0, (_nec(),), rerolls=(Reroll("minions", 13),)),
        Side(1, (_zombie(),)),
        "attacker.rerolls[0].count",
    ),
    ("minions", Side(0, (_nec(),), rerolls=(Reroll("everyone", 1),)), Side(1, (_zombie(),)), "attacker.rerolls[0]"),
    (
        "minions",
        Side(0, (_nec(),), spells=Spells(weaken=Weaken(reduce=9))),
        Side(1, (_zombie(),)),
        "attacker.spells.weaken.reduce",
    ),
    (
        "minions",
        Side(0, (_nec(),), spells=Spells(death_bolt=(Attack(21),))),
        Side(1, (_zombie(),)),
        "attacker.spells.death_bolt[0].power",
    ),
    (
        "minions",
        Side(0, (_nec(),), spells=Spells(zombie_explosion=4)),
        Side(1, (_zombie(),)),
        "attacker.spells.zombie_explosion",
    ),
    ("minions", Side(7, (_nec(),)), Side(1, (_zombie(),)), "attacker.seat"),
]


@pytest.mark.parametrize("kind,att,dfd,field", _SHAPE + _NUMBERS)
def test_the_public_entries_still_refuse_every_bad_side(kind, att, dfd, field):
    for entry in (
        lambda: C.start(kind, att, dfd, RNG(1)),
        lambda: C.begin(kind, att, dfd),
        lambda: C.begin(kind, att, dfd, quiet=True),
        lambda: CO.win_probability(kind, att, dfd),
    ):
        with pytest.raises(ValueError, match=f"^{re.escape(field)}: "):
            entry()


@pytest.mark.parametrize("kind,att,dfd,field", _NUMBERS)
def test_start_built_still_refuses_numbers_out_of_bounds(kind, att, dfd, field):
    with pytest.raises(ValueError, match=f"^{re.escape(field)}: "):
        C.start_built(kind, att, dfd, RNG(1))


def test_a_run_tells_its_lines_lazily_but_hands_out_only_tuples_and_never_changes_its_input():
    """_run tells lines into lists its states share, made tuples at its end: every state handed out
    has tuples; a run refused half-way (an illegal choice, forced dice run out) leaves the state it was
    given as it was; the remembered decision and result are the ones computed afresh."""
    nec = C.necromancer("N", 3, 2, id="necromancer")
    zs = tuple(C.minion("zombie", f"z{k}") for k in range(3))
    att = Side(0, (nec, *zs), spells=Spells(death_bolt=(Attack(3),), zombie_explosion=2))
    dfd = Side(1, (), City("Town", 3, (Attack(3), Attack(2, True))))
    seen = 0
    for seed in range(40):
        cs = C.start("city", att, dfd, RNG(seed))
        steps = 0
        while True:
            assert type(cs.log) is tuple
            assert C.pending(cs) == C._pending(cs) and C.pending(cs) is C.pending(cs)
            d = C.pending(cs)
            if d is None:
                assert C.result(cs) == C._result(cs)
                break
            log, before = cs.log, repr(cs)
            with pytest.raises(C.IllegalAction):
                C.apply(cs, "no such choice", RNG(1))
            with pytest.raises(ValueError):
                C.apply(cs, d.options[-1], [7])  # not a die: refused before a line is told
            for choice in d.options:
                try:
                    C.apply(cs, choice, [])  # dice run out (when this step rolls any)
                except ValueError:
                    seen += 1
            assert cs.log is log and repr(cs) == before
            cs = C.apply(cs, d.options[-1], RNG(seed * 100 + steps))
            steps += 1
    assert seen  # some steps did roll, and were refused half-way
