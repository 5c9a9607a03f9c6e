"""The words of the fight's event records (fight_events.py): WORDS maps a record type to its wording.
A fight reads as a story: "The Copier Golem attacks Bea: 5, 2, skull: 1 hit (Bea 7/10)."."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content.corp.records import CorpCards, card_of
from tabletop.core.protocol import EventRecord
from tabletop.games.corp import fight_events as F

WORDS: dict[type, Callable[[Any, CorpCards], str]] = {}


def text(record: EventRecord, cards: CorpCards) -> str | None:
    """The line for a record of this module's kinds; None for another module's."""
    say = WORDS.get(type(record))
    return say(record, cards) if say is not None else None


def counted(n: int, noun: str) -> str:
    return f"{n} {noun if n == 1 else noun + 's'}"


def faces(raw: list[int], shown: list[int]) -> str:
    """The dice as they read: a rolled 1 is a skull; a face moved by a bonus shows "3→4"."""
    out = []
    for r, s in zip(raw, shown):
        out.append("skull" if r == 1 else (str(r) if r == s else f"{r}→{s}"))
    return ", ".join(out)


def bare(name: str) -> str:
    """A name without its own leading article ("The Shredder Titan" -> "Shredder Titan"), for a line that
    gives it one ("Go into the Shredder Titan", not "the The Shredder Titan")."""
    return name[4:] if name.startswith("The ") else name


def the(name: str) -> str:
    """A card's name with "the" before it, once."""
    return f"the {bare(name)}"


def foe(cards: CorpCards, card: str, start: bool = False) -> str:
    """A monster with its article ("the Ghoul", "The Ghoul" to start a line); a boss by its name alone."""
    name = cards.name(card)
    if card_of(card) in cards.bosses or name.lower().startswith("the "):
        return name[0].upper() + name[1:] if start else name
    return f"{'The' if start else 'the'} {name}"


def _left(cards: CorpCards, card: str) -> str:
    """A monster the fight leaves where it is: a room's is abandoned (the rulebook's Abandoned Monsters); a
    boss is never abandoned, nobody escapes it (NC-BOSS-01): it waits on the roof (play-test r28: "The
    Undying Founder is left behind, abandoned" ended a lone character's last fight)."""
    if card_of(card) in cards.bosses:
        return f"{foe(cards, card, True)} waits on the roof."
    return f"{foe(cards, card, True)} is left behind, abandoned."


def _hand(cards: CorpCards, hand: str) -> str:
    return "a bare fist" if hand == "fist" else the(cards.name(hand))


def _target(cards: CorpCards, target: str) -> str:
    """A monster is "the Ghoul"; a character (an infected fight) is named bare."""
    return cards.name(target) if target in cards.characters else foe(cards, target)


_ABILITY = {
    "reveal_damage": "{who} takes {amount} damage",
    "reveal_disarm": "{who} drops the {other}",
    "summon": "the {other} comes out too",
    "death_damage": "{who} takes {amount} damage as it dies",
    "thanophobia": "{who} can only try to escape",
}


def _ability(r: F.AbilityTriggered, cards: CorpCards) -> str:
    said = _ABILITY.get(r.ability, r.ability.replace("_", " "))
    other = cards.name(r.other) if r.other else ""
    detail = said.format(who=cards.name(r.who) if r.who else "", amount=r.amount, other=other)
    return f"{cards.name(r.card)}: {detail}."


def _escape(r: F.EscapeRolled, cards: CorpCards) -> str:
    who = cards.name(r.who)
    if r.free:
        return f"{who} gets away without a roll."
    die = faces([r.face], [r.shown])
    return f"{who} tries to escape: {die}, " + ("gets away." if r.ok else "caught!")


WORDS.update(
    {
        F.FoeRevealed: lambda r, c: (
            f"{c.name(r.who)} finds {foe(c, r.card)} again, "
            + (f"still hurt ({r.damage} damage)." if r.damage else "unhurt.")
            if r.again
            else f"{foe(c, r.card, True)} comes out to fight {c.name(r.who)}!"
        ),
        F.AbilityTriggered: _ability,
        F.AttackRolled: lambda r, c: (
            f"{c.name(r.who)} strikes {_target(c, r.target)} with {_hand(c, r.hand)}: "
            f"{faces(r.faces, r.shown)}: {counted(r.hits, 'hit')}, {r.damage} damage "
            f"({c.name(r.target)} {r.left}/{r.life})."
        ),
        F.FoeAttacked: lambda r, c: (
            f"{foe(c, r.card, True)} attacks {c.name(r.who)}: {faces(r.faces, r.shown)}: "
            f"{counted(r.hits, 'hit')}, {r.damage} damage ({c.name(r.who)} {r.left}/{r.life})."
        ),
        F.EscapeRolled: _escape,
        F.HelpAsked: lambda r, c: f"{c.name(r.who)} calls for help" + ("." if r.asked else ", but nobody can come."),
        F.HelpAnswered: lambda r, c: f"{c.name(r.who)} " + ("comes in to help." if r.join else "stays out."),
        F.Passed: lambda r, c: f"{c.name(r.who)} holds back.",
        F.WeaponBroken: lambda r, c: f"{c.name(r.who)}'s {c.name(r.weapon)} breaks and is discarded.",
        F.FistHurt: lambda r, c: (
            f"A skull: {c.name(r.who)} hurts their own fist for {r.damage} damage ({c.name(r.who)} {r.left}/{r.life})."
        ),
        F.FoeHealed: lambda r, c: (  # "Round 4: ..." at the start of a monsters' round (NC-FIGHT-04)
            (f"Round {r.round}: " if r.round else "")
            + f"{foe(c, r.card, True)} heals {r.amount} ({r.ability.replace('_', ' ')}): {r.left}/{r.life}."
        ),
        F.ZombieFell: lambda r, c: (
            f"A zombie shielding {foe(c, r.card)} falls; {counted(r.standing, 'zombie')} still standing."
        ),
        F.FoeKilled: lambda r, c: (
            f"{c.name(r.who)} kills {foe(c, r.card)}"
            + (f" ({counted(r.loot, 'Plot card')} to draw)." if r.loot else ".")
        ),
        F.FoeGone: lambda r, c: {
            "alone": f"{foe(c, r.card, True)} has no life in it and falls apart by itself.",
            "vanished": f"{foe(c, r.card, True)} vanishes.",
        }.get(r.how, _left(c, r.card)),
        F.CharacterFell: lambda r, c: f"{c.name(r.who)} is struck down by {c.name(r.by)}.",
        F.InfectedReturned: lambda r, c: (
            f"{c.name(r.who)} rises again as {'an' if r.type[:1] in 'aeiou' else 'a'} {r.type} with {r.life} life "
            f"({faces(r.faces, r.faces)})."
        ),
        F.InfectedFight: lambda r, c: (
            " and ".join(c.name(n) for n in r.names[: len(r.infected)])
            + (" (infected) fall on " if len(r.infected) > 1 else " (infected) falls on ")
            + " and ".join(c.name(n) for n in r.names[len(r.infected) :])
            + "!"
        ),
        F.FightOver: lambda r, c: {
            "won": "The fight is won.",
            "abandoned": "Everyone in the fight got away: the fight is over.",
            "wiped": "Nobody is left standing in the fight.",
            "boss slain": "The boss is slain!",
        }.get(r.how, "The fight is over."),
    }
)
