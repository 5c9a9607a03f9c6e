"""What a Necromolds table sounds like (issue 26): the typed events of one action, as cues.

Dice clatter by how many rolled (command dice, combat dice, re-rolls, roll-offs), gems clink when
bought or gained, clay squishes when a monster is smashed, the Magic Missile whistles down and
thuds when it lands, a wall rumbles up, the Blast lands. One clatter and one clink per action
however many records say so: a table's sounds are cues, not a soundtrack.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.necromolds import events as E
from tabletop.ui.sound import Cue, dice_sound

MISSILE_FALL = 0.7  # seconds the whistle lasts before the thud (the missile animation's fall)


def _dice(record) -> int:
    """How many dice a record shows rolled (0: none)."""
    if isinstance(record, E.CommandDiceRolled):
        return sum(len(faces) for faces in record.command_dice)
    if isinstance(record, E.CombatRolled):
        return len(record.faces) + len(record.def_faces)
    if isinstance(record, (E.CommandReroll, E.GemRage, E.SupportReroll)):
        return max(1, len(getattr(record, "faces", []) or []))
    if isinstance(record, (E.SetupRollOff, E.FirstTurnRollOff)):
        return 2 * max(1, len(record.rolloff))
    return 0


def cues(events: Sequence) -> list[Cue]:
    """The sounds of one action's events as the seat at the screen saw them."""
    out: list[Cue] = []
    records = [e.record for e in events if getattr(e, "record", None) is not None]
    dice = sum(_dice(r) for r in records)
    if dice:
        out.append(Cue(dice_sound(dice), 0.8))
    if any(isinstance(r, (E.DiceBought, E.GemsTaken)) for r in records):
        out.append(Cue("gem", 0.7))
    if any(isinstance(r, E.Smashed) for r in records):
        out.append(Cue("clay_squish", 0.9, delay=0.4 if dice else 0.0))  # after the dice land
    if any(isinstance(r, E.MissileDropped) for r in records):
        out += [Cue("missile_fall", 0.7), Cue("thud", 0.9, delay=MISSILE_FALL)]
    if any(isinstance(r, E.BlastLowered) for r in records):
        out.append(Cue("thud", 0.8))
    if any(isinstance(r, E.WallRaised) for r in records):
        out.append(Cue("wall_rise", 0.8))
    return out
