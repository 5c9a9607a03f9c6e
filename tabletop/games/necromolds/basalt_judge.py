"""Where Basalt's guides leave a choice, who makes it (NM-SOLO-20, issue 25: "he always makes the best
choice possible").

His guides (basalt.py, basalt_draft.py, basalt_reach.py) ask their questions strictly in order; where
an answer still leaves several candidates the guide allows, they gather them here, IN THE OLD FIXED
ORDER (the tie-break that decided before), and ask a judge which one he takes:

    judge(state, step, candidates) -> Verdict(pick, why, about, against)

The steps (each candidate a `Candidate`; only the fields a step needs are filled):

- "draft_card": Action Priority's tie (NM-SOLO-38/39): the cards a draft question says "Yes" for that
  make the same, most actions (`book`, `face` the die, `slot`, `rule` the question);
- "draft_best": Draft Q4's OTHERWISE, "whatever seems most advantageous" (NM-SOLO-32/36): every usable
  die of the pool on an open slot of a card Action Priority leaves it (NM-SOLO-38: for each face, the
  cards making the most actions with it; `book`, `face`, `slot`);
- "discard": the die he discards for gems (NM-SOLO-41), one per face in the pool (`face`, `slot` its
  index in the pool);
- "turn_card": the Turn Guide's card on a tie for the most combat (NM-SOLO-43: `book`, `rule`);
- "shot": which of his monsters shoots first, each at its Weak Target (NM-SOLO-45/50: `monster`,
  `target`);
- "move": which monster moves first on a move command, among those whose plan ranks first (melee
  before a move into range before a strategic move; `monster`, `target`, `path`, `rule` the plan's why);
- "path": which way a monster goes toward its enemy (NM-SOLO-52/53): the shortest paths from a few
  sides, each cut by the rule (`monster`, `target`, `path`, `rule`).

The judge never widens what the guide allows (it picks among the candidates it is given) and must be a
pure function of the state: it rolls nothing and keeps nothing, so the same state always gives the same
action and a save replays exactly. The rules layer holds only `fixed`, today's tie-break (the first
candidate); the look-ahead judge, which scores each candidate by the hard bot's evaluation, lives in
tabletop/ai/basalt_lookahead.py, and the registry's Necromolds game is built with it (its factory,
`tabletop.ai.basalt_lookahead:necromolds_game`, is the spec's engine), so the table, the simulator, saves
and `replay --verify` all play the same Basalt. A NecromoldsGame built directly (as unit tests do) plays
`fixed`.

`Verdict.why` says, in a word the table turns into the player's words (solo_words.LOOKED), why the
look-ahead chose as it did ("" when it did not decide: one candidate, or all scored the same and the
fixed order stood)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from tabletop.games.necromolds.state import State


class Candidate(NamedTuple):
    """One choice a guide allows at a step (see the module docstring for which fields each step fills)."""

    book: str = ""
    face: str = ""
    slot: int = 0
    monster: str = ""
    target: str = ""
    path: tuple[tuple[float, float], ...] = ()
    rule: str = ""


class Verdict(NamedTuple):
    """The candidate taken (`pick`, its index) and why in a word ("" for the fixed order)."""

    pick: int
    why: str = ""
    about: str = ""  # the monster the reason names (his), when it names one
    against: str = ""  # the enemy it names, when it names one


Judge = Callable[[State, str, list[Candidate]], Verdict]
FIXED = Verdict(0)  # the fixed order's verdict: the first candidate, no reason of the look-ahead

STEPS = ("draft_card", "draft_best", "discard", "turn_card", "shot", "move", "path")


def fixed(state: State, step: str, candidates: list[Candidate]) -> Verdict:
    """Today's tie-break: the first candidate in the guide's fixed order."""
    return FIXED


def decide(judge: Judge, state: State, step: str, candidates: list[Candidate]) -> Verdict:
    """The judge's verdict, checked: one candidate needs no judge; an index out of range is a bug."""
    if not candidates:
        raise ValueError(f"Basalt has no candidate to judge at {step}")
    if len(candidates) == 1:
        return FIXED
    verdict = judge(state, step, candidates)
    if not 0 <= verdict.pick < len(candidates):
        raise ValueError(f"Basalt's judge chose candidate {verdict.pick} of {len(candidates)} at {step}")
    return verdict
