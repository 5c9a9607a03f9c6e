"""The words of Rise of the Necromancers for the log: how a seat is named, cards by their printed names,
and the computer's reasons joined to the line of the action they explain. The engine's event texts and
the table's lines come from here, so the table shows texts and never rewords the engine's English."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content.rise.board import GOOD_NAMES
from tabletop.core.protocol import Event, EventRecord, player_name
from tabletop.games.rise import events as E

# How a seat is named to players: the platform's one function (said in thousands of log lines a game).
who = player_name


def counted(n: int, noun: str, many: str = "") -> str:
    """'1 counter', '2 counters', '0 towers': a count and its noun, plural unless one (`many`: the
    plural where it is not the noun + 's'). Every count in the players' words goes through here."""
    return f"{n} {noun if n == 1 else (many or noun + 's')}"


def card_names(cards, ids) -> str:
    """Cards' printed names for the log ("A, B and C"); the ids stay in the event's data."""
    names = [cards.card(x).name for x in ids]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def dealt(cards, seat: int, ids) -> str:
    """The deal as its owner reads it: 'Player 1 is dealt A, B and C (seen by them alone).'"""
    return f"{who(seat)} is dealt {card_names(cards, ids)} (seen by them alone)."


def drawn(cards, seat: int, ids) -> str:
    """A draw as the drawer reads it: 'Player 1 draws A (seen by them alone).'"""
    if not ids:
        return f"{who(seat)} draws nothing (the deck is empty)."
    return f"{who(seat)} draws {card_names(cards, ids)} (seen by them alone)."


def with_reason(text: str, why: str) -> str:
    """An action's public line with the computer's reason joined: 'Player 2 moves to X — to attack ...'."""
    return text.rstrip(".") + f" — {_lower_first(why)}."


def computer_says(seat: int, why: str, chose: str = "") -> str:
    """The computer's reason as a line of its own (after a line the others do not see, or after a combat
    decision `chose` in words): 'Player 2 (computer): Roll 1 again — a missed attack may hit this time.'"""
    head = f"{who(seat)} (computer): "
    return head + (f"{chose} — {_lower_first(why)}." if chose else f"{_lower_first(why)}.")


def _lower_first(why: str) -> str:
    return why[:1].lower() + why[1:]


# -- event texts, from the typed records (events.py) -----------------------------------------------


def _land_faces(faces) -> str:
    return "; ".join(", ".join(GOOD_NAMES.get(g, g) for g in f) or "nothing" for f in faces)


def _fight_result(r: E.FightResult, board) -> str:
    won = r.winner_seat
    bits = [f"{who(won)} wins" if won is not None else f"the {'attacker' if r.attacker_won else 'defender'} wins"]
    lost = [x["name"] for side in ("attacker", "defender") for x in r.lost.get(side, ())]
    if lost:
        # the same fighter lost twice is counted, not named twice ("Player 3's Zombie ×2")
        counts = dict.fromkeys(lost, 0)
        for name in lost:
            counts[name] += 1
        bits.append("lost: " + ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items()))
    if r.towers_wounded:
        bits.append(f"{r.towers_wounded} of {counted(r.towers, 'tower')} wounded")
    return f"The fight at {board.space(r.space).name}: " + "; ".join(bits) + "."


_TEXTS: dict[type, Callable[[Any, Any, Any], str]] = {
    E.DecksShuffled: lambda r, board, cards: (
        "The Item, Spell and Dungeon decks are shuffled; 3 Necromancer and 3 Apprentice cards are dealt "
        "face down to each player."
    ),
    E.Dealt: lambda r, board, cards: dealt(cards, r.seat, r.cards),
    E.DealtFaceDown: lambda r, board, cards: f"{who(r.seat)} is dealt 6 cards face down.",
    E.RollOff: lambda r, board, cards: (
        "Roll for the black Necromancer: "
        + ", ".join(f"{who(s)} {d}" for s, d in r.rolloff.items())
        + (" (a tie for lowest: they roll again)" if r.again else "")
    ),
    E.SetupDone: lambda r, board, cards: (
        f"{who(r.order[0])} takes the black Necromancer and starts; everyone stands in the Valley."
    ),
    E.TurnBegins: lambda r, board, cards: f"Round {r.round}: {who(r.seat)}'s turn.",
    E.CardsDrawn: lambda r, board, cards: drawn(cards, r.seat, r.cards),
    E.CardsDrawnFaceDown: lambda r, board, cards: f"{who(r.seat)} draws {counted(r.count, r.deck + ' card')}.",
    E.LandRolled: lambda r, board, cards: (
        f"{who(r.seat)} rolls the Land dice of {board.space(r.space).name}: " + _land_faces(r.faces) + "."
    ),
    E.FightResult: lambda r, board, cards: _fight_result(r, board),
    E.Conquered: lambda r, board, cards: f"{who(r.seat)} conquers {board.space(r.space).name}.",
    E.NecromancerDied: lambda r, board, cards: f"{who(r.seat)}'s Necromancer dies and returns to the Valley of Souls.",
    E.ApprenticeDied: lambda r, board, cards: f"{who(r.seat)}'s Apprentice dies and leaves the game (RN-APP-07).",
    E.MovedBack: lambda r, board, cards: f"{who(r.seat)} moves back to {board.space(r.space).name}.",
    E.TrackCounter: lambda r, board, cards: f"{who(r.seat)} places a counter on the {r.track.title()} track.",
    E.CountersReturned: lambda r, board, cards: (
        f"{who(r.seat)}'s counters on {board.space(r.space).name} return to them."
    ),
    E.CountersPlaced: lambda r, board, cards: (
        f"{who(r.seat)} places {counted(r.count, 'counter')} on {board.space(r.space).name}."
    ),
}


_TEXTS.update(
    {
        E.CardPlayed: lambda r, board, cards: f"{who(r.seat)} plays {cards.card(r.card).name}.",
        E.ItemUsed: lambda r, board, cards: f"{who(r.seat)} uses {cards.card(r.card).name} (once during the game).",
        E.SpellCast: lambda r, board, cards: _spell_cast(r, cards),
        E.MinionRaised: lambda r, board, cards: f"{who(r.seat)} raises a {cards.minion(r.kind).name}.",
        E.Fortified: lambda r, board, cards: (
            f"{who(r.seat)} leaves a {cards.minion(r.kind).name} on {board.space(r.space).name}."
        ),
        E.PickedUp: lambda r, board, cards: f"{who(r.seat)} takes a {cards.minion(r.kind).name} back.",
        E.Moved: lambda r, board, cards: f"{who(r.seat)} moves to {board.space(r.to).name}.",
        E.StoodStill: lambda r, board, cards: f"{who(r.seat)} stands still on {board.space(r.space).name}.",
        E.Stuck: lambda r, board, cards: f"{who(r.seat)} cannot move and skips movement and action.",
        E.NecromancerAttacked: lambda r, board, cards: f"{who(r.seat)} attacks {who(r.defender)}'s Necromancer.",
        E.Fled: lambda r, board, cards: f"{who(r.seat)} flees.",
        E.StoodToFight: lambda r, board, cards: f"{who(r.seat)} stays and fights.",
        E.FledTo: lambda r, board, cards: f"{who(r.seat)} flees to {board.space(r.to).name}.",
    }
)


# Spells whose casting the fight's own lines tell at their step (Weaken in step 1, RN-SPEC-09; Death Bolt at
# step 3's end, RN-SPEC-10); the event at the fight's end is their price paid (RN-SPELL-03), not a second cast.
FIGHT_SPELLS = ("weaken", "death_bolt")


def _spell_cast(r: E.SpellCast, cards) -> str:
    spell = cards.spells[r.spell]
    price = goods_words(spell.cast, 1) if spell.cast in GOOD_NAMES else "its price"
    if r.spell in FIGHT_SPELLS:
        return f"{who(r.seat)} pays {price} for {spell.name}."
    return f"{who(r.seat)} casts {spell.name} (pays {price})."


def _no_action(r: E.NoAction, board) -> str:
    if r.why == "valley":
        return f"{who(r.seat)} finds only darkness and fog in the Valley of Souls."
    if r.why == "own_dungeon":
        return f"{who(r.seat)} already controls this Dungeon: no action."
    if r.why == "deck_empty":
        return f"{who(r.seat)} finds the {r.deck.title()} deck empty."
    if r.why == "no_dungeon_cards":
        return "There are no Dungeon cards left."
    return f"{who(r.seat)} cannot become Headmaster of {board.space(r.space).name} ({r.count} of its colour)."


def _names_and(names) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def _kept(r: E.CardKept, cards) -> str:
    back = ", then ".join(cards.card(c).name for c in r.rest)
    return f"{who(r.seat)} keeps {r.name} and puts {back or 'nothing'} back on top" + (
        " in that order." if len(r.rest) > 1 else "."
    )


def _dungeon(cards, card: str) -> str:
    return cards.dungeons[card].name


_TEXTS.update(
    {
        E.NoAction: lambda r, board, cards: _no_action(r, board),
        E.CardsLooked: lambda r, board, cards: f"{who(r.seat)} looks at {_names_and(r.names)}.",
        E.CardsLookedFaceDown: lambda r, board, cards: (
            f"{who(r.seat)} looks at the top {r.count} cards of the {r.deck.title()} deck."
        ),
        E.Choosing: lambda r, board, cards: f"{who(r.seat)} is choosing a card.",
        E.CardKept: lambda r, board, cards: _kept(r, cards),
        E.CardKeptFaceDown: lambda r, board, cards: f"{who(r.seat)} keeps one card and puts {r.count} back on top.",
        E.CardAdded: lambda r, board, cards: f"{who(r.seat)} adds a card to their hand.",
        E.DungeonReshuffled: lambda r, board, cards: "The Dungeon discard pile is shuffled into a new Dungeon deck.",
        E.DungeonEntered: lambda r, board, cards: (
            f"{who(r.seat)} enters the Dungeon: {_dungeon(cards, r.card)} "
            f"({cards.dungeons[r.card].type.replace('_', '-')})."
        ),
        E.QuestDeclined: lambda r, board, cards: f"{who(r.seat)} declines the quest.",
        E.QuestMinionsWait: lambda r, board, cards: (
            f"{who(r.seat)} cannot sacrifice {r.outside}: Minions wait outside the Dungeon and take no part in "
            "its quests (RN-DUNG-06)."
        ),
        E.QuestPaid: lambda r, board, cards: f"{who(r.seat)} pays the quest's price.",
        E.QuestTest: lambda r, board, cards: (
            f"{who(r.seat)} rolls {r.roll} against {r.power}: {'passed' if r.passed else 'failed'}."
        ),
        E.GolemWounded: lambda r, board, cards: f"{who(r.seat)}'s Golem takes the wound.",
        E.DungeonWon: lambda r, board, cards: f"{who(r.seat)} succeeds in the Dungeon ({_dungeon(cards, r.card)}).",
        E.DungeonLost: lambda r, board, cards: f"{who(r.seat)} fails in the Dungeon ({_dungeon(cards, r.card)}).",
        E.BecameHeadmaster: lambda r, board, cards: f"{who(r.seat)} becomes Headmaster of {board.space(r.space).name}.",
    }
)


UNCOUNTED = ("ichor", "dark_water")  # goods the rulebook never puts in the plural ("2 Ichor", "3 Dark water")


PRICE_NAMES = {"apprentice": "Apprentice", "minion": "Minion"}  # what else a quest may ask you to pay


def goods_words(good: str, n: int) -> str:
    """'2 Lesser corpses', '1 Ichor': a count of one kind of good, as the rulebook names it."""
    name = GOOD_NAMES.get(good) or PRICE_NAMES.get(good) or good.replace("_", " ")
    return f"{n} {name}" if good in UNCOUNTED else counted(n, name)


def cost_words(cost: dict[str, int]) -> str:
    """'1 Ichor and 2 Scrolls' (nothing: 'nothing'): a price in the rulebook's names."""
    parts = [goods_words(k, n) for k, n in cost.items() if n]
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 2 else parts) or "nothing"


def lack_words(short: dict[str, tuple[int, int]]) -> str:
    """'needs 1 Greater corpse: you have 0': what a price asks of each good the player holds too few of
    (rules_play.cost_shortfall's {good: (needed, held)})."""
    return "; ".join(f"needs {goods_words(k, need)}: you have {have}" for k, (need, have) in short.items())


_TEXTS.update(
    {
        E.MayUseItems: lambda r, board, cards: f"{who(r.seat)} may use once-during-the-game Items in this combat.",
        E.GoodsGivenBack: lambda r, board, cards: (
            f"{who(r.seat)} gives back {' and '.join(goods_words(k, n) for k, n in r.goods.items())} collected this "
            "turn: nothing is collected in the turn a Necromancer dies (RN-DEATH-02)."
        ),
        E.GameWon: lambda r, board, cards: r.reason,
        E.CardsRemoved: lambda r, board, cards: (
            f"{who(r.seat)}'s other Necromancer{'s' if len(r.cards) != 1 else ''}, {card_names(cards, r.cards)}, "
            f"{'leave' if len(r.cards) != 1 else 'leaves'} the game: only one Necromancer is played (RN-NEC-02)."
        ),
        E.CardsRemovedFaceDown: lambda r, board, cards: (
            f"{who(r.seat)}'s other {counted(r.count, 'Necromancer card')} {'leave' if r.count != 1 else 'leaves'} "
            "the game unseen (RN-NEC-02)."
        ),
    }
)


def text(record: EventRecord, board, cards) -> str:
    """The one player-facing wording of a typed event, from its record (`board`: the side played on,
    for space names; `cards`: the card content, for card names)."""
    return _TEXTS[type(record)](record, board, cards)


def event(
    record: EventRecord,
    board,
    cards,
    to: tuple[int, ...] | None = None,
    public_record: EventRecord | None = None,
    reveals: bool = False,
) -> Event:
    """The Event of a typed record (and its public version's record), worded here."""
    public = text(public_record, board, cards) if public_record is not None else ""
    return Event.of(record, text(record, board, cards), to, public, public_record, reveals)


# Why a card cannot be played (rules_play.play_blocker's codes): the rules' reason, and the short
# form the table's "phase 1 passed over" notice lists (one per kind of reason, the cost first).
PLAY_REFUSALS: dict[str, tuple[str, str]] = {
    "cannot_pay": ("you cannot pay its cost (RN-PLAY-09)", "no card you can pay for"),
    "not_in_hand": ("that card is not in your hand", "no card in your hand may be played now"),
    "drawn_this_turn": (
        "a card drawn this turn can be played from your next turn (RN-SPELL-11, RN-WORK-02)",
        "a card drawn this turn waits for your next turn",
    ),
    "needs_necromancer": (
        "an Apprentice needs a Necromancer played in an earlier turn (RN-APP-01, RN-PLAY-06)",
        "an Apprentice waits for a Necromancer played in an earlier turn",
    ),
    "has_apprentice": ("you already have an Apprentice (RN-APP-04)", "you have an Apprentice already"),
    "third_apprentice": (
        "after your third Apprentice's death no other will follow you (RN-APP-05)",
        "no Apprentice follows you after a third one's death",
    ),
    "named_already": ("you are already a named Necromancer (RN-NEC-02)", "you are a named Necromancer already"),
}


def quest_follow(steps, short: dict[str, tuple[int, int]]) -> str:
    """The 'Follow the quest' button, saying what following costs, or that it fails and why (issue 21: a
    quest offered that could not be paid failed automatically): 'Follow the quest: pay 1 Scroll',
    'Follow the quest: it fails (needs 2 Lesser corpses: you have 1)'."""
    if short:
        return f"Follow the quest: it fails ({lack_words(short)})"
    price: dict[str, int] = {}
    parts = []
    for e in steps:
        if e.kind == "pay":
            price[e.what] = price.get(e.what, 0) + e.amount
        elif e.kind == "test":
            parts.append(f"roll {min(e.power, 5)} or less")  # a 6 always fails (RN-DUNG-07)
    if price:
        parts.insert(0, "pay " + cost_words(price))
    return "Follow the quest" + (": " + ", then ".join(parts) if parts else "")


def play_refusal(code: str, short: dict[str, tuple[int, int]]) -> str:
    """The refusal of a card for play_blocker's `code`; a cost it cannot pay says what it lacks:
    'you cannot pay its cost (RN-PLAY-09) — needs 1 Greater corpse: you have 0'."""
    why = PLAY_REFUSALS[code][0]
    return f"{why} — {lack_words(short)}" if short else why


def removal_warning(cards, ids) -> str:
    """What playing a Necromancer does to the others in hand, said before it is played (its hover and
    the question asked): 'Playing it removes Shade Queen and Knight-Tyrant from the game (RN-NEC-02).'"""
    return f"Playing it removes {card_names(cards, ids)} from the game (RN-NEC-02)." if ids else ""


def owned(seat: int, unit: str) -> str:
    """A fighter's name in a fight: 'Player 1's Zombie' (the combat's log and panel use it)."""
    return f"{who(seat)}'s {unit}"


def unit_of(name: str, seat: int | None) -> str:
    """The fighter's name without its owner ('Player 1's Zombie' -> 'Zombie'), where the owner heads the
    column already; the inverse of `owned`, kept beside it so the format lives in one place."""
    own = owned(seat, "") if seat is not None else ""
    return name[len(own) :] if own and name.startswith(own) else name


def gain_source(r, board) -> str:
    """' (treasure)', ' (tax of Hollowell)', ' (turn)': where a gain comes from, as the log says it."""
    if r.source == "effect":
        return f" ({getattr(r, 'card', '') or r.place})"  # the card whose effect it is (r27)
    if r.source == "tax":
        return f" (tax of {board.space(r.place).name})"
    if r.source in ("treasure", "headmaster"):
        return " (treasure)" if r.source == "treasure" else " (Headmaster)"
    return ""


def _gained(r, board) -> str:
    # the goods by the rulebook's names ("gains 1 Scroll"), as the Land line and every price say them (r19)
    what = goods_words(r.what, r.amount) if r.what in GOOD_NAMES else f"{r.amount} {r.what.replace('_', ' ')}"
    short = "" if r.amount == r.asked else f" (the supply had only {r.amount})"
    return f"{who(r.seat)} gains {what}{gain_source(r, board)}{short}."


_TEXTS.update(
    {
        E.Gained: lambda r, board, cards: _gained(r, board),
        E.NothingCollected: lambda r, board, cards: (
            f"{who(r.seat)} collects no {r.what.replace('_', ' ')}{gain_source(r, board)}: their Necromancer "
            "died this turn (RN-DEATH-02)."
        ),
    }
)


# -- a fight's story (events.FIGHT_STORY), line by line ------------------------------------------------

FIGHT_KINDS = {
    "city": "City",
    "dungeon": "Dungeon",
    "minions": "versus Minions",
    "pvp": "Necromancer against Necromancer",
}
_COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def count(n: int, noun: str) -> str:
    """'no wounds', 'one wound', 'two wounds', '11 wounds'."""
    word = _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)
    return f"{word} {noun}{'' if n == 1 else 's'}"


def listed(items) -> str:
    """'A', 'A and B', 'A, B and C'."""
    words = [str(i) for i in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


_WOUND_WORDS = ("miss",) + tuple(count(n, "wound") for n in range(1, len(_COUNT_WORDS)))  # made once


def wounds(n: int) -> str:
    """A roll's outcome: 'miss', 'one wound', 'two wounds'."""
    return _WOUND_WORDS[n] if n < len(_WOUND_WORDS) else count(n, "wound")


def grouped(names) -> list[str]:
    """Alike fighters told once with their number, in the order first met: seven "Player 1's Zombie"
    read "Player 1's 7 Zombies" (play-test r19: the Combat line named each one)."""
    seen: dict[str, int] = {}
    for name in names:
        seen[name] = seen.get(name, 0) + 1
    out = []
    for name, n in seen.items():
        owner, mark, unit = name.rpartition("'s ")
        out.append(name if n == 1 else f"{owner}{mark}{n} {plural(unit)}")
    return out


def plural(noun: str) -> str:
    """'Zombies', 'Hell knights', 'Zombie Herders': the last word takes the plural."""
    return noun + ("es" if noun.endswith(("s", "x", "ch", "sh")) else "s")


def _fighters(names, city: str, towers: int) -> str:
    parts = grouped(names)
    owners = {part.partition("'s ")[0] for part in parts if "'s " in part}
    if len(parts) > 1 and len(owners) == 1 and all("'s " in part for part in parts):
        # one owner said once: "Player 1's Necromancer, 7 Zombies and Plague Rat Keeper" (r20 play-test)
        parts = [f"{owners.pop()}'s " + listed(part.partition("'s ")[2] for part in parts)]
    parts += [f"{city} ({count(towers, 'tower')})"] if city else []
    return listed(parts) or "nobody"


def _rolled(r: E.Rolled) -> str:
    rolls = listed([d.roll for d in r.dice])
    hit = sum(d.hit for d in r.dice)
    if r.again:
        return f"The {r.side} rolls {count(len(r.dice), 'missed attack')} again: {rolls}: {wounds(hit)}."
    name = f"{r.fighter_name}'s Death Bolt" if r.bolt else r.fighter_name
    return f"{name} rolls {rolls}: {wounds(hit)}."


def _weaken(r: E.WeakenCast) -> str:
    bits = []
    if r.reduce:
        bits.append(f"-{r.reduce} power to every attack")
    if r.remove:
        bits.append(f"{count(r.removed, 'strongest attack')} removed")
    other = "defender" if r.side == "attacker" else "attacker"
    return f"The {r.side} casts Weaken on the {other}: {', '.join(bits) or 'no effect'}."


def _fight_over(r: E.FightOver) -> str:
    # a dead Necromancer is told by its own line (events.NecromancerDied follows in every game), not twice (r19)
    line = f"The {r.winner} wins."
    if r.move_back:
        line += " The attacker moves back to the space it came from."
    return line


_FIGHT_LINES: dict[type, Callable[[Any], str]] = {
    E.FightBegins: lambda r: (
        f"Combat ({FIGHT_KINDS[r.kind]}): {_fighters(r.attacker, r.attacker_city, r.attacker_towers)} against "
        f"{_fighters(r.defender, r.defender_city, r.defender_towers)}."
    ),
    E.WaitOutside: lambda r: f"{listed(r.names)} wait{'s' if len(r.names) == 1 else ''} outside the Dungeon.",
    E.Rolled: _rolled,
    E.WeakenCast: _weaken,
    E.DeathBoltCast: lambda r: f"The {r.side} casts Death Bolt.",
    E.ZombiesExploded: lambda r: (
        f"The {r.side} casts Zombie Explosion: {count(r.wounds, 'Zombie')} explode{'s' if r.wounds == 1 else ''}, "
        f"{count(r.wounds, 'wound')}."
    ),
    E.WoundsIgnored: lambda r: f"The {r.side} ignores {count(r.count, 'wound')}.",
    E.TowerWounded: lambda r: f"A wound is allocated to a tower of {r.city} ({r.tower} of {r.towers}).",
    E.CityAttackLost: lambda r: f"{r.city} loses its power-{r.power} attack for this combat.",
    E.FighterRemoved: lambda r: f"{r.fighter_name} takes a wound and is removed.",
    E.NecromancerKilled: lambda r: f"{r.fighter_name} takes the last wound and dies.",
    E.WoundsLost: lambda r: _wounds_lost(r),
    E.FightOver: _fight_over,
}


def _wounds_lost(r) -> str:
    """RN-COMBAT-21's lost wounds: "one more" only after others were allocated (play-test r26: "One more
    wound cannot be allocated" told of the only wound, on a City with no tower left)."""
    lost = "it is lost" if r.count == 1 else "they are lost"
    if getattr(r, "allocated", 0):
        return f"{count(r.count, 'more wound').capitalize()} cannot be allocated: {lost}."
    what = "the wound" if r.count == 1 else f"the {count(r.count, 'wound')}"
    return f"There is nothing to take {what}: {lost}."


def fight_line(record) -> str:
    """A line of a fight's story, from its record (fighters and Cities carry their names)."""
    return _FIGHT_LINES[type(record)](record)


_TEXTS.update({kind: (lambda r, board, cards: fight_line(r)) for kind in _FIGHT_LINES})
