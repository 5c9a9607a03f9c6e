"""The kit's keyboard focus (issue 26): Tab, Shift+Tab, the arrows and 1-9 move it over a table's
targets, Enter makes the focused target's gesture as the mouse events a hand would make."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.focus import KeyFocus, Target, mouse_events
from tabletop.ui.tools import HANDLED, PASS
from tests.ui.kit.conftest import event


def key(k, mod=0):
    return event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


TARGETS = [
    Target("left", (100, 300)),
    Target("middle", (300, 300), "press"),
    Target("right", (500, 300), "release"),
    Target("below", (300, 500), "right"),
]


def test_tab_turns_the_focus_on_then_cycles_and_shift_tab_goes_back():
    f = KeyFocus()
    f.offer(TARGETS)
    assert f.focused() is None, "no ring until the keyboard is used"
    assert f.handle(key(pygame.K_RETURN)) is PASS, "Enter is the table's while the focus is off"
    assert f.handle(key(pygame.K_TAB)) is HANDLED and f.focused().label == "left"
    f.handle(key(pygame.K_TAB))
    assert f.focused().label == "middle"
    f.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    f.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert f.focused().label == "below", "Shift+Tab wraps round to the last"
    assert f.handle(key(pygame.K_s, pygame.KMOD_CTRL)) is PASS


def test_digits_and_arrows_move_the_focus():
    f = KeyFocus()
    f.offer(TARGETS)
    f.handle(key(pygame.K_TAB))
    f.handle(key(pygame.K_3))
    assert f.focused().label == "right"
    f.handle(key(pygame.K_LEFT))
    assert f.focused().label == "middle", "the nearest that way"
    f.handle(key(pygame.K_DOWN))
    assert f.focused().label == "below"
    f.handle(key(pygame.K_DOWN))
    assert f.focused().label == "below", "nothing further down: it stays"
    f.handle(key(pygame.K_9))
    assert f.focused().label == "below", "a number past the list changes nothing"


def test_enter_answers_the_gestures_mouse_events():
    f = KeyFocus()
    f.offer(TARGETS)
    f.handle(key(pygame.K_TAB))
    kinds = [(e.type, getattr(e, "button", None)) for e in f.handle(key(pygame.K_RETURN))]
    assert kinds == [(pygame.MOUSEMOTION, None), (pygame.MOUSEBUTTONDOWN, 1), (pygame.MOUSEBUTTONUP, 1)]
    press = mouse_events(TARGETS[1])
    assert [e.type for e in press] == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN], "a press holds"
    release = mouse_events(TARGETS[2])
    assert [e.type for e in release] == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP]
    assert release[0].buttons[0] == 1, "carried with the button held"
    right = mouse_events(TARGETS[3])
    assert [e.button for e in right[1:]] == [3, 3]
    drag = mouse_events(Target("gift", (10, 10), "drag", to=(90, 40)))
    assert [e.type for e in drag] == [
        pygame.MOUSEMOTION,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEMOTION,
        pygame.MOUSEBUTTONUP,
    ]
    assert drag[-1].pos == (90, 40) and all(e.keyboard for e in drag)


def test_the_focus_follows_its_thing_when_the_list_changes_and_a_real_click_turns_it_off():
    f = KeyFocus()
    f.offer(TARGETS)
    f.handle(key(pygame.K_TAB))
    f.handle(key(pygame.K_3))
    f.offer([Target("new", (0, 0)), *TARGETS])
    assert f.focused().label == "right"
    f.offer([Target("only", (0, 0))])
    assert f.focused().label == "only"
    f.mouse_used(event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, keyboard=True))
    assert f.on, "a press the keys made keeps the focus"
    f.mouse_used(event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert not f.on
    f.on = True
    assert f.escape() and not f.on and not f.escape()


def test_the_ring_is_drawn_round_the_focused_target_and_drawing_changes_nothing(screen):
    f = KeyFocus()
    f.offer(TARGETS)
    f.handle(key(pygame.K_TAB))
    screen.fill((0, 0, 0))
    before = (f.on, f.index, f.targets)
    f.draw(screen)
    assert (f.on, f.index, f.targets) == before
    x, y = TARGETS[0].pos
    assert any(screen.get_at((x + dx, y)) != (0, 0, 0, 255) for dx in range(18, 26)), "a ring round it"


def test_a_plaques_ring_goes_round_its_edge_never_through_its_words(screen):
    """Play-test: the focus ring, a circle at the plaque's centre, cut through its label ("Play
    Butch◯r of Haldor"). A click on a plaque is ringed round the plaque, its words left clear."""
    from tabletop.ui.kit.buttons import Button, ButtonSet
    from tabletop.ui.kit.focus import boxed

    plaque = Button("play", pygame.Rect(200, 300, 240, 40), "Play Butcher of Haldor", lambda: None)
    targets = boxed(
        [Target("Play Butcher of Haldor", plaque.rect.center), Target("elsewhere", (50, 50))], ButtonSet([plaque])
    )
    assert targets[0].box == tuple(plaque.rect) and targets[1].box is None
    f = KeyFocus()
    f.offer(targets)
    f.handle(key(pygame.K_TAB))
    screen.fill((0, 0, 0))
    f.draw(screen)
    inside = plaque.rect.inflate(-40, -16)  # where the label's words lie
    assert all(screen.get_at((x, plaque.rect.centery)) == (0, 0, 0, 255) for x in range(inside.left, inside.right))
    assert screen.get_at((plaque.rect.left - 4, plaque.rect.centery)) != (0, 0, 0, 255)  # the ring at its edge


def test_the_focus_never_falls_onto_the_bar_by_itself_and_waits_for_the_next_decision():
    """Play-test r18: while the computer played, the focus fell by itself onto the bar's Menu or Save (what
    it was on had gone), and a habitual Enter opened the menu or saved. It waits on nothing instead (no
    ring, Enter does nothing) and goes to the first target of the player's next decision; put on the bar by
    the player, it stays there."""
    menu, save = Target("Menu", (20, 20), bar=True), Target("Save", (80, 20), bar=True)
    f = KeyFocus()
    f.offer([Target("Deploy here", (300, 300)), menu, save])
    f.handle(key(pygame.K_TAB))
    assert f.focused().label == "Deploy here"
    f.offer([menu, save])  # the computer's turn: only the bar is left
    assert f.focused() is None and f.on
    assert f.handle(key(pygame.K_RETURN)) is HANDLED, "a habitual Enter presses nothing"
    f.offer([Target("Die 1", (400, 400)), Target("Done", (500, 400)), menu, save])  # the player's decision
    assert f.focused().label == "Die 1"
    f.offer([Target("Done", (500, 400)), menu, save])  # the die went: the one in its place, never the bar
    assert f.focused().label == "Done"
    f.handle(key(pygame.K_TAB))
    assert f.focused().label == "Menu"
    f.offer([menu, save])
    assert f.focused().label == "Menu", "put there by the player, it stays"


def _words(surface, rect):
    """A line of words in `rect` (light letters on the dark ground)."""
    from tabletop.ui import look

    img = look.text("sans", 14, "Passive: Stalwart, +1 defense die", (240, 230, 200))
    surface.blit(img, img.get_rect(midleft=(rect.left, rect.centery)))


def _lit(surface, rect) -> int:
    """How many of `rect`'s pixels are the ring's blue (the label's frame and words)."""
    from tabletop.ui.kit.focus import RING

    r = rect.clip(surface.get_rect())
    return sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom) if surface.get_at((x, y))[:3] == RING)


def test_the_label_goes_where_it_covers_no_words(screen):
    """Play-test r18: the label sat above the ring whatever was there ("1. Mold an Insectomite" over the
    card's ability line, "1. Continue" over the combat's gem line). With words just above a plaque, the
    label goes below it; with words above and below, beside it; the words stay uncovered."""
    plaque = pygame.Rect(300, 300, 200, 36)
    above, below = pygame.Rect(280, 262, 260, 22), pygame.Rect(280, 350, 260, 22)
    for lines, clear in (([above], [above]), ([above, below], [above, below])):
        f = KeyFocus()
        f.offer([Target("Continue", plaque.center, box=tuple(plaque))])
        f.handle(key(pygame.K_TAB))
        screen.fill((0, 0, 0))
        for rect in lines:
            _words(screen, rect)
        f.draw(screen)
        for rect in clear:
            assert _lit(screen, rect) == 0, f"the label covers the words at {rect}"
        box = f.label_place.last[2]
        assert _lit(screen, box) > 0, "the label is drawn"


def test_a_plaque_hemmed_in_by_words_has_its_ring_and_no_label(screen):
    """A card's Mold button among the army builder's cards: no spot near it is clear, and its ring round
    its own words says what Enter presses, so its label is left out rather than laid over a card's words."""
    plaque = pygame.Rect(300, 300, 200, 36)
    f = KeyFocus()
    f.offer([Target("Mold an Insectomite", plaque.center, box=tuple(plaque))])
    f.handle(key(pygame.K_TAB))
    screen.fill((0, 0, 0))
    for y in range(150, 500, 18):
        for x in (0, 260, 520):
            if not pygame.Rect(x, y, 260, 18).colliderect(plaque.inflate(16, 16)):
                _words(screen, pygame.Rect(x, y, 260, 18))
    f.draw(screen)
    assert f.label_place.last[2] is None
    assert screen.get_at((plaque.left - 4, plaque.centery)) != (0, 0, 0, 255)  # the ring is there


def test_a_label_drawn_twice_in_a_frame_stays_in_one_place(screen):
    """NecronomiCORP's table draws its overlay inside its own draw and the app draws it again: the
    second drawing must not take its own label for words to avoid (two labels came up)."""
    f = KeyFocus()
    f.offer([Target("One fist", (400, 300))])
    f.handle(key(pygame.K_TAB))
    screen.fill((0, 0, 0))
    f.draw(screen)
    first = f.label_place.last[2]
    f.draw(screen)
    assert f.label_place.last[2] == first


def test_a_label_never_lies_on_another_button(screen):
    """Play-test r28, the army builder by keys: the "Menu" label lay on the "S" of Save beside it (Save's
    words begin inside its edge, and the clipped glyph was too little to count as words). With words above
    and below Menu, the spot to its right is on Save's plaque: the label goes elsewhere, or, a plaque's
    label being one its ring can do without, nowhere, never on Save."""
    menu, save = pygame.Rect(300, 300, 140, 36), pygame.Rect(452, 300, 140, 36)
    f = KeyFocus()
    f.offer([Target("Menu", menu.center, box=tuple(menu)), Target("Save", save.center, box=tuple(save))])
    f.handle(key(pygame.K_TAB))
    assert f.focused().label == "Menu"
    screen.fill((0, 0, 0))
    pygame.draw.rect(screen, (200, 160, 90), save)  # Save's plaque: its words are further in
    for y in range(120, 560, 18):  # words all round but on Save's plaque
        for x in (0, 260, 520):
            row = pygame.Rect(x, y, 260, 18)
            if not row.colliderect(menu.inflate(16, 16)) and not row.colliderect(save):
                _words(screen, row)
    f.draw(screen)
    box = f.label_place.last[2]
    assert box is None or not box.colliderect(save), f"the label {box} lies on Save {save}"


def test_a_label_keeps_off_the_next_targets_and_their_numbers(screen):
    """Play-test r28, Necromolds' dice by keys: "1. Insectomite: slot 1" lay to the slot's right, over
    slots 2 and 3 and their numbers (icons and digits, not words, so the spot looked clear), the very
    choices a player by keys looks for next. With the card's lines above, below and left of the slot,
    the label lies on a line of words sooner than on another target's ring or number."""
    slots = [Target(f"Insectomite: slot {i + 1}", (200 + 64 * i, 300), size=28) for i in range(3)]
    f = KeyFocus()
    f.offer(slots)
    f.handle(key(pygame.K_TAB))
    assert f.focused() is slots[0]
    screen.fill((0, 0, 0))
    for y in range(120, 560, 18):  # the card's lines all round but where the slots are
        for x in (0, 260, 520):
            row = pygame.Rect(x, y, 260, 18)
            if not row.colliderect(pygame.Rect(160, 262, 440, 76)):
                _words(screen, row)
    f.draw(screen)
    box = f.label_place.last[2]
    assert box is not None
    for t in slots[1:]:  # its ring, and its number up and right of its point (KeyFocus._numbers)
        x, y = t.pos
        mark = pygame.Rect(x - 28, y - 28, 56, 56).union(pygame.Rect(x + 5, y - 23, 18, 18))
        assert not box.colliderect(mark), f"the label {box} lies on {t.label}'s ring or number {mark}"
