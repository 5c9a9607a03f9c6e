"""Rise's first turn and first fight, played through its coached table with the mouse: a Necromancer
and an Apprentice played (RN-PLAY, RN-NEC-02), Death Bolt kept at a Library and put in play (RN-LIB,
RN-SPELL-01/06/11), a Zombie raised (RN-RAISE), moves (RN-MOVE), the Troll Chieftain with Combat
Example 1's printed dice and its Death Bolt (RN-EXDUNG-01..06), then a City taken (RN-CITY, RN-DOM)."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.ui.tutorial import progress
from tests.ui.tutorial.conftest import click, coached, do_step, play_through, settle

TID = "rise/first_turn"


def test_the_first_turn_and_fight_end_to_end_by_the_tables_clicks_RN_EXDUNG_04_05(ctx, screen):
    """Every step done by clicking what it lights; the Troll's fight falls as the rulebook prints it."""
    scene = coached(ctx, TID)
    play_through(scene, screen)
    assert scene.script.finished and scene.coach_refusals == 0
    mine = [a for a in scene.session.actions if a.seat == 0]
    assert [type(a).__name__ for a in mine] == [
        "PlayCard", "Move", "Pick", "PlayCard", "PlayCard", "Move", "Move", "Raise", "Move", "EndRaise", "Move",
        "Choose", "EndPlay", "Raise", "Move",
    ]  # fmt: skip
    lines = [line.text for line in scene.log_lines()]
    # RN-EXDUNG-04: the Apprentice rolls 4 and the Necromancer 3 (misses), the Troll 2 and 3 (one wound)
    assert "Player 1's Gravedigger rolls 4: miss." in lines
    assert "Player 1's Necromancer rolls 3: miss." in lines
    assert "Troll Chieftain rolls 2 and 3: one wound." in lines
    assert "Player 1's Gravedigger takes a wound and is removed." in lines  # the wound on the Apprentice
    # RN-EXDUNG-05: at the end of step 3 Death Bolt (level 1) adds a power-3 attack; it rolls 2 and kills
    # the Troll; RN-EXDUNG-06: the Dungeon is won although the Apprentice died
    bolt = lines.index("The attacker casts Death Bolt.")
    assert lines[bolt - 1] == "Player 1's Gravedigger takes a wound and is removed."  # after step 3's wound
    assert lines[bolt + 1 : bolt + 4] == [
        "Player 1's Necromancer's Death Bolt rolls 2: one wound.",
        "Troll Chieftain takes a wound and is removed.",
        "The attacker wins.",
    ]
    assert "Player 1 succeeds in the Dungeon (Troll Chieftain)." in lines
    assert "Player 1 gains 2 Ichor (treasure)." in lines  # the treasure printed on the card
    p = scene.session.state.players[0]
    assert p.apprentice is None and p.army["zombie"] == 2
    st = scene.session.state
    assert st.dominion["hollow_barrow"].seat == 0 and st.dominion["hollow_barrow"].count == 1  # RN-DUNG-10
    assert "death_bolt_1" in p.spells and "scroll" not in {k for k, v in p.stock.items() if v}  # paid its Scroll
    assert st.dominion["duskhaven"].seat == 0 and st.dominion["duskhaven"].count == 2  # the City taken
    assert not st.forced and progress.place(TID).done
    # found in a real window: a tall step's panel reached under the log's box, whose summary is drawn
    # over the table and hid Next
    log_top = int(0.82 * screen.get_height())
    assert all(r.bottom <= log_top for r in scene.panels_seen), [r for r in scene.panels_seen if r.bottom > log_top]


def test_a_wrong_move_is_refused_with_the_hint_RN_MOVE(ctx, screen):
    """Moving anywhere but the Land the step names is refused with its hint; nothing moves."""
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=2)
    settle(scene, screen)
    step = scene.script.step
    assert step.expect == {"type": "move", "to": "whispering_stacks"}
    wrong = [pos for label, pos in scene.targets() if label == "space mudwick"]
    n = len(scene.session.actions)
    click(scene, wrong[0])
    assert len(scene.session.actions) == n and scene.session.state.players[0].space == "valley"
    assert scene.coach_refusals == 1 and scene.toast[0] == step.hint
    assert not any(isinstance(a, A.Move) and a.seat == 0 for a in scene.session.actions)


def test_declining_death_bolt_is_refused_with_the_hint_RN_EXDUNG_05(ctx, screen):
    """At the end of step 3 the step waits for Death Bolt, as the rulebook casts it: "Do not cast Death
    Bolt" is refused with the hint, nothing is rolled and the Troll still stands; then casting it is taken."""
    scene = coached(ctx, TID)
    steps = scene.tutorial.steps
    at = next(i for i, s in enumerate(steps) if s.expect == {"type": "choose", "choice": "yes"})
    play_through(scene, screen, upto=at)
    settle(scene, screen)
    step = scene.script.step
    assert step.title == "Death Bolt" and "Cast Death Bolt" in [label for label, _pos in scene.targets()]
    no = [pos for label, pos in scene.targets() if label == "Do not cast Death Bolt"]
    assert no, scene.targets()
    assert scene.lit and no[0] not in [t[1] for t in scene.lit]  # only "Cast Death Bolt" is lit
    n, forced = len(scene.session.actions), list(scene.session.state.forced)
    click(scene, no[0])
    assert len(scene.session.actions) == n and list(scene.session.state.forced) == forced  # nothing rolled
    assert scene.coach_refusals == 1 and scene.toast[0] == step.hint
    assert scene.session.state.dominion.get("hollow_barrow") is None  # the Troll stands, for now
    do_step(scene, screen)
    assert scene.script.index == at + 1
    assert scene.session.state.dominion["hollow_barrow"].seat == 0  # RN-EXDUNG-05/06: the bolt's 2 kills it


def test_death_bolts_roll_is_shown_before_the_rival_plays_RN_EXDUNG_05(ctx, screen):
    """Play-test: casting Death Bolt closed the combat panel at once and the rival's turn played, so the
    next step spoke of a die the player never saw. Its die tumbles in the panel while the top bar stays
    on Player 1's combat (the rules have already passed the turn on), lands on 2 (a hit on power 3),
    and the result stays up, the rival's scripted turn waiting, until the player closes it."""
    from tabletop.ui import look
    from tabletop.ui.rise.table import table_draw as D
    from tabletop.ui.tutorial import panel

    scene = coached(ctx, TID)
    at = next(i for i, s in enumerate(scene.tutorial.steps) if s.expect == {"type": "choose", "choice": "yes"})
    play_through(scene, screen, upto=at)
    settle(scene, screen)
    n, rnd = len(scene.session.actions), scene.session.state.round
    click(scene, dict(scene.targets())["Cast Death Bolt"])
    assert len(scene.session.actions) == n + 1 and scene.session.state.turn.seat == 1  # the turn passed on
    rec = scene.combat
    assert rec is not None and rec.over and rec.rolling and scene.docked()  # the bolt's die in the air
    bolt = rec.dice[-1]
    assert (bolt.side, bolt.power, bolt.roll, bolt.hit) == ("attacker", 3, 2, True)
    # struck through: the Apprentice the Troll's earlier roll killed stays so; the Troll, once the bolt lands
    troll = next(fid for fid, _name, _a in rec.fighters("defender"))
    assert rec.gone("attacker", "apprentice") and not rec.gone("defender", troll)
    words, _ink = D.top_line(scene.tool_view())
    assert words.startswith(f"Round {rnd} · {scene.seat_name(0)}: Combat"), words  # not Player 2's phase yet
    # the boards as they stood before the die: no counter on the Dungeon, no treasure yet
    shown, now = D.board_state(scene.tool_view()), scene.session.state
    assert now.dominion["hollow_barrow"].seat == 0 and "hollow_barrow" not in shown.dominion
    assert shown.players[0].stock.get("ichor", 0) + 2 == now.players[0].stock["ichor"]
    scene.update(0.05)
    scene.draw(screen)
    lit = [tuple(screen.get_at((r[0] + 1, r[1] + r[3] // 2)))[:3] == look.AMBER for r in scene.layout.players]
    assert lit == [True, False]  # Player 1's board framed as the one whose turn is shown
    # the next step tells the die's result: it waits for the die to land (its words read over the tumbling
    # die), the step that cast it stays up meanwhile, with no Next to skip ahead
    said = " ".join(line for _kind, line, _size, _colour in scene.coach_lines)
    assert rec.rolling and "Death Bolt" in said and panel.ROLLING in said and "rolled 2" not in said, said
    assert scene.coach_buttons.get("tut_next") is None
    for _ in range(8):  # four seconds: the die is down, the result stays, the rival waits for Close
        scene.update(0.5)
    assert not rec.rolling and scene.combat is rec and scene.docked() and rec.result
    assert rec.gone("attacker", "apprentice") and rec.gone("defender", troll)
    assert len(scene.session.actions) == n + 1 and scene.held and scene.lit
    words, _ink = D.top_line(scene.tool_view())
    assert words.startswith(f"Round {scene.session.state.round} · {scene.seat_name(1)}:"), words
    said = " ".join(line for _kind, line, _size, _colour in scene.coach_lines)
    assert "The Troll is dead" in said and panel.ROLLING not in said
    assert D.board_state(scene.tool_view()).dominion["hollow_barrow"].seat == 0  # landed: the boards catch up
    do_step(scene, screen)  # the rival's turn is played (its moment over), then the step's Next
    assert len(scene.session.actions) > n + 1 and (scene.combat is None or not scene.docked())


def test_the_last_steps_buttons_stand_side_by_side_in_the_narrow_panel(ctx, screen):
    """Found in a real window: on the Rise table's narrow panel "Play a real game" overlapped Menu."""
    scene = coached(ctx, TID)
    play_through(scene, screen)
    play, menu = scene.coach_buttons.get("tut_play"), scene.coach_buttons.get("tut_leave")
    assert play is not None and menu is not None and menu.label == "Menu"
    assert not play.rect.colliderect(menu.rect) and scene.coach_rect.contains(play.rect.union(menu.rect))


OLD_PLACE = [  # kept by the tutorial's first version (seed 299: Crowfoot Moor first, no Library, no Death Bolt)
    {"type": "play_card", "seat": 0, "card": "bone_collector"},
    {"type": "move", "seat": 0, "to": "crowfoot_moor"},
    {"type": "move", "seat": 1, "to": "whispering_stacks"},
    {"type": "pick", "seat": 1, "card": "weaken_4", "rest": []},
]


def test_a_place_kept_by_the_first_version_starts_over_and_says_so(ctx, screen):
    """Progress saved before the Library and Death Bolt steps does not fit the file any more: the
    tutorial starts from step 1 with its own words, told on the table, not a traceback or a wrong step."""
    from tabletop.ui.tutorial import coach

    scene = coached(ctx, TID, progress.Place(3, OLD_PLACE))
    assert scene.script.index == 0 and len(scene.session.actions) == 0
    assert scene.toast[0] == coach.RESTARTED
    # the same number of actions as the new file's step 4 wants, each legal, but another path: not resumed
    stray = [OLD_PLACE[0], {"type": "move", "seat": 0, "to": "ashen_fields"}]
    scene = coached(ctx, TID, progress.Place(3, stray))
    assert scene.script.index == 0 and scene.toast[0] == coach.RESTARTED
    # a place kept by this version resumes where it was
    scene = coached(ctx, TID)
    play_through(scene, screen, upto=4)
    scene.keep_place()
    again = coached(ctx, TID, progress.place(TID))
    assert again.script.index == 4 and not again.script.restarted
    assert again.session.state.players[0].hand.count("death_bolt_1") == 1  # kept at the Library


def test_the_first_turn_and_fight_in_a_small_window(ctx, screen):
    """At 1024x640 every step's panel (the Death Bolt steps' longer words too) stays in the window and
    off what it lights (do_step checks), and the tutorial ends with the Troll killed and the City taken."""
    import pygame

    ctx.size = (1024, 640)
    small = pygame.display.set_mode(ctx.size)
    scene = coached(ctx, TID)
    play_through(scene, small)
    st = scene.session.state
    assert scene.script.finished and scene.coach_refusals == 0
    assert st.dominion["hollow_barrow"].seat == 0 and st.dominion["duskhaven"].seat == 0
