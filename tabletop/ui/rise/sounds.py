"""What a Rise of the Necromancers table sounds like (issue 26): one action's typed events as cues.

Decks shuffled, cards dealt and drawn, cards played and looked at, dice for lands, roll-offs and
every fighter's dice in a combat (one clatter, by how many rolled in all), goods gained, a dungeon's
door, a fighter falling. One cue of a kind per action.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.rise import events as E
from tabletop.ui.sound import Cue, dice_sound


def _dice(record) -> int:
    if isinstance(record, E.Rolled):
        return len(record.dice)
    if isinstance(record, E.LandRolled):
        return max(1, len(record.faces))
    if isinstance(record, E.RollOff):
        return max(1, len(record.rolloff))
    return 0


def cues(events: Sequence) -> list[Cue]:
    """The sounds of one action's events as the seat at the screen saw them."""
    out: list[Cue] = []
    records = [e.record for e in events if getattr(e, "record", None) is not None]
    kinds = {type(r) for r in records}
    dice = sum(_dice(r) for r in records)
    if dice:
        out.append(Cue(dice_sound(dice), 0.8))
    if E.DecksShuffled in kinds or E.DungeonReshuffled in kinds:
        out.append(Cue("card_shuffle", 0.6))
    if kinds & {E.Dealt, E.DealtFaceDown, E.CardsDrawn, E.CardsDrawnFaceDown, E.CardAdded}:
        out.append(Cue("card_deal", 0.7))
    if kinds & {E.CardPlayed, E.SpellCast, E.ItemUsed, E.CardsLooked, E.CardsLookedFaceDown}:
        out.append(Cue("card_flip", 0.7))
    if E.Gained in kinds:
        out.append(Cue("gem", 0.5))
    if E.DungeonEntered in kinds:
        out.append(Cue("door", 0.6))
    if kinds & {E.FighterRemoved, E.NecromancerKilled, E.NecromancerDied}:
        out.append(Cue("thud", 0.7, delay=0.5 if dice else 0.0))
    return out
