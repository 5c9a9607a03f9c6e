"""An action's fields checked against their declared types, as decoding a save checks them.

A game's actions are frozen records (msgspec Structs, or dataclasses in the test games) whose
fields are typed (`seat: int`, `path: tuple[tuple[float, float], ...]`, `facing: float | None`).
Decoding an action from a save refuses a value of the wrong type, but an action built in Python (by
a bot, a tool, a test, one day a network peer) is not decoded: without this check a `None` seat or
`BuyDice(count=2.5)` reached the rules, which crashed on it or applied it and wrote a log no save
could load again. `type_problem` reads the types from the record's annotations, so every action of
every game, and every action added later, is checked without a list to keep up to date.

What is accepted is what decoding accepts (an int where a float is declared, a list where a tuple
is), and a little less: no NaN or infinity, no integer wider than a save may hold, no list longer
than a save's action may be.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable
from typing import Any

from tabletop.core.errors import IllegalAction, readable

# Integers a save may hold: seeds and the dice's generator state are 64-bit, nothing a game writes is
# wider (tabletop.core.save refuses a wider one in a file with the same bound).
MAX_INT = 2**64
# A real action holds under 30 values (a move's path has a few bends); a thousand is far more than
# any path round a map's terrain (tabletop.core.save refuses a larger action in a file).
MAX_ACTION_VALUES = 1_000


# The last action found sound that can never change (see _sealed): the session checks an action and the
# game's apply checks it again; the second time it is this same object and needs no look. Holding it keeps
# it alive, so `is` cannot meet another object at its address.
_last_sound: list[Any] = [None]


def type_problem(action: Any) -> str | None:
    """Why `action`'s fields do not have their declared types, in words naming the field; None when
    they all do (and for an object that is no typed record: the game's own checks judge it)."""
    if action is _last_sound[0]:
        return None
    cls = type(action)
    declared = _fields_of(cls)
    if declared is None:
        return None
    quick = True
    for name, hint, fine in declared:
        value = getattr(action, name, None)
        if fine(value):  # the quick test every sound action passes; words only for the others
            continue
        quick = False
        why = _problem(value, hint, name, 0)
        if why:
            return f"a malformed {_kind(action)} action: {why}"
    if quick and _sealed(cls):
        # every value passed the quick tests: plain numbers, texts and tuples of them, none of which
        # changes; with fields that cannot be set again the whole action stays as it was checked
        _last_sound[0] = action
    return None


_SEALED: dict[type, bool] = {}


def _sealed(cls: type) -> bool:
    """Whether a record class's fields cannot be set again (a frozen msgspec Struct or dataclass)."""
    got = _SEALED.get(cls)
    if got is None:
        config = getattr(cls, "__struct_config__", None)
        if config is not None:
            got = bool(config.frozen)
        else:
            params = getattr(cls, "__dataclass_params__", None)
            got = bool(params is not None and params.frozen)
        _SEALED[cls] = got
    return got


def require_typed(action: Any) -> None:
    """Refuse (IllegalAction) an action whose fields are not of their declared types (type_problem)."""
    why = type_problem(action)
    if why:
        raise IllegalAction(why)


Field = tuple[str, Any, Callable[[Any], bool]]  # name, declared type, its quick test
_DECLARED: dict[type, tuple[Field, ...] | None] = {}  # a record class's fields, read once


def _fields_of(cls: type) -> tuple[Field, ...] | None:
    """(name, type, quick test) of each field of a typed record class (a msgspec Struct or a dataclass),
    else None."""
    if cls not in _DECLARED:
        _DECLARED[cls] = _read_fields(cls)
    return _DECLARED[cls]


def _read_fields(cls: type) -> tuple[Field, ...] | None:
    names: tuple[str, ...] | None = getattr(cls, "__struct_fields__", None)
    if names is None and dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
    if names is None:
        return None
    hints = typing.get_type_hints(cls)
    return tuple((name, hints.get(name, Any), _quick(hints.get(name, Any))) for name in names)


def _whole(v: Any) -> bool:
    return type(v) is int and -MAX_INT <= v <= MAX_INT


def _number(v: Any) -> bool:
    return (type(v) is float and math.isfinite(v)) or _whole(v)


_QUICK: dict[Any, Callable[[Any], bool]] = {
    int: _whole,
    float: _number,
    str: lambda v: type(v) is str,
    bool: lambda v: type(v) is bool,
    type(None): lambda v: v is None,
}


def _quick(hint: Any) -> Callable[[Any], bool]:
    """A test that is True for the plain values of `hint` a sound action holds (exact types, in bounds),
    made once per field: a False sends the value to _problem, which finds the words (or accepts it)."""
    if hint in _QUICK:
        return _QUICK[hint]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        arms = tuple(_quick(a) for a in args)
        return lambda v: any(arm(v) for arm in arms)
    if origin is tuple and args and args[-1] is not Ellipsis:
        items = tuple(_quick(a) for a in args)
        size = len(items)
        return lambda v: type(v) is tuple and len(v) == size and all(t(x) for t, x in zip(items, v))
    if origin in (tuple, list):
        item = _quick(args[0]) if args else (lambda v: True)
        return lambda v: type(v) is tuple and len(v) <= MAX_ACTION_VALUES and all(item(x) for x in v)
    return lambda v: False


def _kind(action: Any) -> str:
    """The action's type as a save names it (its msgspec tag), else its class name."""
    config = getattr(type(action), "__struct_config__", None)
    tag = getattr(config, "tag", None)
    return tag if isinstance(tag, str) else type(action).__name__


def _shown(value: Any) -> str:
    """A value for a message, short and printable whatever it is (a list of a million points, an int
    of thousands of digits, a text with escape sequences)."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        digits = len(str(abs(value))) if value.bit_length() < 200 else None
        return repr(value) if digits is not None and digits <= 24 else "a number of hundreds of digits or more"
    if isinstance(value, (list, tuple, dict, set, frozenset)):
        return f"a {type(value).__name__} of {len(value)}"
    if isinstance(value, (float, str)):
        return readable(repr(value), 40)
    return f"a {readable(type(value).__name__, 40)}"


_WORDS = {bool: "true or false", int: "a whole number", float: "a number", str: "a text", type(None): "nothing"}


def _expected(hint: Any) -> str:
    """How a message names what a field must be."""
    if hint in _WORDS:
        return _WORDS[hint]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_expected(arm) for arm in typing.get_args(hint))
    if origin in (tuple, list):
        args = typing.get_args(hint)
        if origin is tuple and args and args[-1] is not Ellipsis:
            return f"a list of {len(args)}"
        return "a list"
    if origin is typing.Literal:
        return " or ".join(repr(a) for a in typing.get_args(hint))
    return getattr(hint, "__name__", str(hint))


def _problem(value: Any, hint: Any, where: str, depth: int) -> str | None:
    """Why `value` is not of type `hint` (at field `where`), or None."""
    if hint is Any or hint is object:
        return None
    if hint is bool:
        return None if isinstance(value, bool) else _wrong(where, hint, value)
    if hint is int or hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float) if hint is float else int):
            return _wrong(where, hint, value)
        if isinstance(value, float) and not math.isfinite(value):
            return f"{where} must be a finite number, not {_shown(value)}"
        if isinstance(value, int) and not -MAX_INT <= value <= MAX_INT:
            return f"{where} is {_shown(value)}, far too large to be part of a game"
        return None
    if hint is str:
        return None if isinstance(value, str) else _wrong(where, hint, value)
    if hint is None or hint is type(None):
        return None if value is None else _wrong(where, type(None), value)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        # The first arm whose kind fits judges the value (so a NaN `facing: float | None` is
        # refused as a number, not as "a number or nothing").
        for arm in args:
            if _fits_kind(value, arm):
                return _problem(value, arm, where, depth)
        return _wrong(where, hint, value)
    if origin is typing.Literal:
        return None if value in args and type(value) in {type(a) for a in args} else _wrong(where, hint, value)
    if origin in (tuple, list):
        if not isinstance(value, (tuple, list)):
            return _wrong(where, hint, value)
        if len(value) > MAX_ACTION_VALUES:
            return f"{where} lists {len(value):,} items, far too many for any action (at most {MAX_ACTION_VALUES:,})"
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(value) != len(args):
                return f"{where} must be {_expected(hint)}, not {_shown(value)}"
            items = list(zip(value, args))
        else:
            item = args[0] if args else Any
            items = [(v, item) for v in value]
        for index, (v, h) in enumerate(items):
            why = _problem(v, h, f"{where}[{index}]", depth + 1)
            if why:
                return why
        return None
    if isinstance(hint, type):
        nested = _fields_of(hint)
        if not isinstance(value, hint):
            return _wrong(where, hint, value)
        if nested is not None and depth < 8:
            for name, inner, _fine in nested:
                why = _problem(getattr(value, name, None), inner, f"{where}.{name}", depth + 1)
                if why:
                    return why
        return None
    return None  # a kind of annotation no action uses: the game's own checks judge it


def _fits_kind(value: Any, hint: Any) -> bool:
    """Whether `value` is of the kind `hint` names (bounds aside): which arm of a union judges it."""
    if hint is None or hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    origin = typing.get_origin(hint)
    if origin in (tuple, list):
        return isinstance(value, (tuple, list))
    if origin is not None:
        return _problem(value, hint, "", 0) is None
    return isinstance(hint, type) and isinstance(value, hint)


def _wrong(where: str, hint: Any, value: Any) -> str:
    return f"{where} must be {_expected(hint)}, not {_shown(value)}"
