"""The words of the fight's actions as the table offers them on buttons (issue 24): "Fire Axe",
"Knife, then a fist", "Try to escape (4-6)", "Call for help", "Come in and fight". The fight's section of
the action words (corp-table's action_words.py holds the turn's); each function answers (label, tooltip).

Words only: which actions exist is fight_legal.py's, what they roll is fight_queries.py's."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp.actions import FIST, AskHelp, Attack, Escape, Help, Shoot
from tabletop.games.corp.fight_help import helpers
from tabletop.games.corp.fight_rolls import HIT, SKULL
from tabletop.games.corp.fight_words import foe
from tabletop.games.corp.state import State, hall_key


def _hand(cards: CorpCards, hand: str, one_handed: bool = False) -> str:
    if hand == FIST:
        return "a fist"
    name = cards.name(hand)
    return f"{name} in one hand" if one_handed else name


def attack_words(cards: CorpCards, a: Attack, ordered: bool = False) -> tuple[str, str]:
    """An attack's hands in the order rolled ("Fire Axe", "Two fists", "Knife, then a fist"); `ordered`:
    the same hands may also be rolled the other way round (the label says which goes first)."""
    if a.hands == (FIST,):
        label = "One fist"
    elif a.hands == (FIST, FIST):
        label = "Two fists"
    else:
        parts = [_hand(cards, h, h in a.one_handed) for h in a.hands]
        parts[0] = parts[0][0].upper() + parts[0][1:]
        label = ", then ".join(parts) if ordered else " and ".join(parts)
    if a.all_in:
        label = f"{cards.name(a.all_in)}, all in"
    tips = ["Each hand is its own roll: a base die plus the weapon's dice; every 4-6 is a hit."]
    if FIST in a.hands:
        tips.append("A fist that rolls a skull hurts you for 2.")
    if any(h != FIST for h in a.hands):
        tips.append("A weapon whose dice all show skulls is discarded.")
    if a.all_in:
        tips.append("All in: the card's own number of dice, decided before you roll.")
    if a.one_handed:
        tips.append("Held in one hand, with its drawback on every die.")
    if ordered:
        tips.append("The last roll that hurts it makes you its target.")
    return label, " ".join(tips)


def shoot_words(cards: CorpCards, a: Shoot) -> tuple[str, str]:
    """A ranged attack before the monster attacks (NC-FIGHT-03)."""
    label = "Shoot the " + " and the ".join(cards.name(w) for w in a.weapons)
    return label, "Ranged weapons fire before the monster attacks; each shot spends a charge."


def pass_words(st: State) -> tuple[str, str]:
    """Holding back a shot, or the first strike on an abandoned monster."""
    if st.fight is not None and st.fight.step == "melee_first":
        return "Don't strike first", "Let the monster attack first, then respond."
    return "Hold fire", "Keep your charges: the monster attacks next."


def faces_needed(shift: int) -> str:
    """The faces that succeed on one die with a shift ("4-6", "3-6", "no face"): a skull never does."""
    low = max(SKULL + 1, HIT - shift)
    return "no face" if low > 6 else f"{low}–6"


def _place(st: State, cards: CorpCards, to: str) -> str:
    if to.startswith("hall:"):
        return f"the level {to.split(':', 1)[1]} hallway"
    a = st.areas.get(to)
    if a is not None and a.foes:
        return f"the room of {foe(cards, a.foes[0].card)}"
    if a is not None and a.weapons:
        return f"the room with the {cards.name(a.weapons[0].card)}"
    return "that room"


def escape_words(st: State, cards: CorpCards, a: Escape, shift: int) -> tuple[str, str]:
    """An escape die (NC-RESP-02), with the faces it needs; an infected fight's hallway escape says where
    it leads (NC-CONTAG-08/09)."""
    need = faces_needed(shift)
    if a.to and a.to != (hall_key(st.fight.level) if st.fight is not None else ""):
        return f"Escape to {_place(st, cards, a.to)} ({need})", "One die: on a success you go there."
    tip = "One die: on a success you go to the hallway; the monster stays. Fail, and it attacks again."
    return f"Try to escape ({need})", tip


def help_words(st: State, cards: CorpCards, a: AskHelp | Help) -> tuple[str, str]:
    """Asking the hallway for help (NC-RESP-14), and an asked seat's answer (NC-RESP-15)."""
    if isinstance(a, Help):
        if a.join:
            return "Come in and fight", "You enter the fight and attack at once; you stay in it."
        return "Stay out", "Leave them to it."
    fight = st.fight
    names = [cards.name(st.players[s].character) for s in helpers(st, cards, a.seat)] if fight is not None else []
    who = ", ".join(names) if names else "nobody"
    return "Call for help", f"Instead of attacking: {who} may come in, in the order they choose, and strike."


def target_words(st: State, cards: CorpCards, target: str) -> str:
    """A target of an attack: a monster by name, or a character in an infected fight."""
    if target.startswith("seat:"):
        return cards.name(st.players[int(target.split(":", 1)[1])].character)
    if not target and st.fight is not None and st.areas.get(st.fight.area) and st.areas[st.fight.area].foes:
        target = st.areas[st.fight.area].foes[0].card
    return cards.name(target) if target else "the monster"
