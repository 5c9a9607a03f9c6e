"""Basalt LaSeur, played by the rules (NM-SOLO-17..20, -27, -43..56): whenever his seat is the one to
act, `choose` answers with the action his guides make and the event saying why; the game applies it
as any player's action (game._basalt_acts), so the rules refuse anything no guide allows.

- the draft: basalt_draft.py (Dice Draft Guide, NM-SOLO-28..42);
- his turn: the card that makes the most combat (NM-SOLO-43), then the Turn Guide's questions in
  order for each die, read again after each (NM-SOLO-44..49), his monsters moving by Strategic
  Movement and attacking Weak Targets (NM-SOLO-50..53; basalt_reach.py);
- combat: Big Spender (NM-SOLO-54..56); in advanced play a support reroll of a die without a hit, and
  gem rage on dice showing only a gem while he is not ahead (best choice, NM-SOLO-20);
- Turn Order Choice: he goes first; More Fun with Clay: his guides cast nothing, so his turn just ends.

Where the guides leave a choice (which card on a tie, which monster first, which path, which die), the
guide gathers the candidates it allows and the game's judge picks one (basalt_judge.py, NM-SOLO-20):
at the registry's game a look-ahead by the hard bot's evaluation (tabletop/ai/basalt_lookahead.py),
else the fixed order; never at random, so every decision can be tested question by question."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import basalt_draft, chance, combat, field, rounds, stalemate
from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, Monster, State, clone

__all__ = ["BASALT", "choose"]


def choose(state: State, judge: J.Judge = J.fixed) -> tuple[A.Action, list[SE.BasaltChoice]]:
    """Basalt's next action and the reasons shown with it (none where there is nothing to say);
    `judge` settles the choices his guides leave open (basalt_judge.py)."""
    action, why = _choose(state, judge)
    return action, [why] if isinstance(why, SE.BasaltChoice) else list(why or ())


def _choose(state: State, judge: J.Judge):
    p = state.phase
    if stalemate.pending(state):  # a draw on offer (issue 25): he plays for victory and refuses it
        return A.AnswerDraw(seat=BASALT, accept=False), SE.BasaltChoice("draw", "refuses")
    if p == "draft":
        return basalt_draft.choose(state, judge)
    if p == "order":  # Turn Order Choice (NM-FAN-02): he takes the first turn
        return A.ChooseOrder(seat=BASALT, first=True), SE.BasaltChoice("order", "go_first")
    if p == "combat":
        return _combat(state)
    if p == "turns":
        return _start(state, judge)
    if p == "command":
        return _command(state, judge)
    if p == "turn_end":  # More Fun with Clay: no guide casts clay magic
        return A.EndTurn(seat=BASALT), None
    raise RuntimeError(f"Basalt has no guide for the {p} step")


# -- his turn (NM-SOLO-43..49) ---------------------------------------------------------------------


def dice_of(state: State, card: str, face: str) -> list[int]:
    """His pending `face` dice on the card, a stable slot's first (an unstable one moves one monster)."""
    dice = state.seats[BASALT].dice
    slots = library().books[card].slots
    found = [i for i in state.pending(BASALT, card) if dice[i].face == face]
    return sorted(found, key=lambda i: (slots[dice[i].slot or 0].unstable, i))


def die_length(state: State, card: str, die: int) -> float:
    d = state.seats[BASALT].dice[die]
    assert d.slot is not None and d.slot >= 0
    return basalt_draft.edge(state, card, d.face, d.slot, False)


def _cap(state: State, card: str, die: int, n: int) -> int:
    """How many of `n` monsters perform the die: one on an unstable slot (NM-ROUND-13)."""
    slot = state.seats[BASALT].dice[die].slot
    return min(n, 1) if slot is not None and library().books[card].slots[slot].unstable else n


def _read(state: State, card: str) -> tuple[str, int, list[Monster]]:
    """The Turn Guide for the card now: (question, die to perform, the monsters it lets attack)."""
    mons = basalt_draft.monsters_of(state, card)
    ranged, move = dice_of(state, card, "ranged"), dice_of(state, card, "move")
    if ranged:  # Q1 (NM-SOLO-45/49): the card holds a ranged die and a monster can shoot now
        reach = die_length(state, card, ranged[0])
        able = [m for m in mons if R.shots(state, m, reach)]
        if able:
            return "q1", ranged[0], able
    if ranged and move:  # Q2 (NM-SOLO-46): move, then shoot
        length, reach = die_length(state, card, move[0]), die_length(state, card, ranged[0])
        able = [m for m in mons if not R.shots(state, m, reach) and R.range_plan(state, m, length, reach)]
        if able:
            return "q2", move[0], able
    if move:  # Q3 (NM-SOLO-47): move into melee, with the move die that makes the most charges
        found = _q3(state, card, mons, move)
        if found is not None:
            return "q3", found[0], found[1]
    return "q4", (move or ranged)[0], []  # Q4 (NM-SOLO-48): as best he can


def _q3(state: State, card: str, mons: list[Monster], move: list[int]) -> tuple[int, list[Monster]] | None:
    """Turn Q3 (NM-SOLO-47) over every move die the card holds, each at its own length: the die whose
    move makes the most charges (one at most on an unstable slot, NM-ROUND-13), the stable slot's first
    among dice making as many (dice_of's order); None when no die makes one. (Only the stable slot's die
    was asked: a Veggitoad that only its far unstable slot's die brings into contact made Q4's move with
    the medium die first.)"""
    best: tuple[int, int, list[Monster]] | None = None
    able_at: dict[float, list[Monster]] = {}
    for die in move:
        length = die_length(state, card, die)
        if length not in able_at:
            able_at[length] = [m for m in mons if R.melee_moves(state, m, length)]
        able = able_at[length]
        count = _cap(state, card, die, len(able))
        if able and (best is None or count > best[0]):
            best = (count, die, able)
    return None if best is None else (best[1], best[2])


def _question(state: State, card: str) -> tuple[str, int, int]:
    """The Turn Guide for the card now: (question, die to perform, attacks it makes: the monsters it lets
    attack, one at most for a die on an unstable slot)."""
    rule, die, able = _read(state, card)
    return rule, die, _cap(state, card, die, len(able))


def most_combat(state: State, card: str) -> tuple[str, int, int]:
    """NM-SOLO-43: the card's first question and die (_question), and the attacks its dice make this turn,
    each die counted in the order the Turn Guide performs them (the questions read again after each
    die, NM-SOLO-44/49), one attack at most for a die on an unstable slot (NM-ROUND-13).

    Reading (the rulebook: "the card ... that will result in the most combat. Usually, this is the one
    with the most monsters"): the first command is judged exactly on the positions now, as its question
    asks it. A die performed after a move is judged by what the first die leaves:
    - after a ranged command (Q1) no monster has moved: the move die is read again on the same
      positions (Q3's charges, exact);
    - a monster that charged stands in contact with its enemy, so it counts for the ranged die performed
      after its move (Q3, or Q2's move, where a monster with no spot in range charges when it can:
      _move_plan), whether or not the melee leaves either standing;
    - a monster that moved without charging comes within a ranged die's reach only if Q2 would have
      moved it there: Q2 is asked of the same two dice before the move, exactly, so after a Q3 or Q4
      move such a monster makes no shot;
    - a second move die (Boneclaw, Cragmaw, Mud Mumps, Veggitoad): the first move is played out on a
      copy and Q3 read again at the second die's length (_second_charges). A monster that charged with
      the first is not counted again.
    A card's count was once its first command's alone (a card whose move brought its monsters within a
    charge or a shot of the die after it counted none of those attacks), then a straight-line bound for
    a second move die (it counted charges a wall bending the way made impossible)."""
    rule, die, able = _read(state, card)
    n = _cap(state, card, die, len(able))
    ranged, move = dice_of(state, card, "ranged"), dice_of(state, card, "move")
    mons = basalt_draft.monsters_of(state, card)
    if rule == "q1" and move:  # nobody has moved: the move die's charges from here
        length = die_length(state, card, move[0])
        return rule, die, n + _cap(state, card, move[0], sum(1 for m in mons if R.melee_moves(state, m, length)))
    if rule == "q2":  # the move die, then the ranged die
        length = die_length(state, card, move[0])
        aiming = {m.id for m in able}
        charging = [m for m in mons if m.id not in aiming and R.melee_moves(state, m, length)]
        if _cap(state, card, move[0], 2) == 1:  # one monster moves: a charger (melee and shot) before a shot
            able, charging = ([], charging[:1]) if charging else (able[:1], [])
        return rule, die, len(charging) + _cap(state, card, ranged[0], len(able) + len(charging))
    if rule not in ("q3", "q4") or die not in move:
        return rule, die, n
    charged = able[:n]  # Q3's chargers (one on an unstable slot); none for Q4
    if ranged:  # in contact with their enemies; Q2 has said No for everyone else
        return rule, die, n + _cap(state, card, ranged[0], len(charged))
    rest = [d for d in move if d != die]
    if rest:  # the second move die, after the first has moved them
        n += _cap(state, card, rest[0], _second_charges(state, card, die, rest[0], charged))
    return rule, die, n


def _second_charges(state: State, card: str, first: int, second: int, charged: list[Monster]) -> int:
    """The monsters of the card that charge with its `second` move die after the `first` has moved them
    (NM-SOLO-44/47/52): the first move played out on a copy of the positions, as _command performs it
    (the chargers into contact, the closest first; then every other monster toward its closest enemy by
    Strategic Movement, the closest first, each move on the positions the earlier ones left; one monster
    only for a die on an unstable slot), then Q3 read again at the second die's length. A monster that
    charged with the first die is not counted again.

    The paths are the fixed order's (strategic_plan's first side of the enemy), where his look-ahead may
    choose another side; the melee of a charger is not resolved (it stays in contact). The count was a
    bound, every monster whose closest enemy's base was within both moves' lengths in a straight line,
    and so counted charges a wall bending the way made impossible."""
    copy = clone(state)
    length, more = die_length(state, card, first), die_length(state, card, second)
    done = {m.id for m in charged}
    mons = basalt_draft.monsters_of(copy, card)
    order = sorted(mons, key=lambda m: (m.id not in done, round(R.nearest_gap(state, m), 6), m.id))
    moves = _cap(state, card, first, len(order))
    for m in order[:moves]:
        plan = R.melee_plan(copy, m, length) if m.id in done else R.strategic_plan(copy, m, length)
        if plan is not None and plan.path:
            m.x, m.y = plan.path[-1]
    return sum(1 for m in mons if m.id not in done and R.melee_moves(copy, m, more))


def _start(state: State, judge: J.Judge):
    """His turn's card (NM-SOLO-43; among cards making as much combat, the judge's "turn_card", offered
    the most monsters on the map first, then the card revealed first), or the next die of the card he
    is on (NM-SOLO-44)."""
    assert state.solo is not None
    card = state.active_book
    why = None
    if card is None:
        order = state.solo.cards
        books = [b for b in state.active_books(BASALT) if state.pending(BASALT, b)]
        judged = {b: most_combat(state, b) for b in books}
        most = max(judged[b][2] for b in books)
        tied = sorted(
            (b for b in books if judged[b][2] == most),
            key=lambda b: (-len(basalt_draft.monsters_of(state, b)), _rank(order, b)),
        )
        verdict = J.decide(judge, state, "turn_card", [J.Candidate(b, rule=judged[b][0]) for b in tied])
        card = tied[verdict.pick]
        why = SE.BasaltChoice(
            "card", "most_combat", card, count=most, looked=verdict.why, about=verdict.about, against=verdict.against
        )
    rule, die, n = _question(state, card)
    state.solo.doing = rule
    face = state.seats[BASALT].dice[die].face
    reason = SE.BasaltChoice("command", rule, card, face, count=n)
    return A.StartCommand(seat=BASALT, die=die), [why, reason] if why else [reason]


def _rank(order: list[str], book: str) -> int:
    return order.index(book) if book in order else len(order)


def _command(state: State, judge: J.Judge):
    """The next monster's part in the command he is performing, or the end of the command: which
    monster goes first is the judge's ("shot", "move"), offered in the old fixed order (for a shot the
    Weak Targets order of its target; for a move, the plans of the best kind, the closest first)."""
    cmd = state.command
    assert cmd is not None and state.solo is not None
    movers = [m for m in state.alive(BASALT) if rounds.can_act(state, m.id) is None]
    if cmd.kind == "ranged":  # NM-SOLO-45/50: each monster that can shoot, at its Weak Target
        shots = []
        for m in movers:
            target = R.weak_target(state, m, rounds_targets(state, m.id), "ranged")
            if target is not None:
                shots.append((R.weak_key(state, m, state.monster(target), "ranged", 0.0), m.id, target))
        if not shots:
            return A.EndCommand(seat=BASALT), None
        shots.sort()
        verdict = J.decide(judge, state, "shot", [J.Candidate(monster=mid, target=t) for _k, mid, t in shots])
        _key, mid, target = shots[verdict.pick]
        return A.Ranged(seat=BASALT, monster=mid, target=target), SE.BasaltChoice(
            "target",
            "weak_target",
            "",
            "",
            mid,
            target,
            looked=verdict.why,
            about=verdict.about,
            against=verdict.against,
        )
    plans = [p for p in (_move_plan(state, m, cmd.distance, judge) for m in movers) if p is not None]
    if not plans:
        return A.EndCommand(seat=BASALT), None
    rank = {"weak_target": 0, "in_range": 1, "strategic": 2}
    bf = field.battlefield(state)
    best = min(rank[p.why] for p in plans)
    plans = sorted(
        (p for p in plans if rank[p.why] == best), key=lambda p: (round(bf.gap(p.monster, p.target), 6), p.monster)
    )
    verdict = J.decide(
        judge, state, "move", [J.Candidate(monster=p.monster, target=p.target, path=p.path, rule=p.why) for p in plans]
    )
    plan = plans[verdict.pick]
    said = verdict if verdict.why else plan.verdict  # which monster first, else which way it went
    why = SE.BasaltChoice(
        "target", plan.why, "", "", plan.monster, plan.target, looked=said.why, about=said.about, against=said.against
    )
    return A.Move(seat=BASALT, monster=plan.monster, path=plan.path), why


def rounds_targets(state: State, mid: str) -> list[str]:
    """Enemies the monster may shoot with the command being performed."""
    return R.shots(state, state.monster(mid), rounds.monster_distance(state, mid))


def _move_plan(state: State, m, length: float, judge: J.Judge = J.fixed) -> R.Plan | None:
    """How `m` performs the move (NM-SOLO-46/47/52/53): for Q2, not at all when it can already shoot,
    else just into range; into melee with its Weak Target when it can reach one; else toward its
    closest enemy."""
    assert state.solo is not None
    if state.solo.doing == "q2":
        ranged = dice_of(state, m.book, "ranged")
        if ranged:
            reach = die_length(state, m.book, ranged[0])
            if R.shots(state, m, reach):
                return None
            plan = R.range_plan(state, m, length, reach)
            if plan is not None:
                return plan
    return R.melee_plan(state, m, length) or R.strategic_plan(state, m, length, judge)


# -- combat: Big Spender (NM-SOLO-54..56) ------------------------------------------------------------


def decisive(state: State) -> bool:
    """NM-SOLO-56: the combat can end the game: Basalt's last monster or the human's takes part."""
    c = state.combat
    assert c is not None
    fighters = [state.monster(mid) for mid in (c.attacker, c.defender) if mid]
    return any(len(state.alive(m.owner)) == 1 for m in fighters)


def _combat(state: State):
    c = state.combat
    assert c is not None
    attacker = c.stage.startswith("att")
    if c.stage in ("att_buy", "def_buy"):
        pool, bought = (c.att_pool, c.att_bought) if attacker else (c.def_pool, c.def_bought)
        most = combat.max_buy(state, pool, state.seats[BASALT].gems, bought)
        all_in = decisive(state)
        count = most if all_in else min(1, most)
        return A.BuyDice(seat=BASALT, count=count), SE.BasaltChoice(
            "gems", "all_in" if all_in else "big_spender", count=count
        )
    return _reroll(state, attacker), None


def _reroll(state: State, attacker: bool) -> A.Action:
    """Advanced play's rerolls, by best choice: gem rage on dice showing only a gem while he is not
    ahead in a melee he attacks; else a support reroll of a die without the hit he needs."""
    c = state.combat
    assert c is not None
    die = library().combat_die
    mine, theirs = (c.att_faces, c.def_faces) if attacker else (c.def_faces, c.att_faces)
    need, other = ("attack", "defense") if attacker else ("defense", "attack")
    ahead = chance.count(die, mine, need) > chance.count(die, theirs, other)
    gems = state.seats[BASALT].gems
    if attacker and c.kind == "melee" and not c.rage_used and not ahead:
        only_gem = [i for i, f in enumerate(mine) if die.faces[f] == ("gem",) or list(die.faces[f]) == ["gem"]]
        if only_gem and len(only_gem) <= gems:
            return A.GemRage(seat=BASALT, dice=tuple(only_gem))
    used = c.att_support_used if attacker else c.def_support_used
    m = state.monster(c.attacker if attacker else c.defender)
    if not used and not ahead and combat.supporter(state, m, combat.support_skill(c.kind, attacker)):
        blank = [i for i, f in enumerate(mine) if need not in die.faces[f]]
        if blank:
            return A.SupportReroll(seat=BASALT, die=blank[0])
    return A.RerollsDone(seat=BASALT)
