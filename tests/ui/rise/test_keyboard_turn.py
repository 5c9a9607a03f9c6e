"""Issue 26: Rise turns without the mouse. Only key events reach the table (Tab to the thing wanted,
its words read from the focus as a player reads the ring's label, then Enter); Player 2 is the
computer. Whole turns are played from their start to the next seat's turn, and one of them holds a card
played (RN-PLAY-01), a move (RN-MOVE-01) and a fight's decision (RN-DUNG-03, RN-CITY-01), in the
phases of RN-TURN-02."""

from __future__ import annotations

import random

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise.content import board
from tabletop.ui.rise.table import key_path
from tests.ui.rise.conftest import table

FIGHTS = ("dungeon", "city")  # a move there fights
SEED = 5  # a game where, playing as pick() does, a turn holds all three (seed 10 too)


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def labels(scene) -> list[str]:
    if not scene.focus.on:
        key(scene, pygame.K_TAB)
    scene.focus.offer(key_path.targets(scene))
    return [t.label for t in scene.focus.targets]


def press(scene, label: str) -> None:
    """Tab until the focus is on `label`, then Enter."""
    for _ in range(len(labels(scene)) + 1):
        f = scene.focus.focused()
        if f is not None and f.label == label:
            key(scene, pygame.K_RETURN)
            return
        key(scene, pygame.K_TAB)
    raise AssertionError(f"{label!r} is not on offer: {labels(scene)}")


def pick(scene, offered: list[str], rng: random.Random) -> str:
    """A player's choice among what the focus offers: cards and Minions first, a move that fights."""
    names = {s.name: s.kind for s in board(scene.view.side).spaces}
    for first in ("Play ", "Raise a ", "Keep ", "Fight", "Attack", "Follow the quest: it succeeds"):
        hit = [t for t in offered if t.startswith(first)]
        if hit:
            return hit[0]
    fights = [t for t in offered if t.startswith("Move to ") and names.get(t[len("Move to ") :]) in FIGHTS]
    if fights:
        return fights[0]
    looks = [t for t in offered if not t.startswith("Look at ")]  # a look's cards only choose
    return rng.choice(looks or offered)


def test_whole_rise_turns_by_keys_only_one_with_a_card_a_move_and_a_fight(ctx, screen, seed=SEED):
    scene = table(ctx, 2, seed)
    assert not scene.focus.on, "no ring until a key is pressed"
    rng = random.Random(seed)
    turns: dict[int, list] = {}  # turn number -> seat 0's actions in that turn (turns it began)
    done: list[list] = []  # those whole turns: played from their start to the next seat's turn
    for _ in range(6000):
        scene.update(0.5)
        st = scene.session.state
        done = [turns[n] for n in turns if n < st.turn.number]
        if any(_has_all(t) for t in done) or scene.session.outcome() is not None:
            break
        if st.turn.seat == 0 and st.turn.number not in turns:  # seen before any key of this turn
            turns[st.turn.number] = []
        if scene.acting_seat() is None or scene.dice_in_air():
            continue
        offered = labels(scene)
        if not offered:
            continue
        n = len(scene.session.actions)
        press(scene, pick(scene, offered, rng))
        if st.turn.number in turns:
            turns[st.turn.number] += [a for a in scene.session.actions[n:] if a.seat == 0]
    whole = [t for t in done if _has_all(t)]
    assert whole, f"no turn with a card, a move and a fight in {[[type(a).__name__ for a in t] for t in done]}"
    assert scene.session.state.turn.seat == 1, "ended on the next seat's turn"


def _has_all(actions) -> bool:
    kinds = {type(a) for a in actions}
    return A.PlayCard in kinds and A.Move in kinds and bool(kinds & {A.Fight, A.Choose, A.Flee})
