"""The Necromolds end of the game on the kit's end screen (tabletop/ui/kit/end_screen.py): the
Outcome's winners and reason, and this game's account of each seat (monsters and gems left) and
of the rounds played, over the dimmed table.
"""

from __future__ import annotations

from tabletop.core.protocol import Outcome
from tabletop.ui import look
from tabletop.ui.kit.end_screen import EndScreen, EndWords
from tabletop.ui.kit.panels import readable, text
from tabletop.ui.necromolds.table.queries import seat_name


def plural(n: int, word: str) -> str:
    """'1 gem', '3 gems'."""
    return f"{n} {word}{'s' if n != 1 else ''}"


def end_screen(state, outcome: Outcome | None, bots, colours) -> EndScreen:
    """The end screen of a finished battle (the outcome: the game's; None reads the winners off the view)."""
    if outcome is None:
        outcome = Outcome(tuple(state.winners or ()), state.end_reason or "")

    def account(surface, body, scale: float, end: EndScreen) -> None:
        """Each seat's monsters and gems left, then the rounds played."""
        y = body.top
        for seat in range(end.seats):
            left = len(state.alive(seat))
            text(
                surface,
                "sans",
                15 * scale,
                f"{end.name(seat)}: {plural(left, 'monster')} left, {plural(state.seats[seat].gems, 'gem')}",
                (body.centerx, y),
                readable(end.colours[seat]),  # lifted to read on the dark panel
                "midtop",
            )
            y += int(24 * scale)
        text(
            surface,
            "sans",
            13 * scale,
            f"{plural(state.round, 'round')} played",
            (body.centerx, y + 4),
            look.BONE_DIM,
            "midtop",
        )

    # solo play (NM-SOLO-01): the other side is Basalt LaSeur himself
    solo = getattr(state, "solo", None) is not None
    names = (seat_name(0, frozenset(bots)), "Basalt LaSeur") if solo else ()
    words = EndWords()
    if solo:  # his win named as him, whoever watched it (a person, or the computer in Player 1's seat)
        basalt_won = tuple(outcome.winners) == (1,)
        words = EndWords(
            computer_wins="Basalt LaSeur wins", seat_wins="Basalt LaSeur wins!" if basalt_won else "{name} wins!"
        )
    return EndScreen(
        outcome, len(state.seats), tuple(colours), frozenset(bots), words=words, account=account, names=names
    )
