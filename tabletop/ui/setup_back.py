"""Back on a new game's set-up screen (the building or the board being set up, before Begin): the game
was never begun, so it is not left waiting under Resume, and the player is back at the new-game form
(which remembers what was chosen) to change a setting. Shared by the games' set-up tools; knows no game."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.ui.scene import Transition, replace


def back_to_the_form(ctx, session: Session) -> Transition:
    """Drop the unbegun game (its autosave; the unfinished game it took the place of comes back) and
    show its game's new-game form in the table's place."""
    from tabletop.ui import persist, registry

    persist.discard_unbegun(session)
    return replace(registry.new_game_scene(ctx, session.game.name))
