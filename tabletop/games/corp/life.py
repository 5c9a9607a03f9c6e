"""Life points outside the fight's rolls: a character's most life (its card's, less a trauma's
"frail", NC-FAQ-01), healing up to it, and damage that may kill (Boom!, a cursed door)."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import death, effects
from tabletop.games.corp import events as E
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import State


def max_life(st: State, cards: CorpCards, seat: int) -> int:
    """The most life the character may have: never above its card (NC-FAQ-01), less "frail". Worked out
    once per character, traumas and items (all that effects.on_character reads), kept with the cards
    (the legal list asks it for everyone in the area at every action)."""
    p = st.players[seat]
    key = (p.character, tuple(p.traumas), tuple(p.items))
    memo = cards.__dict__.get("_corp_max_life_memo")
    if memo is None:
        memo = cards.__dict__["_corp_max_life_memo"] = {}
    got = memo.get(key)
    if got is None:
        if len(memo) >= effects.MAX_MEMO:
            memo.clear()
        most = cards.characters[p.character].life - effects.total(effects.on_character(st, cards, seat), "frail")
        got = memo[key] = max(1, most)
    return got


def heal(ctx: Ctx, seat: int, amount: int, card: str, by: int = -1, tell: bool = True) -> int:
    """Heal a living character by up to `amount`, never above its most life (NC-FAQ-01); what it healed.
    `by`: the seat whose item it is (said in the Healed line); `tell`: False when the caller's own event
    says the heal (a vending machine's)."""
    p = ctx.st.players[seat]
    if not p.alive:
        return 0
    got = max(0, min(amount, max_life(ctx.st, ctx.cards, seat) - p.life))
    p.life += got
    if tell:
        ctx.tell(E.Healed(seat, card, got, p.life, by))
    return got


def hurt(ctx: Ctx, seat: int, amount: int, card: str) -> None:
    """Damage outside a fight's rolls; at 0 life the character dies at once (NC-FIGHT-09)."""
    p = ctx.st.players[seat]
    if not p.alive or amount <= 0:
        return
    p.life -= amount
    ctx.tell(E.Damaged(seat, card, amount, max(p.life, 0)))
    if p.life <= 0:
        death.die(ctx, seat, card)


def cap(st: State, cards: CorpCards, seat: int) -> None:
    """A new "frail" trauma lowers life above the new most at once (NC-PLOT-05: effects start immediately)."""
    p = st.players[seat]
    if p.alive:
        p.life = min(p.life, max_life(st, cards, seat))
