"""The turn's standing plaques keep their places from turn to turn (NC-TURN-05, NC-TURN-10): End your turn and
"Drop a weapon or item..." stand in one place each, the last of the first page, and no other plaque ever
stands where one of them stood (play-test r27: End your turn sat first after a step back to the hallway,
second on a later turn, the first place left empty, and a click where it had been opened the drops instead;
as Rise's "Close the combat" now keeps its place, tests/ui/rise/test_fight_from_log.py)."""

from __future__ import annotations

import itertools
import random

import pytest

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table.offer import arrange
from tests.ui.corp.conftest import click, table

STANDING = ("End your turn", "Drop a weapon or item...")


def _plaques(scene) -> dict:
    """The choices panel's plaques on show: rect -> words."""
    return {tuple(b.rect): b.label for b in scene.buttons if b.key.startswith("choice")}


def _play(scene, screen, seed: int, gestures: int):
    """A person clicking what is offered (End your turn now and then, so a turn has its steps), every frame
    drawn and its plaques kept: [(the plaques, where the person's last click was)]."""
    rng = random.Random(seed)
    frames: list = []
    last = None
    for _ in range(gestures * 6):
        scene.update(0.5)
        scene.draw(screen)
        if scene.page == 0:
            frames.append((_plaques(scene), last))
        if scene.session.outcome() is not None or len([f for f in frames if f[1] is not None]) > gestures:
            break
        if scene.acting_seat() != 0:
            continue
        clicks = [t for t in scene.targets() if t[0] not in ("Give a weapon or item...",)]
        ends = [t for t in clicks if t[0] == "End your turn"]
        others = [t for t in clicks if t[0] != "End your turn"]
        pick = rng.choice(ends) if ends and (not others or rng.random() < 0.3) else rng.choice(others)
        click(scene, pick[1])
        last = tuple(int(v) for v in pick[1])
    return frames


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 5)])
def test_end_your_turn_and_the_drops_keep_one_place_each_turn_after_turn_NC_TURN_05(ctx, screen, players, seed):
    """Played by clicks, alone and with the computer's turns between: End your turn and the drops' plaque
    each stand in one place all game; a place that showed one of them shows it again or nothing the next
    frame, never another plaque; and the plaque just clicked is never replaced under the pointer."""
    scene = table(ctx, {"players": players}, seed)
    frames = _play(scene, screen, seed, 120)
    places: dict = {label: set() for label in STANDING}
    for plaques, _ in frames:
        for rect, label in plaques.items():
            if label in places:
                places[label].add(rect)
    assert all(places.values()), places  # both were offered
    assert all(len(rects) == 1 for rects in places.values()), places
    turns = scene.session.state.turn.number
    assert turns >= 4, turns  # turn after turn
    for (before, _), (after, clicked) in itertools.pairwise(frames):
        for rect, label in before.items():
            if label in STANDING:
                assert after.get(rect) in (None, label), (label, after.get(rect))
        if clicked is not None:
            was = next((label for rect, label in before.items() if _hit(rect, clicked)), None)
            now = next((label for rect, label in after.items() if _hit(rect, clicked)), None)
            assert was is None or now in (None, was), (was, now)


def _hit(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


def test_arrange_keeps_the_standing_places_whatever_else_is_offered():
    """offer.arrange with places held: the standing plaques at theirs, shown or not; the others laid in the
    places left, never in a held one, a new step laid afresh around them."""
    held = (7, 6)
    fixed = {"End": 7, "Drop...": 6}
    assert arrange([], ["Door", "Up", "Drop...", "End"], False, None, None, fixed, held) == [
        "Door", "Up", None, None, None, None, "Drop...", "End",
    ]  # fmt: skip
    # more plaques than the places left: on past the held places (the next page)
    many = [f"P{i}" for i in range(8)]
    out = arrange([], [*many, "End"], False, None, None, {"End": 7}, held)
    assert out[:6] == many[:6] and out[6] is None and out[7] == "End" and out[8:] == many[6:]
    # the drops gone (nothing held): their place stays empty; the pointer on End's place
    before = ["Door", "Up", None, None, None, None, "Drop...", "End"]
    out = arrange(before, ["Claim", "Lie"], False, 7, "End", {}, held)
    assert out == ["Claim", "Lie"]


def test_end_your_turn_is_a_new_plaque_to_the_click_guard_each_turn(ctx, screen):
    """Alone, one turn follows another with nothing between and End your turn stands where it stood: a
    double click on it ends one turn, not two (the second click finds the next turn's plaque new under
    the pointer and waits its moment, the kit's ClickGuard)."""
    import pygame

    scene = table(ctx, {"players": 1}, 3)
    scene.update(0.1)
    scene.draw(screen)
    end = next(b for b in scene.buttons if b.label == "End your turn")
    pos = end.rect.center
    turn = scene.session.state.turn.number
    click(scene, pos)
    scene.update(0.01)
    scene.draw(screen)
    assert scene.session.state.turn.number == turn + 1
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # the double click's second, at once
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))
    assert scene.session.state.turn.number == turn + 1
    assert sum(isinstance(a, A.EndTurn) for a in scene.session.actions) == 1
