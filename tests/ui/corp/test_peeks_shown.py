"""A peek (the Floor Plan, the Ouija Board: the top Room cards of your level, you alone) shown to the
peeking seat as cards: the next one face up on the stack, all of them in order in the stack's tooltip,
until they are drawn; never in another seat's view (play-test r17/corp2 item 10, r17/corp item 12)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import TOP, forget_peeks
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import chrome
from tests.ui.corp.conftest import lines_drawn, table


def _peeked(ctx, bots=()):
    scene = table(ctx, {"players": 2}, 3, bots=bots)
    st = scene.session.state
    st.players[0].items.append("floor_plan#1")
    scene._key = None
    use = next(a for a in scene.session.game.legal_actions(st, 0) if isinstance(a, A.UseItem))
    scene.carry_out(use)
    return scene


def _faces(scene, ctx) -> list[tuple[str, str]]:
    """(title, words under it) of every card face the building draws."""
    seen: list[tuple[str, str]] = []
    real = BD.card_face

    def spy(surface, r, title, kind, size, sub="", **k):
        seen.append((title, sub))
        return real(surface, r, title, kind, size, sub, **k)

    BD.card_face = spy
    try:
        view = scene.tool_view()
        BD.draw_building(pygame.Surface(ctx.size), view, view.plan)
    finally:
        BD.card_face = real
    return seen


def test_the_peeked_cards_are_shown_on_the_stack_until_drawn_NC_BUILD_03(ctx, screen):
    scene = _peeked(ctx, bots=(1,))
    view = scene.tool_view()
    assert view.peek is not None and view.peek.level == 1 and len(view.peek.cards) == 3
    tip = chrome.card_tip(view, ("stack", 1))
    assert "You looked: next Restroom (Out of Order), then Zombie Intern, then Unattended Desk" in tip, tip
    assert ("Restroom (Out of Order)", "you looked: next") in _faces(scene, ctx)
    scene.carry_out(A.EnterRoom(0))  # the first is drawn: the stack remembers the other two
    view = scene.tool_view()
    assert view.peek is not None and [view.cards.name(c) for c in view.peek.cards] == [
        "Zombie Intern",
        "Unattended Desk",
    ]
    assert "You looked: next Zombie Intern, then Unattended Desk" in chrome.card_tip(view, ("stack", 1))


def test_another_seat_never_sees_the_peek_hot_seat(ctx, screen):
    scene = _peeked(ctx, bots=())
    assert scene.tool_view().peek is not None
    scene._shown = 1  # the other person's view of the same table
    scene._key = None
    view = scene.tool_view()
    assert view.peek is None
    assert not [f for f in _faces(scene, ctx) if f[1] == "you looked: next"]
    assert not [w for w in chrome.card_tip(view, ("stack", 1)) if "looked" in w]


def test_a_shuffled_stack_forgets_the_peek_NC_FAQ_10(ctx, screen):
    scene = _peeked(ctx, bots=(1,))
    assert scene.tool_view().peek is not None
    forget_peeks(scene.session.state, 1)  # what the engine does when level 1's stack is shuffled
    scene._key, scene._view_key = None, ()
    assert scene.tool_view().peek is None


def _boss_peeked(ctx, bots=(1,), boss: str = ""):
    scene = table(ctx, {"players": 2}, 3, bots=bots)
    st = scene.session.state
    if boss:  # the boss drawn for the roof: this one
        st.boss, st.boss_for = f"{boss}#1", sum(p.alive for p in st.players)
    st.top_open = True
    st.players[0].level = TOP
    st.players[0].items.append("obsessive_precaution#1")
    scene._key = None
    use = next(a for a in scene.session.game.legal_actions(st, 0) if isinstance(a, A.UseItem))
    scene.carry_out(use)
    return scene


def _door_words(scene, ctx) -> list[str]:
    return lines_drawn(scene, ctx.size)


def test_the_boss_looked_at_is_named_on_its_door_for_that_seat_alone_NC_FAQ_12(ctx, screen):
    scene = _boss_peeked(ctx)
    view = scene.tool_view()
    assert "You looked: Nyarlathotep, Head of PR waits behind it" in chrome.card_tip(view, ("door", "boss"))
    words = _door_words(scene, ctx)
    assert "you looked:" in words and "a boss waits" not in words
    scene._shown = 1  # another person at the same screen
    scene._key = None
    assert scene.tool_view().peek is None and "you looked:" not in _door_words(scene, ctx)


def test_a_boss_drawn_again_forgets_the_one_looked_at_NC_FAQ_12(ctx, screen):
    scene = _boss_peeked(ctx)
    assert scene.tool_view().peek is not None
    forget_peeks(scene.session.state, TOP)  # the engine's draw of another boss for other survivors
    scene._key, scene._view_key = None, ()
    assert scene.tool_view().peek is None
    scene = _boss_peeked(ctx)
    scene.session.state.players[1].alive = False  # one fewer survivor: the door will draw again
    scene._key, scene._view_key = None, ()  # the state changed in place: its views are made again
    assert scene.tool_view().peek is None


def test_the_boss_looked_at_shows_its_numbers_and_words_in_the_doors_tooltip(ctx, screen):
    """Play-test (r19): after Obsessive Precaution the door said only the boss's name; its menace, life
    and ability (what a seat looks for it to weigh going in) were nowhere until the door was opened."""
    scene = _boss_peeked(ctx)
    view = scene.tool_view()
    b = view.cards.boss(view.peek.cards[0])
    tip = chrome.card_tip(view, ("door", "boss"))
    assert f"{b.menace} dice, {b.life} life. No escape." in tip and b.text in tip
    scene._shown = 1  # another person at the same screen: nothing of it
    scene._key = None
    assert not any("life" in t for t in chrome.card_tip(scene.tool_view(), ("door", "boss")))


def test_the_stack_says_how_many_more_were_looked_at_on_the_smallest_window_NC_BUILD_03(ctx, screen):
    """Play-test r25 (960x600, Large text): the peeked stack read "then 2", its "more" dropped for want of
    room; it says "+2 more" where "then 2 more" does not fit."""
    from tabletop.ui import layout

    said: list[str] = []
    real = BD.line

    def spy(surface, s, size_, pos, colour=BD.INK, kind="sans", anchor="topleft", width=None):
        said.append(BD.fitted(s, size_, kind, width)[0] if width is not None else s)
        return real(surface, s, size_, pos, colour, kind, anchor, width)

    layout.set_preferences(100, True)
    try:
        for size in ((960, 600), (1280, 800)):
            scene = table(ctx, {"players": 2}, 3, bots=(1,), size=size)
            st = scene.session.state
            st.players[0].items.append("floor_plan#1")
            scene._key = None
            scene.carry_out(next(a for a in scene.session.game.legal_actions(st, 0) if isinstance(a, A.UseItem)))
            said.clear()
            BD.line = spy
            try:
                view = scene.tool_view()
                BD.draw_building(pygame.Surface(ctx.size), view, view.plan)
            finally:
                BD.line = real
            assert view.peek is not None and len(view.peek.cards) == 3
            assert {"then 2 more", "+2 more"} & set(said), (size, [s for s in said if "2" in s])
    finally:
        layout.set_preferences(100, False)
