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


def _game_screen_classes() -> list[tuple[Path, ast.ClassDef]]:
    """Every class of tabletop/ui built directly on the game screen (`class X(GameScreen)`)."""
    out = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.ClassDef) and any(getattr(b, "id", None) == "GameScreen" for b in node.bases):
                out.append((path, node))
    return out


def test_every_table_draws_its_tooltips_through_the_game_screens_draw_tips():
    """Play-tests r24-r25: the game screen lays the computer's summary over the table after the table is
    drawn, and a tooltip the table drew lay under it. The game screen draws a table's tooltips again
    over it through `draw_tips`: every game's table fills it in and draws its tooltips with it (a table
    that drew them by another way would have them hidden again)."""
    tables = _game_screen_classes()
    games = _game_packages()
    assert {p.relative_to(UI).parts[0] for p, _c in tables} >= games, "every game's table is found"
    bad = []
    for path, cls in tables:
        methods = {f.name: f for f in cls.body if isinstance(f, ast.FunctionDef)}
        named = {
            t.id
            for a in cls.body
            if isinstance(a, ast.Assign)
            for target in a.targets
            for t in (target.elts if isinstance(target, ast.Tuple) else [target])  # `a, b = x, y` names both
            if isinstance(t, ast.Name)
        }
        draw, tips = methods.get("draw"), methods.get("draw_tips") or ("draw_tips" in named or None)
        if tips is None:
            bad.append(f"{path.relative_to(UI)} {cls.name}: no draw_tips")
            continue
        if draw is not None and not any(_calls_self(n, "draw_tips") for n in ast.walk(draw)):
            bad.append(f"{path.relative_to(UI)} {cls.name}: its draw does not call self.draw_tips")
    assert not bad, "\n".join(bad)


def _calls_self(node: ast.AST, name: str) -> bool:
    """Whether `node` is a call of `self.<name>(...)`."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == name
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "self"
    )
