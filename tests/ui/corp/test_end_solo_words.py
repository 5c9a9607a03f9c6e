"""A solo NecronomiCORP game's end screen speaks to one player (play-test r27, 960x600 with Large text): it
read "The party is wiped out" over "Every character is dead: the building wins", or "Player 1 slays the
boss: the party wins", with nobody else in the building (NC-START-12, NC-BOSS-02)."""

from __future__ import annotations

import random

import pytest

from tabletop.ui.corp.starting import seat_colours


def _finished(players: int, seed: int):
    from tabletop.ai.corp_bot import choose
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame

    g = CorpGame()
    session = Session(g, {"players": players}, seed)
    rng = random.Random(seed)
    while session.outcome() is None:
        seat = g.to_act(session.state)[0]
        session.submit(choose(g, g.view(session.state, seat), seat, rng))
    return session


@pytest.mark.parametrize("seed", [3, 7])  # the boss slain; the character dead
def test_a_solo_end_says_no_party_NC_START_12(ctx, screen, seed):
    from tabletop.ui.corp.end_screen import end_screen

    session = _finished(1, seed)
    end = end_screen(session, set(), seat_colours(1))
    title, reason = end.title(), end.reason()
    words = f"{title} {reason}"
    assert "party" not in words.lower() and "every character" not in words.lower(), words
    if session.state.outcome_word == "boss slain":
        assert (title, reason) == ("The boss is slain!", "Player 1 slays the boss alone.")
    else:
        assert title == "The building wins" and reason.endswith(" is dead."), words


def test_a_party_end_keeps_the_partys_words(ctx, screen):
    from tabletop.ui.corp.end_screen import end_screen

    session = _finished(2, 3)
    end = end_screen(session, set(), seat_colours(2))
    assert end.title() in ("The boss is slain!", "The party is wiped out")
    assert end.reason() == session.outcome().reason[:1].upper() + session.outcome().reason[1:]


def test_a_lone_character_lost_to_infection_is_not_called_dead_NC_CONTAG_03(ctx, screen):
    """r27 (corp2): alone and infected, the game is lost with the character alive (no non-infected character
    is left), and the end screen said "… is dead."."""
    import msgspec

    from tabletop.ui.corp.end_screen import end_screen

    session = _finished(1, 7)
    assert session.state.outcome_word == "party wiped"
    lone = session.state.players[0]
    session.state.players[0] = msgspec.structs.replace(lone, alive=True, infected="zombie")
    end = end_screen(session, set(), seat_colours(1))
    assert end.title() == "The building wins" and end.reason().endswith(" is infected."), end.reason()


def test_alone_the_boss_slayers_row_says_it_slew_the_boss_NC_BOSS_01(ctx, screen):
    """Play-test r28: one player slew the boss, and its row under "The boss is slain!" read "reached the top
    floor", as if someone else had; a party's rows keep where each stands."""
    from tabletop.ui import look
    from tabletop.ui.corp.end_screen import end_screen, fate, fate_ink, seat_rows

    session = _finished(1, 3)
    assert session.state.outcome_word == "boss slain"
    assert fate(session.state, 0) == "slew the boss"
    end_screen(session, set(), seat_colours(1))
    rows = seat_rows(session.state, session.game.cards, ["Player 1"], None)
    assert rows[0][3] == "slew the boss"
    assert fate_ink(rows[0][3]) == look.BONE  # inked as one standing, not as a death
    party = _finished(2, 3)
    assert all(fate(party.state, s) != "slew the boss" for s in range(2))
