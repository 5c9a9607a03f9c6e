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
    from tabletop.ui.tutorial.learn import listing

    row = [tid for _game, tid, _t, _p in listing()].index("corp/first_floor")  # (the menu's order of games)
    post_click(app, [b for b in learn._actions if b.text == "Start"][row].rect.center)
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


def test_one_enter_that_opens_the_offer_does_not_answer_it(app, user_home, monkeypatch):
    """Play-test (keys only): Enter on a game's plaque opened "Learn to play first?" and its key's repeat,
    which came while the question was built, answered it: the tutorial started, the question unseen
    and marked as asked. A held Enter is no answer until it comes up; the next press answers."""
    import pygame

    from tabletop.ui.scenes import confirm

    (user_home / "tutorials.json").unlink()
    held = {"down": False}

    class Keys:
        def __getitem__(self, key):
            return held["down"] and key == pygame.K_RETURN

    monkeypatch.setattr(confirm.pygame.key, "get_pressed", lambda: Keys())
    menu = app.stack.top
    while getattr(menu._focus, "text", "") != "NecronomiCORP":
        post_key(app, pygame.K_TAB)
    held["down"] = True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()
    assert app.stack.top.name == "confirm"
    for _ in range(3):  # the key's repeats while it is held
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.step()
    assert app.stack.top.name == "confirm", "a held Enter answered the question it opened"
    held["down"] = False
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()
    post_key(app, pygame.K_RETURN)
    assert app.stack.top.name == "tutorial_corp"


def test_the_offer_answers_by_keys_with_a_ring_on_the_chosen_answer(app, user_home):
    """Play-test: the questions drew no focus ring and Tab did nothing in them. Tab moves a ring to the
    other answer and Enter takes the one ringed ("New game" here); the hint says which."""
    import pygame

    (user_home / "tutorials.json").unlink()
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    offer = app.stack.top
    assert offer.name == "confirm" and offer.chosen is None
    post_key(app, pygame.K_TAB)
    assert offer.chosen == 1
    surface = pygame.Surface(app.ctx.size)
    offer.draw(surface)
    ring = offer.button_rects()[1].inflate(10, 10)
    assert surface.get_at((ring.centerx, ring.top + 1))[:3] == (120, 220, 255), "no ring round New game"
    post_key(app, pygame.K_RETURN)
    assert app.stack.top.name == "corp_setup"
