"""The Rise table's keys: one kit KeyTable (tabletop/ui/kit/keys.py) of what each key does; the
table dispatches through it and F1 shows it. ? stays the rules summary it always was (the Rules
button's), so the table binds ? itself and only F1 opens the keys help.

Tab, Shift+Tab, the arrows, 1 to 9 and Enter move and use the keyboard's focus over every gesture on
offer (key_path.py, the kit's focus.py). Esc is the game screen's (the scene's `escape`: put down a tool, else ask before leaving), the
arrows and right-drag the camera's, the wheel the scene's own: they are listed for the help only.
"""

from __future__ import annotations

import pygame

from tabletop.ui.kit.keys import FOCUS, LOG, Binding, KeyTable


def fit_board(scene):
    """Home: the whole board again."""
    return scene.reset_zoom()


def rules(scene):
    """?: the rules summary over the table."""
    return scene.open_rules()


def more(scene):
    """F2: the rules at the section of what the mouse rests on (a card, a Minion, a space)."""
    from tabletop.ui.rise.table.more import more as more_at

    return more_at(scene)


TABLE = KeyTable(
    (
        *FOCUS,
        Binding(pygame.K_QUESTION, "The rules (as the Rules button)", run=rules, name="?"),
        Binding(
            pygame.K_F2,
            "More in the rules about the focused card, Minion or space, else the one under the mouse",
            run=more,
        ),
        LOG,
        Binding(pygame.K_HOME, "Fit the whole board again (as the Fit board button)", run=fit_board),
        Binding(pygame.K_ESCAPE, "Put down a choice you may leave, else ask before leaving for the menu"),
        Binding(pygame.K_RETURN, "Answer yes to a question over the board (its first button)", "the focus off"),
        Binding(None, "Pan the board", "arrows: the focus off", name="Arrows / right-drag"),
        Binding(None, "Zoom the board; over the log, scroll it", name="Wheel"),
    ),
    "Keys at the Rise table",
    question=False,
)
