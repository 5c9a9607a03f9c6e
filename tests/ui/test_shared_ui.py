"""Issue 20: a game is its own folder. The shared UI (every module of tabletop/ui outside the games'
own folders) imports no game's rules or screens: e.g. the battle map reader lives in ui/necromolds/."""

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "tabletop"
UI = PKG / "ui"


def _game_packages() -> set[str]:
    """The game folders' names: the packages of tabletop/games/ with a spec (as the registry finds them),
    each with its screens in tabletop/ui/<name>/."""
    return {p.name for p in (PKG / "games").iterdir() if (p / "spec.py").is_file()}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_shared_ui_imports_no_game():
    games = _game_packages()
    assert "necromolds" in games  # the check below is about real folders
    shared = [p for p in UI.rglob("*.py") if p.relative_to(UI).parts[0] not in games]
    bad = []
    for path in shared:
        for name in _imports(path):
            parts = name.split(".")
            if parts[:2] in (["tabletop", "games"], ["tabletop", "ui"]) and len(parts) > 2 and parts[2] in games:
                bad.append(f"{path.relative_to(UI)} imports {name}")
    assert not bad, "shared UI modules naming a game:\n" + "\n".join(bad)
