"""Rise of the Necromancers combat, pure and exact (rulebook "Combat"; checklist RN-COMBAT, RN-DEATH,
RN-EXDUNG, RN-EXCITY, RN-SPEC, RN-PVP-07/08/13/14).

Combat takes plain data: the engine builds each `Side` (its fighters with their attacks already
computed, bonuses such as the Decayed Baron's included, RN-SPEC-03; a City's towers and attacks;
the Spells its Necromancer may cast, already paid for or affordable) and drives a small immutable
state machine:

    state = start(kind, attacker, defender, dice)     # dice: an RNG or a list of forced rolls
    while (d := pending(state)) is not None:          # who must decide what
        state = apply(state, choice_from(options(state)), dice)
    result(state)                                     # winner, deaths, losses, move back...

`start` and `apply` roll every die that comes before the next decision, from the `RNG` given or
from a list of forced rolls (which must be used up exactly, so a printed example replays step by
step; `start_built` is `start` for rules.start_fight's own sides, checked less, see `_check_side`).
`state.log` is the combat's story, one typed record a line (games/rise/events.py: FightBegins, Rolled,
FighterRemoved, ...; `told(before, after)` the new ones), worded by words.py (`state.lines`,
`events(before, after)`); fighters are named in it as the caller names them ("Orange's Ghost"). `begin` + `roll` split
`start` for a caller that wants to roll later. `hit_chance` gives the chance one attack wounds and
`default_policy` makes any decision sensibly; the bot's exact odds by enumeration, `odds` (from any
state) and `win_probability` (before the first roll), are in tabletop/ai/rise_combat_odds.py.

Readings taken (the checklist's AMBIGUOUS items): both sides roll a step's attacks, then the
attacker allocates, then the defender (RN-COMBAT-16, Example 2); wounds beyond what a side without
a Necromancer can absorb are lost (RN-COMBAT-21); Zombie Explosion wounds need no roll
(RN-SPEC-12); in a Necromancer fight the attacker declares each Spell first and both casts
resolve together (RN-PVP-13). The reroll effect (cards.py): after a step's rolls, before any
allocation, each side whose reroll is unused may roll again some of that step's missed rolls its
effects cover (the attacker decides first; the most powerful misses are taken; the second roll
stands); choosing 0 keeps it for a later step; several reroll effects of one side are one use.
Not in the rulebook, chosen here: a Necromancer killed in step 2
neither rolls in step 3 nor casts (it is dead), and the rest of its side fights on; Weaken's
"remove attacks" removes the opponent's strongest attacks.

The engine is split along its seams, and this module gathers it (import this one): combat_model
(the records, the story told as typed records, who is in the fight), combat_checks (what a caller hands in),
combat_odds (hits, hit_chance, default_policy), combat_decisions (the phases, the decisions, the
wounds) and combat_flow (starting, settling, rolling, running, the result).
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.rise.combat_decisions import _pending, is_over, needs_dice, options, pending
from tabletop.games.rise.combat_flow import (
    _result,
    apply,
    begin,
    events,
    result,
    roll,
    start,
    start_built,
    told,
)
from tabletop.games.rise.combat_model import (
    ATTACKER,
    DEFENDER,
    KINDS,
    MAX_ATTACKS,
    MAX_FIGHTERS,
    MAX_POWER,
    MAX_SPELL_LEVEL,
    MAX_TOWERS,
    MAX_WEAKEN,
    MINIONS,
    REROLL_UNITS,
    ROLES,
    SIDE_NAMES,
    TOWER,
    Attack,
    City,
    CombatResult,
    CombatState,
    Death,
    Decision,
    Dice,
    Fighter,
    Reroll,
    Side,
    SideState,
    Spells,
    Weaken,
    apprentice,
    golem,
    make_fighter,
    make_side,
    make_spells,
    minion,
    monster,
    necromancer,
)
from tabletop.games.rise.combat_odds import Policy, default_policy, hit_chance, hits

# What the rest of the code uses, as `combat.name` (`_pending` and `_result`, the uncached answers,
# for the tests that compare them with the remembered ones).
__all__ = [
    "ATTACKER",
    "DEFENDER",
    "KINDS",
    "MAX_ATTACKS",
    "MAX_FIGHTERS",
    "MAX_POWER",
    "MAX_SPELL_LEVEL",
    "MAX_TOWERS",
    "MAX_WEAKEN",
    "MINIONS",
    "REROLL_UNITS",
    "ROLES",
    "SIDE_NAMES",
    "TOWER",
    "Attack",
    "City",
    "CombatResult",
    "CombatState",
    "Death",
    "Decision",
    "Dice",
    "Fighter",
    "IllegalAction",
    "Policy",
    "Reroll",
    "Side",
    "SideState",
    "Spells",
    "Weaken",
    "_pending",
    "_result",
    "apply",
    "apprentice",
    "begin",
    "default_policy",
    "events",
    "golem",
    "hit_chance",
    "hits",
    "is_over",
    "make_fighter",
    "make_side",
    "make_spells",
    "minion",
    "monster",
    "necromancer",
    "needs_dice",
    "options",
    "pending",
    "result",
    "roll",
    "start",
    "start_built",
    "told",
]
