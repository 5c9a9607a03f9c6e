"""The action plaques keep their places under the pointer (play-test r23: a weapon picked up, and the
plaque under the pointer became another one, so a second click did something else)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import Held
from tests.ui.corp.conftest import click, move


def _hallway_with_weapons(ctx, weapons=("crowbar#1", "broom#1", "coat_stand#1")):
    """Gary in level 1's hallway at the Beginning, weapons on its floor, his hands free."""
    from tests.ui.corp.conftest import table
    from tests.ui.corp.fight_scenes import EMPTY

    levels = [EMPTY, ["empty_cubicle#2", "supply_closet#2"], [], [], []]
    scene = table(ctx, {"players": 1, "characters": ["gary"], "test_building": {"levels": levels}}, 5, bots=())
    st = scene.session.state
    p = st.players[0]
    p.weapons, p.items = [], []
    st.levels[1].open = True
    st.areas["hall:1"].weapons = [Held(card=w) for w in weapons]
    scene._key = scene._view_key = ()  # the state changed by hand: shown again
    scene.update(0.1)
    return scene


def _plaques(scene) -> dict:
    return {b.label: b for b in scene.buttons if b.key.startswith("choice")}


def test_picking_up_leaves_no_other_plaque_under_the_pointer_NC_TURN_03(ctx, screen):
    scene = _hallway_with_weapons(ctx)
    before = {label: b.rect.copy() for label, b in _plaques(scene).items()}
    first = next(label for label in before if label.startswith("Pick up"))
    pos = before[first].center
    assert isinstance(click(scene, pos), A.PickUp) or isinstance(scene.session.actions[-1], A.PickUp)
    scene.update(0.1)
    move(scene, pos)
    scene.update(0.1)
    after = _plaques(scene)
    under = next((label for label, b in after.items() if b.rect.collidepoint(pos)), None)
    assert under is None or under == first, (first, under)
    # the plaques that remain keep their places
    for label, b in after.items():
        if label in before:
            assert b.rect == before[label], (label, before[label], b.rect)


def test_arrange_keeps_the_places_and_the_order_of_the_plaques_that_remain():
    from tabletop.ui.corp.table.offer import arrange

    before = ["Pick up A", "Pick up B", "Go up", "End"]
    # A picked up with the pointer on it: its place stays empty, the newcomer goes where it harms nothing
    assert arrange(before, ["Pick up B", "Go up", "Drop...", "End"], True, 0, "Pick up A") == [
        None, "Pick up B", "Go up", "End", "Drop...",
    ]  # fmt: skip
    # the pointer elsewhere: the newcomer takes the empty place
    assert arrange(before, ["Pick up B", "Go up", "Drop...", "End"], True, None, None) == [
        "Drop...", "Pick up B", "Go up", "End",
    ]  # fmt: skip
    # the same offer: the same places
    assert arrange(before, ["Pick up A", "Pick up B", "Go up", "End"], True, 2, "Go up") == before


def test_arrange_lays_afresh_at_a_new_step_but_never_changes_the_plaque_under_the_pointer():
    from tabletop.ui.corp.table.offer import arrange

    before = ["Go up", "Use the kit", "End"]
    # a new step (the fight over: End your turn first, NC-TURN-05): laid afresh in the turn's order ...
    assert arrange(before, ["End", "Go up"], False, None, None) == ["End", "Go up"]
    # ... but the pointer on "Go up" never finds "End" there: an empty place instead
    assert arrange(before, ["End", "Go up"], False, 0, "Go up") == [None, "End", "Go up"]
    # mostly another offer (fewer than half seen before): laid afresh too
    assert arrange(["A", "B"], ["C", "D", "E", "A"], True, None, None) == ["C", "D", "E", "A"]


def test_a_plaque_whose_words_change_keeps_its_place_NC_PLOT_04(ctx, screen):
    """A First-Aid Kit's plaque says the life it gives ("+1 life"); hurt again (a fight round), it says
    "+2 life": the same plaque, in the same place under the pointer, not moved to the end."""
    scene = _hallway_with_weapons(ctx)
    st = scene.session.state
    st.players[0].items = ["first_aid_kit#1"]
    st.players[0].life -= 1
    scene._key = scene._view_key = ()
    scene.update(0.1)
    kit = next(b for b in _plaques(scene).values() if isinstance(b.action(), A.UseItem))
    before, rect = kit.label, kit.rect.copy()
    move(scene, rect.center)
    st.players[0].life -= 1
    scene._key = scene._view_key = ()
    scene.update(0.1)
    kit = next(b for b in _plaques(scene).values() if isinstance(b.action(), A.UseItem))
    assert kit.label != before and kit.rect == rect, (before, kit.label, rect, kit.rect)


def test_a_question_brought_back_by_undo_shows_its_plaques_where_they_were_NC_PLOT_07(ctx, screen):
    """Play-test r24 (shots s25/s30): the found weapons question (NC-PLOT-07/17) came with "Let the found
    weapons lie" and "Take the Janitor's Chainsaw" in columns 1 and 3 (the pointer, left on "End your
    turn" in column 2, keeps its place empty: offer.arrange); the weapons let lie, Undo brought the same
    question back laid afresh, "Take ..." a column to the left, under a habitual click. The same question
    now comes back as it was."""
    from tests.ui.corp.conftest import table

    scene = table(ctx, {"players": 2}, 7, bot_delay=30.0)  # the computer's seat waits: Undo is ours

    def press(label: str):
        b = next(b for b in _plaques(scene).values() if b.label.startswith(label))
        click(scene, b.rect.center)
        for _ in range(3):
            scene.update(0.1)
        scene.draw(screen)

    scene.update(0.1)
    press("Enter a new door")  # a weapon found behind it
    press("End your turn")  # the pointer stays where "End your turn" was
    st = scene.session.state
    assert st.turn.step == "claim" and st.turn.claim_order[0] == 0
    asked = {label: b.rect.copy() for label, b in _plaques(scene).items()}
    assert "Let the found weapons lie" in asked and any(label.startswith("Take the") for label in asked)
    press("Let the found weapons lie")
    assert scene.session.state.turn.step != "claim"
    undo = next(b for b in scene.buttons if b.key == "undo")
    click(scene, undo.rect.center)
    scene.update(0.1)
    assert scene.session.state.turn.step == "claim", "the Undo took the answer back"
    again = {label: b.rect for label, b in _plaques(scene).items()}
    assert again == asked
