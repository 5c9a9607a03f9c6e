"""Rise of the Necromancers on the core game protocol (tabletop.core.protocol): 2-5 players,
the optional rule Necromancers Can Attack Each Other as the setting `pvp`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import msgspec

from tabletop.core.action_types import require_typed
from tabletop.core.errors import IllegalAction
from tabletop.core.phases import ActionTable, Row, row
from tabletop.core.protocol import Applied, Outcome, require_turn, try_apply
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise import settings as S
from tabletop.games.rise.content import PLAYING, RiseContent, active_content, once_items
from tabletop.games.rise.state import State, clone, counters_placed, to_builtins
from tabletop.games.rise.view import view as seat_view

# Every action: the stages it is taken in (none named: any) and its handler, checked at import against
# the action union (tabletop/core/phases.py). The refusal names the stage (_STAGE_WORDS).
_ROWS: dict[type, Row] = {
    A.PlayCard: row(R.play_card, "play"),
    A.EndPlay: row(R.end_play, "play"),
    A.Raise: row(R.raise_minion, "raise"),
    A.EndRaise: row(R.end_raise, "raise"),
    A.Fortify: row(R.fortify, "move"),
    A.PickUp: row(R.pick_up, "move"),
    A.MistWalk: row(R.mist_walk, "move"),
    A.Move: row(R.move, "move"),
    A.Stay: row(R.stay, "move"),
    A.Pick: row(R.pick, "look"),
    A.Quest: row(R.quest_choice, "quest"),
    A.Fight: row(R.fight, "ready"),
    A.Choose: row(R.choose, "combat"),
    A.Flee: row(R.flee, "defend"),
    A.FleeTo: row(R.flee_to, "flee_to"),
    A.UseItem: row(R.use_item),
}
_STAGE_WORDS = {
    "play": "phase 1 (play cards)",
    "raise": "phase 2 (raise a Minion)",
    "move": "phase 3 (movement)",
    "look": "choosing a card",
    "quest": "a Quest-Choice",
    "ready": "the start of a combat",
    "combat": "a combat decision",
    "defend": "the choice to flee or fight",
    "flee_to": "choosing where the fleeing Necromancer goes",
}
ACTIONS = ActionTable("rise", get_args(A.AnyAction), _ROWS, _STAGE_WORDS)


def legal(state: State, seat: int) -> list[A.Action]:
    if seat not in R.to_act(state):
        return []
    ctx = R.Ctx(state)
    t = state.turn
    if t.stage == "play":
        return R.play_options(ctx, seat)
    if t.stage == "raise":
        return R.raise_options(ctx, seat)
    if t.stage == "move":
        return R.move_options(ctx, seat)
    if t.stage == "look":
        return [A.Pick(seat, c) for c in dict.fromkeys(t.peek)]
    if t.stage == "quest":
        return [A.Quest(seat, True), A.Quest(seat, False)]
    if t.stage == "ready":
        assert state.fight is not None  # set from "ready" until the combat is over
        return [A.UseItem(seat, i) for i in once_items(state, seat, R.COMBAT_ONCE) if i not in state.fight.using] + [
            A.Fight(seat)
        ]
    if t.stage == "combat":
        assert state.fight is not None
        return [A.Choose(seat, o) for o in state.fight.options]
    if t.stage == "defend":
        return [A.Flee(seat, True), A.Flee(seat, False)]
    if t.stage == "flee_to":
        assert t.defender is not None  # the Necromancer attacked, who flees
        return [A.FleeTo(seat, s) for s in R.flee_spaces(ctx, t.defender)]
    return []


_playing = PLAYING.method  # a game method runs with its game's content in the rules' reach


class RiseGame:
    """The rules of Rise of the Necromancers as pure functions over `State`."""

    name = "rise"

    def __init__(self, allow_test_hooks: bool = False, content: RiseContent | None = None):
        """`allow_test_hooks`: accept forced dice (`test_forced_faces`); the registry never sets it.
        `content`: the cards, dice and board sides this game is played with (by default the active
        mods' content when the game is made); its rules read it during each of the game's calls."""
        self.allow_test_hooks = allow_test_hooks
        self.content = content if content is not None else active_content()

    @_playing
    def initial_state(self, given: Mapping[str, Any], seed: int) -> State:
        return R.initial_state(S.validate(given, self.allow_test_hooks), seed)

    @_playing
    def validate_settings(self, given: Mapping[str, Any]) -> dict:
        return S.validate(given, self.allow_test_hooks).as_settings(given)

    @_playing
    def to_act(self, state: State) -> list[int]:
        return R.to_act(state)

    @_playing
    def legal_actions(self, state: State, seat: int) -> list[A.Action]:
        return legal(state, seat)

    @_playing
    def check(self, state: State, action: A.Action) -> str | None:
        return try_apply(self, state, action)[1]

    @_playing
    def apply(self, state: State, action: A.Action) -> Applied:
        if not isinstance(action, A.Action):
            raise IllegalAction(f"not a Rise of the Necromancers action: {action!r}")
        require_typed(action)  # a None seat or accept='yes' is refused before any rule reads it
        if state.winners is not None:
            raise IllegalAction("the game is over")
        seat = action.seat
        if type(seat) is not int or seat not in self.to_act(state):
            require_turn(self, state, seat)  # no seat acts for another (it words the refusal)
        why = A.problem(action)
        if why:
            raise IllegalAction(why)
        handler = ACTIONS.handler_for(action, state.turn.stage)
        new = clone(state)
        ctx = R.Ctx(new)
        handler(ctx, action)
        ctx.done()
        return Applied(new, tuple(ctx.events))

    @_playing
    def outcome(self, state: State) -> Outcome | None:
        if state.winners is None:
            return None
        return Outcome(
            tuple(state.winners), state.reason, points=tuple(counters_placed(state, s) for s in range(state.players_n))
        )

    def encode_action(self, action: A.Action) -> dict:
        return A.encode(action)

    def decode_action(self, data: Mapping[str, Any]) -> A.Action:
        return A.decode(data)

    def snapshot(self, state: State) -> dict:
        return to_builtins(state)

    @_playing
    def view(self, state: State, seat: int | None) -> State:
        return seat_view(state, seat)

    def seat_count(self, state: State) -> int:
        return state.players_n

    @_playing
    def setup_events(self, state: State):
        return R.setup_events(state)

    @_playing
    def problems(self, state: State) -> list[str]:
        from tabletop.games.rise.invariants import problems

        return problems(state)

    @_playing
    def summary(self, state: State) -> dict:
        return {
            "rounds": state.round,
            "side": state.side,
            "pvp": state.pvp,
            "counters": [counters_placed(state, s) for s in range(state.players_n)],
        }

    @_playing
    def describe(self, snapshot: Mapping[str, Any]) -> str:
        state = msgspec.convert(dict(snapshot), State)
        counters = ", ".join(f"P{s + 1} {counters_placed(state, s)}" for s in range(state.players_n))
        line = f"Rise of the Necromancers, {state.players_n} players, round {state.round}: counters {counters}"
        if state.winners is not None:  # as the other games' lines say it (play-test: a finished game looked open)
            won = " and ".join(f"Player {s + 1}" for s in state.winners) or "nobody"
            line = f"Game over · {won} won · " + line
        return line

    def undoable(self, action: A.Action, events) -> bool:
        return not any(e.kind in ("roll", "draw", "look", "dungeon", "shuffle", "combat") for e in events)
