"""Rise of the Necromancers rules: set-up, the turn and its five phases, every space's action,
combat wired to combat.py, death, Dominion and the win (checklist RN-SETUP .. RN-PVP).

Everything here works on a cloned `State` inside one `Ctx` (the state, its RNG, the events so
far); game.py clones, dispatches and returns. Stages of a turn (`state.turn.stage`): play (phase 1),
raise (phase 2), move (phase 3), then only where a choice is needed: look (Library / Workshop
pick), quest (Quest-Choice), ready (once Items before a combat), combat (a combat decision),
defend / flee_to (RN-PVP). Phase 4 actions without a choice and phase 5 happen inside the action
that leads to them. A stage with nothing to choose is passed over (phases 1 and 2 are optional,
RN-TURN-03), so the seat to act always has a real choice.

The rules live in the sibling modules rules_*.py, one for each part of the turn; this module gathers
what the game, the bot, the table and the tests use (`from tabletop.games.rise import rules as R`).
Each of them imports only those before it here: rules_core (`Ctx`, the shared helpers), rules_combat
(a fight's sides built, replayed and told), rules_dominion (phase 5), rules_play (phase 1), rules_raise
(phase 2), rules_spaces (phase 4), rules_fight (a fight's course and outcome, death), rules_pvp
(RN-PVP), rules_move (phase 3), rules_turn (the turn's flow), rules_setup (set-up). The few calls the
other way round the circle (a card played settles the turn; an action starts a fight or ends the
turn) go through rules_core.later. Nothing in the rules imports this module.

Readings taken beyond the checklist's (documented deviations):
- Seats are numbered in turn order from the black Necromancer's, each the right of the one before
  (RN-TURN-01): "the player to your left" is the previous seat in turn order.
- The defender's choices in a fight no player owns (a neutral City, the foe of a Dungeon nobody
  holds) are made for the player to the left by combat.default_policy; they never have more than one
  option anyway. A Dungeon's foe is rolled for by the player holding the Dungeon (RN-COMBAT-10/11).
- A card's passive weaken joins the step-1 Weaken decision; a once final_attack Item joins Death Bolt.
- An Academy you do not qualify for is no action, so its guards are not fought (RN-ACAD-11).
- A quest whose payments cannot all be made fails before anything is paid (no part payment).
- In a Necromancer fight the defender, too, may use its once-only combat Items: it chooses after the
  attacker (stage "ready", waiting on it); both players' Items are listed in Fight.using.
- A Quest's "sacrifice Minions" cannot be done: only the Necromancer and the Apprentice go into a
  Dungeon, its Minions wait outside and take no part in its quests (RN-DUNG-06), so the quest fails
  before anything is paid (as any price you cannot pay). A quest wound goes to a Golem, then the
  Apprentice, then the Necromancer.
- RN-PVP-04 with RN-COMBAT-24 and RN-ACT-02: the fleeing Necromancer may not be sent to the space the
  attacker came from when the attacker's action there is a City fight, which would send it back.
- RN-DEATH-02: what the player collected earlier in the turn its Necromancer dies goes back to the
  supply (as much as it still holds; what it spent stays spent), and it collects nothing more that turn.
- A safety net: after `round_limit` rounds the most counters placed wins (ties share).
"""

from tabletop.games.rise.content import once_items
from tabletop.games.rise.rules_combat import (
    _REBUILT,
    _decode,
    _fighters,
    _spells,
    attacking_side,
    build_sides,
    encode_choice,
    left_of,
    rebuild,
    side,
)
from tabletop.games.rise.rules_core import (
    COMBAT_ONCE,
    MOVE_ONCE,
    PLAY_ONCE,
    RAISE_ONCE,
    VALLEY,
    Ctx,
    _event,
    affordable,
    card_cost,
    castable,
    draw,
    fire,
    gain,
    holding,
    lose_minion,
    mine,
    occupant,
    pay,
    raise_cost,
)
from tabletop.games.rise.rules_dominion import phase5
from tabletop.games.rise.rules_fight import (
    choose,
    conquered,
    death,
    drive,
    fight,
    finish_fight,
    nothing_collected,
    prepare_fight,
    start_fight,
)
from tabletop.games.rise.rules_move import (
    allowance,
    destinations,
    fortify,
    mist_walk,
    move,
    move_options,
    pick_up,
    stay,
)
from tabletop.games.rise.rules_play import (
    _can_play,
    end_play,
    play_blocker,
    play_card,
    play_options,
    use_item,
    why_not_play,
)
from tabletop.games.rise.rules_pvp import flee, flee_spaces, flee_to
from tabletop.games.rise.rules_raise import _can_raise, end_raise, may_raise, raise_minion, raise_options
from tabletop.games.rise.rules_setup import initial_state, setup_events
from tabletop.games.rise.rules_spaces import (
    ACADEMY_LEAST,
    academy,
    become_headmaster,
    dungeon_done,
    enter_dungeon,
    finish_turn,
    headmaster_problem,
    land,
    look,
    pick,
    quest,
    quest_choice,
    take_action,
    tax,
)
from tabletop.games.rise.rules_turn import end_turn, to_act
from tabletop.games.rise.state import Fight, Guard
from tabletop.games.rise.words import who

# What the game, the table's queries and the tests use (private names too: the tests').
__all__ = [
    "ACADEMY_LEAST",
    "COMBAT_ONCE",
    "MOVE_ONCE",
    "PLAY_ONCE",
    "RAISE_ONCE",
    "VALLEY",
    "_REBUILT",
    "Ctx",
    "Fight",
    "Guard",
    "_can_play",
    "_can_raise",
    "_decode",
    "_event",
    "_fighters",
    "_spells",
    "academy",
    "affordable",
    "allowance",
    "attacking_side",
    "become_headmaster",
    "build_sides",
    "card_cost",
    "castable",
    "choose",
    "conquered",
    "death",
    "destinations",
    "draw",
    "drive",
    "dungeon_done",
    "encode_choice",
    "end_play",
    "end_raise",
    "end_turn",
    "enter_dungeon",
    "fight",
    "finish_fight",
    "finish_turn",
    "fire",
    "flee",
    "flee_spaces",
    "flee_to",
    "fortify",
    "gain",
    "headmaster_problem",
    "holding",
    "initial_state",
    "land",
    "left_of",
    "look",
    "lose_minion",
    "may_raise",
    "mine",
    "mist_walk",
    "move",
    "move_options",
    "nothing_collected",
    "occupant",
    "once_items",
    "pay",
    "phase5",
    "pick",
    "pick_up",
    "play_blocker",
    "play_card",
    "play_options",
    "prepare_fight",
    "quest",
    "quest_choice",
    "raise_cost",
    "raise_minion",
    "raise_options",
    "rebuild",
    "setup_events",
    "side",
    "start_fight",
    "stay",
    "take_action",
    "tax",
    "to_act",
    "use_item",
    "who",
    "why_not_play",
]
