"""The Rise table reads like a finished game: whole words on every choice and board, the combat window
closing with the turn, tumbling dice holding the log, overlays for the screenshots, a scrolling log,
the Library order by dragging and the rules summary on `?` (issue 12)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.core.protocol import Event
from tabletop.games.rise import events as E
from tabletop.ui import look
from tabletop.ui.kit.buttons import label_lines
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import table_layout
from tabletop.ui.rise.table.look_tool import LookTool
from tabletop.ui.rise.table.scene import LOG_WHEEL, typed_rolls
from tests.ui.rise.conftest import click, table
from tests.ui.rise.test_table_scene import to_stage

LONG_LABELS = [
    "Done playing cards",
    "Leave a Zombie here",
    "Take back a Skeletal dragon",
    "Keep Zombie Explosion",
    "Swap the order they go back",
    "Raise Hell knight (1 Scroll, 1 Greater corpse)",
    "Send them to The Drowned Catacombs",
    "Do not cast Death Bolt",
    "Wound: Player 3's Ghost Whisperer",
]


def _label_fits(label: str, rect: pygame.Rect, font_size: int) -> None:
    fs, lines = label_lines(label, rect.w - 12, rect.h - 4, font_size)
    assert " ".join(lines).split() == label.split(), "every word is shown"
    assert not any("…" in line for line in lines), "never an ellipsis on a choice"
    f = look.font("serif_bold", fs)
    assert all(f.size(line)[0] <= rect.w - 12 for line in lines), (label, lines)
    assert len(lines) * f.get_linesize() <= rect.h + 4, (label, lines)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_choice_labels_are_never_cut(ctx, screen, size):
    L = table_layout(size, 5)
    s = L.scale
    cw = L.choices[2]
    rect = pygame.Rect(0, 0, (cw - int(24 * s)) // 2, int(32 * s))
    for label in LONG_LABELS:
        _label_fits(label, rect, max(9, int(12 * s)))


def test_the_scenes_own_buttons_fit_their_words(ctx, screen):
    scene = table(ctx, 3, 11)
    for stage in ("play", "move"):
        assert to_stage(scene, screen, stage)
        for b in scene.buttons:
            _label_fits(b.label, b.rect, max(9, int(12 * scene.layout.scale)))


def _late(ctx, players: int, seed: int, steps: int = 500):
    """A table some way into a game played by the computer at every seat."""
    scene = table(ctx, players, seed, bots=range(players))
    for _ in range(steps):
        scene.update(0.5)
        if scene.session.outcome() is not None:
            break
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_player_board_labels_fit(screen, size, players):
    ctx = SimpleNamespace(size=size, manager=None)
    scene = _late(ctx, players, 7, steps=150)
    L = scene.layout
    surf = pygame.Surface(size)
    for seat, rect in enumerate(L.players):
        drawn = P.draw_player_board(
            surf, rect, scene.view, seat, scene.seat_name(seat), scene.colours[seat], L.scale, seat == 0
        )
        board = pygame.Rect(rect)
        assert drawn.texts and drawn.tips
        for r, text in drawn.texts:
            assert board.contains(r), (seat, text, r, board)
        for i, (a, ta) in enumerate(drawn.texts):
            for b, tb in drawn.texts[i + 1 :]:
                assert not a.colliderect(b), (ta, tb)
        tips = " | ".join(t for _, t in drawn.tips)
        for word in (
            "Ichor",
            "Dark water",
            "Scroll",
            "Lesser corpse",
            "Greater corpse",
            "Zombie",
            "Ghost",
            "Spell track",
            "Item track",
            "Dominion counters",
            "Cards in hand",
        ):
            assert word in tips, word


def test_tooltips_show_after_the_cursor_rests(ctx, screen):
    scene = table(ctx, 3, 2)
    scene.draw(screen)
    rect, words = next((r, w) for r, w in scene.backdrop.tips if w.startswith("Ichor"))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene._rest == 0.0
    scene.update(0.6)
    scene.draw(screen)  # draws the tip (no error); the words come from the board's own icons
    assert scene._rest >= 0.45 and "Ichor" in words


def test_hand_cards_do_not_overlap_and_keep_their_names():
    L = table_layout((1280, 800), 5)
    for n in range(1, 8):
        rects = P.hand_card_rects(L.hand, n, L.scale)
        assert all(pygame.Rect(L.hand).contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), n


def test_a_finished_combat_closes_when_the_next_turn_begins(ctx, screen):
    """With nobody at the screen (every seat the computer's), a new turn closes a finished fight."""
    scene = table(ctx, 3, 4, bots={0, 1, 2})
    scene.combat = W.CombatRecord("Combat at somewhere", over=True)
    scene.on_events(None, [Event("gain", {"seat": 1}, "Player 2 gains 1 scroll.")])
    assert scene.combat is not None, "it stays while the turn goes on"
    scene.on_events(None, [Event.of(E.TurnBegins(2, 3), "Round 3: Player 3's turn.")])  # as the engine makes it
    assert scene.combat is None, "a new turn closes it"


def test_a_finished_combat_stays_until_the_person_moves_on_issue_21(ctx, screen):
    """Issue 21: a fight always ends on its result until the player moves on: the computer's new turn
    keeps it up for the person at the screen; the person's own next action closes it."""
    from types import SimpleNamespace

    scene = table(ctx, 3, 4)
    fight = scene.combat = W.CombatRecord("Combat at somewhere", over=True)
    scene.on_events(SimpleNamespace(seat=2), [Event.of(E.TurnBegins(2, 3), "Round 3: Player 3's turn.")])
    assert scene.combat is fight, "the computer's turn does not close it"
    scene.on_events(SimpleNamespace(seat=0), [Event("gain", {"seat": 0}, "Player 1 gains 1 scroll.")])
    assert scene.combat is None, "the person's next action does"


def test_dice_tumble_then_land_in_order_and_the_log_waits(ctx, screen):
    scene = table(ctx, 3, 4)
    rec = W.CombatRecord("Combat")
    rec.lines.append("Player 1's Ghost rolls 5: one wound.")
    rec.add_rolls([5, 2, 6])
    scene.combat = rec
    assert scene.log_held() and scene.busy()
    assert rec.landed == 0 and rec.lines_shown == 0
    rec.tick(W.DIE_TUMBLE + 0.01)
    assert rec.landed == 1, "the first die (a Ghost strike rolls first) lands first"
    scene.draw(screen)
    rec.tick(W.DIE_STEP * 3)
    assert not rec.rolling and rec.lines_shown == 1 and not scene.log_held()


def test_typed_roll_events_give_the_dice_in_order():
    dice = [E.Die(3, 2, True), E.Die(3, 6, False)]
    ev = Event.of(E.Rolled("attacker", 0, "necromancer", "Necromancer", False, 3, False, dice), "x")
    over = Event.of(E.FightOver("attacker", [], False), "y")
    assert typed_rolls([ev, over, Event("gain", {"roll": 4}, "z")]) == [2, 6]


def test_show_overlay_reach(ctx, screen):
    scene = table(ctx, 3, 11)
    assert to_stage(scene, screen, "move")
    scene.show_overlay("reach")
    hover = scene.space_at(scene.mouse)
    assert hover in scene.offer().moves
    assert len(scene.path_to(hover)) >= 2
    scene.draw(screen)
    with pytest.raises(ValueError):
        scene.show_overlay("nothing")


@pytest.fixture
def scenario(ctx, screen):
    from tabletop.ui.rise import scenarios

    def build(name):
        scene, _ = scenarios.build(ctx, name)
        return scene

    return build


def test_show_overlay_look_and_drag_the_order_back(scenario, screen):
    scene = scenario("library_choice")
    scene.show_overlay("look")
    o = scene.offer()
    look = scene.tools.find(LookTool)
    assert o.picks and look.keep and len(look.rest) == 2
    scene.draw(screen)
    peek = list(scene.view.turn.peek)
    rects = W.look_card_rects(scene.layout.window, len(peek), scene.layout.scale)
    first, second = look.rest
    a, b = rects[peek.index(second)].center, rects[peek.index(first)].center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    assert look.drag is not None
    scene.draw(screen)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    assert look.rest == [second, first], "dragged onto the other, it goes back first"
    kept = look.keep
    # a click that does not move keeps that card (where it lies now); the Keep button sends the order set
    other = first
    click(scene, rects[look.order.index(other)].center)
    assert look.keep == other and kept in look.rest
    keep_button = next(b for b in scene.buttons if b.label.startswith("Keep"))
    n = len(scene.session.actions)
    click(scene, keep_button.rect.center)
    act = scene.session.actions[n]
    assert (act.card == other and list(act.rest) == look.rest) or list(act.rest) == [c for c in peek if c != other]


def test_a_drag_in_the_look_window_moves_the_cards_not_only_their_captions(scenario, screen):
    """Play-test: dropping a card that goes back onto the other changed only the captions under them
    ('goes back 1st (top)' / '2nd'); the cards stayed put, so the drag seemed to do nothing. The two
    cards change places (the first to go back lies on the left, its caption under it), the kept card
    stays where it lay, a click takes the card now under it, and Swap moves them back (RN-SPACE
    Library: the rest go back in the order you choose)."""
    from tabletop.ui.rise.table.panels import card_face

    scene = scenario("library_choice")
    scene.show_overlay("look")
    look = scene.tools.find(LookTool)
    peek = list(scene.view.turn.peek)
    rects = W.look_card_rects(scene.layout.window, len(peek), scene.layout.scale)
    kept, (first, second) = look.keep, look.rest
    slot = {c: rects[peek.index(c)] for c in peek}  # where each lay before the drag
    a, b = slot[second].center, slot[first].center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    assert look.rest == [second, first] and look.keep == kept
    # drawn: the dragged card now lies where the other lay, and the other where it lay
    view = scene.tool_view()
    shot = pygame.Surface(scene.layout.size)
    look.draw_window(shot, view)
    for card, where in ((second, slot[first]), (first, slot[second])):
        face = card_face(card, where.size, False, False)
        inner = pygame.Rect(0, 0, where.w, where.h).inflate(-where.w // 4, -where.h // 4)  # past its round corners
        drawn = shot.subsurface(inner.move(where.topleft))
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(face.subsurface(inner), "RGB"), card
    seen = dict(scene.targets())  # the clicks the table offers follow the cards
    assert seen[f"look {second}"] == slot[first].center and seen[f"look {kept}"][0] == slot[kept].centerx
    click(scene, slot[first].center)  # the card lying there now is the one kept
    assert look.keep == second and look.rest == [kept, first]  # left to right: as they lie
    assert look.order.index(kept) == peek.index(kept)  # cards do not jump about when another is kept
    before = list(look.order)
    look.swap()
    assert look.rest == list(reversed([c for c in before if c != look.keep]))
    assert look.order.index(look.keep) == before.index(look.keep)


def test_show_overlay_combat(scenario, screen):
    scene = scenario("city_combat")
    scene.combat = None
    scene.show_overlay("combat")
    assert scene.combat is not None and not scene.combat.rolling
    assert scene.combat.rolls == list(scene.view.fight.rolls)
    scene.draw(screen)


def test_the_log_scrolls_with_the_wheel(ctx, screen):
    scene = _late(ctx, 3, 5, steps=60)
    scene.draw(screen)
    assert scene.log_panel.most > 0, "the log is longer than its strip"
    log_rect = pygame.Rect(scene.layout.log)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=log_rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.log_panel.scroll == min(2 * LOG_WHEEL, scene.log_panel.most)
    scene.draw(screen)
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False))
    assert scene.log_panel.scroll == 0


def test_question_mark_opens_the_rules_summary(ctx, screen):
    from tabletop.ui.kit.rules_page import RulesPage as RulesSummaryScene  # issue 27: the searchable page

    scene = table(ctx, 2, 3)
    t = scene.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    )
    assert t is not None and t.kind == "push" and isinstance(t.scene, RulesSummaryScene)
    button = next(b for b in scene.buttons if b.key == "rules")
    t = click(scene, button.rect.center)
    t = scene.press(button)
    assert t is not None and isinstance(t.scene, RulesSummaryScene)


def test_the_choices_header_drops_its_last_part_before_it_cuts_issue_21(screen):
    """Seen in a real window: "Reach 2 (+1 from your cards) · slowest: Gh…" cut in the choices panel's
    header. The header now leaves out its last " · " parts (the text below says them whole) before any
    cut, and keeps everything where it fits."""
    from tabletop.ui.rise.table.table_draw import fitted_head

    head = "Reach 2 (+1 from your cards) · slowest: Ghost (move 1)"
    f, words = fitted_head(head, 268, 1.0)
    assert words == "Reach 2 (+1 from your cards)" and f.size(words)[0] <= 268
    f, words = fitted_head(head, 900, 1.0)
    assert words == head
    f, words = fitted_head("Waiting for Player 2", 268, 1.0)
    assert words == "Waiting for Player 2"
