"""Hot-seat hand-over between set-up steps: the platform's hand-over screen, saying which
step the next player comes to, then that player's set-up screen."""

from __future__ import annotations

from tabletop.ui.necromolds.setup.draw import colour_name
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.handover import HandoverScene as _Handover

WHAT = {
    "necromolds_army": "to mold an army",
    "necromolds_deploy": "to deploy an army",
}


class HandoverScene(_Handover):
    """'Pass the table to Player 2': one button, then the next player's set-up screen."""

    name = "necromolds_handover"

    def __init__(self, ctx, seat: int, colour, then: Scene) -> None:
        what = WHAT.get(getattr(then, "name", ""), "to play")
        others = getattr(getattr(getattr(then, "session", None), "state", None), "seats", None)
        away = (
            "The other players look away." if others is not None and len(others) > 2 else "The other player looks away."
        )
        super().__init__(
            ctx, seat, f"Player {seat + 1}", colour, f"{colour_name(tuple(colour))} · {what}. {away}", then
        )
