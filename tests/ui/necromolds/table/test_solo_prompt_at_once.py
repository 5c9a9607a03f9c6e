"""Solo (NM-SOLO-25, NM-SOLO-45..): when Basalt's last step is on show and the person is to act after it,
the top bar says so at once. His last reason held the bar for its reading time, 1-3 s into the person's
own pick ("Big Spender: Basalt adds 1 die" while their Batadactyl's move die waited: play-test r26); the
log keeps the reason, readable, while the person acts."""

from __future__ import annotations

import os
import random

import pygame

from tabletop.games.necromolds.state import HUMAN
from tabletop.ui.necromolds.solo import pool
from tabletop.ui.necromolds.solo.screen import banner_words
from tests.ui.necromolds.table.test_solo_table import person_frame, set_up_to_deploy_done, solo_scene


def test_nm_solo_25_the_bar_says_it_is_the_persons_turn_at_once_and_the_log_keeps_basalts_reason(ctx, screen):
    from tabletop.ai.necromolds_bot import choose
    from tabletop.games.necromolds import actions as A

    scene = solo_scene(ctx, seed=7, bot_delay=0.7, speed=1.0)
    s = scene.session
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    rng = random.Random(4)
    picks = turns = 0
    for _ in range(40000):
        if s.state.phase == "over" or (picks >= 2 and turns >= 2):
            break
        person_frame(scene, screen)
        last = scene.playing() and scene.frame_at == len(scene.frames) - 1
        if last and scene.combat is None and HUMAN in s.game.to_act(s.state):
            reasons = [f.reason() for f in scene.frames if f.reason() is not None]
            if reasons:
                said = scene.prompt()[0]
                why = reasons[-1].text
                assert said != banner_words(why), f"his reason held the bar on the person's turn: {said}"
                if pool.drafting(scene.view):
                    assert said.startswith("Your pick"), said
                    if why.startswith("Draft question"):  # and under the pool's title
                        assert scene.pool_note() == f"Basalt: {why}", scene.pool_note()
                        if not picks and os.environ.get("SOLO_SHOT"):
                            pygame.image.save(screen, os.environ["SOLO_SHOT"])
                    picks += 1
                else:
                    assert "Player 1" in said, said
                    turns += 1
                assert why in [line.text for line in scene.log_lines()], "the log keeps his last reason"
        if scene.playing() or scene.busy() or HUMAN not in s.game.to_act(s.state):
            continue
        assert scene.submit(choose(s.game, s.state, HUMAN, rng))
    assert picks and turns, (picks, turns)


def test_the_bar_says_the_battle_is_over_with_the_end_screen(ctx, screen):
    """Playing (r27): the winning shot's window closed on the end screen while the bar still read
    "Big Spender: this combat can end the game, so Basalt adds 1 die" for 2-3 s."""
    from tabletop.ai.necromolds_bot import choose
    from tabletop.games.necromolds import actions as A

    scene = solo_scene(ctx, seed=7, bot_delay=0.7, speed=4.0)
    s = scene.session
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    rng = random.Random(4)
    seen = 0
    for _ in range(200000):
        if s.state.phase == "over" and not scene.playing():
            break
        person_frame(scene, screen)
        last = scene.playing() and scene.frame_at == len(scene.frames) - 1
        if s.state.phase == "over" and last and scene.combat is None:  # its window closed
            assert scene.prompt()[0] == "The battle is over"
            seen += 1
        if scene.playing() or scene.busy() or HUMAN not in s.game.to_act(s.state):
            continue
        assert scene.submit(choose(s.game, s.state, HUMAN, rng))
    assert s.state.phase == "over" and seen
