"""Play-test r19 (prise), item 11: the log's words of a fight, a Spell's price, a death and a gain."""

from __future__ import annotations

from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.content import board, cards
from tabletop.games.rise.game import RiseGame


def _say(record) -> str:
    st = RiseGame().initial_state({"players": 2}, 1)
    return W.text(record, board(st.side), cards())


def test_alike_fighters_are_counted_in_the_combat_line_RN_COMBAT_01():
    """Seven Zombies read "Player 1's 7 Zombies", not "Player 1's Zombie" seven times; the rest in order."""
    names = ["Player 1's Necromancer"] + ["Player 1's Zombie"] * 7 + ["Player 1's Hell knight", "Player 1's Ghost"] * 2
    line = W.fight_line(E.FightBegins("city", names, [], defender_city="Mudwick"))
    assert (
        line
        == "Combat (City): Player 1's Necromancer, 7 Zombies, 2 Hell knights and 2 Ghosts against Mudwick (no towers)."
    )
    two = W.fight_line(
        E.FightBegins("pvp", ["Player 1's Necromancer", "Player 1's Zombie"], ["Player 2's Necromancer"])
    )
    assert (
        two
        == "Combat (Necromancer against Necromancer): Player 1's Necromancer and Zombie against Player 2's Necromancer."
    )
    mixed = W.fight_line(
        E.FightBegins("minions", ["Player 1's Ghost", "Player 1's Ghost"], ["Player 2's Zombie", "Fort"])
    )
    assert mixed.endswith("Player 1's 2 Ghosts against Player 2's Zombie and Fort.")
    assert W.fight_line(E.FightBegins("dungeon", ["Necromancer"], ["Troll", "Troll"])).endswith("against 2 Trolls.")


def test_a_dead_necromancer_is_told_once_RN_DEATH_01():
    """The "wins" line no longer says the Necromancer is dead and returns to the Valley of Souls: the game's
    own line (NecromancerDied, which follows every death in a fight) says it once, with its owner's name."""
    assert W.fight_line(E.FightOver("defender", ["attacker"], False)) == "The defender wins."
    assert _say(E.NecromancerDied(0)) == "Player 1's Necromancer dies and returns to the Valley of Souls."


def test_a_fight_spells_price_at_the_fights_end_is_no_second_cast_RN_SPEC_09_RN_SPELL_03():
    """The engine tells Weaken in combat step 1 (RN-SPEC-09: "The attacker casts Weaken on the defender")
    and, once the fight is over, the Spell's price paid (RN-SPELL-03): that line read "Player 1 casts
    Weaken." after "The attacker wins.", as if cast after the fight. Mist Walk, cast when moving, is a cast."""
    paid = _say(E.SpellCast(0, "weaken"))
    assert "casts" not in paid and paid == "Player 1 pays 1 Ichor for Weaken."
    assert "casts" not in _say(E.SpellCast(0, "death_bolt"))
    walk = _say(E.SpellCast(1, "mist_walk"))
    assert walk.startswith("Player 2 casts Mist Walk (pays 1 ")


def test_gains_name_the_goods_as_everything_else_does_RN_LAND_02():
    """ "gains 1 scroll" was lower-case where the Land line, the prices and the boards say "Scroll"."""
    assert _say(E.Gained(0, "scroll", 1, 1, "treasure")) == "Player 1 gains 1 Scroll (treasure)."
    assert _say(E.Gained(1, "lesser_corpse", 2, 2)) == "Player 2 gains 2 Lesser corpses."
