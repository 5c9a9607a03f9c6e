"""Play-test r27 (riseplay, newcomer): what a quest's panel and the hand-over's toast said to whom."""

from __future__ import annotations

from tests.ui.rise.conftest import bot_step, table
from tests.ui.rise.test_quest_panel import at_the_cellar  # noqa: F401  (the fixture)
from tests.ui.tutorial.conftest import click


def test_a_quests_panel_is_closed_as_a_quest_RN_DUNG_07(at_the_cellar, screen):  # noqa: F811
    """A quest's test shown in the combat panel (RN-DUNG-07/08) had its plaque say "Close the combat":
    there was no combat. It says "Close the quest"; a fight's still says "Close the combat"."""
    scene = at_the_cellar
    click(scene, dict(scene.targets())["space lich_s_cellar"])
    rec = scene.combat
    assert rec is not None and rec.over
    for _ in range(30):
        scene.update(0.1)
        scene.draw(screen)
        labels = [b.label for b in scene.buttons]
        if "Close the quest" in labels:
            break
    assert "Close the quest" in labels and "Close the combat" not in labels, labels


def _toasts_over_hand_overs(scene):
    """(toast words, the seat whose turn just ended, the seat at the screen, the seat to come) at each
    hand-over between the two people, the computer playing its own seat (RN-TURN-01)."""
    seen = []
    for _ in range(400):
        if scene.session.outcome() is not None or len(seen) >= 3:
            break
        if scene.acting_seat() is None or scene.dice_in_air():
            scene.update(0.25)
            continue
        first = bot_step(scene)
        if first is None:
            continue
        for _ in range(400):
            if scene.toast is not None and "passes to" in scene.toast[0]:
                st = scene.session.state
                order, now = st.order, st.turn.seat
                seen.append((scene.toast[0], order[(order.index(now) - 1) % len(order)], first, now))
                break
            if scene.update(1 / 10) is not None:
                break
        for _ in range(400):
            if scene.update(1 / 10) is not None or scene.seat_at_screen != first:
                break
    return seen


def test_after_the_computers_turn_the_toast_names_whose_turn_ended_RN_TURN_01(ctx, screen):
    """Three players, two people at one screen and the computer between them: once the computer's turn
    ended, the person still at the screen (their own turn long over) was told "Your turn is over: the
    table passes to Player 1". The toast now names the computer's turn; after a person's own turn it
    still says "Your turn is over"."""
    kinds = set()
    for seed in (3, 5, 8):
        for bot in (0, 1, 2):
            scene = table(ctx, 3, seed, bots={bot})
            order = scene.session.state.order
            if order.index(bot) == 0:
                continue  # the computer plays first: it stands between the two people only later
            scene.update(1 / 60)
            for words, ended, at_screen, _to in _toasts_over_hand_overs(scene):
                if ended == at_screen:
                    assert words.startswith("Your turn is over"), words
                    kinds.add("own")
                else:
                    assert ended == bot, (words, ended, at_screen)
                    assert not words.startswith("Your turn"), words
                    assert words.startswith(f"Player {bot + 1}") and "computer" in words, words
                    kinds.add("computer's")
            if kinds == {"own", "computer's"}:
                return
    raise AssertionError(f"only these hand-overs were seen: {kinds}")
