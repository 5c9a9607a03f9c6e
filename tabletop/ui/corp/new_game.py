"""NecronomiCORP new game: the shared new-game form (tabletop.ui.scenes.new_game) for players 1-6 and
who sits in each seat, with what is NecronomiCORP's beside it:

- Aliens & Spirits on or off (NC-COMP-02);
- the characters: the six basic ones or the expansion's special characters (they come with the
  expansion, NC-COMP-06; choosing them turns it on), with the rulebook's advice that special
  characters are recommended at three players or fewer (NC-START-09);
- co-op or competitive teams (equal teams of two or three seated alternately: 2 teams at 4 or 6
  players, 3 teams at 6, NC-TEAM-01/10) and the points to win, the rulebook's suggestion (40 for two
  teams, 25 for three, NC-TEAM-04) first.

`form_settings(values, players)` is the pure part: the settings the engine starts from.
"""

from __future__ import annotations

from typing import Any

from tabletop import games as rules
from tabletop.core.errors import ContentError
from tabletop.games.corp import spec as game_spec
from tabletop.games.corp.settings import DEFAULT_TARGET, TEAM_SIZES
from tabletop.ui.corp.starting import SEAT_COLOURS, seat_colours
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition
from tabletop.ui.scene import replace as replace_scene
from tabletop.ui.scenes import form_fit
from tabletop.ui.scenes.new_game import FormChoices, NewGameScene

CHARACTERS = (("Basic", "basic"), ("Special", "special"))
MODES = (("Co-op", 0), ("2 teams", 2), ("3 teams", 3))
COLUMN_GAP = 40  # between the seats' column and the game's choices, at scale 1
TARGETS = (20, 25, 30, 40, 50)
SPECIAL_ADVICE = 3  # the rulebook recommends special characters at three players or fewer (NC-START-09)


def modes_for(players: int) -> tuple[tuple[str, int], ...]:
    """Co-op always; the team counts that make equal teams of 2-3 at this many players (NC-TEAM-10)."""
    return tuple((label, n) for label, n in MODES if n == 0 or players in TEAM_SIZES[n])


def advice(players: int, characters: str, expansion: bool) -> str:
    """The rulebook's word on the characters for this table (NC-START-09/10)."""
    if characters == "special":
        if players <= SPECIAL_ADVICE:
            return "Special characters, each with a skill: recommended at three players or fewer."
        return "Special characters, each with a skill instead of starting gear (the rulebook recommends them at three players or fewer)."
    if players <= SPECIAL_ADVICE:
        if expansion:
            return "At three players or fewer the rulebook recommends the special characters."
        return "At three players or fewer the rulebook recommends the special characters (Aliens & Spirits); basic ones get an extra random item."
    return "Basic characters start with weapons by the number of players; special ones with their skills."


EXPANSION_WORDS = (
    " Aliens & Spirits: the first player, and whoever finds an Exit, is cursed and a curse falls on that floor;"
    " a character killed by a monster with contagion comes back infected, one of its kind."
)
# alone, "the first player" and "whoever finds an Exit" are you, and coming back infected ends the game: an
# infected character cannot fight the boss, and nobody else is left (NC-CONTAG-19; play-test r28)
SOLO_EXPANSION_WORDS = (
    " Aliens & Spirits: you are cursed at the start and at each Exit you find, and a curse falls on that"
    " floor; killed by a monster with contagion, you rise infected and the building wins."
)


HOW_FORMS = ("How a game goes…", "How it goes…", "How…")  # the button that opens it, longest first


def how_it_goes(teams: int, players: int = 2, expansion: bool = False) -> str:
    """The game in a few lines, for a newcomer at the form (NC-MAP-01, NC-TURN-07, NC-ROOM, NC-RESP,
    NC-BOSS-02, NC-TEAM), and with Aliens & Spirits on what it changes (NC-CURSE, NC-CONTAG: play-test
    r28, switching it on said nothing). Alone, there is nobody to call for help (NC-RESP-14: only
    players in the level's hallway can come) and nobody to win with (play-test r27: the solo form said
    "call for help" and "Slay it together")."""
    if not expansion:
        return _how_it_goes(teams, players)
    return _how_it_goes(teams, players) + (SOLO_EXPANSION_WORDS if players == 1 and not teams else EXPANSION_WORDS)


def _how_it_goes(teams: int, players: int) -> str:
    alone = players == 1 and not teams
    fight = (
        "Fight with your weapons' dice (4 to 6 hits) or escape."
        if alone
        else ("Fight with your weapons' dice (4 to 6 hits), escape, or call for help.")
    )
    boss = "a boss waits." if alone else "a boss waits, drawn for how many of you are alive."
    floors = (
        "How a game goes: five floors of face-down rooms (30, 25, 20, 15 and 10 cards) stand under the roof."
        " Each turn you may open one door: an empty room, loot (a Plot card), a monster to fight, or the"
        f" floor's Exit, which opens the next floor. {fight} Exit 5 opens the roof, where {boss}"
    )
    if teams:
        return (
            floors
            + " A monster slain scores its floor's number for the slayer's team; the points to win, or the boss, end the game."
        )
    if alone:
        return floors + " Slay it to win; if you fall, the building wins."
    return floors + " Slay it together to win; if everyone falls, the building wins."


def check_characters(value: Any) -> str:
    """A remembered choice of characters: basic or special (ValueError for anything else)."""
    if value not in [kind for _label, kind in CHARACTERS] or not isinstance(value, str):
        raise ValueError(f"expected one of {', '.join(kind for _l, kind in CHARACTERS)}")
    return value


def form_settings(values: dict[str, Any], players: int) -> dict[str, Any]:
    """The settings the engine starts from, for the form's values at `players` players."""
    special = values.get("characters") == "special"
    expansion = bool(values.get("expansion")) or special
    teams = int(values.get("teams") or 0)
    if teams and players not in TEAM_SIZES.get(teams, ()):
        teams = 0  # the count changed under the choice: co-op again
    out: dict[str, Any] = {"players": players, "expansion": expansion, "special": special, "teams": teams}
    if teams:
        out["target"] = int(values.get("target") or DEFAULT_TARGET[teams])
    return out


def seat_forms(teams: int) -> list:
    """The ways a seat's colour (and team) may be said, longest first: "Red (R) · team 1", "Red · team 1",
    "R · team 1" (co-op: "Red (R)", "R")."""

    def said(seat: int, full: bool, letter_too: bool) -> str:
        name, _rgb, letter = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        team = f" · team {seat % teams + 1}" if teams else ""
        return (f"{name} ({letter})" if letter_too else name) + team if full else letter + team

    forms = [lambda k: said(k, True, True)]
    if teams:
        forms.append(lambda k: said(k, True, False))
    return [*forms, lambda k: said(k, False, False)]


class CorpNewGame(NewGameScene):
    """The shared form's players and seats on the left; NecronomiCORP's choices on the right."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx, game_spec.SPEC.name)
        self.column_gap = 0  # between the columns, in pixels (build sets it: narrower where the right needs it)

    def fresh_form(self) -> FormChoices:
        """The schema's defaults with basic characters and co-op play."""
        return super().fresh_form().with_value("characters", "basic").with_value("teams", 0)

    def value_checks(self) -> dict[str, Any]:
        """The characters are this form's own choice (basic or special), not the schema's."""
        return {"characters": check_characters}

    def settle(self) -> None:
        """Special characters come with the expansion; a team count the players rule out is co-op again."""
        if self.form.values.get("characters") == "special":
            self.form = self.form.with_value("expansion", True)
        teams = int(self.form.values.get("teams") or 0)
        if teams not in [n for _l, n in modes_for(self.form.players)]:
            self.form = self.form.with_value("teams", 0)

    def _columns(self, s: float) -> tuple[int, int]:
        # "Player 6" needs no more than 90: the rest goes to the seat's colour and team (play-test r21:
        # "R · team 1" at 1280x800, the colour's name dropped)
        return int(90 * s), int(520 * s)

    def form_columns(self, width: int, s: float) -> tuple[int, int]:
        label_w, col_w = self._columns(s)
        return label_w, col_w - label_w

    def seat_extra(self, seat: int, rect, s: float) -> None:
        """The seat's colour and emblem, and its team when teams are played (seated alternately, NC-TEAM-01)."""
        teams = int(self.form.values.get("teams") or 0)
        if teams not in [n for _l, n in modes_for(self.form.players)]:
            teams = 0
        x, y, w, h = rect
        # into most of the gap before the right column (COLUMN_GAP): the colour's name and letter, else
        # its name, the letter alone only on a small window; every seat in the same form, the longest
        # that fits them all (play-test r21: "R · team 1" at 1280x800, where "Red (R) · team 1" fits)
        w += self.column_gap - int(6 * s)
        forms = seat_forms(teams)
        made = self.label((x + int(6 * s), y, w - int(6 * s), h), forms[-1](seat))
        if made.font is not None:
            for form in forms[:-1]:
                if all(made.font.get_rect(form(k)).width <= w - int(6 * s) for k in range(self.form.players)):
                    made.set_text(form(seat))
                    break

    def seat_kind_width(self, ww: int, s: float) -> int:
        return ww - int(160 * s)

    @staticmethod
    def seat_kinds_floor(s: float) -> int:
        """Human and Bot no wider than their words need with padding: the level button ("Norma|" against
        its border at 960x600, play-test r22) takes the rest, the seat's colour keeping its room."""
        return 0

    def build(self) -> None:
        f = self.add_heading_and_back(self.title)
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, row_h, gap = self.row_metrics(s)
        label_w, ww = self.form_columns(w, s)
        lx, cy = x + pad, y + pad
        players = self.form.players
        values = self.form.values
        expansion = bool(values.get("expansion")) or values.get("characters") == "special"
        modes = modes_for(players)
        teams = int(values.get("teams") or 0)
        if teams not in [n for _l, n in modes]:
            teams = 0
        points = tuple((str(t), t) for t in TARGETS)
        rows = [(("Off", False), ("On", True)), CHARACTERS, modes] + ([points] if teams else [])
        # the right column at least as wide as its rows' buttons need with padding, their label above
        # them ("2 teams" touched its border with Large text at 1024x640, play-test r22): taken from the
        # gap between the columns, then from the seats' column (the colours' words shorten first)
        rl = int(170 * s)
        font = form_fit.button_font(self.ctx)
        need = max(form_fit.row_least(font, [str(words) for words, _v in options], s) for options in rows)
        short = need - (x + w - pad - (lx + label_w + ww + int(COLUMN_GAP * s)))
        self.column_gap = max(int(16 * s), int(COLUMN_GAP * s) - max(0, short))
        ww -= max(0, short - (int(COLUMN_GAP * s) - self.column_gap))
        self.players_row((lx, cy, label_w, ww, row_h))
        seats_bottom = self.seat_rows(lx, cy + row_h + gap, label_w, ww, row_h, s)
        # the right column: NecronomiCORP's own choices
        rx = lx + label_w + ww + self.column_gap
        rw = x + w - pad - rx - rl
        # The two notes share what the rows leave of the column (a narrow column: its labels above
        # their choices, the notes in more lines), each at least two lines.
        left = y + h - pad - cy - sum(self._row_height(options, rw, row_h) + gap for options in rows) - int(4 * s)
        note_h = int(54 * s)
        wide = all(self._inline(options, rw) for options in rows)
        advice_h = note_h if wide else max(note_h, min(int(130 * s), left - note_h))
        words = f"<i>{advice(players, values.get('characters', 'basic'), expansion)}</i>"
        note = f"<i>{self._note(teams, modes, players)}</i>"
        # a narrow column (Large text, a small window) left the notes two-line boxes with scroll bars
        # while the seats' column had room under them (play-test r21): there they read whole
        under = (lx, seats_bottom + int(4 * s), label_w + ww, y + h - int(10 * s))  # to the panel's frame
        below = 0 if wide else self._notes_under_seats(under, words, note)
        cy = self._choice_row(
            (rx, cy, rl, rw, row_h), "Aliens & Spirits", (("Off", False), ("On", True)), expansion, self.set_expansion
        )
        cy = self._choice_row(
            (rx, cy + gap, rl, rw, row_h),
            "Characters",
            CHARACTERS,
            values.get("characters", "basic"),
            self.set_characters,
        )
        cy += gap
        if below == 0:
            box = self.text_box((rx, cy, rl + rw, advice_h), words, plain=True)
            room = max(advice_h, left - note_h)  # what the column leaves it, the last note keeping its two lines
            while box.scroll_bar is not None and advice_h < room:
                # more lines than two (the three-player advice): a line taller, not a scroll bar (play-test r19)
                box.kill()
                advice_h = min(room, advice_h + int(22 * s))
                box = self.text_box((rx, cy, rl + rw, advice_h), words, plain=True)
            cy += advice_h + int(4 * s)
        cy = self._choice_row((rx, cy, rl, rw, row_h), "Game", modes, teams, self.set_teams) + gap
        if teams:
            target = int(values.get("target") or DEFAULT_TARGET[teams])
            cy = self._choice_row((rx, cy, rl, rw, row_h), "Points to win", points, target, self.set_target) + gap
        if below == 1:  # the advice went under the seats: the note has the rest of the column
            self.text_box((rx, cy, rl + rw, max(note_h, y + h - int(10 * s) - cy)), note, plain=True)
        elif below == 0:
            self.text_box((rx, cy, rl + rw, min(note_h, max(int(54 * s), y + h - pad - cy))), note, plain=True)
        how = how_it_goes(teams, players, expansion)
        self.how_box = self._how_it_goes((x, y, w, h), pad, how, s)
        self.how_button = None if self.how_box is not None else self._how_button(f, how, s)
        self.button(f["primary"], "Start", self.start, cls="plaque", key="start")
        self.defaults_button()

    def _how_it_goes(self, panel, pad: int, words: str, s: float):
        """How a game goes, in the panel's room left under both columns (it stood half empty: the other
        games' forms show a preview there), or nothing where it would not read whole."""
        x, y, w, h = panel
        inside = [e.rect for e in self.root.elements if e.rect.top >= y and e.rect.bottom <= y + h]
        top = max((r.bottom for r in inside), default=y) + int(14 * s)
        bottom = y + h - int(10 * s)
        if bottom - top < int(60 * s):
            return None
        box = self.text_box((x + pad, top, w - 2 * pad, bottom - top), f"<i>{words}</i>", plain=True)
        if box.scroll_bar is not None:  # more lines than the room: left out rather than a scroll bar
            box.kill()
            return None
        return box

    def _how_button(self, f: dict, words: str, s: float):
        """Where the panel has no room for how a game goes (1280x800 at 150 % with Large text, play-test r28:
        it was left out with no way to read it), a "How a game goes…" button in the bar between Back and
        Start opens it in a window (Tab reaches it, Enter presses it; Enter, Space or Esc closes it)."""
        bx, by, bw, bh = f["back"]
        px = f["primary"][0]
        gap = int(16 * s)
        room = px - (bx + bw) - 2 * gap
        title, _, body = words.partition(": ")
        body = body[:1].upper() + body[1:]
        probe = self.button((bx, by, room, bh), HOW_FORMS[-1], lambda: None, cls="plaque_small")
        font = getattr(probe, "font", None)  # the plaque's own letter, which Large text makes larger
        probe.kill()
        self._actions.pop(probe, None)
        fits = [form for form in HOW_FORMS if font is not None and font.get_rect(form).width + int(40 * s) <= room]
        said = (fits or HOW_FORMS[-1:])[0]
        width = min(room, max(int(180 * s), font.get_rect(said).width + int(48 * s) if font is not None else room))
        return self.button(
            (bx + bw + gap + (room - width) // 2, by, width, bh),
            said,
            lambda: self.show_message(title, body),
            cls="plaque_small",
            tooltip="The game in a few lines: the floors, a turn, the fight, the boss",
            key="how_it_goes",
        )

    @staticmethod
    def _note(teams: int, modes, players: int = 2) -> str:
        """The note under the game's mode: how a team game is won, or why there is none (alone: the
        building against one player, play-test r28: one player read "Teams need 4 or 6 players")."""
        if teams:
            return (
                f"The rulebook suggests {DEFAULT_TARGET[teams]} points for {teams} teams; the boss is worth 3 or 6."
                " Teams sit alternately."
            )
        if players == 1:
            return "You play alone against the building."
        if len(modes) == 1:
            return "Teams need 4 or 6 players (equal teams of 2 or 3)."
        return "Everyone wins together when the boss is slain."

    def _notes_under_seats(self, room, advice_words: str, note: str) -> int:
        """How many of the notes (both, else the characters' advice, else none) stand in `room` (x, top,
        width, bottom: under the seats), each as tall as its lines; nothing is left there that does not fit."""
        x, top, w, bottom = room
        for notes in ((advice_words, note), (advice_words,)):
            boxes, y = [], top
            for words in notes:
                boxes.append(self.text_box((x, y, w, -1), words, plain=True))
                y = boxes[-1].rect.bottom + int(4 * ui_scale(self.ctx.size))
            if boxes[-1].rect.bottom <= bottom and all(b.scroll_bar is None for b in boxes):
                return len(boxes)
            for b in boxes:
                b.kill()
        return 0

    def _inline(self, options, width: int) -> bool:
        """Whether each choice's words fit its button, with padding, in a row `width` wide beside their
        label ("2 teams" touched its border at 960x600, play-test r22)."""
        s = ui_scale(self.ctx.size)
        return form_fit.row_least(form_fit.button_font(self.ctx), [str(words) for words, _v in options], s) <= width

    def _row_height(self, options, width: int, row_h: int) -> int:
        """A choice row's height: one line, or the label's line above the choices."""
        return row_h if self._inline(options, width) else int(26 * ui_scale(self.ctx.size)) + row_h

    def _choice_row(self, row, label: str, options, value, choose) -> int:
        """A label and its choices on one line where each choice's words fit its button, else the label
        on a line of its own above them (a larger UI scale in a small window); returns the bottom."""
        x, y, label_w, w, h = row
        key = {"Aliens & Spirits": "expansion", "Characters": "characters", "Game": "teams"}.get(label, "target")
        if self._inline(options, w):
            self.label((x, y, label_w, h), label)
            self.radio((x + label_w, y, w, h), options, value, choose, key=key)
            return y + h
        above = int(26 * ui_scale(self.ctx.size))
        self.label((x, y, label_w + w, above), label)
        self.radio((x, y + above, label_w + w, h), options, value, choose, key=key)
        return y + above + h

    # -- choices ------------------------------------------------------------------------------------
    def set_expansion(self, on: bool) -> None:
        self.form = self.form.with_value("expansion", bool(on))
        if not on and self.form.values.get("characters") == "special":
            self.form = self.form.with_value("characters", "basic")  # special characters come with it
        self.rebuild()

    def set_characters(self, kind: str) -> None:
        self.form = self.form.with_value("characters", kind)
        if kind == "special":
            self.form = self.form.with_value("expansion", True)
        self.rebuild()

    def set_teams(self, n: int) -> None:
        self.form = self.form.with_value("teams", int(n)).with_value("target", DEFAULT_TARGET.get(int(n)))
        self.rebuild()

    def set_target(self, n: int) -> None:
        self.form = self.form.with_value("target", int(n))

    def settings(self) -> dict[str, Any]:
        return form_settings(dict(self.form.values), self.form.players)

    def colours(self) -> list[tuple[int, int, int]]:
        return seat_colours(self.form.players)

    def start(self) -> Transition | None:
        """Start the game (fresh seed, autosaved) at its set-up on the table; a refusal is shown."""
        from tabletop.ui.corp.flow import new_game_scene

        try:
            settings = rules.check_settings(self.game, self.settings())
            scene = new_game_scene(self.ctx, settings, self.bot_levels())  # each computer seat at its level
        except (KeyError, ValueError, ContentError) as exc:
            self.show_message("This game cannot start", str(exc))
            return None
        self.remember()
        return replace_scene(scene)
