"""Typed events (issue 20): the Rise events the table, the set-up screen and the bots read come with their
typed record (games/rise/events.py), worded by words.py from it; the data is as it was."""

from __future__ import annotations

from tabletop.ai.rise_bot import choose
from tabletop.core.rng import RNG
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import board, cards
from tabletop.games.rise.game import RiseGame

G = RiseGame()
TYPED = {
    "shuffle",
    "deal",
    "setup",
    "turn",
    "draw",
    "combat_result",
    "conquer",
    "death",
    "move_back",
    "dominion",
    "play",
    "use_item",
    "cast",
    "raise",
    "fortify",
    "pick_up",
    "move",
    "stay",
    "stuck",
    "attack",
    "flee",
    "stand",
    "flee_to",
    "action",
    "look",
    "look_public",
    "pick",
    "pick_public",
    "dungeon",
    "quest",
    "dungeon_won",
    "dungeon_lost",
    "headmaster",
    "ready",
    "give_back",
    "over",
}


def _game(players: int, seed: int):
    st = G.initial_state({"players": players}, seed)
    events = list(G.setup_events(st))
    rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
    while G.outcome(st) is None:
        seat = G.to_act(st)[0]
        applied = G.apply(st, choose(G, G.view(st, seat), seat, rngs[seat]))
        st = applied.state
        events += applied.events
    return st, events


def test_RN_SETUP_09_a_deal_is_a_typed_record_and_the_others_get_the_face_down_one():
    st = G.initial_state({"players": 3}, 7)
    setup = G.setup_events(st)
    assert isinstance(setup[0].record, E.DecksShuffled) and isinstance(setup[-1].record, E.SetupDone)
    deals = [e for e in setup if isinstance(e.record, E.Dealt)]
    assert [e.record.seat for e in deals] == [0, 1, 2]
    for e in deals:
        assert e.record.cards == st.players[e.record.seat].hand and e.to == (e.record.seat,)
        other = e.for_seat((e.record.seat + 1) % 3)
        assert isinstance(other.record, E.DealtFaceDown) and other.record.seat == e.record.seat
        assert other.text == f"Player {e.record.seat + 1} is dealt 6 cards face down." and "cards" not in other.data
    rolls = [e.record for e in setup if isinstance(e.record, E.RollOff)]
    assert rolls and not rolls[-1].again and all(r.again for r in rolls[:-1])
    assert "again" not in dict(next(e for e in setup if isinstance(e.record, E.RollOff)).data)


def test_the_events_the_table_reads_are_typed_records_worded_from_them():
    seen = set()
    for players, seed in ((3, 20001), (4, 20000)):
        st, events = _game(players, seed)
        side = board(st.side)
        for e in events:
            if e.kind in TYPED or e.kind == "roll":
                assert e.record is not None and type(e.record).__module__ == E.__name__, e
                assert e.kind == type(e.record).KIND and e.text
                seen.add(type(e.record))
            if isinstance(e.record, E.FightResult):
                assert e.text.startswith(f"The fight at {side.space(e.record.space).name}: ")
            if isinstance(e.record, E.LandRolled):
                assert e.text.startswith(f"Player {e.record.seat + 1} rolls the Land dice of ")
                assert "space" not in e.data  # the data is as it was before events were typed
    assert {E.TurnBegins, E.CardsDrawn, E.LandRolled, E.FightResult, E.CountersPlaced} <= seen
    assert {E.CardPlayed, E.MinionRaised, E.Moved, E.SpellCast, E.CardsLooked, E.CardKept, E.DungeonEntered} <= seen


def test_RN_DEATH_02_the_give_back_line_is_worded_from_its_record():
    """The goods given back in the turn a Necromancer dies, by their printed names and counts."""
    from tabletop.games.rise import words as W
    from tabletop.games.rise.content import cards

    st = G.initial_state({"players": 2}, 1)
    line = W.text(E.GoodsGivenBack(0, {"lesser_corpse": 2, "ichor": 1}), board(st.side), cards())
    assert line == (
        "Player 1 gives back 2 Lesser corpses and 1 Ichor collected this turn: nothing is collected in the turn "
        "a Necromancer dies (RN-DEATH-02)."
    )
    assert W.text(E.MayUseItems(1), board(st.side), cards()) == (
        "Player 2 may use once-during-the-game Items in this combat."
    )


def test_every_event_is_a_typed_record_RN_CONT_06():
    """Every Rise event is a typed record worded by words.py, gains included (RN-CONT-06: the supply's
    shortfall in the words) and the fight's line-by-line story ("combat")."""
    gains = 0
    for players, seed in ((2, 20002), (5, 20003)):
        _st, events = _game(players, seed)
        for e in events:
            assert e.record is not None and e.kind == type(e.record).KIND and e.text, e
            assert e.text == W.text(e.record, board(_st.side), cards())
            if isinstance(e.record, E.Gained):
                gains += 1
                assert set(e.data) == {"seat", "what", "amount"}  # the data as before gains were typed
                assert ("the supply had only" in e.text) == (e.record.amount != e.record.asked)
    assert gains


# Seeded games with fights of every kind of line (Weaken, Death Bolt, Zombie Explosion, rerolls, ignored
# and lost wounds, a Necromancer killed): (events, fight lines, digest of every event's kind, text, public
# text and audience) as main played them before the fight's story became typed records (issue 20), with
# issue 21's wording (plurals, the Necromancers a Necromancer sends out of the game: a few more events).
# Re-recorded in r20 for a bot change (play-test r19 item 12): the default player casts no Death Bolt once
# the other side has nothing left to wound (RN-COMBAT-19 still offers it). With that one answer put back
# (Death Bolt always cast) all four games give the digests before exactly; the games go another way from
# their first saved Spell (its price kept).
# texts re-worded in r20 (play-test r19: alike fighters counted, one death line), and in r26 the only wound
# lost (not "one more"; with the old words all four give the digests before exactly), and in r27 a card's
# gain named by its card ("(Plague Mother)", not "(land)"; with the old words all four give the digests
# before exactly: the record's new `card` is no part of its data or repr), and in r30 a fighter lost twice
# counted ("Player 2's Zombie ×3"; the 3-, 4- and 5-player games had such losses)
_FIGHT_GAMES = {
    (2, 40003): (571, 241, "329e6643673d2728"),
    (3, 40019): (641, 206, "5dd3510174ab204b"),
    (4, 40000): (1303, 527, "ad7373e5b78620f3"),
    (5, 40003): (1171, 435, "44643c256076718c"),
}


def test_the_fight_story_lines_are_typed_records_worded_as_before_RN_COMBAT():
    """Issue 20: a fight's story lines ("combat") are typed records (events.FIGHT_STORY) worded once by
    words.py; seeded games give every event the text it had when combat_flow worded the lines, and no
    event of kind "combat" is untyped."""
    import hashlib

    seen = set()
    for (players, seed), (count, fights, digest) in _FIGHT_GAMES.items():
        _st, events = _game(players, seed)
        h = hashlib.sha256()
        for e in events:
            h.update(repr((e.kind, e.text, e.public, e.to)).encode())
            if e.kind == "combat":
                assert isinstance(e.record, E.FIGHT_STORY) and e.text == W.fight_line(e.record), e
                seen.add(type(e.record))
                seen |= {"again"} if isinstance(e.record, E.Rolled) and e.record.again else set()
        assert (len(events), sum(e.kind == "combat" for e in events), h.hexdigest()[:16]) == (count, fights, digest)
    assert set(E.FIGHT_STORY) - seen == {E.WaitOutside}  # Minions never go into a Dungeon in a game
    assert "again" in seen


def test_RN_DUNG_06_minions_waiting_outside_a_dungeon_are_a_line_of_the_story():
    from tabletop.games.rise import combat as C

    att = C.Side(0, (C.necromancer("Necromancer", 3), C.minion("zombie", "z0"), C.minion("ghost", "g0")))
    s = C.begin("dungeon", att, C.Side(None, (C.monster("Troll", 2),)))
    assert [type(r) for r in s.log] == [E.FightBegins, E.WaitOutside]
    assert s.log[1].names == ["Zombie", "Ghost"]
    assert s.lines == ("Combat (Dungeon): Necromancer against Troll.", "Zombie and Ghost wait outside the Dungeon.")


def test_a_fight_result_counts_the_same_fighter_lost_twice():
    """RN-COMBAT (the fight's outcome in the log): two of one player's Zombies lost read "Player 3's Zombie ×2",
    not the same name twice (found in play, r30); different fighters are each named once."""
    b = board("small")
    space = b.spaces[0].id
    zombie = {"id": "z", "name": "Player 3's Zombie"}
    record = E.FightResult(
        space=space,
        purpose="attack",
        kind="player",
        attacker_seat=2,
        defender_seat=0,
        winner_seat=0,
        attacker_won=False,
        dead=[],
        lost={"attacker": [zombie, dict(zombie, id="z2"), {"id": "g", "name": "Player 3's Ghost"}], "defender": []},
        towers_wounded=0,
        towers=0,
        move_back=False,
        counters_placed=[],
        counters_removed=[],
    )
    line = W.text(record, b, cards())
    assert "lost: Player 3's Zombie ×2, Player 3's Ghost" in line
    assert line.count("Zombie") == 1
