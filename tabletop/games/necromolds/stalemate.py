"""No battle without an end (issue 25): a draw by agreement, and the quiet battle's end.

The rulebook ends a battle only when one side's monsters are all smashed (NM-END-01) and leaves two
armies that never meet to the players. A reading beyond the checklist, for a table that plays itself
too (two Mud Mumps 1.7 in apart moved and flipped for 370 rounds in a seeded four-player game):

- **A draw by agreement.** In play (assigning command dice or taking turns, never inside a combat) a
  player may offer a draw, once a round. Every other player with monsters on the map answers in turn
  order from the offer; if all accept, the battle ends and everyone with monsters on the map shares
  the result; one refusal and play goes on where it stood.
- **The quiet battle.** When QUIET_ROUNDS whole rounds in a row pass without a combat (a melee, a
  ranged attack, a Magic Blast or a monster smashed), the battle ends the same way: a shared result.

Both are said in the rules summary (the Necromolds rules screen).
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.state import State

QUIET_ROUNDS = 10  # whole rounds in a row without a combat that end the battle in a shared result
OFFER_PHASES = ("assign", "draft", "turns", "command")  # in play (solo drafts), never in a combat or set-up
FIGHTS = (E.CombatStarted, E.BlastCombatStarted, E.Smashed)


def pending(state: State) -> bool:
    """A draw has been offered and not yet answered by everyone."""
    return state.draw_by >= 0


def answering(state: State) -> list[int]:
    """The seat that must answer the draw offer now (turn order from the offerer), [] when none."""
    n = len(state.seats)
    for k in range(1, n):
        seat = (state.draw_by + k) % n
        if seat in state.in_play() and state.alive(seat) and seat not in state.draw_yes:
            return [seat]
    return []


def may_offer(state: State, seat: int) -> str | None:
    """Why `seat` may not offer a draw now, or None."""
    if state.phase not in OFFER_PHASES or state.combat is not None:
        return "a draw may be offered only in play, outside a combat"
    if pending(state):
        return "a draw offer is already waiting for its answers"
    if seat in state.draw_offered:
        return f"{W.player(seat)} has offered a draw this round already"
    if not state.alive(seat):
        return f"{W.player(seat)} has no monsters on the battle map"
    return None


def offer(state: State, a: A.OfferDraw, events: list[Event]) -> None:
    why = may_offer(state, a.seat)
    if why:
        raise IllegalAction(why)
    state.draw_by = a.seat
    state.draw_yes = [a.seat]
    state.draw_offered.append(a.seat)
    events.append(W.event(state, E.DrawOffered(a.seat)))


def answer(state: State, a: A.AnswerDraw, events: list[Event]) -> None:
    if not pending(state):
        raise IllegalAction("no draw has been offered")
    if a.seat not in answering(state):
        raise IllegalAction(f"it is not {W.player(a.seat)}'s answer to give")
    events.append(W.event(state, E.DrawAnswered(a.seat, a.accept)))
    if not a.accept:
        state.draw_by, state.draw_yes = -1, []
        return
    state.draw_yes.append(a.seat)
    if not answering(state):
        end_shared(state, events, "agreed")


def end_shared(state: State, events: list[Event], why: str) -> None:
    """The battle ends with everyone who has monsters on the map sharing the result."""
    state.draw_by, state.draw_yes = -1, []
    state.winners = [s for s in state.in_play() if state.alive(s)]
    state.draw = why
    state.end_reason = f"draw ({why})"
    state.phase = "over"
    state.command = None
    events.append(W.event(state, E.GameOver(list(state.winners))))


def note_fights(state: State, events: list[Event]) -> None:
    """After every action: a combat fought or a monster smashed makes this round a fighting one."""
    if not state.fought and any(isinstance(e.record, FIGHTS) for e in events):
        state.fought = True


def round_ends(state: State, events: list[Event]) -> bool:
    """At the end of a round: count it quiet or not, let each seat offer again; True when the quiet
    battle ends here (the caller starts no new round)."""
    state.quiet_rounds = 0 if state.fought else state.quiet_rounds + 1
    state.fought = False
    state.draw_offered = []
    if state.quiet_rounds >= QUIET_ROUNDS:
        end_shared(state, events, "quiet")
        return True
    return False
