"""Rise of the Necromancers rules, phase 1: playing cards (RN-PLAY, RN-NEC, RN-APP, RN-SPELL,
RN-ITEM): which cards of the hand may be played now and at what cost, playing one (a Necromancer sends
the other two to the box, RN-NEC-02; its `now` effects happen at once), using a once-during-the-game
Item in the stage it belongs to (RN-ITEM-02), and ending the phase. Each hands play on to the turn's
flow (`later.settle`, rules_turn)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import card_effects, once_items, play_info
from tabletop.games.rise.rules_core import (
    COMBAT_ONCE,
    MOVE_ONCE,
    PLAY_ONCE,
    RAISE_ONCE,
    Ctx,
    affordable,
    card_cost,
    later,
    pay,
    take,
)

# ------------------------------------------------------------------------------------------
# Phase 1: play cards (RN-PLAY, RN-NEC, RN-APP, RN-SPELL, RN-ITEM)


def play_blocker(ctx: Ctx, seat: int, card_id: str) -> str | None:
    """What stops the seat playing `card_id` now, as a code (words.PLAY_REFUSALS words it); None when
    nothing does (RN-PLAY, RN-NEC, RN-APP, RN-SPELL-11)."""
    st = ctx.st
    p = st.players[seat]
    if card_id not in p.hand:
        return "not_in_hand"
    if card_id in p.fresh:
        return "drawn_this_turn"
    apprentice, necromancer, _item, _cost = play_info(ctx.cards, card_id)
    if apprentice:
        if p.necromancer is None or p.necromancer_turn >= st.turn.number:
            return "needs_necromancer"
        if p.apprentice is not None:
            return "has_apprentice"
        if p.apprentices_dead >= 3:
            return "third_apprentice"
    elif necromancer and p.necromancer is not None:
        return "named_already"
    if not affordable(st, seat, card_cost(ctx, seat, card_id)):
        return "cannot_pay"
    return None


def why_not_play(ctx: Ctx, seat: int, card_id: str) -> str | None:
    """Why the seat cannot play `card_id` now, in the rules' words (None when it can); a cost it cannot
    pay says what it lacks ("needs 1 Greater corpse: you have 0")."""
    code = play_blocker(ctx, seat, card_id)
    if code is None:
        return None
    return W.play_refusal(code, cost_shortfall(ctx, seat, card_id) if code == "cannot_pay" else {})


def cost_shortfall(ctx: Ctx, seat: int, card_id: str) -> dict[str, tuple[int, int]]:
    """What the seat lacks to pay for `card_id` now, its reductions applied: {good: (needed, held)} for
    each good it holds too few of ({} when it can pay; RN-PLAY-09)."""
    stock = ctx.st.players[seat].stock
    cost = card_cost(ctx, seat, card_id)
    return {k: (v, stock.get(k, 0)) for k, v in cost.items() if stock.get(k, 0) < v}


def necromancers_discarded(ctx: Ctx, seat: int, card_id: str) -> list[str]:
    """The cards playing `card_id` would remove from the game: for a Necromancer, the other Necromancer
    cards in the hand (RN-NEC-02); none for any other card."""
    c = ctx.cards
    if card_id not in c.necromancers:
        return []
    hand = list(ctx.st.players[seat].hand)
    if card_id in hand:
        hand.remove(card_id)
    return [x for x in hand if x in c.necromancers]


def _can_play(ctx: Ctx, seat: int) -> bool:
    """Whether play_options holds more than EndPlay: why_not_play's checks inlined (a card of the hand is
    in the hand), stopping at the first playable card; asked at every turn's start and after each card."""
    st = ctx.st
    p = st.players[seat]
    c = ctx.cards
    fresh, stock = p.fresh, p.stock
    cost: Iterable[tuple[str, int]]  # play_info's cost items, or card_cost's (with its reductions)
    for cid in p.hand:
        if cid in fresh:
            continue
        apprentice, necromancer, item, cost = play_info(c, cid)
        if apprentice:
            if (
                p.necromancer is None
                or p.necromancer_turn >= st.turn.number
                or p.apprentice is not None
                or p.apprentices_dead >= 3
            ):
                continue
        elif necromancer and p.necromancer is not None:
            continue
        if item and cost:
            cost = card_cost(ctx, seat, cid).items()  # with its reductions
        for k, v in cost:
            if stock.get(k, 0) < v:
                break
        else:
            return True
    return bool(once_items(st, seat, PLAY_ONCE))


def play_options(ctx: Ctx, seat: int) -> list:
    st = ctx.st
    out: list = [
        A.PlayCard(seat, cid) for cid in dict.fromkeys(st.players[seat].hand) if why_not_play(ctx, seat, cid) is None
    ]
    out += [A.UseItem(seat, i) for i in once_items(st, seat, PLAY_ONCE)]
    return out + [A.EndPlay(seat)]


def play_card(ctx: Ctx, a: A.PlayCard) -> None:
    st = ctx.st
    why = why_not_play(ctx, a.seat, a.card)
    if why:
        raise IllegalAction(why)
    p = st.players[a.seat]
    c = ctx.cards
    pay(st, a.seat, card_cost(ctx, a.seat, a.card))
    gone = necromancers_discarded(ctx, a.seat, a.card)
    p.hand.remove(a.card)
    if a.card in c.necromancers:
        p.necromancer, p.necromancer_turn = a.card, st.turn.number
        p.hand = [x for x in p.hand if x not in gone]  # RN-NEC-02: the other two leave the game
        st.box += gone
    elif a.card in c.apprentices:
        p.apprentice = a.card
    elif a.card in c.items:
        p.items.append(a.card)
    else:
        p.spells.append(a.card)
    ctx.tell(E.CardPlayed(a.seat, a.card), reveals=True)
    if gone:  # said after the card played: its owner reads which went, the others how many
        ctx.tell(E.CardsRemoved(a.seat, gone), (a.seat,), E.CardsRemovedFaceDown(a.seat, len(gone)))
    for e in card_effects(c, a.card):
        if e.when == "now" and not e.once:
            take(ctx, a.seat, e)
    later.settle(ctx)


def use_item(ctx: Ctx, a: A.UseItem) -> None:
    st = ctx.st
    t = st.turn
    kinds = {"play": PLAY_ONCE, "raise": RAISE_ONCE, "move": MOVE_ONCE, "ready": COMBAT_ONCE}.get(t.stage)
    if kinds is None or (t.stage == "move" and t.moved) or a.card not in once_items(st, a.seat, kinds):
        raise IllegalAction("that Item cannot be used now")
    p = st.players[a.seat]
    if t.stage == "ready":  # turned over as the fight starts: its effect works in that fight (start_fight)
        assert st.fight is not None  # prepared before the "ready" stage
        if a.card in st.fight.using:
            raise IllegalAction("that Item is already chosen for this combat")
    else:
        p.used.append(a.card)  # RN-ITEM-02: turned over, still in play
    ctx.tell(E.ItemUsed(a.seat, a.card))
    for e in card_effects(ctx.cards, a.card):
        if not e.once or take(ctx, a.seat, e):
            continue
        if e.kind == "move_bonus":
            assert e.amount is not None
            t.mist += e.amount
        elif e.kind == "move_through":
            t.through = True
        elif e.kind == "extra_raise":
            t.extra_raise_used.append(a.card)
    if t.stage == "ready":
        assert st.fight is not None
        st.fight.using.append(a.card)
    else:
        later.settle(ctx)


def end_play(ctx: Ctx, a: A.EndPlay) -> None:
    ctx.st.turn.stage = "raise"
    later.settle(ctx)
