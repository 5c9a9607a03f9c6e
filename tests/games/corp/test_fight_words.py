"""Every fight event record is worded (fight_words.py) through the one words dispatch, as a story line."""

import dataclasses
import inspect

from tabletop.core.protocol import EventRecord
from tabletop.games.corp import fight_events as F
from tabletop.games.corp import fight_words, words
from tests.games.corp import fight_builder as fb

SAMPLES = {
    F.FoeRevealed: F.FoeRevealed(0, "bea", "golem#1"),
    F.AbilityTriggered: F.AbilityTriggered("leech#1", "reveal_damage", 0, "bea", 2),
    F.AttackRolled: F.AttackRolled(0, "bea", "axe#1", "golem#1", [5, 2, 1], [6, 3, 1], 1, 1, 3, 4),
    F.FoeAttacked: F.FoeAttacked("golem#1", 0, "bea", [5, 2, 1], [5, 2, 1], 1, 1, 7, 10),
    F.EscapeRolled: F.EscapeRolled(0, "bea", 3, 2, False),
    F.HelpAsked: F.HelpAsked(0, "bea", []),
    F.HelpAnswered: F.HelpAnswered(1, "cal", True),
    F.Passed: F.Passed(0, "bea"),
    F.WeaponBroken: F.WeaponBroken(0, "bea", "knife#1"),
    F.FistHurt: F.FistHurt(0, "bea", 2, 8, 10),
    F.FoeHealed: F.FoeHealed("whateley#1", "heal_per_skull", 2, 9, 10),
    F.ZombieFell: F.ZombieFell("abhoth#1", 1),
    F.FoeKilled: F.FoeKilled("golem#1", 0, "bea", 2),
    F.FoeGone: F.FoeGone("shade#1", "vanished"),
    F.CharacterFell: F.CharacterFell(0, "bea", "cal"),
    F.InfectedReturned: F.InfectedReturned(0, "bea", "zombie", [1, 6], 7),
    F.InfectedFight: F.InfectedFight([1], [0], ["cal", "bea"]),
    F.FightOver: F.FightOver("won"),
}


def test_every_fight_record_is_worded():
    records = [
        c
        for _, c in inspect.getmembers(F, inspect.isclass)
        if issubclass(c, EventRecord) and c is not EventRecord and dataclasses.is_dataclass(c)
    ]
    assert set(records) == set(fight_words.WORDS) == set(SAMPLES)
    for r in SAMPLES.values():
        line = words.text(r, fb.CARDS)
        assert line and line[0].isupper() and "{" not in line


def test_the_fight_reads_as_a_story():
    """A monster's attack: its dice (a 1 is a skull), the hits, the damage, the life left."""
    assert (
        words.text(SAMPLES[F.FoeAttacked], fb.CARDS)
        == "The Copier Golem attacks Bea: 5, 2, skull: 1 hit, 1 damage (Bea 7/10)."
    )
    assert words.text(SAMPLES[F.AttackRolled], fb.CARDS) == (
        "Bea strikes the Copier Golem with the Fire Axe: 5→6, 2→3, skull: 1 hit, 1 damage (Copier Golem 3/4)."
    )
    assert words.text(SAMPLES[F.EscapeRolled], fb.CARDS) == "Bea tries to escape: 3→2, caught!"
    assert words.text(SAMPLES[F.HelpAsked], fb.CARDS) == "Bea calls for help, but nobody can come."


def test_an_abandoned_monster_found_again_says_whether_it_is_hurt_NC_ABAN_02():
    """Play-test: "finds the New Hire Vampire again, still hurt" was said of a monster at full life. The
    line now says the damage it kept (NC-ABAN-02), or that it is unhurt; and a revealed monster "comes
    out to fight" (it "attacked" before any attack was rolled)."""
    hurt = words.text(F.FoeRevealed(0, "bea", "golem#1", again=True, damage=2), fb.CARDS)
    assert hurt == "Bea finds the Copier Golem again, still hurt (2 damage)."
    whole = words.text(F.FoeRevealed(0, "bea", "golem#1", again=True), fb.CARDS)
    assert whole == "Bea finds the Copier Golem again, unhurt."
    assert words.text(SAMPLES[F.FoeRevealed], fb.CARDS) == "The Copier Golem comes out to fight Bea!"


def test_the_damage_an_abandoned_monster_kept_is_told_when_it_is_found_NC_ABAN_02():
    from tabletop.games.corp import fight
    from tabletop.games.corp.fight_state import Foe

    st = fb.state("bea")
    area = fb.room(st, "golem#1")
    st.areas[area].foes.append(Foe(card="golem#1", damage=3))
    fb.put(st, 0, 1, area)
    c = fb.ctx(st, 5, 2)
    fight.start_abandoned(c, 0, area)
    told = [e.record for e in c.events if isinstance(e.record, F.FoeRevealed)]
    assert told and told[0].again and told[0].damage == 3


def test_a_boss_goes_by_its_name_a_monster_by_the():
    boss = F.FoeAttacked("whateley#1", 0, "bea", [1], [1], 0, 0, 10, 10)
    assert words.text(boss, fb.CARDS).startswith("W. Whateley attacks Bea: skull: 0 hits")
    assert words.text(F.FoeKilled("rat#1", 1, "cal", 0), fb.CARDS) == "Cal kills the Office Rat."


def test_an_alien_a_zombie():
    assert (
        words.text(F.InfectedReturned(0, "bea", "alien", [6, 5], 11), fb.CARDS)
        == "Bea rises again as an alien with 11 life (6, 5)."
    )


def test_life_reads_against_the_most_a_character_may_have():
    """The counter in a line reads against the character's most life: a frail trauma's less (NC-FAQ-01)."""
    from tabletop.games.corp import fight

    st = fb.state("bea")
    st.players[0].traumas = ["limp#1"]
    st.players[0].life = 8
    area = fb.room(st, "golem#1")
    fb.put(st, 0, 1, area)
    c = fb.ctx(st, 5, 2)
    fight.start_reveal(c, 0, area, ["golem#1"])
    assert fb.lines(c)[-1].endswith("(Bea 7/8).")


def test_a_boss_is_never_left_abandoned_NC_BOSS_01():
    """Play-test r28: a lone character's last fight ended "The Undying Founder is left behind, abandoned";
    nobody escapes a boss (NC-BOSS-01), and one left standing waits on the roof. A room's monster left by
    its fighters is still the rulebook's abandoned monster (NC-ABAN)."""
    assert words.text(F.FoeGone("whateley#1", "abandoned"), fb.CARDS) == "W. Whateley waits on the roof."
    assert words.text(F.FoeGone("golem#1", "abandoned"), fb.CARDS) == "The Copier Golem is left behind, abandoned."
