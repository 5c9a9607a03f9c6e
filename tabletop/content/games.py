"""The catalogue of games the tabletop offers (assets/games.toml)."""

from __future__ import annotations

import re

import msgspec


class GameInfo(msgspec.Struct, forbid_unknown_fields=True):
    """One game on the main menu."""

    id: str
    title: str
    subtitle: str
    players: str
    rulebook: str
    playable: bool
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
        if not game.title.strip():
            problems.append((f"games[{i}].title", "expected a title"))
        seen.add(game.id)
    if not catalogue.games:
        problems.append(("games", "at least one game is needed"))
    return problems
