"""Play-test r19 (prise) findings fixed in r20: the hot-seat hand-over's pace, and more."""

from __future__ import annotations

from tests.ui.rise.conftest import table
from tests.ui.rise.test_combat_panel_and_reasons import _bot_action


def _turn_ends(scene, turns: int = 14):
    """Two people at one screen, played by the computer's choices: for each turn that passed to the other
    seat, the newest events' kinds and how long the table stayed with the one whose turn ended. A
    finished fight is closed at once (as with Close), so only the turn's own pause holds the table."""
    for _ in range(600):
        if scene.session.outcome() is not None or turns <= 0:
            return
        first = scene.seat_at_screen
        scene.submit(_bot_action(scene, first))
        now = scene.session.game.to_act(scene.session.state)
        if now == [first] or not now:
            scene.update(1 / 60)
            continue
        batch = next(b for b in reversed(scene.log.batches) if isinstance(b, list))
        kinds = {type(ev.record).__name__ for ev in batch}
        waited = 0.0
        while scene.update(0.1) is None:
            if scene.combat is not None and scene.combat.over and not scene.combat.rolling:
                scene._set_combat(None)
            waited += 0.1
            assert waited < 60, "the hand-over never came"
        yield kinds, waited
        turns -= 1
        scene.update(1 / 60)


def test_a_hot_seat_turn_that_ended_on_dice_or_a_fight_stays_up_to_be_read(ctx, screen):
    """Play-test r19, item 9: the hand-over came about a second after the last action, so the one who had
    just won Mudwick or rolled a Land's dice saw the result only briefly. Now a turn that ended on a result
    stays on the table 5 s (even with the fight's panel closed); any other turn's end a short moment."""
    results = others = 0
    for kinds, waited in _turn_ends(table(ctx, 2, 3, bots=set())):
        if kinds & {"LandRolled", "FightOver"}:
            assert waited >= 4.9, (kinds, waited)
            results += 1
        else:
            assert waited < 2.5, (kinds, waited)
            others += 1
    assert results >= 3 and others >= 1


def test_a_wound_on_offer_names_the_deciders_own_fighter_your_RN_COMBAT_15(ctx, screen):
    """Play-test r19, item 11: the wound choices said "Wound: Player 1's Zombie" to Player 1. The plaques
    and the keyboard's labels (that seat's alone) say "your Zombie"; the computer's line in the shared log
    still names the owner."""
    from tabletop.ui.rise.table import key_path
    from tabletop.ui.rise.table.choices import choose_words
    from tabletop.ui.rise.table.choices_tool import choice_items
    from tests.ui.rise.test_key_coverage import position, settle

    scene = position(ctx, "city_combat")
    settle(scene)
    wounds = [label for label, _ in choice_items(scene.tool_view()) if label.startswith("Wound")]
    assert "Wound: your Zombie" in wounds and not any("Player 1" in w for w in wounds), wounds
    keys = [t.label for t in key_path.targets(scene) if t.label.startswith("Wound ")]
    assert "Wound your Zombie" in keys and not any("Player 1" in k for k in keys), keys
    fid = next(x.id for x in scene.view.fight.attacker.fighters if x.name.endswith("Zombie"))
    assert choose_words(scene.view, fid) == "Wound: Player 1's Zombie"  # the log's words, for everyone
