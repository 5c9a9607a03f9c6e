"""What "While you waited" tells of the computer's turns at the Rise table (play-test r29).

The kit's summary shows the computer's newest log lines, and the log box holds about five rows: after two
computers' turns it read "Player 3 looks at…", "Player 3 is choosing a card", "Player 3 keeps one card…",
while Player 2 had just conquered the person's City and sent their counters home. Here each computer's
turn since the person's last action is told by the line that matters most in it: the game won, a death, a
City conquered, a Headmaster, a Dungeon won or lost, a fight's result, a move back, counters placed, a
Land's dice; else its move, which carries its reason ("— to try the Dungeon…"). A line telling that the
person's own counters went home is kept too (it names the person's seat, so it is not the computer's line
in the log's reckoning), unless the turn's line names that space ("Player 3 conquers Vexmoor" says it). The rest stay in the log; the count of them is the "more".
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.ui.turn_pacing import SUMMARY_LINES

# the lower the rank, the more the line tells of a turn (the log's kinds, games/rise/events.py)
RANK = {
    "over": 0,
    "conquer": 1,
    "headmaster": 2,
    "death": 3,
    "dungeon_won": 3,
    "dungeon_lost": 3,
    "combat_result": 4,
    "move_back": 5,
    "flee_to": 5,
    "dominion": 6,
    "roll": 7,
    "move": 8,
    "stay": 8,
    "stuck": 8,
}
LEAST = max(RANK.values()) + 2


def _rank(line) -> int:
    if line.kind == "dominion" and "track" in (line.data or {}):  # it comes of a card played, not of the move
        return RANK["move"] + 1
    return RANK.get(line.kind, LEAST)


def turn_lines(lines: Sequence, seat: int | None, short: bool = False) -> tuple[list[str], int]:
    """(one line for each computer's turn in `lines`, and the person's counters sent home; how many of the
    computer's lines are left to the log). `lines` are the log's lines since the person's last action, as
    `seat` (the person at the screen) reads them; a line of kind "turn" begins a turn. `short`: a move's
    line without its reason ("Player 2 moves to The Candle Archive."; the log keeps the reason)."""
    turns: list[list] = [[]]
    for line in lines:
        if line.kind == "turn":
            turns.append([])
        turns[-1].append(line)
    shown: list = []
    for turn in turns:
        theirs = [ln for ln in turn if ln.bot and ln.kind != "turn"]
        if not theirs:
            continue
        best = min(reversed(theirs), key=_rank)  # the newest of the most telling
        home = [ln for ln in turn if not ln.bot and ln.kind == "dominion" and seat is not None and ln.seat == seat]
        where = (best.data or {}).get("space")
        home = [
            ln for ln in home if where is None or (ln.data or {}).get("space") != where
        ]  # "conquers Vexmoor" says it
        shown += [ln for ln in turn if ln is best or any(ln is h for h in home)]
    total = sum(1 for ln in lines if ln.bot)
    texts = [_short(ln) if short else ln.text for ln in shown][-SUMMARY_LINES:]
    return texts, max(0, total - sum(1 for ln in shown[-SUMMARY_LINES:] if ln.bot))


REASON = " — "  # a move's line: where, then why ("Player 3 moves to Vexmoor — to take …")


def _short(line) -> str:
    """A move's line without its reason."""
    text = line.text
    if line.kind in ("move", "stay", "stuck") and REASON in text:
        return text[: text.index(REASON)].rstrip(" .") + "."
    return text


def summary_of(scene, lines: Sequence) -> tuple[list[str], int]:
    """The Rise table's `GameScreen.summary_of`: its computer's turns, one line each (`turn_lines`); where
    the log's box, which the summary fills, cannot hold them all whole, the moves without their reasons
    (play-test r30: two computers' moves with their reasons took three rows each, and "While you waited"
    told only Player 3's, Player 2's turn left to the log)."""
    texts, more = turn_lines(lines, scene.seat_at_screen)
    if len(texts) > 1 and not _fit(texts, more, scene):
        texts, more = turn_lines(lines, scene.seat_at_screen, short=True)
    return texts, more


def _fit(texts: list[str], more: int, scene) -> bool:
    """Whether the lines fit whole in the log's box as the kit's summary fills it (notices.draw_summary:
    a 13 px letter at the table's scale, a heading, a wrapped line's rest indented)."""
    from tabletop.ui import look

    L = scene.layout
    box, s = pygame.Rect(L.log), L.scale
    f = look.font("sans", int(13 * s))
    width = box.width - int(20 * s) - f.size("   ")[0]
    rows = sum(len(look.wrap_lines(t, f, width)) for t in texts) + (1 if more else 0)
    return rows <= max(1, (box.height - int(30 * s)) // f.get_linesize())
