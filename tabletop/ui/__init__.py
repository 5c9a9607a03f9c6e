"""The pygame-ce app: window, render loop, scene stack, camera, screens."""

import os

# Before any module here imports pygame: its banner is noise in a game's terminal and in tests.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
