"""The NecronomiCORP table's keys: one kit KeyTable (tabletop/ui/kit/keys.py) of what each key does;
the table dispatches through it and F1 (or ?) shows it. Esc is the game screen's (put down a menu,
else ask before leaving); the arrows and right-drag pan the camera, the wheel zooms: listed for help."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.keys import FOCUS, LOG, Binding, KeyTable


def fit_building(scene):
    """Home: the whole building again."""
    return scene.reset_zoom()


def end_turn(scene):
    """E: end your turn, where you may."""
    return scene.press_key("end_turn")


def next_page(scene):
    """Page Down: the next page of choices."""
    return scene.turn_page(1)


def prev_page(scene):
    """Page Up: the page of choices before."""
    return scene.turn_page(-1)


def save(scene):
    """Ctrl+S: save the game."""
    return scene.save()


def rules(scene):
    """?: the rules at hand (as the Rules button)."""
    from tabletop.ui.corp.rules_summary import open_rules

    return open_rules(scene.ctx)


def more(scene):
    """F2: the rules at the section of what the mouse rests on (a room, a card, a monster)."""
    from tabletop.ui.corp.rules_summary import open_rules, section_for

    section = section_for(scene.tool_view().at(scene.mouse))
    return open_rules(scene.ctx, section) if section is not None else None


def undo(scene):
    """Ctrl+Z: undo where the rules allow."""
    return scene.undo()


TABLE = KeyTable(
    (
        *FOCUS,
        Binding(pygame.K_QUESTION, "The rules at hand, searchable (as the Rules button)", run=rules, name="?"),
        Binding(
            pygame.K_F2,
            "More in the rules about the focused room, card or monster, else the one under the mouse",
            run=more,
        ),
        LOG,
        Binding(pygame.K_HOME, "Fit the whole building again", run=fit_building),
        Binding(pygame.K_e, "End your turn (as the End your turn button)", run=end_turn),
        Binding(pygame.K_PAGEDOWN, "The next page of choices", run=next_page),
        Binding(pygame.K_PAGEUP, "The page of choices before", run=prev_page),
        Binding(pygame.K_s, "Save the game", run=save, ctrl=True),
        Binding(pygame.K_z, "Undo your last action where the rules allow", run=undo, ctrl=True),
        Binding(pygame.K_ESCAPE, "Put down a menu, else ask before leaving for the menu"),
        Binding(None, "Pan the building", "arrows: the focus off", name="Arrows / right-drag"),
        Binding(None, "Zoom the building; over the log, scroll it", name="Wheel"),
        Binding(
            None,
            "Drag a weapon or item of yours onto a character in your area to give it (Tab reaches each gift too)",
            name="Drag",
        ),
    ),
    "Keys at the NecronomiCORP table",
    question=False,  # ? opens the rules at hand; F1 the keys
)
