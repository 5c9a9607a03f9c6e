"""Issue 21 at the Rise table, each item as a newcomer found it: Necromancers thrown away in silence, a
quest offered that cannot be paid, a cost icon named nowhere, words that read wrong, texts clipped."""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise import events as E
from tabletop.games.rise.state import clone
from tabletop.ui.rise.table import panels as P
from tests.ui.rise.conftest import click, table

THREE = ["plague_mother", "elder_wizard", "pale_wanderer", "mist_runner"]


def _at_play(scene, hand=THREE, **stock):
    """The person's turn in phase 1 with `hand` and `stock` (the session's state set in place)."""
    for _ in range(60):
        scene.update(0.5)
        if scene.acting_seat() is not None:
            break
    st = clone(scene.session.state)
    p = st.players[0]
    p.hand, p.fresh = list(hand), []
    for k, n in stock.items():
        st.supply[k] -= n - p.stock.get(k, 0)
        p.stock[k] = n
    st.turn.stage = "play"
    scene.session.state = st
    scene._refresh()
    scene.update(0.1)
    assert scene.acting_seat() == 0 and scene.session.state.turn.stage == "play"
    return scene


def _card_pos(scene, card):
    hand = scene.tool_view().hand()
    return P.hand_card_rects(scene.layout.hand, len(hand), scene.layout.scale)[hand.index(card)].center


def test_RN_NEC_02_necromancers_thrown_away_in_silence_are_asked_about_first(ctx, screen):
    """Issue 21: playing a Necromancer discarded the other Necromancers in hand with no warning. A click
    on it now asks, naming the cards that would go; "Keep them" plays nothing, and "Play" plays it and the
    log names what went."""
    scene = _at_play(table(ctx, 3, 3))
    n = len(scene.session.actions)
    click(scene, _card_pos(scene, "plague_mother"))
    assert len(scene.session.actions) == n, "nothing is played before the question is answered"
    labels = [label for label, _pos in scene.targets()]
    assert labels == ["Play Plague Mother", "Keep them: not now"], labels
    scene.draw(screen)
    keep = dict(scene.targets())["Keep them: not now"]
    click(scene, keep)
    assert len(scene.session.actions) == n and "plague_mother" in scene.session.state.players[0].hand
    click(scene, _card_pos(scene, "plague_mother"))
    click(scene, dict(scene.targets())["Play Plague Mother"])
    assert scene.session.state.players[0].necromancer == "plague_mother"
    lines = [e.for_seat(0).text for batch in scene.log.batches for e in batch if e.for_seat(0) is not None]
    assert any("Elder Wizard" in t and "Pale Wanderer" in t and "leave the game" in t for t in lines), lines


def test_RN_NEC_02_esc_puts_the_question_down_and_a_lone_necromancer_is_played_at_a_click(ctx, screen):
    scene = _at_play(table(ctx, 3, 3))
    click(scene, _card_pos(scene, "plague_mother"))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert not [t for t in scene.targets() if t[0].startswith("Play ")]
    assert "plague_mother" in scene.session.state.players[0].hand
    alone = _at_play(table(ctx, 3, 3), hand=["plague_mother", "mist_runner"])
    click(alone, _card_pos(alone, "plague_mother"))
    assert alone.session.state.players[0].necromancer == "plague_mother"


def test_card_costs_the_hover_names_the_cost_and_what_you_lack_RN_PLAY_09(ctx, screen):
    """Issue 21, 'Card costs': the grey icon on Ossuary Knight was named nowhere. The enlarged card's note
    names its cost and says what the player lacks; so does the refusal of a click."""
    from tabletop.ui.rise.table import hover_tips as HT

    scene = _at_play(table(ctx, 3, 3), hand=["ossuary_knight", "plague_mother", "mist_runner"], greater_corpse=0)
    note = HT.card_note(scene.tool_view(), "ossuary_knight")
    assert "Cost: 1 Greater corpse" in note and "Needs 1 Greater corpse: you have 0" in note
    warn = HT.card_note(scene.tool_view(), "plague_mother")
    assert "removes Ossuary Knight from the game" in warn
    click(scene, _card_pos(scene, "ossuary_knight"))
    assert scene.toast is not None and "needs 1 Greater corpse: you have 0" in scene.toast[0]
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=_card_pos(scene, "ossuary_knight"), rel=(0, 0), buttons=(0, 0, 0))
    )
    scene.draw(screen)  # the note drawn beside the enlarged card


def test_a_necromancer_removed_is_typed_for_the_table(ctx, screen):
    """The table reads the typed record (never the English): the owner's batch holds CardsRemoved."""
    scene = _at_play(table(ctx, 3, 3))
    scene.submit(A.PlayCard(0, "plague_mother"))
    kinds = {type(e.record) for batch in scene.log.batches for e in batch}
    assert E.CardsRemoved in kinds
