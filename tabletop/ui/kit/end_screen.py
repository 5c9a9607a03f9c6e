"""One end screen, drawn from the game's `Outcome` (tabletop/core/protocol.py): who won (one seat, a
shared win, a team, everyone in a co-operative game, or nobody: a co-operative loss), the reason in
the engine's words, every seat's standing (team, points), and Rematch and Leave.

`EndScreen` holds what is shown; a game's own account of how the game ended (Necromolds: monsters
and gems left; Rise: where each player's 13 Dominion counters stand) comes through the `account`
hook, drawn in the panel's body instead of the generic standings. Two hosts:

- over the table (`EndScreen.draw_over` and `EndScreen.buttons`): a framed panel on the dimmed
  table, with kit buttons the table adds to its own (the Necromolds table);
- a screen of its own (`EndScene`): the heading, the panel and the menu's plaques (Rise).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.core.protocol import Outcome, player_name
from tabletop.ui import look
from tabletop.ui.kit.buttons import Button
from tabletop.ui.kit.panels import text
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import pop
from tabletop.ui.scenes.base import UIScene


@dataclass(frozen=True)
class EndWords:
    """The titles a game gives its end (Rise crowns a Necromancer King); `{name}`, `{team}` filled in."""

    you_win: str = "You win!"
    computer_wins: str = "The computer wins"
    seat_wins: str = "{name} wins!"
    both_win: str = "Both players win!"
    shared: str = "A shared victory!"
    team_wins: str = "Team {team} wins!"
    your_team_wins: str = "Your team wins!"
    computer_team_wins: str = "The computer's team wins"
    all_win: str = "Everyone wins!"  # a co-operative win
    all_lose: str = "Everyone loses"  # a co-operative loss
    no_winner: str = "Game over"


@dataclass(frozen=True)
class Standing:
    """One seat at the end: its name and colour, whether it won, its team and points (None: the game has none)."""

    seat: int
    name: str
    colour: tuple
    won: bool
    team: int | None = None
    points: int | None = None


@dataclass
class EndScreen:
    """What the end of a game shows, from its Outcome."""

    outcome: Outcome
    seats: int
    colours: Sequence[tuple]
    bots: frozenset = frozenset()
    words: EndWords = field(default_factory=EndWords)
    coop: bool = False  # a co-operative game: everyone wins or everyone loses
    account: Callable | None = None  # (surface, rect, scale, end_screen) -> None: the game's own account
    note: str = ""  # a last line under the standings ("3 rounds played")
    names: Sequence[
        str
    ] = ()  # each seat's name as the table says it (default: the platform's, and who is the computer)

    def name(self, seat: int) -> str:
        """A seat's name in the standings."""
        if seat < len(self.names):
            return self.names[seat]
        return player_name(seat) + (" (computer)" if seat in self.bots else "")

    def humans(self) -> list[int]:
        """The seats played at this screen."""
        return [s for s in range(self.seats) if s not in self.bots]

    def title(self) -> str:
        """The big line: who won, as the game words it."""
        w = self.words
        winners = list(self.outcome.winners)
        humans = self.humans()
        if not winners:
            return w.all_lose if self.coop else w.no_winner
        if self.coop or (len(winners) == self.seats and self.seats > 2 and not self.outcome.teams):
            return w.all_win if self.coop else w.shared
        team = self.winning_team()
        if team is not None and len(self.outcome.teams[team]) > 1:
            if len(humans) == 1:
                return w.your_team_wins if humans[0] in winners else w.computer_team_wins
            return w.team_wins.format(team=team + 1)
        if len(winners) > 1:
            return w.both_win if len(winners) == 2 and self.seats == 2 else w.shared
        if len(humans) == 1:
            return w.you_win if winners[0] in humans else w.computer_wins
        return w.seat_wins.format(name=player_name(winners[0]))

    def winning_team(self) -> int | None:
        """The team whose seats are exactly the winners (None without teams, or when no team is)."""
        for index, team in enumerate(self.outcome.teams):
            if set(team) == set(self.outcome.winners):
                return index
        return None

    def title_colour(self) -> tuple:
        """One winner's colour; amber for a shared or team win; bone when nobody won."""
        winners = self.outcome.winners
        if len(winners) == 1 and 0 <= winners[0] < len(self.colours):
            return tuple(self.colours[winners[0]])
        return look.AMBER if winners else look.BONE

    def reason(self) -> str:
        """How the game ended, in the engine's words (a sentence starts with a capital)."""
        words = self.outcome.reason or ""
        return words[:1].upper() + words[1:]

    def standings(self) -> list[Standing]:
        """Every seat, in seat order."""
        points = self.outcome.points
        return [
            Standing(
                seat,
                self.name(seat),
                tuple(self.colours[seat]) if seat < len(self.colours) else look.BONE,
                self.outcome.won(seat),
                self.outcome.team_of(seat),
                points[seat] if seat < len(points) else None,
            )
            for seat in range(self.seats)
        ]

    def lines(self) -> list[tuple[str, tuple]]:
        """The generic standings as (words, colour) lines: each seat with its team and points, winners marked."""
        out = []
        for st in self.standings():
            words = st.name
            if st.team is not None:
                words += f", team {st.team + 1}"
            if st.points is not None:
                words += f": {st.points} point{'s' if st.points != 1 else ''}"
            if st.won:
                words += " · wins" if not self.coop else ""
            out.append((words, st.colour))
        return out

    # -- over a table --------------------------------------------------------------------------------
    def rect_for(self, size, scale: float) -> pygame.Rect:
        """The panel over the table, centred (taller with more seats to list)."""
        r = pygame.Rect(0, 0, int(560 * scale), int((320 + 24 * max(0, self.seats - 2)) * scale))
        r.center = (size[0] // 2, size[1] // 2)
        return r

    def draw_over(self, surface, scale: float) -> pygame.Rect:
        """The panel over the dimmed table: title, reason, the account (or standings), the note."""
        look.dim(surface, 120)
        rect = self.rect_for(surface.get_size(), scale)
        look.draw_frame(surface, rect, fill_alpha=240)
        title, colour = self.title(), self.title_colour()
        size = int(40 * scale)
        img = look.render_title(title, size, colour=colour)
        while img.get_width() > rect.width - int(40 * scale) and size > 16:  # never wider than the panel
            size -= 2
            img = look.render_title(title, size, colour=colour)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.top + int(70 * scale))))
        text(
            surface,
            "serif_italic",
            16 * scale,
            self.reason(),
            (rect.centerx, rect.top + int(128 * scale)),
            look.BONE,
            "midtop",
        )
        body = pygame.Rect(rect.left, rect.top + int(162 * scale), rect.width, rect.height - int(232 * scale))
        if self.account is not None:
            self.account(surface, body, scale, self)
            return rect
        y = body.top
        for words, line_colour in self.lines():
            text(surface, "sans", 15 * scale, words, (rect.centerx, y), line_colour, "midtop")
            y += int(24 * scale)
        if self.note:
            text(surface, "sans", 13 * scale, self.note, (rect.centerx, y + 4), look.BONE_DIM, "midtop")
        return rect

    def buttons(self, size, scale: float, rematch, leave) -> list[Button]:
        """Rematch and Main menu along the foot of the panel over the table."""
        rect = self.rect_for(size, scale)
        bw, bh = int(170 * scale), int(40 * scale)
        y = rect.bottom - bh - int(20 * scale)
        return [
            Button(
                "rematch",
                pygame.Rect(rect.centerx - bw - 10, y, bw, bh),
                "Rematch",
                rematch,
                "Set up a new game with the same players",
                primary=True,
            ),
            Button("leave", pygame.Rect(rect.centerx + 10, y, bw, bh), "Main menu", leave, "Leave the table"),
        ]


class EndScene(UIScene):
    """The end screen as a screen of its own: the title as the heading, the reason and the account
    (or the standings) on the panel, Menu and Rematch. A game subclasses it for its words, its
    account (`draw_account`) and its rematch."""

    name = "end"

    def __init__(self, ctx, end: EndScreen) -> None:
        super().__init__(ctx)
        self.end = end

    def build(self) -> None:
        """Menu (left) and Rematch (right)."""
        f = self.frame()
        self.button(f["back"], "Menu", self.leave, cls="plaque_small", key="menu", tooltip="Back to the main menu")
        self.button(
            f["primary"],
            "Rematch",
            self.rematch,
            cls="plaque",
            key="rematch",
            tooltip="A new game with the same players, side and options",
        )

    def leave(self):
        """Back to the menu (the finished game stays in the autosave, without Resume)."""
        return pop()

    def rematch(self):
        """A new game with the same players (the game's own scene says how)."""
        return None

    def winners(self) -> list[int]:
        """The winning seats."""
        return list(self.end.outcome.winners)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The title in the heading, the reason at the top of the panel, then the account."""
        s = ui_scale(self.ctx.size)
        f = self.frame()
        hx, hy, hw, hh = f["heading"]
        title = self.end.title()
        glow = self.end.title_colour() if len(self.end.outcome.winners) == 1 else look.AMBER
        size = int(32 * s)
        img = look.render_title(title, size, colour=look.BONE, glow_colour=glow)
        while img.get_width() > hw and size > 16:
            size -= 2
            img = look.render_title(title, size, colour=look.BONE, glow_colour=glow)
        surface.blit(img, img.get_rect(center=(hx + hw // 2, hy + hh // 2)))
        self.draw_panel(surface)
        x, y, w, h = f["panel"]
        reason = self.end.reason() or "The game is over."
        line = look.text("serif_italic", int(16 * s), reason, look.BONE)
        surface.blit(line, line.get_rect(midtop=(x + w // 2, y + int(14 * s))))
        body = pygame.Rect(x, y + int(56 * s), w, h - int(56 * s))
        if self.end.account is not None:
            self.end.account(surface, body, s, self.end)
            return
        yy = body.top
        for words, colour in self.end.lines():
            text(surface, "serif_bold", 16 * s, words, (x + w // 2, yy), colour, "midtop")
            yy += int(28 * s)
        if self.end.note:
            text(
                surface,
                "serif_italic",
                14 * s,
                self.end.note,
                (x + w // 2, y + h - int(14 * s)),
                look.BONE_DIM,
                "midbottom",
            )
