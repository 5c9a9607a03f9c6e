"""Why phase 1 or 2 went by without a choice: the engine passes over a phase in which the player
can do nothing (RN-TURN-03), and the only other sign of it is the top bar's phase. These words
tell the player at the screen what happened and why, from the state before and after an action
and the seat's own view (never another seat's hand).

    skipped(before, after, action, view) -> list of sentences for after.turn.seat
"""

from __future__ import annotations

from typing import Any

from tabletop.content.rise.board import GOOD_NAMES
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q

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
        why = [Q.why_not_play(view, seat, c) or "" for c in dict.fromkeys(hand)]
    except Exception:
        why = []
    said: list[str] = []
    for w in why:
        short = next((v for k, v in SHORT if k in w), w.split(" (RN-")[0].strip())
        if short and short not in said:
            said.append(short)
    said.sort(key=lambda w: w != SHORT[0][1])  # the cost first
    if not said:
        said = ["no card in your hand may be played now"]
    return f"{head}: {'; '.join(said)} (phase 1 passed over)."


SHORT = (
    ("cannot pay", "no card you can pay for"),
    ("needs a Necromancer", "an Apprentice waits for a Necromancer played in an earlier turn"),
    ("drawn this turn", "a card drawn this turn waits for your next turn"),
    ("already have an Apprentice", "you have an Apprentice already"),
    ("already a named Necromancer", "you are a named Necromancer already"),
    ("third Apprentice", "no Apprentice follows you after a third one's death"),
)


def _raise_words(view, seat: int) -> str:
    supply = getattr(view, "supply", {}) or {}
    if supply and all(supply.get(k, 0) <= 0 for k in MINION_NAMES):
        return "No Minion you can raise: the supply has none left (phase 2 passed over)."
    cheapest = ""
    try:
        costs = Q.minion_costs(view, "zombie")
        cheapest = " or ".join(", ".join(f"{n} {GOOD_NAMES.get(k, k).lower()}" for k, n in c.items()) for c in costs)
    except Exception:
        cheapest = ""
    tail = f"; a Zombie costs {cheapest}" if cheapest else ""
    return f"No Minion you can raise: you cannot pay for any{tail} (phase 2 passed over)."
