"""Issue 26: the Necromolds set-up by keys alone. Terrain placement (NM-SETUP-07..10), moulding the army
(NM-SETUP-11..18) and deployment (NM-SETUP-19..20) each offer the step's own controls and the engine's
legal placements as the keyboard focus's targets (Tab, 1 to 9, Enter); every target is ringed round
the very thing it presses (play-test r17: rings drawn mid-screen, a raw id for the army's name)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.games.necromolds import actions as A
from tabletop.ui import layout
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.setup import key_path
from tabletop.ui.necromolds.setup.layout import setup_layout

SIZE = (1280, 800)


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def build(name, size=SIZE):
    pygame.init()
    pygame.display.set_mode(size)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), name)
    for _ in range(3):
        scene.update(0.1)
    key(scene, pygame.K_TAB)
    return scene


def focus_on(scene, wanted) -> None:
    """Tab on until the focused target is one `wanted(target)` accepts."""
    for _ in range(len(scene.focus.targets) + 1):
        f = scene.focus.focused()
        if f is not None and wanted(f):
            return
        key(scene, pygame.K_TAB)
    raise AssertionError(f"no such target among {[t.label for t in scene.focus.targets]}")


@pytest.mark.parametrize(
    ("name", "verb", "kind"),
    [
        ("terrain_rolloff", "Place", A.PlaceTerrain),
        ("army_builder", "Mold", A.Mold),
        ("setup_deploy", "Deploy", A.Deploy),
    ],
)
def test_a_set_up_step_is_played_by_keys(user_home, name, verb, kind):
    scene = build(name)
    offered = scene.focus.targets
    assert offered
    n = len(scene.session.actions)
    focus_on(scene, lambda t: t.label.startswith(verb + " "))  # "Mold an Insectomite", "Place the …"
    key(scene, pygame.K_RETURN)
    assert any(isinstance(a, kind) for a in scene.session.actions[n:])


@pytest.mark.parametrize(
    ("name", "quick"),
    [("terrain_rolloff", False), ("army_builder", False), ("setup_deploy", False), ("setup_deploy", True)]
    + [("fan_corners", False)],
)
def test_every_set_up_target_rings_what_it_presses(user_home, name, quick):
    """A control's target is ringed round that control (a hotspot's or a side-panel button's own
    rectangle, with the button's words); a placement at its spot on the map; nothing at a made-up
    point such as the middle of the screen. Every legal set-up action has one."""
    scene = build(name)
    if quick:  # the helper button first: the whole army deployed, Done may be pressed
        scene.press("quick")
        scene.update(0.01)
    step = scene.step
    L = setup_layout(SIZE)
    spots = {tuple(s.rect): s for s in step.spots if s.enabled}
    panel = {tuple(L[k]) for k in ("menu", "save", "quick", "done")}
    camera = getattr(step, "camera", None)
    covered = set()
    for t in scene.focus.targets:
        if t.gesture == "act" and isinstance(t.action, key_path.PLACING):
            a = t.action
            assert camera is not None
            assert t.pos == tuple(int(v) for v in camera.map_to_screen(a.x, a.y)), t.label
            assert pygame.Rect(L["area"]).collidepoint(t.pos), t.label
            covered.add(type(a))
            continue
        assert t.box is not None, f"{t.label!r} is not ringed round a control"
        box = pygame.Rect(t.box)
        assert box.collidepoint(t.pos), t.label
        assert tuple(t.box) in spots or tuple(t.box) in panel, f"{t.label!r} rings no control"
        if tuple(t.box) in spots:
            covered.add(spots[tuple(t.box)].key)
        else:
            covered.add({tuple(L[k]): k for k in ("menu", "save", "quick", "done")}[tuple(t.box)])
        assert "_" not in t.label and "'" not in t.label, t.label  # the player's words, never a raw id
    for a in key_path.legal(scene):
        if isinstance(a, key_path.PLACING):
            continue
        mark = key_path.BY_CONTROL[type(a)]
        if isinstance(a, A.Mold) and not any(s.key.startswith(f"mold:{a.book}:") for s in step.spots):
            assert "page_next" in covered or "page_back" in covered  # a card on a page not shown: turn the page
            continue
        assert any(str(k).startswith(mark) for k in covered), f"{a} has no key path"


@pytest.fixture
def at_150():
    layout.set_preferences(150)
    yield
    layout.set_preferences(100)


def test_the_army_builder_by_keys_names_the_buttons_and_turns_the_page(user_home, at_150):
    """The Starting Tip army and Done are ringed on their buttons, in the buttons' words; a card on the
    second page is not offered until the page is turned, and then it is ringed on its own Mold button."""
    size = SIZE  # at 150 % the cards take two pages
    scene = build("army_builder", size)
    step = scene.step
    L = setup_layout(size)
    labels = [t.label for t in scene.focus.targets]
    assert "Starting Tip army" in labels
    tip = next(t for t in scene.focus.targets if t.label == "Starting Tip army")
    assert tip.box == tuple(L["quick"])
    assert step.pages is not None and step.pages.pages > 1
    shown = set(step.cards)
    books = {t.label for t in scene.focus.targets if t.label.startswith("Mold ")}
    from tabletop.games.necromolds.library import library

    hidden = [b for b in library().books.values() if b.id not in shown]
    assert hidden
    assert not any(h.name in lab for h in hidden for lab in books), "a card on a hidden page is offered"
    focus_on(scene, lambda t: t.label == "Next page")
    key(scene, pygame.K_RETURN)
    scene.update(0.01)
    assert step.page == 1
    mold = next(t for t in scene.focus.targets if t.label.startswith(f"Mold {key_path.a_or_an(hidden[0].name)}"))
    card = pygame.Rect(step.cards[hidden[0].id])
    assert card.contains(pygame.Rect(mold.box))
    focus_on(scene, lambda t: t.label == "Starting Tip army")
    n = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert any(isinstance(a, A.MoldPreset) for a in scene.session.actions[n:])
    scene.update(0.01)
    focus_on(scene, lambda t: t.label == "Done")
    assert scene.focus.focused().box == tuple(L["done"])
    key(scene, pygame.K_RETURN)
    assert isinstance(scene.session.actions[-1], A.ArmyDone)


def test_after_placing_a_piece_by_keys_the_focus_goes_back_to_the_step_not_to_save(user_home):
    """Play-test r18: a piece placed by Enter took its target away and the focus fell onto Save, where
    the next Enter saved the game; it goes back to the step's first target. Put on Save by the player,
    it stays."""
    from tabletop.ui.bot_driver import BotDriver

    scene = build("terrain_rolloff")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0, turn_pause=0.0)  # the computer places its piece
    focus_on(scene, lambda t: t.label.startswith("Place the "))
    key(scene, pygame.K_RETURN)
    for _ in range(40):
        scene.update(0.1)
        if scene.focus.focused() is not None and scene.focus.focused().label.startswith("Place the "):
            break
    f = scene.focus.focused()
    assert f is not None and f.label not in ("Menu", "Save"), f
    scene = build("terrain_rolloff")  # again: the player puts the focus on Save, then a piece is placed
    focus_on(scene, lambda t: t.label == "Save")
    n = len(scene.session.actions)
    scene.carry_out(next(a for a in key_path.legal(scene) if isinstance(a, A.PlaceTerrain)))
    for _ in range(5):
        scene.update(0.1)
    assert len(scene.session.actions) > n
    assert scene.focus.focused().label == "Save"


@pytest.mark.parametrize(("name", "verb"), [("terrain_rolloff", "Place the "), ("setup_deploy", "Deploy ")])
def test_while_the_computer_places_the_focus_is_never_on_menu_or_save(user_home, name, verb):
    """Play-test r18 (NM-SETUP-07, NM-SETUP-19): while the computer placed or deployed, the focus sat on
    Menu ("1. Menu" over "The computer is deploying its army"), so a habitual Enter opened the menu. At
    every frame of the computer's turn it is on nothing (Enter does nothing), and it comes back to the
    step's first target when the player's turn comes."""
    from tabletop.ui.bot_driver import BotDriver

    scene = build(name)
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.5, turn_pause=0.0)  # paced: several frames
    focus_on(scene, lambda t: t.label.startswith(verb))
    bots_turn = mine_again = False
    for _ in range(80):
        seat = scene.seat_at_screen
        theirs = not set(scene.session.game.to_act(scene.session.state)) - set(scene.bot_seats)
        f = scene.focus.focused()
        assert f is None or f.label not in key_path.PANEL, f"the focus fell onto {f.label} by itself"
        if theirs:
            bots_turn = True
            assert f is None
            n = len(scene.session.actions)
            key(scene, pygame.K_RETURN)  # a habitual Enter: nothing (no save, no menu)
            assert scene.step is not None and seat == scene.seat_at_screen and len(scene.session.actions) == n
        elif bots_turn and key_path.legal(scene):
            mine_again = True
            break
        elif key_path.legal(scene):  # the player's own: Enter on the focused (a piece placed, then Done)
            assert f is not None
            key(scene, pygame.K_RETURN)
        scene.update(0.1)
    assert bots_turn, "the computer never had a turn"
    if mine_again:
        scene.update(0.1)
        assert scene.focus.focused() is not None and scene.focus.focused().label not in key_path.PANEL
