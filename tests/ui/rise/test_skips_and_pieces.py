"""Phases passed over are told to the person at the screen (RN-TURN-03: phases 1 and 2 are optional,
and the engine passes over one with nothing to choose); every miniature reads on every space; the
set-up preview paints each Academy in its own colour, as the board does."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.core.protocol import Event
from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tests.ui.rise.conftest import table


def _turn(number, stage, seat=0, raised=0):
    return SimpleNamespace(turn=SimpleNamespace(number=number, stage=stage, seat=seat, raised=raised), winners=None)


def _view(hand=("x",)):
    return SimpleNamespace(players=[SimpleNamespace(hand=list(hand))], supply={"zombie": 3})


def test_a_new_turn_past_both_phases_says_both():
    from tabletop.ui.rise.table.skips import skipped

    words = skipped(_turn(4, "play", seat=1), _turn(5, "move"), A.EndRaise(1), _view())
    assert len(words) == 2
    assert words[0].startswith("Nothing to play") and words[1].startswith("No Minion you can raise")


def test_done_or_a_raise_is_no_skip():
    from tabletop.ui.rise.table.skips import skipped

    # Done in phase 1, then nothing to raise: only phase 2 is told
    words = skipped(_turn(5, "play"), _turn(5, "move"), A.EndPlay(0), _view())
    assert [w.split(":")[0] for w in words] == ["No Minion you can raise"]
    # a Minion raised (one a turn): nothing is told
    assert skipped(_turn(5, "raise"), _turn(5, "move", raised=1), A.Raise(0, "zombie", 0), _view()) == []
    # Done in phase 2: nothing is told
    assert skipped(_turn(5, "raise"), _turn(5, "move"), A.EndRaise(0), _view()) == []
    # a card played and nothing more can be: "Nothing more to play"
    words = skipped(_turn(5, "play"), _turn(5, "raise"), A.PlayCard(0, "x"), _view())
    assert words and words[0].startswith("Nothing more to play")
    # still in phase 1, or an empty hand
    assert skipped(_turn(5, "play"), _turn(5, "play"), A.PlayCard(0, "x"), _view()) == []
    assert "hand is empty" in skipped(None, _turn(1, "raise"), None, _view(()))[0]


def test_the_first_turn_past_phase_1_is_told_in_the_log_and_over_the_board(ctx, screen):
    scene = table(ctx, 3, seed=1)
    st = scene.session.state
    assert st.turn.seat == 0 and st.turn.stage == "move"  # this seed's first turn has nothing to play or raise
    mine = [line.text for line in scene.log.lines(0, scene.bot_seats) if line.kind == "skip"]
    assert any(t.startswith("Nothing to play") and "pay for" in t for t in mine), mine
    assert any(t.startswith("No Minion you can raise") for t in mine), mine
    # seen by that player alone
    assert not [line for line in scene.log.lines(1, scene.bot_seats) if line.kind == "skip"]
    scene.update(0.05)
    assert scene.toast is not None and "Nothing to play" in scene.toast[0]
    scene.draw(screen)
    scene.update(8.0)  # it stays while the person reads it
    assert scene.toast is not None and "Nothing to play" in scene.toast[0]
    from tests.ui.rise.conftest import click

    _label, pos = next(t for t in scene.targets() if t[0].startswith("space "))
    click(scene, pos)  # a move: the notice has done its work
    assert scene.toast is None or "Nothing to play" not in scene.toast[0]


def test_a_persons_later_turns_are_told_too(ctx, screen):
    """Seat 0 a person, the bots play on: each of the person's turns that began past phase 1 says so."""
    from tests.ui.rise.conftest import play_by_gestures

    scene = table(ctx, 3, seed=2)
    play_by_gestures(scene, screen, seed=2, steps=300)
    mine = [line.text for line in scene.log.lines(0, scene.bot_seats) if line.kind == "skip"]
    assert len(mine) >= 2
    # never about a computer's turn
    assert all(line.seat == 0 for line in scene.log.lines(0, scene.bot_seats) if line.kind == "skip")


def _luma(c):
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


def test_every_miniature_stands_on_a_disc_of_the_other_tone():
    from tabletop.ui.rise.table import board_draw as BD

    size = 30
    for name, colour in BD.PLAYER_RGB.items():
        for paint in list(BD.KIND_RGB.values()) + list(BD.ACADEMY_RGB.values()):
            surf = pygame.Surface((120, 120))
            surf.fill(paint)
            BD._miniature(surf, (60, 60), size, colour, False)
            inside = surf.get_at((60 + int(size * 0.72), 60 - int(size * 0.2)))[:3]  # the disc beside the figure
            assert abs(_luma(inside) - _luma(colour)) > 100, (name, paint, inside)
            rim = surf.get_at((60 + int(size * 0.94), 60 - int(size * 0.2)))[:3]  # its rim, against the space
            assert abs(_luma(rim) - _luma(inside)) > 100, (name, paint, rim)


def test_the_setup_preview_paints_each_academy_as_the_board_does():
    from tabletop.content.rise.board import ACADEMIES
    from tabletop.ui.rise import board_preview
    from tabletop.ui.rise.table import board_draw as BD

    assert len(set(board_preview.ACADEMY_FILL.values())) == 4
    for academy, fill in board_preview.ACADEMY_FILL.items():
        assert fill == BD.ACADEMY_RGB[ACADEMIES[academy]]


def test_a_minion_with_two_costs_gets_one_button_for_each():
    """Hell knight (Ichor or Scroll): one button per way to pay, each saying its cost (it was offered twice
    with the Scroll's words); and every other Minion that may be raised its own button (play-test: Hell
    knight's two alone read as if it were the only Minion on offer), "Done raising" last."""
    from tabletop.ui.rise.table import choices as CH

    view = SimpleNamespace(side="small", turn=SimpleNamespace(stage="raise"))
    legal = [A.Raise(0, "zombie", 0), A.Raise(0, "hell_knight", 0), A.Raise(0, "hell_knight", 1), A.EndRaise(0)]
    o = CH.offer(view, legal)
    labels = [label for label, _a in o.buttons]
    assert len(labels) == len(set(labels)) == 4
    assert any("Ichor" in label for label in labels) and any("Scroll" in label for label in labels)
    assert labels[0].startswith("Raise Zombie") and o.buttons[-1][1] == A.EndRaise(0)
    assert o.raises["hell_knight"] == A.Raise(0, "hell_knight", 0) and o.raises["zombie"] == A.Raise(0, "zombie", 0)


def test_a_foe_or_a_lone_city_is_named_as_itself_not_as_the_player_who_rolls_for_it():
    """RN-COMBAT-10/11: a Dungeon's monster is named as itself with the player who rolls for it (its owner,
    or the player to the left); a City nobody holds likewise; a held City or a player's side is the
    player, named through the kit's seat_name."""
    from tabletop.ui.rise.table.windows import CombatRecord, side_name

    names = lambda s: f"Player {s + 1} (Pink, computer)"  # noqa: E731
    foe = CombatRecord("Combat", def_seat=1)
    foe.defender = SimpleNamespace(fighters=[SimpleNamespace(name="Troll Chieftain", role="monster")], city=None)
    assert side_name(foe, "defender", names) == "Troll Chieftain, rolled by Player 2 (Pink, computer)"
    city = CombatRecord("Combat", def_seat=1, city=("Thornbury", 0, [1]), neutral=True)
    city.defender = SimpleNamespace(fighters=[], city=("Thornbury", 0, (1,)))
    assert side_name(city, "defender", names) == "Thornbury, rolled by Player 2 (Pink, computer)"
    held = CombatRecord("Combat", def_seat=1, city=("Thornbury", 1, [1]))
    held.defender = SimpleNamespace(fighters=[], city=("Thornbury", 1, (1,)))
    assert side_name(held, "defender", names) == "Player 2 (Pink, computer)"
    player = CombatRecord("Combat", att_seat=1)
    player.attacker = SimpleNamespace(fighters=[SimpleNamespace(name="Necromancer", role="necromancer")], city=None)
    assert side_name(player, "attacker", names) == "Player 2 (Pink, computer)"


def test_defender_the_foe_beside_rolled_by_player_2_a_fight_known_from_its_result_names_the_monster():
    """Issue 21, "Defender: The foe" beside "rolled by Player 2": a Dungeon fight begun and ended in one
    action (nobody decided) is known from its events alone; its defender is the monster the rules name,
    with the player who rolled for it through the kit's seat_name, as a fight followed step by step."""
    from tabletop.ui.kit.names import seat_name
    from tabletop.ui.rise.table.windows import CombatRecord, side_name

    begins = E.FightBegins("dungeon", ["Player 1's Necromancer"], ["Troll Chieftain"], attacker_seat=0)
    begins = E.FightBegins(**{**vars(begins), "defender_seat": 1, "neutral": True})
    roll = E.Rolled("defender", None, "monster", "Troll Chieftain", False, 3, False, [E.Die(2, 5, False)])
    result = E.FightResult(
        space="crypt",
        purpose="dungeon_foe",
        kind="dungeon",
        attacker_seat=0,
        defender_seat=None,  # nobody's Dungeon: no player is the defender
        winner_seat=0,
        attacker_won=True,
        dead=[],
        lost={"attacker": [], "defender": [{"id": "monster", "name": "Troll Chieftain"}]},
        towers_wounded=0,
        towers=0,
        move_back=False,
        counters_placed=[],
        counters_removed=[],
    )
    events = [
        Event.of(begins, "Combat (Dungeon): ..."),
        Event.of(roll, "Troll Chieftain rolls 5: miss."),
        Event.of(result, "x"),
    ]
    rec = CombatRecord.from_result("small", events)
    rec.finish(events)
    names = lambda s: seat_name(s, {1}, ("red", "pink")[s])  # noqa: E731
    assert side_name(rec, "defender", names) == "Troll Chieftain, rolled by Player 2 (Pink, computer)"
    assert side_name(rec, "attacker", names) == "Player 1 (Red)"


def test_a_game_resumed_as_a_persons_turn_begins_tells_the_phases_passed_over(ctx, screen):
    from tabletop.core.session import Session
    from tabletop.games.rise.game import RiseGame
    from tabletop.ui.rise.table import RiseTableScene

    first = table(ctx, 3, seed=2)
    # play on to the moment seat 0's turn has just begun past phase 1
    from tests.ui.rise.conftest import click

    for _ in range(3000):
        first.update(0.5)
        st = first.session.state
        if st.turn.seat == 0 and st.turn.stage != "play" and first.session.actions[-1].seat != 0:
            break
        if first.acting_seat() is not None:
            targets = first.targets()
            _label, pos = targets[-1]  # the last gesture: a button, else a space (never stuck on a look card)
            click(first, pos)
    else:
        raise AssertionError("no turn of seat 0 began past phase 1")
    again = Session(RiseGame(), first.session.settings, first.session.seed)
    for a in first.session.actions:
        again.submit(a)
    scene = RiseTableScene(ctx, again, {1, 2}, None, bot_delay=0.0)
    scene.enter()
    scene.no_first_handover()
    last = list(scene.log.lines(0, scene.bot_seats))[-2:]
    assert any(line.kind == "skip" for line in last), [line.text for line in last]


def test_a_combat_decision_waits_until_its_dice_are_down(ctx, screen):
    """Playing showed 'Roll again how many missed attacks?' with its buttons while the dice still
    tumbled: now the panel says the dice are rolling, and the buttons and wound rows come when they land."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "city_combat")
    scene.update(1 / 60)
    assert scene.offer().combat and not scene.dice_in_air()
    decided = [label for label, _pos in scene.targets()]
    assert decided
    scene.combat.landed = 0  # the same fight with its dice in the air
    scene._arrange()  # the buttons follow the dice: laid out again as the next frame would
    assert scene.dice_in_air()
    assert not [t for t in scene.targets() if t[0].startswith("wound ")]
    labels = {label for label, _pos in scene.targets()}
    assert not labels & {label for label in decided if not label.startswith(("space ", "card ", "raise "))}
    scene.draw(screen)
    for _ in range(200):
        scene.update(0.1)
        if not scene.dice_in_air():
            break
    assert not scene.dice_in_air()
    assert {label for label, _pos in scene.targets()} == set(decided)


def test_a_missed_attack_rolled_again_lands_on_the_row_of_the_fighter_that_missed_it():
    from tabletop.ui.rise.table.windows import CombatRecord

    rec = CombatRecord("Combat at Hollowell — City")

    def rolled(fighter, name, die, again=False):
        return E.Rolled("attacker", 0, fighter, name, False, 3, again, [E.Die(*die)])

    first = Event.of(rolled("necromancer", "Necromancer", (1, 5, False)), "Player 1's Necromancer rolls 5: miss.")
    knight = Event.of(rolled("hk1", "Hell knight", (2, 1, True)), "Player 1's Hell knight rolls 1: one wound.")
    # a reroll's record names no fighter
    again = Event.of(
        rolled("", "", (1, 1, True), again=True), "The attacker rolls one missed attack again: 1: one wound."
    )
    rec.absorb([first, knight, again])
    assert [d.fighter for d in rec.dice] == ["necromancer", "hk1", "necromancer"]
    assert [fid for fid, _name in rec.extra["attacker"]] == ["necromancer", "hk1"]  # no row of its own
    # two fighters missed at that power: it cannot be told whose, so it gets a row of its own, in plain words
    rec2 = CombatRecord("Combat")
    other = Event.of(rolled("z1", "Zombie", (1, 6, False)), "")
    rec2.absorb([first, other, again])
    assert rec2.dice[-1].fighter == "?" and dict(rec2.extra["attacker"])["?"] == "A missed attack, rolled again"


def test_roll_again_says_whose_missed_attacks(monkeypatch):
    """The kind of decision pending is the rules' answer (queries.decision_kind, tested with the rules);
    the words for a reroll name whose missed attacks it rolls again."""
    from tabletop.ui.rise.table import choices as CH

    monkeypatch.setattr(CH.Q, "decision_kind", lambda view: "reroll")
    side = SimpleNamespace(seat=0, rerolls=[["necromancer", 1]])
    view = SimpleNamespace(
        fight=SimpleNamespace(
            prompt="Roll again how many missed attacks (up to 1, once per combat)?",
            attacker=side,
            defender=SimpleNamespace(seat=None, rerolls=[]),
            waiting=0,
        )
    )
    assert CH.choose_words(view, "1") == "Roll 1 again (the Necromancer's miss)"
    assert CH.choose_words(view, "0") == "Keep the dice"


def test_pointing_at_the_notice_of_a_phase_passed_over_puts_it_away_issue_21(ctx, screen):
    """Issue 21 (nothing covered): the notice stood over the board's lowest spaces and deck labels until
    the next action. It stays while the cursor rests elsewhere (or where it was when the notice came),
    and goes once the cursor moves onto it; its words stay in the log."""
    scene = table(ctx, 3, seed=1)
    scene.mouse = (5, 5)
    scene.update(0.05)
    assert scene.toast is not None and "Nothing to play" in scene.toast[0]
    rect = scene.notice_rect(screen)
    assert rect is not None
    scene.update(1.0)  # the cursor where it was: the notice stays
    assert scene.toast is not None
    scene.mouse = (rect.left - 5, rect.top - 5) if rect.left > 5 else (rect.right + 5, rect.top - 5)
    scene.update(0.05)  # moved, but not onto it
    assert scene.toast is not None
    scene.mouse = rect.center
    scene.update(0.05)
    assert scene.toast is None
    assert any(line.kind == "skip" for line in scene.log.lines(0, scene.bot_seats))


def test_the_card_made_big_stands_over_the_notice_of_a_phase_passed_over_issue_21(ctx, screen, monkeypatch):
    """Issue 21 ("the Nothing to play notice over the enlarged card"), seen again in a real window: the
    notice was drawn last, over the card under the mouse made big. Now the notice comes first and the
    card (and any tooltip) over it."""
    from tabletop.ui.rise.table import panels as P
    from tabletop.ui.rise.table import table_draw as D

    scene = table(ctx, 3, seed=1)
    scene.update(0.05)
    assert scene.toast is not None and "Nothing to play" in scene.toast[0]
    view = scene.tool_view()
    rect = P.hand_card_rects(scene.layout.hand, len(view.hand()), scene.layout.scale)[0]
    scene.mouse = rect.center
    order: list[str] = []
    real_notice, real_face = D.notices.draw_notice, D.P.card_face
    monkeypatch.setattr(D.notices, "draw_notice", lambda *a, **k: (order.append("notice"), real_notice(*a, **k))[1])
    monkeypatch.setattr(D.P, "card_face", lambda *a, **k: (order.append("card"), real_face(*a, **k))[1])
    scene.draw(screen)
    assert "card" in order and order.index("notice") < len(order) - 1 - order[::-1].index("card")


def test_no_tooltip_of_the_log_under_the_computers_summary_issue_21(ctx, screen, monkeypatch):
    """Seen in a real window: the log's tooltip ("The log: the wheel scrolls…") was drawn under the
    "While you waited" summary that stands over the log, cut off at its edge. While the summary is up,
    the log gives no tooltip."""
    from tabletop.ui.rise.table import table_draw as D
    from tests.ui.test_pacing import play_person, rise_table, run_bots

    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    for _ in range(80):
        scene.update(1 / 60)
    assert scene.computer_summary()[0]
    scene.mouse = pygame.Rect(scene.layout.log).center
    scene._rest = 5.0
    said: list[str] = []
    monkeypatch.setattr(D.HT, "draw_tip", lambda surface, words, *a, **k: said.append(words))
    scene.draw(screen)
    assert not any("log" in w.lower() for w in said), said


def test_a_buttons_tooltip_is_kept_beside_the_computers_summary_issue_21(ctx, screen, monkeypatch):
    """Seen in a real window: the Fortify button's long tooltip ran under the "While you waited" summary
    (drawn over the table afterwards) and was read cut. While the summary is up, tooltips are kept to the
    window's part left of it, wrapped to fit."""
    from tabletop.ui.rise.table import hover_tips as HT
    from tests.ui.test_pacing import play_person, rise_table, run_bots

    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    for _ in range(80):
        scene.update(1 / 60)
    assert scene.computer_summary()[0]
    button = max((b for b in scene.buttons.buttons if b.enabled), key=lambda b: b.rect.right)
    monkeypatch.setattr(button, "tooltip", "Leave a Ghost on Thornbury: it guards your Dominion counters here; " * 3)
    scene.mouse, scene._rest = button.rect.center, 5.0
    boxes = []
    real = HT.tip_box
    monkeypatch.setattr(HT, "tip_box", lambda *a, **k: (boxes.append(real(*a, **k)[0]), real(*a, **k))[1])
    scene.update(1 / 60)
    scene._rest = 5.0
    scene.draw(screen)
    log = pygame.Rect(scene.layout.log)
    assert boxes and all(b.right <= log.left for b in boxes), (boxes, log)
