"""The seat at the screen's legal actions, sorted by where the table offers them (no pygame).

`offer(view, legal)` splits the engine's own legal actions into gestures: spaces to move to (the
board), cards to play (the hand), Minions to raise (the player board), cards to keep (the
Library / Workshop window), combat decisions (the combat window) and the rest as plaque buttons
worded from the action. Every legal action lands in exactly one place, so nothing a player must
decide is out of reach of the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.protocol import player_name
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as RW
from tabletop.games.rise.content import board, cards


def card_name(card_id: str) -> str:
    """A card's printed name (its id when the content has no such card)."""
    try:
        return cards().card(card_id).name
    except KeyError:
        return card_id.replace("_", " ").title()


def space_name(side: str, space: str) -> str:
    """A space's printed name."""
    try:
        return board(side).space(space).name
    except KeyError:
        return space


def minion_name(kind: str) -> str:
    """A Minion's printed name."""
    try:
        return cards().minion(kind).name
    except KeyError:
        return kind.replace("_", " ")


def cost_words(cost) -> str:
    """'2 Ichor, 1 Lesser corpse' (free when nothing)."""
    parts = [RW.goods_words(k, n) for k, n in cost.items() if n]
    return ", ".join(parts) if parts else "free"


def fighter_name(view, fid: str, me: int | None = None) -> str:
    """A fighter of the combat in hand by its id, as the combat names it ('tower' for a City tower); to
    its owner `me` (words for that seat alone, never the shared log) 'your Zombie' (play-test r19)."""
    if fid == "tower":
        return "a City tower"
    f = view.fight
    if f is not None:
        for spec in (f.attacker, f.defender):
            if spec is None:
                continue
            for x in spec.fighters:
                if x.id == fid:
                    return (
                        x.name if me is None or x.name == RW.unit_of(x.name, me) else "your " + RW.unit_of(x.name, me)
                    )
    return fid


def choose_words(view, choice: str, me: int | None = None) -> str:
    """A combat decision in words, from the kind of decision the rules say is pending (`me`: the seat the
    words are for alone, whose own fighters are 'your ...'; None for the log everyone reads)."""
    kind = Q.decision_kind(view)
    if choice in ("yes", "no"):
        spell = SPELL_TITLES.get(kind, "the Spell")
        return f"Cast {spell}" if choice == "yes" else f"Do not cast {spell}"
    if choice.isdigit():
        if kind == "reroll":
            return "Keep the dice" if choice == "0" else f"Roll {choice} again" + _whose_misses(view, choice)
        return "No Zombie explodes" if choice == "0" else f"Explode {choice} Zombie{'s' if choice != '1' else ''}"
    return f"Wound: {fighter_name(view, choice, me)}"


REROLL_UNITS = {"necromancer": "Necromancer", "apprentice": "Apprentice"}
SPELL_TITLES = {"death_bolt": "Death Bolt", "weaken": "Weaken"}  # the yes/no decisions: cast it or not


def _whose_misses(view, n: str) -> str:
    """' (the Necromancer's miss)': whose missed attacks a reroll may roll again, from the side's
    reroll effects ('' when it is not known)."""
    f = view.fight
    try:
        side = f.attacker if f.attacker is not None and f.attacker.seat == f.waiting else f.defender
        units = [str(r[0]) for r in (side.rerolls or ())]
    except Exception:
        return ""
    names = [REROLL_UNITS.get(u) or minion_name(u) for u in units]
    if not names or not all(names):
        return ""
    misses = "miss" if n == "1" else "misses"
    return f" (the {' or '.join(dict.fromkeys(names))}'s {misses})"


def spell_hint(view, seat: int | None) -> str:
    """What the Spell the pending combat decision offers would do, at the seat's level ('' for none)."""
    f = view.fight
    if f is None or seat is None or view.turn.stage != "combat":
        return ""
    spell = Q.decision_kind(view)
    if spell not in ("death_bolt", "weaken", "zombie_explosion"):
        return ""
    try:
        from tabletop.games.rise.content import spell_level

        s = cards().spells[spell]
        level = max(1, min(len(s.levels), int(spell_level(view, seat, spell))))
        return f"{s.name} (level {level}): {s.levels[level - 1].text}"
    except Exception:
        return ""


def words(view, action) -> str:
    """A plaque button's label for an action."""
    side = view.side
    if isinstance(action, A.PlayCard):
        return f"Play {card_name(action.card)}"
    if isinstance(action, A.UseItem):
        return f"Use {card_name(action.card)}"
    if isinstance(action, A.EndPlay):
        return "Done playing cards"
    if isinstance(action, A.Raise):
        m = cards().minion(action.kind)
        return f"Raise {m.name} ({cost_words(m.costs[action.option])})"
    if isinstance(action, A.EndRaise):
        return "Done raising"
    if isinstance(action, A.Fortify):
        return fortify_label(view, action.seat, action.kind)
    if isinstance(action, A.PickUp):
        return f"Take back a {minion_name(action.kind)}"
    if isinstance(action, A.MistWalk):
        return "Cast Mist Walk"
    if isinstance(action, A.Move):
        return f"Move to {space_name(side, action.to)}"
    if isinstance(action, A.Stay):
        return "Stay in this City"
    if isinstance(action, A.Pick):
        return f"Keep {card_name(action.card)}"
    if isinstance(action, A.Quest):
        return quest_label(view, action.seat) if action.accept else "Decline the quest"
    if isinstance(action, A.Fight):
        return "Fight!"
    if isinstance(action, A.Choose):
        return choose_words(view, action.choice)
    if isinstance(action, A.Flee):
        return "Flee" if action.flee else "Stand and fight"
    if isinstance(action, A.FleeTo):
        return f"Send them to {space_name(side, action.to)}"
    return type(action).__name__


def said(state, action) -> str:
    """The replay's words for an action the log has no line for (the spec's Replay.action_words), taken
    in `state`: the end of raising, by the seat's name; "" for any other."""
    if isinstance(action, A.EndRaise):
        name = player_name(action.seat)
        return f"{name} is done raising Minions" if state.turn.raised else f"{name} raises no Minion this turn"
    return ""


def quest_label(view, seat: int) -> str:
    """'Follow the quest: pay 1 Scroll', or '...: it fails (needs 1 Dark water: you have 0)': what
    following the Quest-Choice in hand costs, from the rules' own count (queries.quest_lacking)."""
    card = view.turn.card
    try:
        steps = cards().dungeons[card].quest
        short = Q.quest_lacking(view, seat)
    except (KeyError, AttributeError):
        return "Follow the quest"
    return RW.quest_follow(steps, short)


@dataclass
class Offer:
    """The legal actions of the seat at the screen, by where they are offered."""

    moves: dict = field(default_factory=dict)  # space id -> Move / FleeTo
    plays: dict = field(default_factory=dict)  # card id -> PlayCard
    raises: dict = field(default_factory=dict)  # minion kind -> the Raise a click on it takes
    picks: list = field(default_factory=list)  # Pick actions (the look window)
    combat: list = field(default_factory=list)  # Choose actions (the combat window)
    buttons: list = field(default_factory=list)  # (label, action) for the choices panel
    stage: str = ""

    def empty(self) -> bool:
        return not (self.moves or self.plays or self.raises or self.picks or self.combat or self.buttons)

    def every(self) -> list:
        """Every action offered, wherever it is."""
        return (
            list(self.moves.values())
            + list(self.plays.values())
            + list(self.raises.values())
            + self.picks
            + self.combat
            + [a for _, a in self.buttons]
        )


def offer(view, legal: list) -> Offer:
    """Sort the legal actions into the gestures that take them."""
    out = Offer(stage=view.turn.stage)
    for a in legal:
        if isinstance(a, (A.Move, A.FleeTo)):
            out.moves[a.to] = a
        elif isinstance(a, A.PlayCard):
            out.plays[a.card] = a
        elif isinstance(a, A.Raise):
            out.raises.setdefault(a.kind, a)
        elif isinstance(a, A.Pick):
            out.picks.append(a)
        elif isinstance(a, A.Choose):
            out.combat.append(a)
        else:
            out.buttons.append((words(view, a), a))
    # every Minion that may be raised gets a button saying what it costs (one for each way to pay: Hell
    # knight's Ichor or Scroll), besides the chip on the board: the panel listed only Hell knight's two,
    # which read as if it were the only Minion on offer (play-test)
    out.buttons[:0] = [(words(view, a), a) for a in legal if isinstance(a, A.Raise)]
    return out


def why_not_there(view, seat: int, space: str, reach: dict | None) -> str:
    """Why the seat cannot end its move on `space` (the engine offered no Move there): the rules' reason
    (queries.why_not_move_to), else its reach in words."""
    why = Q.why_not_move_to(view, seat, space)
    if why:
        return why
    reach = reach_words(view, seat)
    return (
        "Out of reach this turn"
        + (f". {reach}" if reach else ": your slowest Minion sets how far you move")
        + ".\nA City you do not control or a rival's counters end a move on the way."
    )


# -- movement facts in words (issue 12's rough edges): the engine's own numbers, never its English --------


def reach_facts(view, seat: int) -> dict:
    """How far the seat's miniature goes this turn and why: the rules' answer (queries.reach_facts)."""
    return Q.reach_facts(view, seat)


def _extras(f: dict) -> str:
    out = []
    if f["bonus"]:
        out.append(f"{f['bonus']:+d} from your cards")
    if f["mist"]:
        out.append(f"{f['mist']:+d} Mist Walk")
    return f" ({', '.join(out)})" if out else ""


def reach_words(view, seat: int) -> str:
    """'Reach 2: your Skeletal dragon and Zombie go with you; the slowest going with you is the Zombie (move 1)'."""
    try:
        f = reach_facts(view, seat)
    except Exception:
        return ""
    n = f["reach"]
    head = f"Reach {n} space{'s' if n != 1 else ''}{_extras(f)}"
    if f["slowest"] is None:
        who = "you and your Apprentice move" if view.players[seat].apprentice else "you move"
        return f"{head}: no Minion goes with you, so {who} {f['base']}"
    names = [minion_name(k) for k in reversed(f["going"])]
    going = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    if len(names) == 1:
        return f"{head}: your {going} goes with you (move {f['base']})"
    return f"{head}: your {going} go with you; the slowest going with you is the {minion_name(f['slowest'])} (move {f['base']})"


def reach_short(view, seat: int) -> str:
    """'Reach 2 · slowest: Zombie (move 1)' for the choices panel's one-line header."""
    try:
        f = reach_facts(view, seat)
    except Exception:
        return ""
    if f["slowest"] is None:
        return f"Reach {f['reach']}{_extras(f)} · no Minions with you (move {f['base']})"
    return f"Reach {f['reach']}{_extras(f)} · slowest: {minion_name(f['slowest'])} (move {f['base']})"


def reach_if_left(view, seat: int, kind: str) -> int:
    """The reach after leaving one `kind` behind (RN-MOVE-12): the rules' answer (queries.reach_if_left)."""
    return Q.reach_if_left(view, seat, kind)


def guard_words(view, seat: int, kind: str) -> str:
    """What leaving a Minion does, in the rulebook's words (Phase 3 – Movement, RN-MOVE-12/13; Combat
    versus Minions): the Fortify button's tooltip."""
    name = minion_name(kind)
    space = view.players[seat].space
    try:
        kind_of = board(view.side).space(space).kind
    except KeyError:
        kind_of = ""
    if kind_of == "city":
        guard = "it guards your Dominion counters here: it fights beside the City's towers when a rival attacks it"
    else:
        guard = (
            "it guards your Dominion counters here: a rival who ends a move here must beat your Minions "
            "before taking the space's action"
        )
    lines = [f"Leave a {name} on {space_name(view.side, space)}: {guard}."]
    try:
        now, then = reach_facts(view, seat)["reach"], reach_if_left(view, seat, kind)
    except Exception:
        now = then = None
    if now is not None and then > now:
        lines.append(f"It no longer goes with you, so it no longer slows you: your reach goes from {now} to {then}.")
    elif now is not None and then < now:
        lines.append(f"Your last Minion: without one you move {then} (your reach goes from {now} to {then}).")
    else:
        lines.append("It no longer goes with you (your reach stays the same: it is not your only slowest Minion).")
    lines.append("It still counts for its Academy; take it back when you begin a move here.")
    return "\n".join(lines)


def fortify_label(view, seat: int, kind: str) -> str:
    """The Fortify button: 'Leave a Zombie on guard (reach 2)' when leaving it changes the reach."""
    name = minion_name(kind)
    try:
        now, then = reach_facts(view, seat)["reach"], reach_if_left(view, seat, kind)
    except Exception:
        now = then = 0
    return f"Leave a {name} on guard" + (f" (reach {then})" if then != now else "")


def no_headmaster(view, seat: int, space: str) -> str:
    """Why ending a move on this Academy would not make the seat its Headmaster ('' when it would, or
    when the space is no Academy): the engine's own test, queries.headmaster_problem."""
    try:
        s = board(view.side).space(space)
    except KeyError:
        return ""
    if s.kind != "academy":
        return ""
    return Q.headmaster_problem(view, seat, s.colour)
