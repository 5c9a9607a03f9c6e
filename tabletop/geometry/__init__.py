"""Battlefield geometry of Necromolds in map inches: distance tool, contact, moves, reach, sight.

Pure shapely/numpy, never pygame; the single place where distances, paths and sightlines are decided.
"""

from .battlefield import Battlefield
from .model import CONTACT_TOLERANCE, SAFETY_MARGIN, Base, MoveCheck, Sightline, TerrainPart, Threat, ToolEdges

__all__ = [
    "CONTACT_TOLERANCE",
    "SAFETY_MARGIN",
    "Base",
    "Battlefield",
    "MoveCheck",
    "Sightline",
    "TerrainPart",
    "Threat",
    "ToolEdges",
]
