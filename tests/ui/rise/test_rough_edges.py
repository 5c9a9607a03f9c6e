"""Rough edges from a 3-player game in a real window (issue 12): why the reach is short is told where
the player looks while moving; an Academy that would make no Headmaster is lit apart; leaving a Minion
says what it does; a notice keeps clear of the docked combat panel.

Rulebook: Phase 3 – Movement (the slowest Minion on the Player board sets the move, RN-MOVE-03; leaving
Minions behind, RN-MOVE-12/13), Academy Spaces (six of the colour, more than the Headmaster, RN-ACAD-02)."""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import board
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import hover_tips as HT
from tabletop.ui.rise.table import table_draw as D
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import overlaps
from tabletop.ui.rise.table.scene import NO_TITLE, TIP_REST
from tabletop.ui.rise.table.widgets import pressed_action
from tests.ui.rise.conftest import table
from tests.ui.rise.test_table_polish import _label_fits
from tests.ui.rise.test_table_scene import to_stage


def _moving(ctx, screen, army: dict, seed: int = 11):
    """Player 1 at its movement phase with `army` on its Player board (the rest of the state as played)."""
    scene = table(ctx, 3, seed)
    assert to_stage(scene, screen, "move")
    p = scene.session.state.players[0]
    p.army = dict.fromkeys(p.army, 0) | army
    scene._view_key = None
    scene._refresh()
    return scene


def _hover(scene, screen, pos):
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(TIP_REST + 0.05)
    scene.draw(screen)


def _texts(monkeypatch):
    """Every text the table renders with look.text / font.render, collected."""
    seen: list[str] = []
    from tabletop.ui import look

    real_text = look.text

    def text(name, size, words, *a, **k):
        seen.append(words)
        return real_text(name, size, words, *a, **k)

    monkeypatch.setattr(look, "text", text)
    return seen


# -- 1. the reach and its reason (RN-MOVE-03) -------------------------------------------------------


def test_reach_words_name_the_slowest_minion_going(ctx, screen):
    """Rulebook example: a Skeletal dragon and a Zombie move 1, the Zombie being the slowest."""
    scene = _moving(ctx, screen, {"skeletal_dragon": 1, "zombie": 1})
    view, seat = scene.view, 0
    facts = CH.reach_facts(view, seat)
    assert facts["reach"] == R.allowance(R.Ctx(view), seat)
    assert facts["slowest"] == "zombie" and facts["base"] == 1
    words = CH.reach_words(view, seat)
    assert words.startswith(f"Reach {facts['reach']} space")
    assert "Skeletal dragon and Zombie go with you" in words
    assert "the slowest going with you is the Zombie (move 1)" in words


def test_reach_words_without_minions_and_a_lone_dragon(ctx, screen):
    scene = _moving(ctx, screen, {})
    assert "no Minion goes with you" in CH.reach_words(scene.view, 0)
    scene = _moving(ctx, screen, {"skeletal_dragon": 2})
    assert "your Skeletal dragon goes with you (move 3)" in CH.reach_words(scene.view, 0)


def test_the_reach_is_said_in_the_prompt_the_choices_panel_and_over_the_miniature(ctx, screen, monkeypatch):
    scene = _moving(ctx, screen, {"skeletal_dragon": 1, "zombie": 1})
    seen = _texts(monkeypatch)
    scene.backdrop.forget()
    scene.draw(screen)
    short = CH.reach_short(scene.view, 0)
    assert short.endswith("slowest: Zombie (move 1)")
    room = scene.layout.choices[2] - int(20 * scene.layout.scale)
    head = D.choices_head(scene.tool_view())
    assert head == short and D.fitted_head(head, room, scene.layout.scale)[1] == short  # the panel's header, whole
    top = [k for k, t in enumerate(seen) if "Phase 3: move" in t]
    lines = seen[top[-1] : top[-1] + (1 if top and "Zombie" in seen[top[-1]] else 2)] if top else []
    prompt = " ".join(lines)  # the kit's banner: one line, or two
    assert "Zombie (move 1)" in prompt and "…" not in prompt, seen  # the prompt at the top, whole
    # hovering the miniature: its tooltip says the same
    tips: list[str] = []
    real_tip = HT.draw_tip
    monkeypatch.setattr(
        HT, "draw_tip", lambda surface, text, pos, *a, **k: (tips.append(text), real_tip(surface, text, pos, *a, **k))
    )
    _hover(scene, screen, scene.space_pos(scene.view.players[0].space))
    assert any(
        t.startswith("Your miniature") and "the slowest going with you is the Zombie (move 1)" in t for t in tips
    ), tips


def test_an_unreachable_space_names_the_reach(ctx, screen):
    scene = _moving(ctx, screen, {"skeletal_dragon": 1, "zombie": 1})
    o = scene.offer()
    here = scene.view.players[0].space
    far = next(
        s.id
        for s in board(scene.view.side).spaces
        if s.id not in o.moves and s.id != here and all(p.space != s.id for p in scene.view.players)
    )
    words = CH.why_not_there(scene.view, 0, far, scene.tool_view().reach)
    assert words.startswith("Out of reach this turn. Reach ")
    assert "Zombie (move 1)" in words


# -- 2. an Academy that would make no Headmaster (RN-ACAD-02) -----------------------------------------


def _academies(view):
    return [s.id for s in board(view.side).spaces if s.kind == "academy"]


def test_an_academy_without_a_headmastership_is_lit_apart(ctx, screen, monkeypatch):
    scene = _moving(ctx, screen, {"skeletal_dragon": 3})  # reach 3 + bonuses: several spaces lit
    o = scene.offer()
    lit = [a for a in _academies(scene.view) if a in o.moves]
    if not lit:  # put the miniature beside an Academy so one is in reach
        acad = _academies(scene.view)[0]
        near = next(n for n in board(scene.view.side).neighbours(acad) if all(p.space != n for p in scene.view.players))
        scene.session.state.players[0].space = near
        scene.session.state.turn.start = near
        scene._view_key = None
        scene._refresh()
        o = scene.offer()
        lit = [a for a in _academies(scene.view) if a in o.moves]
    assert lit
    acad = lit[0]
    why = CH.no_headmaster(scene.view, 0, acad)
    assert why.startswith("needs 6 "), why  # a few turns in, nobody has six of a colour
    assert scene.tool_view().no_head[acad] == why
    assert acad in o.moves  # still reachable: the rules allow going there
    # drawn in its own colour, with its words on the hover
    outlines: list = []
    from tabletop.ui.rise.table import board_draw as BD

    real = BD.hex_outline
    monkeypatch.setattr(
        BD,
        "hex_outline",
        lambda surface, cam, side, sid, colour, *a, **k: (
            outlines.append((sid, tuple(colour))),
            real(surface, cam, side, sid, colour, *a, **k),
        ),
    )
    tips: list[str] = []
    real_tip = HT.draw_tip
    monkeypatch.setattr(
        HT, "draw_tip", lambda surface, text, pos, *a, **k: (tips.append(text), real_tip(surface, text, pos, *a, **k))
    )
    _hover(scene, screen, scene.space_pos(acad))
    assert (acad, NO_TITLE) in outlines
    assert all(c != NO_TITLE for sid, c in outlines if sid not in scene.tool_view().no_head)
    assert any("no Headmastership for you: needs 6" in t for t in tips), tips


def test_no_headmaster_words_follow_the_engine(ctx, screen):
    """The words agree with rules.academy: with six of the colour and no Headmaster, nothing is said."""
    scene = _moving(ctx, screen, {})
    view = scene.view
    acad = _academies(view)[0]
    colour = board(view.side).space(acad).colour
    from tabletop.games.rise.content import academy_count

    mine = academy_count(view, 0, colour)
    assert CH.no_headmaster(view, 0, acad) == (
        f"needs 6 {colour} cards and Minions (you have {mine})" if mine < 6 else ""
    )
    view.headmasters[colour] = 0
    assert CH.no_headmaster(view, 0, acad) == "you are its Headmaster already"
    assert CH.no_headmaster(view, 0, "valley") == ""


# -- 3. leaving a Minion says what it does (RN-MOVE-12/13) --------------------------------------------


def _fortifying(ctx, screen):
    scene = _moving(ctx, screen, {"skeletal_dragon": 1, "zombie": 1})
    st = scene.session.state
    here = st.players[0].space
    from tabletop.games.rise.state import Holding

    st.dominion[here] = Holding(seat=0, count=1)  # where it began: its own counters (RN-MOVE-12)
    scene._view_key = None
    scene._refresh()
    return scene


def test_leave_a_minion_button_and_tooltip_say_what_it_does(ctx, screen, monkeypatch):
    scene = _fortifying(ctx, screen)
    buttons = {pressed_action(b).kind: b for b in scene.buttons if isinstance(pressed_action(b), A.Fortify)}
    assert set(buttons) == {"skeletal_dragon", "zombie"}
    z = buttons["zombie"]
    assert z.label == "Leave a Zombie on guard (reach 3)"  # without the Zombie the dragon sets the move
    assert buttons["skeletal_dragon"].label == "Leave a Skeletal dragon on guard"
    for b in buttons.values():
        _label_fits(b.label, b.rect, max(9, int(12 * scene.layout.scale)))
    assert "guards your Dominion counters here" in z.tooltip
    assert "no longer slows you: your reach goes from 1 to 3" in z.tooltip
    assert "take it back when you begin a move here" in z.tooltip
    tips: list[str] = []
    real_tip = HT.draw_tip
    monkeypatch.setattr(
        HT, "draw_tip", lambda surface, text, pos, *a, **k: (tips.append(text), real_tip(surface, text, pos, *a, **k))
    )
    _hover(scene, screen, z.rect.center)
    assert z.tooltip in tips


def test_the_longest_fortify_label_fits(ctx, screen):
    L = table(ctx, 5, 3).layout
    s = L.scale
    rect = pygame.Rect(0, 0, (L.choices[2] - int(24 * s)) // 2, int(32 * s))
    for label in ("Leave a Skeletal dragon on guard (reach 1)", "Leave a Hell knight on guard (reach 3)"):
        _label_fits(label, rect, max(9, int(12 * s)))


# -- 4. a notice keeps clear of the docked combat panel ----------------------------------------------


def test_a_notice_keeps_clear_of_the_docked_combat_panel(ctx, screen):
    scene = table(ctx, 3, 11)
    scene.update(0.1)
    scene._set_combat(W.CombatRecord.from_result(scene.view.side, []))  # a combat panel docked
    assert scene.docked()
    scene.flash("Nothing to play: no card you can pay for; " * 4, seconds=20)
    scene.draw(screen)
    box = scene.notice_rect(screen)
    assert box is not None and box.w > 0
    assert not overlaps(tuple(box), scene.layout.dock), (box, scene.layout.dock)
    assert pygame.Rect(scene.layout.board).contains(box)
    scene.fold_combat(True)
    box = scene.notice_rect(screen)
    assert not overlaps(tuple(box), scene.layout.strip)
