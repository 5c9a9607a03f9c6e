"""Play-test r20 (ptutor item 14): Learn to play lists the games in the main menu's order, and a finished
lesson's "Menu" goes to the main menu itself (it went back to the lessons' list it was opened from)."""

from __future__ import annotations

from tabletop.ui.layout import menu_items
from tests.ui.tutorial.conftest import button, click, coached, play_through, settle


def test_the_lessons_come_in_the_main_menus_order_of_games():
    from tabletop.ui.tutorial.learn import listing

    menu = [key for key, _label, kind in menu_items() if kind == "game"]
    seen: list[str] = []
    for game, *_ in listing():
        if game not in seen:
            seen.append(game)
    assert len(seen) == 3 and seen == [g for g in menu if g in seen]


def test_a_finished_lessons_menu_button_opens_the_main_menu(ctx, screen):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.tutorial import progress

    tid = "corp/first_floor"
    scene = coached(ctx, tid)
    play_through(scene, screen)
    settle(scene, screen)
    menu = button(scene, "tut_leave")
    assert menu is not None and menu.label == "Menu"
    answer = click(scene, menu.rect.center)
    assert answer.kind == "reset" and isinstance(answer.scene, MenuScene)  # not a pop back to the list
    assert progress.place(tid).done  # the place kept first
