"""Issue 26: a whole Necromolds turn without the mouse. Only key events reach the table: Tab to the
thing wanted (its words read from the focus, as a player reads the ring's label), Enter to press it,
the arrows to carry a monster. The turn runs from the command dice in the tray to the next seat's turn
and holds a die assignment (NM-ROUND-04), a move into contact and the melee it starts (NM-MOVE-10), and
the combat window's choices."""

from __future__ import annotations

import math

import msgspec
import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.kit.focus import Target
from tabletop.ui.necromolds.table import key_path
from tests.ui.necromolds.table.conftest import scenario_scene

COMBAT_BUTTONS = ("Roll", "Confirm", "Continue", "Keep")
FIRST_SEED = 10  # assign_round1's set-up at this seed: Player 1 plays first, its first die a move


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def frames(scene, n=5, dt=0.1):
    for _ in range(n):
        scene.update(dt)


def labels(scene) -> list[str]:
    """What the focus offers (Tab turns it on first)."""
    if not scene.focus.on:
        key(scene, pygame.K_TAB)
    return [t.label for t in scene.focus.targets]


def choose(scene, want) -> str:
    """Tab until the focused thing's words start with `want`, then Enter (keys only)."""
    labels(scene)
    for _ in range(len(scene.focus.targets) + 1):
        f = scene.focus.focused()
        if f is not None and f.label.startswith(want):
            key(scene, pygame.K_RETURN)
            frames(scene, 3)
            return f.label
        key(scene, pygame.K_TAB)
    raise AssertionError(f"nothing to press starts with {want!r}: {labels(scene)}")


def keyboard_table(ctx, monkeypatch):
    """Round 1's assignment at a seed where Player 1 plays first, the computer Player 2, and one of
    Player 2's monsters (a set position) a short move in front of Player 1's first monster."""
    from tabletop.ui.necromolds import scenarios

    scenario = scenarios.load("assign_round1")
    scenario = msgspec.structs.replace(scenario, game=msgspec.structs.replace(scenario.game, seed=FIRST_SEED))
    monkeypatch.setattr(scenarios, "load", lambda name: scenario)
    scene = scenario_scene(ctx, "assign_round1")
    assert scene.session.state.turn_order[0] == 0
    scene.driver = BotDriver(scene.session, scene.bot_seats, delay=0.0, turn_pause=0.0)
    st = scene.session.state
    mine = next(m for m in st.monsters if m.owner == 0)
    enemy = next(m for m in st.monsters if m.owner == 1)
    enemy.x, enemy.y = mine.x + 0.4, mine.y + 4.0  # the table reads the state again below
    scene.on_undo()
    frames(scene, 20)
    return scene, mine.book


def to_my_move_command(scene, book):
    """Keys only: the die on the first card's slot, Done, then perform dice until a move command of Player 1's."""
    choose(scene, "Die 1 (move): pick up")
    choose(scene, f"{key_path._book_name(book)}: slot 1")
    choose(scene, "Done")
    for _ in range(300):
        frames(scene)
        st = scene.view
        if st.phase == "command" and st.command is not None and st.command.seat == 0 and st.command.kind == "move":
            return
        if st.phase == "turns" and st.turn_seat == 0:
            choose(scene, "Perform the")
    raise AssertionError("no move command of Player 1's")


def move_into_contact(scene) -> bool:
    """Pick up a monster and let it go in contact with an enemy, nearest pairs first (keys only)."""
    st = scene.view
    movers = [t[len("Move ") :] for t in labels(scene) if t.startswith("Move ")]
    names = {key_path.Q.monster_name(st, m.id): m for m in st.alive()}
    pairs = sorted(
        ((a, b) for a in movers for b in names if names[b].owner != names[a].owner),
        key=lambda p: math.dist((names[p[0]].x, names[p[0]].y), (names[p[1]].x, names[p[1]].y)),
    )
    for mover, enemy in pairs[:6]:
        n = len(scene.session.actions)
        choose(scene, f"Move {mover}")
        key(scene, pygame.K_DOWN)  # the arrows carry it (half an inch), then Tab on to the enemy
        choose(scene, f"Into contact with {enemy}")
        if any(isinstance(a, A.Move) for a in scene.session.actions[n:]):
            return True
    return False


def test_a_whole_necromolds_turn_by_keys_only_NM_ROUND_04(ctx, screen, monkeypatch):
    scene, book = keyboard_table(ctx, monkeypatch)
    assert choose(scene, "Die 1 (move): pick up").startswith("Die 1")
    assert any(isinstance(t, Target) and t.gesture == "release" for t in scene.focus.targets), "the slots to drop on"
    choose(scene, f"{key_path._book_name(book)}: slot 1")
    choose(scene, "Done")
    moved = False
    for _ in range(400):
        frames(scene)
        st = scene.view
        if moved and st.phase in ("turns", "command") and st.turn_seat != 0:
            break  # the next seat's turn
        if (st.phase == "combat" and st.combat is not None and deciding_seat(st) == 0) or (
            scene.combat is not None and scene.combat.done
        ):
            offered = labels(scene)
            want = next((w for w in COMBAT_BUTTONS if any(t.startswith(w) for t in offered)), None)
            if want is not None:
                choose(scene, want)
            continue
        if st.phase == "turns" and st.turn_seat == 0:
            choose(scene, "Perform the")
        elif st.phase == "command" and st.command is not None and st.command.seat == 0:
            if not moved:
                moved = move_into_contact(scene)
                assert moved, "no monster could reach an enemy by keys"
            else:
                choose(scene, "End command")
    else:
        raise AssertionError("the turn never passed to the next seat")
    mine = [a for a in scene.session.actions if a.seat == 0]
    assert any(isinstance(a, A.Assign) and a.book == book for a in mine)
    assert any(isinstance(a, A.Move) for a in mine)
    assert any(isinstance(a, A.BuyDice) for a in mine), "the fight's choice was made in the combat window by keys"
    started = next(a for a in mine if isinstance(a, A.Move))
    fought = scene.session.actions.index(started)
    assert any(isinstance(a, A.BuyDice) and a.seat == 0 for a in scene.session.actions[fought:]), "the melee it started"
    assert scene.view.turn_seat == 1
    scene.draw(screen)


def test_the_rulers_end_moves_by_the_arrows_and_enter_lets_it_go(ctx, screen):
    """The measuring tools on keys: R, Tab to a monster, Enter starts the ruler there, the arrows carry its
    end half an inch a press (Shift: a tenth), Enter lets it go; its length is what the arrows made."""
    scene = scenario_scene(ctx, "assign_round1")
    frames(scene, 3)
    key(scene, pygame.K_r)
    choose(scene, "Ruler from")
    ruler = scene.tools.top.ruler
    assert ruler.dragging and ruler.a == ruler.b
    for _ in range(4):
        key(scene, pygame.K_DOWN)
    key(scene, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    length = math.dist(ruler.a, ruler.b)
    assert 1.8 < length < 2.3, length  # 2 inches down, a tenth across (pixels round it a little)
    key(scene, pygame.K_RETURN)
    assert not ruler.dragging and math.dist(ruler.a, ruler.b) == length


def test_the_ring_is_drawn_over_the_table_but_not_over_a_page_on_top(ctx, screen, monkeypatch):
    scene = scenario_scene(ctx, "assign_round1")
    frames(scene, 3)
    key(scene, pygame.K_TAB)
    drawn = []
    monkeypatch.setattr(scene.focus, "draw", lambda surface, scale: drawn.append(scale))
    scene.draw_overlay(screen)
    assert len(drawn) == 1
    scene.pause()  # F1's keys help over the table
    scene.draw_overlay(screen)
    assert len(drawn) == 1
    scene.resume()
    scene.draw_overlay(screen)
    assert len(drawn) == 2


def test_a_monster_picked_up_stays_where_it_stands_until_the_pointer_moves_NM_MOVE_01(ctx, screen, monkeypatch):
    """Play-test r25 (keys): picking up a monster on the map's edge said "Can't end here: that would leave
    the battle map" before anything moved (in hand at the pressed pixel's map point, a hair off its
    centre). In hand it stands where it stood, a legal end, until the pointer moves; then it follows."""
    scene, book = keyboard_table(ctx, monkeypatch)
    to_my_move_command(scene, book)
    st = scene.view
    movers = [t[len("Move ") :] for t in labels(scene) if t.startswith("Move ")]
    names = {key_path.Q.monster_name(st, m.id): m for m in st.alive(0)}
    edge = min((names[n] for n in movers), key=lambda m: min(m.x, m.y))  # the nearest the map's edge
    choose(scene, f"Move {key_path.Q.monster_name(st, edge.id)}")
    drag = scene.tools.top.drag
    assert drag.path[-1] == (edge.x, edge.y) and drag.legal, drag.reason
    key(scene, pygame.K_DOWN)  # the arrows carry it: it follows the pointer
    assert drag.path[-1] != (edge.x, edge.y)
