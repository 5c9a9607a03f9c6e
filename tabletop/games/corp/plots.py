"""Plot cards (NC-PLOT): drawing (an empty deck is its discard shuffled, NC-PLOT-16), resolving each
kind (events at once, items and traumas to the drawer, weapons to the floor of the drawer's area), and
the owed draws (loot, Loot rooms) settled one card at a time while no fight is on (NC-RESP-18)."""

from __future__ import annotations

from tabletop.content.corp.records import Effect
from tabletop.games.corp import events as E
from tabletop.games.corp import life, linked
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import Area, Held, Machine, forget_peeks


def draw(ctx: Ctx) -> str | None:
    """The top Plot card; an empty deck takes its discard pile shuffled (NC-PLOT-16); None if both are empty."""
    st = ctx.st
    if not st.plot_deck and st.plot_discard:
        st.plot_deck = st.plot_discard
        st.plot_discard = []
        ctx.shuffle(st.plot_deck)
        ctx.tell(E.PlotsReshuffled(len(st.plot_deck)))
    return st.plot_deck.pop(0) if st.plot_deck else None


def owe(ctx: Ctx, seat: int, n: int, first: bool = False) -> None:
    """`seat` is owed `n` Plot cards, drawn one at a time once no fight is on."""
    if n > 0:
        if first:
            ctx.st.owed.insert(0, [seat, n])
        else:
            ctx.st.owed.append([seat, n])


def settle(ctx: Ctx) -> None:
    """Draw the owed Plot cards one at a time while no fight is on and the game runs; a Plot that starts a
    fight stops here and the rest waits for its end (NC-RESP-18, NC-CONTAG-17). A dead seat draws nothing."""
    st = ctx.st
    while st.owed and st.fight is None and st.winners is None:
        seat, n = st.owed[0]
        if n <= 0 or not st.players[seat].alive:
            st.owed.pop(0)
            continue
        st.owed[0] = [seat, n - 1]
        if n - 1 <= 0:
            st.owed.pop(0)
        card = draw(ctx)
        if card is None:
            st.owed.clear()  # no Plot left anywhere
            return
        resolve(ctx, seat, card)


def resolve(ctx: Ctx, seat: int, card: str) -> None:
    """A Plot card drawn by `seat` takes effect (NC-PLOT-02..06)."""
    st, cards = ctx.st, ctx.cards
    plot = cards.plot(card)
    p = st.players[seat]
    ctx.tell(E.PlotDrawn(seat, card))
    if plot.kind == "item":
        p.items.append(card)  # NC-PLOT-03
        ctx.tell(E.Acquired(seat, card))
    elif plot.kind == "trauma":
        p.traumas.append(card)  # NC-PLOT-05: its effects start now
        ctx.tell(E.Acquired(seat, card))
        life.cap(st, cards, seat)
    elif plot.kind == "weapon":
        key = p.area()  # NC-PLOT-06, NC-FAQ-05: where the drawer stands now, a hallway too
        area = st.areas.setdefault(key, Area(level=p.level))
        area.weapons.append(Held(card, plot.uses or None))
        if not area.found:
            area.found_by = seat
        area.found.append(card)
        ctx.tell(E.WeaponOnFloor(seat, card, key))
    else:
        play_event(ctx, seat, card)


def play_event(ctx: Ctx, seat: int, card: str) -> None:
    """An event plays at once, then is discarded; a vending machine stays in its room (NC-PLOT-02)."""
    st = ctx.st
    stays = False
    for e in ctx.cards.plot(card).effects:
        stays = _event(ctx, seat, card, e) or stays
    if not stays:
        st.plot_discard.append(card)


def _event(ctx: Ctx, seat: int, card: str, e: Effect) -> bool:
    """One event effect; True when the card stays in play (a vending machine)."""
    st = ctx.st
    p = st.players[seat]
    key = p.area()
    area = st.areas.setdefault(key, Area(level=p.level))
    here = [s for s, q in enumerate(st.players) if q.alive and q.area() == key]
    if e.kind == "vending":
        area.machines.append(Machine(card, e.tokens))
        ctx.tell(E.MachineAppears(card, key, e.tokens))
        return True
    if e.kind == "boom":  # everyone in the drawer's area, the drawer too (NC-FAQ-06)
        for s in here:
            life.hurt(ctx, s, e.amount, card)
    elif e.kind == "heal_all":
        for s in here:
            life.heal(ctx, s, e.amount, card)
    elif e.kind == "to_hallway":  # NC-FAQ-05
        if p.alive and p.room is not None:
            p.room = None
            ctx.tell(E.ToHallway(seat, p.level))
    elif e.kind == "draw_more":
        owe(ctx, seat, e.count, first=True)
    elif e.kind == "drain":
        drained = [w.card for w in p.weapons if w.charges]
        for w in p.weapons:
            if w.charges:
                w.charges -= 1
        if drained:
            ctx.tell(E.ChargesDrained(seat, drained))
    elif e.kind == "wandering":
        _wandering(ctx, p.level, card)
    elif e.kind == "still_alive":
        _still_alive(ctx, seat, card)
    return False


def _last_monster(ctx: Ctx, level: int) -> str | None:
    if not 1 <= level <= len(ctx.st.levels):
        return None
    for c in reversed(ctx.st.levels[level - 1].discard):
        if ctx.cards.room(c).kind == "monster":
            return c
    return None


def _wandering(ctx: Ctx, level: int, card: str) -> None:
    """A killed monster of this level goes back into its stack, shuffled, undamaged (NC-FAQ-10)."""
    st = ctx.st
    monster = _last_monster(ctx, level)
    if monster is None:
        ctx.tell(E.NothingHappens(card))
        return
    lv = st.levels[level - 1]
    lv.discard.remove(monster)
    lv.stack.append(monster)
    ctx.shuffle(lv.stack)
    forget_peeks(st, level)  # the order a seat looked at is gone
    ctx.tell(E.MonsterBack(monster, level, "stack"))


def _still_alive(ctx: Ctx, seat: int, card: str) -> None:
    """The last monster killed on this level returns whole and fights the drawer where they stand, a hallway
    too (NC-FAQ-07)."""
    st = ctx.st
    p = st.players[seat]
    monster = _last_monster(ctx, p.level)
    if monster is None or not p.alive or p.infected is not None:
        ctx.tell(E.NothingHappens(card))
        return
    st.levels[p.level - 1].discard.remove(monster)
    key = p.area()
    ctx.tell(E.MonsterBack(monster, p.level, key))
    linked.fight().start_reveal(ctx, seat, key, [monster])
