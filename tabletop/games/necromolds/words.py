"""The words of the game for event texts and refusals: players, monsters, spellbooks and
terrain by name (never engine ids), counts that agree in number, map edges by name."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from functools import partial
from typing import Any

from tabletop.core.protocol import Event, EventRecord, WordedLater, player_name
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.games.necromolds.state import State


def count(n: int, word: str, plural: str = "") -> str:
    """'1 gem', '3 gems'; count(2, 'die', 'dice') -> '2 dice'."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# How a seat is named to players: the platform's one function.
player = player_name


def book_name(book_id: str | None) -> str:
    """A spellbook's printed name ('Boneclaw Brute' for 'boneclaw')."""
    b = library().books.get(book_id) if book_id else None
    return b.name if b else str(book_id or "").replace("_", " ").title()


def _plain_name(state: State, m) -> str:
    """A monster's name without its owner: its size option's name and its number ('Graveghoul 2');
    kept with the content (Library.names): every event naming a monster asks it of every monster."""
    lib = library()
    key = (m.book, m.size, m.id)
    said = lib.names.get(key)
    if said is None:
        book = lib.books.get(m.book)
        name = book.sizes[m.size].name if book and 0 <= m.size < len(book.sizes) else book_name(m.book)
        tail = m.id.rsplit("-", 1)[-1]
        said = lib.names[key] = f"{name} {tail}" if tail.isdigit() else name
    return said


def monster_name(state: State, mid: str, whose: bool | None = None) -> str:
    """A monster as the table names it: its size option's name and its number ('Graveghoul 2',
    'Toad 1'); the number is the one in its id, counted per player and spellbook. Where another
    player's monster has the same name (both sides' 'Cragmaw 1') the owner comes first:
    "Player 2's Cragmaw 1" (issue 21), named as every screen names a seat (the platform's
    player_name, which the kit's seat_name starts from). `whose` True or False forces the owner in
    or out (False: a line that names the owner beside it). In solo play Basalt's are always his."""
    m = state.find(mid)
    if m is None:
        return str(mid)
    plain = _plain_name(state, m)
    if whose is None and state.solo is not None and m.owner == 1:
        # solo: Basalt's always named his ("Slimewick 2 moves" stood beside "Basalt's Slimewick 1")
        whose = True
    if whose is None:  # smashed monsters count too: a name never changes in the middle of a game
        whose = any(o.owner != m.owner and _plain_name(state, o) == plain for o in state.monsters)
    # solo play: the other side is Basalt ("Basalt's Mud Mump 1"), as the solo log names him
    owner = SOLO_OPPONENT if state.solo is not None and m.owner == 1 else player(m.owner)
    return f"{owner}'s {plain}" if whose else plain


def _tie_keeper(state: State, mid: str) -> str:
    """The passive that keeps a monster standing on a tie ('Stalwart'), or ''."""
    m = state.find(mid)
    book = library().books.get(m.book) if m is not None else None
    return book.passive.name if book and book.passive.effect == "tie_survive" else ""


def combat_outcome(
    state: State, kind: str, attacker: str, defender: str, attack_hits: int, defense_hits: int, smashed
) -> str:
    """What a combat did to each monster, attacker first, after the score (issue 21: a tie that
    saved one side beside the other's smashed monster read as a contradiction):
    "Tie 2 to 2: Player 2's Cragmaw 1 is smashed; Insectomite 1 stands (Stalwart saves it on a tie)". `attacker` is '' for a Magic Blast's attack (NM-CLAY-09)."""
    a, h = attack_hits, defense_hits
    tie = a == h
    score = f"Tie {a} to {h}" if tie else f"{a} to {h}"
    if not attacker:
        score = f"Magic Blast, {score[:1].lower()}{score[1:]}"

    def fate(mid: str) -> str:
        name = monster_name(state, mid)
        if mid in smashed:
            return name + (" is smashed (this shot wins ties)" if tie and kind != "melee" else " is smashed")
        if not tie:
            return f"{name} stands"
        # a shot's tie spares any defender (NM-COMBAT-11): no passive is needed to keep it standing
        keeper = "" if kind == "ranged" and attacker else _tie_keeper(state, mid)
        if keeper:
            return f"{name} stands ({keeper} saves it on a tie)"
        return f"{name} stands (a tie spares the defender)" if kind != "melee" else f"{name} stands"

    if kind == "melee" and attacker:
        fates = [fate(attacker), fate(defender)]
    elif attacker:  # a shooter is never at risk: it shoots, then what became of its target
        fates = [f"{monster_name(state, attacker)} shoots", fate(defender)]
    else:
        fates = [fate(defender)]
    return f"{score}: {'; '.join(fates)}"


def piece_name(state: State, piece_id: str) -> str:
    """A terrain piece's name on this map, without its size note ('Ruined Wall')."""
    mp = library().maps.get(state.map)
    for p in getattr(mp, "pieces", ()) or ():
        if p.id == piece_id:
            return p.name.split(" (")[0]
    return piece_id.replace("_", " ").title()


def edge_of(seat: int, state: State | None = None) -> str:
    """Where a seat deploys: with 2 players (or no state) seat 0 'the top edge' (y = 0) and
    seat 1 'the bottom edge'; with 3-4 players the name of the map's zone for that seat
    ('the top-left corner')."""
    if state is not None and len(state.seats) > 2:
        mp = library().maps.get(state.map)
        for dep in getattr(mp, "deployments", ()) or ():
            if dep.players == len(state.seats) and 0 <= seat < len(dep.zones):
                return dep.zones[seat].name
    return "the top edge" if seat == 0 else "the bottom edge"


def players(seats) -> str:
    """'Player 1', 'Players 1 and 3', 'Players 1, 2 and 4'."""
    names = [str(s + 1) for s in seats]
    if len(names) == 1:
        return f"Player {names[0]}"
    return "Players " + ", ".join(names[:-1]) + " and " + names[-1]


def not_now(state: State, seat: int) -> str:
    """Why `seat` may not act now, by the step of the game: whose turn it is, or what they wait for."""
    p = state.phase
    if p == "terrain":
        return f"it is {player(state.placer)}'s turn to place terrain"
    if p == "army":
        return "your army is finished"
    if p == "deploy":
        now = next((s for s in state.deploy_order if not state.seats[s].deploy_done), None)
        return "you are not deploying now" if now is None else f"{player(now)} deploys now"
    if p == "assign":
        return "you have already committed your command dice"
    if p == "order":
        return f"{player(state.first)} is choosing whether to go first or second (Turn Order Choice)"
    if p == "turn_end":
        return f"{player(state.turn_seat)}'s turn is ending"
    if p == "combat" and state.combat is not None:
        c = state.combat
        return {
            "att_buy": "the attacker decides on gems first (NM-COMBAT-07)",
            "def_buy": "the defender is deciding on gems",
            "att_reroll": "not your reroll now: the attacker rerolls first",
            "def_reroll": "not your reroll now: the defender is deciding",
        }.get(c.stage, "not your turn in this combat")
    return f"it is {player(state.turn_seat)}'s turn"


QUIET_WORDS = "ten"  # stalemate.QUIET_ROUNDS in words (a test keeps them together)


def end_reason(state: State) -> str:
    """Why the game ended: 'Player 1 has the last monsters on the battle map'; when the last
    monsters are smashed together, 'both players win' (2 players) or 'Players 1 and 3 win'."""
    winners = state.winners or []
    if state.draw == "agreed":
        return f"A draw, agreed: {players(winners)} share the battle"
    if state.draw == "quiet":
        return f"A draw: {QUIET_WORDS} rounds without a fight, so {players(winners)} share the battle"
    if len(winners) == 1:
        who = SOLO_OPPONENT if state.solo is not None and winners[0] == 1 else player(winners[0])
        return f"{who} has the last monsters on the battle map"
    if len(state.seats) == 2:
        return "The last monsters are smashed together: both players win"
    return f"The last monsters are smashed together: {players(winners)} win"


def _past(length: float, limit: float) -> str:
    """A length just past a limit, with as many decimals as show it past ("5.02", never "5.0 of 5")."""
    for places in (1, 2, 3):
        shown = f"{length:.{places}f}"
        if float(shown) > limit:
            return shown
    return f"{length:.3f}"


def move_refusal(state: State, check, limit: float) -> str:
    """Why a move is refused, in a player's words, from the geometry's MoveCheck (its problem
    code and blocker id), never from its English."""
    what = check.problem
    if what == "too_far":
        return f"too far: {_past(check.length, limit)} in of {limit:g} in"
    if what in ("leaves_map", "off_map"):
        return "that would leave the battle map"
    if what == "crosses_enemy":
        return f"cannot pass through {monster_name(state, str(check.blocker))}"
    if what == "crosses_terrain":
        return f"blocked by the {piece_name(state, str(check.blocker).split('#', 1)[0])}"
    if what == "on_terrain":
        return f"cannot end on the {piece_name(state, str(check.blocker).split('#', 1)[0])}"
    if what == "on_base":
        return f"cannot end on {monster_name(state, str(check.blocker))}"
    if what == "on_clay":
        return "cannot end on smashed clay"
    if what == "two_enemies":
        return "a monster cannot end its move in contact with more than one enemy"
    return "that move is not allowed"


def short_of(state: State, enemy: str, gap: float) -> str:
    """A legal end near an enemy but not in contact: '0.4 in short of Batadactyl 1: drop on it to fight'."""
    return f"{max(0.1, gap):.1f} in short of {monster_name(state, enemy)}: drop on it to fight"


def no_contact(state: State, enemy: str, problem: str, beyond: float = 0.0) -> str:
    """Why a monster cannot be moved into contact with an enemy (a contact search's problem code):
    'Batadactyl 1 is 1.2 in out of reach', or no room beside it to touch it alone (NM-MOVE-11)."""
    name = monster_name(state, enemy)
    if problem == "out_of_reach":
        return f"{name} is {max(0.1, beyond):.1f} in out of reach"
    return f"no room beside {name} to touch it alone"


def too_far_to_reach(state: State, enemy: str, need: float, limit: float) -> str:
    """A drop on an enemy no contact point of which is within the move (NM-MOVE-10, -13):
    "Too far to reach Basalt's Batadactyl 1: it needs 7.2 in, the move allows 6 in"."""
    return (
        f"Too far to reach {monster_name(state, enemy)}: it needs {_past(need, limit)} in, the move allows {limit:g} in"
    )


def seen_over(low: list[tuple[str, float]]) -> str:
    """A clear sightline and the low terrain it passes over (name, height in inches):
    'in sight over Coffin Pile (0.7 in)'; plain 'in sight' when it crosses none."""
    if not low:
        return "in sight"
    return "in sight over " + ", ".join(f"{name} ({height:g} in)" for name, height in low)


# -- fan rules (NM-FAN-*) ---------------------------------------------------------------------


def cover_text(fraction: float, dice: int = 1) -> str:
    """Partial Cover for the aim tool and the combat: '62% covered: +1 defence die' when the
    share earns the dice (give dice=0 when it does not: '38% covered')."""
    pct = int(round(100.0 * max(0.0, min(1.0, fraction))))
    return f"{pct}% covered" + (f": +{count(dice, 'defence die', 'defence dice')}" if dice else "")


def hindered(state: State, mid: str, at: float | None) -> str:
    """Why a move over smashed clay is refused (Hindering Terrain, NM-FAN-21/22)."""
    name = monster_name(state, mid)
    if at is None:
        return f"{name} cannot cross that smashed clay: no clear spot past it within its move (Hindering Terrain)"
    return (
        f"smashed clay hinders {name}: its move must end at the first clear spot past the clay, "
        f"{at:.1f} in along the path (Hindering Terrain)"
    )


FAN_RULE_NAMES = {
    "fan_partial_cover": "Partial Cover",
    "fan_high_ground": "High Ground",
    "fan_directional": "Directional Attacks",
}


def bonus_text(rule: str, dice: int, fraction: float | None = None) -> str:
    """A fan rule's free dice as the combat's log line says them (NM-FAN-05, -07, -10): '62% covered:
    +1 defence die', 'attacking down from high ground: +1 attack die', 'attacking from behind: ...'."""
    if rule == "fan_partial_cover":
        return cover_text(fraction or 0.0, dice)
    dice_words = count(dice, "attack die", "attack dice")
    if rule == "fan_high_ground":
        return f"attacking down from high ground: +{dice_words}"
    return f"attacking from behind: +{dice_words}"


def bonus_short(rule: str, fraction: float | None = None) -> str:
    """The same free dice's cause in a word or two, for the combat window's column."""
    if rule == "fan_partial_cover":
        return cover_text(fraction or 0.0, 0)
    return {"fan_directional": "from behind", "fan_high_ground": "attacking down"}.get(rule, "fan rule")


def bonus_line(bonuses, side: str) -> str:
    """One side's ("attack" or "defense") free dice and the rule that gave each, from the combat's
    bonus records ({"rule", "side", "dice", "fraction"}): '+1 die: from behind (Directional Attacks)'."""
    bits = []
    for b in bonuses:
        if b.get("side") == side:
            n = int(b.get("dice", 1))
            why = bonus_short(str(b.get("rule")), b.get("fraction"))
            bits.append(f"+{n} {'die' if n == 1 else 'dice'}: {why} ({FAN_RULE_NAMES.get(b.get('rule'), 'fan rule')})")
    return " · ".join(bits)


def cannot_buy(why: str, die: int, cost: int, gems: int | None = None, verb: str = "has") -> str:
    """Why a side adds no dice without being asked (a buy_skipped event's typed fields): `why` "limit"
    (basic play's bought die is used up), "basic" or "cost"; `die` the number the next die would be.
    'cannot afford a 4th die (4 gems, has 2)'; without `gems` (the column that shows them beside it):
    'cannot afford a 4th die (4 gems)'."""
    if why == "limit":
        return "cannot add more dice in this combat"
    has = f", {verb} {gems}" if gems is not None else ""
    which = "another die" if why == "basic" else f"a {ordinal(die)} die"
    return f"cannot afford {which} ({count(cost, 'gem')}{has})"


def gem_rage_note(dice: int) -> str:
    """The combat window's note of a gem rage reroll."""
    return f"Gem rage: rerolled {count(dice, 'die', 'dice')}"


def support_note(state: State, helper: str, monster: str) -> str:
    """The combat window's note of a support reroll (NM-ADV-14..17)."""
    return f"Support reroll: {monster_name(state, helper)} helps {monster_name(state, monster)}"


def facing_name(facing: float | None, verb: str = "facing") -> str:
    """A facing for players: 'facing down the map', 'facing up-left' (map compass, y down); `verb`
    'faces' for the mark drawn beside a base ('faces down the map')."""
    if facing is None:
        return ""
    names = ("right", "down-right", "down the map", "down-left", "left", "up-left", "up the map", "up-right")
    return f"{verb} " + names[int(((facing % 360.0) + 22.5) // 45.0) % 8]


SETUP_PHASES = {"terrain": "placing terrain", "army": "building armies", "deploy": "deploying"}


def save_line(state: State, to_act: list[int]) -> str:
    """What a save holds, for the Load list: round, each army's spellbooks and monsters left, and
    whose turn it is: 'Round 3 · P1 Graveghoul, Mud Mumps (5 monsters left) vs P2 Cragmaw (3 monsters left)
    · Player 1 to play'.

    Every army is named by every spellbook it molded, its smashed kinds too: the kinds still on the
    map named one army whole and another without its lost kinds (play-test r21)."""
    lib = library()
    armies = []
    for seat in range(len(state.seats)):
        books = list(dict.fromkeys(lib.books[m.book].name for m in state.monsters if m.owner == seat))
        # the monsters counted in words: a list shortened on the Load row ("Graveghoul and 4 more (2)")
        # read as five kinds against two of something (play-test r26)
        if state.phase in SETUP_PHASES:
            left = count(len(state.army(seat)), "monster")
        else:
            left = f"{count(len(state.alive(seat)), 'monster')} left"
        who = SOLO_OPPONENT if state.solo is not None and seat == 1 else f"P{seat + 1}"
        armies.append(f"{who} " + (f"{', '.join(books)} ({left})" if books else "no army yet"))
    if state.phase == "over":
        when = "Game over"
        whose = end_reason(state)
    elif state.phase in SETUP_PHASES:
        when = f"Set-up: {SETUP_PHASES[state.phase]}"
        whose = f"{players(to_act)} to play" if to_act else ""
    else:
        when = f"Round {state.round}"
        doing = {
            "assign": "to assign dice",
            "draft": "to choose a command die",
            "combat": "in combat",
            "order": "to choose the turn order",
        }.get(state.phase, "to play")
        whose = f"{players(to_act)} {doing}" if to_act else ""
    return " · ".join(p for p in (when, " vs ".join(armies), whose) if p)


# -- More Fun with Clay (NM-CLAY-*, clay.py) -------------------------------------------------


def clay_not_used() -> str:
    """A clay action in a game without the rule."""
    return "More Fun with Clay is not used in this game"


def clay_not_in_combat(title: str) -> str:
    """A clay action while a combat is being fought."""
    return f"not during a combat: {title} waits until the combat is over"


def clay_not_your_turn(title: str, state: State, at_end: bool) -> str:
    """A clay action out of the seat's turn."""
    when = "at the end of your turn" if at_end else "during your turn"
    return (
        f"{title} is cast {when}; {not_now(state, -1)}"
        if state.phase in ("turns", "command", "turn_end")
        else f"{title} is cast {when}"
    )


def clay_finish_command(title: str) -> str:
    """NM-CLAY-07 / NM-FAQ-02: a missile or blast while a command die is part-way performed."""
    return f"finish the command die you are performing first: {title} is cast between command dice (NM-CLAY-07)"


def clay_at_turn_end(title: str) -> str:
    """NM-CLAY-02/03: a wall action before the end of the turn."""
    return f"{title} is done at the end of your turn, once its command dice are performed (NM-CLAY-02)"


def clay_gems(title: str, cost: int, gems: int) -> str:
    """A clay action the seat cannot pay for."""
    return f"{title} costs {count(cost, 'gem')}; you have {gems}"


def clay_short(title: str, need: int, left: int) -> str:
    """A clay action the extra container cannot supply (NM-CLAY-01)."""
    return f"{title} needs {need} dr of clay; your extra container has {left} dr left"


def clay_off_map(what: str) -> str:
    """A missile or blast aimed off the map."""
    return f"{what} at a point on the battle map"


def clay_no_turn_end(state: State, seat: int) -> str:
    """end_turn when the seat's turn is not ending."""
    if state.phase in ("turns", "command") and state.turn_seat == seat:
        return "your turn ends when its command dice are performed"
    return not_now(state, seat)


def clay_turn_end(seat: int) -> str:
    """The end of a turn opens (More Fun with Clay)."""
    return f"{player(seat)}'s turn is ending: a Magic Wall, or more clay magic, before it passes"


def _names(state: State, ids) -> str:
    names = [monster_name(state, i) for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def missile_text(state: State, seat: int, smashed) -> str:
    """'Player 1 drops a Magic Missile: it smashes Graveghoul 2 and Toad 1'."""
    head = f"{player(seat)} drops a Magic Missile"
    return head + (f": it smashes {_names(state, smashed)}" if smashed else ": it smashes nothing")


def blast_nothing_under() -> str:
    """NM-CLAY-08: a blast that would come to rest with no monster under it."""
    return (
        "a Magic Blast is lowered until it makes contact with a monster: there it would come down "
        "with no monster under it (NM-CLAY-08)"
    )


def blast_text(state: State, seat: int, under) -> str:
    """'Player 2 lowers a Magic Blast on Graveghoul 1 and Toad 2'."""
    head = f"{player(seat)} lowers a Magic Blast"
    return head + (f" on {_names(state, under)}" if under else ": no monster is under it")


def blast_over_text(state: State, smashed) -> str:
    """After the blast's attacks."""
    return (
        f"The Magic Blast smashed {_names(state, smashed)}" if smashed else "The Magic Blast smashed nothing"
    ) + "; its clay is destroyed"


def wall_text(seat: int, length: float, clay: int, truncated: bool) -> str:
    """'Player 1 raises a Magic Wall 3.2 in long (17 dr of clay)'."""
    cut = ", cut short where the clay ran out" if truncated else ""
    return f"{player(seat)} raises a Magic Wall {length:.1f} in long ({clay} dr of clay{cut})"


def wall_refused(problems) -> str:
    """Why a wall may not be built: the plan's problems in one sentence."""
    return "no Magic Wall there: " + "; ".join(problems)


def wall_removed_text(seat: int, owner: int) -> str:
    """'Player 2 removes Player 1's Magic Wall'."""
    whose = "their own" if seat == owner else f"{player(owner)}'s"
    return f"{player(seat)} removes {whose} Magic Wall; its clay is destroyed"


# -- event texts, from the typed records (events.py) -----------------------------------------------


def face_name(symbols) -> str:
    """One combat die's face as a player reads it: 'Attack', 'Double Attack', 'Defense & Gem', 'Blank'."""
    parts = []
    for symbol in ("attack", "defense", "gem"):
        n = list(symbols).count(symbol)
        if n:
            parts.append(("Double " if n == 2 else f"{n} x " if n > 2 else "") + symbol.capitalize())
    return " & ".join(parts) or "Blank"


def dice_faces(faces) -> str:
    """Combat dice as the log shows them: 'Attack, Defense & Gem and Blank' (faces are the die's indices)."""
    die = library().combat_die
    names = [face_name(die.faces[f]) for f in faces]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names) or "no dice"


def _dice(n: int) -> str:
    return count(n, "die", "dice")


def _combat_started(state: State, r: E.CombatStarted) -> str:
    text = (
        f"{r.kind.capitalize()} combat: {monster_name(state, r.attacker)} ({_dice(r.att_pool)}) "
        f"against {monster_name(state, r.defender)} ({_dice(r.def_pool)})"
    )
    return text + ("; " + "; ".join(b["text"] for b in r.bonuses) if r.bonuses else "")


def _blast_started(state: State, r: E.BlastCombatStarted) -> str:
    return (
        f"Magic Blast: {monster_name(state, r.defender)} ({_dice(r.def_pool)}) defends "
        f"against {count(r.att_pool, 'attack die', 'attack dice')}"
    )


def _combat_rolled(state: State, r: E.CombatRolled) -> str:
    att = monster_name(state, r.attacker) if r.attacker else "the Magic Blast"
    return f"{att[:1].upper()}{att[1:]} rolls {dice_faces(r.faces)}; {monster_name(state, r.defender)} rolls {dice_faces(r.def_faces)}"


def _combat_result(state: State, r: E.CombatResult) -> str:
    smashed = " and ".join(monster_name(state, m) for m in r.smashed)
    said = (smashed + (" are smashed" if len(r.smashed) > 1 else " is smashed")) if r.smashed else "nobody is smashed"
    return f"{count(r.attack_hits, 'attack hit')} against {count(r.defense_hits, 'defense hit')}: {said}"


def _blast_result(state: State, r: E.BlastResult) -> str:
    name = monster_name(state, r.defender)
    said = f"{name} is smashed by the Magic Blast" if r.smashed else f"{name} withstands the Magic Blast"
    return f"{count(r.attack_hits, 'attack hit')} against {count(r.defense_hits, 'defense hit')}: {said}"


_TEXTS: dict[type, Callable[[State, Any], str]] = {
    E.CombatStarted: _combat_started,
    E.BlastCombatStarted: _blast_started,
    E.DiceBought: lambda state, r: (
        f"{player(r.seat)} spends {count(r.gems, 'gem')} for {count(r.count, 'more die', 'more dice')}"
    ),
    E.BuySkipped: lambda state, r: f"{player(r.seat)} {cannot_buy(r.why, r.die, r.cost, r.gems)}",
    E.CombatRolled: _combat_rolled,
    # a reroll names only the dice rerolled, as they now show (the rest of the pool is as it was)
    E.GemRage: lambda state, r: (
        f"Gem rage: {monster_name(state, state.combat.attacker if state.combat else '')} rerolls "
        f"{count(len(r.gem_rage), 'gem die', 'gem dice')}, "
        f"{'which now shows' if len(r.gem_rage) == 1 else 'which now show'} "
        f"{dice_faces([r.faces[i] for i in r.gem_rage if i < len(r.faces)])}"
    ),
    E.SupportReroll: lambda state, r: (
        f"{monster_name(state, r.support)} supports {monster_name(state, r.monster)}: "
        f"1 die is rerolled and now shows {dice_faces(r.faces[r.die : r.die + 1])}"
    ),
    E.CombatResult: _combat_result,
    E.BlastResult: _blast_result,
    E.Smashed: lambda state, r: f"{monster_name(state, r.monster)} is smashed",
    E.CommandDiceRolled: lambda state, r: (
        "Command dice rolled: "
        + "; ".join(f"{player(i)} {', '.join(faces)}" for i, faces in enumerate(r.command_dice) if i not in state.out)
    ),
    E.CommandReroll: lambda state, r: (
        f"{player(r.seat)} rerolls {count(len(r.reroll), 'die', 'dice')}"
        + (f": {', '.join(r.faces)}" if r.faces else "")
    ),
    E.CommandGemsReroll: lambda state, r: (
        f"{player(r.seat)} spends {count(r.gems, 'gem')} to reroll "
        f"{count(len(r.reroll), 'die', 'dice')}: {', '.join(r.faces)} (Command Gems)"
    ),
    E.TurnBegins: lambda state, r: f"{player(r.seat)}'s turn",
    E.Moved: lambda state, r: f"{monster_name(state, r.monster)} moves {r.length:.1f} in",
}


def _reveal_text(r: E.DiceRevealed) -> str:
    parts = []
    for d in r.dice:
        if d["status"] == "assigned":
            where = "its magic ability" if d["slot"] == -1 else f"slot {d['slot'] + 1}"
            parts.append(f"{d['face']} on {book_name(d['book'])} ({where})")
    dropped = sum(1 for d in r.dice if d["status"] == "discarded")
    if dropped:
        parts.append(f"{count(dropped, 'die', 'dice')} discarded")
    return f"{player(r.seat)} reveals: " + ("; ".join(parts) if parts else "no dice")


def magic_text(seat: int, book: str, gain: int) -> str:
    """'Player 1: Grave Bolt is active this round' (+ the gems it gives)."""
    text = f"{player(seat)}: {library().books[book].magic.name} is active this round"
    return text + (f" (+{count(gain, 'gem')})" if gain else "")


def _discarded(r: E.DieDiscarded) -> str:
    """'Player 1 discards a ranged die'; dice discarded together (Changing Commands' two) in one line,
    'Player 1 discards 2 dice, a ranged die and a magic die (+1 gem)' (the log keeps one line of
    the same words in an action, so two lines alike would read as one die)."""
    dice = r.together or ((r.face, r.gems),)
    gems = sum(g for _f, g in dice)
    said = " and ".join(f"a {face} die" for face, _g in dice)
    lead = f"{count(len(dice), 'die', 'dice')}, " if len(dice) > 1 else ""
    return f"{player(r.seat)} discards {lead}{said}" + (f" (+{count(gems, 'gem')})" if gems else "")


def _assigned(r: E.DieAssigned) -> str:
    where = "its magic ability" if r.slot == -1 else f"slot {r.slot + 1}"
    return f"{player(r.seat)} puts a {r.face} die on {book_name(r.book)} ({where})"


_TEXTS.update(
    {
        E.TurnEnding: lambda state, r: clay_turn_end(r.seat),
        E.TurnEnded: lambda state, r: f"{player(r.seat)} ends their turn",
        E.MissileDropped: lambda state, r: missile_text(state, r.seat, r.smashed),
        E.BlastLowered: lambda state, r: blast_text(state, r.seat, r.under),
        E.BlastOver: lambda state, r: blast_over_text(state, r.smashed),
        E.WallRaised: lambda state, r: wall_text(r.seat, r.length, r.clay, r.truncated),
        E.WallRemoved: lambda state, r: wall_removed_text(r.seat, r.owner),
        E.BookDiceDiscarded: lambda state, r: (
            f"{player(r.seat)}'s {book_name(r.book)} has no monsters left: its dice are discarded"
        ),
        E.GameOver: lambda state, r: end_reason(state),
        E.Eliminated: lambda state, r: f"{player(r.seat)} is out: their last monster is smashed",
        E.WildFlipped: lambda state, r: f"{player(r.seat)} turns a wild die to {r.to}",
        E.DieAssigned: lambda state, r: _assigned(r),
        E.MagicActive: lambda state, r: magic_text(r.seat, r.book, r.gems),
        E.DieDiscarded: lambda state, r: _discarded(r),
        E.DieChanged: lambda state, r: f"{player(r.seat)} changes a die to {r.to}",
        E.DiceRevealed: lambda state, r: _reveal_text(r),
    }
)


def _command_started(state, r: E.CommandStarted) -> str:
    """'Player 1 may move Graveghoul (5 in, medium)', 'Player 2 may shoot with 1 monster (7 in, far)': what the
    die allows, said before any monster goes (the command may end with none moved: play-test r24 read
    'moves Insectomite' for a move not yet made); each move and shot is its own line."""
    # basic play's "any 2 monsters" with one left says one (play-test r24: "moves 2 monsters" of a player with
    # a single monster); the rules' limit is unchanged
    limit = min(r.limit, len(state.alive(r.seat))) if r.limit and state is not None else r.limit
    who = book_name(r.book) if r.book else (count(limit, "monster") if limit else "their monsters")
    # a ranged die lets them shoot; whether they do is its own line (a shot, or none taken)
    verb = {"move": "may move", "ranged": "may shoot with"}.get(r.kind, f"performs {r.kind} with")
    edge = next((e for e in DISTANCES if abs(library().length(e) - r.distance) < 1e-9), "")
    reach = f" ({r.distance:g} in" + (f", {edge})" if edge else ")") if r.distance else ""
    if r.book and r.limit == 1:  # a jagged slot: one monster of the book acts (NM-ROUND-13), said as such; it
        # read as the book's whole move (play-test r26: Basalt's second Mud Mumps move, one Mud Mump moving)
        return f"{player(r.seat)} {verb} one monster of {who}{reach} — unstable slot: one monster a round"
    return f"{player(r.seat)} {verb} {who}{reach}"


_TEXTS.update(
    {
        E.Weakened: lambda state, r: f"{player(r.seat)} has one spellbook left: {r.dice} command dice from now on",
        E.RoundEnds: lambda state, r: f"Round {r.round} ends",
        E.DrawOffered: lambda state, r: f"{player(r.seat)} offers a draw",
        E.DrawAnswered: lambda state, r: f"{player(r.seat)} {'accepts' if r.accept else 'refuses'} the draw",
        E.AssignDone: lambda state, r: f"{player(r.seat)} commits their command dice",
        E.GemsTaken: lambda state, r: f"{player(r.seat)} takes {count(r.gems, 'gem')}",
        E.WildBecomes: lambda state, r: f"{player(r.seat)}'s wild die on {book_name(r.book)} becomes {r.to}",
        E.CommandStarted: lambda state, r: _command_started(state, r),
        E.MeleeStage: lambda state, r: f"{player(r.seat)} chooses the order of the melee attacks (Decisive Combat)",
        E.AttackLost: lambda state, r: (
            f"{monster_name(state, r.monster)}'s ranged attack is lost: "
            f"{monster_name(state, r.target)} is already smashed (Decisive Combat)"
        ),
        E.CommandEnded: lambda state, r: (
            f"{player(r.seat)} ends the command" + (": no enemy in range and sight" if r.no_target else "")
        ),
        E.Declared: lambda state, r: (
            f"{monster_name(state, r.monster)} takes aim at {monster_name(state, r.target)} (Decisive Combat)"
        ),
    }
)


def _setup_rolloff(r: E.SetupRollOff) -> str:
    last = r.rolloff[-1]["hits"]
    what, result = (
        ("Terrain roll-off", "places terrain first") if r.terrain else ("Deployment roll-off", "deploys last")
    )
    counts = [last[str(seat)] for seat in r.order]
    results = []
    for seat in r.order:
        said = f"{player(seat)} {count(last[str(seat)], 'hit')}"
        if r.order_cards and counts.count(last[str(seat)]) > 1:  # NM-MULTI-08: the card decides
            said += f" (turn order card {r.order_cards[seat]})"
        results.append(said)
    text = f"{what}: {', '.join(results)}"
    if len(r.rolloff) > 1:
        text += f" after {count(len(r.rolloff) - 1, 're-roll')} of a tie"
    return text + f": {player(r.order[0])} {result}"


_TEXTS.update(
    {
        E.SetupRollOff: lambda state, r: _setup_rolloff(r),
        E.TerrainPlaced: lambda state, r: f"{player(r.seat)} places the {piece_name(state, r.piece)}",
        E.Molded: lambda state, r: f"{player(r.seat)} molds {monster_name(state, r.monster, whose=False)}",
        E.PresetMolded: lambda state, r: f"{player(r.seat)} molds {library().presets[r.preset].name}",
        E.Unmolded: lambda state, r: f"{player(r.seat)} gives {r.name} back to the clay",
        E.ArmyDone: lambda state, r: (
            f"{player(r.seat)}'s army is molded: {count(r.monsters, 'monster')}, {r.used} of {r.used + r.clay_left} dr"
        ),
        E.Deployed: lambda state, r: f"{player(r.seat)} deploys {monster_name(state, r.monster, whose=False)}",
        E.CornersChosen: lambda state, r: f"{player(r.seat)} takes {r.taken}; {player(1 - r.seat)} gets {r.given}",
        E.DeployDone: lambda state, r: f"{player(r.seat)} has deployed their army",
    }
)


def _round_by_cards(r: E.RoundStartsByCards) -> str:
    counts = r.counts or {}
    order = ", ".join(f"{player(s)} ({count(counts.get(s, 0), 'monster')})" for s in r.turn_order)
    text = f"Round {r.round} begins. Turn order, smallest army first: {order}"
    if r.youngest is not None:
        text += f"; {player(r.youngest)} is the youngest of the tied players"
    if r.dealt:
        text += "; " + "; ".join(f"{players(g)} are tied: their turn order cards are dealt at random" for g in r.dealt)
    return text


def _turn_order_chosen(r: E.TurnOrderChosen) -> str:
    said = (
        f"{player(r.seat)} chooses to go first"
        if r.went_first
        else f"{player(r.seat)} chooses to go second: {player(r.first)} goes first"
    )
    return said + " (Turn Order Choice)"


_TEXTS.update(
    {
        E.FirstTurnRollOff: lambda state, r: "Tied on monsters: a roll-off decides who goes first",
        E.RoundStarts: lambda state, r: f"Round {r.round} begins: {player(r.first)} goes first ({r.how})",
        E.RoundStartsByCards: lambda state, r: _round_by_cards(r),
        E.RollOffGems: lambda state, r: (
            f"{player(r.seat)} lost the roll-off and gains {count(r.gems, 'gem')} they rolled (Turn Order Gems)"
        ),
        E.TurnOrderChosen: lambda state, r: _turn_order_chosen(r),
    }
)


def register(texts: dict[type, Callable[[State, Any], str]]) -> None:
    """Word more typed records (a module of records of its own, e.g. solo play's, registers its words)."""
    _TEXTS.update(texts)


SOLO_OPPONENT = "Basalt"  # solo play's second seat, named as the rulebook names him (NM-SOLO-01)


def text(state: State, record: EventRecord) -> str:
    """The one player-facing wording of a typed event, from its record (and the names in `state`);
    in solo play the second seat is Basalt, not "Player 2"."""
    said = _TEXTS[type(record)](state, record)
    return said.replace(player(1), SOLO_OPPONENT) if state.solo is not None else said


# True while an action is applied in place (NecromoldsGame.apply_in_place, the simulator's path): its
# events are worded when their text is first read (WordedLater), from the state as it is then, so a
# caller that reads them reads them before the next action (tests/in_place.py reads them at once and
# holds them to the words of a copied apply). The simulator reads none: a few per cent of a game saved.
WORD_LATER: ContextVar[bool] = ContextVar("necromolds_word_later", default=False)


def event(state: State, record: EventRecord, to: tuple[int, ...] | None = None, reveals: bool = False) -> Event:
    """The Event of a typed record, worded here (or when first read: WORD_LATER)."""
    if WORD_LATER.get():
        return WordedLater.of_words(record, partial(text, state), to=to, reveals=reveals)
    return Event.of(record, text(state, record), to=to, reveals=reveals)
