"""A solo game's end in its own words (NC-START-12, NC-BOSS-01): the log's line and the outcome's reason
read "Player 1 slays the boss: the party wins" or "Every character is dead: the building wins" with nobody
else in the building (r27). The state keeps the words it always had (its fingerprint, the golden games and
the saves' replays check it): only what is said changes."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.corp_bot import choose
from tabletop.core.session import Session
from tabletop.games.corp.game import CorpGame


def _played(players: int, seed: int) -> tuple[Session, list[str]]:
    """A default-bot game played out: (its session, its game-over lines as the log says them)."""
    g = CorpGame()
    session = Session(g, {"players": players}, seed)
    rng = random.Random(seed)
    lines: list[str] = []
    while session.outcome() is None:
        seat = g.to_act(session.state)[0]
        events = session.submit(choose(g, g.view(session.state, seat), seat, rng))
        lines += [e.text for e in events if e.kind == "game_over"]
    return session, lines


@pytest.mark.parametrize(("seed", "word"), [(3, "boss slain"), (7, "party wiped")])
def test_a_solo_games_end_is_said_for_one_player_NC_START_12(seed, word):
    session, lines = _played(1, seed)
    st = session.state
    assert st.outcome_word == word
    said = [session.outcome().reason, *lines]
    assert len(lines) == 1
    for words in said:
        assert "party" not in words.lower() and "every character" not in words.lower(), words
    gary = session.game.cards.characters[st.players[0].character].name
    if word == "boss slain":
        assert said == ["Player 1 slays the boss alone and wins"] * 2
        assert st.reason == "Player 1 slays the boss: the party wins"  # the state's words, as saved
    else:
        assert said == [f"{gary} is dead: the building wins"] * 2
        assert st.reason == "Every character is dead: the building wins"


def test_a_partys_end_keeps_its_words():
    session, lines = _played(2, 3)
    assert lines == [session.state.reason] and session.outcome().reason == session.state.reason
