"""Mods: folders of content files that replace or add to the shipped ones.

A mod is a folder in the user's mods folder (`paths.mods_dir()`). Its TOML files sit at the
same relative paths as the shipped content, e.g. `necromolds/map_fen.toml` (a new battle map)
or `necromolds/spellbooks.toml` (replaces the spellbooks); a copy of the app's `assets/` or
`levels/` layout is accepted too. A mod is checked together with the shipped content: every
file on its own, then across files (map ids unique, references resolve). A mod with any error
is skipped as a whole; the working ones are made active, and the engine's loader reads the
shipped content overlaid by them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path, PurePosixPath

from tabletop import paths
from tabletop.content import mod_walk, registry
from tabletop.content.registry import ContentSet, Overlay
from tabletop.content.shown import shown
from tabletop.core.errors import ContentError

MAX_FILES = 200  # a mod with more TOML files than this is not a mod (and would be slow to check)
MAX_MODS = 50  # mods checked at a start (each is checked with the whole shipped content, ~0.3 s)
_ROOTS = ("assets", "levels")


def _kinds_named() -> str:
    registry._import_game_content()
    return ", ".join(k.pattern for k in registry.KINDS if k.moddable)


def _place(rel: str) -> tuple[str, str, registry.ContentKind] | None:
    """(root, path below the root, kind) of a mod file at `rel` (posix, relative to the mod)."""
    registry._import_game_content()
    parts = PurePosixPath(rel).parts
    candidates = [rel]
    if len(parts) > 1 and parts[0] in _ROOTS:
        candidates = [PurePosixPath(*parts[1:]).as_posix()]
    for cand in candidates:
        for k in registry.KINDS:
            if k.matches(cand):
                return k.root, cand, k
    return None


def overlay_of_folder(folder: Path) -> tuple[Overlay, list[ContentError]]:
    """The overlay a mod folder makes, and its files that are not content the app reads."""
    folder = Path(folder)
    overlay: Overlay = {}
    errors: list[ContentError] = []
    try:
        files = mod_walk.toml_files(folder)  # a pipe too: reported, not read
    except ContentError as exc:  # too deep or too many: this mod is refused, by its name
        return {}, [exc]
    if len(files) > MAX_FILES:
        return {}, [ContentError(folder, f"has {len(files)} TOML files; a mod has at most {MAX_FILES}")]
    if not files:
        errors.append(ContentError(folder, f"has no content files (expected files such as {_kinds_named()})"))
    for path in files:
        rel = path.relative_to(folder).as_posix()
        place = _place(rel)
        if place is None:
            errors.append(ContentError(path, f"is not a content file the app reads; expected one of: {_kinds_named()}"))
            continue
        root, below, k = place
        if not k.moddable:
            errors.append(ContentError(path, f"{k.what or k.name} cannot be changed by a mod"))
            continue
        if (root, below) in overlay:
            errors.append(ContentError(path, f"is the same file as {overlay[(root, below)]}; keep one"))
            continue
        overlay[(root, below)] = path
    return overlay, errors


def overlay_of_file(path: Path) -> tuple[Overlay, list[ContentError]]:
    """A single file checked as a one-file mod: its kind is told by its name (and folder). The
    verdict is the one the same file gets in a mod folder: a kind no mod may change is refused
    (the shipped file itself, checked in place, is the shipped content and passes)."""
    path = Path(path)
    registry._import_game_content()
    parts = path.resolve().parts
    for k in registry.KINDS:
        pat_parts = PurePosixPath(k.pattern).parts
        if len(parts) >= len(pat_parts) and k.matches(PurePosixPath(*parts[-len(pat_parts) :]).as_posix()):
            return _one_file(path, k, PurePosixPath(*parts[-len(pat_parts) :]).as_posix())
    for k in registry.KINDS:  # by its name alone, e.g. map_fen.toml or spellbooks.toml anywhere
        pat = PurePosixPath(k.pattern)
        if pat.name != "*.toml" and fnmatch(path.name, pat.name):
            return _one_file(path, k, (pat.parent / path.name).as_posix())
    return {}, [
        ContentError(path, f"cannot tell what content this is from its name; expected one of: {_kinds_named()}")
    ]


def _one_file(path: Path, k: registry.ContentKind, below: str) -> tuple[Overlay, list[ContentError]]:
    """The overlay of one file of kind `k` at `below`, or the refusal a mod folder gives it."""
    if not k.moddable and path.resolve() != (k.base() / below).resolve():
        return {}, [ContentError(path, f"{k.what or k.name} cannot be changed by a mod")]
    return {(k.root, below): path}, []


def check_path(path: Path | None = None) -> ContentSet:
    """Check the shipped content, overlaid by a file or a mod folder at `path` (None: shipped only)."""
    if path is None:
        return registry.gather()
    path = Path(path)
    if path.is_dir():
        overlay, problems = overlay_of_folder(path)
    elif path.exists():
        overlay, problems = overlay_of_file(path)
    else:
        found = ContentSet(checked=1)
        found.errors.append(ContentError(path, "file or folder not found"))
        return found
    if problems and not overlay:  # nothing of the mod to read (too deep, no content files): say so, fast
        return ContentSet(errors=problems, checked=1)
    found = registry.gather(overlay)
    found.errors[:0] = problems
    return found


@dataclass(frozen=True)
class Mod:
    """A mod folder as found: its name, and its errors (empty for a working mod)."""

    name: str
    path: Path
    errors: tuple[str, ...] = field(default=())
    files: int = 0

    @property
    def ok(self) -> bool:
        """Whether the mod checked clean and can be used."""
        return not self.errors


def _within(error: ContentError, folder: Path) -> str:
    """The error with its file named inside the mod (shorter for the menu), else in full."""
    try:
        where = Path(error.path).relative_to(folder).as_posix()
    except ValueError:
        return shown(error, limit=600)
    where = where if where != "." else folder.name
    text = f"{where}: {error.field}: {error.problem}" if error.field else f"{where}: {error.problem}"
    return shown(text, limit=600)  # a line of the menu's message box


def mods_dir() -> Path:
    """The user's mods folder."""
    return paths.mods_dir()


def discover(folder: Path | None = None) -> list[Mod]:
    """Every mod in the mods folder (each subfolder), checked; hidden folders are ignored."""
    folder = Path(folder) if folder is not None else mods_dir()
    if not folder.is_dir():
        return []
    out = []
    subs = sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("."))
    for sub in subs[MAX_MODS:]:  # each mod is checked with all the shipped content: a bounded number
        out.append(Mod(sub.name, sub, (shown(f"{sub.name}: not checked: more than {MAX_MODS} mods in the folder"),)))
    for sub in subs[:MAX_MODS]:
        try:
            found = check_path(sub)
            out.append(Mod(sub.name, sub, tuple(_within(e, sub) for e in found.errors), found.checked))
        except Exception as exc:
            out.append(Mod(sub.name, sub, (shown(f"{sub}: could not be checked ({type(exc).__name__}: {exc})"),)))
    out.sort(key=lambda m: m.name)
    return out


# -- the active mods: what the engine's loader overlays on the shipped content ------------

_active: tuple[Path, ...] = ()
_generation = 0  # bumped when a scan finds the mods' files changed, so loaders read them afresh


def activate(folders) -> None:
    """Use these mod folders (in order; a later one wins) from now on; () for the shipped content only."""
    global _active
    _active = tuple(Path(f) for f in folders)


def active() -> tuple[Path, ...]:
    """The mod folders in use."""
    return _active


def cache_key() -> tuple:
    """What a loader's cache is keyed on (cheap): the active folders and the scan that found them."""
    return (_generation, _active) if _active else (0, ())


def overlay_of(folders) -> Overlay:
    """The combined overlay of several mod folders (errors are the check's business, not this)."""
    overlay: Overlay = {}
    for folder in folders:
        overlay.update(overlay_of_folder(Path(folder))[0])
    return overlay


def load_active(only=None) -> ContentSet:
    """The shipped content overlaid by the active mods, loaded and checked."""
    return registry.gather(overlay_of(_active) if _active else None, only)


def files_of(kind_name: str) -> list[Path]:
    """The files of a kind the game reads now: shipped, overlaid by the active mods."""
    k = registry.kind(kind_name)
    return k.files(overlay_of(_active) if _active else None)


def scan(folder: Path | None = None) -> list[Mod]:
    """Every mod in the mods folder, checked alone and then together with the working ones
    before it (a mod that clashes with an earlier one, e.g. the same map id, is skipped too)."""
    found = discover(folder)
    accepted: list[Path] = []
    out: list[Mod] = []
    for mod in found:
        if mod.ok and accepted:
            together = registry.gather(overlay_of([*accepted, mod.path]))
            if together.errors:
                names = ", ".join(shown(m.name) for m in out if m.path in accepted)
                mod = Mod(
                    mod.name,
                    mod.path,
                    tuple(f"{_within(e, mod.path)} (with {names})" for e in together.errors),
                    mod.files,
                )
        if mod.ok:
            accepted.append(mod.path)
        out.append(mod)
    return out


def signature(folder: Path | None = None) -> tuple:
    """What changes when a mod is added, removed or edited (so the menu re-checks only then)."""
    folder = Path(folder) if folder is not None else mods_dir()
    if not folder.is_dir():
        return ()
    out: list[tuple] = []
    try:
        for path, _ in mod_walk.entries(folder, mod_walk.MAX_DEPTH + 1, 10 * mod_walk.MAX_ENTRIES):
            try:
                stat = path.stat()
            except OSError:
                continue
            out.append((path.relative_to(folder).as_posix(), stat.st_mtime_ns, stat.st_size))
    except ContentError as exc:  # a mod too deep or too big: what was seen, and that (its check refuses it)
        out.append(("", str(exc)))
    return tuple(out)


_scanned: tuple[tuple, list[Mod]] | None = None


def refresh() -> list[Mod]:
    """Scan the user's mods folder (again only if it changed) and make the working mods active."""
    global _scanned
    folder = mods_dir()
    sig = (str(folder), signature(folder))
    if _scanned is None or _scanned[0] != sig:
        global _generation
        _scanned = (sig, scan(folder))
        _generation += 1
    found = _scanned[1]
    activate([m.path for m in found if m.ok])
    return found


def summary(found: list[Mod]) -> str:
    """A short line for the menu: "Mods: 2 found, 1 skipped" ("" when there are none)."""
    if not found:
        return ""
    skipped = sum(1 for m in found if not m.ok)
    return f"Mods: {len(found)} found" + (f", {skipped} skipped" if skipped else "")


def report(found: list[Mod]) -> str:
    """What each mod brings or why it was skipped, and where the mods folder is (for the menu's message)."""
    lines = [f"Mods are read from {shown(mods_dir())}", ""]
    for m in found[:MAX_MODS]:
        if m.ok:
            lines.append(f"In use: {shown(m.name)}")
        else:
            first = m.errors[0]
            more = f" (and {len(m.errors) - 1} more)" if len(m.errors) > 1 else ""
            lines.append(f"Skipped: {shown(m.name)}: {first}{more}")
    if len(found) > MAX_MODS:
        lines.append(f"… and {len(found) - MAX_MODS:,} more folders, not checked")
    lines += ["", "Check a mod with: tabletop check-content FOLDER"]
    return "\n".join(lines)
