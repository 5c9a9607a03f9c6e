"""Necromolds content checks across files, registered by tabletop/content/necromolds.py: map ids
unique, every map holding the terrain pieces the rules place, every size fitting the clay budget and
every map; a problem between a mod's file and a shipped one is reported on the mod's file."""

from __future__ import annotations

from pathlib import Path

# -- across files ---------------------------------------------------------------------------


def _err(path, field: str, problem: str):
    from tabletop.core.errors import ContentError

    return ContentError(path, problem, field)


def _shipped(path) -> bool:
    from tabletop import paths

    resolved = Path(path).resolve()
    return any(resolved.is_relative_to(d.resolve()) for d in (paths.assets_dir(), paths.levels_dir()))


def check_across(found) -> list:
    """Map ids unique across files; every map holds the terrain the rules place; every size fits
    the clay budget and every map. A problem between a mod's file and a shipped one is reported
    on the mod's file."""
    errors = []
    maps = found.all("necromolds-maps")
    first: dict[str, object] = {}
    for path, m in maps:
        if m.id in first:
            prior = first[m.id]
            target, other = (prior, path) if _shipped(path) and not _shipped(prior) else (path, prior)
            errors.append(
                _err(
                    target,
                    "id",
                    f"{m.id!r} is also the id of {other}; each map needs its own id "
                    f"(a map replaces a shipped one only from a file of the same name)",
                )
            )
        else:
            first[m.id] = path
    rules_found = found.all("necromolds-rules")
    rules_path, rules = rules_found[0] if rules_found else (None, None)
    if rules is not None:
        placed = rules.terrain_pieces_placed
        for path, m in maps:
            if len(m.pieces) >= placed:
                continue
            if _shipped(path) and not _shipped(rules_path):
                errors.append(
                    _err(
                        rules_path,
                        "terrain_pieces_placed",
                        f"{placed} pieces are more than the map in {Path(path).name} has ({len(m.pieces)})",
                    )
                )
            else:
                errors.append(
                    _err(path, "pieces", f"the rules place {placed} terrain pieces but this map has {len(m.pieces)}")
                )
    for path, record in found.all("necromolds-spellbooks"):
        too_big = []
        for i, book in enumerate(record.spellbooks):
            for j, size in enumerate(book.sizes):
                at = f"spellbooks[{i}].sizes[{j}]"
                if rules is not None and size.clay > rules.clay_budget:
                    too_big.append((at, size))
                for map_path, m in maps:
                    if 2 * size.radius > min(m.width, m.height) / 4:
                        errors.append(
                            _err(
                                path,
                                f"{at}.radius",
                                f"a base {2 * size.radius:g} in wide does not fit the map in {Path(map_path).name}",
                            )
                        )
                        break
        if not too_big:
            continue
        assert rules is not None  # a size is only too big for rules that loaded
        if _shipped(path) and not _shipped(rules_path):
            at, size = max(too_big, key=lambda t: t[1].clay)
            errors.append(
                _err(
                    rules_path,
                    "clay_budget",
                    f"expected at least {size.clay} dr, or the {size.name} "
                    f"({at} in {Path(path).name}) could never be molded; "
                    f"got {rules.clay_budget}",
                )
            )
        else:
            errors += [
                _err(path, f"{at}.clay", f"{size.clay} dr is more than the whole clay budget ({rules.clay_budget} dr)")
                for at, size in too_big
            ]
    return errors
