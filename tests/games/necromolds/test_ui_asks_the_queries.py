"""Issue 20, "no rule outside the game's package": the screens ask tabletop.games.necromolds.queries
every rule question (a check, a cost, a legality, a rulebook number) and never call the rule modules.

What tabletop/ui may import of the Necromolds package, and why:
- `actions`: the actions the screens submit;
- `events`, `words`: the typed events and the player-facing words made from them;
- `view`, `state`: the frozen view and state the screens read (types and fields, no rules);
- `queries`: every rule question, read-only;
- `library`: the content catalogue the game was handed (spellbooks, sizes, maps, names, art) read
  for drawing; its rule numbers (`library().rules`) are asked through the queries instead;
- `spec`: the game's spec and settings schema (the new-game form is drawn from it).
Anything else (fan, field, rounds, setup, combat, clay, contact, chance, settings, legal...) is a
rule module: ask a query, adding one to queries.py if the question is new."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PKG = Path(__file__).resolve().parents[3] / "tabletop"
GAME = "tabletop.games.necromolds"
ALLOWED = {"actions", "events", "words", "view", "state", "queries", "library", "spec"}

# Files that still call rule modules, and which (their owners move them onto the queries; the
# queries they need exist: deciding_seat, buy_cost, max_buy, supporter, bonuses, bonus_data,
# symbols_shown). Strike a file when it is done: a listed import that is gone fails too.
NOT_YET: dict[str, set[str]] = {}


def rule_modules_imported(path: Path) -> set[str]:
    """The Necromolds modules outside ALLOWED that a file imports, anywhere in its body."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == GAME:  # from tabletop.games.necromolds import fan, words
                names = [f"{GAME}.{a.name}" for a in node.names]
            else:
                names = [node.module]
        else:
            continue
        for name in names:
            if name.startswith(GAME + "."):
                module = name.removeprefix(GAME + ".").split(".")[0]
                if module not in ALLOWED:
                    out.add(module)
    return out


def ui_files():
    return sorted((PKG / "ui").rglob("*.py"))


def test_the_ui_imports_no_necromolds_rule_module_but_the_allowed_ones():
    """Issue 20: `grep -rn "from tabletop.games.necromolds" tabletop/ui` finds only the allowed modules."""
    found = {str(p.relative_to(PKG)): rule_modules_imported(p) for p in ui_files()}
    bad = {f: mods - NOT_YET.get(f, set()) for f, mods in found.items() if mods - NOT_YET.get(f, set())}
    assert not bad, f"the UI calls rule modules; ask tabletop.games.necromolds.queries instead: {bad}"
    stale = {f: mods - found.get(f, set()) for f, mods in NOT_YET.items() if mods - found.get(f, set())}
    assert not stale, f"these no longer import rule modules: strike them from NOT_YET: {stale}"


def bot_files():
    return sorted((PKG / "ai").glob("necromolds*.py"))


def test_the_bots_ask_the_queries_too():
    """Issue 20 and DESIGN ("the table and the bots never call rule internals"): the Necromolds bots
    import the same modules the screens may, plus `game` (the engine they imagine moves on)."""
    found = {str(p.relative_to(PKG)): rule_modules_imported(p) - {"game"} for p in bot_files()}
    assert len(found) >= 2, found  # the bot and its set-up: the check looks at real files
    bad = {f: mods for f, mods in found.items() if mods}
    assert not bad, f"the bots call rule modules; ask tabletop.games.necromolds.queries instead: {bad}"


def test_the_ui_reads_no_rulebook_number_off_the_library():
    """Rule numbers (library().rules: costs, budgets, pools) are asked through the queries."""
    pattern = re.compile(r"\b(library\(\)|lib)\.rules\b")
    bad = [
        f"{p.relative_to(PKG)}:{n}"
        for p in ui_files()
        for n, line in enumerate(p.read_text().splitlines(), 1)
        if pattern.search(line)
    ]
    assert not bad, bad


def test_the_checker_finds_a_rule_module_imported_in_a_function(tmp_path):
    """The check cannot pass vacuously: a function-level `from ... import fan` and a dotted import are caught."""
    f = tmp_path / "screen.py"
    f.write_text(
        "from tabletop.games.necromolds import actions as A, queries as NQ\n"
        "import tabletop.games.necromolds.rounds\n"
        "def f():\n    from tabletop.games.necromolds import fan\n"
        "    from tabletop.games.necromolds.combat import deciding_seat\n"
    )
    assert rule_modules_imported(f) == {"rounds", "fan", "combat"}
