"""The NecronomiCORP table: the building in cross-section, character sheets and the fight."""
