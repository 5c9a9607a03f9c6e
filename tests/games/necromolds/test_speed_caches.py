"""Issue 25's speed caches in the Necromolds rules and bot answer as built from scratch: after a smash
(new smashed clay) the state's battlefield keeps the terrain's caches (`field._terrain`) and answers
every sight, path and move question as one built with no cache (NM-COMBAT-16: clay is crossable, not
an end; NM-RANGED-03); a Magic Missile's value kept by the bot is the value its drops give, and a
monster moved is a new question (NM-CLAY-05)."""

from __future__ import annotations

from tabletop.ai import necromolds_bot as NB
from tabletop.ai.necromolds_bot import choose
from tabletop.bench.simulate import FAN_AND_CLAY
from tabletop.core.rng import RNG
from tabletop.games.necromolds import field
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.necromolds.state import Clay, clone

GAME = NecromoldsGame()


def _mid_game(settings: dict, seed: int, steps: int):
    st = GAME.initial_state(settings, seed)
    rng = RNG(seed, stream=1000)
    for _ in range(steps):
        seat = GAME.to_act(st)[0]
        st = GAME.apply(st, choose(GAME, GAME.view(st, seat), seat, rng)).state
    assert st.phase not in ("terrain", "army", "deploy")
    return st


def _answers(state) -> tuple:
    bf = field.battlefield(state)
    ids = list(bf.bases)
    sight = [bf.line_of_sight(a, b) for a in ids for b in ids if a != b]
    goals = [(x + 0.5, y + 0.25) for x in range(0, 30, 3) for y in range(0, 20, 4)]
    paths = [bf.shortest_paths(a, goals) for a in ids[:3]]
    moves = [bf.check_move(a, p, 6.0) for a, ps in zip(ids, paths) for p in ps if p is not None]
    return sight, paths, [(m.legal, m.problem, m.blocker, m.length, tuple(m.contacts)) for m in moves]


def test_clay_keeps_the_terrain_caches_and_the_answers_NM_COMBAT_16_NM_RANGED_03():
    st = _mid_game({"players": 2}, 5, 90)
    before = _answers(st)
    smashed = clone(st)
    first = next(m for m in smashed.monsters if m.alive and m.deployed)
    first.alive = False
    smashed.clay.append(Clay(x=first.x, y=first.y, r=1.0))
    kept = _answers(smashed)
    assert field.battlefield(smashed)._tcache is field.battlefield(st)._tcache  # shared, not rebuilt
    field.clear_cache()
    assert _answers(smashed) == kept
    field.clear_cache()
    assert _answers(st) == before


def test_missile_values_kept_are_their_drops_NM_CLAY_05(monkeypatch):
    st = _mid_game({"players": 2, **FAN_AND_CLAY}, 8, 90)
    seat = 0
    aim = (float(st.monsters[-1].x), float(st.monsters[-1].y))
    NB._MISSILE_MEMO.clear()
    calls = []
    drops = NB._missile_drops
    monkeypatch.setattr(NB, "_missile_drops", lambda *a: calls.append(a) or drops(*a))
    value = NB._missile_value(st, seat, aim)
    assert value == drops(st, seat, aim)
    assert NB._missile_value(clone(st), seat, aim) == value and len(calls) == 1  # asked again: kept
    moved = clone(st)
    mover = next(m for m in moved.monsters if m.alive and m.deployed)
    mover.x += 0.5
    NB._missile_value(moved, seat, aim)
    NB._missile_value(st, 1 - seat, aim)
    assert len(calls) == 3  # a monster moved, another seat: new questions


def _name_from_scratch(lib, m) -> str:
    book = lib.books.get(m.book)
    if book and 0 <= m.size < len(book.sizes):
        name = book.sizes[m.size].name
    else:  # no such size: the spellbook's printed name (or its id's words)
        name = book.name if book else str(m.book).replace("_", " ").title()
    tail = m.id.rsplit("-", 1)[-1]
    return f"{name} {tail}" if tail.isdigit() else name


def test_monster_names_kept_with_the_content_are_worked_out_names():
    """words._plain_name keeps a monster's name with its content (Library.names): the same name as
    worked out from the spellbooks, and another content (renamed sizes) names by its own books."""
    import dataclasses

    import msgspec

    from tabletop.games.necromolds import library as L
    from tabletop.games.necromolds import words as W
    from tabletop.games.necromolds.state import Monster

    lib = L.active_library()
    monsters = [
        Monster(id=f"p{owner}-{b}-{k}" if k else f"p{owner}-{b}-x", owner=owner, book=b, size=size)
        for owner in (0, 1)
        for b in [*lib.books, "no_such_book"]
        for size in range(4)
        for k in (0, 1, 2)
    ]
    st = _mid_game({"players": 2}, 5, 90)
    renamed = {
        b: msgspec.structs.replace(book, sizes=[msgspec.structs.replace(s, name=s.name + " Prime") for s in book.sizes])
        for b, book in lib.books.items()
    }
    other = dataclasses.replace(lib, books=renamed)
    for content in (lib, other, lib):  # back to the first: its own names, not the other's
        token = L.PLAYING._var.set(content)
        try:
            for m in monsters:
                assert W._plain_name(st, m) == _name_from_scratch(content, m)
                assert W._plain_name(st, m) == _name_from_scratch(content, m)  # kept: the same again
        finally:
            L.PLAYING._var.reset(token)
    assert any(name.endswith("Prime 1") for name in other.names.values())
    assert all(lib.names[(m.book, m.size, m.id)] == _name_from_scratch(lib, m) for m in monsters)


def test_ranged_problems_on_one_battlefield_are_those_asked_one_by_one_NM_RANGED_02_NM_BASIC_20():
    """ranged_targets asks every enemy on one battlefield (`bf`): each answer is ranged_problem's
    without it, with and without sight, in standard and basic play (sight on terrain alone), and the
    smashed clay's discs kept (field._clay_disc) are the discs made afresh."""
    from shapely.geometry import Point

    from tabletop.games.necromolds import rounds
    from tabletop.games.necromolds.library import PLAYING

    answers = set()
    for settings, seed, steps in (
        ({"players": 2}, 5, 90),
        ({"players": 4}, 6, 140),
        ({"players": 2, "mode": "basic"}, 7, 80),
    ):
        st = _mid_game(settings, seed, steps)
        token = PLAYING._var.set(GAME.content)
        try:
            bf = field.battlefield(st)
            alive = [m for m in st.monsters if m.alive and m.deployed]
            for a in alive:
                for b in alive:
                    if a.owner == b.owner:
                        continue
                    for reach, sight in ((6.0, True), (12.0, True), (30.0, True), (30.0, False)):
                        want = rounds.ranged_problem(st, a.id, b.id, reach, sight)
                        assert rounds.ranged_problem(st, a.id, b.id, reach, sight, bf) == want
                        answers.add(want)
            for c in st.clay:
                assert field._clay_disc(c.x, c.y, c.r).equals_exact(Point(c.x, c.y).buffer(c.r, quad_segs=4), 0)
        finally:
            PLAYING._var.reset(token)
    assert None in answers and len(answers) >= 3  # in range and sight, out of range, no sight


def test_records_left_out_of_the_garbage_collector_hold_only_plain_values():
    """A monster, a command die, a placed piece and a smashed clay are made thousands of times a game
    (every view is a copy), so they are left out of Python's cycle collector (msgspec's gc=False: cheaper
    to make and never walked). That is sound only while they can hold no other object, hence no cycle:
    every field a plain value. A container or record field added to one must take it back into the
    collector (or this test fails)."""
    import typing

    import msgspec

    from tabletop.games.necromolds import state as S

    plain = {str, int, float, bool, type(None)}
    untracked = [cls for cls in vars(S).values() if isinstance(cls, type) and issubclass(cls, msgspec.Struct)]
    untracked = [cls for cls in untracked if not cls.__struct_config__.gc]
    assert {c.__name__ for c in untracked} >= {"Monster", "CommandDie", "Placed", "Clay"}
    for cls in untracked:
        for name, hint in typing.get_type_hints(cls).items():
            args = set(typing.get_args(hint)) or {hint}
            assert args <= plain, f"{cls.__name__}.{name} is {hint}: not a plain value, but the record is gc=False"
    # and a copy of a state is still the same state, its records new objects
    st = _mid_game({"players": 2}, 3, 40)
    twin = clone(st)
    assert twin == st and twin.monsters[0] is not st.monsters[0]
    assert not __import__("gc").is_tracked(twin.monsters[0])
