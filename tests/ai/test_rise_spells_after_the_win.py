"""Play-test r19 (prise) item 12: Death Bolt and Zombie Explosion stay on offer after a fight is won (the
rules let them be cast then: RN-COMBAT-19 "you may cast Death Bolt and then Zombie Explosion" when all
remaining attacks are rolled, RN-COMBAT-20, RN-SPEC-10/11, with no word of the result), but the default
bot no longer pays for a Spell that cannot change the result."""

from __future__ import annotations

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tabletop.games.rise import queries as Q
from tabletop.games.rise.combat import Attack, City, Side, Spells
from tabletop.games.rise.game import RiseGame


def _won_city():
    """A Necromancer and three Zombies against a City of no towers and no defenders: won before any Spell."""
    att = Side(0, (C.necromancer("Necromancer", 1),) + tuple(C.minion("zombie", f"z{k}") for k in range(3)),
               spells=Spells(death_bolt=(Attack(3),), zombie_explosion=2))  # fmt: skip
    return C.start("city", att, Side(1, (), city=City("Mudwick", 0, ())), [6, 6, 6, 6])


def test_the_spells_stay_on_offer_after_the_fight_is_won_RN_COMBAT_19_20():
    s = _won_city()
    assert C.pending(s).kind == "death_bolt" and C.options(s) == (True, False)  # the rules' "may"
    s = C.apply(s, False)
    assert C.pending(s).kind == "zombie_explosion" and C.options(s) == (0, 1, 2)
    assert C.result(C.apply(s, 0)).attacker_won


def test_the_default_player_casts_no_spell_that_cannot_change_the_result_RN_COMBAT_19():
    s = _won_city()
    assert C.default_policy(s, C.pending(s)) is False  # nothing left to wound: Death Bolt would be wasted
    s = C.apply(s, False)
    assert C.default_policy(s, C.pending(s)) == 0
    # with a tower still standing, Death Bolt may still win it: cast
    att = Side(0, (C.necromancer("Necromancer", 1),), spells=Spells(death_bolt=(Attack(3),)))
    s = C.start("city", att, Side(1, (), city=City("Mudwick", 1, ())), [6])
    assert C.pending(s).kind == "death_bolt" and C.default_policy(s, C.pending(s)) is True


def _to_wound(cs, side: int) -> int:
    """What the other side still has to be wounded (its fighters standing, its towers), as the table shows."""
    o = cs.sides[1 - side]
    standing = [f for f in o.fighters if f.id not in o.removed and (f.role != "necromancer" or cs.kind == "pvp")]
    towers = (o.city.towers - o.tower_wounds) if o.city else 0
    return len(standing) + towers


def test_the_bot_in_real_games_never_casts_a_spell_after_its_win_is_certain():
    """Bots play whole games; at every Death Bolt or Zombie Explosion question the bot answers, it casts
    only while the other side still has something to wound (and it did cast while it had)."""
    bot = get_bot("rise")
    idle, cast = 0, 0
    for seed in range(1, 9):
        session = Session(RiseGame(), {"players": 3}, seed)
        game, rng = session.game, RNG(seed)
        for _ in range(3000):
            if session.outcome() is not None:
                break
            seat = game.to_act(session.state)[0]
            v = view(game, session.state, seat)
            action = bot(game, v, seat, rng)
            kind = Q.decision_kind(v) if v.turn.stage == "combat" else ""
            if kind in ("death_bolt", "zombie_explosion") and isinstance(action, A.Choose):
                cs = Q.combat_state(v.fight)
                d = C.pending(cs)
                i = C.SIDE_NAMES.index(d.side)
                if _to_wound(cs, i) == 0:
                    assert action.choice in ("no", "0"), (seed, kind, action)
                    idle += 1
                elif action.choice not in ("no", "0"):
                    cast += 1
            session.submit(action)
    print("spells held back", idle, "cast", cast)
    assert idle >= 1 and cast >= 1, (idle, cast)
