"""What the table and the bots may ask the Rise rules, read-only: where a seat's Necromancer can go, why
a card cannot be played or a space cannot be entered, how far a seat moves and why, what a card or a
Minion costs, whether a Spell can be cast, whether an Academy would make a seat its Headmaster, the sides
a fight would have and the choice the default policy makes in a combat. Each answer comes from the rules
themselves (rules.py and its sections), from a seat's view or the state; nothing here changes either, and
no rule or rule constant is written a second time outside this package (the UI words the answers, the
bots weigh them; neither re-derives them).

Every question takes a view (or the state), or a `reading(view)`: the rules' reading of one view, made
once for the many questions a bot asks in one decision (the rules' working context; nothing is changed
through it)."""

from __future__ import annotations

from typing import Any

from tabletop.games.rise import combat as C
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import minion_cost_options
from tabletop.games.rise.rules_play import cost_shortfall, necromancers_discarded
from tabletop.games.rise.rules_spaces import quest_shortfall
from tabletop.games.rise.state import Fight

# Cards and Minions of a colour a new Headmaster needs at least (RN-ACAD-02): the rules' own number.
ACADEMY_LEAST = R.ACADEMY_LEAST
VALLEY = R.VALLEY  # the Valley of Souls: where every Necromancer starts, the one space several may share

Reading = R.Ctx


def reading(view) -> Reading:
    """The rules' reading of `view` (a seat's view or the state), to pass wherever a question takes a
    view: its content (`.cards`, `.board`) is looked up once for all the questions asked of it."""
    return R.Ctx(view)


def _read(view) -> Reading:
    return view if isinstance(view, R.Ctx) else R.Ctx(view)


def to_act(view) -> list[int]:
    """The seats that may act now."""
    return R.to_act(view.st if isinstance(view, R.Ctx) else view)


def destinations(view, seat: int) -> dict[str, str]:
    """The spaces the seat's Necromancer may end its move on this turn, each with the space it comes
    from on the way (RN-MOVE)."""
    return R.destinations(_read(view), seat)


def why_not_play(view, seat: int, card: str) -> str | None:
    """Why the seat cannot play `card` from its hand now (None when it can), in the rules' words (RN-PLAY)."""
    return R.why_not_play(_read(view), seat, card)


def play_blocker(view, seat: int, card: str) -> str | None:
    """What stops the seat playing `card` now, as a code of words.PLAY_REFUSALS (None when it can)."""
    return R.play_blocker(_read(view), seat, card)


def lacking(view, seat: int, card: str) -> dict[str, tuple[int, int]]:
    """What the seat lacks to pay for `card` now, its reductions applied: {good: (needed, held)} for
    each good it holds too few of ({} when it can pay; RN-PLAY-09). words.lack_words words it."""
    return cost_shortfall(_read(view), seat, card)


def removed_by_playing(view, seat: int, card: str) -> list[str]:
    """The cards of the seat's hand that playing `card` removes from the game: the other Necromancers
    when `card` is a Necromancer (RN-NEC-02), else none."""
    return necromancers_discarded(_read(view), seat, card)


def quest_lacking(view, seat: int) -> dict[str, tuple[int, int]]:
    """What the seat lacks to pay the quest of the Dungeon card in hand ({what: (needed, held)}, {} when
    it can pay it or no quest waits): following a quest it cannot pay fails it (RN-DUNG-07)."""
    ctx = _read(view)
    card = ctx.st.turn.card
    if card is None or card not in ctx.cards.dungeons:
        return {}
    return quest_shortfall(ctx.st.players[seat], ctx.cards.dungeons[card].quest)


def allowance(view, seat: int) -> int:
    """How many spaces the seat's Necromancer moves this turn (RN-MOVE-03/15)."""
    return R.allowance(_read(view), seat)


def card_cost(view, seat: int, card: str) -> dict[str, int]:
    """What playing `card` costs the seat now, its cost reductions applied ({good: count})."""
    return R.card_cost(_read(view), seat, card)


def raise_cost(view, seat: int, kind: str, option: int) -> dict[str, int]:
    """What raising a Minion of `kind` by its cost option `option` costs the seat now (RN-RAISE)."""
    return R.raise_cost(_read(view), seat, kind, option)


def castable(view, seat: int, spell: str) -> bool:
    """The seat may cast `spell` now: in play, not yet cast this turn, its price at hand (RN-SPELL-02/03)."""
    return R.castable(_read(view), seat, spell)


def mine(view, seat: int, space: str) -> bool:
    """The seat holds `space` (a City, Dungeon or Land under its Dominion counter)."""
    return R.mine(view.st if isinstance(view, R.Ctx) else view, seat, space)


def attacking_side(view, seat: int, purpose: str):
    """The side the seat would attack with in a fight for `purpose` ("city", "dungeon_foe", ...), as the
    cards in play make it (a side spec; `side` turns it into a combat side)."""
    return R.attacking_side(_read(view), seat, purpose)


def fight_sides(view, seat: int, fight: Fight):
    """Both sides of the fight `fight` as the rules would build them (side specs). The fight record is
    the caller's own: the rules note its kind on it."""
    return R.build_sides(_read(view), seat, fight)


def side(spec) -> C.Side:
    """The combat side of a side spec (attacking_side, fight_sides)."""
    return R.side(spec)


def combat_state(fight: Fight) -> C.CombatState:
    """The combat state of a stored fight (replayed from its start with the dice it rolled)."""
    return R.rebuild(fight)


def default_choice(fight: Fight) -> str | None:
    """The choice combat.default_policy makes at the fight's pending decision, as an action's `choice`
    (None when no decision waits)."""
    cs = R.rebuild(fight)
    d = C.pending(cs)
    return None if d is None else R.encode_choice(C.default_policy(cs, d))


def encode_choice(choice: Any) -> str:
    """A combat decision's option as the `choice` of a Choose action."""
    return R.encode_choice(choice)


def why_not_move_to(view, seat: int, space: str) -> str | None:
    """Why the seat may not end its move on `space` for a reason other than reach (None: only reach can
    stop it): not its movement now, already there, or another Necromancer stands there and only the Valley
    of Souls holds several (RN-MOVE-10, RN-ACT-02; with Necromancers attacking each other it may go there)."""
    if view.turn.stage != "move" or view.turn.seat != seat:
        return "It is not your movement now."
    if space == view.players[seat].space:
        return "You are already here."
    rival = None if view.pvp else R.occupant(view, space, seat)
    if rival is not None:
        return f"Another Necromancer ({view.players[rival].colour.title()}) stands there (RN-MOVE-10)."
    return None


def reach_facts(view, seat: int) -> dict:
    """How far the seat's miniature goes this turn and why (rules.allowance, RN-MOVE-03/15): {"reach",
    "going" (Minion kinds on the Player board, slowest first), "slowest" (kind or None), "base" (the slowest
    one's move, or the no-Minion move), "bonus" (cards in play), "mist" (Mist Walk cast)}."""
    ctx = _read(view)
    p = view.players[seat]
    going = sorted((k for k, n in p.army.items() if n > 0), key=lambda k: (ctx.cards.minion(k).move, k))
    base = ctx.cards.minion(going[0]).move if going else ctx.cards.supplies.player_board.no_minion_move
    reach = R.allowance(ctx, seat)
    mist = int(view.turn.mist or 0)
    return {
        "reach": reach,
        "going": going,
        "slowest": going[0] if going else None,
        "base": base,
        "bonus": reach - base - mist,
        "mist": mist,
    }


def reach_if_left(view, seat: int, kind: str) -> int:
    """The reach after leaving one `kind` behind (RN-MOVE-12): the rest of the army sets it."""
    f = reach_facts(view, seat)
    ctx = _read(view)
    army = dict(view.players[seat].army)
    army[kind] = army.get(kind, 0) - 1
    moves = [ctx.cards.minion(k).move for k, n in army.items() if n > 0]
    base = min(moves) if moves else ctx.cards.supplies.player_board.no_minion_move
    return base + f["bonus"] + f["mist"]


def minion_costs(view, kind: str) -> list[dict[str, int]]:
    """The ways to pay for raising one Minion of `kind` (RN-RAISE), each {good: count}."""
    ctx = _read(view)
    return [dict(c) for c in minion_cost_options(ctx.cards, kind)]


def headmaster_problem(view, seat: int, colour: str) -> str:
    """Why ending a move on the Academy of `colour` would not make `seat` its Headmaster ('' when it
    would): RN-ACAD-02/10, in the rules' words."""
    return R.headmaster_problem(view, seat, colour)


def decision_kind(view) -> str:
    """What the combat decision the fight waits on is about, as the rules type it: "weaken",
    "death_bolt", "zombie_explosion", "reroll" or "allocate" ('' when no decision waits)."""
    f = view.fight
    if f is None or not f.options:
        return ""
    d = C.pending(R.rebuild(f))
    return d.kind if d is not None else ""
