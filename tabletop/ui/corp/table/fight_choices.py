"""The fight window's choices: exactly the legal fight actions of the seat at the screen, grouped the way
a player thinks of them, each with its words and the dice it would roll.

- Attacks (NC-RESP-05) are shown once per set of hands; where the same hands may be rolled in either
  order (a weapon and a fist: which roll comes first decides who last wounded the monster, NC-RESP-19),
  a swap chip turns the order. With several monsters (NC-CONTAG-16) or an infected fight's opponents
  (NC-CONTAG-18) the attacks are shown for the target picked in the window's "Aim at" chips.
- Shots before the monster attacks (NC-FIGHT-03) and the hold-back (Pass), the first strike on an
  abandoned monster (NC-ABAN-04), the escape (4-6, its odds; never the boss's, NC-BOSS-01; an infected
  fight's hallway escape to where it may lead, NC-CONTAG-08/09), asking for help (NC-RESP-14), and the
  asked seat's come in / stay out (NC-RESP-15).

`offer(view, aim, order)` reads only the view; every action it returns is one of `view.legal`, and every
legal fight action is reachable through some aim and order (tests/ui/corp/test_fight_choices.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.corp import fight_queries as Q
from tabletop.games.corp.action_words import (
    attack_words,
    escape_words,
    help_words,
    pass_words,
    shoot_words,
    target_words,
)
from tabletop.games.corp.actions import AskHelp, Attack, Escape, Help, Pass, Shoot

FIGHT_ACTIONS = (Shoot, Pass, Attack, Escape, AskHelp, Help)


@dataclass(frozen=True)
class Choice:
    """One button of the window: `key` stable across frames (the click guard), the words, the action a
    press submits, the rolls it would make (shown as blank dice before rolling), the escape's odds."""

    key: str
    label: str
    action: object
    group: str  # "attack", "shoot", "escape", "help", "answer", "pass"
    rolls: tuple[Q.HandRoll, ...] = ()
    tip: str = ""
    swap: bool = False  # another order of the same hands is also legal (a swap chip beside it)
    odds: float = 0.0  # the chance of an escape die (shown as its faces)


@dataclass
class Offer:
    """What the window offers the seat at the screen now."""

    choices: list[Choice] = field(default_factory=list)
    aims: list[tuple[str, str]] = field(default_factory=list)  # (target key, words) when there is a choice
    aim: str = ""  # the target the attacks are shown for
    no_help: str = ""  # why asking for help is not among the choices, when the seat answers a monster

    def actions(self) -> list:
        return [c.action for c in self.choices]


def fight_legal(view) -> list:
    """The legal actions of the seat at the screen that are the fight's."""
    return [a for a in view.legal if isinstance(a, FIGHT_ACTIONS)]


def _hands_key(a: Attack) -> tuple:
    return (tuple(sorted(a.hands)), a.one_handed, a.all_in)


def _attack_choices(view, attacks: list[Attack], order: dict[str, int]) -> list[Choice]:
    st, cards = view.state, view.cards
    groups: dict[tuple, list[Attack]] = {}
    for a in attacks:
        groups.setdefault(_hands_key(a), []).append(a)
    out = []
    for k, group in groups.items():
        key = "attack:" + "+".join(k[0]) + ":" + ",".join(k[1]) + ":" + k[2]
        a = group[order.get(key, 0) % len(group)]
        rolls = tuple(Q.attack_rolls(st, cards, a))
        words, tip = attack_words(cards, a, len(group) > 1, rolls)
        out.append(Choice(key, words, a, "attack", rolls, tip, swap=len(group) > 1))
    return out


def offer(view, aim: str = "", order: dict[str, int] | None = None) -> Offer:
    """The window's choices for the seat at the screen (none when it may not act in the fight now)."""
    order = order or {}
    st, cards = view.state, view.cards
    legal = fight_legal(view)
    out = Offer()
    aimed = [a for a in legal if isinstance(a, (Attack, Shoot))]
    aims = list(dict.fromkeys(a.target for a in aimed))
    if len(aims) > 1:
        out.aims = [(t, target_words(st, cards, t)) for t in aims]
    out.aim = aim if aim in aims else (aims[0] if aims else "")
    shots: list[Choice] = []
    for a in legal:
        if isinstance(a, Shoot) and a.target == out.aim:
            words, tip = shoot_words(cards, a)
            key = "shoot:" + "+".join(a.weapons)
            shots.append(Choice(key, words, a, "shoot", tuple(Q.attack_rolls(st, cards, a)), tip))
    attacks = [a for a in legal if isinstance(a, Attack) and a.target == out.aim]
    out.choices += shots + _attack_choices(view, attacks, order)
    for a in legal:
        if isinstance(a, Pass):
            words, tip = pass_words(st)
            out.choices.append(Choice("pass", words, a, "pass", tip=tip))
        elif isinstance(a, Escape):
            shift, odds = Q.escape_odds(st, cards, a.seat)
            words, tip = escape_words(st, cards, a, shift)
            out.choices.append(Choice("escape:" + a.to, words, a, "escape", tip=tip, odds=odds))
        elif isinstance(a, AskHelp):
            words, tip = help_words(st, cards, a)
            out.choices.append(Choice("ask_help", words, a, "help", tip=tip))
        elif isinstance(a, Help):
            words, tip = help_words(st, cards, a)
            out.choices.append(Choice("help:" + ("in" if a.join else "out"), words, a, "answer", tip=tip))
    out.no_help = no_help_words(view, legal)
    return out


def no_help_words(view, legal: list) -> str:
    """Why "Call for help" is missing when the seat at the screen answers a monster's attack (the top bar
    says "attack, escape or ask for help"; play-test r19: nothing said why it was not there): a trauma
    of its own, a curse on the level, or nobody who may come (NC-RESP-14, NC-CONTAG-04). "" when asking
    is offered, or is not this step's (a shot, a first strike, a helper's attack on coming in), or the game
    is one player's: alone, nobody could ever come (NC-RESP-14), and "nobody in this level's hallway" read
    as if someone might (play-test r28)."""
    st, cards, seat = view.state, view.cards, view.seat
    fight = st.fight
    if fight is None or seat is None or fight.step != "respond" or seat in fight.joined or len(st.players) < 2:
        return ""
    if any(isinstance(a, AskHelp) for a in legal) or not any(isinstance(a, (Attack, Escape)) for a in legal):
        return ""
    p = st.players[seat]
    try:
        # Thanophobia: the first answer must be an escape; others may well stand in the hallway
        # (play-test r21: "nobody in this level's hallway" was said with three characters there)
        bound = ("thanophobia",) if seat in fight.escape_only else ()
        for t in p.traumas:
            if any(e.kind in ("no_help", *bound) for e in cards.plot(t).effects):
                return f"No help: {cards.name(t)}"
        if 1 <= fight.level <= len(st.levels):
            for c in st.levels[fight.level - 1].curses:
                if any(e.kind == "level_no_help" for e in cards.curse(c).effects):
                    return f"No help: {cards.name(c)}"
    except KeyError:
        return ""
    if p.infected is not None:
        return "No help: no other infected on this level"
    return "No help: nobody in this level's hallway"


def reachable(view) -> set:
    """Every action some aim and order of the window would offer (the tests' check that the window's
    choices are exactly the legal fight actions)."""
    base = offer(view)
    aims = [t for t, _w in base.aims] or [base.aim]
    found = set()
    for t in aims:
        first = offer(view, t)
        found.update(first.actions())
        swaps = {c.key for c in first.choices if c.swap}
        found.update(offer(view, t, dict.fromkeys(swaps, 1)).actions())
    return found
