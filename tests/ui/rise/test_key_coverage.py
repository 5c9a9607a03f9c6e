"""Issue 26: at set positions of a Rise game, every kind of action the engine allows the seat at the
screen is submitted by some key path (Tab to a target, Enter, and what it opens): moving (RN-MOVE-01),
the Library's or Workshop's card to keep (RN-LIB), a fight's decisions (RN-COMBAT), and the rest on
the plaques."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.rise import scenarios
from tabletop.ui.rise.table import RiseTableScene, key_path
from tests.ui.key_coverage import kinds_by_keys, legal_kinds


def settle(scene):
    for _ in range(3):
        scene.update(0.5)
    scene.focus.offer(key_path.targets(scene))


def played_to(ctx, stage: str, kind) -> RiseTableScene:
    """A 2-player game played by the computer for both seats until Player 1 is at `stage` with an
    action of `kind` legal; then the table with Player 1 a person."""
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise import flow

    for seed in range(1, 40):
        session = flow.start_session({"players": 2}, {1}, seed=seed)
        driver = BotDriver(session, range(2), delay=0.0)
        for _ in range(300):
            st = session.state
            mine = session.game.to_act(st) == [0] and st.turn.stage == stage
            if mine and any(isinstance(a, kind) for a in session.game.legal_actions(st, 0)):
                scene = RiseTableScene(ctx, session, {1}, None, bot_delay=0.0)
                scene.enter()
                scene.no_first_handover()
                scene.driver = None
                return scene
            seat = driver.bot_to_act()
            if seat is None or driver.step(seat) is None or session.outcome() is not None:
                break
    raise AssertionError(f"no game reached {stage}")


def position(ctx, name):
    """A scenario's table, or a played position ("play:...": cards to play, "raise:...": Minions to raise)."""
    from tabletop.games.rise import actions as A

    if name == "play":
        return played_to(ctx, "play", A.PlayCard)
    if name == "raise":
        return played_to(ctx, "raise", A.Raise)
    scene, _ = scenarios.build(ctx, name)
    assert isinstance(scene, RiseTableScene)
    scene.driver = None
    return scene


@pytest.mark.parametrize("name", ["city_combat", "library_choice", "move_reach", "play", "raise"])
def test_every_legal_kind_has_a_key_path(ctx, screen, name):
    scene = position(ctx, name)
    settle(scene)
    wanted = legal_kinds(scene)
    assert wanted, f"{name}: the seat at the screen has something to do"
    got, count = kinds_by_keys(ctx, scene, key_path.targets, settle)
    assert count > 0
    assert wanted <= got, f"{name}: no key path for {sorted(wanted - got)} (keys reached {sorted(got)})"


def test_a_wound_target_names_the_fighter_RN_COMBAT(ctx, screen):
    """fmolds r19: the focus label of a wound read "Wound golem:0:flesh golem" (the fighter's id). It reads
    as the combat's own plaques: the fighter's name."""
    from tabletop.ui.rise.table.choices import fighter_name

    scene = position(ctx, "city_combat")
    settle(scene)
    wounds = [t for t in key_path.targets(scene) if t.label.startswith("Wound ")]  # the rows (plaques: "Wound:")
    assert wounds
    for t in wounds:
        assert ":" not in t.label and "_" not in t.label, t.label
    names = {
        f"Wound {fighter_name(scene.view, what.partition(' ')[2], scene.seat_at_screen)}"
        for what, _p in scene.targets()
        if what.startswith("wound ")
    }
    assert {t.label for t in wounds} == names


@pytest.mark.parametrize("name, words", [("library_choice", "Look at "), ("play", "Play ")])
def test_a_card_target_is_ringed_round_its_edge_with_its_number_on_its_corner_RN_LIB(ctx, screen, name, words):
    """Play-test r25: the focus's numbers on the look window's cards (and the hand's) sat on the cards'
    text, beside the click's point. A card is a target with its box (the part of it that shows), so its
    number goes on its corner and its ring round its edge, as a plaque's."""
    scene = position(ctx, name)
    settle(scene)
    cards = [t for t in key_path.targets(scene) if t.label.startswith(words)]
    assert cards, f"{name}: no card to press"
    for t in cards:
        assert t.box is not None, f"{t.label}: no box"
        box = pygame.Rect(t.box)
        assert box.collidepoint(t.pos), f"{t.label}: the click's point {t.pos} is off its card {box}"
        assert box.height > 60 and box.width > 20, f"{t.label}: {box} is no card"
