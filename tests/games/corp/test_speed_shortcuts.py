"""The shortcuts NecronomiCORP's engine takes for speed (issue 23), each held to the answer worked out
the long way over seeded games with the default and the random bots, so a shortcut that stopped being
true fails here rather than changing a game quietly."""

from __future__ import annotations

import msgspec
import pytest

from tabletop.ai import get_bot
from tabletop.core.rng import RNG
from tabletop.games.corp import endgame, plots
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.state import Character, hall_key

GAME = CorpGame()
CASES = [
    ({"players": 4}, 5, "default"),
    ({"players": 3, "expansion": True}, 11, "random"),
    ({"players": 6, "teams": 3, "expansion": True}, 3, "default"),
    ({"players": 1}, 7, "random"),
]


def _positions(settings: dict, seed: int, bot_name: str, steps: int = 600):
    """Each state of a seeded game, after each action (changed in place: read it before the next)."""
    st = GAME.initial_state(settings, seed)
    bot = get_bot("corp", bot_name)
    rngs = [RNG(seed, stream=1000 + s) for s in range(st.players_n)]
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            return
        seat = GAME.to_act(st)[0]
        GAME.apply_in_place(st, bot(GAME, GAME.view(st, seat), seat, rngs[seat]))
        yield st


@pytest.mark.parametrize("settings,seed,bot_name", CASES)
def test_after_an_action_settling_and_checking_again_changes_nothing(settings, seed, bot_name):
    """game.after settles the owed Plots and checks the end a second time only when a dead turn passed
    on: after every action, doing both again finds nothing to do."""
    seen = 0
    for st in _positions(settings, seed, bot_name):
        before = msgspec.to_builtins(st)
        ctx = Ctx(st, GAME.cards)
        plots.settle(ctx)
        endgame.check(ctx)
        assert ctx.events == [] and msgspec.to_builtins(st) == before
        seen += 1
    assert seen > 50


def test_a_character_s_area_is_its_room_or_its_level_s_hallway():
    for level in range(-2, 12):
        for room in (None, "cubicle#1", "boss"):
            p = Character(character="x", life=3, level=level, room=room)
            assert p.area() == (room if room is not None else hall_key(level))


def _sample(hint: str, k: int):
    """A value for a field annotated `hint` (the records' annotations are strings)."""
    if "list" in hint:
        return [k, k + 1] if "int" in hint else [f"c#{k}"]
    if hint.startswith("bool"):
        return k % 2 == 0
    if hint.startswith("int"):
        return k
    return f"v{k}"


def test_every_event_record_is_built_as_its_dataclass_builds_it():
    """quick_records: each record class of the turn and the fight is quickened, and built with all its
    fields, with only the required ones, and by keyword, it is the very record the dataclass's own
    __init__ makes (the same fields, equal, hashed alike, still frozen)."""
    import dataclasses

    from tabletop.core.protocol import EventRecord
    from tabletop.games.corp import events, fight_events

    classes = [
        c
        for module in (events, fight_events)
        for c in vars(module).values()
        if isinstance(c, type) and issubclass(c, EventRecord) and c is not EventRecord
    ]
    assert len(classes) > 50
    for cls in classes:
        assert "__dataclass_init__" in cls.__dict__, cls
        fields = dataclasses.fields(cls)
        full = [_sample(str(f.type), k) for k, f in enumerate(fields)]
        required = [v for v, f in zip(full, fields) if f.default is dataclasses.MISSING]
        by_name = {f.name: v for v, f in zip(full, fields)}
        for args, kwargs in ((full, {}), (required, {}), ([], by_name)):
            quick = cls(*args, **kwargs)
            slow = cls.__new__(cls)
            cls.__dataclass_init__(slow, *args, **kwargs)
            assert quick.__dict__ == slow.__dict__ and quick == slow and repr(quick) == repr(slow)
            if not any(isinstance(v, list) for v in quick.__dict__.values()):
                assert hash(quick) == hash(slow)
            with pytest.raises(dataclasses.FrozenInstanceError):
                quick.seat = 9  # type: ignore[misc]
        with pytest.raises(TypeError):
            cls(*full, "one too many")


def test_only_plain_frozen_records_are_quickened():
    import dataclasses

    from tabletop.games.corp.quick_records import quick_init

    @dataclasses.dataclass(frozen=True)
    class Listed:
        cards: list = dataclasses.field(default_factory=list)

    @dataclasses.dataclass
    class Open:
        n: int

    @dataclasses.dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self):
            if self.n < 0:
                raise ValueError("n")

    @dataclasses.dataclass(frozen=True, kw_only=True)
    class Named:
        n: int

    assert not any(quick_init(c) for c in (Listed, Open, Checked, Named))
    with pytest.raises(ValueError):
        Checked(-1)
    with pytest.raises(TypeError):
        Named(1)  # type: ignore[misc]


@pytest.mark.parametrize("settings,seed,bot_name", CASES + [({"players": 5, "expansion": True}, 9, "default")])
def test_a_fight_s_legal_actions_of_one_type_are_those_of_the_whole_list(settings, seed, bot_name):
    """fight_legal.legal(..., only=T), which why_not asks to judge one action, lists exactly the actions
    of type T that the whole list holds, in every fight step met."""
    from tabletop.games.corp import actions as A
    from tabletop.games.corp import fight_legal

    steps = set()
    for st in _positions(settings, seed, bot_name, steps=1500):
        if st.fight is None:
            continue
        steps.add(st.fight.step)
        for seat in range(st.players_n):
            whole = fight_legal.legal(st, GAME.cards, seat)
            for kind in (A.Attack, A.Shoot, A.Pass, A.Escape, A.AskHelp, A.Help, A.EndTurn):
                some = fight_legal.legal(st, GAME.cards, seat, only=kind)
                assert [a for a in some if type(a) is kind] == [a for a in whole if type(a) is kind]
    assert "respond" in steps


@pytest.mark.parametrize("settings,seed,bot_name", CASES)
def test_the_turn_s_quick_reads_are_the_plain_ones(settings, seed, bot_name):
    """legal.py reads the open levels off the levels and picks the areas of a level by map (and
    UseMachine only below full life); turn.py asks whether any area holds found weapons by map: each the
    same as the plain loop over every level and every area, at every position of seeded games."""
    from tabletop.games.corp import actions as A
    from tabletop.games.corp import legal, life, rooms, turn
    from tabletop.games.corp.state import LEVELS, TOP

    found_seen = 0
    for st in _positions(settings, seed, bot_name):
        plain_found = any(a.found or a.found_by != -1 for a in st.areas.values())
        assert turn._found_anywhere(st) == plain_found
        found_seen += plain_found
        seat = st.turn.seat
        p = st.players[seat]
        if st.fight is not None or st.winners is not None or st.turn.step not in ("begin", "end") or not p.alive:
            continue
        acts = legal.legal(st, GAME.cards, seat)
        if p.room is None:
            opened = [n for n in (*LEVELS, TOP) if n != p.level and rooms.level_open(st, n)]
            assert [a.level for a in acts if isinstance(a, A.GoToLevel)] == opened
        if st.turn.step == "begin" and not st.turn.flipped and p.room is None and p.level != TOP:
            plain = [k for k, a in st.areas.items() if a.level == p.level and rooms.enterable(st, seat, k)]
            assert [a.room for a in acts if isinstance(a, A.EnterRevealed)] == plain
        area = st.areas.get(p.area())
        machines = [m.card for m in area.machines] if area is not None else []
        wanted = machines if p.life < life.max_life(st, GAME.cards, seat) else []
        assert [a.card for a in acts if isinstance(a, A.UseMachine)] == wanted
    assert found_seen > 0


def test_a_roll_s_faces_and_hits_at_once_are_shifted_and_hits():
    """fight_rolls.rolled, which the blows use, is shifted() and hits() of the same roll, for every roll
    of up to three dice and every shift a card or curse gives."""
    from itertools import product

    from tabletop.games.corp.fight_rolls import hits, rolled, shifted

    for n in range(4):
        for raw in product(range(1, 7), repeat=n):
            for shift in range(-4, 5):
                assert rolled(list(raw), shift) == (shifted(list(raw), shift), hits(list(raw), shift))
