"""Necromolds: Monster Battles on the core game protocol (basic, standard and advanced play)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import msgspec

from tabletop.core.action_types import require_typed
from tabletop.core.errors import IllegalAction
from tabletop.core.phases import ActionTable, row
from tabletop.core.protocol import Applied, Event, Outcome, require_turn, try_apply
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import (
    basalt,
    clay,
    combat,
    legal,
    library,
    rounds,
    settings,
    setup,
    solo_setup,
    stalemate,
)
from tabletop.games.necromolds import basalt_judge as BJ
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.state import State, clone, to_builtins


def _admit(game: NecromoldsGame, state: State, action: A.Action) -> None:
    """Refuse, before any work, an action of a seat that may not act now or holding a number,
    name or list no real action has (the platform rules, see tabletop.core.protocol)."""
    if state.phase == "over":
        raise IllegalAction("the game is over")
    if not 0 <= action.seat < len(state.seats):
        raise IllegalAction("there is no such player in this game")
    if action.seat in state.out:
        raise IllegalAction(f"{W.player(action.seat)} is out of the game")
    require_turn(game, state, action.seat, W.not_now)  # no seat acts for another
    problem = A.problem(action)  # every number bounded; the handlers bound each by the rules
    if problem:
        raise IllegalAction(problem)


def _deploy_done(state: State, action: A.DeployDone, events: list[Event]) -> None:
    if setup.deploy_done(state, action, events):  # the last army deployed: the first round begins
        if state.solo is not None:  # NM-SOLO-05/06: the human's army first, then Basalt's is summoned
            solo_setup.summon(state, events)
        rounds.start_round(state, events)


def _in_combat(handler):
    """A combat decision's handler: only while a combat is fought, then the round goes on after it."""

    def run(state: State, action: A.Action, events: list[Event]) -> None:
        if state.phase != "combat" or state.combat is None:
            raise IllegalAction("there is no combat now")
        handler(state, action, events)
        rounds.after_combat(state, events)

    return run


def _clay(handler):
    """A clay action's handler, then what it left the turn to do (rounds.carry_on)."""

    def run(state: State, action: A.Action, events: list[Event]) -> None:
        rounds.carry_on(state, events, handler(state, action, events))

    return run


# Every action and its handler, checked at import against the action union. Each handler checks the
# phase and the seat's turn itself and words its own refusal (their wording is the rules'), so no row
# names phases here; Rise's table does (tabletop/games/rise/game.py).
ACTIONS = ActionTable(
    "necromolds",
    get_args(A.AnyAction),
    {
        A.PlaceTerrain: row(setup.place_terrain),
        A.Mold: row(setup.mold),
        A.Unmold: row(setup.unmold),
        A.MoldPreset: row(setup.mold_preset),
        A.ArmyDone: row(setup.army_done),
        A.Deploy: row(setup.deploy),
        A.DeployDone: row(_deploy_done),
        A.ChooseCorners: row(setup.choose_corners),
        A.ChooseOrder: row(rounds.choose_order),
        A.TerrainDone: row(solo_setup.terrain_done),
        A.Draft: row(rounds.draft),
        A.CommandGems: row(rounds.command_gems),
        A.Flip: row(rounds.flip),
        A.Assign: row(rounds.assign),
        A.RerollCommands: row(rounds.reroll_commands),
        A.ChangeCommand: row(rounds.change_command),
        A.AssignDone: row(rounds.assign_done),
        A.StartCommand: row(rounds.start_command),
        A.ActivateMagic: row(rounds.activate_magic),
        A.Move: row(rounds.move),
        A.Ranged: row(rounds.ranged),
        A.Melee: row(rounds.melee),
        A.EndCommand: row(rounds.end_command),
        A.BuyDice: row(_in_combat(combat.buy)),
        A.GemRage: row(_in_combat(combat.gem_rage)),
        A.SupportReroll: row(_in_combat(combat.support_reroll)),
        A.RerollsDone: row(_in_combat(combat.rerolls_done)),
        A.MagicMissile: row(_clay(clay.missile)),  # More Fun with Clay (NM-CLAY-*, clay.py)
        A.MagicBlast: row(_clay(clay.blast)),
        A.MagicWall: row(_clay(clay.wall)),
        A.RemoveWall: row(_clay(clay.remove_wall)),
        A.EndTurn: row(_clay(clay.end_turn)),
        A.OfferDraw: row(stalemate.offer),  # no battle without an end (issue 25)
        A.AnswerDraw: row(stalemate.answer),
    },
)


# State fields added after saves were first written (see `snapshot`).
LATER_FIELDS = ("quiet_rounds", "fought", "draw_by", "draw_yes", "draw_offered", "draw")


def _dispatch(state: State, action: A.Action, events: list[Event]) -> None:
    if stalemate.pending(state) and not isinstance(action, A.AnswerDraw):
        raise IllegalAction("a draw is on offer: it is answered first")
    ACTIONS.handler_for(action, state.phase)(state, action, events)
    stalemate.note_fights(state, events)


BASALT_STEPS = 5_000  # Basalt's actions in a row at most: far more than a round has (a loop is a bug)


def _basalt_acts(state: State, events: list[Event], judge: BJ.Judge = BJ.fixed) -> None:
    """Solo play (NM-SOLO-17/19/20): while Basalt is the one to act, his guides choose (basalt.py, the
    open choices by `judge`, basalt_judge.py) and the rules apply it as any action (so they refuse
    anything no guide allows); each choice comes with the event saying why. The human's seat is the
    only one that ever acts by choice."""
    for _ in range(BASALT_STEPS):
        if state.phase == "over" or legal.to_act(state) != [basalt.BASALT]:
            return
        action, reasons = basalt.choose(state, judge)
        events += [W.event(state, why) for why in reasons]
        _dispatch(state, action, events)
    raise RuntimeError(f"Basalt acted {BASALT_STEPS} times in a row: his guides are looping")


_playing = library.PLAYING.method  # a game method runs with its game's content in the rules' reach


class NecromoldsGame:
    """The rules of Necromolds as pure functions over `State` (see tabletop.core.protocol)."""

    name = "necromolds"

    def __init__(
        self,
        allow_test_hooks: bool = False,
        content: library.Library | None = None,
        basalt_judge: BJ.Judge = BJ.fixed,
    ):
        """`allow_test_hooks`: accept the settings only tests may use (forced dice faces). The
        registry never sets it, so a save, a scenario or `simulate --set` cannot rig the dice.
        `content`: the spellbooks, dice, rules, maps and clay numbers this game is played with (by
        default the active mods' content when the game is made); its rules read it during each of
        the game's calls (library.PLAYING). `basalt_judge`: who settles the choices Basalt's guides
        leave open in solo play (basalt_judge.py; the registry's game is built with the look-ahead)."""
        self.allow_test_hooks = allow_test_hooks
        self.basalt_judge = basalt_judge
        self.content = content if content is not None else library.active_library()

    @_playing
    def initial_state(self, given: Mapping[str, Any], seed: int) -> State:
        """A new game at the terrain step (or molding, in basic play without terrain); settings
        are validated first (ValueError naming the key, see `validate_settings`)."""
        s = settings.validate(given, self.allow_test_hooks)
        if s.players == 1:  # Basalt LaSeur's Revenge (NM-SOLO-01): the human and Basalt
            return solo_setup.initial_state(s, seed)
        return setup.initial_state(s, seed)

    @_playing
    def validate_settings(self, given: Mapping[str, Any]) -> dict:
        """The settings a game starts with, every key filled in (as settings again: starting from
        them plays the same game); ValueError naming the key for an unknown key, a value out of
        range, or a test hook on a game not built for tests."""
        return settings.validate(given, self.allow_test_hooks).as_settings(given)

    @_playing
    def problems(self, state: State) -> list[str]:
        """What is wrong with a state: bases off the map or overlapping, negative clay, gems or
        dice (tests call it after every step; see invariants.py)."""
        from tabletop.games.necromolds.invariants import problems

        return problems(state)

    @_playing
    def to_act(self, state: State) -> list[int]:
        """Seats that may act now."""
        return legal.to_act(state)

    @_playing
    def legal_actions(self, state: State, seat: int) -> list[A.Action]:
        """Discrete choices, plus a sample of positions where a choice is continuous."""
        return legal.legal_actions(state, seat)

    @_playing
    def check(self, state: State, action: A.Action) -> str | None:
        """Why the action is illegal, or None."""
        return try_apply(self, state, action)[1]

    @_playing
    def apply(self, state: State, action: A.Action) -> Applied:
        """The next state and events; raises IllegalAction and leaves `state` untouched."""
        return self._apply(state, action, copy=True)

    @_playing
    def apply_in_place(self, state: State, action: A.Action) -> Applied:
        """`apply` on the state itself, not a copy (the protocol's hook for the simulator, which keeps
        no old state): the same next state and events; a refusal may leave the state half-changed."""
        return self._apply(state, action, copy=False)

    def _apply(self, state: State, action: A.Action, copy: bool) -> Applied:
        if not isinstance(action, A.Action):
            raise IllegalAction(f"not a Necromolds action: {action!r}")
        require_typed(action)  # a None seat or a count of 2.5 is refused before any rule reads it
        _admit(self, state, action)
        new = clone(state) if copy else state
        events: list[Event] = []
        later = W.WORD_LATER.set(not copy)  # in place: events worded when read (words.WORD_LATER)
        try:
            _dispatch(new, action, events)
            if new.solo is not None:
                _basalt_acts(new, events, self.basalt_judge)
        finally:
            W.WORD_LATER.reset(later)
        return Applied(new, tuple(events))

    def older_rules(self) -> tuple[NecromoldsGame, ...]:
        """The rules an earlier version played, for a save it made (core.session.Session.from_save):
        Basalt's fixed tie-breaks, before his look-ahead judge. His actions are not in a save (he
        acts inside the person's action), so a solo save made then replays only by them."""
        if self.basalt_judge is BJ.fixed:
            return ()
        return (NecromoldsGame(self.allow_test_hooks, self.content, BJ.fixed),)

    @_playing
    def view(self, state: State, seat: int | None) -> State:
        """What `seat` may know: others' command-dice choices stay hidden until all have
        committed (NM-ROUND-05), and no view carries the dice to come (see view.py)."""
        from tabletop.games.necromolds.view import view

        return view(state, seat)

    def seat_count(self, state: State) -> int:
        """How many seats this game has (2 to 4, NM-MULTI-02; solo play's 2: the human and Basalt,
        whose seat never acts by choice, NM-SOLO-01)."""
        return len(state.seats)

    @_playing
    def setup_events(self, state: State) -> list[Event]:
        """The chance inside `initial_state`: the terrain roll-off (and with 3+ players the turn
        order cards that break its ties), as a 'roll' event with `{"rolloff": state.rolloff}`."""
        return setup.setup_events(state)

    @_playing
    def outcome(self, state: State) -> Outcome | None:
        """Winners once the last monsters are smashed (NM-END-01..02, NM-MULTI-09/12)."""
        if state.winners is None:
            return None
        from tabletop.games.necromolds.words import end_reason

        return Outcome(tuple(state.winners), end_reason(state))

    def encode_action(self, action: A.Action) -> dict:
        """JSON-ready dict of an action."""
        return A.encode(action)

    def decode_action(self, data: Mapping[str, Any]) -> A.Action:
        """The action a dict describes."""
        return A.decode(data)

    def snapshot(self, state: State) -> dict:
        """The full state as JSON-ready data, but for the stalemate's bookkeeping (LATER_FIELDS): added
        after saves were first written, and rebuilt by any replay, it is left out so a save made before
        it still verifies (its snapshot and fingerprint were made without it). How a battle ended is
        in the snapshot all the same (winners, end_reason, phase)."""
        out = to_builtins(state)
        for key in LATER_FIELDS:
            out.pop(key, None)
        return out

    @_playing
    def content_version(self, settings: Mapping[str, Any]) -> str:
        """The version of the spellbooks, dice, rules and maps a game is played with (and of the
        clay numbers when it plays More Fun with Clay)."""
        from tabletop.games.necromolds import settings as S

        try:
            on = S.flag(settings, S.CLAY_MAGIC) if isinstance(settings, Mapping) else False
        except ValueError:
            on = False
        return library.content_version(clay=on)

    @_playing
    def summary(self, state: State) -> dict:
        """Figures for a simulator line: mode, map, rounds, monsters left and gems per seat."""
        return {
            "mode": state.mode,
            "map": state.map,
            "rounds": state.round,
            "monsters_left": [len(state.alive(s)) for s in range(len(state.seats))],
            "gems": [seat.gems for seat in state.seats],
        }

    @_playing
    def describe(self, snapshot: Mapping[str, Any]) -> str:
        """A save's line for the Load list (round, armies, whose turn), read from its snapshot."""
        state = msgspec.convert(dict(snapshot), State)
        return W.save_line(state, legal.to_act(state))

    def undoable(self, action: A.Action, events: tuple[Event, ...]) -> bool:
        """Undo never crosses a seen roll; committing command dice is final too."""
        if isinstance(action, (A.AssignDone, A.MagicMissile)):  # the drop's seed is drawn from the RNG
            return False
        return not any(e.kind == "roll" for e in events)
