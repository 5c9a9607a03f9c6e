"""The platform rules of tabletop.core.protocol (issue 9): no seat acts for another
(`require_turn`, `turn_refusal`), settings validated (`validate_settings`), a game's invariants
(`problems`), with their defaults for a game without the hooks."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import HOOKS, problems, require_turn, turn_refusal, validate_settings


@dataclass
class Turns:
    """A stand-in game: `acting` are the seats that may act now."""

    acting: tuple[int, ...]

    def to_act(self, state):
        return list(self.acting)


class Checked(Turns):
    """A stand-in game with both hooks."""

    def validate_settings(self, settings):
        unknown = [k for k in settings if k not in ("size", "ui")]
        if unknown:
            raise ValueError(f"unknown setting {unknown[0]!r}")
        return {"size": 3, **settings}

    def problems(self, state):
        return [f"score {state} is negative"] if state < 0 else []


def test_a_seat_in_to_act_may_act_and_no_other():
    """issue 9: only the seats in to_act act; another seat, a seat the game lacks and a bool are refused."""
    game = Turns((0, 2))
    assert turn_refusal(game, None, 0) is None and turn_refusal(game, None, 2) is None
    for seat in (1, 3, -1, 10**18, True, "0"):
        assert turn_refusal(game, None, seat) == "it is not your turn: waiting for Player 1 and Player 3"
        with pytest.raises(IllegalAction, match="waiting for Player 1 and Player 3"):
            require_turn(game, None, seat)
    require_turn(game, None, 2)


def test_require_turn_words_the_refusal_the_games_way_and_says_when_the_game_is_over():
    """A game may word the refusal itself; with nobody to act the game is over."""
    game = Turns((1,))
    with pytest.raises(IllegalAction, match=r"^the dealer deals$"):
        require_turn(game, None, 0, lambda state, seat: "the dealer deals")
    over = Turns(())
    assert turn_refusal(over, None, 0) == "the game is over"
    with pytest.raises(IllegalAction, match="the game is over"):
        require_turn(over, None, 0, lambda state, seat: "never used")


def test_settings_and_invariants_hooks_and_their_defaults():
    """`validate_settings` and `problems` are optional hooks: the game's answer, else the settings
    as given and no problems."""
    assert {"validate_settings", "problems"} <= set(HOOKS)
    plain = Turns((0,))
    assert validate_settings(plain, {"anything": 1}) == {"anything": 1}
    assert problems(plain, -5) == ()
    game = Checked((0,))
    assert validate_settings(game, {"ui": {}}) == {"size": 3, "ui": {}}
    with pytest.raises(ValueError, match="'colour'"):
        validate_settings(game, {"colour": "red"})
    assert problems(game, -5) == ("score -5 is negative",) and problems(game, 4) == ()
