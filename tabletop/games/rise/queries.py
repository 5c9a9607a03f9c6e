"""What the table and the bots may ask the Rise rules, read-only: where a seat's Necromancer can go, why
a card cannot be played or a space cannot be entered, how far a seat moves and why, what a Minion costs,
whether an Academy would make a seat its Headmaster. Each answer comes from the rules themselves (rules.py
and its sections), from a seat's view or the state; nothing here changes either, and no rule or rule
constant is written a second time outside this package (the UI words the answers, never re-derives them)."""

from __future__ import annotations

from tabletop.games.rise import combat as C
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import cost_items

# Cards and Minions of a colour a new Headmaster needs at least (RN-ACAD-02): the rules' own number.
ACADEMY_LEAST = R.ACADEMY_LEAST


def destinations(view, seat: int) -> dict[str, str]:
    """The spaces the seat's Necromancer may end its move on this turn, with the path's words (RN-MOVE)."""
    return R.destinations(R.Ctx(view), seat)


def why_not_play(view, seat: int, card: str) -> str | None:
    """Why the seat cannot play `card` from its hand now (None when it can), in the rules' words (RN-PLAY)."""
    return R.why_not_play(R.Ctx(view), seat, card)


def why_not_move_to(view, seat: int, space: str) -> str | None:
    """Why the seat may not end its move on `space` for a reason other than reach (None: only reach can
    stop it): not its movement now, already there, or another Necromancer stands there and only the Valley
    of Souls holds several (RN-MOVE-10, RN-ACT-02; with Necromancers attacking each other it may go there)."""
    if view.turn.stage != "move" or view.turn.seat != seat:
        return "It is not your movement now."
    if space == view.players[seat].space:
        return "You are already here."
    if space != R.VALLEY and not view.pvp:
        for s, p in enumerate(view.players):
            if s != seat and p.space == space:
                return f"Another Necromancer ({p.colour.title()}) stands there (RN-MOVE-10)."
    return None


def reach_facts(view, seat: int) -> dict:
    """How far the seat's miniature goes this turn and why (rules.allowance, RN-MOVE-03/15): {"reach",
    "going" (Minion kinds on the Player board, slowest first), "slowest" (kind or None), "base" (the slowest
    one's move, or the no-Minion move), "bonus" (cards in play), "mist" (Mist Walk cast)}."""
    ctx = R.Ctx(view)
    p = view.players[seat]
    going = sorted((k for k, n in p.army.items() if n > 0), key=lambda k: (ctx.cards.minion(k).move, k))
    base = ctx.cards.minion(going[0]).move if going else ctx.cards.supplies.player_board.no_minion_move
    reach = R.allowance(ctx, seat)
    mist = int(view.turn.mist or 0)
    return {
        "reach": reach,
        "going": going,
        "slowest": going[0] if going else None,
        "base": base,
        "bonus": reach - base - mist,
        "mist": mist,
    }


def reach_if_left(view, seat: int, kind: str) -> int:
    """The reach after leaving one `kind` behind (RN-MOVE-12): the rest of the army sets it."""
    f = reach_facts(view, seat)
    ctx = R.Ctx(view)
    army = dict(view.players[seat].army)
    army[kind] = army.get(kind, 0) - 1
    moves = [ctx.cards.minion(k).move for k, n in army.items() if n > 0]
    base = min(moves) if moves else ctx.cards.supplies.player_board.no_minion_move
    return base + f["bonus"] + f["mist"]


def minion_costs(view, kind: str) -> list[dict[str, int]]:
    """The ways to pay for raising one Minion of `kind` (RN-RAISE), each {good: count}."""
    ctx = R.Ctx(view)
    return [dict(cost_items(ctx.cards, c)) for c in ctx.cards.minion(kind).costs]


def headmaster_problem(view, seat: int, colour: str) -> str:
    """Why ending a move on the Academy of `colour` would not make `seat` its Headmaster ('' when it
    would): RN-ACAD-02/10, in the rules' words."""
    return R.headmaster_problem(view, seat, colour)


def decision_kind(view) -> str:
    """What the combat decision the fight waits on is about, as the rules type it: "weaken",
    "death_bolt", "zombie_explosion", "reroll" or "allocate" ('' when no decision waits)."""
    f = view.fight
    if f is None or not f.options:
        return ""
    d = C.pending(R.rebuild(f))
    return d.kind if d is not None else ""
