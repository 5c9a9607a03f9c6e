"""The test game "tally" as a game package, dropped in beside the real ones (tests/fake_game.py)."""
