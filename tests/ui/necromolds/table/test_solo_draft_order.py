"""Solo draft (NM-SOLO-22..25): the pool's sub-line "Player 1 chooses the first command die (most
active spellbooks, 6 to 5)" shows only until the round's first pick; the pool's title says who picks
now. It stood under every later pick (play-test r20, fmolds p13-p28)."""

from __future__ import annotations

import random

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import HUMAN
from tabletop.ui.necromolds.solo import pool
from tests.ui.necromolds.table.test_solo_table import person_frame, set_up_to_deploy_done, solo_scene


def test_nm_solo_22_the_first_pick_line_goes_once_a_die_is_taken(ctx, screen):
    from tabletop.ai.necromolds_bot import choose
    from tabletop.games.necromolds import actions as A

    scene = solo_scene(ctx, bot_delay=0.05)
    s = scene.session
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    rng = random.Random(2)
    whole = library().rules.solo.pool_dice  # the pool's dice before a round's first pick
    said_first = said_later = 0
    for _ in range(3000):
        if s.state.phase == "over" or s.state.round > 3:
            break
        person_frame(scene, screen)
        st = scene.view
        if scene.step is None and pool.drafting(st):  # (during his picks too, frame by frame)
            order = scene.draft_order()
            if len(st.solo.pool) < whole:
                assert order == "", f"round {st.round}, {len(st.solo.pool)} dice left: still '{order}'"
                said_later += 1
            else:
                assert "chooses the first command die" in order, order
                said_first += 1
        if scene.playing() or scene.busy() or HUMAN not in s.game.to_act(s.state):
            continue
        assert scene.submit(choose(s.game, s.state, HUMAN, rng))
    assert said_first and said_later, "a round's first pick and later ones were seen"
