"""How long the table stays with the person whose turn just ended before the hot-seat hand-over.

A turn that ended on a result (a Land's dice, a fight or a quest decided) stays up long enough to read
it (play-test r19: the one who won Mudwick or rolled a Land saw it about a second); any other turn's end
shows a short moment. The fight panel's own linger (scene.linger) may hold it longer still.
"""

from __future__ import annotations

from tabletop.games.rise import events as E

HANDOVER_PAUSE = 1.8  # seconds the one whose turn ended sees what it brought before the table passes on
RESULT_PAUSE = 5.0  # the same when the turn ended on dice or a fight's result: time to read it

RESULTS = (E.LandRolled, E.FightOver, E.FightResult, E.QuestTest, E.DungeonWon, E.DungeonLost, E.NecromancerDied)


def ended_on_result(batch) -> bool:
    """True when the turn-ending action's events (as the log holds them) bring a result to read."""
    return any(isinstance(getattr(ev, "record", None), RESULTS) for ev in batch or ())


def handover_pause(log, speed: float) -> float:
    """Seconds before the hand-over, counted from the turn's end (the animation speed scales it); the
    newest action's events are the log's newest list (a note of the screen's may follow them)."""
    if speed <= 0:
        return 0.0
    batch = next((b for b in reversed(log.batches) if isinstance(b, list)), None)
    return (RESULT_PAUSE if ended_on_result(batch) else HANDOVER_PAUSE) / speed


def turn_over_words(state, before, after, name) -> str:
    """The toast before the hand-over from the person `before` to `after` (`name` gives a seat's name),
    worded for whose turn it was (play-test r27: after the computer's turn the person still at the
    screen was told "Your turn is over", their own having ended a while before)."""
    to = name(after)
    order, now = list(getattr(state, "order", ()) or ()), getattr(getattr(state, "turn", None), "seat", None)
    if now != after or now not in order:  # a decision of the next person's within this turn
        return f"The table passes to {to}"
    ended = order[(order.index(now) - 1) % len(order)]  # the turn just over: every seat plays its turn
    if ended == before:
        return f"Your turn is over: the table passes to {to}"
    return f"{name(ended)} has played its turn: the table passes to {to}"
