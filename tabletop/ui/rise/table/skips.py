"""Why phase 1 or 2 went by without a choice: the engine passes over a phase in which the player
can do nothing (RN-TURN-03), and the only other sign of it is the top bar's phase. These words
tell the player at the screen what happened and why, from the state before and after an action
and the seat's own view (never another seat's hand).

    skipped(before, after, action, view) -> list of sentences for after.turn.seat
"""

from __future__ import annotations

from typing import Any

from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as RW
from tabletop.games.rise.content import cards

ORDER = {"play": 0, "raise": 1}  # every other stage comes after phase 2
MINION_NAMES = {
    "zombie": "Zombie",
    "hell_knight": "Hell Knight",
    "ghost": "Ghost",
    "skeletal_dragon": "Skeletal Dragon",
}


def skipped(before: Any | None, after: Any, action: Any, view: Any) -> list[str]:
    """The phases of after.turn.seat's turn the engine passed over since `before` (None: the turn
    has just begun), in words for that seat; `view` is that seat's view of `after`."""
    if getattr(after, "winners", None) is not None:
        return []
    t = after.turn
    seat = t.seat
    new_turn = before is None or before.turn.number != t.number
    was = 0 if new_turn else ORDER.get(before.turn.stage, 2)
    now = ORDER.get(t.stage, 2)
    if t.stage in ("defend", "flee_to") or now <= was:
        return []
    out: list[str] = []
    if was == 0 and now >= 1 and (new_turn or not isinstance(action, A.EndPlay)):
        out.append(_play_words(view, seat, again=not new_turn))
    if was <= 1 and now >= 2 and t.raised == 0 and (new_turn or not isinstance(action, (A.EndRaise, A.Raise))):
        out.append(_raise_words(view, seat))
    return out


def _play_words(view, seat: int, again: bool) -> str:
    p = view.players[seat]
    hand = [c for c in p.hand if c != "hidden"]
    head = "Nothing more to play" if again else "Nothing to play"
    if not hand:
        return f"{head}: your hand is empty (phase 1 passed over)."
    try:
        codes = [Q.play_blocker(view, seat, c) for c in dict.fromkeys(hand)]
    except Exception:
        codes = []
    said: list[str] = []
    for code in dict.fromkeys(sorted((c for c in codes if c), key=lambda c: c != "cannot_pay")):  # the cost first
        short = RW.PLAY_REFUSALS[code][1]
        if short not in said:
            said.append(short)
        if code == "cannot_pay":
            said[-1] += _lacks(view, seat, hand)
    if not said:
        said = [RW.PLAY_REFUSALS["not_in_hand"][1]]
    return f"{head}: {'; '.join(said)} (phase 1 passed over)."


def _lacks(view, seat: int, hand: list[str]) -> str:
    """' (Ossuary Knight needs 1 Greater corpse: you have 0)': what the first card the seat cannot pay
    for lacks (issue 21: "no card you can pay for" alone left a newcomer stuck for nine rounds)."""
    for card in dict.fromkeys(hand):
        try:
            if Q.play_blocker(view, seat, card) == "cannot_pay":
                return f" ({cards().card(card).name} {RW.lack_words(Q.lacking(view, seat, card))})"
        except Exception:
            return ""
    return ""


def _raise_words(view, seat: int) -> str:
    supply = getattr(view, "supply", {}) or {}
    if supply and all(supply.get(k, 0) <= 0 for k in MINION_NAMES):
        return "No Minion you can raise: the supply has none left (phase 2 passed over)."
    cheapest = ""
    try:
        costs = Q.minion_costs(view, "zombie")
        cheapest = " or ".join(RW.cost_words(c) for c in costs)
    except Exception:
        cheapest = ""
    tail = f"; a Zombie costs {cheapest}" if cheapest else ""
    return f"No Minion you can raise: you cannot pay for any{tail} (phase 2 passed over)."
