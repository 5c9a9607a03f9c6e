"""A plaque hovered points at what it stands for on the building (NC-TURN-08): "Go into the explored
Basement Server Wyrm (Broom, Nail Gun)" rings that room's card, "Enter a new door" the level's stack,
"Go down to level 1" its hallway; a plaque with no place (End your turn) rings nothing."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp import scenarios
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table.building_draw import to_rect
from tests.ui.corp.conftest import move


def _plaque(scene, kind):
    for choice in scene._offer.buttons:
        if isinstance(choice.action, kind):
            b = next((b for b in scene.buttons if b.key.startswith("choice") and b.label == choice.label), None)
            if b is not None:
                return choice, b
    raise AssertionError(f"no plaque of {kind.__name__} on this page")


def test_a_hovered_plaque_rings_its_place_on_the_building_NC_TURN_08(ctx, screen):
    scene, _ = scenarios.build(ctx, "hallway_choice")
    scene.enter()
    scene.update(0.1)
    choice, b = _plaque(scene, A.EnterRevealed)
    move(scene, b.rect.center)
    assert scene.pointed() == {("room", choice.action.room)}
    scene.draw(screen)
    view = scene.tool_view()
    box = to_rect(view.camera, scene._plan.box("room", choice.action.room)).inflate(6, 6)
    # the ring's outer row, beyond the 2-pixel outline every clickable place has
    assert tuple(screen.get_at((box.centerx, box.top))[:3]) == BD.LIT, (
        "the room's card is ringed while its plaque is hovered"
    )
    move(scene, (5, 5))
    scene.draw(screen)
    assert tuple(screen.get_at((box.centerx, box.top))[:3]) != BD.LIT, "and not once the mouse leaves the plaque"
    move(scene, b.rect.center)
    _choice, door = _plaque(scene, A.EnterRoom)
    move(scene, door.rect.center)
    level = scene.session.state.players[0].level
    assert scene.pointed() == {("stack", level)}
    scene.turn_page(1)  # the stairs are on the second page here (End your turn keeps its place on the first)
    go, stairs = _plaque(scene, A.GoToLevel)
    move(scene, stairs.rect.center)
    assert scene.pointed() == {("hall", go.action.level)}
    scene.turn_page(-1)
    _choice, end = _plaque(scene, A.EndTurn)
    move(scene, end.rect.center)
    assert scene.pointed() == set()
    move(scene, (5, 5))  # off every plaque
    assert scene.pointed() == set()
