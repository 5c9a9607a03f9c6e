"""A draw at the table (issue 25): the Draw button asks, then offers; a person owes an answer to an
offer and is asked (again after Esc) until they give it; the engine's draw ends the battle shared."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds.table import draw_offer
from tabletop.ui.scenes.confirm import ConfirmScene

from .conftest import scenario_scene


def _top_scene(transition):
    """The scene a push transition puts up."""
    assert transition is not None and transition.kind == "push", transition
    return transition.scene


def test_the_draw_button_asks_then_offers_and_the_computer_answers(ctx, screen):
    from tabletop.ui.necromolds.table.scene import TableScene

    frozen = scenario_scene(ctx, "assign_round1")  # seat 0 a person, seat 1 the computer
    scene = TableScene(ctx, frozen.session, {1}, frozen.colours, bot_delay=0.0)  # the computer plays here
    scene.enter()
    scene.update(0.1)
    button = next((b for b in scene.buttons.buttons if b.key == "draw"), None)
    assert button is not None, "in play, the person at the screen may offer a draw"
    question = _top_scene(button.action())
    assert isinstance(question, ConfirmScene) and "draw" in question.title.lower()
    question.on_yes()
    st = scene.session.state
    assert st.draw_by == 0 and [type(a).__name__ for a in scene.session.actions][-1] == "OfferDraw"
    for _ in range(40):  # the computer answers through the game screen's pacing
        scene.update(0.5)
        if scene.session.state.draw_by < 0:
            break
    st = scene.session.state
    assert st.draw_by < 0 and isinstance(scene.session.actions[-1], A.AnswerDraw)
    scene.update(0.1)
    assert all(b.key != "draw" for b in scene.buttons.buttons), "once a round"


def test_a_person_owes_an_answer_and_is_asked_again_after_esc(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    scene.bot_seats = set()  # two people; seat 1 offers, seat 0 answers
    scene.session.submit(A.OfferDraw(seat=1))
    asked = draw_offer.question(scene)
    if asked is None:  # the screen passes to the seat that must answer first
        scene.update(0.1)
        asked = draw_offer.question(scene)
    question = _top_scene(asked)
    assert "offers a draw" in question.title
    again = draw_offer.question(scene)  # Esc closed it: the table asks again
    assert again is not None
    _top_scene(again).on_yes()
    out = scene.session.outcome()
    assert out is not None and set(out.winners) == {0, 1}
