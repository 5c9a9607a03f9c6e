"""What one blow does in a NecronomiCORP fight: a character's attack roll on a monster or on another
character, a monster's attack on a character, a character hurt or killed, a monster killed with its
loot owed. The flow (fight.py, pvp.py) decides who strikes whom; this module rolls and applies."""

from __future__ import annotations

from tabletop.content.corp.records import Plot, card_of
from tabletop.games.corp import effects, fight_foes, fight_outside, life
from tabletop.games.corp.actions import FIST
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.fight_events import (
    AbilityTriggered,
    AttackRolled,
    CharacterFell,
    FistHurt,
    FoeAttacked,
    FoeKilled,
    WeaponBroken,
)
from tabletop.games.corp.fight_rolls import all_skulls, fist_hurt, plan_hand, rolled, skulls
from tabletop.games.corp.state import Fight, Foe, Held


def max_life(ctx: Ctx, seat: int) -> int:
    """The life a character's counter reads against: its most (a frail trauma's less, NC-FAQ-01), or the
    two dice an infected character returned with, if more (NC-CONTAG-02)."""
    return max(life.max_life(ctx.st, ctx.cards, seat), ctx.st.players[seat].life)


def leave(fight: Fight, seat: int) -> None:
    """A seat is out of the fight (dead, escaped): out of every list of who acts."""
    for seats in (fight.fighters, fight.waiting, fight.asked, fight.escape_only, fight.joined, fight.infected):
        while seat in seats:
            seats.remove(seat)


def hurt(ctx: Ctx, seat: int, damage: int, by: str) -> None:
    """A character takes damage; at 0 life or less it is killed at once (NC-FIGHT-09)."""
    p = ctx.st.players[seat]
    if damage <= 0 or not p.alive:
        return
    p.life -= damage
    if p.life <= 0:
        kill(ctx, seat, by)


def kill(ctx: Ctx, seat: int, by: str, infects: str | None = None) -> None:
    """A character dies (by a card's instance id, a character's id, or "" by their own fist): out of the
    fight, then the turn's death (its gear to the floor, its curses, contagion; it tells the death). `infects`: the type of
    an infected character that killed it, which makes it return infected (NC-CONTAG-03)."""
    st = ctx.st
    p = st.players[seat]
    if st.fight is not None:
        leave(st.fight, seat)
    if card_of(by) in ctx.cards.characters:
        # the turn's death names only a card as the killer: the infected fight says who struck
        ctx.tell(CharacterFell(seat, p.character, by))
        by = ""
    fight_outside.die(ctx, seat, by)
    if infects and p.dies_infected is None and not p.alive:
        p.dies_infected = infects


def held(seat_weapons: list[Held], card: str) -> Held | None:
    return next((h for h in seat_weapons if h.card == card), None)


def _discard_weapon(ctx: Ctx, seat: int, weapon: Held) -> None:
    p = ctx.st.players[seat]
    p.weapons = [h for h in p.weapons if h.card != weapon.card]
    ctx.st.plot_discard.append(weapon.card)
    ctx.tell(WeaponBroken(seat, p.character, weapon.card))


def strike(
    ctx: Ctx,
    seat: int,
    hand: str,
    target: Foe | int,
    *,
    one_handed: bool = False,
    all_in: bool = False,
) -> None:
    """One hand's attack roll (NC-RESP-07, NC-RESP-13: one roll per hand) on a foe, or on a character
    (a seat, in an infected fight, NC-CONTAG-18): dice, hits, the damage through hardness, the charge
    spent, the weapon lost to an all-skull roll (NC-RESP-10), the fist hurt by its skull (NC-RESP-11)."""
    st, cards = ctx.st, ctx.cards
    p = st.players[seat]
    mine = effects.on_character(st, cards, seat)
    weapon = None if hand == FIST else held(p.weapons, hand)
    if hand != FIST and weapon is None:
        return  # no longer carried (dropped or broken earlier in this action)
    plot: Plot | None = cards.plot(hand) if weapon is not None else None
    boost = st.fight.boosts.pop(str(seat), 0) if st.fight is not None else 0
    if isinstance(target, Foe):
        fc = fight_foes.card(cards, target.card)
        foe_type = fight_foes.seen_type(fc, effects.has(mine, "pony"))
    else:
        foe_type = ""
    plan = plan_hand(
        plot, weapon.charges if weapon else None, mine, foe_type, one_handed=one_handed, all_in=all_in, boost=boost
    )
    raw = ctx.roll(plan.dice)
    shown, n = rolled(raw, plan.shift)
    if isinstance(target, Foe):
        took = fight_foes.wound(cards, target, n, plan.ranged, ctx.tell)
        if took > 0:
            target.last_hit_by = seat  # NC-RESP-16, NC-RESP-19
        left = fight_foes.left(cards, target)
        ctx.tell(
            AttackRolled(
                seat, p.character, hand, target.card, raw, shown, n, took, left, fight_foes.life(cards, target)
            )
        )
    else:
        victim = st.players[target]
        victim.life -= n
        took = n
        ctx.tell(
            AttackRolled(
                seat,
                p.character,
                hand,
                victim.character,
                raw,
                shown,
                n,
                n,
                max(0, victim.life),
                max_life(ctx, target),
            )
        )
    if weapon is not None and plot is not None:
        if plot.uses > 0 and (weapon.charges or 0) > 0:
            weapon.charges = (weapon.charges or 0) - 1  # a charge token spent (NC-PLOT-12)
        breaks = all_in and any(e.kind == "all_in" and e.breaks for e in plot.effects)
        if all_skulls(raw) or breaks:
            _discard_weapon(ctx, seat, weapon)
    if isinstance(target, Foe):
        if left <= 0 and st.fight is not None and any(f.card == target.card for f in st.areas[st.fight.area].foes):
            foe_killed(ctx, target, seat)
    elif took > 0 and st.players[target].alive and st.players[target].life <= 0:
        kill(ctx, target, p.character, infects=p.infected)
    if weapon is None:
        own = fist_hurt(raw)
        if own:
            p.life -= own
            ctx.tell(FistHurt(seat, p.character, own, max(0, p.life), max_life(ctx, seat)))
            if p.life <= 0:
                kill(ctx, seat, "")


def foe_attacks(ctx: Ctx, foe: Foe, seat: int) -> None:
    """A monster's attack on one character (NC-FIGHT-04, NC-FIGHT-08): its Menace in dice (a curse's
    more), its bonus and the curse's on every non-skull die, 1 damage a hit less the target's armor; it
    heals a damage per skull if it can (NC-BOSS-04)."""
    st, cards = ctx.st, ctx.cards
    assert st.fight is not None
    c = fight_foes.card(cards, foe.card)
    level = effects.on_level(st, cards, st.fight.level)
    dice = max(0, c.menace + effects.total(level, "level_menace", "dice"))
    shift = effects.total(c.abilities, "attack_bonus") + effects.total(level, "level_bonus")
    raw = ctx.roll(dice)
    shown, n = rolled(raw, shift)
    p = st.players[seat]
    damage = max(0, n - effects.total(effects.on_character(st, cards, seat), "armor"))
    p.life -= damage
    ctx.tell(FoeAttacked(foe.card, seat, p.character, raw, shown, n, damage, max(0, p.life), max_life(ctx, seat)))
    if effects.has(c.abilities, "heal_per_skull"):
        fight_foes.heal(cards, foe, skulls(raw), "heal_per_skull", ctx.tell)
    if p.alive and p.life <= 0:
        kill(ctx, seat, foe.card)


def foe_killed(ctx: Ctx, foe: Foe, seat: int) -> None:
    """A monster dies by `seat`'s blow (NC-RESP-18): discarded to its level's pile, its death's effects,
    its kill scored for the killer's team (NC-TEAM-02, NC-TEAM-08) and its loot owed to the killer once
    no monster is left in the area (NC-ANAT-01, NC-CONTAG-17); the boss ends the game (NC-BOSS-01)."""
    st = ctx.st
    fight = st.fight
    assert fight is not None
    c = fight_foes.card(ctx.cards, foe.card)
    who = st.players[seat].character
    ctx.tell(FoeKilled(foe.card, seat, who, c.loot))
    fight_foes.discard(st, fight.area, foe, fight.level)
    for e in c.abilities:
        if e.kind == "death_damage":
            ctx.tell(AbilityTriggered(foe.card, "death_damage", seat, who, e.amount))
            hurt(ctx, seat, e.amount, foe.card)
    if c.boss:
        fight_outside.boss_slain(ctx, seat)
        return
    fight_outside.score_kill(ctx, seat, foe.card)
    if c.loot:
        fight.loot.append([seat, c.loot])
