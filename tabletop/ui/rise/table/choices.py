"""The seat at the screen's legal actions, sorted by where the table offers them (no pygame).

`offer(view, legal)` splits the engine's own legal actions into gestures: spaces to move to (the
board), cards to play (the hand), Minions to raise (the player board), cards to keep (the
Library / Workshop window), combat decisions (the combat window) and the rest as plaque buttons
worded from the action. Every legal action lands in exactly one place, so nothing a player must
decide is out of reach of the mouse.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from tabletop.content.rise.board import GOOD_NAMES
from tabletop.games.rise import actions as A
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
    parts = [f"{n} {GOOD_NAMES.get(k, k)}" for k, n in cost.items()]
    return ", ".join(parts) if parts else "free"


def fighter_name(view, fid: str) -> str:
    """A fighter of the combat in hand by its id, as the combat names it ('tower' for a City tower)."""
    if fid == "tower":
        return "a City tower"
    f = view.fight
    if f is not None:
        for spec in (f.attacker, f.defender):
            if spec is None:
                continue
            for x in spec.fighters:
                if x.id == fid:
                    return x.name
    return fid


def choose_words(view, choice: str) -> str:
    """A combat decision in words, from the pending prompt's kind."""
    prompt = (view.fight.prompt if view.fight is not None else "").lower()
    if choice in ("yes", "no"):
        spell = "Death Bolt" if "bolt" in prompt else "Weaken" if "weaken" in prompt else "the Spell"
        return f"Cast {spell}" if choice == "yes" else f"Do not cast {spell}"
    if choice.isdigit():
        if "reroll" in prompt or "again" in prompt:
            return "Keep the dice" if choice == "0" else f"Roll {choice} again" + _whose_misses(view, choice)
        return "No Zombie explodes" if choice == "0" else f"Explode {choice} Zombie{'s' if choice != '1' else ''}"
    return f"Wound: {fighter_name(view, choice)}"


REROLL_UNITS = {"necromancer": "Necromancer", "apprentice": "Apprentice"}


def _whose_misses(view, n: str) -> str:
    """' (the Necromancer's miss)': whose missed attacks a reroll may roll again, from the side's
    reroll effects ('' when it is not known)."""
    f = view.fight
    try:
        side = f.attacker if f.attacker is not None and f.attacker.seat == f.waiting else f.defender
        units = [str(r[0]) for r in (side.rerolls or ())]
    except Exception:  # noqa: BLE001 - words only
        return ""
    names = [REROLL_UNITS.get(u) or minion_name(u) for u in units]
    if not names or not all(names):
        return ""
    misses = "miss" if n == "1" else "misses"
    return f" (the {' or '.join(dict.fromkeys(names))}'s {misses})"


def spell_hint(view, seat: Optional[int]) -> str:
    """What the Spell the pending combat decision offers would do, at the seat's level ('' for none)."""
    f = view.fight
    if f is None or seat is None or view.turn.stage != "combat":
        return ""
    prompt = (f.prompt or "").lower()
    spell = ("death_bolt" if "bolt" in prompt else "weaken" if "weaken" in prompt
             else "zombie_explosion" if "explode" in prompt or "explosion" in prompt else None)
    if spell is None:
        return ""
    try:
        from tabletop.games.rise.content import spell_level

        s = cards().spells[spell]
        level = max(1, min(len(s.levels), int(spell_level(view, seat, spell))))
        return f"{s.name} (level {level}): {s.levels[level - 1].text}"
    except Exception:  # noqa: BLE001 - words only
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
        return f"Leave a {minion_name(action.kind)} here"
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
        return "Follow the quest" if action.accept else "Decline the quest"
    if isinstance(action, A.Fight):
        return "Fight!"
    if isinstance(action, A.Choose):
        return choose_words(view, action.choice)
    if isinstance(action, A.Flee):
        return "Flee" if action.flee else "Stand and fight"
    if isinstance(action, A.FleeTo):
        return f"Send them to {space_name(side, action.to)}"
    return type(action).__name__


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
        return (list(self.moves.values()) + list(self.plays.values()) + list(self.raises.values()) + self.picks
                + self.combat + [a for _, a in self.buttons])


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
    # a Minion with two ways to pay (Hell knight: Ichor or Scroll) gets a button for each, saying what it costs
    twice = [a for a in legal if isinstance(a, A.Raise)
             and sum(1 for b in legal if isinstance(b, A.Raise) and b.kind == a.kind) > 1]
    out.buttons[:0] = [(words(view, a), a) for a in twice]
    return out


def why_not_there(view, seat: int, space: str, reach: Optional[dict]) -> str:
    """Why the seat cannot end its move on `space` (the engine offered no Move there)."""
    st = view
    if st.turn.stage != "move" or st.turn.seat != seat:
        return "It is not your movement now."
    if space == st.players[seat].space:
        return "You are already here."
    for s, p in enumerate(st.players):
        if s != seat and p.space == space and not st.pvp:
            return f"Another Necromancer ({p.colour.title()}) stands there (RN-MOVE-10)."
    return "Out of reach this turn: your slowest Minion sets how far you move, and Cities and rivals' counters stop you."
