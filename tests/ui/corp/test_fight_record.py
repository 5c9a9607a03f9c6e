"""The fight window's record follows the engine's fight events: the rolls in the order rolled (ranged
shots before the monster's attack, NC-FIGHT-03/04), whom the monster attacked and why (NC-RESP-16), the
abilities that took effect (NC-FIGHT-02), hits per die (NC-RESP-08, a skull never, NC-ABIL-05), the
dice landing one by one, and a finished fight lingering until the game moves on."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import BOSS_ROOM
from tabletop.ui.corp.table.fight_record import LINGER, FightRecord, follow
from tests.ui.corp.fight_scenes import EMPTY, Table, start


def test_nc_fight_03_04_shots_are_rolled_before_the_monster_attacks():
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["staple_gun#1"]})
    t.do(A.EnterRoom(0))
    assert t.record.rolls == []  # step 2 waits for the shot: no monster dice yet
    t.do(A.Shoot(0, weapons=("staple_gun#1",)), 5, 1, 6)
    kinds = [(r.kind, r.faces) for r in t.record.rolls]
    assert kinds == [("attack", [5, 1]), ("foe", [6])]
    assert t.record.rolls[0].hits == [True, False] and t.record.rolls[1].hits == [True]


def test_nc_resp_16_the_target_and_why():
    """NC-RESP-16: not yet wounded, it attacks the last to come in (Gary, then the helper Priya); once
    wounded, the last to wound it (Gary)."""
    t = Table([["zombie_auditor#1", *EMPTY]], players=2)
    t.do(A.EnterRoom(0), 2)
    assert (t.record.rolls[-1].seat, t.record.rolls[-1].why) == (0, "entered")
    t.do(A.AskHelp(0))
    t.do(A.Help(1, join=True))
    t.do(A.Attack(1, hands=(A.FIST,)), 2, 2)  # Priya comes in and misses; it attacks her
    assert (t.record.rolls[-1].seat, t.record.rolls[-1].why) == (1, "entered")
    t.do(A.Attack(0, hands=(A.FIST,)), 6)  # Gary wounds it
    t.do(A.Attack(1, hands=(A.FIST,)), 2, 2)  # Priya misses; it attacks Gary
    foe = t.record.rolls[-1]
    assert (foe.kind, foe.seat, foe.why) == ("foe", 0, "wounded")


def test_nc_fight_02_abilities_shown_as_they_act():
    t = Table([["photocopier_mimic#1", *EMPTY]])
    t.do(A.EnterRoom(0), 2)
    assert any(ln.style == "ability" and "1 damage" in ln.text for ln in t.record.lines)


def test_nc_abil_05_a_skull_is_never_a_hit_even_with_a_bonus():
    t = Table([["possessed_stapler#1", *EMPTY]])  # its attack dice get +1
    t.do(A.EnterRoom(0), 1)
    assert t.record.rolls[-1].hits == [False]
    t2 = Table([["possessed_stapler#1", *EMPTY]])
    t2.do(A.EnterRoom(0), 3)
    assert t2.record.rolls[-1].shown == [4] and t2.record.rolls[-1].hits == [True]


def test_the_dice_land_one_by_one_and_the_lines_wait_for_them():
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["fire_axe#1"]})
    t.do(A.EnterRoom(0), 2)
    rec = t.record
    rec.land_all()
    t.do(A.Attack(0, hands=("fire_axe#1",)), 5, 5, 5, 2)
    assert rec.rolling and rec.landed == 1
    hidden = len(rec.lines) - len(rec.shown_lines())
    assert hidden > 0
    rec.tick(0.6)
    assert rec.landed == 2
    for _ in range(20):
        rec.tick(0.2)
    assert not rec.rolling and all(ln.after <= rec.landed for ln in rec.lines)


def test_a_finished_fight_lingers_until_the_game_moves_on():
    t = Table([["break_room_rat#1", *EMPTY]])
    t.do(A.EnterRoom(0), 2, 2)
    t.do(A.Attack(0, hands=(A.FIST,)), 6)
    rec = t.record
    assert rec.over and rec.fallen == {"break_room_rat#1": "killed"} and "won" in rec.result
    t.do(A.EndTurn(0))
    assert t.record is rec and rec.closing
    rec.land_all()
    rec.tick(LINGER + 0.1)
    assert rec.gone


def test_a_new_fight_starts_a_new_record():
    rec = FightRecord(over=True, foes=["x#1"])
    t = Table([["zombie_auditor#1", *EMPTY]])
    t.record = rec
    t.do(A.EnterRoom(0), 2)
    assert t.record is not rec and t.record.foes == ["zombie_auditor#1"]


def test_no_fight_no_record():
    t = Table([[*EMPTY]])
    t.do(A.EnterRoom(0))
    assert t.record is None
    assert follow(None, [], t.view()) is None


def test_nc_faq_07_its_still_alive_is_shown_as_it_happens():
    """It's still alive! drawn as the loot of a kill: the card and the monster's return are shown in the
    window, and the same window goes on with the fight (not over)."""
    t = Table([["break_room_rat#1", *EMPTY]])
    t.st.plot_deck.insert(0, "its_still_alive#1")
    t.do(A.EnterRoom(0), 2, 2)
    t.do(A.Attack(0, hands=(A.FIST,)), 6, 2, 2)
    rec = t.record
    assert t.st.fight is not None and not rec.over and rec.fallen == {}
    assert any(ln.style == "plot" and "It's still alive" in ln.text for ln in rec.lines)
    assert [r.kind for r in rec.rolls][-1] == "foe"


BACK = "It's still alive! The Break Room Rat is back, at full life"


def _revived(thanophobia: bool = False) -> Table:
    t = Table([["break_room_rat#1", *EMPTY]])
    t.st.plot_deck.insert(0, "its_still_alive#1")
    t.do(A.EnterRoom(0), 2, 2)
    if thanophobia:  # the trauma wakes as the monster comes back: escape only (NC-FAQ-03)
        t.st.players[0].traumas.append("thanophobia#1")
    t.do(A.Attack(0, hands=(A.FIST,)), 6, 2, 2)
    assert t.record is not None
    t.record.land_all()
    return t


def test_nc_faq_07_the_dice_before_its_still_alive_are_set_apart_under_the_cards_words():
    """Play-test r21: after It's still alive! the same window said "round 1", the monster at full life,
    over the old dice that had killed it, so the hits seemed not to count. The dice list now has a divider
    in the card's words (not the log's "is still alive, in <the room>") between the fight it lost, dimmed,
    and the one going on; the title says it came back."""
    from tabletop.ui.corp.table.dice_box import tray_rows
    from tabletop.ui.corp.table.fight_draw import title_words

    t = _revived()
    rec = t.record
    rows = [(kind, getattr(what, "kind", what.text if kind == "back" else ""), earlier) for kind, what, earlier in
            tray_rows(rec, 10_000, 30, 20)]  # fmt: skip
    assert rows == [("roll", "foe", True), ("roll", "attack", True), ("back", BACK, False), ("roll", "foe", False)]
    assert any(ln.text == BACK for ln in rec.lines)  # the window's line too, in the same words
    assert "it came back" in title_words(t.view(), rec) and "round 1" in title_words(t.view(), rec)
    # the divider waits for the killing blow's die to land (no spoiler)
    rec.landed = rec.revivals[0].dice - 1
    assert all(kind == "roll" and not earlier for kind, _what, earlier in tray_rows(rec, 10_000, 30, 20))
    assert "came back" not in title_words(t.view(), rec)


def test_nc_faq_07_a_short_dice_list_keeps_the_divider_and_the_latest_rolls():
    from tabletop.ui.corp.table.dice_box import tray_rows

    t = _revived()
    rows = tray_rows(t.record, 30 + 20, 30, 20)  # room for one roll and the divider
    assert [kind for kind, _what, _earlier in rows] == ["back", "roll"]


def test_nc_faq_07_the_narrow_windows_strip_shows_the_cards_line_beside_thanophobias():
    """Play-test r21: the narrow window's strip of what acted showed Thanophobia's warning alone, not the
    card that brought the monster back; it shows both now (a letter smaller), each whole."""
    import pygame

    from tabletop.ui.corp.table.fight_draw import lines_shown

    t = _revived(thanophobia=True)
    strip = pygame.Rect(0, 0, 449, 34)  # the narrow window's strip at 1280x800
    rows, size, _lh = lines_shown(t.record, strip, 1.0, slim=True)
    assert [part for part, _style in rows] == [BACK, "Thanophobia: Gary from IT can only try to escape."]
    assert size >= 9


def test_nc_faq_03_thanophobia_shown_before_the_monster():
    """Thanophobia's warning comes before the monster in the engine's events: the window shows it."""
    t = Table([["zombie_auditor#1", *EMPTY]])
    t.st.players[0].traumas.append("thanophobia#1")
    t.do(A.EnterRoom(0), 2)
    assert any(ln.style == "ability" and "only try to escape" in ln.text for ln in t.record.lines)


def test_no_spoilers_life_and_damage_wait_for_the_dice():
    """While the dice are in the air the window shows the monster's damage and the character's life as
    they were; the numbers (and a kill) change as the dice that changed them land."""
    t = Table([["zombie_auditor#1", *EMPTY]])
    t.do(A.EnterRoom(0), 2)
    rec = t.record
    rec.land_all()
    t.do(A.Attack(0, hands=(A.FIST,)), 6, 5)  # 1 damage to it, then it hits Gary for 1
    card, life = "zombie_auditor#1", t.st.players[0].life
    assert rec.rolling and rec.damage[card] == 1
    assert rec.shown("foe", card, rec.damage[card]) == 0 and rec.shown("seat", 0, life) == life + 1
    rec.landed = 2  # the first roll's die and the fist's
    assert rec.shown("foe", card, rec.damage[card]) == 1 and rec.shown("seat", 0, life) == life + 1
    rec.land_all()
    assert rec.shown("seat", 0, life) == life


def test_a_kill_is_shown_once_its_dice_land():
    t = Table([["break_room_rat#1", *EMPTY]])
    t.do(A.EnterRoom(0), 2, 2)
    t.record.land_all()
    t.do(A.Attack(0, hands=(A.FIST,)), 6)
    assert t.record.gone_shown("break_room_rat#1") == ""
    t.record.land_all()
    assert t.record.gone_shown("break_room_rat#1") == "killed"


def test_nc_aban_02_a_boss_faced_again_shows_the_damage_it_kept():
    """NC-ABAN-02 / NC-BOSS-01 (play-test r19): the boss wounded by a fallen party member is faced again by
    the next; if that fight ends within the same action (the boss kills the newcomer at once), the
    window must still show the boss with its damage, not at full life (it showed 'Life 8/8' at 2/8)."""
    t = Table([[*EMPTY]], players=2)
    for p in t.st.players:
        p.life = 1
    start(t, "boss", 6, 6, 6, 6, 6, 6, seat=0)  # the first one in falls at once
    boss = t.st.areas[BOSS_ROOM].foes[0]
    assert t.st.fight is None and not t.st.players[0].alive
    boss.damage = 4  # as if the fallen had wounded it first
    start(t, "boss", 6, 6, 6, 6, 6, 6, seat=1)  # the next one in: the same action ends the fight
    rec = t.record
    assert rec.over and t.st.fight is None
    rec.land_all()
    assert rec.damage.get(boss.card) == 4
    assert rec.shown("foe", boss.card, rec.damage[boss.card]) == 4


def test_nc_faq_07_the_fight_it_came_back_for_lists_only_its_own_fighters():
    """Play-test r22: It's still alive! fights the one who drew it (NC-FAQ-07); the window went on listing
    the helper of the fight the monster lost as "in the fight". Priya kills it for Gary, draws the card: the
    new fight is hers alone, and the monster attacks her as the last to come in, not as the last to wound it."""
    t = Table([["break_room_rat#1", *EMPTY]], players=2)
    t.st.plot_deck.insert(0, "its_still_alive#1")
    t.do(A.EnterRoom(0), 2, 2)
    t.do(A.AskHelp(0))
    t.do(A.Help(1, join=True))
    t.do(A.Attack(1, hands=(A.FIST,)), 6, 2, 2)
    rec = t.record
    assert rec is not None and t.st.fight is not None and t.st.fight.fighters == [1]
    assert rec.fighters == [1]
    assert (rec.rolls[-1].seat, rec.rolls[-1].why) == (1, "entered")


def test_each_monsters_round_is_named_so_no_line_reads_as_a_repeat_NC_FIGHT_04():
    """Play-test r28: "The Undying Founder heals 1 (regenerate): 6/12." twice, after a round where the damage
    and the heal cancel. The first line of each monsters' round (NC-FIGHT-04: it regenerates, then attacks)
    names the round, the engine's own count, so the window's lines read as a sequence."""
    t = Table([[*EMPTY]])
    t.st.players[0].life = 40
    start(t, "boss", 2, 2, 2, 2, 2, boss="the_undying_founder")
    for _ in range(3):  # a fist's 1 damage, healed again before each attack
        t.do(A.Attack(0, hands=(A.FIST,)), 6, 2, 2, 2, 2, 2)
        assert t.record.round == t.st.fight.rounds
    heals = [ln.text for ln in t.record.lines if "(regenerate)" in ln.text]
    assert len(heals) == 3 and len(set(heals)) == 3, heals
    assert heals[0].startswith("Round 2: The Undying Founder heals 1"), heals
    texts = [ln.text for ln in t.record.lines]
    # the round is named once, on its first line: its attack after the heal reads on
    after = texts[texts.index(heals[0]) + 1]
    assert after.startswith("The Undying Founder attacks Gary"), after
    assert texts[1].startswith("Round 1: The Undying Founder attacks"), texts


def test_the_dice_box_sets_each_monsters_rounds_rolls_apart_NC_FIGHT_04(monkeypatch):
    """Play-test r30 (a fist against a Zombie Middle Manager, round after round of misses): the dice box read
    "Mr. Hobbs 0 hits", "Zombie Middle Manager 0 hits", then the same two rows again, as if one round were
    shown twice. Each roll knows its round (NC-FIGHT-04: the monsters strike, the fighters answer), and a thin
    rule lies between the rows of two rounds, none within a round."""
    import pygame

    from tabletop.ui.corp.table import dice_box as DB

    t = Table([[*EMPTY]])
    t.st.players[0].life = 40
    start(t, "boss", 2, 2, 2, 2, 2, boss="the_undying_founder")
    for _ in range(2):  # a fist's miss, the boss's misses: round after round of the same rows
        t.do(A.Attack(0, hands=(A.FIST,)), 2, 2, 2, 2, 2, 2)
    rounds = [(roll.kind, roll.round) for roll in t.record.rolls]
    assert rounds == [("foe", 1), ("attack", 1), ("foe", 2), ("attack", 2), ("foe", 3)], rounds
    rules: list = []
    monkeypatch.setattr(DB, "round_rule", lambda surface, left, right, y: rules.append(y))
    rec = t.record
    rec.landed = rec.dice
    area = pygame.Rect(0, 0, 420, 400)
    DB.draw_tray(pygame.Surface((430, 410)), t.view(), rec, area, 1.0)
    assert len(rules) == 2, rules  # before round 2's first roll and round 3's: never inside a round
