"""Solo (NM-SOLO-52..54): while one of Basalt's combats shows its dice tumbling, the log does not yet
say what they rolled. The log during his steps shows the events up to the step on show, and a step
that rolls held its roll line back only in the live table's way (the newest action), so the line
"Basalt's Batadactyl 1 rolls ..." stood under the tumbling dice (play-test r20)."""

from __future__ import annotations

import random

from tabletop.games.necromolds.state import HUMAN
from tests.ui.necromolds.table.conftest import frame
from tests.ui.necromolds.table.test_solo_table import DT, set_up_to_deploy_done, solo_scene


def test_the_log_keeps_basalts_roll_until_his_dice_land(ctx, screen):
    from tabletop.ai.necromolds_bot import choose
    from tabletop.games.necromolds import actions as A

    scene = solo_scene(ctx, seed=7, bot_delay=0.05, speed=1.0)
    s = scene.session
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    rng = random.Random(3)
    checked = 0
    for _ in range(20000):
        if s.state.phase == "over" or checked >= 3:
            break
        rec = scene.combat
        if scene.playing() and rec is not None and rec.rolling > 0:
            rolls = [e.text for e in scene.frames[scene.frame_at].events if e.kind == "roll"]
            said = {line.text for line in scene.log_lines()}
            assert not said & set(rolls), f"the log told the roll while the dice tumble: {said & set(rolls)}"
            checked += 1 if rolls else 0
        if rec is not None and rec.done and rec.rolling <= 0:
            scene.close_combat()
        if scene.step is not None and scene.step.holds_screen():
            scene.press("done")
        frame(scene, screen, DT)
        if scene.playing() or scene.busy() or HUMAN not in s.game.to_act(s.state):
            continue
        assert scene.submit(choose(s.game, s.state, HUMAN, rng))
    assert checked, "no combat of Basalt's was seen rolling"
