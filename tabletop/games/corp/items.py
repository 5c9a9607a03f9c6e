"""Items (NC-PLOT-03/04) and vending machines (NC-PLOT-02): an item used is discarded for its effect
(first aid, revival, a peek, a recharge; in a fight extra dice or an escape), continuous ones act while
carried (effects.py) and cannot be "used"; a machine's token heals whoever takes it."""

from __future__ import annotations

from tabletop.content.corp.records import Effect
from tabletop.core.errors import IllegalAction
from tabletop.games.corp import actions as A
from tabletop.games.corp import endgame, life, linked
from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.effects import CONTINUOUS_ITEMS
from tabletop.games.corp.state import BOSS_ROOM, TOP, State

IN_FIGHT = frozenset({"heal", "revive", "extra_dice", "auto_escape"})
OUT_OF_FIGHT = frozenset({"heal", "revive", "peek_rooms", "boss_peek", "recharge"})


def usable_effect(st: State, item_effects: tuple[Effect, ...], seat: int) -> Effect | None:
    """The effect the item has now for `seat` (in a fight or out of one), or None."""
    allowed = IN_FIGHT if st.fight is not None else OUT_OF_FIGHT
    for e in item_effects:
        if e.kind in CONTINUOUS_ITEMS:
            continue
        if e.kind not in allowed:
            continue
        if e.kind in ("extra_dice", "auto_escape") and (st.fight is None or seat not in st.fight.fighters):
            continue
        if e.kind == "auto_escape" and (
            st.fight is None
            or st.fight.area == BOSS_ROOM  # no escape from a boss (NC-BOSS-01)
            or seat not in st.fight.waiting
            or st.fight.step not in ("respond", "pvp")
        ):
            continue  # an escape is a response (NC-RESP-01)
        return e
    return None


def _may_use_now(st: State, seat: int) -> None:
    if st.fight is None and (st.turn.step not in ("begin", "end") or st.turn.seat != seat):
        raise IllegalAction("only at the beginning or the end of your turn, or in a fight")
    if not st.players[seat].alive:
        raise IllegalAction("your character is dead")


def use_item(ctx: Ctx, a: A.UseItem) -> None:
    st, cards = ctx.st, ctx.cards
    _may_use_now(st, a.seat)
    p = st.players[a.seat]
    if a.card not in p.items:
        raise IllegalAction("you do not carry that item")
    plot = cards.plot(a.card)
    e = usable_effect(st, plot.effects, a.seat)
    if e is None:
        if any(x.kind in CONTINUOUS_ITEMS for x in plot.effects):
            raise IllegalAction(f"{plot.name} works while you carry it")
        raise IllegalAction(f"{plot.name} cannot be used now")
    target = a.seat if a.target < 0 else a.target
    if not 0 <= target < st.players_n:
        raise IllegalAction("no such player")
    q = st.players[target]
    if e.kind in ("heal", "revive") and q.area() != p.area():
        raise IllegalAction("only on a character in your area")
    if e.kind == "heal" and (not q.alive or q.life >= life.max_life(st, cards, target)):
        raise IllegalAction("they are not hurt" if q.alive else "they are dead: this does not revive")
    if e.kind == "revive" and q.alive:
        raise IllegalAction("they are alive")
    if e.kind == "recharge":
        held = next((w for w in p.weapons if w.card == a.weapon), None)
        if held is None or not cards.plot(held.card).uses:
            raise IllegalAction("name a weapon you carry that uses charge tokens")
        if (held.charges or 0) >= cards.plot(held.card).uses:
            raise IllegalAction("that weapon is fully charged")
    if e.kind == "peek_rooms" and (p.level == TOP or not st.levels[p.level - 1].stack):
        raise IllegalAction("there are no doors left here to look behind")
    if e.kind == "boss_peek" and (p.level != TOP or st.areas.get(BOSS_ROOM) is not None):
        raise IllegalAction("only in the top floor's hallway, before the boss's door is opened")
    p.items.remove(a.card)
    st.plot_discard.append(a.card)  # NC-PLOT-04: discarded for its effect
    if e.kind != "heal":  # a heal says who used what in its own one line (E.Healed's `by`)
        ctx.tell(E.ItemUsed(a.seat, a.card))
    _apply(ctx, a, e, target)


def _apply(ctx: Ctx, a: A.UseItem, e: Effect, target: int) -> None:
    st = ctx.st
    p = st.players[a.seat]
    if e.kind == "heal":
        life.heal(ctx, target, e.amount, a.card, by=a.seat)
    elif e.kind == "revive":  # NC-BOSS-09; its curses are not regained (NC-CURSE-07)
        q = st.players[target]
        q.alive = True
        q.dies_infected = None
        q.life = min(e.life, life.max_life(st, ctx.cards, target))
        ctx.tell(E.Revived(target, q.life))
    elif e.kind == "extra_dice":
        assert st.fight is not None
        key = str(a.seat)
        st.fight.boosts[key] = st.fight.boosts.get(key, 0) + e.dice
    elif e.kind == "auto_escape":
        linked.fight().escape_now(ctx, a.seat)
    elif e.kind == "recharge":
        held = next(w for w in p.weapons if w.card == a.weapon)
        held.charges = min((held.charges or 0) + e.amount, ctx.cards.plot(held.card).uses)
        ctx.tell(E.Recharged(a.seat, held.card, held.charges))
    elif e.kind == "peek_rooms":
        seen = st.levels[p.level - 1].stack[: e.count]
        _peek(ctx, a.seat, seen, p.level)
    elif e.kind == "boss_peek":
        endgame.boss_for_door(ctx)  # NC-FAQ-12: the boss for the survivors now
        _peek(ctx, a.seat, [st.boss] if st.boss else [], TOP)


def _peek(ctx: Ctx, seat: int, seen: list[str], level: int) -> None:
    """The seat alone sees the cards; the others learn only how many (NC-TURN-07's face-down stacks).
    Where it looked is kept beside them, so the table shows them on that stack (and a shuffle forgets)."""
    ctx.st.peeks[str(seat)] = list(seen)
    ctx.st.peek_levels[str(seat)] = level
    ctx.tell(E.Peeked(seat, list(seen)), to=(seat,), public_record=E.PeekedPublic(seat, len(seen)), reveals=True)


def use_machine(ctx: Ctx, a: A.UseMachine) -> None:
    """Take a vending machine's life token in your area: heal; the machine goes when empty (NC-PLOT-02)."""
    st = ctx.st
    _may_use_now(st, a.seat)
    if st.fight is not None:
        raise IllegalAction("not in a fight")
    p = st.players[a.seat]
    area = st.areas.get(p.area())
    machine = next((m for m in area.machines if m.card == a.card), None) if area is not None else None
    if area is None or machine is None:
        raise IllegalAction("there is no such vending machine here")
    if p.life >= life.max_life(st, ctx.cards, a.seat):
        raise IllegalAction("you are not hurt")
    heal = next((e.heal for e in ctx.cards.plot(machine.card).effects if e.kind == "vending"), 1)
    got = life.heal(ctx, a.seat, heal, machine.card, tell=False)
    machine.tokens -= 1
    ctx.tell(E.MachineUsed(a.seat, machine.card, got, machine.tokens, st.players[a.seat].life))
    if machine.tokens <= 0:
        area.machines.remove(machine)
        st.plot_discard.append(machine.card)
