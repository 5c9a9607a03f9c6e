"""Every choice a seat has in a NecronomiCORP fight, exactly: the attacks NC-RESP-05 allows with what
it carries (fists, one- and two-handed weapons, a two-handed weapon its card lets you hold in one hand,
a weapon's all-in roll, NC-FAQ-08), ranged shots only with charged ranged weapons (NC-FIGHT-03), an
escape never from the boss (NC-BOSS-01), asking for help only when someone may come (NC-RESP-14)."""

from __future__ import annotations

from itertools import permutations

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import effects, fight_help
from tabletop.games.corp.actions import FIST, NEW_DOOR, Action, AskHelp, Attack, Escape, Help, Pass, Shoot
from tabletop.games.corp.fight_foes import card as foe_card
from tabletop.games.corp.fight_rolls import is_empty
from tabletop.games.corp.state import Held, State, hall_key

MAX_MEMO = 4096  # attack lists kept per cards object: cleared when it grows past this


def to_act(st: State) -> list[int]:
    """The seats that may act in the fight now (any order among them)."""
    fight = st.fight
    if fight is None:
        return []
    if fight.step == "help":
        return list(fight.asked)
    if fight.step == "pvp":
        first = [s for s in fight.waiting if s in fight.infected]  # the infected act first (NC-CONTAG-06)
        return first or list(fight.waiting)
    return list(fight.waiting)


def no_ranged(st: State, cards: CorpCards) -> bool:
    """A curse on the fight's level forbids ranged attacks (level_no_ranged)."""
    return st.fight is not None and effects.has(effects.on_level(st, cards, st.fight.level), "level_no_ranged")


def ranged_ready(cards: CorpCards, h: Held) -> bool:
    """A ranged weapon that can still fire: an empty one is only a +0D melee weapon (NC-PLOT-12)."""
    plot = cards.plot(h.card)
    return plot.range == "ranged" and not is_empty(plot, h.charges)


def attacks(
    st: State, cards: CorpCards, seat: int, *, melee_only: bool = False, targets: list[str] | None = None
) -> list[Action]:
    """The attacks NC-RESP-05 allows (each weapon once, NC-RESP-06; the hands in the order rolled,
    NC-RESP-19): one or two fists, a one-handed weapon alone or with a fist, two one-handed weapons,
    a two-handed weapon alone; the Crowbar may count as one-handed (NC-PLOT-09); a weapon with an all-in
    roll may be used that way, alone (NC-FAQ-08). `melee_only`: fists and melee or empty weapons.
    Listed once per all that they are made from (the seat; its character, traumas, items, weapons and
    charges; whether ranged is barred; the targets), kept with the cards: the bot lists them, and the
    action it picks is checked against them."""
    p = st.players[seat]
    banned_ranged = melee_only or no_ranged(st, cards)
    key = (
        seat,
        p.character,
        tuple(p.traumas),
        tuple(p.items),
        tuple([(h.card, h.charges) for h in p.weapons]),
        banned_ranged,
        tuple(targets) if targets else None,
    )
    memo = cards.__dict__.get("_corp_attacks_memo")
    if memo is None:
        memo = cards.__dict__["_corp_attacks_memo"] = {}
    got = memo.get(key)
    if got is None:
        if len(memo) >= MAX_MEMO:
            memo.clear()
        got = memo[key] = tuple(_attacks(st, cards, seat, banned_ranged, targets))
    return list(got)


def _attacks(st: State, cards: CorpCards, seat: int, banned_ranged: bool, targets: list[str] | None) -> list[Action]:
    p = st.players[seat]
    mine = effects.on_character(st, cards, seat)
    hands = 1 if effects.has(mine, "one_hand") else 2
    one: list[tuple[str, bool]] = []  # (weapon, used one-handed against its card)
    two: list[str] = []
    all_in: list[str] = []
    for h in p.weapons:
        plot = cards.plot(h.card)
        if banned_ranged and ranged_ready(cards, h):
            continue
        if plot.hands <= 1:
            one.append((h.card, False))
        else:
            if hands == 2:
                two.append(h.card)
            if effects.has(plot.effects, "one_handed_drawback"):
                one.append((h.card, True))
        if effects.has(plot.effects, "all_in") and (plot.hands <= 1 or hands == 2):
            all_in.append(h.card)
    combos: list[tuple[tuple[str, ...], tuple[str, ...], str]] = [((FIST,), (), "")]
    if hands == 2:
        combos.append(((FIST, FIST), (), ""))
    for w, bent in one:
        oh: tuple[str, ...] = (w,) if bent else ()
        combos.append(((w,), oh, ""))
        if hands == 2:
            combos += [((w, FIST), oh, ""), ((FIST, w), oh, "")]
    if hands == 2:
        for (a, bent_a), (b, bent_b) in permutations(one, 2):
            if a != b:
                pair = tuple(x for x, bent in ((a, bent_a), (b, bent_b)) if bent)
                combos.append(((a, b), pair, ""))
    combos += [((w,), (), "") for w in two]
    combos += [((w,), (), w) for w in all_in]
    out: list[Action] = []
    seen = set()
    for hs, oh, ai in combos:
        if (hs, oh, ai) in seen:
            continue
        seen.add((hs, oh, ai))
        for t in targets or [""]:
            out.append(Attack(seat, hands=hs, one_handed=oh, all_in=ai, target=t))
    return out


def shots(st: State, cards: CorpCards, seat: int, targets: list[str]) -> list[Action]:
    """Ranged attacks before the monsters attack (NC-FIGHT-03): each charged ranged weapon, or two
    one-handed ones, each its own roll."""
    if no_ranged(st, cards):
        return []
    ready = [h.card for h in st.players[seat].weapons if ranged_ready(cards, h)]
    light = [w for w in ready if cards.plot(w).hands <= 1]
    if effects.has(effects.on_character(st, cards, seat), "one_hand"):
        return [Shoot(seat, weapons=(w,), target=t) for w in light for t in targets]  # one hand only
    combos: list[tuple[str, ...]] = [(w,) for w in ready]
    combos += [(a, b) for a, b in permutations(light, 2) if a != b]
    return [Shoot(seat, weapons=c, target=t) for c in combos for t in targets]


def foe_targets(st: State) -> list[str]:
    """The foes one may aim at: "" when there is one (it is the target), their cards when several."""
    fight = st.fight
    assert fight is not None
    foes = st.areas[fight.area].foes
    return [f.card for f in foes] if len(foes) > 1 else [""]


def escape_dests(st: State, seat: int) -> list[str]:
    """Where an escape from an infected fight in a hallway may lead (NC-CONTAG-08/09): "" the plain
    escape (stay in the hallway, out of the fight), a revealed room of the level holding an abandoned
    weapon or monster, the hallway of another open level, or a new door of the level (NEW_DOOR): a
    character (not an infected one, who may not fight monsters, NC-CONTAG-14) whose escape ends the fight,
    on a level with Room cards left; the turn opens it once the fight is over (rooms.doors_after_escape)."""
    fight = st.fight
    assert fight is not None
    if fight.step != "pvp" or fight.area != hall_key(fight.level):
        return [""]
    lv = fight.level
    rooms = [
        k
        for k, a in st.areas.items()
        if a.level == lv and k != fight.area and not a.discarded and not k.startswith("hall:") and (a.weapons or a.foes)
    ]
    halls = [hall_key(lv2.number) for lv2 in st.levels if lv2.open and lv2.number != lv]
    door = (
        [NEW_DOOR]
        if seat not in fight.infected
        and 1 <= lv <= len(st.levels)
        and st.levels[lv - 1].stack
        and not any(s != seat and s not in fight.infected for s in fight.fighters)
        else []
    )
    return ["", *rooms, *halls, *door]


def legal(st: State, cards: CorpCards, seat: int, only: type | None = None) -> list[Action]:
    """Exactly the fight actions `seat` may take now. `only`: the caller wants the actions of that type
    alone (why_not, judging one action): the costly lists of other types are left out, so the actions
    of that type are the same as in the whole list (held so by a test), the others may be missing."""
    fight = st.fight
    if fight is None or seat not in to_act(st):
        return []
    if fight.step == "help":
        return [Help(seat, join=True), Help(seat, join=False)]
    if fight.step == "pvp":
        return pvp_legal(st, cards, seat, only)
    targets = foe_targets(st)
    if fight.step == "ranged":
        return [*(shots(st, cards, seat, targets) if only in (None, Shoot) else ()), Pass(seat)]
    if fight.step == "melee_first":
        melee = attacks(st, cards, seat, melee_only=True, targets=targets) if only in (None, Attack) else []
        return [*melee, Pass(seat)]
    boss = any(foe_card(cards, f.card).boss for f in st.areas[fight.area].foes)
    if seat in fight.escape_only and not boss:
        return [Escape(seat)]  # Thanophobia (NC-FAQ-03)
    out = attacks(st, cards, seat, targets=targets) if only in (None, Attack) else []
    if seat in fight.joined:
        return out  # a helper's one action on entering is an attack (NC-RESP-15)
    if not boss:
        out.append(Escape(seat))
    if only in (None, AskHelp) and fight_help.helpers(st, cards, seat):
        out.append(AskHelp(seat))
    return out


def opponents(st: State, seat: int) -> list[int]:
    """In an infected fight, the fighters on the other side from `seat`."""
    fight = st.fight
    assert fight is not None
    mine = seat in fight.infected
    return [s for s in fight.fighters if (s in fight.infected) != mine]


def pvp_legal(st: State, cards: CorpCards, seat: int, only: type | None = None) -> list[Action]:
    """An infected fight (NC-CONTAG-18): attack a character of the other side with fists or weapons as
    one likes (NC-FAQ-02), escape (to where a hallway escape may lead, NC-CONTAG-07..09) or ask for help
    (infected from infected, NC-CONTAG-10)."""
    fight = st.fight
    assert fight is not None
    targets = [f"seat:{s}" for s in opponents(st, seat)]
    out = attacks(st, cards, seat, targets=targets) if only in (None, Attack) else []
    if seat in fight.joined:
        return out
    if only in (None, Escape):
        out += [Escape(seat, to=d) for d in escape_dests(st, seat)]
    if only in (None, AskHelp) and fight_help.helpers(st, cards, seat):
        out.append(AskHelp(seat))
    return out


def why_not(st: State, cards: CorpCards, action: Action) -> str | None:
    """Why a fight action is refused, in a player's words; None when it is legal."""
    if action in legal(st, cards, action.seat, only=type(action)):
        return None
    fight = st.fight
    if fight is None:
        return "there is no fight on"
    if action.seat not in to_act(st):
        return "it is not for you to act in this fight now"
    allowed: dict[str, tuple[type, ...]] = {"help": (Help,), "ranged": (Shoot, Pass), "melee_first": (Attack, Pass)}
    step = allowed.get(fight.step)
    if step is not None and not isinstance(action, step):
        return {
            "help": "you were asked for help: come in or stay out",
            "ranged": "before the monster attacks you may only shoot or hold back",
            "melee_first": "you may strike first with melee, or hold back",
        }[fight.step]
    if isinstance(action, Escape):
        if any(foe_card(cards, f.card).boss for f in st.areas[fight.area].foes):
            return "nobody escapes the boss"
        if action.seat in fight.joined:
            return "you came in to help: you attack on entering"
        return "you cannot escape that way"
    if action.seat in fight.escape_only and not isinstance(action, Escape):
        return "Thanophobia: you can only try to escape now"
    if isinstance(action, AskHelp):
        return "nobody can come to help"
    if isinstance(action, (Attack, Shoot)):
        return "that is not an attack you can make with what you carry (or that target is not in the fight)"
    return "that is not a choice in this fight now"
