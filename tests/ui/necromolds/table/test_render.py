"""What the table draws: monsters in their player's colour where the camera puts them,
smashed clay, highlighted ranged targets, the cards and dice (Gameplay, Resolving Combat)."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import field
from tabletop.ui.necromolds.table import draw as D
from tests.ui.necromolds.table.conftest import frame, scenario_scene, screen_of


def near(c, target, tol=40):
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], target[:3]))


def find_colour(surface, centre, radius, colour, tol=40):
    cx, cy = centre
    for dx in range(-radius, radius + 1, 2):
        for dy in range(-radius, radius + 1, 2):
            x, y = cx + dx, cy + dy
            if (
                0 <= x < surface.get_width()
                and 0 <= y < surface.get_height()
                and near(surface.get_at((x, y)), colour, tol)
            ):
                return True
    return False


def test_every_monster_is_drawn_in_its_players_colour(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    st = scene.state
    assert st.phase == "assign"
    for m in st.alive():
        r, _ = field.base_of(m)
        rp = int(scene.camera.length_to_pixels(r))
        sx, sy = screen_of(scene, m.x, m.y)
        # the clay body stands on the base: look just above the base centre
        assert find_colour(screen, (sx, sy - rp // 3), max(2, rp // 2), scene.colours[m.owner], 30), m.id


def test_smashed_clay_stays_on_the_map(ctx, screen):
    scene = scenario_scene(ctx, "combat_result")
    scene.close_combat()
    frame(scene, screen)
    st = scene.state
    assert st.clay, "the scenario smashes a monster"
    c = st.clay[0]
    dead = next(m for m in st.monsters if not m.alive and (m.x, m.y) == (c.x, c.y))
    flat = tuple(int(v * 0.55 + 90 * 0.45) for v in scene.colours[dead.owner])
    assert find_colour(screen, screen_of(scene, c.x, c.y), 6, flat, 24)


def test_ranged_targets_are_highlighted(ctx, screen):
    scene = scenario_scene(ctx, "ranged_sightline")
    frame(scene, screen)
    targets = scene.aim.legal_targets()
    assert targets
    for t in targets:
        m = scene.state.monster(t)
        r, _ = field.base_of(m)
        rp = int(scene.camera.length_to_pixels(r)) + 5
        sx, sy = screen_of(scene, m.x, m.y)
        ring = [(sx + rp, sy), (sx - rp, sy), (sx, sy + rp), (sx, sy - rp)]
        assert any(find_colour(screen, p, 3, D.GREEN_OK, 30) for p in ring), t


def test_cards_show_each_spellbook_with_its_slots(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    frame(scene, screen)
    st = scene.state
    for seat in (0, 1):
        books = {b for _r, b in scene.hits[seat].cards}
        assert books == {m.book for m in st.monsters if m.owner == seat}
        slots = [(b, j) for _r, b, j, _d in scene.hits[seat].slots]
        assert all((b, -1) in slots for b in books)  # a magic slot on every card
        assert len(scene.hits[seat].tray) == len(st.seats[seat].dice)


def test_whose_turn_is_always_shown(ctx, screen):
    for name in ("assign_round1", "drag_midgame", "combat_window", "game_over"):
        scene = scenario_scene(ctx, name)
        frame(scene, screen)
        text, _colour = scene.prompt()
        assert text


def test_the_winner_title_fits_and_speaks_to_the_player():
    """Playtest: 'Player 2 (computer) wins!' in the spaced title font was wider than the end panel."""

    from tabletop.core.protocol import Outcome
    from tabletop.ui import look
    from tabletop.ui.kit.end_screen import EndScreen

    def title_for(winners, bots):
        return EndScreen(Outcome(tuple(winners)), 2, ((1, 1, 1), (2, 2, 2)), frozenset(bots)).title()

    assert title_for([0], {1}) == "You win!" and title_for([1], {1}) == "The computer wins"
    assert title_for([1], set()) == "Player 2 wins!" and title_for([0, 1], {1}) == "Both players win!"
    pygame.init()
    rect = EndScreen(Outcome((0,)), 2, ()).rect_for((1280, 800), 1.0)
    for title in ("The computer wins", "Both players win!"):
        size = 40
        while look.render_title(title, size).get_width() > rect.width - 40 and size > 16:
            size -= 2
        assert look.render_title(title, size).get_width() <= rect.width - 40
