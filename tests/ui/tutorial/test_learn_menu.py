"""Learn to play from the main menu, and the offer made the first time a game is opened (once)."""

from __future__ import annotations

import pygame

from tabletop.ui.layout import centre, menu_layout
from tabletop.ui.scenes.menu import learn_rect
from tests.ui.conftest import post_click, post_key


def pressed(app, text: str):
    """The button of the scene on top whose label is `text`."""
    return next(b for b in app.stack.top._actions if b.text == text)


def test_the_menus_learn_to_play_lists_the_tutorials_and_starts_one(app):
    post_click(app, centre(learn_rect(app.ctx.size)))
    learn = app.stack.top
    assert learn.name == "learn"
    assert "corp/first_floor" in learn.rows
    labels = [b.text for b in learn._actions]
    assert "Start" in labels and "Back" in labels
    post_click(app, pressed(app, "Start").rect.center)
    table = app.stack.top
    assert table.name == "tutorial_corp" and table.script.index == 0
    for _ in range(3):
        app.step()
    post_key(app, pygame.K_ESCAPE)  # the table's "Leave for the menu?"
    post_click(app, pressed_confirm(app, "Leave"), frames=3)
    assert app.stack.top.name == "learn"
    assert "Resume" not in [b.text for b in app.stack.top._actions]  # nothing done yet: Start again


def pressed_confirm(app, word: str):
    """The centre of the confirm question's button `word` (Leave / Stay)."""
    top = app.stack.top
    yes, no = top.button_rects()
    return yes.center if top.yes_label == word else no.center


def test_a_tutorial_left_part_way_is_resumed_from_the_list(app):
    from tabletop.ui.tutorial import progress, spec
    from tabletop.ui.tutorial.coach import resumed

    t = spec.find("corp/first_floor")
    session, script = resumed(t, progress.Place())
    script.press_next()
    session.submit(session.game.legal_actions(session.state, 0)[0])  # the door: step 2's gesture
    script.accepted()
    progress.keep(
        "corp/first_floor", progress.Place(script.index, [session.game.encode_action(a) for a in session.actions])
    )
    post_click(app, centre(learn_rect(app.ctx.size)))
    assert "Start over" in [b.text for b in app.stack.top._actions]
    post_click(app, pressed(app, "Resume").rect.center)
    table = app.stack.top
    assert table.script.index == 2 and len(table.session.actions) == 1


def test_the_first_time_a_game_is_opened_its_tutorial_is_offered_once(app, user_home):
    (user_home / "tutorials.json").unlink()  # no offer made yet (tests/conftest.py marks them made)
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    offer = app.stack.top
    assert offer.name == "confirm" and offer.title == "Learn to play first?" and "NecronomiCORP" in offer.text
    post_click(app, pressed_confirm(app, "New game"))
    assert app.stack.top.name == "corp_setup"
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    assert app.stack.top.name == "corp_setup", "the offer is made once"


def test_no_offer_once_the_games_tutorial_was_finished_from_learn_to_play(app, user_home):
    """A tutorial finished from Learn to play before the game's plaque was pressed: the plaque opens the
    new-game screen, not "Learn to play first?" (the play-test saw the question after finishing Rise's)."""
    from tabletop.ui.tutorial import progress

    (user_home / "tutorials.json").unlink()
    progress.keep("corp/first_floor", progress.Place(step=3, done=True))
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    assert app.stack.top.name == "corp_setup"
    assert progress.offered("corp")


def test_the_offer_takes_a_newcomer_to_the_tutorial(app, user_home):
    (user_home / "tutorials.json").unlink()
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    post_click(app, pressed_confirm(app, "Learn to play"))
    assert app.stack.top.name == "tutorial_corp"


def test_every_row_of_learn_to_play_says_what_it_teaches_at_1280x800(app):
    """Each tutorial's row shows its summary (with how far you are when both fit): the NecronomiCORP and
    Rise rows, whose summary and status together ran past the row, showed only "new · 14 steps"."""
    from tabletop.ui.tutorial import learn as L

    post_click(app, centre(learn_rect(app.ctx.size)))
    scene = app.stack.top
    assert scene.name == "learn"
    texts = [getattr(e, "text", "") for e in scene.root.elements]
    for _game, tid, tutorial, _problem in L.listing():
        assert tutorial is not None and tutorial.summary, tid
        assert any(t.startswith(tutorial.summary) for t in texts), (tid, tutorial.summary)
        full = [t for t in texts if t.startswith(tutorial.summary + " · ")]
        assert full, f"{tid}: the summary and the status do not fit together"
