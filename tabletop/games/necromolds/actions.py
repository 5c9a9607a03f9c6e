"""Actions: small frozen records, each tagged by `type` for saving and loading."""

from __future__ import annotations

import math
from typing import Any

import msgspec

from tabletop.core.actions import ActionCodec

# Bounds every action keeps before the rules look at it (the rules then bound each field by
# what the game allows: a die the seat has, a point on the map, dice it can afford).
MAX_NAME = 64  # characters of an id: the content's longest is far shorter
MAX_WHOLE = 10_000  # a count or an index: no die, slot or die count comes near
MAX_COORD = 1_000.0  # inches: every map is far smaller
MAX_ITEMS = 1_000  # points of a path or dice of a list, before the rules' own (tighter) bound


class Action(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """Base of every Necromolds action; `seat` is the player taking it."""

    seat: int


# -- setup --------------------------------------------------------------------------------
class PlaceTerrain(Action, tag="place_terrain", frozen=True):
    """Choose a terrain piece and place it (NM-SETUP-07..10)."""

    piece: str
    x: float
    y: float
    rotation: float = 0.0


class Mold(Action, tag="mold", frozen=True):
    """Mold one monster from a spellbook (size option index) (NM-SETUP-11..12)."""

    book: str
    size: int = 0


class Unmold(Action, tag="unmold", frozen=True):
    """Take a molded monster back into the clay (while the army is being built)."""

    monster: str


class MoldPreset(Action, tag="mold_preset", frozen=True):
    """Mold a whole suggested army, such as the Starting Tip (NM-SETUP-18)."""

    preset: str


class ArmyDone(Action, tag="army_done", frozen=True):
    """Finish molding (only once no further monster fits, NM-SETUP-13)."""


class Deploy(Action, tag="deploy", frozen=True, omit_defaults=True):
    """Place (or re-place) one monster touching your green border (NM-SETUP-19..20).

    `facing` (Directional Attacks only, NM-FAN-11): the way it faces, degrees from the map's +x
    axis toward +y; None: toward the enemy (fan.deploy_facing). Left out of a save when None."""

    monster: str
    x: float
    y: float
    facing: float | None = None


class DeployDone(Action, tag="deploy_done", frozen=True):
    """Finish deployment (every monster placed)."""


class ChooseCorners(Action, tag="choose_corners", frozen=True):
    """Four Corner Deployment (NM-FAN-15/16): the chooser takes a pair of opposite corners:
    0 = top-left and bottom-right, 1 = top-right and bottom-left; the other player gets the other."""

    pair: int


class TerrainDone(Action, tag="terrain_done", frozen=True):
    """Solo (NM-SOLO-02): the human places no more terrain (0 to 3 pieces, no roll-off)."""


# -- step 1: turn order -------------------------------------------------------------------
class ChooseOrder(Action, tag="choose_order", frozen=True):
    """Turn Order Choice (NM-FAN-02): the player with the fewest monsters (or who won the
    roll-off) goes first (`first` true) or second (false) this round."""

    first: bool


# -- step 2: command dice -------------------------------------------------------------------
class Flip(Action, tag="flip", frozen=True):
    """Flip a wild die to move, ranged or magic (NM-ROUND-09)."""

    die: int
    to: str


class Assign(Action, tag="assign", frozen=True):
    """Put a die on an open matching slot of a spellbook; slot -1 is the magic ability."""

    die: int
    book: str
    slot: int


class RerollCommands(Action, tag="reroll_commands", frozen=True):
    """Advanced: discard one die to reroll any of the others (NM-ADV-05)."""

    discard: int
    reroll: tuple[int, ...]


class ChangeCommand(Action, tag="change_command", frozen=True):
    """Advanced: discard two dice to set one die to a face of your choice (NM-ADV-06)."""

    discard: tuple[int, int]
    die: int
    to: str


class CommandGems(Action, tag="command_gems", frozen=True):
    """Command Gems (NM-FAN-13/14): spend 4 gems to reroll any or all of your unassigned dice."""

    reroll: tuple[int, ...]


class AssignDone(Action, tag="assign_done", frozen=True):
    """Commit the assignment; unassigned dice are discarded (NM-ROUND-19)."""


class Draft(Action, tag="draft", frozen=True, omit_defaults=True):
    """Solo (NM-SOLO-21..25): choose die `die` of the common pool and assign it at once to `slot`
    of `book` (-1: its magic ability), a wild die flipped to `face` first; `book` None discards it
    (NM-ROUND-19; Basalt's discard of a die he cannot use gives 2 gems whatever its face, NM-SOLO-41)."""

    die: int
    book: str | None = None
    slot: int = 0
    face: str | None = None


# -- step 3: commands -------------------------------------------------------------------
class StartCommand(Action, tag="start_command", frozen=True):
    """Choose a move or ranged die on a spellbook and begin performing it (NM-ROUND-22).

    In basic play `die` is any rolled die and `command` says what a wild die does.
    """

    die: int
    command: str | None = None


class ActivateMagic(Action, tag="activate_magic", frozen=True):
    """Basic play with What Next step 5 but not step 4: perform a magic die (or a wild die as
    magic) by activating one spellbook's magic ability for the round, instead of taking the
    gem (NM-BASIC-21, NM-BASIC-41/42)."""

    die: int
    book: str


class Move(Action, tag="move", frozen=True, omit_defaults=True):
    """Move one monster along a path (points after its start; the last is the end).

    `facing` (Directional Attacks only, NM-FAN-11): the way it faces at the end, degrees from the
    map's +x axis toward +y; None: along its last step, or toward the enemy it ends touching.
    Left out of a save when None, so saves of games without the rule are as before."""

    monster: str
    path: tuple[tuple[float, float], ...]
    facing: float | None = None


class Ranged(Action, tag="ranged", frozen=True):
    """One monster makes a ranged attack on an enemy (NM-RANGED-01)."""

    monster: str
    target: str


class EndCommand(Action, tag="end_command", frozen=True):
    """Finish the command being performed and remove its die (NM-ROUND-23).

    With Decisive Combat: end the moves (then the melee attacks are chosen) or the declaring of
    ranged targets (then the declared attacks are resolved in order)."""


class Melee(Action, tag="melee", frozen=True):
    """Decisive Combat (NM-FAN-18/20): after the moves, `monster` (which moved in this command)
    makes its melee attack on `target`, an enemy it touches; the player chooses the order."""

    monster: str
    target: str


# -- More Fun with Clay (NM-CLAY-01..11, games/necromolds/clay.py) ---------------------------
class MagicMissile(Action, tag="magic_missile", frozen=True):
    """Drop a Magic Missile over `aim` (map inches), during your turn when no command die is
    part-way performed (NM-CLAY-05..07): 6 gems and an Insectomite's clay from your extra
    container. Where it lands and what it smashes is the simulation's (seeded by the game)."""

    aim: tuple[float, float]


class MagicBlast(Action, tag="magic_blast", frozen=True):
    """Lower a Magic Blast centred on `centre` (map inches), during your turn when no command die
    is part-way performed (NM-CLAY-07/08): 8 gems; every monster under it defends against its own
    3-die ranged attack (NM-CLAY-09)."""

    centre: tuple[float, float]


class MagicWall(Action, tag="magic_wall", frozen=True):
    """Build a Magic Wall along `stroke` (map inches, as drawn) at the end of your turn
    (NM-CLAY-02/04): 3 gems and the wall's clay from your extra container (the stroke is cut
    where the clay runs out)."""

    stroke: tuple[tuple[float, float], ...]


class RemoveWall(Action, tag="remove_wall", frozen=True):
    """Remove the Magic Wall `wall` (its id, anyone's) at the end of your turn (NM-CLAY-03): 5 gems;
    its clay is destroyed."""

    wall: str


class EndTurn(Action, tag="end_turn", frozen=True):
    """End your turn without (more) clay magic: the turn passes (only while the turn is ending
    with More Fun with Clay, phase "turn_end")."""


# -- combat -----------------------------------------------------------------------------
class BuyDice(Action, tag="buy_dice", frozen=True):
    """Spend gems to add `count` dice, one at a time (NM-COMBAT-03..07); 0 buys none."""

    count: int


class GemRage(Action, tag="gem_rage", frozen=True):
    """Advanced: the melee attacker rerolls dice showing a gem, 1 gem each (NM-ADV-09..11)."""

    dice: tuple[int, ...]


class SupportReroll(Action, tag="support_reroll", frozen=True):
    """Advanced: reroll one die of your pool with a supporting monster (NM-ADV-14..18)."""

    die: int


class RerollsDone(Action, tag="rerolls_done", frozen=True):
    """Advanced: make no (more) rerolls in this combat."""


class OfferDraw(Action, tag="offer_draw", frozen=True):
    """Offer the other players a draw (issue 25, stalemate.py)."""


class AnswerDraw(Action, tag="answer_draw", frozen=True):
    """Accept or refuse the draw on offer."""

    accept: bool


AnyAction = (
    PlaceTerrain
    | Mold
    | Unmold
    | MoldPreset
    | ArmyDone
    | Deploy
    | DeployDone
    | Flip
    | Assign
    | RerollCommands
    | ChangeCommand
    | AssignDone
    | StartCommand
    | ActivateMagic
    | Move
    | Ranged
    | EndCommand
    | BuyDice
    | GemRage
    | SupportReroll
    | RerollsDone
    # the fan rules' (NM-FAN-*)
    | ChooseCorners
    | ChooseOrder
    | CommandGems
    | Melee
    # solo play (NM-SOLO-*)
    | TerrainDone
    | Draft
    # More Fun with Clay (NM-CLAY-*)
    | MagicMissile
    | MagicBlast
    | MagicWall
    | RemoveWall
    | EndTurn
    # a draw (issue 25, stalemate.py)
    | OfferDraw
    | AnswerDraw
)


def problem(action: Action) -> str | None:
    """Why an action is no action a player could take (a name far too long, a number far too large,
    a position that is not a number, a list far too long), in a player's words; None when it is
    sane. Cheap: it looks at no more than MAX_ITEMS items of a list before refusing it."""
    for name in action.__struct_fields__:
        why = _value_problem(getattr(action, name), 0)
        if why:
            return why
    return None


def _value_problem(value: Any, depth: int) -> str | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return None if -MAX_WHOLE <= value <= MAX_WHOLE else "a number in this action is far too large"
    if isinstance(value, float):
        return (
            None if math.isfinite(value) and abs(value) <= MAX_COORD else "a position must be a point on the battle map"
        )
    if isinstance(value, str):
        return None if len(value) <= MAX_NAME else "a name in this action is far too long"
    if isinstance(value, tuple) and depth < 2:
        if len(value) > MAX_ITEMS:
            return "this action lists far too many items"
        for item in value:
            why = _value_problem(item, depth + 1)
            if why:
                return why
        return None
    return "this action holds something no action has"


# Saves hold actions as tagged dicts: the one codec every game uses (tabletop.core.actions).
CODEC: ActionCodec[Action] = ActionCodec(AnyAction)
encode = CODEC.encode
decode = CODEC.decode
