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
    from tabletop.ui.scene import Scene, SceneStack
    from tabletop.ui.tutorial import progress

    tid = "corp/first_floor"
    scene = coached(ctx, tid)
    play_through(scene, screen)
    settle(scene, screen)
    menu = button(scene, "tut_leave")
    assert menu is not None and menu.label == "Menu"
    answer = click(scene, menu.rect.center)
    assert answer.kind == "home"  # not a pop back to the list
    menu_here = Scene()
    stack = SceneStack(home=lambda: menu_here)
    stack.push(Scene())  # where the lesson was opened from (the lessons' list)
    stack.push(scene)
    stack.apply(answer)
    assert stack.scenes == (menu_here,)
    assert progress.place(tid).done  # the place kept first


def test_the_apps_home_is_its_main_menu(app):
    from tabletop.ui.scene import Scene, home
    from tabletop.ui.scenes.menu import MenuScene

    app.stack.push(Scene())
    app.stack.apply(home())
    assert len(app.stack) == 1 and isinstance(app.stack.top, MenuScene)
