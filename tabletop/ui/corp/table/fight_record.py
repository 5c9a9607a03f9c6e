"""What the fight window shows of a fight, built from the engine's typed fight events as the seat at the
screen sees them (tabletop/games/corp/fight_events.py) and the fight in its view: the monsters (and the
ones gone, and how), the fighters, every roll with its dice (tumbling, then landing one by one in the
order rolled), whom each monster attacked and why (NC-RESP-16), the abilities and plots that acted, the
engine's lines, and the result.

The scene owns the record: `follow(record, events, view)` after each batch of events, `tick(dt)` with the
screen's clock; `gone` says when there is nothing more to show. Lines and results wait for their dice."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.corp import events as TE
from tabletop.games.corp import fight_events as F
from tabletop.games.corp import fight_queries as Q
from tabletop.games.corp.fight_foes import card as foe_card
from tabletop.games.corp.fight_rolls import HIT, SKULL
from tabletop.games.corp.fight_words import counted, foe

DIE_TUMBLE = 0.5  # seconds new dice tumble before the first lands
DIE_STEP = 0.16  # seconds between two dice landing, in the order rolled
LINGER = 2.5  # seconds a finished fight stays up once its last dice are down
SHOWN_LINES = 7

# the records that tell the fight's story (anything else in a batch during a fight is an aside)
STORY = tuple(
    v for v in vars(F).values() if isinstance(v, type) and issubclass(v, F.EventRecord) and v is not F.EventRecord
)
STARTS = (F.FoeRevealed, F.InfectedFight)
# the turn's events shown in the window while a fight is up: plots that change it, deaths, points
ASIDES = (TE.PlotDrawn, TE.Damaged, TE.MonsterBack, TE.ToHallway, TE.Died, TE.TeamScored, TE.Healed, TE.ItemUsed)
PLOTS = (TE.PlotDrawn, TE.Damaged, TE.MonsterBack, TE.ToHallway)
# a fighter's move: the monsters' next line begins a new round
FIGHTERS_ACT = (F.FoeRevealed, F.InfectedFight, F.AttackRolled, F.EscapeRolled, F.HelpAsked, F.HelpAnswered, F.Passed)


@dataclass
class Roll:
    """One roll of the fight: by a character (`kind` "attack", "escape", "rise") or a monster ("foe")."""

    kind: str
    seat: int  # the character who rolled, or the one a monster attacked
    card: str  # the monster that rolled, or the one attacked ("" a character in an infected fight)
    hand: str  # "fist", a weapon's instance id, "" (a monster's dice, an escape)
    faces: list[int]
    shown: list[int]
    hits: list[bool | None]
    result: str  # "2 hits, 2 damage", "gets away", ...
    why: str = ""  # a monster's attack: why that target ("wounded", "entered", "all", "")
    start: int = 0  # the place of its first die in the fight's landing order
    target: str = ""  # a character's attack on a character: its name
    round: int = 0  # the monsters' round it was rolled in (FightRecord.round; 0 in an infected fight)


@dataclass
class Line:
    text: str
    style: str  # "line", "ability", "plot", "result"
    after: int  # shown once this many dice have landed


@dataclass
class Revival:
    """A monster killed and back in the fight (It's still alive!, NC-FAQ-07): the rolls and dice before it
    were the fight it lost, and the words that say so, the card's own (the dice list's divider)."""

    rolls: int  # rolls before it
    dice: int  # dice before it: the divider shows once they have landed
    text: str


@dataclass
class FightRecord:
    """The fight window's record (the interface the scene builds on: `rolling`, `over`, `gone`)."""

    area: str = ""
    level: int = 0
    foes: list[str] = field(default_factory=list)  # every monster seen in this fight, in order
    fallen: dict[str, str] = field(default_factory=dict)  # card -> "killed", "alone", "vanished", "abandoned"
    damage: dict[str, int] = field(default_factory=dict)  # card -> damage last known
    zombies: dict[str, int] = field(default_factory=dict)  # card -> zombies standing (Abhoth)
    life: dict[str, int] = field(default_factory=dict)  # card -> its whole life last told (a boss may have grown)
    fighters: list[int] = field(default_factory=list)  # seats that have been in it, in order
    out: dict[int, str] = field(default_factory=dict)  # seat -> "escaped", "dead"
    infected: list[int] = field(default_factory=list)
    pvp: bool = False
    boss: bool = False
    rolls: list[Roll] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    dice: int = 0  # dice rolled so far
    landed: int = 0
    clock: float = 0.0
    over: bool = False
    result: str = ""
    last_hit: dict[str, int] = field(default_factory=dict)  # card -> the seat that last wounded it
    last_entered: int = -1
    marks: list = field(default_factory=list)  # (dice landed, "foe"/"seat", key, value before): no spoilers
    fallen_at: dict[str, int] = field(default_factory=dict)  # card -> dice landed when its end is shown
    closing: bool = False  # the game has moved on: leave once the dice are down
    idle: float = 0.0
    closed: bool = False
    revivals: list[Revival] = field(default_factory=list)
    drawn: str = ""  # the last Plot card drawn in the window (the card that brought a monster back)
    round: int = 0  # the monsters' rounds so far (the engine's fight.rounds, told again by `see`)
    striking: bool = False  # within the monsters' round: its first line names the round

    # -- the scene's interface ---------------------------------------------------------------------
    @property
    def rolling(self) -> bool:
        """Dice still in the air (the decision waits until they land)."""
        return self.landed < self.dice

    @property
    def gone(self) -> bool:
        """Nothing more to show: closed by the player, or over and the game moved on."""
        return self.closed or (self.over and self.closing and not self.rolling and self.idle >= LINGER)

    def tick(self, dt: float, roll_dt: float | None = None) -> None:
        """Time passes (`dt` seconds): the next die lands every DIE_STEP of `roll_dt`, the dice's time at the
        settings' animation speed (game_screen.animated; `dt` when not given). The linger keeps the screen's clock."""
        if self.rolling:
            self.clock += dt if roll_dt is None else roll_dt
            while self.clock >= 0 and self.rolling:
                self.landed += 1
                self.clock -= DIE_STEP
        if not self.rolling:
            self.clock = 0.0
            if self.closing:
                self.idle += dt

    def land_all(self) -> None:
        """Every die down at once (a still picture, a loaded game)."""
        self.landed = self.dice

    def shown_lines(self) -> list[Line]:
        """The lines whose dice have landed, the latest last."""
        return [ln for ln in self.lines if ln.after <= self.landed][-SHOWN_LINES:]

    def shown(self, kind: str, key, now: int) -> int:
        """A number as the landed dice have told it: a foe's damage ("foe") or a seat's life ("seat"), the
        value before the first roll still in the air that changes it, else `now`."""
        for at, k, which, before in self.marks:
            if at > self.landed and k == kind and which == key:
                return before
        return now

    def gone_shown(self, card: str) -> str:
        """How a foe left the fight, once the dice that ended it have landed ("" while it stands)."""
        return self.fallen.get(card, "") if self.fallen_at.get(card, 0) <= self.landed else ""

    # -- what happens ---------------------------------------------------------------------------------
    def _dice(self, n: int) -> int:
        """n new dice in the air; returns the place of the first."""
        if n and not self.rolling:
            self.clock = -DIE_TUMBLE
        start = self.dice
        self.dice += n
        return start

    def _say(self, text: str, style: str = "line") -> None:
        if text:
            self.lines.append(Line(text, style, self.dice))

    def _monsters_strike(self, r) -> str:
        """The words before a monster's line: "Round 2: " on the first line of the monsters' round (its
        regenerate or its attack), so each round's lines read as a sequence (play-test r28: "The Undying
        Founder heals 1 (regenerate): 6/12." twice, after a round where the damage and the heal cancel)."""
        if isinstance(r, F.FoeHealed) and r.ability != "regenerate":
            return ""  # healed by its own skulls: within its attack
        if self.striking or self.pvp:
            return ""
        self.striking = True
        self.round += 1
        return f"Round {self.round}: "

    def _enter(self, seat: int) -> None:
        if seat not in self.fighters:
            self.fighters.append(seat)
        self.out.pop(seat, None)
        self.last_entered = seat

    def _foe(self, card: str) -> None:
        if card not in self.foes:
            self.foes.append(card)
        self.fallen.pop(card, None)

    def absorb(self, events, cards) -> None:
        """Take in a batch's events (as the seat at the screen sees them)."""
        for ev in events:
            r = getattr(ev, "record", None)
            text = getattr(ev, "text", "") or ""
            if isinstance(r, STORY):
                self._story(r, text, cards)
            elif isinstance(r, ASIDES):
                if isinstance(r, TE.Died):
                    self.out[r.seat] = "dead"
                if isinstance(r, TE.PlotDrawn):
                    self.drawn = r.card
                if isinstance(r, TE.MonsterBack) and r.into != "stack":
                    text = self._revived(r.card, cards)
                self._say(text, "plot" if isinstance(r, PLOTS) else "line")

    def _revived(self, card: str, cards) -> str:
        """A killed monster is back to fight (It's still alive!): the rolls so far are set apart as the fight
        it lost, under the card's words ("It's still alive! The Zombie Sales Team is back, at full life")."""
        why = cards.name(self.drawn) if self.drawn else ""
        text = f"{why} {foe(cards, card, start=True)} is back, at full life".strip()
        self.revivals.append(Revival(len(self.rolls), self.dice, text))
        return text

    def revival_shown(self) -> Revival | None:
        """The latest revival whose dice before it have landed (the dice list's divider), else None."""
        return next((rv for rv in reversed(self.revivals) if rv.dice <= self.landed), None)

    def _story(self, r, text: str, cards) -> None:
        rolled = len(self.rolls)
        self._told(r, text, cards)
        for roll in self.rolls[rolled:]:  # each roll knows its round: the dice box sets the rounds apart
            roll.round = 0 if self.pvp else self.round

    def _told(self, r, text: str, cards) -> None:
        if isinstance(r, STARTS) and self.over:
            # the fight starts again within the same action (It's still alive! among the loot): a new fight,
            # its fighters the ones who come in now (a helper of the fight it lost was still listed "in the
            # fight"), its monster wounded by nobody yet
            self.over, self.result, self.closing, self.idle = False, "", False, 0.0
            self.fighters, self.out, self.last_hit = [], {}, {}
            self.round = 0
        if isinstance(r, (F.FoeHealed, F.FoeAttacked)):
            head = self._monsters_strike(r)  # the engine's words name a regenerate's round already
            text = ("" if isinstance(r, F.FoeHealed) and r.round else head) + text if text else text
        elif isinstance(r, FIGHTERS_ACT):
            self.striking = False  # the fighters answer: the next monsters' line begins a round
        if isinstance(r, F.FoeRevealed):
            self._foe(r.card)
            self._enter(r.seat)
            if r.damage:  # faced again, with the damage it kept (NC-ABAN-02): the fight may end before see()
                self.damage[r.card] = r.damage
            self.boss = self.boss or r.card.split("#")[0] in cards.bosses
            self._say(text, "line")
        elif isinstance(r, F.InfectedFight):
            self.pvp = True
            self.infected = list(r.infected)
            for s in [*r.infected, *r.others]:
                if s not in self.fighters:
                    self.fighters.append(s)
            self._say(text, "ability")
        elif isinstance(r, F.AttackRolled):
            start = self._dice(len(r.faces))
            hits = [f != SKULL and s >= HIT for f, s in zip(r.faces, r.shown)]
            on_foe = r.target not in cards.characters
            if on_foe:
                self.damage[r.target] = r.life - r.left
                self.life[r.target] = r.life
                self.marks.append((start + len(r.faces), "foe", r.target, r.life - r.left - r.damage))
                if r.damage > 0:
                    self.last_hit[r.target] = r.seat
            result = f"{counted(r.hits, 'hit')}, {r.damage} damage"
            self.rolls.append(
                Roll(
                    "attack",
                    r.seat,
                    r.target if on_foe else "",
                    r.hand,
                    list(r.faces),
                    list(r.shown),
                    list(hits),
                    result,
                    start=start,
                    target="" if on_foe else r.target,
                )
            )
            self._say(text)
        elif isinstance(r, F.FoeAttacked):
            why = self._why(r.card, r.seat, cards)
            start = self._dice(len(r.faces))
            self.marks.append((start + len(r.faces), "seat", r.seat, r.left + r.damage))
            hits = [f != SKULL and s >= HIT for f, s in zip(r.faces, r.shown)]
            result = f"{counted(r.hits, 'hit')}, {r.damage} damage"
            self.rolls.append(
                Roll("foe", r.seat, r.card, "", list(r.faces), list(r.shown), list(hits), result, why, start)
            )
            self._say(text)
        elif isinstance(r, F.EscapeRolled):
            start = self._dice(0 if r.free else 1)
            if r.ok:
                self.out[r.seat] = "escaped"
            faces = [] if r.free else [r.face]
            shown = [] if r.free else [r.shown]
            result = "gets away" if r.ok else "caught"
            self.rolls.append(
                Roll("escape", r.seat, "", "", faces, shown, [r.ok] if faces else [], result, start=start)
            )
            self._say(text)
        elif isinstance(r, F.HelpAnswered):
            if r.join:
                self._enter(r.seat)
            self._say(text)
        elif isinstance(r, F.FoeKilled):
            self.fallen[r.card] = "killed"
            self.fallen_at[r.card] = self.dice
            self._say(text, "result")
        elif isinstance(r, F.FoeGone):
            self.fallen[r.card] = r.how
            self.fallen_at[r.card] = self.dice
            self._say(text, "ability")
        elif isinstance(r, F.FoeHealed):
            self.damage[r.card] = r.life - r.left
            self.life[r.card] = r.life
            self.marks.append((self.dice, "foe", r.card, r.life - r.left + r.amount))
            self._say(text, "ability")
        elif isinstance(r, F.ZombieFell):
            self.zombies[r.card] = r.standing
            self._say(text, "ability")
        elif isinstance(r, F.FistHurt):
            self.marks.append((self.dice, "seat", r.seat, r.left + r.damage))
            self._say(text, "ability")
        elif isinstance(r, (F.AbilityTriggered, F.WeaponBroken)):
            self._say(text, "ability")
        elif isinstance(r, F.InfectedReturned):
            start = self._dice(len(r.faces))
            self.rolls.append(
                Roll("rise", r.seat, "", "", list(r.faces), list(r.faces), [None] * len(r.faces), "", start=start)
            )
            self._say(text, "ability")
        elif isinstance(r, F.CharacterFell):
            self.out[r.seat] = "dead"
            self._say(text, "result")
        elif isinstance(r, F.FightOver):
            self.over = True
            self.result = text
            self._say(text, "result")
        else:
            self._say(text)

    def _why(self, card: str, seat: int, cards) -> str:
        """Why the monster attacked `seat` (NC-RESP-16), from what this record saw happen."""
        if any(e.kind == "attacks_all" for e in foe_card(cards, card).abilities):
            return "all"
        if self.last_hit.get(card) == seat:
            return "wounded"
        if self.last_entered == seat:
            return "entered"
        return ""

    def see(self, view) -> None:
        """Take what the view says of the fight in hand: where, who is in it, the damage, who entered last."""
        st = view.state
        fight = st.fight
        if fight is None:
            return
        self.area, self.level = fight.area, fight.level
        self.round = fight.rounds
        self.pvp = self.pvp or fight.step == "pvp"
        self.infected = list(fight.infected) if fight.infected else self.infected
        for s in fight.fighters:
            if s not in self.fighters:
                self.fighters.append(s)
            self.out.pop(s, None)
        self.last_entered = fight.last_entered
        area = st.areas.get(fight.area)
        for f in area.foes if area is not None else []:
            self._foe(f.card)
            self.damage[f.card] = f.damage
            if f.last_hit_by is not None:
                self.last_hit[f.card] = f.last_hit_by
            if f.zombies:
                self.zombies[f.card] = len(f.zombies)
        self.boss = self.boss or Q.boss_fight(st, view.cards)

    @classmethod
    def from_view(cls, view) -> FightRecord:
        rec = cls()
        rec.see(view)
        return rec


def _opening(events: list, start: int) -> int:
    """Where a new fight's story begins in a batch: after any earlier fight's end, at the first line that
    belongs to it (Thanophobia's warning comes before the monster; It's still alive!'s card before it)."""
    first = max((i + 1 for i, ev in enumerate(events[:start]) if isinstance(ev.record, F.FightOver)), default=0)
    for i in range(first, start):
        if isinstance(getattr(events[i], "record", None), (*STORY, *PLOTS)):
            return i
    return start


def follow(record: FightRecord | None, events, view) -> FightRecord | None:
    """The record after a batch of `events` (as the seat at the screen sees them), given the record shown
    before and the view after; None when no fight is on and nothing lingers."""
    events = list(events or ())
    fighting = view.state.fight is not None
    starts = [i for i, ev in enumerate(events) if isinstance(getattr(ev, "record", None), STARTS)]
    story = any(isinstance(getattr(ev, "record", None), STORY) for ev in events)
    if record is not None and record.over:
        if starts:
            record = None  # a new fight: It's still alive! after a kill, or the next one
        elif events and not story:
            record.closing = True  # the game moved on: it goes once its dice are down
    if record is None:
        if not starts and not fighting:
            return None
        record = FightRecord() if starts else FightRecord.from_view(view)
        events = events[_opening(events, starts[0]) :] if starts else []
    record.absorb(events, view.cards)
    if fighting:
        record.see(view)
    elif not record.level and record.fighters and not record.pvp:
        # begun and ended in one action (a monster that fell apart or vanished, everyone dead at once): the
        # view never held the fight, so its level is where the first to come in stands, dead or alive
        # (play-test r27: "A fight · over" where every other finished fight named its level)
        players = view.state.players
        first = record.fighters[0]
        record.level = players[first].level if 0 <= first < len(players) else 0
    elif story and not record.over:
        record.over = True  # the fight ended without its last line (a death ended the game)
    if record.over and not fighting:
        record.closing = True  # it goes a moment after its last dice land (or at a click)
    return record


@dataclass(frozen=True)
class _Seen:
    """What `follow` reads of a table's view: the state (as the watched seat saw it) and the cards."""

    state: object
    cards: object


def resumed_fight(cards, steps) -> FightRecord | None:
    """The record of a game loaded or resumed part way (GameScreen.fight_so_far): the fight's actions
    so far followed as the live window followed them, its dice down; None when no fight is on or lingers."""
    record = None
    for events, state in steps:
        record = follow(record, events, _Seen(state, cards))
    if record is not None:
        record.land_all()
    return record


def watched_fight(table, steps) -> None:
    """The replay viewer's fight window at a watched position (the spec's Replay.fight_window): the
    fight's actions so far (`steps`: each one's events and the state after it) followed as the live window
    follows them, a finished fight closed between two actions as a person closes it; so the action that
    finished a fight shows its dice and result. The dice rest, and the result stays up while the position
    is shown (the live window leaves a moment after its game moves on)."""
    cards = table.session.game.cards
    record = None
    for events, state in steps:
        if record is not None and record.over:
            record = None  # closed before the next action
        record = follow(record, events, _Seen(state, cards))
    if record is not None:
        record.land_all()
        record.closing = False
    table.fight_record = record
    table._sync_fight()
