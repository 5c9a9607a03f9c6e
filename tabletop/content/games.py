"""The catalogue of games the tabletop offers (assets/games.toml)."""

from __future__ import annotations

import re

import msgspec


class GameInfo(msgspec.Struct, forbid_unknown_fields=True):
    """One game on the main menu: its place in the order and whether it is offered.

    A game with its own package names itself in its spec (title, rulebook, subtitle, players,
    blurb); the words here are for a game listed before its package lands (the menu's "soon")."""

    id: str
    playable: bool
    title: str = ""
    subtitle: str = ""
    players: str = ""
    rulebook: str = ""
    blurb: str = ""


class GameCatalogue(msgspec.Struct, forbid_unknown_fields=True):
    """assets/games.toml: the games, in menu order."""

    games: list[GameInfo]


def validate(catalogue: GameCatalogue) -> list[tuple[str, str]]:
    """Cross-field checks: ids unique and known."""
    problems = []
    seen = set()
    for i, game in enumerate(catalogue.games):
        if game.id in seen:
            problems.append((f"games[{i}].id", f"duplicate id {game.id!r}"))
        if not re.match(r"^[a-z0-9_]{1,40}$", game.id):
            problems.append(
                (f"games[{i}].id", f"expected an id of 1 to 40 lowercase letters, digits or _, got {game.id!r}")
            )
        if game.title and not game.title.strip():
            problems.append((f"games[{i}].title", "expected a title, not only spaces"))
        seen.add(game.id)
    if not catalogue.games:
        problems.append(("games", "at least one game is needed"))
    return problems
