"""The engine's player-facing words: every event a log shows has a text that reads like a game
(players, monsters and spellbooks by name, counts that agree), and so do its refusals."""

from __future__ import annotations

import re

import pytest

from tabletop.ai import get_bot
from tabletop.core.errors import IllegalAction
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import setup, words
from tabletop.games.necromolds.state import CommandDie
from tests.games.necromolds.helpers import GAME, position, start_round

# ids (p0-graveghoul-1, m3, p1), dicts, snake_case, "(s)", a lowercase player, "1 more dice", "1 dice"
DEBUG = re.compile(
    r"\bp[01]-|\bp[01]\b|\bm\d+\b|[{}\[\]]|\w_\w|\(s\)|\bplayer \d|\b1 (more )?dice\b"
    r"|\b1 (attack|defense) hits\b|\b1 gems\b|\by = |\b(attack|defense|gem)\+|\brolls (attack|defense|gem|blank)\b"
)


def _game_events(mode: str, seed: int) -> list:
    game = get_game("necromolds")
    session = Session(game, {"mode": mode, "map": "twins_vale"}, seed)
    events: list = []
    session.listeners.append(lambda _s, _a, evs: events.extend(evs))
    bot = get_bot("necromolds")
    rngs = [RNG(seed, stream=7), RNG(seed, stream=8)]
    while session.outcome() is None and len(session.actions) < 5000:
        seat = game.to_act(session.state)[0]
        session.submit(bot(game, session.state, seat, rngs[seat]))
    assert session.outcome() is not None
    return events


@pytest.mark.parametrize("mode,seed", [("basic", 11), ("standard", 7), ("standard", 21), ("advanced", 3)])
def test_every_event_text_of_a_whole_game_reads_like_a_game(mode, seed):
    events = _game_events(mode, seed)
    kinds = {e.kind for e in events}
    assert {
        "molded",
        "army_done",
        "deployed",
        "deploy_done",
        "round_start",
        "combat_start",
        "smash",
        "game_over",
    } <= kinds
    for e in events:
        assert e.text, e.kind
        assert not DEBUG.search(e.text), (e.kind, e.text)
        assert e.text[0].isupper() or e.text[0].isdigit(), (e.kind, e.text)
        for who in re.findall(r"\b[Pp]layer \d", e.text):
            assert who[0] == "P", e.text
    texts = [e.text for e in events]
    assert any(re.fullmatch(r"Player [12] deploys [A-Z][\w ]* \d+", t) for t in texts)
    assert any(re.fullmatch(r"Player [12] has deployed their army", t) for t in texts)
    assert any(re.fullmatch(r"Player [12]'s army is molded: \d+ monsters?, \d+ of \d+ dr", t) for t in texts)
    assert any(re.fullmatch(r"Round 1 begins: Player [12] goes first \(.+\)", t) for t in texts)
    assert re.fullmatch(
        r"Player [12] has the last monsters on the battle map|The last monsters are smashed "
        r"together: both players win",
        texts[-1],
    )


def test_monsters_are_named_as_the_table_names_them():
    s = position([(0, "graveghoul", 5, 2), (0, "graveghoul", 8, 2), (1, "veggitoad", 5, 16, 1)])
    assert words.monster_name(s, "p0-graveghoul-2") == "Graveghoul 2"
    assert words.monster_name(s, "p1-veggitoad-1") == "Toad 1"  # the size option's name
    from tabletop.ui.necromolds.table.queries import monster_name

    assert monster_name(s, "p1-veggitoad-1") == "Toad 1"


def test_round_start_says_why_in_words():
    s = position([(0, "graveghoul", 5, 2), (0, "graveghoul", 8, 2), (1, "thornback", 5, 16)])
    _s, events = start_round(s, command_faces=["move"] * 8)
    start = next(e for e in events if e.kind == "round_start")
    assert start.text == "Round 1 begins: Player 2 goes first (fewest monsters)"
    s = position([(0, "graveghoul", 5, 2), (1, "thornback", 5, 16)])
    _s, events = start_round(s, rolloff=[("attack",)] * 3 + [("defense",)] * 3, command_faces=["move"] * 8)
    start = next(e for e in events if e.kind == "round_start")
    assert start.text == "Round 1 begins: Player 1 goes first (won the roll-off 3 to 0)"


def test_refusals_name_edges_and_agree_in_number():
    state = setup.initial_state({"mode": "standard"}, 1)
    assert setup.border_problem(state, 0, 1.0, 12.0) == "the base must touch your green border (the top edge)"
    assert setup.border_problem(state, 1, 1.0, 5.0) == "the base must touch your green border (the bottom edge)"
    s = position([(0, "graveghoul", 5, 2), (1, "thornback", 5, 16)])
    s.phase, s.seats[0].deploy_done, s.seats[1].deploy_done = "deploy", False, False
    s.deploy_order = [0, 1]
    s.monsters[0].deployed = False
    with pytest.raises(IllegalAction, match=r"^1 monster still to deploy$"):
        GAME.apply(s, A.DeployDone(seat=0))


def test_a_skipped_buy_says_why():
    """A player who cannot afford a die gets an event saying so (the UI has something to show)."""
    from tests.games.necromolds.helpers import combat_face, play

    s = position([(0, "graveghoul", 5, 5), (1, "thornback", 5, 9)], gems=(0, 3))
    s, _ = start_round(s, command_faces=["ranged", "move", "move", "move"] + ["move"] * 4)
    s.seats[0].dice = [CommandDie("ranged")]
    s.seats[1].dice = [CommandDie("move")]
    s.first = 0
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=1),
        A.AssignDone(seat=0),
        A.Assign(seat=1, die=0, book="thornback", slot=0),
        A.AssignDone(seat=1),
    )
    s.forced = [combat_face("gem")] * 20
    s, events = play(
        s, A.StartCommand(seat=0, die=0), A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-thornback-1")
    )
    skipped = [e for e in events if e.kind == "buy_skipped"]
    assert skipped and skipped[0].data["seat"] == 0
    assert re.fullmatch(r"Player 1 cannot afford a \d+(st|nd|rd|th) die \(\d+ gems?, has 0\)", skipped[0].text)
    buys = [e for e in events if e.kind in ("buy", "buy_skipped")]
    assert all(not DEBUG.search(e.text) for e in buys)


def test_counts_agree_in_number():
    assert words.count(1, "die", "dice") == "1 die" and words.count(2, "die", "dice") == "2 dice"
    assert words.count(1, "more die", "more dice") == "1 more die"
    assert [words.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 21)] == ["1st", "2nd", "3rd", "4th", "11th", "12th", "21st"]
