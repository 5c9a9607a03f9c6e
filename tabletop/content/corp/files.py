"""The records of the NecronomiCORP content files (assets/corp/*.toml): each file is one list of
cards, core and expansion together (an expansion card says `expansion = true`; curses are all of
the expansion). The card records themselves are in records.py."""

from __future__ import annotations

import msgspec

from tabletop.content.corp.records import Boss, Character, Curse, Plot, Room


class RoomsFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """assets/corp/rooms.toml: the 100 core Room cards and the 20 expansion monsters."""

    rooms: tuple[Room, ...]


class PlotsFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """assets/corp/plots.toml: the 72 core Plot cards and the 20 expansion Plots."""

    plots: tuple[Plot, ...]


class BossesFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """assets/corp/bosses.toml: the 6 core Final Bosses and the 2 expansion ones."""

    bosses: tuple[Boss, ...]


class CharactersFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """assets/corp/characters.toml: the 6 basic characters and the 4 special (expansion) ones."""

    characters: tuple[Character, ...]


class CursesFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """assets/corp/curses.toml: the 13 Curse cards (expansion)."""

    curses: tuple[Curse, ...]
