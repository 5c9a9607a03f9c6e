"""The focused thing's tooltip by a key (I), in every table (r26): a keyboard player read no tooltip at
all (the focus moved between things, but a tip showed only under the mouse, and r25 took the tips away
from under the keys' pointer because they covered the answers). I shows the tip of the thing with the
focus beside it, covering neither it nor the answers on offer; I again, or the focus moved, hides it.
F2 opens the rules at the focused thing's section (it answered only the mouse's)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import game_screen
from tabletop.ui.kit import key_tip
from tests.ui.corp.conftest import table as corp_table
from tests.ui.necromolds.table.conftest import scenario_scene
from tests.ui.rise.conftest import table as rise_table


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def frames(scene, screen, n=2, dt=0.3):
    for _ in range(n):
        scene.update(dt)
        scene.draw(screen)
        scene.draw_overlay(screen)


def tables(ctx):
    """(name, table, a label whose thing has a tooltip) for each game."""
    yield "corp", lambda: corp_table(ctx, {"players": 1}, 3, bots=set()), "Drop the Wooden Stake"
    yield "rise", lambda: rise_table(ctx, 2, 5), "Play Haemomancer"
    yield "necromolds", lambda: scenario_scene(ctx, "assign_round1"), "Done: discard 4 (+6♦)"


GAMES = ("corp", "rise", "necromolds")


def made(ctx, game):
    return next((make(), label) for name, make, label in tables(ctx) if name == game)


@pytest.fixture
def drawn(monkeypatch):
    """Each key tip the game screen draws: (its lines, its box, the ring, the rects it keeps off)."""
    seen = []
    draw = key_tip.draw

    def spy(surface, lines, ring, avoid, scale, keep=()):
        box = draw(surface, lines, ring, avoid, scale, keep)
        seen.append((lines, box, ring, list(avoid), list(keep)))
        return box

    monkeypatch.setattr(game_screen.key_tip, "draw", spy)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_i_shows_the_focused_things_tooltip_beside_it_and_hides_it_again(ctx, screen, game, drawn):
    scene, label = made(ctx, game)
    frames(scene, screen)
    key(scene, pygame.K_TAB)
    frames(scene, screen)
    assert scene.focus.focus_on(label), [t.label for t in scene.focus.targets]
    frames(scene, screen, 1)
    assert not drawn, "no tooltip before I"
    key(scene, pygame.K_i)
    frames(scene, screen, 1)
    assert drawn, f"I drew no tooltip for {label!r}"
    lines, box, ring, avoid, keep = drawn[-1]
    assert box.collidelist(keep) < 0, "the tip covers the focused thing's card or its twin"
    assert lines and box is not None
    assert label.split(":")[0].replace("Drop the ", "").replace("Play ", "") in " ".join(lines)
    assert screen.get_rect().contains(box), "the tip is kept inside the window"
    assert not box.colliderect(ring), "the tip covers the focused thing (or its label)"
    covered = [a for a in avoid if box.colliderect(a)]
    assert not covered, f"the tip covers answers on offer: {covered}"
    drawn.clear()
    key(scene, pygame.K_i)  # again: hidden
    frames(scene, screen, 1)
    assert not drawn and scene.focus.tip_target() is None
    key(scene, pygame.K_i)
    frames(scene, screen, 1)
    assert drawn
    drawn.clear()
    key(scene, pygame.K_TAB)  # the focus moved on: hidden with it
    frames(scene, screen, 1)
    assert not drawn and scene.focus.tip_target() is None


@pytest.mark.parametrize("game", GAMES)
def test_esc_hides_the_tooltip_first_and_a_mouse_press_hides_it(ctx, screen, game, drawn):
    scene, label = made(ctx, game)
    frames(scene, screen)
    key(scene, pygame.K_TAB)
    frames(scene, screen)
    assert scene.focus.focus_on(label)
    key(scene, pygame.K_i)
    assert scene.focus.tip_target() is not None
    key(scene, pygame.K_ESCAPE)
    assert scene.focus.tip_target() is None and scene.focus.on, "Esc hid the tip, the focus stays"
    key(scene, pygame.K_i)
    scene.focus.mouse_used(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert scene.focus.tip_target() is None


@pytest.mark.parametrize("game", GAMES)
def test_i_with_the_focus_off_says_how_to_use_it(ctx, screen, game):
    scene, _label = made(ctx, game)
    frames(scene, screen)
    key(scene, pygame.K_i)
    assert scene.toast is not None and scene.toast[0] == key_tip.TAB_FIRST


def test_a_thing_without_a_tooltip_says_so_and_shows_no_empty_box(ctx, screen, drawn):
    scene, _label = made(ctx, "necromolds")
    frames(scene, screen)
    key(scene, pygame.K_TAB)
    die = next(t for t in scene.focus.targets if t.label.startswith("Die 1"))
    assert scene.focus.focus_on(die.label)
    key(scene, pygame.K_i)
    frames(scene, screen, 1)
    assert not drawn and scene.toast is not None and "no tooltip" in scene.toast[0]


@pytest.mark.parametrize(
    ("game", "label"),
    [("corp", "Drop the Security Pistol"), ("rise", "Play Haemomancer"), ("necromolds", "Rules")],
)
def test_f2_opens_the_rules_at_the_focused_things_section(ctx, screen, game, label):
    """F2 answered only what the mouse rests on: with the mouse elsewhere, nothing opened."""
    scene, _ = made(ctx, game)
    frames(scene, screen)
    key(scene, pygame.K_TAB)
    frames(scene, screen)
    assert scene.focus.focus_on(label)
    scene.mouse = (2, scene.ctx.size[1] // 2)  # resting on nothing
    out = key(scene, pygame.K_F2)
    assert out is not None and getattr(out, "scene", None) is not None, f"F2 on {label!r} opened nothing: {out}"


def test_every_tables_keys_name_i():
    from tabletop.ui.corp.table.keys import TABLE as CORP
    from tabletop.ui.necromolds.table.keys import TABLE as NECRO
    from tabletop.ui.rise.table.keys import TABLE as RISE

    for table in (CORP, NECRO, RISE):
        rows = {k: d for k, d, _w in table.rows()}
        assert "I" in rows and "tooltip" in rows["I"], table.title


def test_the_spot_keeps_off_the_ring_and_the_answers():
    window = pygame.Rect(0, 0, 400, 300)
    ring = pygame.Rect(150, 120, 60, 40)
    below = pygame.Rect(150, 168, 200, 60)
    box = key_tip.spot((120, 50), ring, [below], window, 8)
    assert not box.colliderect(ring) and not box.colliderect(below) and window.contains(box)


@pytest.mark.parametrize("game", GAMES)
def test_a_key_hint_beside_the_prompt_names_tab_then_enter_and_i(ctx, screen, game, monkeypatch):
    """The prompts named only the mouse's gestures ("drag dice onto matching slots", "Click a lit card"):
    Tab worked, but nothing on the screen said so. While a person is to act, a short hint under the top
    bar (or above the log, where it covers no words) names Tab; with the focus on, Enter and I."""
    shown = []
    real = key_tip.hint_image
    monkeypatch.setattr(key_tip, "hint_image", lambda words, s, room: shown.append(words) or real(words, s, room))
    scene, _label = made(ctx, game)
    for _ in range(8):  # past the "Your turn" beat
        frames(scene, screen, 1, 0.6)
    assert shown and "Tab" in shown[-1], shown[-1:]
    key(scene, pygame.K_TAB)
    frames(scene, screen, 1)
    assert "Enter" in shown[-1] and "I:" in shown[-1], shown[-1]


@pytest.mark.parametrize("game", GAMES)
def test_every_targets_tip_and_f2_answer_through_some_turns(ctx, screen, game, monkeypatch):
    """I and F2 on every thing the focus offers, turn after turn (Enter on the first target plays on): each
    answers lines of words or a page, never an error."""
    from tabletop.ui import scene as scenes

    scene, _label = made(ctx, game)
    frames(scene, screen)
    for _turn in range(6):
        key(scene, pygame.K_TAB)
        frames(scene, screen, 1)
        for target in list(scene.focus.targets):
            lines = scene.tip_lines(target)
            assert isinstance(lines, list) and all(isinstance(x, str) for x in lines), (target, lines)
            out = scene.more_for(target)
            assert out is not None and (out is game_screen.PASS or isinstance(out, scenes.Transition)), (target, out)
        assert scene.focus.focus_on(scene.focus.targets[0].label) if scene.focus.targets else True
        key(scene, pygame.K_i)
        frames(scene, screen, 1)
        key(scene, pygame.K_RETURN)
        frames(scene, screen, 4)


def _is_button(scene, target) -> bool:
    buttons = getattr(scene, "buttons", None)
    return target.box is not None or (buttons is not None and buttons.at(target.pos) is not None)


@pytest.mark.parametrize("game", GAMES)
def test_i_on_every_button_says_what_it_does_through_some_turns(ctx, screen, game):
    """r27: a plaque with no tooltip ("Done playing cards", "Keep the dice", a fight's answer) answered I with
    "X: no tooltip". Every button the focus reaches says something: the table's own tooltip, else its whole
    label and the keys that press it. I is pressed on each, turn after turn."""
    scene, _label = made(ctx, game)
    frames(scene, screen)
    asked = 0
    for _turn in range(6):
        key(scene, pygame.K_TAB)
        frames(scene, screen, 1)
        for target in list(scene.focus.targets):
            if not _is_button(scene, target):
                continue
            assert scene.focus.focus_on(target.label)
            scene.focus.index = scene.focus.targets.index(target)
            scene.toast = None
            key(scene, pygame.K_i)
            said = scene.toast[0] if scene.toast else ""
            assert "no tooltip" not in said, (game, target.label, said)
            lines = key_tip.lines_for(scene, target, scene.focus.keys)
            assert lines and lines[0] and len(lines) >= 2, (target.label, lines)
            key(scene, pygame.K_ESCAPE)  # the tip down, the focus on
            asked += 1
        assert scene.focus.focus_on(scene.focus.targets[0].label) if scene.focus.targets else True
        key(scene, pygame.K_RETURN)
        frames(scene, screen, 4)
    assert asked > 6


def test_a_button_without_a_tooltip_gives_its_label_and_keys():
    """The words I shows for a plaque the table wrote no tooltip for: its whole label, Enter, and the key
    the table's help binds to it ("(as the End your turn button)")."""
    from tabletop.ui.corp.table.keys import TABLE
    from tabletop.ui.kit.focus import Target

    plaque = Target("End your turn", (10, 10), box=(0, 0, 40, 20))
    lines = key_tip.lines_for(object(), plaque, TABLE)
    assert lines[0] == "End your turn" and "Enter" in lines[1] and "E does the same" in lines[1], lines
    assert key_tip.lines_for(object(), Target("Die 1", (5, 5), "press")) == [], "not a button: no words made up"
    authored = Target("Begin", (10, 10), box=(0, 0, 40, 20), tip=("Begin", "Play the first turn"))
    assert key_tip.lines_for(object(), authored) == ["Begin", "Play the first turn"]


def test_the_spot_beside_the_ring_takes_the_side_with_no_words_and_never_the_kept_card():
    """r27: Back's tip stood above it over the set-up's "1st floor, 30 rooms" while the wood right of the
    plaque was clear; and the "Enter a new door" plaque's tip over the Rooms stack it draws from."""
    window = pygame.Rect(0, 0, 400, 300)
    ring = pygame.Rect(20, 240, 100, 40)  # near the bottom: below does not fit
    words_above = pygame.Rect(0, 150, 200, 90)
    box = key_tip.spot((150, 50), ring, [], window, 8, (), lambda b: 100 if b.colliderect(words_above) else 0)
    assert not box.colliderect(words_above) and not box.colliderect(ring) and box.left >= ring.right
    card = pygame.Rect(0, 0, 400, 235)  # all above the ring is the card it names
    box = key_tip.spot((150, 50), ring, [pygame.Rect(128, 240, 272, 60)], window, 8, [card])
    assert not box.colliderect(card) and not box.colliderect(ring) and window.contains(box)


def test_rises_done_plaques_say_what_ending_the_phase_does_RN_TURN_02(ctx, screen):
    """ "Done playing cards" answered I with "no tooltip" (r27): it says which phase it ends and what comes."""
    scene, _label = made(ctx, "rise")
    frames(scene, screen)
    key(scene, pygame.K_TAB)
    frames(scene, screen, 1)
    done = next(t for t in scene.focus.targets if t.label == "Done playing cards")
    lines = key_tip.lines_for(scene, done, scene.focus.keys)
    assert lines[0] == "Done playing cards" and "phase 1" in lines[1] and "phase 2" in " ".join(lines), lines


def test_the_answers_a_tip_keeps_off_include_the_bars_plaques():
    """The Necromolds set-up's "Place a piece for me" tip stood over its Save (a bar target, left out)."""
    from tabletop.ui.kit.focus import Target

    here = Target("Place a piece for me", (100, 100), box=(50, 90, 100, 20))
    save = Target("Save", (200, 60), box=(170, 50, 60, 20), bar=True)
    assert pygame.Rect(save.box) in key_tip.answers([here, save], here, 1.0)
