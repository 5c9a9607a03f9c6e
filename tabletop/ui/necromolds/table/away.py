""" "While you waited" at a hot-seat table with a computer (NM-MULTI): what happened since the person at the
screen last acted, whoever did it. The summary used to start after any person's action and list only the
computer's lines, so a combat that smashed Player 2's monster, resolved by Player 3's choice (their dice or
defence), never reached Player 2 (playing r27). Here each person's summary starts after their own last
action and lists every other seat's doings, the lines about the person's own monsters kept first."""

from __future__ import annotations

from tabletop.ui.game_log import GameLog, LogLine
from tabletop.ui.turn_pacing import SUMMARY_LINES


def others_lines(log: GameLog, seat: int, start: int, held: bool) -> list[LogLine]:
    """The lines, as `seat` reads them, of every action since batch `start` that another seat took."""
    batches = log.batches[start:]
    if held:  # the newest action's dice still roll: its lines wait
        last = max((k for k, b in enumerate(batches) if not isinstance(b, LogLine)), default=None)
        batches = [b for k, b in enumerate(batches) if k != last]
    out: list[LogLine] = []
    for batch in batches:
        if isinstance(batch, LogLine) or getattr(batch, "seat", None) in (seat, None):
            continue
        out.extend(GameLog([batch]).lines(seat, ()))
    return out


def summary(lines: list[LogLine], yours: str, seat: int, most: int = SUMMARY_LINES) -> tuple[list[str], int]:
    """(the newest `most` texts, how many more), those about the seat's own monsters (`yours`: its name's
    possessive, "Player 2's") kept before older others' so a smash is never pushed out by later moves."""
    mine = [k for k, line in enumerate(lines) if line.seat == seat or yours in line.text]
    keep = set(mine[-most:])
    for k in range(len(lines) - 1, -1, -1):
        if len(keep) >= most:
            break
        keep.add(k)
    return [lines[k].text for k in sorted(keep)], len(lines) - len(keep)
