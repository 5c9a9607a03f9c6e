"""Play-test r19 (a newcomer's game against the computer, then solo against Basalt): what the table
hid or showed at the wrong moment."""

from __future__ import annotations

import pygame

from tests.ui.necromolds.table.conftest import click, frame
from tests.ui.necromolds.table.test_input import _at_assign


def test_nm_adv_06_the_change_menu_stands_clear_of_the_log_and_its_summary(ctx, screen):
    """NM-ADV-06: the faces of 'Discard 2, change 1' opened over the log, and the computer's "While you
    waited" summary, drawn over the log after the tools, hid all but a sliver of the first face."""
    from tabletop.ui.necromolds.table.layout import centre_of
    from tabletop.ui.necromolds.table.scene import TableScene

    scene = TableScene(ctx, _at_assign("advanced", {1}), bot_seats={1})
    scene.enter()
    frame(scene, screen)
    tray = scene.layout.panels[0].tray_dice
    click(scene, centre_of(tray[0][0]), button=3)
    click(scene, centre_of(tray[1][0]), button=3)
    frame(scene, screen)
    click(scene, scene.buttons.get("change_0").rect.center)
    rects = scene._menu_rects()
    assert len(rects) == 4
    covered, _inside = scene.summary_area()
    log = pygame.Rect(scene.layout.log)
    for rect, option in rects:
        assert not rect.colliderect(log) and not rect.colliderect(covered), option
        assert rect.top >= 0 and rect.right <= screen.get_width()


def test_no_your_turn_beat_inside_a_combat_of_the_persons_own_turn(ctx, screen):
    """The person attacks on their own turn; the computer decides its defence gems, then the person may
    reroll: "Your turn" showed over the combat window as the dice rolled, though the turn never changed
    (the seat to act went person, computer, person). A combat is part of the turn it is fought in."""
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "combat_window")  # the computer's Cragmaw attacks the person's Graveghoul
    st = scene.session.state
    fight = st.combat
    assert st.phase == "combat" and fight is not None
    st.turn_seat = 0  # made the person's turn and attack: their Graveghoul against the Cragmaw
    fight.attacker, fight.defender = fight.defender, fight.attacker
    seen = []
    for stage in ("att_buy", "def_buy", "att_reroll"):  # the person, the computer, the person again
        fight.stage = stage
        for _ in range(5):
            frame(scene, screen)
            seen.append(scene.beat.on)
    assert 0 in scene.session.game.to_act(st)  # the person acts last, at the reroll
    assert not any(seen), "the 'Your turn' beat showed inside the person's own combat"


def test_nm_solo_28_basalts_draft_question_stays_up_long_enough_to_read(ctx, screen):
    """NM-SOLO-28: Basalt's pick is shown with the Draft question that decided it; at 0.9 s the banner's
    "Draft question 4: a ranged die for Batadactyl, the most advantageous die left" was gone before a
    newcomer had read it (the log keeps it, but the table should say it at a pace one can follow)."""
    from tabletop.games.necromolds.state import HUMAN
    from tabletop.ui.necromolds.solo import pool
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "solo_draft")
    st = scene.session.state
    frame(scene, screen)
    k, (book, slot) = next(
        (i, fits[0])
        for i, face in enumerate(st.solo.pool)
        if face != "wild" and (fits := [(b, j) for b, j in sorted(pool.NQ.draft_slots(st, HUMAN, face)) if j >= 0])
    )
    from tabletop.games.necromolds import actions as A

    assert scene.submit(A.Draft(seat=HUMAN, die=k, book=book, slot=slot))
    assert scene.playing()
    dt, shown = 1 / 30, {}
    while scene.playing():
        said = scene.prompt()[0]
        if not said.startswith("Draft question"):  # the person's pick next: the bar says so at once, and
            said = scene.pool_note().removeprefix("Basalt: ")  # his question stands under the pool's title
        if said.startswith("Draft question"):
            shown[said] = shown.get(said, 0.0) + dt
        frame(scene, screen, dt)
    assert shown, "Basalt's pick was shown with its question"
    for said, seconds in shown.items():
        assert seconds * scene.speed >= min(2.0, 0.2 * len(said.split())) - 0.05, (said, seconds)


def test_nm_adv_09_the_gem_rage_note_says_1_die_not_1_dice():
    """NM-ADV-09: the combat window's note read "Gem rage: rerolled 1 dice" after one gem die."""
    from tabletop.games.necromolds import words as W

    assert W.gem_rage_note(1) == "Gem rage: rerolled 1 die"
    assert W.gem_rage_note(3) == "Gem rage: rerolled 3 dice"


def test_nm_combat_12_the_window_shows_the_gems_before_the_result_while_the_dice_roll(ctx, screen, monkeypatch):
    """NM-COMBAT-12 (step 5, gems collected after the winner is known): as the dice tumbled, the window
    already showed the gems the result brings ("4" beside "cannot afford a 3rd die (3 gems, had 0)"),
    telling the result before the dice landed; once they land it shows the gems after it."""
    from tabletop.ui.necromolds.table import combat_view
    from tests.ui.necromolds.table.conftest import scenario_scene

    scene = scenario_scene(ctx, "combat_result")
    frame(scene, screen)
    rec = scene.combat  # the combat window's record
    assert rec.result is not None
    gains = {int(k): v for k, v in rec.result.get("gems", {}).items()}
    assert any(gains.values()), "the scenario's combat gains gems"
    drawn: list[int] = []
    real = combat_view.gem_row
    monkeypatch.setattr(
        combat_view,
        "gem_row",
        lambda surface, cx, y, gems, *a, **k: drawn.append(gems) or real(surface, cx, y, gems, *a, **k),
    )
    st = scene.session.state
    owners = [rec.att_owner, rec.def_owner]
    rec.rolling = 0.5  # the dice still tumbling
    scene.draw(screen)
    assert drawn[-2:] == [st.seats[o].gems - gains.get(o, 0) for o in owners]
    rec.rolling = 0.0  # landed: the result, its gems with it
    scene.draw(screen)
    assert drawn[-2:] == [st.seats[o].gems for o in owners]


def test_the_assign_prompt_fits_a_small_window_with_large_text(screen, monkeypatch):
    """At 960x600 with large text the banner read "Round 1 · Player 1: drag dice onto matc…": the table
    now offers the prompt without its bracketed aside, which the bar shows whole."""
    from types import SimpleNamespace

    from tabletop.ui import layout
    from tabletop.ui.kit.notices import fit_prompt
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table import scene as table_scene

    size = (960, 600)
    was = layout.preferences()
    layout.set_preferences(100, True)
    try:
        pygame.display.set_mode(size)
        scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "assign_round1")
        scene.enter()
        asked = []
        monkeypatch.setattr(table_scene.notices, "draw_banner", lambda *a, **k: asked.append((a, k)))
        scene.draw(pygame.display.get_surface())
        (_surface, bar, s, words, _colour, right), kw = asked[-1]
        room = right - int(14 * s) - int(26 * s) - int(14 * s)
        assert fit_prompt(words, room, bar[3], s)[0][-1].endswith("…"), "the whole prompt does not fit here"
        short = kw.get("short", "")
        assert short and "(" not in short and not fit_prompt(short, room, bar[3], s)[0][-1].endswith("…"), short
    finally:
        layout.set_preferences(*was)
