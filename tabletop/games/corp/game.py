"""NecronomiCORP on the core game protocol (tabletop.core.protocol): 1-6 players climbing a haunted
office building together (or in competitive teams), with the Aliens & Spirits expansion as a setting."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import msgspec

from tabletop.content.corp.records import CorpCards
from tabletop.core.action_types import require_typed
from tabletop.core.errors import IllegalAction
from tabletop.core.phases import ActionTable, Row, row
from tabletop.core.protocol import Applied, Outcome, require_turn, try_apply
from tabletop.games.corp import actions as A
from tabletop.games.corp import endgame, items, linked, plots, rooms, turn
from tabletop.games.corp import settings as S
from tabletop.games.corp import setup as SETUP
from tabletop.games.corp.content import active_cards
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.legal import legal
from tabletop.games.corp.state import BOSS_ROOM, State, clone, to_builtins
from tabletop.games.corp.view import view as seat_view


def _fight_act(ctx: Ctx, action: A.Action) -> None:
    linked.fight().act(ctx, action)


# Every action: the turn steps it is taken in (none named: any; UseItem judges itself) and its handler.
_FREE = ("begin", "end")
_ROWS: dict[type, Row] = {
    A.PickUp: row(turn.pick_up, *_FREE),
    A.Give: row(turn.give, *_FREE),
    A.Drop: row(turn.drop, *_FREE),
    A.GoToLevel: row(turn.go_to_level, *_FREE),
    A.UseItem: row(items.use_item),
    A.UseMachine: row(items.use_machine, *_FREE),
    A.EndTurn: row(turn.end_turn, *_FREE),
    A.EnterRoom: row(rooms.enter_room, "begin"),
    A.EnterRevealed: row(rooms.enter_revealed, "begin"),
    A.LeaveRoom: row(rooms.leave_room, "begin"),
    A.Claim: row(turn.claim, "claim"),
    A.Shoot: row(_fight_act, "fight"),
    A.Pass: row(_fight_act, "fight"),
    A.Attack: row(_fight_act, "fight"),
    A.Escape: row(_fight_act, "fight"),
    A.AskHelp: row(_fight_act, "fight"),
    A.Help: row(_fight_act, "fight"),
}
_STEP_WORDS = {
    "begin": "the beginning of the turn",
    "end": "the end of the turn (your flip is spent)",
    "claim": "the claiming of found weapons",
    "fight": "a fight",
}
ACTIONS = ActionTable("corp", get_args(A.AnyAction), _ROWS, _STEP_WORDS)


def after(ctx: Ctx) -> None:
    """After every action: a door an escape led to opened (NC-CONTAG-08), owed Plots drawn while no fight
    is on, a dead turn passed on, the end checked."""
    rooms.doors_after_escape(ctx)
    plots.settle(ctx)
    endgame.check(ctx)
    # settle stops only where it has nothing to do and check is a function of the state: once more only
    # when a dead turn passed on (and changed the state)
    if ctx.st.winners is None and turn.dead_turn(ctx):
        plots.settle(ctx)
        endgame.check(ctx)


class CorpGame:
    """The rules of NecronomiCORP as pure functions over `State`."""

    name = "corp"

    def __init__(self, allow_test_hooks: bool = False, cards: CorpCards | None = None):
        """`allow_test_hooks`: accept forced dice and a custom building; the registry never sets it.
        `cards`: the cards played with (default: the active mods', tabletop.content.corp.cards)."""
        self.allow_test_hooks = allow_test_hooks
        self.cards = cards if cards is not None else active_cards()

    def initial_state(self, given: Mapping[str, Any], seed: int) -> State:
        return SETUP.initial_state(S.validate(given, self.allow_test_hooks), seed, self.cards)

    def validate_settings(self, given: Mapping[str, Any]) -> dict:
        return S.validate(given, self.allow_test_hooks).as_settings(given)

    def to_act(self, state: State) -> list[int]:
        return turn.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[A.Action]:
        if seat not in self.to_act(state):
            return []
        return legal(state, self.cards, seat)

    def check(self, state: State, action: A.Action) -> str | None:
        return try_apply(self, state, action)[1]

    def apply(self, state: State, action: A.Action) -> Applied:
        return self._apply(state, action, True)

    def apply_in_place(self, state: State, action: A.Action) -> Applied:
        """`apply` on the state itself, not a copy (the protocol's hook for the simulator, which keeps no
        old state): a clone is a third of an action's work in the engine. Its events are worded when
        their text is first read (the simulator reads none)."""
        return self._apply(state, action, False)

    def _apply(self, state: State, action: A.Action, copy: bool) -> Applied:
        if not isinstance(action, A.Action):
            raise IllegalAction(f"not a NecronomiCORP action: {action!r}")
        require_typed(action)
        if state.winners is not None:
            raise IllegalAction("the game is over")
        seat = action.seat
        if type(seat) is not int or seat not in self.to_act(state):
            require_turn(self, state, seat)
        why = A.problem(action)
        if why:
            raise IllegalAction(why)
        if not 0 <= seat < state.players_n:
            raise IllegalAction("no such seat")
        handler = ACTIONS.handler_for(action, state.turn.step)
        new = clone(state) if copy else state
        ctx = Ctx(new, self.cards, word_later=not copy)
        handler(ctx, action)
        after(ctx)
        ctx.done()
        return Applied(new, tuple(ctx.events))

    def outcome(self, state: State) -> Outcome | None:
        if state.winners is None:
            return None
        teams = tuple(tuple(t) for t in state.teams)
        points: tuple[int, ...] = ()
        if state.teams:
            points = tuple(state.points[endgame.team_of(state, s) or 0] for s in range(state.players_n))
        return Outcome(tuple(state.winners), endgame.said(state, self.cards), teams=teams, points=points)

    def encode_action(self, action: A.Action) -> dict:
        return A.encode(action)

    def decode_action(self, data: Mapping[str, Any]) -> A.Action:
        return A.decode(data)

    def snapshot(self, state: State) -> dict:
        return to_builtins(state)

    def view(self, state: State, seat: int | None) -> State:
        return seat_view(state, seat)

    def seat_count(self, state: State) -> int:
        return state.players_n

    def setup_events(self, state: State):
        return SETUP.setup_events(state, self.cards)

    def problems(self, state: State) -> list[str]:
        from tabletop.games.corp.invariants import problems

        return problems(state, self.cards)

    def summary(self, state: State) -> dict:
        return summary(state)

    def describe(self, snapshot: Mapping[str, Any]) -> str:
        return describe(snapshot)

    def undoable(self, action: A.Action, events) -> bool:
        return not any(e.kind in ("roll", "draw", "look", "shuffle", "fight", "boss", "curse") for e in events)


def summary(state: State) -> dict:
    """Figures for a simulator line: levels open, rooms explored, the boss, points, the outcome word."""
    return {
        "turns": state.turn.number,
        "levels_open": sum(lv.open for lv in state.levels) + int(state.top_open),
        "rooms_explored": sum(1 for k in state.areas if not k.startswith("hall:") and k != BOSS_ROOM),
        "boss": state.boss or "",
        "alive": sum(p.alive for p in state.players),
        "points": list(state.points),
        "outcome": state.outcome_word,
    }


def describe(snapshot: Mapping[str, Any]) -> str:
    """One line for the Load list: players, the highest open level, who is alive, whose turn."""
    st = msgspec.convert(dict(snapshot), State)
    top = 6 if st.top_open else max((lv.number for lv in st.levels if lv.open), default=1)
    alive = sum(p.alive for p in st.players)
    where = "the top floor" if top == 6 else f"level {top}"
    teams = f", {len(st.teams)} teams " + "-".join(map(str, st.points)) if st.teams else ""
    end = f": {st.outcome_word}" if st.winners is not None else f", turn {st.turn.number}"
    players = "1 player" if st.players_n == 1 else f"{st.players_n} players"
    over = "Game over · " if st.winners is not None else ""  # as the other games' lines begin (r19)
    if st.players_n == 1:
        # alone there is no party to wipe, nor a count of one alive (play-test r28: "1 player (0 alive) ...
        # party wiped", and "1 player (1 alive)" in a game under way)
        if st.winners is None:
            return f"NecronomiCORP, 1 player, up to {where}, turn {st.turn.number}"
        won = "slew the boss" if st.winners else "the building wins"
        return f"{over}NecronomiCORP, 1 player, up to {where}: {won}"
    return f"{over}NecronomiCORP, {players} ({alive} alive), up to {where}{teams}{end}"
