"""The hard Rise of the Necromancers bot (issue 25, bot levels): the default bot's plan, checked by
playing it out.

Where the default bot (tabletop/ai/rise_bot.py) picks a destination by its plan's scores, the hard bot
takes the plan's best few destinations (MOVES, the default's own choice first), and the moves the
default never makes (leaving Minions behind to guard a space it holds, RN-MOVE-12; casting Mist Walk
for a longer move), and plays each out TURNS turns ahead on copies of its view
(tabletop/ai/rise_hard_search.py: the cards it cannot see dealt from those it has not seen, the
default bot playing every seat, the same deals and dice for every candidate). It takes the one whose
race (the Dominion counters each side has placed, weighted toward the 13th; a win scores most) ends
best on average, the default's choice given a head start (search.PRIOR). Every other decision is the
default bot's, looking as far as `rise_bot.HARD_LOOK`. It reads only its own view; its deals and dice
in the look-ahead come from the RNG it is given, so a seed plays the same game.

Tried and measured against the default (README, "Bot levels"): play-outs of 3 turns (6 or 16 deals)
were no better than the default; 5 turns in 8 deals without the extra moves or the head start, 55% of
100 games; with them 65% of 100, then 61% of 400; in 12 deals (WORLDS) 66% of 400.
"""

from __future__ import annotations

from tabletop.ai import rise_bot
from tabletop.ai import rise_hard_search as S
from tabletop.ai.rise_bot_stages import STRENGTH
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q

MOVES = 4  # destinations played out (the plan's best, the default bot's choice first)
WORLDS = 12  # deals of the hidden cards per decision
TURNS = 5  # turns begun in the play-out after the decision (to the end of the seat's turn after next)
EXTRA = (A.Fortify, A.MistWalk)  # moves the default bot never makes, offered to the play-out
GUARDS = 2  # at most this many Minions left on a space


def _move_candidates(game, view, seat: int, rng) -> list:
    """The Moves and Stay the plan scores best (at most MOVES), the default bot's choice first."""
    legal = game.legal_actions(view, seat)
    actions = [a for a in legal if isinstance(a, (A.Move, A.Stay))]
    extra = [a for a in legal if isinstance(a, EXTRA)]
    if len(actions) + len(extra) < 2 or not actions:
        return actions
    plan = rise_bot.Plan(view, seat)
    here = view.players[seat].space
    dests = [a.to if isinstance(a, A.Move) else here for a in actions]
    scores = plan.scores(dests)
    rivals = {p.space for s, p in enumerate(view.players) if s != seat and p.space != Q.VALLEY}
    ranked = sorted(
        range(len(actions)),
        key=lambda i: -(-4.0 if isinstance(actions[i], A.Move) and dests[i] in rivals else scores[dests[i]]),
    )
    first = rise_bot.choose(game, view, seat, rng, level="hard")
    out = [first] + [actions[i] for i in ranked if actions[i] != first]
    return out[:MOVES] + _extras(view, seat, extra)


def _extras(view, seat: int, extra: list) -> list:
    """Fortify (leaving a Minion of one of the two weakest kinds held on a space with the seat's counters,
    while fewer than GUARDS of its Minions stand there) and Mist Walk: the moves the default bot never
    makes, offered to the play-out. (No Pick Up: leaving and taking back could go round for ever.)"""
    g = view.guards.get(view.players[seat].space)
    fort = [a for a in extra if isinstance(a, A.Fortify)]
    if g is not None and sum(g.army.values()) >= GUARDS:
        fort = []
    fort.sort(key=lambda a: STRENGTH[a.kind])
    return fort[:2] + [a for a in extra if isinstance(a, A.MistWalk)]


def choose(game, view, seat: int, rng):
    """The hard bot's action for `seat`."""
    t = view.turn
    options: list = []
    if t.seat == seat and view.winners is None and t.stage == "move" and not t.moved:
        options = _move_candidates(game, view, seat, rng)
    if len(options) > 1:
        at = S.search(game, view, seat, options, rng, WORLDS, TURNS)
        if at is not None:
            return options[at]
    if options:
        return options[0]
    return rise_bot.choose(game, view, seat, rng, level="hard")
