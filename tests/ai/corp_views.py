"""Hand-built NecronomiCORP positions for the bot's tests: a small card set and a state builder, and a
stand-in game that lists the legal actions a test gives it (the bot picks among what it is offered)."""

from __future__ import annotations

from tabletop.content.corp.records import Boss, CorpCards, Curse, Effect, Plot, Room
from tabletop.content.corp.records import Character as CharCard
from tabletop.games.corp.fight_state import Fight, Foe
from tabletop.games.corp.state import Area, Character, Held, Level, State, hall_key


def make_cards() -> CorpCards:
    plots = {
        "knife": Plot(id="knife", name="Letter Opener", kind="weapon", dice=1, hands=1),
        "axe": Plot(id="axe", name="Fire Axe", kind="weapon", dice=2, hands=2),
        "crowbar": Plot(
            id="crowbar",
            name="Crowbar",
            kind="weapon",
            dice=2,
            hands=2,
            effects=(Effect(kind="one_handed_drawback", amount=1),),
        ),
        "pistol": Plot(id="pistol", name="Stapler Gun", kind="weapon", dice=1, hands=1, uses=3, range="ranged"),
        "nailgun": Plot(id="nailgun", name="Nail Gun", kind="weapon", dice=2, hands=1, uses=3, range="ranged"),
        "trust": Plot(id="trust", name="Trust Issues", kind="trauma", effects=(Effect(kind="no_help"),)),
        "stake": Plot(
            id="stake",
            name="Wooden Stake",
            kind="weapon",
            dice=0,
            hands=1,
            effects=(Effect(kind="all_in", dice=5, breaks=0),),
        ),
        "ruler": Plot(id="ruler", name="Steel Ruler", kind="weapon", dice=0, hands=1),
        "defib": Plot(id="defib", name="Defibrillator", kind="item", effects=(Effect(kind="revive", life=4),)),
        "kit": Plot(
            id="kit", name="First-Aid Kit", kind="item", first_aid=True, effects=(Effect(kind="heal", amount=2),)
        ),
        "exit_sign": Plot(id="exit_sign", name="Fire Exit Plan", kind="item", effects=(Effect(kind="auto_escape"),)),
    }
    rooms = {
        "intern": Room(
            id="intern", name="Zombie Intern", kind="monster", level=1, loot=1, menace=1, life=2, type="zombie"
        ),
        "manager": Room(
            id="manager", name="Zombie Manager", kind="monster", level=1, loot=1, menace=2, life=3, type="zombie"
        ),
        "golem": Room(
            id="golem",
            name="Copier Golem",
            kind="monster",
            level=3,
            loot=2,
            menace=5,
            life=12,
            type="machine",
            abilities=(Effect(kind="hardness"),),
        ),
        "shredder": Room(
            id="shredder",
            name="Shredder Golem",
            kind="monster",
            level=1,
            loot=1,
            menace=1,
            life=2,
            type="machine",
            abilities=(Effect(kind="hardness"),),
        ),
        "wyrm": Room(  # a Basement Server Wyrm on a level whose curse heals monsters 1 before each attack
            id="wyrm",
            name="Server Wyrm",
            kind="monster",
            level=4,
            loot=3,
            menace=1,
            life=5,
            type="machine",
            abilities=(Effect(kind="hardness"), Effect(kind="regenerate", amount=1)),
        ),
        "empty": Room(id="empty", name="Break Room", kind="empty"),
    }
    bosses = {
        "whateley": Boss(id="whateley", name="W. Whateley", stack="4-6", difficulty=6, life=12, menace=3, type="demon"),
        "ceo": Boss(
            id="ceo",
            name="The Shareholders",
            stack="4-6",
            difficulty=6,
            life=20,
            menace=5,
            type="cultist",
            abilities=(Effect(kind="hardness"),),
        ),
    }
    chars = {
        "clerk": CharCard(id="clerk", name="Clerk", life=8),
        "janitor": CharCard(id="janitor", name="Night Janitor", life=18),
    }
    curses = {  # two of Aliens & Spirits' curses (assets/corp/curses.toml)
        "toxic_positivity": Curse(
            id="toxic_positivity",
            name="Toxic Positivity",
            text="Nobody may ask for help on this level.",
            effects=(Effect(kind="level_no_help"),),
        ),
        "hostile_work_environment": Curse(
            id="hostile_work_environment",
            name="Hostile Work Environment",
            text="No ranged attacks on this level.",
            effects=(Effect(kind="level_no_ranged"),),
        ),
    }
    return CorpCards(rooms, plots, bosses, chars, curses)


CARDS = make_cards()


def make_state(players: int = 2, **kw) -> State:
    levels = [Level(number=n, open=n == 1, stack=["hidden"] * 5) for n in range(1, 6)]
    st = State(
        players_n=players,
        expansion=False,
        teams=[],
        target=0,
        order=list(range(players)),
        players=[Character(character="clerk", life=8) for _ in range(players)],
        levels=levels,
        areas={hall_key(n): Area(level=n) for n in range(1, 7)},
    )
    for k, v in kw.items():
        setattr(st, k, v)
    return st


def put_in_room(st: State, seat: int, room: str, level: int = 1) -> None:
    st.areas.setdefault(room, Area(level=level))
    if level <= 5 and room not in st.levels[level - 1].rooms:
        st.levels[level - 1].rooms.append(room)
    st.players[seat].room = room
    st.players[seat].level = level


def start_fight(st: State, seat: int, foe: str, room: str = "r#1", level: int = 1, step: str = "respond", **kw) -> None:
    put_in_room(st, seat, room, level)
    st.areas[room].foes = [Foe(card=foe, **kw)]
    st.fight = Fight(area=room, level=level, step=step, fighters=[seat], last_entered=seat, waiting=[seat])
    st.turn.step = "fight"
    st.turn.seat = seat


def arm(st: State, seat: int, *weapons: str, charges: dict | None = None) -> None:
    st.players[seat].weapons = [Held(card=w, charges=(charges or {}).get(w)) for w in weapons]


class StubGame:
    """The bot's game: its cards and the legal actions the test offers."""

    def __init__(self, legal, cards: CorpCards = CARDS):
        self.cards = cards
        self._legal = list(legal)

    def legal_actions(self, state, seat):
        return list(self._legal)
