"""The turn's records worded (turn_words.py): counts that read as English."""

from __future__ import annotations

from tabletop.games.corp import events as E
from tabletop.games.corp import words
from tests.games.corp import fight_builder as fb


def test_one_token_one_chooser_one_player_read_in_the_singular_NC_PLOT_11_NC_PLOT_07():
    """Play-test: "1 tokens left", "Player 1 choose in turn", "1 players (1 alive)"."""
    one = words.text(E.MachineUsed(0, "axe#1", 2, 1), fb.CARDS)  # only the count's words are read here
    assert one.endswith("(1 token left)"), one
    assert words.text(E.MachineUsed(0, "axe#1", 2, 3), fb.CARDS).endswith("(3 tokens left)")
    claim = words.text(E.WeaponsClaimed([0], ["axe#1"]), fb.CARDS)
    assert claim.endswith("Player 1 chooses"), claim
    assert words.text(E.WeaponsClaimed([0, 1], ["axe#1"]), fb.CARDS).endswith("Player 1, Player 2 choose in turn")


def test_a_solo_save_is_described_as_one_player():
    """Play-test r28: a solo game under way read "NecronomiCORP, 1 player (1 alive), ..." in the Load list;
    alone, a count of who is alive says nothing (the game ends when the one character falls)."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.corp.game import describe

    session = Session(get_game("corp"), {"players": 1}, 7)
    line = describe(session.game.snapshot(session.state))
    assert line == f"NecronomiCORP, 1 player, up to level 1, turn {session.state.turn.number}", line
    two = Session(get_game("corp"), {"players": 2}, 7)
    assert describe(two.game.snapshot(two.state)).startswith("NecronomiCORP, 2 players (2 alive)")


def test_a_finished_game_is_described_as_over():
    """r19: the Load list's NecronomiCORP row of a finished game did not begin "Game over ·" as the others do."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.corp.game import describe

    session = Session(get_game("corp"), {"players": 2}, 7)
    session.state.winners = []
    session.state.outcome_word = "party wiped"
    line = describe(session.game.snapshot(session.state))
    assert line.startswith("Game over · NecronomiCORP, 2 players") and line.endswith(": party wiped"), line


def test_a_drawn_event_says_its_words_a_kept_card_only_its_name_NC_PLOT_01():
    """Play-test: the event "Fire Drill" was drawn and acted on, its words shown nowhere (an event is
    played at once and goes to the discard); the log's line of the draw now carries them."""
    from tabletop.games import get_game

    cards = get_game("corp").cards
    drill = words.text(E.PlotDrawn(0, "fire_drill#1"), cards)
    assert drill == "Player 1 draws a Plot: Fire Drill (Go to the hallway of your level)"
    assert words.text(E.PlotDrawn(0, "broom#1"), cards) == "Player 1 draws a Plot: Broom"


def test_its_still_alive_in_its_own_room_names_the_monster_once_NC_FAQ_07():
    """Play-test r22: "Zombie Intern is still alive, in Zombie Intern!" (a monster's room is its own card)."""
    home = words.text(E.MonsterBack("ghoul#1", 1, "ghoul#1"), fb.CARDS)
    assert home == "It's still alive! Ghoul is back, at full life", home
    hall = words.text(E.MonsterBack("ghoul#1", 2, "hall:2"), fb.CARDS)
    assert hall == "Ghoul is still alive, in the hallway of level 2!", hall


def test_a_heal_at_full_life_says_it_heals_nothing_NC_FAQ_01():
    """NC-FAQ-01: healing never goes above a character's most life; Pizza Friday read "Player 1 heals 0 with
    Pizza Friday (18 life)" for one already whole (r23-corpfight): it says they are at full life."""
    card = next(iter(fb.CARDS.plots)) + "#1"
    name = fb.CARDS.name(card)
    assert words.text(E.Healed(0, card, 0, 18), fb.CARDS) == f"Player 1 is at full life: {name} heals nothing (18 life)"
    assert words.text(E.Healed(0, card, 2, 14), fb.CARDS) == f"Player 1 heals 2 with {name} (14 life)"


def test_the_exit_to_the_top_floor_reads_as_a_sentence_NC_BOSS_02():
    """Play-test r28: the log read "Player 1 finds the exit: the top floor, the boss waits is open"."""
    top = words.text(E.LevelOpened(0, 6), fb.CARDS)
    assert top == "Player 1 finds the exit: the top floor is open, where the boss waits", top
    assert words.text(E.LevelOpened(0, 3), fb.CARDS) == "Player 1 finds the exit: level 3 is open"


def test_a_finished_solo_game_is_described_for_one_player():
    """Play-test r28: a lost solo game read "Game over · NecronomiCORP, 1 player (0 alive), up to level 3:
    party wiped" in the Load list; alone there is no party, and no count of one."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.corp.game import describe

    session = Session(get_game("corp"), {"players": 1}, 7)
    for winners, said in (([], ": the building wins"), ([0], ": slew the boss")):
        session.state.winners = winners
        session.state.outcome_word = "boss slain" if winners else "party wiped"
        line = describe(session.game.snapshot(session.state))
        assert line.startswith("Game over · NecronomiCORP, 1 player, up to") and line.endswith(said), line
        assert "alive" not in line and "party" not in line, line
