"""What the Necromolds new-game form asks the rules (its fan rules, a map's id and raised ground, the
clay budget), each answer safe against unreadable content: the rules say what is wrong when the game
starts. Kept apart from the form's layout (new_game.py)."""

from __future__ import annotations

from tabletop.games.necromolds import queries as NQ


def fan_rules() -> list[tuple[str, str, bool]]:
    """(settings key, rulebook name, Basalt's Favorite) of each fan rule, in the rulebook's order."""
    try:
        return NQ.fan_rules()
    except Exception:  # unreadable rules: no switches (the game would not start anyway)
        return []


def has_raised_ground(stem: str) -> bool:
    """True when the map's terrain has surfaces monsters can stand on (High Ground, NM-FAN-09)."""
    try:
        return NQ.has_raised_ground(map_id(stem))
    except Exception:  # an unreadable map: the rules will say so when the game starts
        return False


def map_id(stem: str) -> str:
    """The rules' id of the battle map in levels/necromolds/<stem>.toml."""
    try:
        from tabletop.content.loader import load_toml
        from tabletop.content.mods import files_of
        from tabletop.content.necromolds import BattleMap

        path = next(p for p in files_of("necromolds-maps") if p.stem == stem)  # shipped or a mod's
        return load_toml(path, BattleMap).id
    except Exception:  # unreadable: the rules will say so when the game starts
        return stem.removeprefix("map_")


def clay_budget() -> int:
    """The full clay budget in drams (one container, NM-COMP-14): the rules' query."""
    try:
        return NQ.full_clay_budget()
    except Exception:  # unreadable content: the rules will say so when the game starts
        return 0


def clay_for(share: float) -> int:
    """Drams of clay for a share of the full budget (never below the smallest monster)."""
    try:
        smallest = NQ.smallest_monster_clay()
    except Exception:
        smallest = 1
    return max(smallest, int(round(clay_budget() * share)))
