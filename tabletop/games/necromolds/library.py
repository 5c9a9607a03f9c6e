"""Content access for the rules: spellbooks, dice, rule numbers, tool and maps, loaded once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from tabletop.content import mods
from tabletop.content import necromolds as records
from tabletop.content.registry import KINDS
from tabletop.core.content_slot import ContentSlot
from tabletop.core.dice import Die

if TYPE_CHECKING:
    from tabletop.content.necromolds_clay import Clay
    from tabletop.physics import ClayParams

DISTANCES = ("close", "medium", "far")


def _kind(name: str):
    return next(k for k in KINDS if k.name == name)


@dataclass(frozen=True)
class Library:
    """Everything the rules read from data files."""

    books: dict[str, records.Spellbook]
    presets: dict[str, records.Preset]
    command_die: Die
    combat_die: Die
    rules: records.Rules
    tool: records.Tool
    maps: dict[str, records.BattleMap]
    clay: Clay  # More Fun with Clay's numbers (clay.toml), loaded with the rest
    missile_clay: int = 0  # drams in a Magic Missile's ball (an Insectomite's, NM-CLAY-05)

    @cached_property
    def clay_params(self) -> ClayParams:
        """The physics' numbers of More Fun with Clay (clay.toml and the missile's clay), made once
        for this content and kept with it."""
        from tabletop.physics import ClayParams  # pymunk is loaded only once a game asks for clay

        return ClayParams.from_content(self.clay, self.missile_clay)

    @cached_property
    def version(self) -> str:
        """content_version() of this content without the clay numbers (made once, kept with it)."""
        import msgspec

        data = {
            "books": self.books,
            "presets": self.presets,
            "rules": self.rules,
            "tool": self.tool,
            "maps": self.maps,
            "dice": [self.command_die.faces, self.combat_die.faces],
        }
        return _hash(msgspec.to_builtins(data))

    @cached_property
    def clay_version(self) -> str:
        """content_version(clay=True) of this content: the version with More Fun with Clay's numbers."""
        import msgspec

        return _hash([self.version, msgspec.to_builtins(self.clay)])

    @cached_property
    def names(self) -> dict[tuple[str, int, str], str]:
        """Monster names worked out from this content (words._plain_name), kept with it."""
        return {}

    def length(self, distance: str) -> float:
        """The tool edge length for close / medium / far, in inches."""
        return float(getattr(self.tool, distance))

    def size(self, book: str, size: int) -> records.SizeOption:
        """The size option `size` of spellbook `book`."""
        return self.books[book].sizes[size]

    def smallest_clay(self) -> int:
        """The smallest clay cost among all spellbooks (ends army building, NM-SETUP-13)."""
        return min(s.clay for b in self.books.values() for s in b.sizes)

    def face_index(self, die: str, symbols: list[str] | tuple[str, ...]) -> int:
        """The index of the first face of a die showing exactly these symbols (test helper)."""
        target = sorted(symbols)
        faces = (self.command_die if die == "command" else self.combat_die).faces
        for i, face in enumerate(faces):
            if sorted(face) == target:
                return i
        raise ValueError(f"no {die} die face shows {list(symbols)}")


# The content of the Necromolds game whose call is running (NecromoldsGame.content, see
# tabletop/core/content_slot.py); library() reads it first.
PLAYING: ContentSlot[Library] = ContentSlot("necromolds content")


_playing_now = PLAYING.get  # looked up once: library() is asked tens of thousands of times a game


def library() -> Library:
    """The content the rules read: the game's own while one of its calls runs (NecromoldsGame is made
    with its content), else the active mods' (active_library)."""
    got = _playing_now()
    return got if got is not None else _library(mods.cache_key())


def active_library() -> Library:
    """All Necromolds content (shipped, overlaid by the active mods), checked as `tabletop
    check-content` checks it: a ContentError, never a game, on content the check refuses. What a new
    game is made with."""
    return _library(mods.cache_key())


@lru_cache(maxsize=4)
def _library(key: tuple) -> Library:
    _scan, active = key
    data = records.load_game_content(mods.overlay_of(active) if active else None)
    books: records.Spellbooks = data["spellbooks"]
    dice: records.Dice = data["dice"]
    return Library(
        books={b.id: b for b in books.spellbooks},
        presets={p.id: p for p in books.presets},
        command_die=Die.from_data(dice.command.name, [tuple(f) for f in dice.command.faces]),
        combat_die=Die.from_data(dice.combat.name, [tuple(f) for f in dice.combat.faces]),
        rules=data["rules"],
        tool=data["tool"],
        maps=data["maps"],
        clay=data["clay"],
        missile_clay=_missile_clay(data),
    )


def _missile_clay(data: dict) -> int:
    from tabletop.content.necromolds_clay import missile_clay

    return int(missile_clay(data["clay"], data["spellbooks"]) or 0)


def content_version(clay: bool = False) -> str:
    """A short hash of all content the rules read: saves record it, so a save made with
    other spellbooks, dice or maps (or mods) is recognised when its log no longer replays.
    `clay`: the game plays More Fun with Clay, so its numbers (clay.toml) count too (a game
    without it keeps the version it had before the clay rules existed)."""
    lib = library()
    return lib.clay_version if clay else lib.version


def _hash(data) -> str:
    import hashlib
    import json

    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]
