"""Necromolds screens: set-up (setup/, flow.py) and the battle table (table/)."""
