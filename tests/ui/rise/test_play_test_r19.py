"""Small findings of the r19 play-test: the new-game board's legend with Large text, the Academy's
hover tip."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.rise import board_preview as BP


def test_the_board_legend_names_every_kind_of_space_in_a_narrow_preview(screen, monkeypatch):
    """With Large text the preview is narrower: its one row of kinds ended at the edge and Workshop,
    City, Mist and the Valley were left out without a word. The legend now takes the rows it needs."""
    drawn = []
    text = look.text

    def watched(face, size, words, colour, *args, **kwargs):
        drawn.append(words)
        return text(face, size, words, colour, *args, **kwargs)

    monkeypatch.setattr(look, "text", watched)
    surface = pygame.Surface((1280, 800))
    for rect, s in ((pygame.Rect(700, 130, 460, 494), 1.0), (pygame.Rect(838, 162, 330, 290), 1.25)):
        drawn.clear()
        BP.draw_preview(surface, "small", rect, s)
        for name in ("Land", "Dungeon", "Library", "Workshop", "City", "Bone", "Blood", "Mist", "Valley"):
            assert name in drawn, (rect, name)


def test_the_academys_tip_says_six_cards_and_minions_of_its_colour_RN_ACAD_02(ctx):
    """It said 'the most Minions of its kind take its Headmaster's title': cards count too, six at
    least, and more than the Headmaster has (rulebook, Academy Spaces)."""
    from tabletop.ui.rise.table.hover_tips import space_tip
    from tests.ui.rise.conftest import table

    scene = table(ctx, 3, 5)
    tip = space_tip(scene.view, "academy_of_decay", scene.colours)
    assert "6 or more cards and Minions of its colour" in tip and "most Minions" not in tip


def test_enter_keeps_the_card_in_the_library_as_keep_does(ctx, screen):
    """The keys' help (F1) says Enter answers a question over the board (its first button); in the
    Library's look window it did nothing until the focus was turned on with Tab."""
    from tabletop.games.rise import actions as A
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "library_choice")
    scene.update(1 / 60)
    assert not scene.focus.on
    keep = next(b for b in scene.buttons if b.label.startswith("Keep"))
    n = len(scene.session.actions)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert len(scene.session.actions) == n + 1
    pick = scene.session.actions[-1]
    assert isinstance(pick, A.Pick) and keep.label == f"Keep {scene_card(pick.card)}"


def scene_card(cid: str) -> str:
    from tabletop.ui.rise.table.choices import card_name

    return card_name(cid)


def test_the_academys_tip_names_its_headmaster_and_what_the_card_gives_RN_ACAD_05(ctx):
    """Play-test: after I became Headmaster of Decay its card still lay by the Academy and nothing on the
    table said who held it or what it gave (+2 Zombies, Zombies' attacks +1)."""
    from tabletop.ui.rise.table.hover_tips import space_tip
    from tests.ui.rise.conftest import table

    scene = table(ctx, 3, 5)
    tip = space_tip(scene.view, "academy_of_decay", scene.colours)
    assert "Headmaster: nobody yet" in tip and "Gain 2 Zombies" in tip
    scene.session.state.headmasters["green"] = 1
    view = scene.session.game.view(scene.session.state, 0)
    tip = space_tip(view, "academy_of_decay", scene.colours)
    assert f"Headmaster: {view.players[1].colour.title()} Necromancer" in tip
