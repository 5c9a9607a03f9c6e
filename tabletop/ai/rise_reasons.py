"""Why the computer did what it did, in a few words for the log (no pygame).

    reason(before, action, after) -> str

`before` and `after` are the public views (what every seat may see) of the state before and after
a computer seat's action; the reason is worked out from them and the action alone, so it never
tells a person what they may not know (the card a computer keeps from a Library is not named).
The bot's search (tabletop/ai/rise_bot.py) keeps no reasons: these read its choice beside it, in the
bot's layer, from what the destination offers (a City's odds, as tabletop/ai/rise_odds.py works them out
from the sides rules.build_sides makes; a Land's dice; an Academy's title; a look at the decks).

`attach(batch, seat, why)` joins a reason to the action's own line in the log, in the game's words.
"""

from __future__ import annotations

import copy
import dataclasses

from tabletop.content.rise.board import ACADEMY_TITLES, GOOD_NAMES
from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as W
from tabletop.games.rise.content import board, cards

STRENGTH_WORDS = {
    "zombie": "Zombie",
    "ghost": "Ghost",
    "hell_knight": "Hell knight",
    "skeletal_dragon": "Skeletal dragon",
}
COLOUR_ACADEMY = {"green": "decay", "bone": "bone", "red": "blood", "blue": "mist"}


def _name(card_id: str) -> str:
    try:
        return cards().card(card_id).name
    except KeyError:
        return card_id.replace("_", " ").title()


def _minion(kind: str) -> str:
    try:
        return cards().minion(kind).name
    except KeyError:
        return STRENGTH_WORDS.get(kind, kind.replace("_", " "))


def _plural(n: int, word: str) -> str:
    if n == 1:
        return f"1 {word}"
    if word == "die":
        return f"{n} dice"
    return f"{n} {word}s" if not word.endswith("s") else f"{n} {word}"


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def army_words(army: dict) -> str:
    """'3 Zombies and a Ghost' (its Necromancer alone when none)."""
    parts = [_plural(n, _minion(k)) for k, n in army.items() if n > 0]
    if not parts:
        return "no Minions"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def city_odds(before, seat: int, space: str) -> float | None:
    """The attacker's chance to take a City from `before` (the public view), asked of the bot's own
    plan, so the figure told is the one it decided by; None when it cannot be worked out here."""
    try:
        from tabletop.ai.rise_bot import Plan

        st = copy.deepcopy(before)  # the plan may try the seat on a space while it weighs a guarded City
        return float(Plan(st, seat)._city_odds(space, st.dominion.get(space)))
    except Exception:
        return None


def _academy_count(view, seat: int, colour: str) -> int | None:
    try:
        from tabletop.games.rise.content import academy_count

        return int(academy_count(view, seat, colour))
    except Exception:
        return None


def _move(before, seat: int, to: str, after) -> str:
    try:
        space = board(before.side).space(to)
    except KeyError:
        return ""
    me = before.players[seat]
    for s, p in enumerate(before.players):
        if s != seat and p.space == to and to != "valley":
            return f"to attack {W.who(s)}'s Necromancer"
    kind = space.kind
    if kind == "city":
        hold = before.dominion.get(to)
        if hold is not None and hold.seat == seat and hold.count:
            return "back to a City it holds"
        towers = space.towers
        whose = f"{W.who(hold.seat)}'s City" if hold is not None and hold.count else "a free City"
        guard = before.guards.get(to)
        guards = ""
        if guard is not None and guard.seat != seat and any(guard.army.values()):
            guards = f" and {army_words(guard.army)} left to guard it"
        odds = city_odds(before, seat, to)
        chance = f" (odds {odds:.0%})" if odds is not None else ""
        return (
            f"to take {whose} for {_plural(len(space.tax), 'Dominion counter')}: its Necromancer and "
            f"{army_words(me.army)} against {_plural(towers, 'tower')}{guards}{chance}"
        )
    if kind == "land":
        dice = space.resource_dice + space.corpse_dice
        low = [GOOD_NAMES[g] for g, n in me.stock.items() if n == 0 and g in GOOD_NAMES]
        need = f" (it has no {', '.join(low[:2])})" if low and len(low) < 5 else ""
        return f"to roll the Land's {_plural(dice, 'die')} for Resources and corpses{need}"
    if kind == "dungeon":
        guard = before.guards.get(to)
        first = ""
        if guard is not None and guard.seat != seat and any(guard.army.values()):
            first = f", first past {W.who(guard.seat)}'s {army_words(guard.army)}"
        power = ""
        if me.necromancer:
            try:
                power = f" with {_name(me.necromancer)} (power {cards().card(me.necromancer).power[0]})"
            except (KeyError, IndexError, AttributeError):
                power = ""
        return f"to try the Dungeon for treasure and Dominion counters{power}{first}"
    if kind in ("library", "workshop"):
        what, held = ("Spell", len(me.spells)) if kind == "library" else ("Item", len(me.items))
        return f"to look at the top {what} cards for its {what} track ({held} in play)"
    if kind == "academy":
        colour = next((c for c, a in COLOUR_ACADEMY.items() if a == space.academy), None)
        n = _academy_count(before, seat, colour) if colour else None
        title = ACADEMY_TITLES.get(space.academy, space.name)
        holder = before.headmasters.get(colour) if colour else None
        if n is not None and n >= Q.ACADEMY_LEAST and holder != seat:
            return f"to become Headmaster of the {title}: it controls {n} Minions of its colour"
        if holder == seat:
            return f"it is already Headmaster of the {title}"
        return f"toward the {title} ({n} of its colour)" if n is not None else ""
    if kind == "valley":  # r29: "moves to The Valley of Souls — back to the Valley of Souls" told nothing
        return "nothing in reach is worth more: the Valley asks no action and no fight"
    return ""


def reason(before, action, after=None) -> str:
    """A short reason for a computer's action, from public views only ('' when there is nothing to add)."""
    seat = getattr(action, "seat", None)
    if seat is None or before is None:
        return ""
    if isinstance(action, A.Move):
        return _move(before, seat, action.to, after)
    if isinstance(action, A.Stay):
        return "nothing in reach is worth more than holding this City"
    if isinstance(action, A.PlayCard):
        try:
            c = cards().card(action.card)
        except KeyError:
            return ""
        text = getattr(c, "text", "") or ""
        if hasattr(c, "levels"):  # a Spell: its first level's words
            text = c.levels[0].text if c.levels else ""
        kind = (
            "Necromancer"
            if action.card in cards().necromancers
            else "Apprentice"
            if action.card in cards().apprentices
            else "Spell"
            if hasattr(c, "levels")
            else "Item"
        )
        power = getattr(c, "power", None)
        head = f"{_a(kind)} of power {power[0]}" if power else f"{_a(kind)} for its track"
        return f"{head}: {text.rstrip('.')}" if text else head
    if isinstance(action, A.Raise):
        try:
            colour = cards().minion(action.kind).colour
        except KeyError:
            return ""
        n = _academy_count(after, seat, colour) if after is not None else None
        title = ACADEMY_TITLES.get(COLOUR_ACADEMY.get(colour, ""), "its Academy")
        more = f" ({n} of its colour now; {Q.ACADEMY_LEAST} and more than the Headmaster win the title)" if n else ""
        return f"a stronger army, and toward Headmaster of the {title}{more}"
    if isinstance(action, A.Fortify):
        return f"to guard {board(before.side).space(before.players[seat].space).name} against rivals"
    if isinstance(action, A.PickUp):
        return "to take it along"
    if isinstance(action, A.MistWalk):
        return "to reach farther this turn"
    if isinstance(action, A.Pick):
        deck = getattr(before.turn, "peek_deck", "")
        return f"the card that helps its {'Spell' if deck == 'spell_deck' else 'Item'} track or Academies most"
    if isinstance(action, A.Quest):
        return "it expects to pass the quest's tests" if action.accept else "the quest looks too risky"
    if isinstance(action, A.UseItem):
        return "the fight is close"
    if isinstance(action, A.Flee):
        n = sum(before.players[seat].army.values())
        return (
            f"only {_plural(n, 'Minion')} to fight with" if action.flee else f"{_plural(n, 'Minion')}: enough to stand"
        )
    if isinstance(action, A.Choose):
        return _choose(before, action)
    return ""


def _choose(before, action) -> str:
    kind = Q.decision_kind(before)
    c = action.choice
    if c in ("yes", "no"):
        return "it can still turn the fight" if c == "yes" else "it would not change the fight"
    if c.isdigit():
        if kind == "reroll":
            return "a missed attack may hit this time" if c != "0" else "the dice are good enough"
        return "the wounds it still needs" if c != "0" else "it keeps its Zombies"
    if c == "tower":
        return "a tower takes it, so its Minions fight on"
    if kind == "allocate":
        return "its least valuable fighter takes the wound"
    return ""


# -- the log --------------------------------------------------------------------------------------
def attach(batch: list, seat: int, why: str, chose: str = "") -> None:
    """Join a reason to the action's first line in its log batch (in place): on that line when everyone
    sees it, else as a line of its own after it. `chose`: the decision in words (a combat choice, whose
    events tell what followed rather than what was chosen): a line of its own first in the batch. The
    joined lines are the game's words (games/rise/words.py)."""
    if not why:
        return
    from tabletop.core.protocol import Event

    if chose:
        batch.insert(0, Event("why", {"seat": seat}, W.computer_says(seat, why, chose)))
        return
    for i, ev in enumerate(batch):
        if not ev.text:
            continue
        if ev.to is None:
            batch[i] = dataclasses.replace(ev, text=W.with_reason(ev.text, why))
        else:
            batch.insert(i + 1, Event("why", {"seat": seat}, W.computer_says(seat, why)))
        return
