"""The read-only questions the table and the bots ask the Rise rules (tabletop/games/rise/queries.py)."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise import rules as R
from tests.games.rise.test_engine_kit import G, new, scene


def test_RN_MOVE_10_RN_ACT_02_why_not_move_to_names_another_necromancer_but_never_for_the_valley():
    """Only the Valley of Souls holds several Necromancers: a space another one stands on is refused in
    words, the Valley never is (only reach can keep a Necromancer from it); not one's movement, or staying
    where one is, are said too."""
    st = scene(new(3), 0, "move", "crowfoot_moor")
    other = st.players[1]
    other.space = "hollowell"
    assert "Another Necromancer" in (Q.why_not_move_to(st, 0, "hollowell") or "")
    assert "RN-MOVE-10" in Q.why_not_move_to(st, 0, "hollowell")
    other.space = R.VALLEY
    assert Q.why_not_move_to(st, 0, R.VALLEY) is None
    assert Q.why_not_move_to(st, 0, "crowfoot_moor") == "You are already here."
    assert Q.why_not_move_to(st, 1, "hollowell") == "It is not your movement now."


def test_the_queries_answer_what_the_rules_decide():
    """Destinations and why-not-play are the rules' own answers; the Headmaster threshold is the rules'."""
    st = scene(new(2), 0, "move", "crowfoot_moor")
    assert Q.destinations(st, 0) == R.destinations(R.Ctx(st), 0)
    moves = {a.to for a in G.legal_actions(st, 0) if isinstance(a, A.Move)}
    assert set(Q.destinations(st, 0)) == moves
    assert Q.ACADEMY_LEAST == R.ACADEMY_LEAST == 6
    facts = Q.reach_facts(st, 0)
    assert facts["reach"] == R.allowance(R.Ctx(st), 0) == facts["base"] + facts["bonus"] + facts["mist"]
    assert Q.minion_costs(st, "zombie") and all(sum(c.values()) > 0 for c in Q.minion_costs(st, "zombie"))
    play = scene(new(2), 0, "play", "crowfoot_moor")
    assert play.players[0].hand, "a hand is dealt at set-up"
    for card in play.players[0].hand:
        assert Q.why_not_play(play, 0, card) == R.why_not_play(R.Ctx(play), 0, card)
    assert Q.why_not_play(play, 0, "no_such_card") == R.why_not_play(R.Ctx(play), 0, "no_such_card") is not None


def test_RN_COMBAT_decision_kind_says_what_the_waiting_combat_decision_is_about():
    """The bots' reasons and the table read the waiting decision's kind from the rules, never from its
    prompt's words: over seeded bot games every decision met has a kind, and each kind's options are the
    rules' own (cast yes/no, a count of Zombies or rerolls, a fighter or tower for a wound)."""
    from tabletop.ai.rise_bot import choose
    from tabletop.core.rng import RNG

    seen: set[str] = set()
    for players, seed in ((2, 20000), (3, 20001)):
        st = G.initial_state({"players": players}, seed)
        rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
        assert Q.decision_kind(G.view(st, None)) == ""
        while G.outcome(st) is None:
            seat = G.to_act(st)[0]
            view = G.view(st, seat)
            if view.turn.stage == "combat" and view.fight is not None and view.fight.options:
                kind = Q.decision_kind(view)
                assert kind in ("weaken", "death_bolt", "zombie_explosion", "reroll", "allocate"), kind
                options = view.fight.options
                if kind in ("weaken", "death_bolt"):
                    assert set(options) <= {"yes", "no"}
                elif kind in ("zombie_explosion", "reroll"):
                    assert all(o.isdigit() for o in options)
                else:
                    assert not any(o.isdigit() or o in ("yes", "no") for o in options)
                seen.add(kind)
            st = G.apply(st, choose(G, view, seat, rngs[seat])).state
    assert "allocate" in seen


def test_play_blocker_codes_word_the_rules_reason_RN_PLAY_09_RN_APP_01():
    """The rules give a code for why a card cannot be played; words.PLAY_REFUSALS words it once (the
    refusal and the table's short form), so no screen matches the rules' English."""
    from tabletop.games.rise import words as RW

    st = new(2, seed=3)
    seat = st.turn.seat
    p = st.players[seat]
    for card in dict.fromkeys(p.hand):
        code = Q.play_blocker(st, seat, card)
        why = Q.why_not_play(st, seat, card)
        assert (code is None) == (why is None)
        if code is not None:
            assert why.startswith(RW.PLAY_REFUSALS[code][0])
            if code == "cannot_pay":  # what it lacks, from the rules' own count
                assert why == RW.play_refusal(code, Q.lacking(st, seat, card)) and "you have" in why
    assert Q.play_blocker(st, seat, "no-such-card") == "not_in_hand"
    assert set(RW.PLAY_REFUSALS) >= {"cannot_pay", "drawn_this_turn", "needs_necromancer", "has_apprentice"}
