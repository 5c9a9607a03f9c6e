"""Basic play's What Next? steps at the table (NM-BASIC-37..42): with step 4 the assign phase and
the slots appear as in standard play; without it dice are chosen from the tray; with step 5 and no
slots a magic (or wild) die offers "activate <book>'s magic" (ActivateMagic) besides the gem.

Whole games are played by a scripted human (seat 0) through the table's UI events against the bot."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import legal
from tabletop.games.necromolds.setup import BASIC_STEPS
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.necromolds.table import TableScene
from tabletop.ui.necromolds.table import queries as Q
from tests.ui.necromolds.table.conftest import click, frame, mouse, press_combat_button, screen_of

ALL = {"basic_terrain": True, **dict.fromkeys(BASIC_STEPS, True)}


def table(ctx, settings: dict, seed: int, bots=frozenset({1})) -> TableScene:
    """A basic game with these steps, set up by bots, at the table."""
    session = Session(get_game("necromolds"), {"mode": "basic", "map": "twins_vale", **settings}, seed)
    setup = BotDriver(session, [0, 1], delay=0.0)
    while session.state.phase not in ("assign", "turns", "command", "over"):
        setup.step(setup.bot_to_act())
    scene = TableScene(ctx, session, set(bots), None, bot_delay=0.0)
    scene.enter()
    return scene


class Player:
    """Seat 0 played through clicks and drags, as a person would; `activate` prefers a magic
    ability over the gem when the tray's menu offers one."""

    def __init__(self, scene, activate: bool = True):
        self.scene, self.activate = scene, activate
        self.menus: list[list[str]] = []

    def _choose(self, prefer) -> None:
        sc = self.scene
        rects = sc._menu_rects()
        self.menus.append([opt for _r, opt in rects])
        pick = next((r for r, opt in rects if prefer(opt)), rects[0][0])
        click(sc, pick.center)

    def act(self) -> None:
        sc, st = self.scene, self.scene.state
        if sc.combat is not None and not sc.anims.moving():
            press_combat_button(sc)
            return
        if st.phase == "assign" and not st.seats[0].assign_done:
            self._assign()
        elif st.phase == "turns" and st.turn_seat == 0:
            dice = sc.panel_look(0).clickable_dice
            if not st.uses_slots():
                for rect, die in sc.hits[0].tray:
                    if die in dice:
                        click(sc, rect.center)
                        if sc.menu is not None:
                            self._choose(lambda o: o.startswith("activate:") if self.activate else o == "move")
                        return
            for rect, _b, _j, die in sc.hits[0].slots:
                if die in dice:
                    click(sc, rect.center)
                    return
        elif st.phase == "command" and st.command.seat == 0:
            for mid in Q.actors(st):
                if st.command.kind == "move":
                    for move in legal.move_candidates(st, mid)[:3]:
                        m, end = st.monster(mid), move.path[-1]
                        mouse(sc, "move", screen_of(sc, m.x, m.y))
                        mouse(sc, "down", screen_of(sc, m.x, m.y))
                        mouse(sc, "move", screen_of(sc, *end))
                        mouse(sc, "up", screen_of(sc, *end))
                        if sc.state is not st:
                            return
                else:
                    targets = legal.ranged_targets(st, mid)
                    if targets:
                        m, e = st.monster(mid), st.monster(targets[0])
                        click(sc, screen_of(sc, m.x, m.y))
                        click(sc, screen_of(sc, e.x, e.y))
                        if sc.state is not st:
                            return
            click(sc, sc.buttons.get("end_command").rect.center)

    def _assign(self) -> None:
        """Drag each die onto the first open slot that takes it (a wild die is first turned to
        move through its face menu); then Done."""
        sc, st = self.scene, self.scene.state
        for rect, die in sc.hits[0].tray:
            d = st.seats[0].dice[die]
            if d.status != "rolled":
                continue
            if d.face == "wild":
                click(sc, rect.center)
                if sc.menu is not None:
                    self._choose(lambda o: o == "move")
                return
            target = next((a for a in legal.legal_actions(st, 0) if isinstance(a, A.Assign) and a.die == die), None)
            if target is None:
                continue
            slot = next(r for r, b, j, _d in sc.hits[0].slots if b == target.book and j == target.slot)
            mouse(sc, "move", rect.center)
            mouse(sc, "down", rect.center)
            mouse(sc, "move", slot.center)
            mouse(sc, "up", slot.center)
            assert sc.state is not st, f"dragging die {die} onto {target} did nothing"
            return
        b = sc.buttons.get("done_0")
        if b is not None and b.enabled:
            click(sc, b.rect.center)


def play_to_the_end(scene, screen, player: Player) -> None:
    session = scene.session
    for _ in range(20000):
        frame(scene, screen, 0.2)
        if session.state.phase == "over" and scene.combat is None:
            break
        if 0 in session.game.to_act(session.state) or (scene.combat is not None and scene.combat.done):
            player.act()
    assert session.state.phase == "over", session.state.phase
    frame(scene, screen)
    assert scene.buttons.get("rematch") is not None and scene.buttons.get("leave") is not None


def test_all_steps_on_assign_phase_slots_and_a_whole_game(ctx, screen):
    """Step 4: an assign phase with slots on the cards (the magic slot too, with step 5); the
    human's dice go on slots by dragging and are performed from the cards."""
    scene = table(ctx, ALL, 11)
    st = scene.state
    assert st.phase == "assign" and st.uses_slots() and st.uses_abilities()
    frame(scene, screen)
    slots = {(b, j) for _r, b, j, _d in scene.hits[0].slots}
    assert any(j == -1 for _b, j in slots) and any(j >= 0 for _b, j in slots)
    player = Player(scene)
    play_to_the_end(scene, screen, player)
    mine = [a for a in scene.session.actions if getattr(a, "seat", None) == 0]
    assert any(isinstance(a, A.Assign) for a in mine) and any(isinstance(a, A.StartCommand) for a in mine)
    assert not any(isinstance(a, A.ActivateMagic) for a in scene.session.actions)
    scene.exit()


def test_only_step_5_tray_dice_and_activate_magic_in_a_whole_game(ctx, screen):
    """Step 5 alone: no assign phase, no slots; a magic or wild die's menu offers a spellbook's
    magic besides the gem, and the human activates magic abilities during the game."""
    scene = table(ctx, {"basic_abilities": True}, 5)
    st = scene.state
    assert st.phase in ("turns", "command") and not st.uses_slots() and st.uses_abilities()
    frame(scene, screen)
    assert scene.hits[0].slots == [] and scene.hits[0].tray
    player = Player(scene)
    play_to_the_end(scene, screen, player)
    offered = [opts for opts in player.menus if any(o.startswith("activate:") for o in opts)]
    assert offered, player.menus
    assert any(isinstance(a, A.ActivateMagic) and a.seat == 0 for a in scene.session.actions)
    scene.exit()


@pytest.mark.parametrize(
    "steps",
    [
        {},
        {"basic_distances": True},
        {"basic_slots": True},
        {"basic_skills": True, "basic_slots": True, "basic_distances": True},
    ],
)
def test_other_combinations_render_and_play_a_round(ctx, screen, steps):
    """Any combination of steps: the table draws and a round passes without errors."""
    scene = table(ctx, steps, 3)
    player = Player(scene, activate=False)
    start = scene.state.round
    for _ in range(3000):
        frame(scene, screen, 0.2)
        if scene.state.round > start or scene.state.phase == "over":
            break
        if 0 in scene.session.game.to_act(scene.state) or (scene.combat is not None and scene.combat.done):
            player.act()
    assert scene.state.round > start or scene.state.phase == "over"
    assert (scene.hits[0].slots != []) == bool(steps.get("basic_slots"))
    assert all(j != -1 for _r, _b, j, _d in scene.hits[0].slots)  # no magic slot without step 5
    scene.exit()


def _to_magic_turn(ctx, screen, face: str):
    """Only step 5: the human's turn with a `face` die in the tray (the dice are set by hand)."""
    scene = table(ctx, {"basic_abilities": True}, 5, bots=frozenset())
    session = scene.session
    while not (session.state.phase == "turns" and session.state.turn_seat == 0):
        seat = session.game.to_act(session.state)[0]
        session.submit(
            next(
                a
                for a in session.game.legal_actions(session.state, seat)
                if isinstance(a, (A.StartCommand, A.EndCommand))
            )
        )
    st = session.state
    st.seats[0].dice[0].face, st.seats[0].dice[0].status = face, "rolled"
    scene._relayout()
    frame(scene, screen)
    return scene


@pytest.mark.parametrize("face", ["magic", "wild"])
def test_the_activate_control_submits_activate_magic(ctx, screen, face):
    scene = _to_magic_turn(ctx, screen, face)
    st = scene.state
    book = st.active_books(0)[0]
    rect = scene.layout.panels[0].die(0)
    click(scene, pygame.Rect(rect).center)
    assert scene.menu is not None and scene.menu.purpose == "basic"
    options = dict(scene.basic_die_options(0, 0))
    assert options["magic"].startswith("take 1 gem")
    assert options[f"activate:{book}"].startswith("activate ") and options[f"activate:{book}"].endswith("'s magic")
    assert ("move" in options) == (face == "wild")
    frame(scene, screen)  # the menu draws with its longer labels
    target = next(r for r, opt in scene._menu_rects() if opt == f"activate:{book}")
    n = len(scene.session.actions)
    click(scene, target.center)
    assert scene.session.actions[n] == A.ActivateMagic(seat=0, die=0, book=book)
    assert scene.state.magic_active(0, book)
    frame(scene, screen)
    assert 0 in [i for _r, i in scene.hits[0].tray]  # the activated die stays in the tray, spent
    scene.exit()


def test_taking_the_gem_still_works_with_step_5(ctx, screen):
    scene = _to_magic_turn(ctx, screen, "magic")
    gems = scene.state.seats[0].gems
    click(scene, pygame.Rect(scene.layout.panels[0].die(0)).center)
    target = next(r for r, opt in scene._menu_rects() if opt == "magic")
    click(scene, target.center)
    assert scene.state.seats[0].gems == gems + 1 and not any(
        scene.state.magic_active(0, b) for b in scene.state.active_books(0)
    )
    scene.exit()


def test_a_magic_die_without_step_5_gives_its_gem_at_once(ctx, screen):
    scene = table(ctx, {}, 5, bots=frozenset())
    session = scene.session
    while not (session.state.phase == "turns" and session.state.turn_seat == 0):
        seat = session.game.to_act(session.state)[0]
        session.submit(
            next(
                a
                for a in session.game.legal_actions(session.state, seat)
                if isinstance(a, (A.StartCommand, A.EndCommand))
            )
        )
    session.state.seats[0].dice[0].face, session.state.seats[0].dice[0].status = "magic", "rolled"
    scene._relayout()
    frame(scene, screen)
    gems = session.state.seats[0].gems
    click(scene, pygame.Rect(scene.layout.panels[0].die(0)).center)
    assert scene.menu is None and session.state.seats[0].gems == gems + 1
    scene.exit()
