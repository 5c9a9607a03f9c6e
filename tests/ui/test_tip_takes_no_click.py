"""A click lands on what is under a tooltip (play-test r28: on Rise's new-game form, the Level button's
tooltip stood over "Large side" below it, and a click there, the pointer jumped to it at once as a touch
screen or a quick hand does, went to the tooltip's text, which takes clicks: the board side did not
change, with nothing said). Any press puts the tooltips away first."""

from __future__ import annotations

import pygame

from tabletop.ui import screenshot


def _form(ctx):
    from tabletop.ui.rise.new_game import RiseNewGame

    return RiseNewGame(ctx), 3


def _button(scene, words: str):
    from pygame_gui.elements import UIButton

    return next(e for e in scene.root.elements if isinstance(e, UIButton) and e.text.startswith(words))


def _click(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    for _ in range(3):
        app.step()


def test_a_click_under_a_tooltip_presses_the_button_under_it(monkeypatch):
    with screenshot.shown((1280, 800), _form) as app:
        scene = app.stack.top
        _click(app, _button(scene, "2").rect.center)
        level, large = _button(scene, "Level").rect, _button(scene, "Large side").rect
        pointer = [(level.x + 8, level.centery)]  # the level button's left end: its tip hangs down to the right
        monkeypatch.setattr(app.manager, "get_mouse_position", lambda: pointer[0])
        for _ in range(20):  # the tooltip's delay (a second) goes by with the pointer resting there
            app.step(0.1)
        tips = [e for e in app.manager.get_sprite_group().sprites() if type(e).__name__ == "UITooltip"]
        assert tips and any(t.rect.collidepoint(large.center) for t in tips), "the tip covers Large side"
        pointer[0] = large.center  # jumped there: the click comes before any frame sees the pointer move
        _click(app, large.center)
        assert scene.form.values.get("side") == "large"
