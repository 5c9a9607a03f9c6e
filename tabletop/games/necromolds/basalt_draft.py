"""Basalt's Dice Draft Guide (NM-SOLO-28..42): on each of his picks the questions in order, the first
"Yes" whose die is in the pool and fits an open slot of the card (NM-SOLO-33) wins; Wild First, Action
Priority, Discard for Gems and Magic Last as the checklist reads them. Each pick is a Draft action the
rules check (solo_rounds.draft) and a BasaltChoice event saying which question made it.

"Best choice" settles only what the guide leaves open (NM-SOLO-20): which slot (for a move die the one
making the most actions, then one leaving the card a slot for a ranged die: move_slot; else a
dedicated, stable slot before a combined or unstable one, so the other dice still fit), and, by the game's judge
(basalt_judge.py: the look-ahead at the registry's game), which card on an Action Priority tie
("draft_card"), Q4's "most advantageous" die ("draft_best") and which die he discards ("discard").
The candidates reach the judge in the old fixed order, which stands where it scores them the same:
on a tie the most monsters on the map, then the card revealed first; for Q4's die ranged, then move,
then magic, the card with the most monsters first; for the discard the die the human could use on the
most open slots.

His memory between picks lives in the state (`Solo.promise`, `Solo.magic_for`): the guide's own
"on Basalt's next turn, assign it a ranged command die" (NM-SOLO-35) and Magic Last (NM-SOLO-42)."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.games.necromolds import abilities, command_dice
from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.actions import Draft
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.games.necromolds.state import BASALT, HUMAN, Monster, State


class Option(NamedTuple):
    """A card a question says "Yes" for: how many of its monsters would act (Action Priority), the
    slot its die goes on, the monster it is for, and whether a magic die is needed too (Magic Last)."""

    actions: int
    card: str
    slot: int
    monster: str = ""
    magic: bool = False
    other_slot: int | None = None  # Q2: the ranged slot the promised die goes on


def cards(state: State) -> list[str]:
    """Basalt's active cards (shared play cards with monsters on the map), in the order revealed."""
    assert state.solo is not None
    active = state.active_books(BASALT)
    return [c for c in state.solo.cards if c in active]


def monsters_of(state: State, card: str) -> list[Monster]:
    """Basalt's monsters of a card on the map."""
    return [m for m in state.alive(BASALT) if m.book == card]


def open_slot(state: State, card: str, kind: str, avoid: int | None = None) -> int | None:
    """An open slot of the card taking a `kind` die: a stable one before an unstable one, a slot of
    that command alone before a combined one (NM-SOLO-33: none means the die is not available)."""
    slots = library().books[card].slots
    fits = open_slots(state, card, kind, avoid)
    return min(fits, key=lambda j: (slots[j].unstable, len(slots[j].commands) > 1, j), default=None)


def open_slots(state: State, card: str, kind: str, avoid: int | None = None) -> list[int]:
    """The card's open slots taking a `kind` die (not `avoid`), in the card's order."""
    slots = library().books[card].slots
    return [
        j
        for j, sl in enumerate(slots)
        if kind in sl.commands and j != avoid and command_dice.slot_open(state, BASALT, card, j)
    ]


def last_ranged(state: State, card: str, slot: int) -> bool:
    """Whether a die on `slot` would fill the card's last open slot taking a ranged die (Mud Mumps'
    combined move/ranged slot, Cragmaw's)."""
    takes = open_slots(state, card, "ranged")
    return takes == [slot]


def move_slot(state: State, card: str, actions) -> int | None:
    """The open slot a move die for the card goes on (NM-SOLO-20/33, "best choice" of the slot): the one
    whose die makes the most actions (`actions(slot)`: one at most on an unstable slot, NM-ROUND-13);
    among those making as many, one that leaves the card an open slot for a ranged die before the card's
    last one (a move die on Mud Mumps' combined slot leaves them none that round); then open_slot's order.

    The slot was open_slot's alone: a stable slot first, so a move die for one Mud Mump filled the
    combined move/ranged slot, and a Veggitoad that only the far unstable slot's move brings into
    contact made no charge for Q3 (its medium slot was the one asked)."""
    slots = library().books[card].slots
    fits = open_slots(state, card, "move")
    scored = {j: actions(j) for j in fits}
    return min(
        fits,
        key=lambda j: (
            -scored[j],
            last_ranged(state, card, j),
            slots[j].unstable,
            len(slots[j].commands) > 1,
            j,
        ),
        default=None,
    )


def in_pool(state: State, kinds: tuple[str, ...]) -> bool:
    """Whether the pool as it is now holds the dice a question's "Yes" takes, in the order his picks take
    them: each pick by Wild First (NM-SOLO-37: a wild die while one is left, else a die showing that
    command), none counted twice. Q2's move die and the ranged die it promises (NM-SOLO-30/35), and a
    magic die after the other dice (Magic Last, NM-SOLO-42), must all be there now: a "Yes" whose die the
    pool no longer has reads on (NM-SOLO-28). The human picks between his picks and may still take one;
    then the promise or Magic Last gives way (choose)."""
    assert state.solo is not None
    left = list(state.solo.pool)
    for kind in kinds:
        if "wild" in left:
            left.remove("wild")
        elif kind in left:
            left.remove(kind)
        else:
            return False
    return True


def _magic_can_come(state: State, card: str, before: tuple[str, ...]) -> bool:
    """NM-SOLO-34/42: a magic ability counts if the card holds its magic die, or its magic slot is open
    and a magic (or wild) die is in the pool besides the `before` dice his picks take first (Magic Last)."""
    if state.magic_active(BASALT, card):
        return True
    return (
        state.uses_abilities()
        and command_dice.slot_open(state, BASALT, card, -1)
        and in_pool(state, (*before, "magic"))
    )


def edge(state: State, card: str, kind: str, slot: int, magic: bool) -> float:
    """The length a `kind` die on `slot` is performed at: the abilities in effect, and with `magic` the
    card's magic ability as if its die were placed."""
    printed = library().books[card].slots[slot].distance
    now = abilities.command_distance(state, BASALT, card, kind, printed)
    ability = library().books[card].magic
    override = "move_override" if kind == "move" else "range_override"
    if (
        magic
        and ability.effect == override
        and ability.distance
        and DISTANCES.index(ability.distance) > DISTANCES.index(now)
    ):
        now = ability.distance
    return library().length(now)


def _count(state: State, card: str, slot: int, n: int) -> int:
    """Actions a die on `slot` gives: an unstable command is one monster's (NM-ROUND-13)."""
    return min(n, 1) if library().books[card].slots[slot].unstable else n


def _with_magic(state: State, card: str, judge, before: tuple[str, ...]) -> tuple[int, bool]:
    """How many monsters `judge(magic)` finds able, first without the magic ability, then with it
    when it can still come after the `before` dice (Magic Last); (count, magic needed)."""
    n = judge(False)
    if n == 0 and _magic_can_come(state, card, before) and not state.magic_active(BASALT, card):
        n = judge(True)
        return n, n > 0
    return n, False


def q1(state: State) -> list[Option]:
    """Draft Q1 (NM-SOLO-29): a monster can make a ranged attack this round (a ranged or wild die in
    the pool now, and for a shot only the magic ability makes, a magic or wild die besides it)."""
    out: list[Option] = []
    if not in_pool(state, ("ranged",)):
        return out
    for card in cards(state):
        slot = open_slot(state, card, "ranged")
        if slot is None:
            continue
        mons = monsters_of(state, card)

        def judge(magic: bool, card=card, slot=slot, mons=mons) -> int:
            reach = edge(state, card, "ranged", slot, magic)
            return sum(1 for m in mons if R.shots(state, m, reach))

        n, magic = _with_magic(state, card, judge, ("ranged",))
        if n:
            out.append(Option(_count(state, card, slot, n), card, slot, magic=magic))
    return out


def q2(state: State) -> list[Option]:
    """Draft Q2 (NM-SOLO-30): a monster can move to make a ranged attack this round (a move slot and
    a different ranged slot open on its card). The pool must hold now both the move die he takes and
    the ranged die he promises for his next pick (NM-SOLO-35), and for a move or shot only the magic
    ability makes, the magic die after them (NM-SOLO-42): a "Yes" whose promise the pool cannot keep
    reads on to Q3 (play-tests r26/r27: Mud Mumps and a Graveghoul took Q2 move dice in a round whose
    pool had no ranged die left).

    Reading (NM-SOLO-20/33): a card whose ranged slot already holds its die is a "No" here. In a draft
    that die came by Q1 (a monster of the card can shoot from where it stands), and at his turn the Turn
    Guide's Q1 fires it before any move (NM-SOLO-45), so a move die would bring no shot."""
    out: list[Option] = []
    if not in_pool(state, ("move", "ranged")):
        return out
    for card in cards(state):
        ranged = open_slot(state, card, "ranged")
        move = open_slot(state, card, "move", avoid=ranged) if ranged is not None else None
        if move is None or ranged is None:
            continue
        mons = monsters_of(state, card)

        def judge(magic: bool, card=card, move=move, ranged=ranged, mons=mons) -> int:
            length = edge(state, card, "move", move, magic)
            reach = edge(state, card, "ranged", ranged, magic)
            return sum(1 for m in mons if not R.shots(state, m, reach) and R.range_plan(state, m, length, reach))

        n, magic = _with_magic(state, card, judge, ("move", "ranged"))
        if n:
            out.append(Option(_count(state, card, move, n), card, move, magic=magic, other_slot=ranged))
    return out


def q3(state: State) -> list[Option]:
    """Draft Q3 (NM-SOLO-31): a monster can move to make a melee attack this round (a move or wild die
    in the pool now, and for a charge only the magic ability makes, a magic or wild die besides it).

    Every open move slot of the card is asked, at its own distance (a Veggitoad's far unstable slot
    reaches where its medium one does not), and the die goes on the slot making the most charges, one
    at most on an unstable slot (move_slot; the magic ability only where no slot makes one without it,
    Magic Last): a Mud Mump alone able to charge takes the unstable slot and leaves the combined
    move/ranged slot open for a ranged die."""
    out: list[Option] = []
    if not in_pool(state, ("move",)):
        return out
    for card in cards(state):
        fits = open_slots(state, card, "move")
        if not fits:
            continue
        mons = monsters_of(state, card)
        charges: dict[float, int] = {}  # monsters able to charge, by the move's length

        def judge(magic: bool, slot: int, card=card, mons=mons, charges=charges) -> int:
            length = edge(state, card, "move", slot, magic)
            if length not in charges:
                charges[length] = sum(1 for m in mons if R.melee_moves(state, m, length))
            return charges[length]

        plain = {j: _count(state, card, j, judge(False, j)) for j in fits}
        magic = False
        if not any(plain.values()) and _magic_can_come(state, card, ("move",)) and not state.magic_active(BASALT, card):
            plain = {j: _count(state, card, j, judge(True, j)) for j in fits}
            magic = any(plain.values())
        move = move_slot(state, card, plain.__getitem__)
        if move is not None and plain[move]:
            out.append(Option(plain[move], card, move, magic=magic))
    return out


def _priority(
    state: State, options: list[Option], judge: J.Judge, rule: str, kind: str
) -> tuple[Option, J.Verdict] | None:
    """Action Priority (NM-SOLO-38/39): the card whose die makes the most actions; among cards making
    as many, the judge's ("draft_card"), offered the most monsters on the map first, then the card
    revealed first."""
    assert state.solo is not None
    if not options:
        return None
    order = state.solo.cards
    most = max(o.actions for o in options)
    tied = sorted(
        (o for o in options if o.actions == most), key=lambda o: (-len(monsters_of(state, o.card)), order.index(o.card))
    )
    verdict = J.decide(judge, state, "draft_card", [J.Candidate(o.card, kind, o.slot, rule=rule) for o in tied])
    return tied[verdict.pick], verdict


def _pick(state: State, kind: str) -> tuple[int, str | None] | None:
    """Wild First (NM-SOLO-37): the first wild die of the pool, flipped to `kind`; else the first die
    showing `kind`; None when neither is in the pool."""
    assert state.solo is not None
    pool = state.solo.pool
    if "wild" in pool:
        return pool.index("wild"), kind
    if kind in pool:
        return pool.index(kind), None
    return None


def _draft(
    state: State,
    kind: str,
    card: str,
    slot: int,
    rule: str,
    monster: str = "",
    count: int = 0,
    verdict: J.Verdict = J.FIXED,
):
    """The Draft action and its reason, or None when no `kind` (or wild) die is in the pool."""
    got = _pick(state, kind)
    if got is None:
        return None
    i, flip = got
    why = SE.BasaltChoice(
        "draft", rule, card, kind, monster, "wild" if flip else "", count, verdict.why, verdict.about, verdict.against
    )
    return Draft(seat=BASALT, die=i, book=card, slot=slot, face=flip), why


def choose(state: State, judge: J.Judge = J.fixed):
    """Basalt's pick (NM-SOLO-28): (Draft, BasaltChoice); `judge` settles what the guide leaves open."""
    solo = state.solo
    assert solo is not None
    promise, solo.promise = solo.promise, ""
    # NM-SOLO-35: the ranged die Q2 promised, taken while the pool has one (Q2 said "Yes" only with it
    # there: in_pool), even if the human has taken the magic die a Magic Last shot needed since: the
    # guide's "assign it a ranged command die" is not conditional, and his turn may still find a shot
    # once the human's monsters have moved
    if promise and promise in cards(state):
        slot = open_slot(state, promise, "ranged")
        got = _draft(state, "ranged", promise, slot, "promise") if slot is not None else None
        if got:
            return got
        if slot is not None and promise in solo.magic_for:
            # the ranged die is gone from the pool: the shot the magic die was to make possible cannot
            # come, so it is no longer "required" (NM-SOLO-42); he reads the questions as usual (play-test r26)
            solo.magic_for.remove(promise)
    for card in list(solo.magic_for):  # Magic Last (NM-SOLO-42): after the other dice
        solo.magic_for.remove(card)
        if card in cards(state) and command_dice.slot_open(state, BASALT, card, -1):
            got = _draft(state, "magic", card, -1, "magic_last")
            if got:
                return got
    for rule, options, kind in (("q1", q1, "ranged"), ("q2", q2, "move"), ("q3", q3, "move")):
        found = _priority(state, options(state), judge, rule, kind)
        if found is None:
            continue
        best, verdict = found
        got = _draft(state, kind, best.card, best.slot, rule, count=best.actions, verdict=verdict)
        if got is None:  # the die it needs is not in the pool: the next question
            continue
        if best.magic:
            solo.magic_for.append(best.card)
        if rule == "q2":
            solo.promise = best.card
        return got
    return _q4(state, judge)


def _q4(state: State, judge: J.Judge):
    """Draft Q4 (NM-SOLO-32/36): a move die to the monster furthest from an enemy, OR ELSE to the
    monster closest to one, OTHERWISE the most advantageous usable die; with none usable, Discard for
    Gems (NM-SOLO-40/41). Monsters exactly as far from an enemy (to a millionth of an inch) on different
    cards leave a choice of card: Action Priority (NM-SOLO-38) settles it, then the fixed order."""
    mons = [m for m in state.alive(BASALT) if m.book in cards(state)]
    gaps = {m.id: round(R.nearest_gap(state, m), 6) for m in mons}
    if mons:
        # monsters as far (or as near) on different cards: Action Priority (NM-SOLO-38), then a fixed order
        furthest = max(mons, key=lambda m: (gaps[m.id], _move_actions(state, m.book), m.id))
        closest = min(mons, key=lambda m: (gaps[m.id], -_move_actions(state, m.book), m.id))
        for which, m in ((0, furthest), (1, closest)):
            slot = _move_slot(state, m.book)
            if slot is not None:
                got = _draft(state, "move", m.book, slot, "q4", m.id, which)
                if got:
                    return got
    return _best_effort(state, judge)


def _actions(state: State, card: str, kind: str, slot: int) -> int:
    """Action Priority's measure (NM-SOLO-38, "the most actions that turn") of a `kind` die on the card's
    `slot`, one at most on an unstable slot (NM-ROUND-13): for a move die the monsters it moves; for a
    ranged die the shots it makes (a monster with no enemy in reach makes none, NM-RANGED-06): from where
    they stand, or after a move die the card holds (_shoots_after); for a magic die the card's monsters,
    whose ability it is."""
    mons = monsters_of(state, card)
    n = len(mons)
    if kind == "ranged":
        reach = edge(state, card, "ranged", slot, False)
        dice = state.seats[BASALT].dice
        held = [d for d in dice if d.book == card and d.face == "move" and d.status == "assigned"]
        length = max((edge(state, card, "move", d.slot, False) for d in held if d.slot is not None), default=0.0)
        n = sum(1 for m in mons if R.shots(state, m, reach) or (held and _shoots_after(state, m, length, reach)))
    return n if slot < 0 else _count(state, card, slot, n)


def _shoots_after(state: State, m: Monster, length: float, reach: float) -> bool:
    """Whether `m` shoots with a ranged die of `reach` after a move of `length`, as basalt.most_combat
    reads his turn (NM-SOLO-46/47): it moves just into range and sight of an enemy (Q2, by the real path,
    R.range_plan), or it charges and stands in contact. (This was a bound: an enemy's base within the
    move's length and the reach in a straight line, which counted shots a wall across the way or out of
    sight made impossible.)"""
    if R.nearest_gap(state, m) > length + reach + 1e-6:  # no enemy in reach after any move
        return False
    return R.range_plan(state, m, length, reach) is not None or bool(R.melee_moves(state, m, length))


def _move_slot(state: State, card: str) -> int | None:
    """The open slot a move die for the whole card goes on (move_slot, by the monsters it moves)."""
    return move_slot(state, card, lambda j: _actions(state, card, "move", j))


def _move_actions(state: State, card: str) -> int:
    """_actions of a move die on the card's open move slot (0 when it has none)."""
    slot = _move_slot(state, card)
    return 0 if slot is None else _actions(state, card, "move", slot)


def _best_effort(state: State, judge: J.Judge):
    """Q4's OTHERWISE: the most advantageous usable die, by the judge ("draft_best"; the fixed order:
    ranged then move then magic, for the card with the most monsters first); if no die in the pool fits
    an open slot, he takes one and discards it for 2 gems (NM-SOLO-41).

    Reading (the checklist's, NM-SOLO-38: "when a die could go to several cards", Action Priority decides):
    the guide's "Yes" answers are not the only choices of card it settles. Here "most advantageous" is
    the judge's choice of die (which face), but a die of one face goes only to a card that makes the most
    actions with it this turn (_actions: the monsters a move die moves, the shots a ranged die makes).
    Among such cards, and between faces, the judge decides. (The judge once chose among every card, and
    could give a die to a card making fewer actions.)"""
    solo = state.solo
    assert solo is not None
    ranked = sorted(cards(state), key=lambda c: (-len(monsters_of(state, c)), solo.cards.index(c)))
    usable: list[J.Candidate] = []
    for kind in ("ranged", "move", "magic"):
        if _pick(state, kind) is None or (kind == "magic" and not state.uses_abilities()):
            continue
        fits: list[J.Candidate] = []
        for card in ranked:
            if kind == "magic":
                slot: int | None = -1
            else:
                slot = _move_slot(state, card) if kind == "move" else open_slot(state, card, kind)
            if slot is None or (slot == -1 and not command_dice.slot_open(state, BASALT, card, -1)):
                continue
            fits.append(J.Candidate(card, kind, slot))
        actions = [_actions(state, c.book, kind, c.slot) for c in fits]
        usable += [c for c, a in zip(fits, actions, strict=True) if a == max(actions)]  # Action Priority
    if usable:
        verdict = J.decide(judge, state, "draft_best", usable)
        c = usable[verdict.pick]
        got = _draft(state, c.face, c.book, c.slot, "best", verdict=verdict)
        assert got is not None
        return got
    pool = solo.pool
    if "wild" in pool:  # Wild First (NM-SOLO-37), even to discard it
        i = pool.index("wild")
        return Draft(seat=BASALT, die=i), SE.BasaltChoice("draft", "discard", "", pool[i])
    # deny the human a die: the judge's ("discard"), offered the one they could use on the most open
    # slots first (a fixed order on a tie: the first in the pool), one candidate per face
    order = sorted(range(len(pool)), key=lambda k: (-len(command_dice.open_slots(state, HUMAN, pool[k])), k))
    faces: list[J.Candidate] = []
    for k in order:
        if all(c.face != pool[k] for c in faces):
            faces.append(J.Candidate(face=pool[k], slot=k))
    verdict = J.decide(judge, state, "discard", faces)
    i = faces[verdict.pick].slot
    return Draft(seat=BASALT, die=i), SE.BasaltChoice(
        "draft", "discard", "", pool[i], looked=verdict.why, about=verdict.about, against=verdict.against
    )
