"""The words of Basalt LaSeur's Revenge (NM-SOLO-*): every solo event's one player-facing text, from
its typed record (solo_events.py), registered with words.py; and Basalt's reasons, said as the
rulebook's guides ask them ("Draft question 2: ...")."""

from __future__ import annotations

from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, State
from tabletop.games.necromolds.words import (
    SOLO_OPPONENT,
    book_name,
    count,
    dice_faces,
    edge_of,
    monster_name,
    player,
    register,
)

BASALT_NAME = SOLO_OPPONENT


def side(seat: int) -> str:
    """'Basalt' for Basalt's seat, 'Player 1' for the human's."""
    return BASALT_NAME if seat == BASALT else player(seat)


def _size_name(state: State, mid: str) -> str:
    m = state.find(mid)
    return library().size(m.book, m.size).name if m is not None else mid


def _revealed(state: State, r: SE.CardRevealed) -> str:
    text = f"Basalt reveals {book_name(r.card)} and rolls {dice_faces(r.faces)}: {count(r.hits, 'defense hit')}"
    if not r.monsters:
        # the clay left may still make his smallest monster (LeftoverClay): "run out" read as none left
        return text + (": no monsters, the card is set aside" if r.hits == 0 else ": his clay is too little for it")
    made = ", ".join(_size_name(state, m) for m in r.monsters)
    text += f": he molds {made} ({r.clay_left} dr left)"
    return text + (": too little clay for more of them" if r.short else "")


def _drafted(r: SE.Drafted) -> str:
    who = side(r.seat)
    die = f"a wild die as {r.face}" if r.wild else f"a {r.face} die"
    if r.book is None:
        return f"{who} takes {die} and discards it" + (f" (+{count(r.gems, 'gem')})" if r.gems else "")
    where = "its magic ability" if r.slot == -1 else f"slot {r.slot + 1}"
    return f"{who} takes {die} for {book_name(r.book)} ({where})"


def _draft_order(r: SE.DraftOrder) -> str:
    if r.how == "books":
        why = f"most active spellbooks, {r.books[r.first]} to {r.books[1 - r.first]}"
    elif r.how == "monsters":
        why = f"tied on spellbooks; fewest monsters, {r.monsters[r.first]} to {r.monsters[1 - r.first]}"
    else:
        hits = r.rolloff[-1]["hits"]
        why = f"tied; won the roll-off {hits[str(r.first)]} to {hits[str(1 - r.first)]}"
        if len(r.rolloff) > 1:
            why += f" after {count(len(r.rolloff) - 1, 're-roll')} of a tie"
    return f"{side(r.first)} chooses the first command die ({why})"


# What each of Basalt's guide questions and rules says, as the rulebook words it.
DRAFT_RULES = {
    "q1": "Draft question 1: {who} can make a ranged attack this round: takes a ranged die",
    "q2": "Draft question 2: {who} can move to make a ranged attack this round: takes a move die "
    "(a ranged die follows on his next pick)",
    "q3": "Draft question 3: {who} can move to make a melee attack this round: takes a move die",
    "q4": "Draft question 4: a move die for {who}, the monster {where} an enemy",
    "promise": "Draft question 2's promise: a ranged die for {book}",
    "magic_last": "Magic Last: the magic die for {book}, after its other dice",
    "best": "Draft question 4: a {face} die for {book}, the most advantageous die left",
    "discard": "Discard for Gems: no die left fits his open slots, so he discards one for 2 gems",
}
TURN_RULES = {
    "q1": "Turn question 1: {book} can make a ranged attack: ranged command",
    "q2": "Turn question 2: {book} can move and then make a ranged attack: move command first",
    "q3": "Turn question 3: {book} can move to make a melee attack: move command",
    "q4": "Turn question 4: {book} performs its {face} command as best it can",
}


# Why his look-ahead took what it took where the guide left him a choice (basalt_judge.py, NM-SOLO-20):
# {about} his monster, {against} the enemy.
LOOKED = {
    "odds": "{about} is the likeliest to smash {against}",
    "safe": "{about} ends out of reach of a charge",
    "reach": "{about} can reach {against} first",
    "closer": "{about} gets closest to {against}",
    "deny": "it keeps {about} from attacking {against}",  # {about}: the human's monster that would use it
}
LOOKED_ALONE = {  # the same when the reason names no monster
    "odds": "the likeliest attack to smash",
    "safe": "his monsters end out of reach of a charge",
    "reach": "his monsters can reach their enemies first",
    "closer": "his monsters get closest to the enemy",
    "deny": "the die Player 1 could use best",
}


def looked(state: State, r: SE.BasaltChoice) -> str:
    """' — ' and why the look-ahead chose this (the player's words), or "" when the guide decided."""
    if not r.looked:
        return ""
    if r.looked == "closer" and (r.about, r.against) == (r.monster, r.target):  # the line names them already
        return " — that way ends closest to the enemy"
    if r.about and (r.against or "{against}" not in LOOKED[r.looked]):
        about, against = monster_name(state, r.about), monster_name(state, r.against) if r.against else ""
        return " — " + LOOKED[r.looked].format(about=about, against=against)
    return " — " + LOOKED_ALONE[r.looked]


def _choice(state: State, r: SE.BasaltChoice) -> str:
    return _said(state, r) + looked(state, r)


def _said(state: State, r: SE.BasaltChoice) -> str:
    book = book_name(r.book) if r.book else ""
    if r.step == "draft":
        who = monster_name(state, r.monster) if r.monster else book
        where = "furthest from" if r.count == 0 else "closest to"
        text = DRAFT_RULES[r.rule].format(who=who, book=book, face=r.face, where=where)
        return text + (" (Wild First: the wild die)" if r.target == "wild" else "")
    if r.step == "card":
        # the count is what his dice can make (basalt.most_combat: a bound after a move), not a promise
        attacks = f"up to {count(r.count, 'attack')}" if r.count else "no attack"
        return f"Basalt's turn: {book}, the card that makes the most combat ({attacks})"
    if r.step == "command":
        return TURN_RULES[r.rule].format(book=book, face=r.face)
    if r.step == "target":
        name, target = monster_name(state, r.monster), monster_name(state, r.target)
        if r.rule == "weak_target":
            return f"Weak Targets: {name} attacks {target}, the weakest defense within reach"
        if r.rule == "in_range":
            return f"Strategic Movement: {name} moves just far enough to shoot {target}"
        return f"Strategic Movement: {name} moves toward its closest enemy, {target}"
    if r.step == "gems":
        if r.rule == "all_in":
            return f"Big Spender: this combat can end the game, so Basalt adds {count(r.count, 'die', 'dice')}"
        return f"Big Spender: Basalt adds {count(r.count, 'die', 'dice')}" if r.count else "Basalt cannot afford a die"
    if r.step == "order":
        return "Basalt chooses to go first (Turn Order Choice)"
    if r.step == "draw":
        return "Basalt always plays for victory: he refuses the draw"
    return f"Basalt: {r.rule}"


register(
    {
        SE.TerrainDone: lambda state, r: f"{side(r.seat)} places {count(r.pieces, 'terrain piece')} and is done",
        SE.DeckShuffled: lambda state, r: (
            f"Basalt's {count(r.cards, 'shared play card')} are shuffled face down"
            + (" again: no card has made a monster yet" if r.reshuffle else "")
        ),
        SE.CardRevealed: _revealed,
        SE.LeftoverClay: lambda state, r: (
            f"Basalt's leftover clay makes {len(r.monsters)} more "
            f"{_size_name(state, r.monsters[0]) if r.monsters else book_name(r.book)} ({r.clay_left} dr left)"
        ),
        SE.BasaltDeployed: lambda state, r: (
            f"Basalt lines up {count(len(r.monsters), 'monster')} along {edge_of(BASALT)}, "
            "each next to a different monster"
        ),
        SE.BasaltGems: lambda state, r: f"Basalt starts with {count(r.gems, 'gem')}",
        SE.PoolRolled: lambda state, r: f"Round {r.round}: the command dice pool is {', '.join(r.faces)}",
        SE.DraftOrder: lambda state, r: _draft_order(r),
        SE.Drafted: lambda state, r: _drafted(r),
        SE.BasaltChoice: _choice,
    }
)
