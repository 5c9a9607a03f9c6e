"""Issue 26: the new-game forms reflow into the least room (layout.LEAST_ROOM, 1280x800 at 150 %), in
the choices that make them tallest, not only as they open (the audit's case): Rise with five players,
NecronomiCORP with six in teams, Necromolds' basic play with four players and its second page (the
What Next steps, the youngest and the fan rules, NM-BASIC-14, NM-FAN-01), each with nothing cut,
nothing leaving the window and no two widgets overlapping."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.ui import test_nothing_clipped as T

pytestmark = pytest.mark.ui


def _rise(players):
    def tweak(scene):
        scene.form = scene.form.with_players(players, scene.schema)

    return "tabletop.ui.rise.new_game.RiseNewGame", tweak


def _corp(players, teams):
    def tweak(scene):
        scene.form = scene.form.with_players(players, scene.schema).with_value("teams", teams)
        scene.form = scene.form.with_value("target", 25)

    return "tabletop.ui.corp.new_game.CorpNewGame", tweak


def _necromolds(mode, players, second_page=False):
    def tweak(scene):
        from tabletop.ui.necromolds.new_game import PLAYER_COLOURS

        scene.form = scene.form.with_value("mode", mode).with_players(players, scene.schema)
        scene.extras = replace(scene.extras, colours=tuple(list(PLAYER_COLOURS)[:players]))
        scene.fan_page = second_page

    return "tabletop.ui.necromolds.new_game.NecromoldsNewGame", tweak


FORMS = {
    "rise-5": _rise(5),
    "corp-6-teams": _corp(6, 2),
    "corp-1": _corp(1, 0),
    "necromolds-basic-4": _necromolds("basic", 4),
    "necromolds-basic-4-second-page": _necromolds("basic", 4, True),
    "necromolds-standard-2-second-page": _necromolds("standard", 2, True),
    "necromolds-advanced-3": _necromolds("advanced", 3),
}


def _maker(path, tweak, seen):
    def make(ctx):
        import importlib

        module, name = path.rsplit(".", 1)
        scene = getattr(importlib.import_module(module), name)(ctx)
        tweak(scene)
        seen.append(scene)
        return scene, 3

    return make


@pytest.mark.parametrize("form", list(FORMS))
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_form_fits_the_least_room(form, size):
    seen: list = []
    problems = T._problems(form, *T._audit_frame(_maker(*FORMS[form], seen), size, 150))
    assert not problems, f"{form} at {size[0]}x{size[1]} 150%:\n  " + "\n  ".join(problems)
    scene = seen[0]
    _inside_the_panel(form, size, seen)
    if "second-page" in form:  # every fan rule switch, and basic play's steps, are on the second page
        from tabletop.ui.necromolds.new_game import WHAT_NEXT, fan_rules

        assert set(scene.fan_buttons) == {key for key, _n, _f in fan_rules()}
        assert scene.preview is None and scene.map_menu is None
        assert (set(scene.step_buttons) == {k for k, _l, _w in WHAT_NEXT}) == ("basic" in form)


def _inside_the_panel(form, size, seen) -> None:
    """Every label, button and text box of the form inside its panel, but the heading and the bottom bar's."""
    import pygame
    from pygame_gui.elements import UIButton, UILabel, UITextBox

    from tabletop.ui import screenshot
    from tabletop.ui.corp.new_game import HOW_FORMS  # the bar's "How a game goes…", where the panel has no room

    bar = {"Back", "Start", "More rules", "Players and map", *HOW_FORMS}
    with screenshot.shown(size, _maker(*FORMS[form], seen), ui_scale=150) as app:
        frame = seen[-1].frame()
        panel = pygame.Rect(frame["panel"])
        for el in app.manager.get_sprite_group().sprites():
            if not isinstance(el, (UIButton, UILabel, UITextBox)) or not el.visible:
                continue
            if str(el.most_specific_combined_id).count(".") > 1 or getattr(el, "text", "").split(" ·")[0] in bar:
                continue
            if el.rect.bottom <= panel.top:  # the heading
                continue
            assert panel.contains(el.rect), (
                f"{form}: {type(el).__name__} {tuple(el.rect)} leaves the panel {tuple(panel)}"
            )


def test_the_more_rules_button_turns_the_necromolds_form_over():
    """At 1280x800 150 % in basic play with 4 players the form has two pages; the button between Back
    and Start turns to the second (steps, youngest, fan rules) and back (players and map), and at 100 %
    there is one page with everything on it."""
    from tabletop.ui import screenshot

    path, tweak = FORMS["necromolds-basic-4"]
    for scale, paged in ((150, True), (100, False)):
        seen: list = []
        with screenshot.shown((1280, 800), _maker(path, tweak, seen), ui_scale=scale):
            scene = seen[0]
            has_page_button = any(getattr(b, "text", "") == "More rules" for b in scene._actions)
            assert has_page_button == paged
            if paged:
                assert scene.fan_buttons == {} and scene.map_menu is not None
                scene.toggle_fan_page()
                assert scene.fan_page and scene.fan_buttons and scene.youngest_menu is not None
                assert scene.map_menu is None
                scene.toggle_fan_page()
                assert not scene.fan_page and scene.map_menu is not None and scene.fan_buttons == {}
            else:
                assert scene.fan_buttons and scene.step_buttons and scene.map_menu is not None
