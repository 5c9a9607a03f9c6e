"""A tutorial as data: `levels/<game>/tutorials/*.toml`, read and checked before it is played.

A file holds the game's settings and seed, the person's seat and the seats the script plays, and
its steps in order. An `opening` (actions of any seat, in order) is played silently before step 1:
a set-up a step need not teach (armies molded, monsters deployed at exact points), checked by the
engine like a game's actions. A step says what to read (`text`), where to look (`point`: a plaque's or a
click's label on the table, or a place the game's table knows), the gesture it waits for (`expect`:
the action's type and the arguments that must match; none: a "Next" button), what a wrong gesture
is told (`hint`), the dice its actions roll (`dice`, in order: the engine's forced-dice test hook)
and what the other seats then do (`bots`: actions, in order). Every problem is a ContentError
naming the file and the field: a tutorial never fails half-way for a typo.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec

from tabletop import paths
from tabletop.content.loader import load_toml, record_problems
from tabletop.core.errors import ContentError

MAX_STEPS = 200
MAX_TEXT = 1200  # characters of a step's words: a step that says more is two steps
FORCED_KEY = "test_forced_faces"  # the engines' forced-dice hook (games/*/settings.py)


class Struct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Base of the tutorial records: frozen, unknown keys refused (a typo is named, not ignored)."""


class Point(Struct, frozen=True):
    """Where to look: the label (or a part of it) of a click or plaque on the table, of a drag, or a
    place the game's table can find (`at`, e.g. ["stack", 1] on the NecronomiCORP building)."""

    label: str = ""
    then: str = ""  # the label of a second click the first one brings up (a table's "Play it?" question)
    # press `label`, then `then`, in that order: `then` is lit alone once it is on the table, `label`
    # alone before ("+1 die", then "Confirm (+1": Confirm's label tells the die was bought); off,
    # both are lit where they are ("Aim with ...", whose target stays, and "Shoot ...")
    in_order: bool = False
    drag: str = ""
    at: list[Any] = []


class Step(Struct, frozen=True):
    """One step: words, where to look, the gesture awaited, its dice and what the others do after."""

    text: str
    title: str = ""
    hint: str = ""
    point: Point = Point()
    expect: dict[str, Any] | None = None
    any_order: list[str] = []  # argument lists whose order does not matter (hands: fist then club, or club then fist)
    dice: list[int] = []
    bots: list[dict[str, Any]] = []


class Tutorial(Struct, frozen=True):
    """A whole tutorial: which game, its settings and seed, who plays what, and its steps."""

    title: str
    game: str
    summary: str = ""
    order: int = 0  # its place in the game's list (the rulebook's progression)
    seed: int = 1
    seat: int = 0  # the person's seat
    bots: list[int] = []  # the seats the script plays
    setup_dice: list[int] = []  # the dice rolled while the game is set up (Rise's roll-off for the first player)
    settings: dict[str, Any] = {}
    opening: list[dict[str, Any]] = []  # actions played silently before step 1 (a set-up at exact points)
    steps: list[Step] = []

    def forced(self) -> list[int]:
        """The set-up's dice, then every step's, in order: what the engine's forced-dice queue starts with."""
        return list(self.setup_dice) + [d for step in self.steps for d in step.dice]

    def game_settings(self) -> dict[str, Any]:
        """The engine's settings: the file's, with the steps' dice queued."""
        out = dict(self.settings)
        out[FORCED_KEY] = self.forced()
        return out


def check_shape(t: Tutorial) -> list[tuple[str, str]]:
    """Problems of a tutorial's own fields, each (field, problem)."""
    out: list[tuple[str, str]] = []
    if not t.title.strip():
        out.append(("title", "expected a title"))
    if not t.steps:
        out.append(("steps", "expected at least one step"))
    if len(t.steps) > MAX_STEPS:
        out.append(("steps", f"at most {MAX_STEPS} steps"))
    if FORCED_KEY in t.settings:
        out.append((f"settings.{FORCED_KEY}", "give each step's dice in its `dice` instead"))
    if t.seat in t.bots:
        out.append(("bots", f"seat {t.seat} is the person's seat (`seat`), not the script's"))
    for i, step in enumerate(t.steps):
        where = f"steps[{i}]"
        if not step.text.strip():
            out.append((f"{where}.text", "expected the words to show"))
        if len(step.text) > MAX_TEXT:
            out.append((f"{where}.text", f"at most {MAX_TEXT} characters (split the step)"))
        if step.expect is not None and not isinstance(step.expect.get("type"), str):
            out.append((f"{where}.expect.type", 'expected the action\'s type (e.g. "enter_room")'))
        if step.expect is not None and not step.hint.strip():
            out.append((f"{where}.hint", "a step that waits for a gesture needs a hint for a wrong one"))
        for key in step.any_order:
            if step.expect is None or key not in step.expect:
                out.append((f"{where}.any_order", f"{key!r} is not an argument of `expect`"))
        for j, raw in enumerate(step.bots):
            seat = raw.get("seat")
            if seat not in t.bots:
                out.append((f"{where}.bots[{j}].seat", f"expected one of the script's seats {t.bots}, got {seat!r}"))
    return out


def check_against_game(t: Tutorial) -> list[tuple[str, str]]:
    """Problems only the game can see: an unknown game, settings it refuses, actions it cannot read."""
    from tabletop.games import game_names

    if t.game not in game_names():
        return [("game", f"expected one of {', '.join(game_names())}, got {t.game!r}")]
    game = tutorial_game(t.game)
    out: list[tuple[str, str]] = []
    try:
        state = game.initial_state(t.game_settings(), t.seed)
    except (ValueError, KeyError, TypeError) as exc:
        return [("settings", str(exc))]
    seats = game.seat_count(state) if hasattr(game, "seat_count") else len(getattr(state, "players", ()))
    if not 0 <= t.seat < seats:
        out.append(("seat", f"expected a seat from 0 to {seats - 1}"))
    for s in t.bots:
        if not 0 <= s < seats:
            out.append(("bots", f"expected seats from 0 to {seats - 1}, got {s}"))
    out += _opening_problems(game, state, t)
    for i, step in enumerate(t.steps):
        if step.expect is not None:
            try:
                game.decode_action({"seat": t.seat, **step.expect})
            except Exception as exc:  # any failure but a missing argument is the file's
                if "missing required field" not in str(exc):
                    out.append((f"steps[{i}].expect", f"not an action of {t.game}: {exc}"))
        for j, raw in enumerate(step.bots):
            try:
                game.decode_action(raw)
            except Exception as exc:
                out.append((f"steps[{i}].bots[{j}]", f"not an action of {t.game}: {exc}"))
    return out


def _opening_problems(game, state, t: Tutorial) -> list[tuple[str, str]]:
    """The opening's first action the engine cannot read or refuses (played on the starting state)."""
    from tabletop.core.errors import IllegalAction

    for i, raw in enumerate(t.opening):
        try:
            state = game.apply(state, game.decode_action(raw)).state
        except IllegalAction as exc:
            return [(f"opening[{i}]", f"refused by the game: {exc.reason}")]
        except Exception as exc:
            return [(f"opening[{i}]", f"not an action of {t.game}: {exc}")]
    return []


def tutorial_game(name: str):
    """The game built for tutorials: the registry's engine with its test hooks on (forced dice, a
    hand-laid building); only a tutorial's own session uses it, never a saved game."""
    from tabletop.games import resolve, spec_of

    return resolve(spec_of(name).engine)(allow_test_hooks=True)


def load(path: Path) -> Tutorial:
    """Read and check one tutorial file; a ContentError names the file and the field."""
    t = load_toml(Path(path), Tutorial)
    problems = record_problems(path, t, [check_shape])
    if not problems:
        problems = record_problems(path, t, [check_against_game])
    if problems:
        raise problems[0]
    return t


def tutorial_files(game: str) -> list[Path]:
    """The shipped tutorial files of a game, by file name."""
    folder = paths.levels_dir() / game / "tutorials"
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def tutorial_id(path: Path) -> str:
    """A tutorial's name in the player's progress: `<game>/<file stem>`."""
    return f"{path.parent.parent.name}/{path.stem}"


@lru_cache(maxsize=8)
def tutorials(game: str) -> tuple[tuple[str, Tutorial], ...]:
    """A game's tutorials as (id, tutorial), in their order; a broken file raises its ContentError."""
    found = [(tutorial_id(p), load(p)) for p in tutorial_files(game)]
    return tuple(sorted(found, key=lambda item: (item[1].order, item[0])))


def find(tid: str) -> Tutorial:
    """The tutorial called `<game>/<stem>`; ValueError when there is none."""
    game, _, _stem = tid.partition("/")
    for key, t in tutorials(game):
        if key == tid:
            return t
    raise ValueError(f"no tutorial {tid!r}")


def problems_of(path: Path) -> str | None:
    """The tutorial file's first problem in words, or None when it loads."""
    try:
        load(path)
    except ContentError as exc:
        return str(exc)
    return None


def next_lesson(tid: str) -> tuple[str, Tutorial] | None:
    """The tutorial after `tid` in its game's order, as (id, tutorial); None after the last one (or when
    the game's tutorials do not load: the finished one still offers a real game)."""
    game, _, _stem = tid.partition("/")
    try:
        items = tutorials(game)
    except ContentError:
        return None
    ids = [key for key, _t in items]
    at = ids.index(tid) + 1 if tid in ids else len(ids)
    return items[at] if at < len(items) else None
