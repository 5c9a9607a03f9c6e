"""Solo, NM-SOLO-13: while Basalt's army is summoned card by card, the "While you waited" summary over
the log tells only the steps shown so far. It summed up the whole action, so it read "Basalt starts
with 4 gems" while his 4th card was on show and his panel's gems read 0 (play-test r20, fmolds p11)."""

from __future__ import annotations

from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN
from tests.ui.necromolds.table.conftest import frame
from tests.ui.necromolds.table.test_solo_table import DT, set_up_to_deploy_done, solo_scene


def test_nm_solo_13_the_summary_tells_his_gems_only_once_they_are_given(ctx, screen):
    from tabletop.games.necromolds import actions as A

    scene = solo_scene(ctx)
    set_up_to_deploy_done(scene)
    scene.submit(A.DeployDone(seat=HUMAN))
    before_gems = 0
    seconds = 0.0
    while scene.playing():
        shown = [e for f in scene.frames[: scene.frame_at + 1] for e in f.events]
        given = any(isinstance(e.record, SE.BasaltGems) for e in shown)
        lines, _more = scene.computer_summary()
        told = any("gems" in line for line in lines)
        if not given and scene.step is None:  # the table is up (the set-up step has closed)
            assert scene.view.seats[BASALT].gems == 0
            assert not told, f"the summary told his gems before they were given: {lines}"
            before_gems += 1
        frame(scene, screen, DT)
        seconds += DT
        assert seconds < 60
    assert before_gems > 3, "the summoning was shown card by card at the table"
    lines, _more = scene.computer_summary()
    assert any("Basalt starts with 4 gems" in line for line in lines), "once shown, the summary has it"
