"""A finished fight opened again from its line in the log (play-test r18/r19: only the strip's Show
button opened it, and only until the person's next action; a player clicks the fight's line in the log)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.rise.table.fight_log import line_at
from tests.ui.tutorial.conftest import click, move  # a mouse's click: it waits out the click guard


@pytest.fixture
def city_fight(ctx, screen):
    """The city_combat scenario (Player 1 attacks a City) with the computer playing on."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "city_combat")
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0)
    scene.update(1 / 60)
    return scene


def _fight_to_its_end(scene):
    for _ in range(80):
        rec = scene.combat
        if rec is not None and rec.over:
            return rec
        if rec is not None:
            rec.land_all()
        labels = [label for label, _pos in scene.targets() if not label.startswith("Close")]
        if labels and scene.acting_seat() is not None:
            click(scene, dict(scene.targets())[labels[0]])
        else:
            scene.update(0.5)
    raise AssertionError("the fight did not end")


def _app_click(scene, pos) -> None:
    """A click as the app hands it on: the scene's `takes` first (the log's), then its tools."""
    move(scene, pos)
    scene.t += 1.0
    scene.beat.tick(10.0)  # the "Your turn" beat has passed (a click in it goes nowhere)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        event = pygame.event.Event(kind, pos=pos, button=1)
        if scene.takes(event):
            scene.handle_event(event)


def _where(scene, index: int, need: bool = True) -> tuple[int, int] | None:
    """A pixel on the log's line `index` as the panel draws it now (None when it is not on show and not
    `need`ed)."""
    L, lines = scene.layout, scene.log_lines()
    area = scene.log_panel.area(L.log, L.scale)
    for y in range(area.top, area.bottom):
        if line_at(scene.log_panel, lines, L.log, L.scale, (area.centerx, y)) == index:
            return area.centerx, y
    assert not need, f"log line {index} is not on show"
    return None


def test_a_click_on_a_finished_fights_line_in_the_log_shows_it_again(city_fight, screen):
    scene = city_fight
    rec = _fight_to_its_end(scene)
    for _ in range(20):
        rec.tick(0.5)
    dice = [(d.side, d.power, d.roll, d.hit) for d in rec.dice]
    close = next(b for b in scene.buttons if b.label.startswith("Close"))
    scene.draw(screen)
    click(scene, close.rect.center)
    assert scene.combat is None
    lines = scene.log_lines()
    result = max(i for i, line in enumerate(lines) if line.kind == "combat_result")
    other = max(i for i, line in enumerate(lines) if line.kind not in ("combat", "combat_result"))
    scene.draw(screen)
    # the latest of its dice's lines on show in the folded log, else its latest story line on show (how
    # many of its lines the folded log holds depends on how the fight and the turn after it went)
    story = [i for i, line in enumerate(lines[:result]) if line.kind == "combat"]
    shown = [i for i in story[-10:] if _where(scene, i, need=False) is not None]
    assert shown, "none of the fight's lines is on show"
    rolled = next((i for i in reversed(shown) if "rolls" in lines[i].text), shown[-1])

    _app_click(scene, _where(scene, rolled))  # one of its dice's lines: the fight again, the log not opened
    again = scene.combat
    assert again is not None and again.over and scene.docked() and not scene.log_panel.expanded
    assert [(d.side, d.power, d.roll, d.hit) for d in again.dice] == dice
    assert not again.rolling and again.result == rec.result
    assert not scene.busy()  # shown again, it holds nobody up
    scene.draw(screen)

    click(scene, next(b for b in scene.buttons if b.label.startswith("Close")).rect.center)
    assert scene.combat is None
    scene.draw(screen)
    _app_click(scene, _where(scene, scene.log_lines().index(lines[other])))  # any other line: the log taller
    assert scene.log_panel.expanded and scene.combat is None
    scene.draw(screen)
    result = max(i for i, line in enumerate(scene.log_lines()) if line.kind == "combat_result")
    _app_click(scene, _where(scene, result))  # the opened log: its result line shows the fight, the log folds
    assert scene.combat is not None and scene.combat.result == rec.result and not scene.log_panel.expanded
    pygame.event.clear()


def test_close_keeps_its_place_when_the_finished_fight_folds(city_fight, screen):
    """r27 (was r19's "no Close once folded"): when the finished fight folds to its strip as the next turn
    gets under way, "Close the combat" stays where it stood among the choices, so a quick second click
    meant for it cannot land on the choice that took its place (r26: a Zombie raised by a click meant for
    Close). The strip is still on show: Close closes it, and nothing is played."""
    scene = city_fight
    _fight_to_its_end(scene)
    scene.draw(screen)
    close = next(b for b in scene.buttons if b.label == "Close the combat")
    scene.fold_combat(True)
    scene.update(1 / 60)
    scene.draw(screen)
    assert any(b.label == "Show" for b in scene.buttons)
    folded = next((b for b in scene.buttons if b.rect == close.rect), None)
    assert folded is not None and folded.label == "Close the combat"
    n = len(scene.session.actions)
    click(scene, close.rect.center)
    assert scene.combat is None and len(scene.session.actions) == n


def test_close_stays_put_through_the_computers_turn_to_the_persons_next(city_fight, screen):
    """The play-tester's sequence (r26): the person's fight ends, the computer plays its turn (the panel
    folds), the person's turn comes with its own choices; "Close the combat" stands on the same plaque
    all along until the person closes it or plays on."""
    scene = city_fight
    rec = _fight_to_its_end(scene)
    scene.draw(screen)
    close = next(b for b in scene.buttons if b.label == "Close the combat").rect
    for _ in range(400):  # the computer waits out the result, then plays its turn
        scene.update(0.25)
        scene.draw(screen)
        if scene.combat is not rec:
            break
        assert [b.label for b in scene.buttons if b.rect == close] == ["Close the combat"]
        if scene.combat_min and scene.acting_seat() == 0 and not scene.beat.on:
            break
    assert scene.combat is rec and scene.combat_min and scene.acting_seat() == 0
    n = len(scene.session.actions)
    click(scene, close.center)  # a click on it now closes the strip, and plays nothing
    assert scene.combat is None and len(scene.session.actions) == n
