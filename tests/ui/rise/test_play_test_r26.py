"""Play-test r26 (a real window under Xvfb, Player 2 the computer at Hard): the person's plaques came
before the person could act."""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.games.rise.game import RiseGame
from tabletop.ui.rise.table import RiseTableScene
from tabletop.ui.rise.table.table_draw import choices_head

SETTINGS = {"players": 2, "pvp": False, "side": "", "ui": {"bots": [1], "levels": {"1": "hard"}}}
SEED = 3224126581
# the game played until Player 2's move into The Lich's Cellar (a Dungeon foe fought in that move)
ACTIONS = [
    {"seat": 1, "to": "whispering_stacks", "type": "move"},
    {"card": "mist_walk_3", "rest": [], "seat": 1, "type": "pick"},
    {"card": "haemomancer", "seat": 0, "type": "play_card"},
    {"seat": 0, "to": "barrow_downs", "type": "move"},
    {"card": "mist_walk_3", "seat": 1, "type": "play_card"},
    {"seat": 1, "to": "gravesend_heath", "type": "move"},
    {"card": "gravedigger", "seat": 0, "type": "play_card"},
    {"kind": "ghost", "option": 0, "seat": 0, "type": "raise"},
    {"seat": 0, "to": "whispering_stacks", "type": "move"},
    {"card": "death_bolt_5", "rest": ["mist_walk_5", "death_bolt_3"], "seat": 0, "type": "pick"},
]


def test_the_persons_plaques_wait_until_the_computers_fight_has_rolled(ctx, screen):
    """r15: Player 2's Dungeon fight still rolling in the combat panel ("The dice are rolling."), and
    Player 1's "Done playing cards" was already under "Your choices" (their turn had begun in the
    rules): a newcomer could press ahead of what they saw. The person's choices come once the dice
    are down (RN-TURN-02: phase 1 is theirs then)."""
    game = RiseGame()
    session = Session(game, SETTINGS, SEED)
    for a in ACTIONS:
        session.submit(game.decode_action(a))
    scene = RiseTableScene(ctx, session, {1}, None, bot_delay=0.7)
    scene.enter()
    scene.no_first_handover()
    rolled = landed = False
    for _ in range(300):
        scene.update(1 / 30)
        scene.draw(screen)
        labels = [b.label for b in scene.buttons if b.key.startswith("choice")]
        if scene.dice_in_air():
            rolled = True
            assert "Done playing cards" not in labels, "the person's choice shown while the fight rolls"
            assert scene.acting_seat() is None and not any(label.startswith("Done") for label, _ in scene.targets())
            assert choices_head(scene.tool_view()) == "The dice are rolling", "not 'Waiting for Player 1' to them"
        elif rolled and "Done playing cards" in labels:
            landed = True
            break
    assert rolled and landed, (rolled, landed)
    assert len(session.actions) == len(ACTIONS) + 1 and game.to_act(session.state) == [0]
