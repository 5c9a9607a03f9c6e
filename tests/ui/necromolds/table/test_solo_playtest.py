"""What the r26 play-test of a whole solo game against Basalt LaSeur found at the table.

solo_playtest_game.json is a solo game (settings, seed, Player 1's actions): each test replays it to a
point and plays the next action through the table. Its first 31 actions are the person's, as the save
kept them; the rest are the Easy bot's. r28 changed Basalt's draft (a question's "Yes" needs all its dice
in the pool now, NM-SOLO-28): the person's game went another way after action 31, so it was recorded
again from there with `PYTHONPATH=. .venv/bin/python tests/ui/necromolds/table/test_solo_playtest.py`
(`rerecord`), and the tests moved to the same moments in the new game. A change to Basalt's decisions
that breaks the replay: record it again that way, check that each test's moment is still there (the
indices below), and say why in the commit."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.necromolds.flow import scene_for
from tabletop.ui.necromolds.solo import pool
from tabletop.ui.necromolds.solo.screen import SoloScreen
from tests.ui.necromolds.table.conftest import frame

DT = 1 / 30
GAME = Path(__file__).with_name("solo_playtest_game.json")
PERSON = 31  # the actions the person played (r26); the Easy bot's after them


def _solo_at(ctx, played: int):
    """The game after its first `played` actions, at its table: (scene, the next action)."""
    data = json.loads(GAME.read_text())
    game = get_game("necromolds")
    session = Session(game, data["settings"], data["seed"])
    actions = [game.decode_action(a) for a in data["actions"]]
    for a in actions[:played]:
        session.submit(a)
    ctx = SimpleNamespace(size=ctx.size, manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = scene_for(ctx, session, [], [])
    assert isinstance(scene, SoloScreen)
    scene.enter()
    scene.no_first_handover()
    return scene, actions[played]


def _until_dice_land(scene, screen) -> None:
    """Frames while Basalt's steps are shown and dice roll (a combat's window left up, as at the table)."""
    t = 0.0
    while (scene.playing() or (scene.combat is not None and scene.combat.rolling > 0)) and t < 60:
        frame(scene, screen, DT)
        scene.prompt()  # worked out every frame, as the banner does
        t += DT


def test_the_second_shooter_is_told_to_click_a_target_after_basalts_steps(ctx, screen):
    """Playing (r26): Graveghoul 2 shot, Basalt answered with Big Spender (steps shown one by one), and
    then the bar said "no enemy in range and sight: End command" while Graveghoul 1 had four glowing
    targets: whether anyone could shoot was worked out on the combat step on show, and kept. In the game
    recorded again (r28): Mud Mump 1 shoots Basalt's Insectomite, he adds a die, and Mud Mump 2 is next."""
    scene, shot = _solo_at(ctx, 78)
    assert scene.submit(shot)
    assert scene.playing(), "Basalt's Big Spender is shown step by step"
    _until_dice_land(scene, screen)
    scene.close_combat()
    for _ in range(int(4 / DT)):  # Basalt's last reason stays up a moment to be read
        frame(scene, screen, DT)
    st = scene.session.state
    assert st.phase == "command" and st.command.kind == "ranged"
    assert scene.anyone_can_shoot()
    assert "click a glowing monster, then a green target" in scene.prompt()[0]


def test_the_next_rounds_pool_waits_for_the_last_combats_window(ctx, screen, monkeypatch):
    """Playing (r26): Basalt's Mud Mump shot Wispwraith, the last command of round 6; round 7's common
    pool was drawn over that combat's result (its dice, names and hits under the pool) and its dice
    could be taken through the window. The pool shows once Continue closes the window (NM-SOLO-21). In
    the game recorded again (r28): Basalt's Insectomite moves and shoots Wispwraith, round 4's last command."""
    scene, defence = _solo_at(ctx, 71)
    assert scene.submit(defence)
    _until_dice_land(scene, screen)
    assert scene.combat is not None and scene.combat.done, "the result stays up until Continue"
    assert pool.drafting(scene.view)
    drawn = []
    real = pool.draw_pool
    monkeypatch.setattr(pool, "draw_pool", lambda *a, **k: drawn.append(1) or real(*a, **k))
    frame(scene, screen, DT)
    assert not drawn, "no pool over the combat's window"
    view = scene.tool_view()
    rects = pool.pool_rects(view.layout, len(view.state.solo.pool), view)
    n = len(scene.session.actions)
    tests_conftest = __import__("tests.ui.necromolds.table.conftest", fromlist=["click"])
    tests_conftest.click(scene, rects[0].center)
    assert len(scene.session.actions) == n and scene.pool_drag() is None, "nothing taken through the window"
    scene.close_combat()
    frame(scene, screen, DT)
    assert drawn, "the pool once the window is closed"


def test_no_draw_button_against_basalt_who_refuses_every_draw(ctx, screen):
    """Playing (r26): the solo table's toolbar had Draw, whose question said "The other players answer
    in turn. If every one accepts…"; the rules play Basalt, who refuses every draw (NM-SOLO-19, the
    engine's answer), so the offer was never a choice. Against Basalt there is no Draw button."""
    import pygame

    from tabletop.games.necromolds import queries as NQ
    from tabletop.ui.necromolds.table import draw_offer

    scene, _next = _solo_at(ctx, 60)
    frame(scene, screen, DT)
    view = scene.tool_view()
    st = scene.session.state
    assert 0 in scene.session.game.to_act(st) and NQ.why_no_draw_offer(st, 0) is None, "he could offer one"
    assert draw_offer.offer_button(scene, view, pygame.Rect(0, 0, 80, 30)) is None
    assert scene.buttons.get("draw") is None


def rerecord(bot_name: str = "easy") -> None:
    """Record the game again: the person's first PERSON actions, then `bot_name`'s for Player 1 to the end
    (the human's seat is the only one that acts by choice; the rules play Basalt)."""
    from tabletop.ai import get_bot
    from tabletop.core.rng import RNG

    data = json.loads(GAME.read_text())
    game = get_game("necromolds")
    session = Session(game, data["settings"], data["seed"])
    person = [game.decode_action(a) for a in data["actions"][:PERSON]]
    bot, rng = get_bot("necromolds", bot_name), RNG(data["seed"], stream=7)
    while session.outcome() is None and len(session.actions) < 400:
        view = game.view(session.state, 0)
        i = len(session.actions)
        session.submit(person[i] if i < PERSON else bot(game, view, 0, rng))
    data["actions"] = [game.encode_action(a) for a in session.actions]
    GAME.write_text(json.dumps(data))


if __name__ == "__main__":
    rerecord()
