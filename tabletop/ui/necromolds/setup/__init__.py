"""The Necromolds set-up screens: terrain, army builder, deployment, and the hand-over between seats.

`scenario_screen` shows a scenario stopped in a set-up phase (tabletop.ui.necromolds.scenarios calls
it), drawn by `flow.scene_for`, as in play.
"""

from __future__ import annotations


def scenario_screen(ctx, session, scenario):
    """The set-up screen for a scenario's session, as a still picture (bots and dice stopped)."""
    from tabletop.ui.necromolds import flow

    colours = [tuple(c) for c in scenario.game.colours] or None
    from tabletop.ui.necromolds import persist

    scene = flow.scene_for(ctx, session, set(scenario.game.bots), colours or persist.DEFAULT_COLOURS)
    scene.still = True
    if hasattr(scene, "roll_t"):
        scene.roll_t = 99.0
    return scene
