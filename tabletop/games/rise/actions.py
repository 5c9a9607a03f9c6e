"""Rise of the Necromancers actions: small frozen records tagged by `type`; `problem` bounds
every field (length of names, size of numbers, length of lists) before the rules look at it."""

from __future__ import annotations

import msgspec

from tabletop.core.actions import ActionCodec

MAX_NAME = 48  # an id: the content's longest is far shorter
MAX_WHOLE = 16  # an option index or a seat: nothing in Rise comes near
MAX_LIST = 8  # cards put back after a look: 3 + at most 3 more, less the one kept


class Action(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """Base of every Rise action; `seat` is the player taking it."""

    seat: int


class PlayCard(Action, tag="play_card", frozen=True):
    """Phase 1: pay a card's cost and put it in play (RN-PLAY-01..06, RN-NEC, RN-APP, RN-SPELL, RN-ITEM)."""

    card: str


class UseItem(Action, tag="use_item", frozen=True):
    """Use a "once during the game" Item now (RN-ITEM-01/02): gain/draw in phase 1, a movement
    effect before moving, extra_raise in phase 2, a combat effect before a combat you start."""

    card: str


class EndPlay(Action, tag="end_play", frozen=True):
    """Phase 1 done."""


class Raise(Action, tag="raise", frozen=True):
    """Phase 2: raise a Minion, paying its cost option `option` (Hell knight: 0 Ichor, 1 Scroll) (RN-RAISE)."""

    kind: str
    option: int = 0


class EndRaise(Action, tag="end_raise", frozen=True):
    """Phase 2 done (raising is optional)."""


class Fortify(Action, tag="fortify", frozen=True):
    """Phase 3, before moving: leave one Minion on this space (RN-MOVE-12)."""

    kind: str


class PickUp(Action, tag="pick_up", frozen=True):
    """Phase 3, before moving: take one of your Minions on this space back to your Player board (RN-MOVE-13)."""

    kind: str


class MistWalk(Action, tag="mist_walk", frozen=True):
    """Phase 3, before moving: cast Mist Walk (RN-SPEC-08)."""


class Move(Action, tag="move", frozen=True):
    """Phase 3: move to a space within your allowance (RN-MOVE-05..10); the action follows."""

    to: str


class Stay(Action, tag="stay", frozen=True):
    """Phase 3: stand still on a City with your Dominion counters (RN-MOVE-08, RN-CITY-03)."""


class Pick(Action, tag="pick", frozen=True):
    """Library / Workshop: keep `card`, put the rest back on top in `rest` order (top first; empty:
    as they were) (RN-LIB-01, RN-WORK-01)."""

    card: str
    rest: tuple[str, ...] = ()


class Quest(Action, tag="quest", frozen=True):
    """A Quest-Choice Dungeon card: follow it or decline (RN-DUNG-08)."""

    accept: bool


class Fight(Action, tag="fight", frozen=True):
    """Start the combat (after choosing any once Items for it)."""


class Choose(Action, tag="choose", frozen=True):
    """A combat decision: "yes"/"no" for Weaken and Death Bolt, "0".."3" Zombies to explode, or
    where a wound goes (a fighter's id or "tower") (RN-COMBAT-12..19)."""

    choice: str


class Flee(Action, tag="flee", frozen=True):
    """RN-PVP-03: the attacked Necromancer flees (True) or stays and fights (False)."""

    flee: bool


class FleeTo(Action, tag="flee_to", frozen=True):
    """RN-PVP-04: the attacker chooses where the fleeing Necromancer goes."""

    to: str


AnyAction = (
    PlayCard
    | UseItem
    | EndPlay
    | Raise
    | EndRaise
    | Fortify
    | PickUp
    | MistWalk
    | Move
    | Stay
    | Pick
    | Quest
    | Fight
    | Choose
    | Flee
    | FleeTo
)


def problem(action: Action) -> str | None:
    """Why no player could take this action (a name far too long, a number out of range, a list far
    too long), in a player's words; None when it is sane."""
    for name in action.__struct_fields__:
        value = getattr(action, name)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            if not 0 <= value <= MAX_WHOLE:
                return f"{name} {value} is out of range"
        elif isinstance(value, str):
            if len(value) > MAX_NAME:
                return f"the {name} in this action is far too long"
        elif isinstance(value, tuple):
            if len(value) > MAX_LIST:
                return "this action lists far too many cards"
            if any(not isinstance(v, str) or len(v) > MAX_NAME for v in value):
                return "this action lists something that is not a card"
    return None


# Saves hold actions as tagged dicts: the one codec every game uses (tabletop.core.actions).
CODEC: ActionCodec[Action] = ActionCodec(AnyAction)
encode = CODEC.encode
decode = CODEC.decode
