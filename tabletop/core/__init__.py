"""Engine pieces every game uses: RNG, dice, decks, the game protocol, sessions and saves."""

from tabletop.core.deck import Deck, DeckEmpty
from tabletop.core.dice import Die, roll_pool, tally
from tabletop.core.errors import ContentError, IllegalAction, SaveError
from tabletop.core.protocol import Applied, Event, Game, Outcome, fingerprint, try_apply
from tabletop.core.rng import RNG
from tabletop.core.save import SAVE_FORMAT_VERSION, SaveData, read_save, write_save
from tabletop.core.session import Session

__all__ = [
    "Deck",
    "DeckEmpty",
    "Die",
    "roll_pool",
    "tally",
    "ContentError",
    "IllegalAction",
    "SaveError",
    "Applied",
    "Event",
    "Game",
    "Outcome",
    "fingerprint",
    "try_apply",
    "RNG",
    "SAVE_FORMAT_VERSION",
    "SaveData",
    "read_save",
    "write_save",
    "Session",
]
