"""The replay viewer's keys as a KeyTable: F1 (or ?) in the viewer shows them, and the menu's Keys
screen lists them beside each table's (it finds every `keys.py` with a `TABLE`). The viewer dispatches
them itself (`ReplayScene._key`, which Shift changes); `tests/ui/replay` checks that every key it
answers is a row here, so the help cannot drift from what the keys do."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.keys import Binding, KeyTable

TITLE = "Keys when watching a game"
TAB = "Watching a game"  # its plaque on the Keys screen

TABLE = KeyTable(
    [
        Binding(pygame.K_SPACE, "Play, or pause: one action a beat of the table's pace", name="Space"),
        Binding(pygame.K_EQUALS, "Play faster (up to four times the pace)", name="+"),
        Binding(pygame.K_MINUS, "Play slower (down to half the pace)", name="-"),
        Binding(pygame.K_RIGHT, "One action forward (with Shift: ten)", name="Right"),
        Binding(pygame.K_LEFT, "One action back (with Shift: ten)", name="Left"),
        Binding(pygame.K_HOME, "The set-up, before the first action", name="Home"),
        Binding(pygame.K_END, "The end of the game", name="End"),
        Binding(pygame.K_PAGEDOWN, "The next round (or turn, in a game of turns)", name="Page Down"),
        Binding(pygame.K_PAGEUP, "The round (or turn) before", name="Page Up"),
        Binding(pygame.K_RIGHTBRACKET, "The next fight", name="]"),
        Binding(pygame.K_LEFTBRACKET, "The fight before", name="["),
        Binding(pygame.K_TAB, "The next seat's view (what that player saw)", name="Tab / S"),
        Binding(None, "That player's view", name="1 to 9"),
        Binding(pygame.K_a, "Every seat's view: nothing hidden", name="A / 0"),
        Binding(pygame.K_DOWN, "Focus on the next thing on the table that has a tooltip", name="Down"),
        Binding(pygame.K_UP, "Focus on the thing before", name="Up"),
        Binding(pygame.K_i, "Show or hide the focused thing's tooltip (what resting the mouse on it shows)", name="I"),
        Binding(pygame.K_F2, "More in the rules about the focused thing, else the one under the mouse", name="F2"),
        Binding(pygame.K_ESCAPE, "The focus off, else back to where you came from", name="Esc"),
    ],
    title=TITLE,
)
