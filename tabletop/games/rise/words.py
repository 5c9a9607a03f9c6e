"""The words of Rise of the Necromancers for the log: how a seat is named, cards by their printed names,
and the computer's reasons joined to the line of the action they explain. The engine's event texts and
the table's lines come from here, so the table shows texts and never rewords the engine's English."""

from __future__ import annotations

from tabletop.core.protocol import player_name

# How a seat is named to players: the platform's one function (said in thousands of log lines a game).
who = player_name


def card_names(cards, ids) -> str:
    """Cards' printed names for the log ("A, B and C"); the ids stay in the event's data."""
    names = [cards.card(x).name for x in ids]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def dealt(cards, seat: int, ids) -> str:
    """The deal as its owner reads it: 'Player 1 is dealt A, B and C (seen by them alone).'"""
    return f"{who(seat)} is dealt {card_names(cards, ids)} (seen by them alone)."


def drawn(cards, seat: int, ids) -> str:
    """A draw as the drawer reads it: 'Player 1 draws A (seen by them alone).'"""
    if not ids:
        return f"{who(seat)} draws nothing (the deck is empty)."
    return f"{who(seat)} draws {card_names(cards, ids)} (seen by them alone)."


def with_reason(text: str, why: str) -> str:
    """An action's public line with the computer's reason joined: 'Player 2 moves to X — to attack ...'."""
    return text.rstrip(".") + f" — {_lower_first(why)}."


def computer_says(seat: int, why: str, chose: str = "") -> str:
    """The computer's reason as a line of its own (after a line the others do not see, or after a combat
    decision `chose` in words): 'Player 2 (computer): Roll 1 again — a missed attack may hit this time.'"""
    head = f"{who(seat)} (computer): "
    return head + (f"{chose} — {_lower_first(why)}." if chose else f"{_lower_first(why)}.")


def _lower_first(why: str) -> str:
    return why[:1].lower() + why[1:]
