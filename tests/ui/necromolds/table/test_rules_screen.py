"""Issue 21 'A Necromolds rules screen like Rise's player aid': the command dice, the round and the
turn, combat and the icons on one page, opened from the table (? and the Rules button, listed in the
F1 keys help) and from the set-up; nothing on it leaves its box (NM-ICON-01, NM-ROUND-*, NM-COMBAT-*)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.ui.kit.rules_page import RulesPage
from tabletop.ui.necromolds.table import keys
from tabletop.ui.necromolds.table.rules_screen import ICONS, RulesScreen, text_sections
from tabletop.ui.necromolds.table.rules_sections import HEADING
from tests.ui.necromolds.table.conftest import frame, mouse, scenario_scene


def key(k, unicode="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


def test_question_mark_and_the_rules_button_open_the_rules_page_at_the_table(ctx, screen):
    """Issue 21: ? (also typed as Shift+/) and the Rules button push the rules page over the table."""
    scene = scenario_scene(ctx, "drag_midgame")
    frame(scene, screen)
    for ev in (key(pygame.K_QUESTION, "?"), key(pygame.K_SLASH, "?", pygame.KMOD_SHIFT)):
        opened = scene.handle_event(ev)
        assert opened is not None and opened.kind == "push" and isinstance(opened.scene, RulesPage)
    rules = scene.buttons.get("rules")
    mouse(scene, "move", rules.rect.center)
    opened = mouse(scene, "down", rules.rect.center)
    assert opened is not None and isinstance(opened.scene, RulesPage)
    assert opened.scene.heading == HEADING  # issue 27: the searchable page, the rulebook's sections
    # the rules button sits in the top bar with the others, over nothing else
    others = [b.rect for b in scene.buttons.buttons if b.key in ("menu", "save", "undo", "fit")]
    assert not any(rules.rect.colliderect(r) for r in others)


def test_f1_keys_help_lists_the_rules_page_and_f1_still_opens_the_help(ctx, screen):
    """The keys help (F1) names ? as the rules page, so the help leads to it."""
    rows = keys.TABLE.rows()
    assert any(k == "?" and "rules" in what.lower() for k, what, _when in rows)
    scene = scenario_scene(ctx, "drag_midgame")
    opened = scene.handle_event(key(pygame.K_F1))
    assert opened is not None and opened.scene.name == "keys_help"


def test_the_rules_page_opens_from_the_set_up(ctx, screen):
    """Issue 21: the rules page opens from the set-up too (? while deploying)."""
    scene = scenario_scene(ctx, "setup_deploy")
    assert scene.step is not None
    opened = scene.handle_event(key(pygame.K_QUESTION, "?"))
    assert opened is not None and isinstance(opened.scene, RulesPage)


def test_the_set_up_menu_button_asks_before_leaving(ctx, screen):
    """Issue 21 'The Menu button leaves at once': the set-up's Menu asks the question Esc asks."""
    scene = scenario_scene(ctx, "setup_deploy")
    asked = scene.press("menu")
    assert asked is not None and asked.kind == "push" and asked.scene.name == "confirm"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 700)])
@pytest.mark.parametrize("mode", ["standard", "basic", "advanced"])
def test_every_text_of_the_rules_page_stays_in_its_box(size, mode):
    """Nothing clipped: every line on the page lies inside its section's box, sections apart."""
    from types import SimpleNamespace

    surface = pygame.Surface(size)
    page = RulesScreen(SimpleNamespace(size=size, manager=None), mode)
    page.draw(surface)
    assert page.drawn
    for drawn, box, words in page.drawn:
        assert box.inflate(2, 2).contains(drawn), f"{words!r} leaves its box ({drawn} in {box})"
    boxes = page.boxes()
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    assert all(page.panel_rect().contains(b) for b in boxes)


def test_the_page_teaches_the_dice_the_round_combat_and_every_icon():
    """NM-ICON-01: every command, distance, skill, combat and misc. icon is named; the numbers come from
    the content (distances, the gems for a discarded magic die, command dice)."""
    words = " ".join(w for _title, rows in text_sections() for _i, name, text in rows for w in (name, text))
    lib = library()
    for e in DISTANCES:
        assert f"{e} {lib.length(e):g} in" in words
    assert f"discard it for {lib.rules.magic_discard_gems} gems" in words
    assert f"their {lib.rules.command_dice} command dice" in words
    keys_shown = {k for _how, k, _name in ICONS}
    assert {
        "move",
        "ranged",
        "magic",
        "wild",
        "close",
        "medium",
        "far",
        "attack",
        "shoot",
        "defense",
        "gem",
    } <= keys_shown
    assert {"friendly", "enemy", "smashed", "locked", "reroll", "distance_to_size"} <= keys_shown


def test_esc_a_click_or_question_mark_close_the_page():
    from types import SimpleNamespace

    page = RulesScreen(SimpleNamespace(size=(1280, 800), manager=None))
    for ev in (key(pygame.K_ESCAPE), key(pygame.K_QUESTION, "?")):
        assert page.handle_event(ev).kind == "pop"
    assert page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)) is None
    assert page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)).kind == "pop"


def test_the_mouse_up_of_the_click_that_opened_a_page_does_not_close_it():
    """Play-test: the NecronomiCORP table's Keys button acts on the press, and the keys help closed on
    that same click's release, so the button seemed to do nothing. A page now closes on a click pressed
    on it."""
    from types import SimpleNamespace

    from tabletop.ui.kit.keys import KeysHelpScene, KeyTable

    ctx = SimpleNamespace(size=(1280, 800), manager=None)
    for page in (RulesScreen(ctx), KeysHelpScene(ctx, KeyTable([]))):
        assert page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)) is None
        assert page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)) is None
        assert page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)).kind == "pop"
