"""A small NecronomiCORP state builder for the fight's tests: a catalogue of test cards (one for each
ability the fight implements), a state with characters where a test puts them, the turn's calls out of
the fight (death, team points, the boss) replaced by minimal fakes, and `do` that checks an action is
legal before taking it. Dice are forced (`st.forced`)."""

from __future__ import annotations

from tabletop.content.corp.records import Boss, Character, CorpCards, Curse, Effect, Plot, Room
from tabletop.games.corp import fight, fight_outside
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.state import Area, Held, Level, State, hall_key
from tabletop.games.corp.state import Character as Seat


def E(kind: str, **kw) -> Effect:
    return Effect(kind=kind, **kw)


def _monster(id, name, life, menace, loot=1, level=1, type="zombie", *abilities) -> Room:
    return Room(
        id=id,
        name=name,
        kind="monster",
        life=life,
        menace=menace,
        loot=loot,
        level=level,
        type=type,
        abilities=tuple(abilities),
    )


ROOMS = [
    _monster("golem", "Copier Golem", 4, 2, 2, 1, "machine"),
    _monster("rat", "Office Rat", 1, 1, 1, 1, "beast"),
    _monster("ghoul", "Ghoul", 3, 2, 1, 2, "zombie"),
    _monster("vamp", "Vampire", 4, 2, 2, 3, "vampire"),
    _monster("turtle", "Filing Turtle", 5, 1, 1, 2, "beast", E("hardness")),
    _monster("leech", "Leech", 2, 1, 1, 1, "beast", E("reveal_damage", amount=2)),
    _monster("thief", "Thief", 2, 1, 1, 1, "cultist", E("reveal_disarm")),
    _monster("caller", "Caller", 2, 1, 1, 1, "cultist", E("summon")),
    _monster("wisp", "Wisp", 0, 0, 3, 1, "spirit", E("reveal_damage", amount=1)),
    _monster("brute", "Brute", 3, 2, 1, 1, "demon", E("attack_bonus", amount=1)),
    _monster("troll", "Troll", 3, 1, 1, 1, "beast", E("regenerate", amount=1)),
    _monster("ghost", "Ghost", 2, 1, 1, 1, "ghost", E("ranged_proof")),
    _monster("horde", "Horde", 3, 1, 1, 1, "zombie", E("attacks_all")),
    _monster("bomb", "Bomb Head", 1, 1, 1, 1, "demon", E("death_damage", amount=2)),
    _monster("shade", "Shade", 3, 2, 1, 1, "spirit", E("vanish")),
    _monster("plague", "Plague Zombie", 3, 2, 1, 1, "zombie", E("contagion")),
    _monster("slime", "Slime", 3, 1, 1, 1, "beast", E("hard_to_escape", amount=1)),
    Room(id="empty", name="Empty Room", kind="empty"),
]
PLOTS = [
    Plot(id="axe", name="Fire Axe", kind="weapon", dice=2, hands=2),
    Plot(id="crowbar", name="Crowbar", kind="weapon", dice=1, hands=2, effects=(E("one_handed_drawback", amount=1),)),
    Plot(id="knife", name="Knife", kind="weapon", dice=1, hands=1),
    Plot(id="pen", name="Fountain Pen", kind="weapon", dice=0, hands=1),
    Plot(id="pistol", name="Pistol", kind="weapon", dice=1, hands=1, uses=2, range="ranged"),
    Plot(id="rifle", name="Rifle", kind="weapon", dice=2, hands=2, uses=3, range="ranged"),
    Plot(id="bow", name="Bow", kind="weapon", dice=1, hands=1, range="ranged"),
    Plot(id="stake", name="Wooden Stake", kind="weapon", dice=1, hands=1, effects=(E("all_in", dice=5, breaks=1),)),
    Plot(id="broom", name="Broom", kind="weapon", dice=1, hands=2, effects=(E("all_in", dice=4, breaks=0),)),
    Plot(id="garlic", name="Garlic Bat", kind="weapon", dice=1, hands=1, effects=(E("vs", type="vampire", dice=2),)),
    Plot(id="saddle", name="Saddle", kind="weapon", dice=0, hands=1, effects=(E("vs", type="pony", dice=2),)),
    Plot(id="stapler", name="Sharp Stapler", kind="weapon", dice=0, hands=1, effects=(E("weapon_bonus", amount=1),)),
    Plot(id="vest", name="Kevlar Vest", kind="item", effects=(E("armor", amount=1),)),
    Plot(id="charm", name="Lucky Charm", kind="item", effects=(E("lucky", amount=1),)),
    Plot(id="coffee", name="Coffee", kind="item", effects=(E("extra_dice", dice=2),)),
    Plot(id="smoke", name="Smoke Bomb", kind="item", effects=(E("auto_escape"),)),
    Plot(id="thanophobia", name="Thanophobia", kind="trauma", effects=(E("thanophobia"),)),
    Plot(id="pony", name="Pony Bovarsim", kind="trauma", effects=(E("pony"),)),
    Plot(id="shaky", name="Shaky Hands", kind="trauma", effects=(E("drawback", amount=1),)),
    Plot(id="weak", name="Weak", kind="trauma", effects=(E("fewer_dice", dice=1),)),
    Plot(id="loner", name="Loner", kind="trauma", effects=(E("no_help"),)),
    Plot(id="sling", name="Arm in a Sling", kind="trauma", effects=(E("one_hand"),)),
    Plot(id="limp", name="Limp", kind="trauma", effects=(E("frail", amount=2),)),
]
BOSSES = [
    Boss(
        id="whateley",
        name="W. Whateley",
        stack="1-3",
        difficulty=3,
        life=10,
        menace=3,
        type="cultist",
        abilities=(E("heal_per_skull"),),
    ),
    Boss(
        id="abhoth",
        name="Abhoth",
        stack="4-6",
        difficulty=6,
        life=6,
        menace=2,
        type="demon",
        abilities=(E("zombie_shield", count=2, life=2),),
    ),
    Boss(
        id="grower",
        name="The Growing Board",
        stack="4-6",
        difficulty=6,
        life=6,
        menace=1,
        type="cultist",
        abilities=(E("life_per_survivor", amount=3, beyond=5), E("regenerate", amount=2)),
    ),
]
CHARACTERS = [
    Character(id="bea", name="Bea", life=10),
    Character(id="cal", name="Cal", life=8),
    Character(id="dot", name="Dot", life=8),
    Character(id="eli", name="Eli", life=8),
    Character(id="brawler", name="Brawler", life=8, special=True, skills=(E("fist_dice", dice=1),)),
    Character(id="runner", name="Runner", life=8, special=True, skills=(E("escape_bonus", amount=1),)),
    Character(id="sniper", name="Sniper", life=8, special=True, skills=(E("ranged_bonus", amount=1),)),
]
CURSES = [
    Curse(id="c_bonus", name="Angry Walls", text="", effects=(E("level_bonus", amount=1),)),
    Curse(id="c_menace", name="More Teeth", text="", effects=(E("level_menace", dice=1),)),
    Curse(id="c_escape", name="Sticky Floor", text="", effects=(E("level_escape", amount=1),)),
    Curse(id="c_nohelp", name="Closed Doors", text="", effects=(E("level_no_help"),)),
    Curse(id="c_noranged", name="Fog", text="", effects=(E("level_no_ranged"),)),
    Curse(id="c_regen", name="Healing Air", text="", effects=(E("level_regenerate", amount=1),)),
]
CARDS = CorpCards(
    {r.id: r for r in ROOMS},
    {p.id: p for p in PLOTS},
    {b.id: b for b in BOSSES},
    {c.id: c for c in CHARACTERS},
    {c.id: c for c in CURSES},
)


def state(*characters: str) -> State:
    """Characters (default Bea and Cal) at full life in level 1's hallway; levels 1-2 open."""
    chars = characters or ("bea", "cal")
    st = State(
        players_n=len(chars),
        expansion=True,
        teams=[],
        target=0,
        order=list(range(len(chars))),
        players=[Seat(character=c, life=CARDS.characters[c].life) for c in chars],
        levels=[Level(number=n, open=n <= 2) for n in range(1, 6)],
    )
    st.areas = {hall_key(n): Area(level=n) for n in range(1, 6)}
    return st


def room(st: State, card: str, level: int = 1) -> str:
    """A revealed room area keyed by its card (laid beside its level)."""
    st.areas[card] = Area(level=level)
    st.levels[level - 1].rooms.append(card)
    return card


def put(st: State, seat: int, level: int = 1, area: str | None = None) -> None:
    p = st.players[seat]
    p.level = level
    p.room = area


def arm(st: State, seat: int, *weapons: str) -> None:
    """Weapons in hand, charged to their use number."""
    for w in weapons:
        st.players[seat].weapons.append(Held(card=w, charges=CARDS.plot(w).uses or None))


def ctx(st: State, *faces: int) -> Ctx:
    st.forced = list(faces)
    return Ctx(st, CARDS)


class Outside:
    """The turn's calls out of the fight, faked as the design describes them: death drops the gear and
    marks contagion from a contagious monster; kills and the boss are recorded."""

    def __init__(self) -> None:
        self.deaths: list[tuple[int, str]] = []
        self.kills: list[tuple[int, str]] = []
        self.bosses: list[int] = []

    def die(self, c: Ctx, seat: int, killer: str) -> None:
        self.deaths.append((seat, killer))
        p = c.st.players[seat]
        p.alive = False
        c.st.areas[p.area()].weapons.extend(p.weapons)
        p.weapons = []
        if killer and killer.split("#")[0] in c.cards.rooms:
            r = c.cards.room(killer)
            if any(e.kind == "contagion" for e in r.abilities):
                p.dies_infected = r.type

    def score_kill(self, c: Ctx, seat: int, card: str) -> None:
        self.kills.append((seat, card))

    def boss_slain(self, c: Ctx, seat: int) -> None:
        self.bosses.append(seat)
        c.st.winners = list(c.st.order)


def fake_outside(monkeypatch) -> Outside:
    out = Outside()
    monkeypatch.setattr(fight_outside, "die", out.die)
    monkeypatch.setattr(fight_outside, "score_kill", out.score_kill)
    monkeypatch.setattr(fight_outside, "boss_slain", out.boss_slain)
    return out


def do(c: Ctx, action) -> None:
    """Take a fight action after checking it is one of the legal ones for its seat now."""
    options = fight.legal(c.st, c.cards, action.seat)
    assert action in options, f"{action} not in {options}"
    fight.act(c, action)


def lines(c: Ctx) -> list[str]:
    return [e.text for e in c.events]
