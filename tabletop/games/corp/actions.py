"""NecronomiCORP actions: small frozen records tagged by `type`; `problem` bounds every field (length
of ids, size of numbers, length of lists) before the rules look at it.

The turn (NC-TURN): in its Beginning and End steps a seat may PickUp, Give, Drop, GoToLevel,
UseItem, UseMachine as often as it likes; the one flip of Exploration is EnterRoom (a new door, or
the boss's door on the top level), EnterRevealed or LeaveRoom, and moves the turn to its End step;
EndTurn ends it. Found weapons are claimed in turn order with Claim. In a fight: Shoot (ranged first,
NC-FIGHT-03) or Pass, then each round Attack, Escape or AskHelp (NC-RESP-01); asked seats answer
Help."""

from __future__ import annotations

import msgspec

from tabletop.core.actions import ActionCodec

MAX_ID = 64  # an instance id "<content id>#<copy>": the content's are far shorter
MAX_SEAT = 5  # six seats
MAX_LEVEL = 6
MAX_HANDS = 2  # two hands (NC-RESP-05)
FIST = "fist"


class Action(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """Base of every NecronomiCORP action; `seat` is the player taking it."""

    seat: int


# -- Beginning and End of the turn (NC-TURN-02..05) --------------------------------------------------


class PickUp(Action, tag="pick_up", frozen=True):
    """Take a weapon (or a dropped item) from the floor of your area; at two weapons, `drop` names the
    one you leave there (NC-TURN-02, NC-PLOT-08, NC-BOSS-08)."""

    card: str
    drop: str = ""


class Give(Action, tag="give", frozen=True):
    """Trade: hand a weapon or an item to a character in your area (NC-TURN-03)."""

    card: str
    to: int


class Drop(Action, tag="drop", frozen=True):
    """Leave a weapon or an item on the floor of your area."""

    card: str


class GoToLevel(Action, tag="go_to_level", frozen=True):
    """From a hallway, to the hallway of another open level (NC-TURN-04, NC-TURN-05)."""

    level: int


class UseItem(Action, tag="use_item", frozen=True):
    """Use an item you carry (NC-PLOT-04): `target` a seat where it acts on a character (a first-aid
    kit on a friend, the revive card), `weapon` a weapon it acts on (recharging)."""

    card: str
    target: int = -1
    weapon: str = ""


class UseMachine(Action, tag="use_machine", frozen=True):
    """Take a life token from a vending machine in your room (NC-PLOT-02)."""

    card: str


class EndTurn(Action, tag="end_turn", frozen=True):
    """End your turn (after the End step's actions)."""


# -- Exploration: the one flip (NC-TURN-06..10) --------------------------------------------------------


class EnterRoom(Action, tag="enter_room", frozen=True):
    """Flip to a new room: draw the next Room card of your level (NC-TURN-07); on the top level, open
    the boss's door (NC-ROOM-05)."""


class EnterRevealed(Action, tag="enter_revealed", frozen=True):
    """Flip into a revealed room of your level holding a player, a weapon, a vending machine or an
    abandoned monster (NC-TURN-08, NC-TURN-13)."""

    room: str


class LeaveRoom(Action, tag="leave_room", frozen=True):
    """Flip from your room back to the hallway (NC-TURN-06)."""


class Claim(Action, tag="claim", frozen=True):
    """A found weapon, at the end of the turn, in turn order from the finder (NC-PLOT-07): take
    `card` (dropping `drop` at two weapons), or "" to let it lie."""

    card: str = ""
    drop: str = ""


# -- Fighting (NC-FIGHT, NC-RESP) ----------------------------------------------------------------------


class Shoot(Action, tag="shoot", frozen=True):
    """Before the monster attacks: attack with ranged weapons, each its own roll (NC-FIGHT-03)."""

    weapons: tuple[str, ...]
    target: str = ""  # a foe's card (several monsters in the area, NC-CONTAG-16); "" the first


class Pass(Action, tag="pass", frozen=True):
    """Let an optional moment go: no ranged attack, no first strike on an abandoned monster."""


class Attack(Action, tag="attack", frozen=True):
    """Respond by attacking (NC-RESP-05..13): `hands` in the order rolled, each FIST or a weapon you
    carry; `one_handed` the two-handed weapons used in one hand where their card allows (the Crowbar,
    NC-PLOT-09); `all_in` a weapon whose card lets you decide before the attack to roll its own number
    of dice (the Wooden Stake, the Broom, NC-FAQ-08); `target` a foe's card or, in an infected fight,
    "seat:N" (NC-CONTAG-18)."""

    hands: tuple[str, ...]
    one_handed: tuple[str, ...] = ()
    all_in: str = ""
    target: str = ""


NEW_DOOR = "new"  # Escape.to: out of an infected fight in a hallway through a new door (NC-CONTAG-08)


class Escape(Action, tag="escape", frozen=True):
    """Respond by trying to escape: a die, 4-6 to the hallway (NC-RESP-02); from an infected fight in a
    hallway, `to` names where to go (a room of the level, "new" for a new door, or "hall:N", NC-CONTAG-08/09)."""

    to: str = ""


class AskHelp(Action, tag="ask_help", frozen=True):
    """Respond by asking the players in this level's hallway for help (NC-RESP-14)."""


class Help(Action, tag="help", frozen=True):
    """Asked for help: come into the fight (and attack on entering) or stay out (NC-RESP-15)."""

    join: bool


AnyAction = (
    PickUp
    | Give
    | Drop
    | GoToLevel
    | UseItem
    | UseMachine
    | EndTurn
    | EnterRoom
    | EnterRevealed
    | LeaveRoom
    | Claim
    | Shoot
    | Pass
    | Attack
    | Escape
    | AskHelp
    | Help
)
CODEC: ActionCodec[Action] = ActionCodec(AnyAction)


def encode(action: Action) -> dict:
    return CODEC.encode(action)


def decode(data) -> Action:
    return CODEC.decode(data)


def _id_problem(name: str, value: str) -> str | None:
    if len(value) > MAX_ID:
        return f"{name} is longer than {MAX_ID} characters"
    return None


_ID_FIELDS = ("card", "drop", "room", "weapon", "all_in", "target", "to")
_LIST_FIELDS = ("hands", "one_handed", "weapons")
_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}  # an action type's fields of those


def _fields(kind: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    got = _FIELDS.get(kind)
    if got is None:
        names = set(getattr(kind, "__struct_fields__", ()))
        got = _FIELDS[kind] = (
            tuple(n for n in _ID_FIELDS if n in names),
            tuple(n for n in _LIST_FIELDS if n in names),
        )
    return got


def problem(action: Action) -> str | None:
    """Why the action's fields are out of bounds, in a player's words; None when they are not."""
    if not 0 <= action.seat <= MAX_SEAT:
        return f"seat must be 1 to {MAX_SEAT + 1}"
    ids, lists = _fields(type(action))
    for name in ids:
        value = getattr(action, name)
        if isinstance(value, str):
            why = _id_problem(name, value)
            if why:
                return why
    for name in lists:
        value = getattr(action, name)
        if value is not None:
            if len(value) > MAX_HANDS:
                return f"{name}: at most {MAX_HANDS} (two hands)"
            for v in value:
                why = _id_problem(name, v)
                if why:
                    return why
    if isinstance(action, Give) and not 0 <= action.to <= MAX_SEAT:
        return f"to must be a seat 1 to {MAX_SEAT + 1}"
    if isinstance(action, UseItem) and not -1 <= action.target <= MAX_SEAT:
        return f"target must be a seat 1 to {MAX_SEAT + 1}"
    if isinstance(action, GoToLevel) and not 1 <= action.level <= MAX_LEVEL:
        return f"level must be 1 to {MAX_LEVEL}"
    return None
