"""The words of the actions the table offers on its buttons ("Enter a new door", "Go up to level 2",
"Pick up the Fire Axe"), in one place, from the actions' typed fields and the cards (no pygame).

`words(action, state, cards)` is the one line a button shows; `tip(...)` a longer line for its
tooltip where there is more to say. `state` is the seat's view (never needs hidden parts). The turn's
actions are worded here; the fight's are worded in their own section below (corp-fight-ui refines
those for the fight window).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content.corp.records import CorpCards, card_of
from tabletop.core.protocol import player_name
from tabletop.games.corp import actions as A
from tabletop.games.corp.endgame import team_of
from tabletop.games.corp.fight_help import helpers
from tabletop.games.corp.fight_rolls import HIT, SKULL
from tabletop.games.corp.fight_words import bare, counted, foe, the
from tabletop.games.corp.reach import card_gone
from tabletop.games.corp.state import BOSS_ROOM, TOP, State, hall_key


def character_name(st: State, cards: CorpCards, seat: int) -> str:
    """The character a seat plays ("Gary from IT"), or the seat's name if the card is unknown."""
    try:
        return cards.characters[st.players[seat].character].name
    except (KeyError, IndexError):
        return player_name(seat)


def card_name(cards: CorpCards, card: str) -> str:
    """A card's printed name (the boss's too)."""
    return cards.name(card)


def _level_word(n: int) -> str:
    return "the top floor" if n == TOP else f"level {n}"


# -- the turn (NC-TURN) --------------------------------------------------------------------------------


def _pick_up(a: A.PickUp, st: State, c: CorpCards) -> str:
    out = f"Pick up {the(card_name(c, a.card))}"
    return out + (f" (leave {the(card_name(c, a.drop))})" if a.drop else "")


def _give(a: A.Give, st: State, c: CorpCards) -> str:
    return f"Give {the(card_name(c, a.card))} to {character_name(st, c, a.to)}"


def _go(a: A.GoToLevel, st: State, c: CorpCards) -> str:
    here = st.players[a.seat].level
    way = "up" if a.level > here else "down"
    return f"Go {way} to {_level_word(a.level)}"


def _use_item(a: A.UseItem, st: State, c: CorpCards) -> str:
    out = f"Use {the(card_name(c, a.card))}"
    if a.target >= 0:
        who = "yourself" if a.target == a.seat else character_name(st, c, a.target)
        out += f" on {who}"
    if a.weapon:
        out += f" on {the(card_name(c, a.weapon))}"
    return out + _healing(a, st, c)


def _healing(a: A.UseItem, st: State, c: CorpCards) -> str:
    """What a heal gives, as life.heal will (" (+1 life)"): a kit offered at 17 of 18 life read as worth
    its 4 (play-test r22); "" for an item that does not heal now."""
    from tabletop.games.corp import life
    from tabletop.games.corp.items import usable_effect

    target = a.seat if a.target < 0 else a.target
    if not (0 <= a.seat < len(st.players) and 0 <= target < len(st.players)):
        return ""
    try:
        e = usable_effect(st, c.plot(a.card).effects, a.seat)
    except KeyError:  # not a Plot card: the rules refuse it, the words say nothing more
        return ""
    if e is None or e.kind != "heal":
        return ""
    q = st.players[target]
    got = max(0, min(e.amount, life.max_life(st, c, target) - q.life))
    return f" (+{got} life)"


def _machine(a: A.UseMachine, st: State, c: CorpCards) -> str:
    return f"Use {the(card_name(c, a.card))} (a life token)"


def _enter_room(a: A.EnterRoom, st: State, c: CorpCards) -> str:
    if st.players[a.seat].level == TOP:
        return "Open the boss's door"
    return "Enter a new door"


def _enter_revealed(a: A.EnterRevealed, st: State, c: CorpCards) -> str:
    """Two rooms of a level may bear one name (two Basement Server Wyrms, one slain): the words say what
    waits in each, a monster to fight or what lies on an explored room's floor, so no two plaques read
    the same unless going into either comes to the same."""
    if a.room == BOSS_ROOM:
        return "Go into the boss's room"
    name = card_name(c, a.room)
    area = st.areas.get(a.room)
    if area is None:
        return f"Go into {the(name)}"
    if area.foes:
        # several monsters in one area (NC-CONTAG-16) are counted: "fight them" after one monster's name
        # read as a slip (play-test r24, "Go into the Cult High Accountant and fight them")
        n = len(area.foes)
        return f"Go into {the(name)} and fight it" if n == 1 else f"Go into {the(name)} and fight {n} monsters"
    lying = [card_name(c, h.card) for h in area.weapons] + [card_name(c, i) for i in area.items]
    lying += [card_name(c, m.card) for m in area.machines]
    if area.discarded and card_gone(st, a.room):  # its card went on: the table draws the room nameless
        out = "Go into the explored room"
    else:
        out = f"Go into the explored {bare(name)}" if area.discarded else f"Go into {the(name)}"
    if lying:
        out += f" ({', '.join(lying[:2])}{' and more' if len(lying) > 2 else ''})"
    return out


def _claim(a: A.Claim, st: State, c: CorpCards) -> str:
    if not a.card:
        return "Let the found weapons lie"
    out = f"Take {the(card_name(c, a.card))}"
    return out + (f" (leave {the(card_name(c, a.drop))})" if a.drop else "")


# -- the fight (NC-FIGHT, NC-RESP): plain words for its buttons until the fight window words them ------


def _hand(h: str, c: CorpCards) -> str:
    return "a fist" if h == A.FIST else f"{the(card_name(c, h))}"


def _target(t: str, st: State, c: CorpCards) -> str:
    if not t:
        return ""
    if t.startswith("seat:"):
        try:
            return f" at {character_name(st, c, int(t[5:]))}"
        except ValueError:
            return ""
    return f" at {the(card_name(c, t))}"


def _several_foes(st: State) -> bool:
    f = st.fight
    return f is not None and f.area in st.areas and len(st.areas[f.area].foes) > 1


def _attack(a: A.Attack, st: State, c: CorpCards) -> str:
    hands = [_hand(h, c) for h in a.hands]
    if hands == ["a fist", "a fist"]:
        said = "both fists"
    else:
        said = " and ".join(hands) or "bare hands"
    out = f"Attack with {said}"
    if a.all_in:  # the Wooden Stake, the Broom: their own number of dice, decided before (NC-FAQ-08)
        out = f"Attack all in with {the(card_name(c, a.all_in))}"
    if a.one_handed:
        out += " (one-handed)"
    return out + (_target(a.target, st, c) if a.target.startswith("seat:") or _several_foes(st) else "")


def _shoot(a: A.Shoot, st: State, c: CorpCards) -> str:
    said = " and ".join(f"{the(card_name(c, w))}" for w in a.weapons)
    return f"Shoot with {said}" + (_target(a.target, st, c) if _several_foes(st) else "")


def _pass(a: A.Pass, st: State, c: CorpCards) -> str:
    f = st.fight
    if f is not None and f.step == "melee_first":
        return "Let it attack first"
    return "Hold fire"


def _escape(a: A.Escape, st: State, c: CorpCards) -> str:
    if not a.to:
        return "Try to escape (4-6)"
    if a.to == "new":
        return "Escape through a new door (4-6)"
    if a.to.startswith("hall:"):
        return f"Escape to the hallway of {_level_word(int(a.to[5:]))} (4-6)"
    return f"Escape into {the(card_name(c, a.to))} (4-6)"


WORDS: dict[type, Callable[[Any, State, CorpCards], str]] = {
    A.PickUp: _pick_up,
    A.Give: _give,
    A.Drop: lambda a, st, c: f"Drop {the(card_name(c, a.card))}",
    A.GoToLevel: _go,
    A.UseItem: _use_item,
    A.UseMachine: _machine,
    A.EndTurn: lambda a, st, c: "End your turn",
    A.EnterRoom: _enter_room,
    A.EnterRevealed: _enter_revealed,
    A.LeaveRoom: lambda a, st, c: "Leave the room for the hallway",
    A.Claim: _claim,
    A.Shoot: _shoot,
    A.Pass: _pass,
    A.Attack: _attack,
    A.Escape: _escape,
    A.AskHelp: lambda a, st, c: "Ask for help",
    A.Help: lambda a, st, c: "Come in and help" if a.join else "Stay out",
}

TIPS: dict[type, str] = {
    A.EnterRoom: "Flip your character: draw the next Room card of this level (your one flip this turn)",
    A.EnterRevealed: "Flip your character into a revealed room of this level (your one flip this turn)",
    A.LeaveRoom: "Flip your character back to the hallway (your one flip this turn)",
    A.EndTurn: "Pass the turn to the next player (exploring is optional)",
    A.GoToLevel: "From the hallway to the hallway of another open level",
    A.PickUp: "Take it from the floor of your area (two weapons at most)",
    A.Give: "Trade with a character in your area",
    A.Drop: "Leave it on the floor of your area: anyone here may pick it up later",
    A.Escape: "Roll a die: on 4-6 you get away to the hallway",
    A.AskHelp: "The players in this level's hallway may come in, in the order they choose",
}


def words(action: A.Action, st: State, cards: CorpCards) -> str:
    """The one line a button offering `action` shows."""
    fn = WORDS.get(type(action))
    return fn(action, st, cards) if fn is not None else type(action).__name__


# the boss was drawn when the last exit was found (NC-BOSS-02; again if the party's count changed, NC-FAQ-12):
# "is drawn" here read as if the door drew it (play-test r22)
BOSS_DOOR_TIP = (
    "Open the boss's door and face the final boss waiting behind it; nobody escapes it (your one flip this turn)"
)


def tip(action: A.Action, st: State | None = None) -> str:
    """What the button does, at more length (empty where the words say it all); on the top floor a new
    door is the boss's (play-test: its tip said "draw the next Room card of this level")."""
    seat = getattr(action, "seat", -1)
    at_top = st is not None and 0 <= seat < len(st.players) and st.players[seat].level == TOP
    if isinstance(action, A.EnterRoom) and at_top:
        return BOSS_DOOR_TIP
    return TIPS.get(type(action), "")


# -- The fight window's words (corp-fight-ui) ---------------------------------------------------------
# The fight window (tabletop/ui/corp/table/fight_*.py) shows a fight's choices as short plaques beside the
# dice each would roll: "Fire Axe", "Knife, then a fist", "Try to escape (4-6)", "Come in and fight".
# Each function answers (label, tooltip). Which actions exist is fight_legal.py's, what they roll
# fight_queries.py's.


def _fight_hand(cards: CorpCards, hand: str, one_handed: bool = False) -> str:
    if hand == A.FIST:
        return "a fist"
    name = short(cards, hand)
    return f"{name} in one hand" if one_handed else name


def short(cards: CorpCards, card: str) -> str:
    """A card's name for a button: what the parentheses say it is ("Barra de Fierro (Crowbar)": Crowbar)."""
    name = cards.name(card)
    if name.endswith(")") and "(" in name:
        return name[name.rindex("(") + 1 : -1]
    return name


def _roll_words(cards: CorpCards, r, one_handed: bool) -> str:
    """One hand's roll for a tooltip: "the Letter Opener in one hand: 2 dice (a base die + 1)"."""
    if r.hand == A.FIST:
        what = "a bare fist"
    else:
        two = not one_handed and _hands_of(cards, r.hand) >= 2
        what = f"{the(short(cards, r.hand))} in {'both hands' if two else 'one hand'}"
    if r.all_in:
        dice = f"its own {counted(r.dice, 'die').replace('dies', 'dice')}"
    elif r.dice > 1:
        dice = f"{r.dice} dice (a base die + {r.dice - 1})"
    else:
        dice = "1 die"
    if r.shift:
        dice += f", {'+' if r.shift > 0 else '−'}{abs(r.shift)} on each"
    return f"{what}: {dice}"


def _hands_of(cards: CorpCards, weapon: str) -> int:
    try:
        return int(cards.plot(weapon).hands or 1)
    except (KeyError, AttributeError):
        return 1


def _hands_tip(cards: CorpCards, a: A.Attack, rolls) -> str:
    """What a two-handed attack does in a player's words (NC-RESP-05, NC-RESP-13: one roll per hand):
    "Two attacks, one per hand: first the Letter Opener in one hand: 2 dice (a base die + 1); then the
    Mechanical Keyboard in the other hand: 2 dice (a base die + 1)." ("" unless two hands roll.)"""
    if len(rolls) != 2:
        return ""
    first, second = (_roll_words(cards, r, r.hand in a.one_handed) for r in rolls)
    second = second.replace(" in one hand:", " in the other hand:", 1)
    if rolls[1].fist and not rolls[0].fist:
        second = second.replace("a bare fist:", "your other hand's bare fist:", 1)
    both = "Two weapons, one in each hand" if not any(r.fist for r in rolls) else "Both hands"
    return f"{both}: two attacks, each its own roll, one after the other: first {first}; then {second}. "


def attack_words(cards: CorpCards, a: A.Attack, ordered: bool = False, rolls=()) -> tuple[str, str]:
    """An attack's hands in the order rolled ("Fire Axe", "Two fists", "Knife, then a fist"); `ordered`:
    the same hands may also be rolled the other way round (the label says which goes first); `rolls`
    (fight_queries.attack_rolls) puts each hand's dice in the tooltip (play-test r23: the two-weapon
    plaque's hint did not say which dice each hand rolls)."""
    if a.hands == (A.FIST,):
        label = "One fist"
    elif a.hands == (A.FIST, A.FIST):
        label = "Two fists"
    else:
        parts = [_fight_hand(cards, h, h in a.one_handed) for h in a.hands]
        parts[0] = parts[0][0].upper() + parts[0][1:]
        label = ", then ".join(parts) if ordered else " and ".join(parts)
    if a.all_in:
        label = f"{short(cards, a.all_in)}, all in"
    each = _hands_tip(cards, a, tuple(rolls))
    if each:
        tips = [each + "Every 4-6 is a hit."]
    elif len(rolls) == 1:
        said = _roll_words(cards, rolls[0], rolls[0].hand in a.one_handed)
        tips = [said[0].upper() + said[1:] + "; every 4-6 is a hit."]
    else:
        tips = ["Each hand is its own roll: a base die plus the weapon's dice; every 4-6 is a hit."]
    if A.FIST in a.hands:
        tips.append("A fist that rolls a skull hurts you for 2.")
    if any(h != A.FIST for h in a.hands):
        tips.append("A weapon whose dice all show skulls is discarded.")
    if a.all_in:
        tips.append("All in: the card's own number of dice, decided before you roll.")
    if a.one_handed:
        tips.append("Held in one hand, with its drawback on every die.")
    if ordered:
        tips.append("The last roll that hurts it makes you its target; the ⇄ chip rolls the other hand first.")
    return label, " ".join(tips)


def shoot_words(cards: CorpCards, a: A.Shoot) -> tuple[str, str]:
    """A ranged attack before the monster attacks (NC-FIGHT-03)."""
    label = "Shoot the " + " and the ".join(short(cards, w) for w in a.weapons)
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


def _escape_place(st: State, cards: CorpCards, to: str) -> str:
    if to.startswith("hall:"):
        return f"the level {to.split(':', 1)[1]} hallway"
    a = st.areas.get(to)
    if a is not None and a.foes:
        return f"the room of {foe(cards, a.foes[0].card)}"
    if a is not None and a.weapons:
        return f"the room with {the(cards.name(a.weapons[0].card))}"
    return "that room"


def escape_words(st: State, cards: CorpCards, a: A.Escape, shift: int) -> tuple[str, str]:
    """An escape die (NC-RESP-02), with the faces it needs; an infected fight's hallway escape says where
    it leads (NC-CONTAG-08/09)."""
    need = faces_needed(shift)
    if a.to and a.to != (hall_key(st.fight.level) if st.fight is not None else ""):
        return f"Escape to {_escape_place(st, cards, a.to)} ({need})", "One die: on a success you go there."
    tip = "One die: on a success you go to the hallway; the monster stays. Fail, and it attacks again."
    return f"Try to escape ({need})", tip


def worth(cards: CorpCards, card: str) -> int:
    """The points a monster (its printed level) or the boss (its difficulty) gives the team whose player
    slays it (NC-TEAM-02/03/05)."""
    cid = card_of(card)
    if cid in cards.rooms:
        return cards.rooms[cid].level
    return cards.bosses[cid].difficulty if cid in cards.bosses else 0


def _stake(st: State, cards: CorpCards) -> str:
    """What the fight's monsters are worth, for a sentence: "the Zombie Auditor's 3 points"."""
    fight = st.fight
    area = st.areas.get(fight.area) if fight is not None else None
    foes = [f.card for f in area.foes] if area is not None else []
    if len(foes) == 1:
        return f"{the(cards.name(foes[0]))}'s {counted(worth(cards, foes[0]), 'point')}"
    return "the points of the monster they slay"


def help_words(st: State, cards: CorpCards, a: A.AskHelp | A.Help) -> tuple[str, str]:
    """Asking the hallway for help (NC-RESP-14), and an asked seat's answer (NC-RESP-15); in a teams game
    each helper's team, and the risk: a rival who deals the killing blow scores it (NC-TEAM-08)."""
    mine = team_of(st, a.seat) if st.teams else None
    if isinstance(a, A.Help):
        if a.join:
            tip = "You enter the fight and attack at once; you stay in it."
            if mine is not None:
                tip += f" If you deal the killing blow, your team (team {mine + 1}) scores {_stake(st, cards)}."
            return "Come in and fight", tip
        return "Stay out", "Leave them to it."
    fight = st.fight
    seats = helpers(st, cards, a.seat) if fight is not None else []
    names = []
    for s in seats:
        name = cards.name(st.players[s].character)
        if mine is not None:
            t = team_of(st, s)
            name += " (your team)" if t == mine else f" (team {(t or 0) + 1}, a rival)"
        names.append(name)
    who = ", ".join(names) if names else "nobody"
    tip = f"Instead of attacking: {who} may come in, in the order they choose, and strike."
    if mine is not None and any(team_of(st, s) != mine for s in seats):
        tip += f" Beware: if a rival deals the killing blow, their team scores {_stake(st, cards)}, not yours."
    elif mine is not None and seats:
        tip += " Only your own team may come: the points stay yours."
    return "Call for help", tip


def target_words(st: State, cards: CorpCards, target: str) -> str:
    """A target of an attack: a monster by name, or a character in an infected fight."""
    if target.startswith("seat:"):
        return cards.name(st.players[int(target.split(":", 1)[1])].character)
    if not target and st.fight is not None and st.areas.get(st.fight.area) and st.areas[st.fight.area].foes:
        target = st.areas[st.fight.area].foes[0].card
    return cards.name(target) if target else "the monster"
