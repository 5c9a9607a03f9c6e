"""Necro Tabletop: a desktop tabletop that knows the rules of three necromancy board games."""

__version__ = "0.1.0"
