"""The end of a Rise game on the kit's end screen (tabletop/ui/kit/end_screen.py): the Necromancer
King from the Outcome, and Rise's account through the kit's hook: where each player's 13 Dominion
counters stand (Spell track, Item track, Cities, Dungeons, Academies, still in the supply), with
Rematch and Menu. `counter_account` is the pure part; `RiseEndScene` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.core.protocol import Outcome
from tabletop.ui import look
from tabletop.ui.kit.end_screen import EndScene, EndScreen, EndWords
from tabletop.ui.scene import replace as replace_scene

PLACES = (
    ("spell", "Spell track"),
    ("item", "Item track"),
    ("city", "Cities"),
    ("dungeon", "Dungeons"),
    ("academy", "Academies"),
)
PER_COLOUR = 13  # RN-CONT-01, RN-WIN: 13 counters of each colour; the 13th placed wins


@dataclass(frozen=True)
class Account:
    """One player's counters: how many stand in each place, and how many are left in the supply."""

    seat: int
    counts: dict
    per_colour: int = PER_COLOUR

    @property
    def placed(self) -> int:
        """Counters placed (RN-WIN-02: the Game board plus both tracks)."""
        return sum(self.counts.values())

    @property
    def left(self) -> int:
        """Counters not yet placed."""
        return max(0, self.per_colour - self.placed)


def per_colour() -> int:
    """Dominion counters of each colour, from the content (13 as printed)."""
    try:
        from tabletop.content.rise.cards import load_cards

        return int(getattr(load_cards().supplies, "dominion_per_colour", PER_COLOUR))
    except Exception:
        return PER_COLOUR


def counter_account(state, kind_of) -> list[Account]:
    """Each seat's counters by place; `kind_of(space_id)` names a space's kind (city, dungeon, academy...)."""
    out = []
    each = per_colour()
    for seat, p in enumerate(state.players):
        counts = {"spell": int(p.spell_track), "item": int(p.item_track), "city": 0, "dungeon": 0, "academy": 0}
        for space, held in state.dominion.items():
            if held.seat != seat:
                continue
            try:
                kind = kind_of(space)
            except (KeyError, ValueError):
                kind = "other"
            counts[kind if kind in counts else "other"] = (
                counts.get(kind if kind in counts else "other", 0) + held.count
            )
        out.append(Account(seat, counts, each))
    return out


def board_kinds(side: str):
    """`kind_of` for a board side: the kind of each space id."""
    from tabletop.content.rise.board import load_board

    board = load_board(side)
    return lambda space_id: board.space(space_id).kind


# RN-WIN: the winner is the Necromancer King
WORDS = EndWords(
    you_win="You are the Necromancer King!",
    computer_wins="The computer takes the throne",
    seat_wins="{name} is the Necromancer King!",
    both_win="A shared throne!",
    shared="A shared throne!",
)


def title_for(winners, bots, seats: int) -> str:
    """'You are the Necromancer King!' against the computer; 'Player 2 is the Necromancer King!' between people."""
    return EndScreen(Outcome(tuple(winners or ())), seats, (), frozenset(bots), WORDS).title()


class RiseEndScene(EndScene):
    """The end screen: winner, how it ended, each player's 13 counters accounted for; Rematch, Menu."""

    name = "rise_end"

    def __init__(self, ctx, session, bot_seats, colours) -> None:
        self.session = session
        self.bots = set(bot_seats)
        self.colours = [tuple(c) for c in colours]
        state = session.state
        try:
            kinds = board_kinds(state.side)
        except Exception:
            kinds = lambda _space: "other"  # noqa: E731
        self.accounts = counter_account(state, kinds)
        outcome = session.outcome() or Outcome((), getattr(state, "reason", "") or "")
        end = EndScreen(
            outcome, len(self.accounts), tuple(self.colours), frozenset(self.bots), WORDS, account=self.draw_account
        )
        super().__init__(ctx, end)

    def rematch(self):
        """A new game with the same players, side, options and seats."""
        from tabletop.ui import registry
        from tabletop.ui.rise.starting import rematch_settings, start_session

        # a new session shown where it stands (its set-up), by the registry: this screen opens no other
        session = start_session(rematch_settings(self.session), self.bots)
        return replace_scene(registry.scene_for_session(self.ctx, session))

    def draw_account(self, surface: pygame.Surface, body: pygame.Rect, s: float, end: EndScreen) -> None:
        """The kit's account hook: one row per player with each place's counters drawn as discs."""
        winners = list(end.outcome.winners)
        x, w = body.x, body.w
        pad = int(26 * s)
        name_w = int(250 * s)
        col_w = (w - 2 * pad - name_w - int(120 * s)) // (len(PLACES) + 1)
        top = body.top
        size, room = int(13 * s), col_w - int(8 * s)
        words_in = [word for _key, label in PLACES + (("left", "In the supply"),) for word in label.split()]
        while size > 9 and max(look.font("sans_bold", size).size(word)[0] for word in words_in) > room:
            size -= 1  # a word wider than its column ("Academies") is drawn smaller, never into the next
        head = look.font("sans_bold", size)
        for k, (_key, label) in enumerate(PLACES + (("left", "In the supply"),)):
            # a heading wider than its column takes two lines, the first above (with Large text "Spell
            # track" ran into "Item track")
            lines = look.wrap_lines(label, head, room) or [label]
            for i, line in enumerate(lines):
                words = look.text("sans_bold", size, line, look.AMBER)
                surface.blit(words, (x + pad + name_w + k * col_w, top - (len(lines) - 1 - i) * head.get_linesize()))
        words = look.text("sans_bold", int(13 * s), "Placed", look.AMBER)
        surface.blit(words, words.get_rect(topright=(x + w - pad, top)))
        n = max(1, len(self.accounts))
        foot = self._foot()
        _lines, foot_h = self._foot_lines(body, s, foot)  # the rows stop above the footer's lines
        row_h = min(int(78 * s), (body.bottom - top - int(28 * s) - foot_h) // n)
        r = max(4, int(7 * s))
        for i, acc in enumerate(self.accounts):
            ry = top + int(28 * s) + i * row_h
            colour = self.colours[acc.seat] if acc.seat < len(self.colours) else look.BONE
            if acc.seat in winners:
                glow = pygame.Rect(x + pad // 2, ry - int(6 * s), w - pad, row_h - int(4 * s))
                pygame.draw.rect(surface, (90, 64, 24), glow, border_radius=8)
                pygame.draw.rect(surface, look.AMBER, glow, 2, border_radius=8)
            pygame.draw.circle(surface, colour, (x + pad + r * 2, ry + int(14 * s)), r * 2)
            pygame.draw.circle(surface, look.BRASS, (x + pad + r * 2, ry + int(14 * s)), r * 2, 2)
            who = f"Player {acc.seat + 1}" + (" (computer)" if acc.seat in self.bots else "")
            words = look.text("serif_bold", int(16 * s), who, look.BONE)
            surface.blit(words, (x + pad + r * 5, ry + int(4 * s)))
            places = [acc.counts.get(key, 0) for key, _label in PLACES] + [acc.left]
            if acc.counts.get("other"):
                places[-1] = acc.left  # counters on other spaces are still counted in Placed
            for k, count in enumerate(places):
                cx = x + pad + name_w + k * col_w
                grey = (90, 84, 96)  # the supply's; the discs keep a clear gap before the next column
                self._discs(surface, (cx, ry), count, colour if k < len(PLACES) else grey, r, col_w - int(16 * s))
                if count:
                    num = look.text("sans", int(12 * s), str(count), look.BONE_DIM)
                    surface.blit(
                        num,
                        (
                            cx,
                            ry
                            + int(2 * s)
                            + 2 * r * (1 + (count - 1) // self._disc_row(count, r, col_w - int(16 * s))[0])
                            + 4,
                        ),
                    )
            total = look.text(
                "display",
                int(24 * s),
                f"{acc.placed} / {acc.per_colour}",
                look.AMBER if acc.seat in winners else look.BONE,
            )
            surface.blit(total, total.get_rect(topright=(x + w - pad, ry)))
        self._draw_foot(surface, body, s, foot)

    def _foot(self) -> str:
        return (
            f"Each player has {self.accounts[0].per_colour if self.accounts else PER_COLOUR} Dominion counters: on Cities, "
            f"Dungeons and Academies, or on the Spell and Item tracks. The 13th placed wins. "
            f"Round {getattr(self.session.state, 'round', 0)}."
        )

    @staticmethod
    def _foot_lines(body: pygame.Rect, s: float, foot: str) -> tuple[list[str], int]:
        """The footer's lines, wrapped inside the panel's padding, and the height they take (play-test:
        with Large text the one line ran past both sides of the panel and under the Rematch tooltip)."""
        font = look.font("serif_italic", int(14 * s))
        lines = look.wrap_lines(foot, font, body.w - 2 * int(26 * s))
        return lines, len(lines) * font.get_linesize() + int(14 * s)

    def _draw_foot(self, surface, body: pygame.Rect, s: float, foot: str) -> None:
        font = look.font("serif_italic", int(14 * s))
        lines, _tall = self._foot_lines(body, s, foot)
        y = body.bottom - int(14 * s) - len(lines) * font.get_linesize()
        for line in lines:
            words = look.text("serif_italic", int(14 * s), line, look.BONE_DIM)
            surface.blit(words, words.get_rect(midtop=(body.x + body.w // 2, y)))
            y += font.get_linesize()

    @staticmethod
    def _disc_row(count: int, r: int, width: int) -> tuple[int, float]:
        """(discs a row, the step from one to the next) for `count` discs of radius r within `width`: side
        by side where they fit, else overlapping like a stack of counters (a step of 3/4 r at the least)
        before they wrap (play-test r26: 6 in the supply wrapped 5 + 1 in a column with room for all)."""
        apart = 2 * r + 2
        if count <= 1 or 2 * r + (count - 1) * apart <= width:
            return max(1, count), apart
        step = (width - 2 * r) / (count - 1)
        if step >= 0.75 * r:
            return count, step
        return max(1, int((width - 1.25 * r) // (0.75 * r))), 0.75 * r

    @classmethod
    def _discs(cls, surface, at, count: int, colour, r: int, width: int) -> None:
        """`count` Dominion counters as small stacked discs in one row within `width` (wrapping only when
        even overlapping they do not fit), with the number."""
        x0, y0 = at
        per_row, step = cls._disc_row(count, r, width)
        for k in range(count):
            cx = x0 + r + round((k % per_row) * step)
            cy = y0 + r + (k // per_row) * (2 * r + 2)
            pygame.draw.circle(surface, (0, 0, 0), (cx + 1, cy + 2), r)
            pygame.draw.circle(surface, colour, (cx, cy), r)
            pygame.draw.circle(surface, look.BONE_DIM if sum(colour) < 240 else look.BRASS_DARK, (cx, cy), r, 1)
        if count == 0:
            words = look.text("sans", max(10, int(r * 2)), "–", look.BONE_DIM)
            surface.blit(words, (x0, y0))


def open_end_screen(ctx, session, bot_seats, colours) -> object | None:
    """The end screen as a Transition that replaces the table (for the table, when the game ends)."""
    return replace_scene(RiseEndScene(ctx, session, bot_seats, colours))
