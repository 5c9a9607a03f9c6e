"""A draw at the Necromolds table (issue 25, games/necromolds/stalemate.py): the Draw button that
offers one, and the question a person must answer when another offers it.

- **Draw** (toolbar, shown only in play to a person who may offer now): asks "Offer a draw?"; yes
  submits the offer. The computer answers at once; another person at the screen is asked next.
- **The answer**: while a draw waits on a person at the screen, the table asks "Player 1 offers a
  draw" with Accept and Refuse. The rules want an answer, so a question closed with Esc is asked
  again; nothing else can be done meanwhile (the engine refuses any other action).
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.ui.necromolds.table.widgets import Button
from tabletop.ui.scene import Transition, pop, push
from tabletop.ui.scenes.confirm import ConfirmScene

OFFER_TIP = "Offer the other players a draw (once a round): if all accept, everyone with monsters shares the battle"


def offer_button(scene, view, rect: pygame.Rect) -> Button | None:
    """The toolbar's Draw button, when the person at the screen may offer one now."""
    seat = view.seat
    st = view.state
    if seat is None or not view.human(seat) or seat not in scene.session.game.to_act(scene.session.state):
        return None
    if NQ.why_no_draw_offer(st, seat) is not None:
        return None
    if st.solo is not None:  # Basalt plays for victory and refuses every draw (NM-SOLO-19): an offer that
        return None  # can only be refused is no choice (r26: its question spoke of "the other players")
    return Button("draw", rect, "Draw", lambda: ask_offer(scene, seat), OFFER_TIP)


def ask_offer(scene, seat: int) -> Transition:
    """The question before an offer (a misclick offers nothing)."""
    left = NQ.quiet_rounds_left(scene.session.state)
    quiet = f" Without a fight, the battle ends shared anyway in {left} rounds." if left < NQ.QUIET_ROUNDS else ""
    return push(
        ConfirmScene(
            scene.ctx,
            "Offer a draw?",
            "The other players answer in turn. If every one accepts, the battle ends and everyone with "
            "monsters on the map shares it; one refusal and play goes on." + quiet,
            "Offer a draw",
            "Play on",
            lambda: _submit(scene, A.OfferDraw(seat=seat)),
        )
    )


def question(scene) -> Transition | None:
    """The answer a person at the screen owes now (the table updates only while it is the top scene,
    so this asks once, and again after an Esc)."""
    st = scene.session.state
    who = NQ.draw_answerer(st)
    if who is None or not scene.human(who) or scene.seat_at_screen != who:
        return None
    offerer = scene.seat_name(st.draw_by)
    mine, theirs = len(st.alive(who)), len(st.alive(st.draw_by))
    return push(
        ConfirmScene(
            scene.ctx,
            f"{offerer} offers a draw",
            f"You have {mine} monster{'s' * (mine != 1)} on the map, {offerer} {theirs}. Accept, and if every "
            "player accepts the battle ends shared; refuse, and play goes on.",
            "Accept the draw",
            "Refuse",
            lambda: _submit(scene, A.AnswerDraw(seat=who, accept=True)),
            lambda: _submit(scene, A.AnswerDraw(seat=who, accept=False)),
        )
    )


def _submit(scene, action) -> Transition:
    scene.submit(action)
    return pop()
