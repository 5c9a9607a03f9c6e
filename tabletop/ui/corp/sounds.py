"""What a NecronomiCORP table sounds like (issue 26): one action's typed events as cues.

A door opening when a character enters a room or the boss's door, the room's card flipped as it is
revealed, a growl when a monster (or the boss) shows itself, dice for every attack, a monster's
attack and an escape (one clatter, by how many rolled), Plot cards dealt and reshuffled, a vending
machine's token clinking, a character or a monster falling. One cue of a kind per action.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.corp import events as E
from tabletop.games.corp import fight_events as F
from tabletop.ui.sound import Cue, dice_sound


def _dice(record) -> int:
    if isinstance(record, (F.AttackRolled, F.FoeAttacked)):
        return len(record.faces)
    if isinstance(record, F.EscapeRolled):
        return 0 if record.free else 1
    return 0


def cues(events: Sequence) -> list[Cue]:
    """The sounds of one action's events as the seat at the screen saw them."""
    out: list[Cue] = []
    records = [e.record for e in events if getattr(e, "record", None) is not None]
    kinds = {type(r) for r in records}
    if kinds & {E.EnteredRoom, E.RoomRevealed, E.LevelOpened}:
        out.append(Cue("door", 0.6))
    if E.RoomRevealed in kinds:
        out.append(Cue("card_flip", 0.7, delay=0.3))  # the card turns as the door opens
    if F.FoeRevealed in kinds or E.BossDrawnPublic in kinds or E.BossDrawn in kinds:
        out.append(Cue("growl", 0.7, delay=0.5))
    dice = sum(_dice(r) for r in records)
    if dice:
        out.append(Cue(dice_sound(dice), 0.8))
    if E.PlotsReshuffled in kinds:
        out.append(Cue("card_shuffle", 0.6))
    if E.PlotDrawn in kinds or E.Gave in kinds:
        out.append(Cue("card_deal", 0.7))
    if E.MachineUsed in kinds:
        out.append(Cue("gem", 0.6))
    if kinds & {F.FoeKilled, F.CharacterFell, E.Died}:
        out.append(Cue("thud", 0.7, delay=0.5 if dice else 0.0))
    return out
