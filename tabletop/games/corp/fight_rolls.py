"""The dice of a NecronomiCORP fight, in one place: how many dice a roll has, how a bonus or drawback
changes its faces, what hits, what hardness takes off, what an all-skull roll or a fist's skull costs.
Pure functions of numbers and effect lists (no state, no dice thrown here): the fight throws the dice
and asks these what they mean.

The dice (NC-COMP-04): six faces, 1 is the skull; 4-6 hit; a bonus or drawback changes every face but
a skull, clamped to 1..6, and a face lowered to 1 is not a skull (NC-ABIL-02..05). No cap on the dice
of a roll (NC-COMP-05)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.content.corp.records import Effect, Plot
from tabletop.games.corp.effects import total

SKULL = 1
HIT = 4  # 4, 5 and 6 hit (NC-RESP-08)
FIST_SKULL_DAMAGE = 2  # a fist's skull hurts its owner (NC-RESP-11)


def shifted(faces: list[int], shift: int) -> list[int]:
    """The visible faces after a bonus (+) or drawback (-): skulls stay skulls (NC-ABIL-05), the rest
    move and are clamped to 1..6 (NC-ABIL-02)."""
    return [f if f == SKULL else min(6, max(1, f + shift)) for f in faces]


def skulls(raw: list[int]) -> int:
    """Skulls are the rolled 1s: a face lowered to 1 is not one (NC-ABIL-04)."""
    return sum(1 for f in raw if f == SKULL)


def hits(raw: list[int], shift: int = 0) -> int:
    """Dice showing 4-6 after the shift; a skull never hits (NC-COMP-04, NC-RESP-08)."""
    return sum(1 for r, f in zip(raw, shifted(raw, shift)) if r != SKULL and f >= HIT)


def rolled(raw: list[int], shift: int) -> tuple[list[int], int]:
    """shifted(raw, shift) and hits(raw, shift) at once (a roll's event shows the faces it counted)."""
    shown = shifted(raw, shift)
    return shown, sum(1 for r, f in zip(raw, shown) if r != SKULL and f >= HIT)


def after_hardness(damage: int, hard: bool) -> int:
    """Hardness takes 1 off each attack roll's damage, never below 0 (NC-ABIL-06, NC-ABIL-11): a
    single fist's die can never hurt it (NC-ABIL-08)."""
    return max(0, damage - 1) if hard else damage


def all_skulls(raw: list[int]) -> bool:
    """Every die of the roll is a skull: the weapon rolled is discarded (NC-RESP-10)."""
    return bool(raw) and all(f == SKULL for f in raw)


def fist_hurt(raw: list[int]) -> int:
    """A bare fist whose roll shows a skull deals 2 damage to its owner (NC-RESP-11, NC-FAQ-02)."""
    return FIST_SKULL_DAMAGE if SKULL in raw else 0


def dice_count(extra: int) -> int:
    """The base die plus everything added or taken away, never fewer than the base die (NC-RESP-07,
    NC-ABIL-01, NC-ABIL-10)."""
    return max(1, 1 + extra)


@dataclass(frozen=True)
class HandPlan:
    """One hand's attack roll, before the dice are thrown."""

    dice: int
    shift: int  # bonus (+) or drawback (-) on every non-skull face
    ranged: bool  # a ranged weapon with charges fired (ranged_proof, level_no_ranged)


def is_empty(weapon: Plot, charges: int | None) -> bool:
    """A weapon with a use number out of charge tokens: a +0D melee weapon now (NC-PLOT-12, NC-PLOT-15)."""
    return weapon.uses > 0 and (charges or 0) <= 0


def plan_hand(
    weapon: Plot | None,
    charges: int | None,
    mine: list[Effect],
    foe_type: str,
    *,
    one_handed: bool = False,
    all_in: bool = False,
    boost: int = 0,
) -> HandPlan:
    """The dice and the shift of one hand's roll: `weapon` None is a bare fist; `mine` the effects on
    the attacker (skills, traumas, continuous items); `foe_type` what it is fighting (a pony under
    Pony Bovarsim, NC-FAQ-04; "" for a character); `boost` an item's extra dice on this roll."""
    shift = total(mine, "lucky") - total(mine, "drawback")
    if weapon is None:
        return HandPlan(
            dice_count(total(mine, "fist_dice", "dice") - total(mine, "fewer_dice", "dice") + boost), shift, False
        )
    effects = weapon.effects
    if all_in:
        # the Wooden Stake, the Broom: decided before the attack, exactly that many dice (NC-FAQ-08)
        dice = next(e.dice for e in effects if e.kind == "all_in")
        return HandPlan(dice, shift + total(effects, "weapon_bonus"), False)
    empty = is_empty(weapon, charges)
    ranged = weapon.range == "ranged" and not empty
    extra = 0 if empty else weapon.dice  # an empty weapon is +0D (NC-PLOT-12)
    if not empty:
        extra += sum(e.dice for e in effects if e.kind == "vs" and e.type == foe_type)  # NC-ABIL-09
        shift += total(effects, "weapon_bonus")
    if one_handed:
        shift -= total(effects, "one_handed_drawback")  # the Crowbar in one hand (NC-PLOT-09)
    if ranged:
        shift += total(mine, "ranged_bonus")
    extra += boost - total(mine, "fewer_dice", "dice")
    return HandPlan(dice_count(extra), shift, ranged)


def escape_shift(mine: list[Effect], level: list[Effect], foe_abilities: Iterable[Effect]) -> int:
    """The shift on an escape die: the seat's escape bonus, a level's curse and the hardest foe's
    hard_to_escape drawback."""
    hardest = max((e.amount for e in foe_abilities if e.kind == "hard_to_escape"), default=0)
    return total(mine, "escape_bonus") - total(level, "level_escape") - hardest


def escapes(raw: int, shift: int) -> bool:
    """An escape die succeeds on 4-6 after its shift; a skull never does (NC-RESP-02)."""
    return hits([raw], shift) == 1
