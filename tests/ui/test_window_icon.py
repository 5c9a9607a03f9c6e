"""The window carries the app's icon (issue 14: the installed app shows its own icon in the title
and task bar, not pygame's), and the command line names itself as it was started."""

from __future__ import annotations

import pygame


def test_the_app_sets_its_own_window_icon(user_home, monkeypatch):
    from tabletop.ui.app import App

    icons = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: icons.append(surf.get_size()) or real(surf))
    app = App(size=(1280, 800))
    app.close()
    assert icons and min(icons[0]) >= 32  # the shipped icon.png, a real picture


def test_help_names_the_installed_command(monkeypatch):
    from tabletop.cli import build_parser

    monkeypatch.setattr("sys.argv", ["/usr/bin/necro-tabletop", "--help"])
    assert build_parser().prog == "necro-tabletop"
    monkeypatch.setattr("sys.argv", ["/home/me/.venv/bin/tabletop"])
    assert build_parser().prog == "tabletop"
    monkeypatch.setattr("sys.argv", ["-c"])
    assert build_parser().prog == "tabletop"
