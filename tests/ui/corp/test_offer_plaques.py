"""The plain list of plaques at the NecronomiCORP table (offer.py): words that read the same make one
plaque (NC-PLOT-04: any of three First-Aid Kits heals the same)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table.offer import offer
from tests.ai.corp_views import CARDS, make_state


def test_three_first_aid_kits_make_one_plaque_and_end_your_turn_stays_on_the_first_page_NC_PLOT_04():
    """Play-test: with three kits, three identical "Use the First-Aid Kit on yourself" plaques came at
    every step and pushed End your turn onto a second page of the choices."""
    st = make_state(1)
    kits = ["first_aid_kit#1", "first_aid_kit#2", "first_aid_kit#3"]
    st.players[0].items = list(kits)
    st.players[0].life = 3
    legal = [A.UseItem(seat=0, card=k, target=0) for k in kits] + [A.EndTurn(seat=0)]
    out = offer(st, CARDS, 0, legal)
    labels = [c.label for c in out.buttons]
    assert len(labels) == len(set(labels)) == 2, labels
    assert out.buttons[0].action == legal[0]  # the first kit, in the engine's order
    assert isinstance(out.buttons[-1].action, A.EndTurn)
    # each kit's own plaque stays on its card on the sheet (a click there uses that one)
    assert {k for (kind, (_seat, k)) in out.clicks if kind == "held"} == set(kits)


def _at_the_end_step(ctx, step: str = "end"):
    """Gary in level 1's hallway, level 2 open, at the turn's `step`: the stairs and End your turn offered."""
    from tests.ui.corp.conftest import table
    from tests.ui.corp.fight_scenes import EMPTY

    levels = [EMPTY, ["empty_cubicle#2", "supply_closet#2"], [], [], []]
    scene = table(ctx, {"players": 1, "characters": ["gary"], "test_building": {"levels": levels}}, 5, bots=())
    st = scene.session.state
    st.levels[1].open, st.turn.step = True, step
    scene._key = scene._view_key = ()  # the state changed by hand: shown again
    scene.update(0.1)
    return scene


def test_at_the_end_step_end_your_turn_is_the_first_plaque_and_the_stairs_stay_NC_TURN_05(ctx, screen):
    """Play-test r21: at a level's End step the first plaque was "Go down to level 1" (the stairs came
    before End your turn), and the stairs may be taken any number of times a turn (NC-TURN-05): a
    newcomer clicking the first plaque went up and down. End your turn comes first at the End step; the
    stairs are still offered (the rule is kept); the Beginning step keeps the turn's order."""
    scene = _at_the_end_step(ctx)
    kinds = [type(b.action).__name__ for b in scene._offer.buttons]
    assert kinds[:2] == ["EndTurn", "GoToLevel"], kinds
    begin = _at_the_end_step(ctx, "begin")
    kinds = [type(b.action).__name__ for b in begin._offer.buttons]
    assert kinds.index("GoToLevel") < kinds.index("EndTurn"), kinds


def test_at_the_end_step_tab_then_enter_ends_the_turn(ctx, screen):
    """By keyboard too (README, Playing by keyboard: Tab rings the first thing you may press, Enter presses
    it): at the End step that is End your turn, not the stairs' hallway."""
    import pygame

    scene = _at_the_end_step(ctx)
    for key in (pygame.K_TAB, pygame.K_RETURN):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        scene.update(0.1)
    assert isinstance(scene.session.actions[-1], A.EndTurn)


def test_a_heal_plaque_says_what_it_gives_NC_PLOT_04():
    """Play-test r22: at 17 of 18 life a fight offered "Use the First-Aid Kit on yourself" alone, as if
    worth all it heals; the plaque says the life it gives, never above the character's most (NC-FAQ-01)."""
    from tabletop.games.corp import life
    from tabletop.games.corp.action_words import words

    st = make_state(1)
    st.players[0].items = ["kit#1"]  # heals 2 (tests/ai/corp_views.py)
    top = life.max_life(st, CARDS, 0)
    st.players[0].life = top - 1
    said = words(A.UseItem(seat=0, card="kit#1", target=0), st, CARDS)
    assert said == "Use the First-Aid Kit on yourself (+1 life)", said
    st.players[0].life = 3
    said = words(A.UseItem(seat=0, card="kit#1", target=0), st, CARDS)
    assert said.endswith("yourself (+2 life)"), said
    st.players[0].items = ["knife#1"]  # not a heal: nothing added
    assert "life" not in words(A.UseItem(seat=0, card="knife#1", target=0), st, CARDS)
