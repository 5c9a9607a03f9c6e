"""Engine pieces every game uses: RNG, dice, decks, the game protocol, sessions and saves."""

from tabletop.core.deck import Deck, DeckEmpty
from tabletop.core.dice import Die, roll_pool, tally
from tabletop.core.errors import ContentError, IllegalAction, SaveError
from tabletop.core.protocol import Applied, Event, Game, Outcome, fingerprint, try_apply
from tabletop.core.rng import RNG
from tabletop.core.save import SAVE_FORMAT_VERSION, SaveData, read_save, write_save
from tabletop.core.session import Session

__all__ = [
    "RNG",
    "SAVE_FORMAT_VERSION",
    "Applied",
    "ContentError",
    "Deck",
    "DeckEmpty",
    "Die",
    "Event",
    "Game",
    "IllegalAction",
    "Outcome",
    "SaveData",
    "SaveError",
    "Session",
    "fingerprint",
    "read_save",
    "roll_pool",
    "tally",
    "try_apply",
    "write_save",
]
