"""DESIGN.md's layers: nothing imports upward, and rules/geometry never import pygame."""

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "tabletop"

# layer -> the tabletop layers it may import (besides itself)
ALLOWED = {
    "core": {"paths"},
    "content": {"core", "paths"},
    "geometry": {"core"},
    "physics": {"core", "geometry"},
    "games": {"core", "content", "geometry", "physics", "paths"},
    "ai": {"core", "content", "geometry", "physics", "games", "paths"},
    "ui": {"core", "content", "geometry", "physics", "games", "ai", "paths", "simulate", "replay"},
}
HEADLESS = {"core", "content", "geometry", "physics", "games", "ai"}


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def modules(layer):
    return sorted((PKG / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_downward(layer):
    bad = []
    for path in modules(layer):
        for name in imports_of(path):
            parts = name.split(".")
            if parts[0] != "tabletop" or len(parts) < 2:
                continue
            target = parts[1]
            if target != layer and target not in ALLOWED[layer] and target != "__init__":
                bad.append(f"{path.relative_to(PKG)} imports {name}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("layer", sorted(HEADLESS))
def test_rules_and_geometry_never_import_pygame(layer):
    bad = [
        f"{p.relative_to(PKG)} imports {n}"
        for p in modules(layer)
        for n in imports_of(p)
        if n.split(".")[0] in ("pygame", "pygame_gui")
    ]
    assert not bad, "\n".join(bad)
