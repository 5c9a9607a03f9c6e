"""Issue 21, "Pace the computer" and the "Your turn" beat, played on the Rise table against the computer
with an injected clock (the dt each update is handed): deterministic."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.game_screen import BOT_TURN_PAUSE
from tabletop.ui.kit.buttons import GRACE
from tabletop.ui.turn_pacing import BEAT_SECONDS
from tests.ui.rise.conftest import SIZE

DT = 1 / 60


def rise_table(ctx, seed: int = 4, delay: float = 0.7):
    """A 3-player Rise game, seat 0 a person, seats 1 and 2 the computer, paced as the app paces them."""
    from tabletop.core.session import Session
    from tabletop.games.rise.game import RiseGame
    from tabletop.ui.rise.table import RiseTableScene

    session = Session(RiseGame(), {"players": 3}, seed)
    scene = RiseTableScene(ctx, session, {1, 2}, None, bot_delay=delay)
    scene.enter()
    scene.no_first_handover()
    return scene


def play_person(scene) -> None:
    """The person at the screen takes one legal action (the bot's choice for them)."""
    from tabletop.ai import get_bot
    from tabletop.core.protocol import view
    from tabletop.core.rng import RNG

    game, seat = scene.session.game, scene.seat_at_screen
    assert scene.submit(get_bot("rise")(game, view(game, scene.session.state, seat), seat, RNG(1)))


def run_bots(scene, limit: float = 120.0) -> list[tuple[float, int]]:
    """Updates at 60 fps until the person must act again; returns (time, seat) of every bot action."""
    t, acted = 0.0, []
    while t < limit:
        if scene.person_acting() is not None and scene.driver.bot_to_act() is None:
            break
        n = len(scene.session.actions)
        scene.update(DT)
        t += DT
        if len(scene.session.actions) > n:
            acted.append((t, scene.session.actions[-1].seat))
    return acted


def test_pace_the_computer_each_bot_action_is_shown_for_the_same_moment_issue_21(ctx):
    """Issue 21: "two whole bot turns passed in 0.7 s". Each bot action now waits the same delay after the
    last, and a bot beginning its turn a moment more (BOT_TURN_PAUSE): two bot turns take seconds."""
    scene = rise_table(ctx)
    for _round in range(3):
        while scene.person_acting() is not None:
            play_person(scene)
        acted = run_bots(scene)
        assert acted and {s for _t, s in acted} <= {1, 2}
        last = 0.0
        for k, (t, seat) in enumerate(acted):
            begins = k == 0 or acted[k - 1][1] != seat
            least = 0.7 + (BOT_TURN_PAUSE if begins else 0.0)
            assert t - last >= least - 2 * DT, (k, t - last)
            last = t
        turns = sum(1 for k in range(len(acted)) if k == 0 or acted[k - 1][1] != acted[k][1])
        assert turns >= 2 and acted[-1][0] >= turns * (0.7 + BOT_TURN_PAUSE) - 0.1


def test_pace_scales_with_the_animation_speed_setting(ctx):
    ctx.settings.animation_speed = 2.0
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    first = run_bots(scene)[0]
    assert abs(first[0] - (0.7 + BOT_TURN_PAUSE) / 2) < 3 * DT  # half the time at twice the speed


def test_a_summary_of_the_computers_turn_stays_until_the_players_next_action_issue_21(ctx):
    scene = rise_table(ctx)
    assert scene.computer_summary() == ([], 0)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    lines, _more = scene.computer_summary()
    assert lines and all(isinstance(t, str) for t in lines)
    for _ in range(300):  # it stays while the person thinks
        scene.update(DT)
    assert scene.computer_summary()[0] == lines
    surface = pygame.display.get_surface()
    scene.draw(surface)
    scene.draw_overlay(surface)  # drawn over the table
    play_person(scene)  # the person acts: the summary has done its work
    assert scene.computer_summary() == ([], 0)


def _click(scene, pos) -> None:
    """Press and release at pos as the app delivers them: a scene may let a click go by (`takes`)."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        event = pygame.event.Event(kind, pos=pos, button=1)
        if scene.takes(event):
            scene.handle_event(event)


def _move(scene, pos) -> None:
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    if scene.takes(event):
        scene.handle_event(event)


def test_your_turn_beat_no_turn_played_by_a_click_meant_for_something_else_issue_21(ctx):
    """Issue 21: after a fight the player clicked "Close the combat"; meanwhile the bots finished and the
    first plaque of the player's turn appeared under the cursor and took the click. Now a person's new
    turn begins with the "Your turn" beat: a click in it (even after the mouse moved and the click
    guard's grace passed) does nothing; after it, a click there plays."""
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    assert scene.beat.on and scene.beat.seat == 0  # the beat began with the turn
    choice = next(b for b in scene.buttons if b.key.startswith("choice") and b.enabled)
    pos = choice.rect.center
    before = len(scene.session.actions)
    _move(scene, (pos[0] - 1, pos[1]))  # the hand still on the mouse after its last click
    _move(scene, pos)
    for _ in range(int((GRACE + 0.1) / DT)):
        scene.update(DT)
    assert scene.beat.on
    _click(scene, pos)
    assert len(scene.session.actions) == before, "a click inside the beat spent the turn"
    for _ in range(int(BEAT_SECONDS / DT) + 2):
        scene.update(DT)
    assert not scene.beat.on
    _move(scene, (pos[0] + 1, pos[1]))
    _click(scene, (pos[0] + 1, pos[1]))
    assert len(scene.session.actions) > before  # the beat over, the plaque plays


def test_a_press_begun_before_the_turn_ends_inside_the_beat(ctx):
    """Never inside a click: the release of a press that began before the person's turn is not a click."""
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert scene.takes(down)  # no beat yet: the press goes to the table
    run_bots(scene)
    assert scene.beat.on
    for _ in range(int(BEAT_SECONDS / DT) + 2):
        scene.update(DT)
    assert not scene.beat.on
    assert not scene.takes(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))


def test_a_fight_always_ends_on_its_result_until_the_player_moves_on_issue_21(ctx):
    """Issue 21: "one fight vanished in under a second while others waited for Close the combat". A
    finished fight (the computer's too) stays in its panel while the person is to act, however long
    they take; their next action closes it (RN: a fight is seen by everyone)."""
    seen = 0
    for seed in (4, 6, 9, 11):
        scene = rise_table(ctx, seed, delay=0.05)
        for _turn in range(30):
            if scene.session.outcome() is not None:
                break
            while scene.person_acting() is not None and not (scene.combat is not None and scene.combat.over):
                play_person(scene)
            if scene.combat is not None and scene.combat.over and scene.person_acting() is not None:
                fight = scene.combat
                for _ in range(int(30 / DT)):  # half a minute of thinking
                    scene.update(DT)
                assert scene.combat is fight, "the fight's result left before the player moved on"
                play_person(scene)
                assert scene.combat is not fight or not scene.combat.over
                seen += 1
                if seen >= 2:
                    return
            run_bots(scene)
    assert seen, "no finished fight was waiting for the player"


def test_a_bot_fight_ends_on_its_result_until_the_person_watching_moves_on_issue_21():
    """Necromolds (issue 21): a finished fight between two computer seats stayed up 2.2 s and closed by
    itself while the person at the screen read it. With a person at the screen it now stays until they
    press Continue; with nobody at the screen (every seat the computer's) it still closes by itself."""
    from types import SimpleNamespace

    from tabletop.ui.necromolds.table.combat_flow import CombatTool
    from tabletop.ui.necromolds.table.combat_view import CombatRecord
    from tabletop.ui.tools import Drop

    def finished() -> CombatTool:
        rec = CombatRecord("melee", "a", "b", 1, 2, 2, 2, result={"winner": "attacker", "smashed": []})
        return CombatTool(rec)

    def view(seat):
        return SimpleNamespace(animating=False, speed=1.0, seat=seat, bots=frozenset({1, 2}), human=lambda s: s == 0)

    watched = finished()
    for _ in range(int(60 / DT)):  # a minute
        assert watched.update(DT, view(0)) is None
    assert watched.close() is not None  # Continue closes it
    alone = finished()
    out = [alone.update(DT, view(None)) for _ in range(int(3 / DT))]
    assert any(isinstance(r, Drop) for r in out)


@pytest.mark.parametrize(("scenario", "shown"), [("army_builder", False), ("assign_round1", True)])
def test_the_computers_summary_waits_for_the_battle_not_over_a_set_up_step(scenario, shown):
    """Issue 21 (played in a window): the summary of Player 2's molding covered the army builder's
    cards. A set-up step says whose step it is itself; the summary is for the battle's turns."""
    from tabletop.ui import screenshot

    with screenshot.shown(SIZE, screenshot._scenario_maker("necromolds", scenario)) as app:
        top = app.stack.top
        top._summary_from = 0  # everything the computer did so far counts as done while the person waited
        lines, _more = top.computer_summary()
        assert bool(lines) == shown, lines


@pytest.mark.parametrize(
    ("game", "scenario", "board"), [("necromolds", "turns_3p", "map"), ("rise", "move_reach", "board")]
)
def test_the_computers_summary_stands_over_the_log_not_the_map(game, scenario, board):
    """Issue 21 (played in a window): over the map's top left corner the summary hid the monsters
    deployed on the top edge (Rise: spaces and the Spell deck). It fills the log it sums up."""
    from tabletop.ui import screenshot

    with screenshot.shown(SIZE, screenshot._scenario_maker(game, scenario)) as app:
        top = app.stack.top
        area, inside = top.summary_area()
        assert inside and area == pygame.Rect(top.layout.log)
        assert not area.colliderect(pygame.Rect(getattr(top.layout, board)))
        assert pygame.Rect(0, 0, *SIZE).contains(area)


def test_the_your_turn_beat_waits_for_the_table_to_be_still(ctx):
    """Play-test r19 (Rise): "Your turn" covered the dice of the fight that ended the computer's turn, still
    tumbling. While the table is busy the beat waits; once it is still, the beat begins."""
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    holding = [True]
    scene.busy = lambda: holding[0] and scene.person_acting() is not None  # dice in the air as the turn comes
    run_bots(scene)
    assert scene.person_acting() == 0 and not scene.beat.on
    scene.update(DT)
    assert not scene.beat.on
    holding[0] = False
    scene.update(DT)
    assert scene.beat.on and scene.beat.seat == 0


def test_no_second_your_turn_beat_in_the_same_turn(ctx):
    """Play-test r19 (NecronomiCORP): after a computer teammate answered in the person's fight, the person
    acting again got the big "Your turn" mid-turn. A table that says which turn it is (`turn_key`) beats
    once a turn and seat; one that does not beats each time the person comes to act."""
    scene = rise_table(ctx)
    acting = iter([None, 0, None, 0, None, 0])
    scene.person_acting = lambda: next(acting)
    turn = ["turn 5"]
    scene.turn_key = lambda: turn[0]
    scene._follow_turn(DT)
    starts = []
    scene.beat.start = lambda seat: starts.append(seat)
    scene._follow_turn(DT)  # the person comes to act
    scene._follow_turn(DT)  # a computer teammate answers
    scene._follow_turn(DT)  # the person again, the same turn
    assert starts == [0]
    turn[0] = "turn 6"
    scene._follow_turn(DT)
    scene._follow_turn(DT)  # a new turn
    assert starts == [0, 0]


def test_corp_says_which_turn_it_is(ctx):
    """NecronomiCORP's table gives its turn's number as the turn's key (NC-TURN-01)."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.ui.corp.table.scene import CorpTableScene

    session = Session(get_game("corp"), {"players": 2}, 3)
    scene = CorpTableScene(ctx, session, {1})
    assert scene.turn_key() == session.state.turn.number


def test_the_summary_is_not_drawn_over_a_question(ctx, monkeypatch):
    """Play-test r19: under "Leave for the menu?" the computer's summary stood bright over the question's
    shade. A scene over the table (pause) leaves it out; back on top, it is drawn again."""
    from tabletop.ui.kit import notices

    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    run_bots(scene)
    assert scene.computer_summary()[0]
    drawn = []
    monkeypatch.setattr(notices, "draw_summary", lambda *a, **k: drawn.append(1))
    surface = pygame.display.get_surface()
    scene.pause()
    scene.draw_overlay(surface)
    assert drawn == []
    scene.resume()
    scene.draw_overlay(surface)
    assert drawn == [1]


def test_no_your_turn_after_the_person_already_played(ctx):
    """r19: the beat waits for a still table; a person who plays meanwhile (the fight's result still up) has
    begun the turn, and no "Your turn" comes over it afterwards."""
    scene = rise_table(ctx)
    while scene.person_acting() is not None:
        play_person(scene)
    holding = [True]
    scene.busy = lambda: holding[0] and scene.person_acting() is not None
    run_bots(scene)
    assert scene.person_acting() == 0 and not scene.beat.on
    play_person(scene)
    if scene.person_acting() != 0:
        pytest.skip("that action ended the person's turn")
    holding[0] = False
    scene.update(DT)
    assert not scene.beat.on
