"""What the rules tell a newcomer (issue 21): the Necromancers a played Necromancer sends out of the
game named before and after (RN-NEC-02), what a card costs and what the player lacks (RN-PLAY-09), what a
quest asks that the player cannot pay (RN-DUNG-07/08), and counts worded right (one helper)."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as W
from tabletop.games.rise.content import cards
from tests.games.rise.test_engine_kit import act, give, new, scene, texts
from tests.games.rise.test_rules_dungeon import DUNGEON, _at


def _three_necromancers():
    st = scene(new(), 0, "play")
    st.players[0].hand = ["plague_mother", "decayed_baron", "shade_queen", "gravedigger"]
    give(st, 0, ichor=2, dark_water=2, scroll=2, lesser_corpse=2, greater_corpse=2)
    return st


def test_RN_NEC_02_necromancers_thrown_away_in_silence_are_named_before_and_after():
    """Issue 21, 'Necromancers thrown away in silence': playing a Necromancer removed the other two from the
    hand with no log line. The query names them before (for the card's hover and the question asked), and
    the play tells its owner which went and the others how many (a typed event worded by words.py)."""
    st = _three_necromancers()
    assert Q.removed_by_playing(st, 0, "plague_mother") == ["decayed_baron", "shade_queen"]
    assert Q.removed_by_playing(st, 0, "gravedigger") == []  # an Apprentice sends nothing away
    warn = W.removal_warning(cards(), ["decayed_baron"])
    assert warn.startswith("Playing it removes ") and "RN-NEC-02" in warn
    after, events = act(st, A.PlayCard(0, "plague_mother"))
    gone = [e for e in events if isinstance(e.record, E.CardsRemoved)]
    assert len(gone) == 1 and gone[0].record.cards == ["decayed_baron", "shade_queen"]
    line = gone[0].text
    assert "Decayed Baron" in line and "Shade Queen" in line and "leave the game" in line
    assert gone[0].to == (0,)  # the hand is its owner's: the others read how many, not which
    assert isinstance(gone[0].public_record, E.CardsRemovedFaceDown) and "2 Necromancer cards" in gone[0].public
    assert "Decayed Baron" not in gone[0].public
    assert after.box[-2:] == ["decayed_baron", "shade_queen"]


def test_RN_NEC_02_a_necromancer_played_alone_removes_nothing_and_says_nothing():
    st = scene(new(), 0, "play")
    st.players[0].hand = ["plague_mother", "gravedigger"]
    give(st, 0, lesser_corpse=2, ichor=2)
    _after, events = act(st, A.PlayCard(0, "plague_mother"))
    assert not [e for e in events if isinstance(e.record, E.CardsRemoved)]


def test_RN_PLAY_09_a_card_you_cannot_pay_for_says_what_you_lack():
    """Issue 21, 'Card costs': "no card you can pay for" left the player stuck with Ossuary Knight; the
    refusal says what the card needs and what the player has ("needs 1 Greater corpse: you have 0")."""
    st = scene(new(), 0, "play")
    st.players[0].hand = ["ossuary_knight"]
    st.players[0].stock["greater_corpse"] = 0
    assert Q.play_blocker(st, 0, "ossuary_knight") == "cannot_pay"
    assert Q.lacking(st, 0, "ossuary_knight") == {"greater_corpse": (1, 0)}
    why = Q.why_not_play(st, 0, "ossuary_knight")
    assert why is not None and why.endswith("needs 1 Greater corpse: you have 0")
    give(st, 0, greater_corpse=1)
    assert Q.lacking(st, 0, "ossuary_knight") == {} and Q.why_not_play(st, 0, "ossuary_knight") is None


def test_RN_DUNG_07_08_a_quest_offered_that_cannot_be_paid_says_what_it_lacks():
    """Issue 21, 'A quest offered that cannot be paid': Alchemist's Lab asks 1 Ichor and 1 Dark water; with
    only the Ichor following it fails. The query says what is short before the player chooses."""
    st = give(_at("alchemists_lab"), 0, ichor=1)
    st, _ = act(st, A.Move(0, DUNGEON))
    assert st.turn.stage == "quest"
    assert Q.quest_lacking(st, 0) == {"dark_water": (1, 0)}
    st2 = give(_at("alchemists_lab"), 0, ichor=1, dark_water=1)
    st2, _ = act(st2, A.Move(0, DUNGEON))
    assert Q.quest_lacking(st2, 0) == {}
    _st, ev = act(st, A.Quest(0, True))  # followed anyway: it fails, as the button said it would
    assert "fails in the Dungeon" in texts(ev)


def test_words_counts_are_plural_right_everywhere():
    """Issue 21, 'Words': "1 Dominion counters", "counter(s)": one helper counts every noun."""
    assert W.counted(1, "counter") == "1 counter" and W.counted(2, "counter") == "2 counters"
    assert W.counted(0, "tower") == "0 towers"
    assert W.goods_words("lesser_corpse", 2) == "2 Lesser corpses" and W.goods_words("ichor", 2) == "2 Ichor"
    assert W.goods_words("scroll", 1) == "1 Scroll"
    assert W.cost_words({"ichor": 1, "scroll": 2}) == "1 Ichor and 2 Scrolls"
    assert W.lack_words({"greater_corpse": (1, 0)}) == "needs 1 Greater corpse: you have 0"
    from tabletop.games.rise import rules as R
    from tabletop.games.rise.rules_raise import may_raise

    st = scene(new(), 0, "raise")
    assert may_raise(R.Ctx(st), 0, "hell_knight", 9) == "the Hell knight has 2 cost options"
    assert may_raise(R.Ctx(st), 0, "zombie", 9) == "the Zombie has 1 cost option"


def test_words_no_count_in_the_log_says_s_in_brackets():
    """No '(s)' in any event text of seeded games (issue 21, 'counter(s)'): the counts go through counted."""
    import random

    from tabletop.games.rise.game import RiseGame

    game = RiseGame()
    said: list[str] = []
    for seed in (5, 6):
        st = game.initial_state({"players": 3}, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if game.outcome(st) is not None:
                break
            seat = game.to_act(st)[0]
            r = game.apply(st, rng.choice(list(game.legal_actions(st, seat))))
            st = r.state
            said += [e.text for e in r.events] + [e.public for e in r.events if e.public]
    assert len(said) > 200 and not [t for t in said if "(s)" in t]
