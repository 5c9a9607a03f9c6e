"""Rise's top-bar Undo is dimmed whenever there is nothing to take back, as NecronomiCORP's and
Necromolds' are (play-test r20 ptutor item 9: it looked pressable in a tutorial and said "No undo")."""

from __future__ import annotations

from tests.ui.rise.conftest import bot_action, table


def _undo(scene, screen):
    scene.update(1 / 60)
    scene.draw(screen)
    return scene.buttons.get("undo")


def _grey(screen, b) -> int:
    """The plaque's brightness a few pixels inside its left edge (no letters there)."""
    c = screen.get_at((b.rect.left + 6, b.rect.centery))
    return c.r + c.g + c.b


def test_undo_is_dimmed_exactly_when_nothing_can_be_taken_back(ctx, screen):
    scene = table(ctx, 2, 3, bots=set())
    b = _undo(scene, screen)
    assert not scene.can_undo() and not b.enabled  # nothing played yet
    dim = _grey(screen, b)
    seen = set()
    for _ in range(40):
        scene.submit(bot_action(scene, scene.session.game.to_act(scene.session.state)[0]))
        b = _undo(scene, screen)
        assert b.enabled == scene.can_undo()
        seen.add(b.enabled)
        if b.enabled:
            assert _grey(screen, b) > dim + 60, "an Undo that works is drawn as bright as the other plaques"
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_undo_is_dimmed_in_a_tutorial(screen):
    """A coached table never takes back (each step builds on the last): its Undo is dimmed from the start."""
    from types import SimpleNamespace

    from tabletop.ui.tutorial import coach, spec

    ctx = SimpleNamespace(size=screen.get_size(), manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = coach.coached_table(ctx, "rise/first_turn", spec.find("rise/first_turn"), None, bot_delay=0.0)
    scene.enter()
    for _ in range(6):
        scene.update(0.5)
    b = _undo(scene, screen)
    assert not b.enabled
    save = scene.buttons.get("save")
    assert _grey(screen, b) < _grey(screen, save) - 60  # drawn dim, not only refusing
