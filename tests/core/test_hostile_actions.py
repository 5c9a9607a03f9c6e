"""Issue 22, "wrongly typed actions built in Python": every action type of every game (the registered
games, the test games race and tally too), each field given values of the wrong type (a None or text
seat, `BuyDice(count=2.5)`, `Quest(accept='yes')`, a path of 3-tuples, true where a number is wanted,
NaN and infinity, a number of hundreds of digits, a list of thousands of items). Each is refused with a
reason naming the field by `Session.submit`, `try_apply` and (for the games that check it themselves)
`game.apply`: never a crash, never applied, never in the log.

The cases are made from the records' annotations, so an action added to a game is covered without a
line here changing.
"""

from __future__ import annotations

import dataclasses
import math
import time
import types
import typing
from typing import Any

import msgspec
import pytest

from tabletop.core.action_types import MAX_ACTION_VALUES, MAX_INT, type_problem
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import try_apply
from tabletop.core.session import Session
from tabletop.games import game_names, get_game
from tests.core.race_game import Act, RaceGame
from tests.dropin.tally.game import Bank, TallyGame

# Games whose own `apply` checks the types (every caller is covered); the others are covered through
# the session and try_apply, the entries every caller of a game it does not trust goes through.
APPLY_CHECKS = {*game_names(), "race"}
SETTINGS = {"race": {"target": 10}}


def _game(name: str):
    return {"race": RaceGame, "tally": TallyGame}.get(name, lambda: get_game(name))()


def _root(cls: type) -> type:
    """The base of a game's action records: the class just below msgspec.Struct, or a dataclass itself."""
    if issubclass(cls, msgspec.Struct):
        return [c for c in cls.__mro__ if issubclass(c, msgspec.Struct) and c is not msgspec.Struct][-1]
    return cls


def _concrete(cls: type) -> list[type]:
    """Every action type under a root: the leaves of its classes (a dataclass is its own)."""
    found, stack = [], [cls]
    while stack:
        c = stack.pop()
        stack.extend(c.__subclasses__())
        if not c.__subclasses__():
            found.append(c)
    return sorted(found, key=lambda c: c.__name__)


def action_types(name: str) -> list[type]:
    """The game's action types, found from one action it lists as legal at the start."""
    game = _game(name)
    state = game.initial_state(SETTINGS.get(name, {}), 0)
    seat = next(iter(game.to_act(state)))
    return _concrete(_root(type(game.legal_actions(state, seat)[0])))


def _hints(cls: type) -> dict[str, Any]:
    names = getattr(cls, "__struct_fields__", None) or tuple(f.name for f in dataclasses.fields(cls))
    hints = typing.get_type_hints(cls)
    return {n: hints[n] for n in names}


def _arms(hint: Any) -> tuple[Any, ...]:
    return typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) else (hint,)


def good(hint: Any) -> Any:
    """A value of the declared type."""
    hint = next(a for a in _arms(hint) if a is not type(None))
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (tuple, list):
        if args and args[-1] is not Ellipsis:
            return tuple(good(a) for a in args)
        return (good(args[0]),)
    return {int: 0, float: 1.0, bool: True, str: "x"}[hint]


def bad(hint: Any) -> list[Any]:
    """Values no decoding of `hint` accepts, and numbers past any action's bounds."""
    arms = _arms(hint)
    values: list[Any] = [object(), b"bytes", {"a": 1}]
    if type(None) not in arms:
        values.append(None)
    kinds = {typing.get_origin(a) or a for a in arms}
    if str not in kinds:
        values += ["0", "north"]
    if bool not in kinds:
        values += [True, False]
    if int in kinds:
        values += [2.5, 1.0, -(2**70), MAX_INT + 1, 10**5000]
    if float in kinds:
        values += [math.nan, math.inf, -math.inf, MAX_INT + 1]
    if kinds & {int, float}:
        return values
    if bool in kinds:
        values += [1, 0, "yes", 0.0]
    if str in kinds:
        values += [5, 2.5, ["a"]]
    if kinds & {tuple, list}:
        tuple_hint = next(a for a in arms if typing.get_origin(a) in (tuple, list))
        args = typing.get_args(tuple_hint)
        fixed = bool(args) and args[-1] is not Ellipsis
        sample = good(tuple_hint)
        values += [5, 2.5]
        if fixed:
            values += [sample[:-1], (*sample, sample[-1])]  # one too few, one too many (a path of 3-tuples)
        else:
            values.append((sample[0],) * (MAX_ACTION_VALUES + 1))
        first = args[0]
        values += [(b, *sample[1:]) for b in bad(first)[:8]]  # a wrong item inside the list
    return values


def _replace(action: Any, **changes: Any) -> Any:
    if isinstance(action, msgspec.Struct):
        return msgspec.structs.replace(action, **changes)
    return dataclasses.replace(action, **changes)


def mistyped(cls: type) -> list[tuple[str, Any, Any]]:
    """(field, wrong value, action) for each field of an action type and each wrong value for it."""
    hints = _hints(cls)
    base = cls(**{name: good(hint) for name, hint in hints.items()})
    return [(name, value, _replace(base, **{name: value})) for name, hint in hints.items() for value in bad(hint)]


CASES = [
    pytest.param(name, cls, id=f"{name}-{cls.__name__}")
    for name in (*game_names(), "race", "tally")
    for cls in action_types(name)
]


def test_every_action_type_of_every_game_is_found():
    """The cases cover each game's whole union (so a new action is in them without a line here)."""
    from tabletop.games.necromolds import actions as N
    from tabletop.games.rise import actions as R

    assert set(action_types("necromolds")) == set(typing.get_args(N.AnyAction))
    assert set(action_types("rise")) == set(typing.get_args(R.AnyAction))
    assert action_types("race") == [Act] and action_types("tally") == [Bank]


@pytest.mark.parametrize("name, cls", CASES)
def test_mistyped_actions_are_refused_by_apply_naming_the_field(name, cls):
    """Each wrongly typed action built in Python: refused with the field's name (IllegalAction), never a
    crash; the state, the log and the session are as before."""
    game = _game(name)
    session = Session(game, SETTINGS.get(name, {}), 0)
    before = game.snapshot(session.state)
    cases = mistyped(cls)
    assert cases
    started = time.perf_counter()
    for field, value, action in cases:
        reasons = []
        with pytest.raises(IllegalAction) as refused:
            session.submit(action)
        reasons.append(refused.value.reason)
        applied, reason = try_apply(game, session.state, action)
        assert applied is None
        reasons.append(reason)
        if name in APPLY_CHECKS:
            with pytest.raises(IllegalAction) as refused:
                game.apply(session.state, action)
            reasons.append(refused.value.reason)
        for why in reasons:
            assert why is not None and "malformed" in why and field in why, (field, value, why)
            assert len(why) < 200 and "\n" not in why
    assert session.actions == [] and game.snapshot(session.state) == before
    assert time.perf_counter() - started < 2.0


def test_the_issue_s_own_cases_are_refused_with_their_reasons():
    """The probe's cases by name: a None or text seat, BuyDice(count=2.5) (it turned gems into 7.0),
    Quest(accept='yes'), a path of 3-tuples."""
    from tabletop.games.necromolds import actions as N
    from tabletop.games.rise import actions as R

    assert (
        type_problem(N.BuyDice(seat=0, count=2.5))
        == "a malformed buy_dice action: count must be a whole number, not 2.5"
    )
    assert "seat must be a whole number, not None" in type_problem(N.BuyDice(seat=None, count=1))
    assert "seat must be a whole number, not '0'" in type_problem(N.BuyDice(seat="0", count=1))
    assert "seat must be a whole number, not True" in type_problem(N.BuyDice(seat=True, count=1))
    assert "accept must be true or false, not 'yes'" in type_problem(R.Quest(seat=0, accept="yes"))
    assert "path[0] must be a list of 2, not a tuple of 3" in type_problem(
        N.Move(seat=0, monster="m", path=((1.0, 2.0, 3.0),))
    )
    assert "facing must be a finite number, not nan" in type_problem(
        N.Move(seat=0, monster="m", path=((1.0, 2.0),), facing=math.nan)
    )


def test_well_typed_actions_pass_as_decoding_accepts_them():
    """What decoding a save accepts passes: a whole number where a number is declared, a list where a
    tuple is, nothing where a field may be empty."""
    from tabletop.games.necromolds import actions as N

    assert type_problem(N.Move(seat=0, monster="m", path=[[1, 2]], facing=None)) is None
    assert type_problem(N.Deploy(seat=1, monster="m", x=3, y=4.5, facing=90)) is None
    assert type_problem(N.StartCommand(seat=0, die=1)) is None
    assert type_problem(Act(0, "roll")) is None


def test_a_mistyped_action_never_reaches_the_log_so_the_save_still_loads(tmp_path):
    """BuyDice(2.5) was applied and then made the save unloadable; now it is refused and the save loads."""
    from tabletop.games.necromolds import actions as N

    game = get_game("necromolds")
    session = Session(game, {}, 3)
    with pytest.raises(IllegalAction):
        session.submit(N.BuyDice(seat=game.to_act(session.state)[0], count=2.5))
    session.save(tmp_path / "s.json")
    assert Session.load(get_game, tmp_path / "s.json").actions == []
