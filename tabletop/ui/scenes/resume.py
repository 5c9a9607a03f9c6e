"""Resume a game: every game's unfinished autosave, one row each (the game, where it stands, when it
was last played), over the dimmed menu.

Each game keeps its own autosave, so several unfinished games can wait at once; this lists them
all. A row's Resume carries out what the menu gave (replaying that autosave); a damaged autosave
says what is wrong and can be discarded. Esc or Back closes the list. It knows no game.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

import pygame

from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.persist import AutosaveStatus
from tabletop.ui.scene import Scene, Transition, pop
from tabletop.ui.scenes.base import draw_ring, enter_down

MAX_ROWS = 6  # more games than the app has; a list this long is never drawn past the panel


def when_text(modified: float, now: float | None = None) -> str:
    """When a game was last played, as a player says it: "today 21:04", "yesterday 09:12", "3 Dec 2026 18:30"."""
    then = dt.datetime.fromtimestamp(modified)
    today = dt.datetime.fromtimestamp(now).date() if now is not None else dt.date.today()
    if then.date() == today:
        return then.strftime("today %H:%M")
    if then.date() == today - dt.timedelta(days=1):
        return then.strftime("yesterday %H:%M")
    return then.strftime("%d %b %Y %H:%M").lstrip("0")


PARTIAL_TITLE = "This save replays only in part"


def partial_words(
    game: str, replays_to: int, of: int, where: str, offer: str = "Open it there?", why: str = "", file: str = ""
) -> str:
    """The question for a save this version's rules replay only so far (`replays_to` of its `of`
    actions; all of them, to another position, when equal): an earlier version's game, or a file
    changed since it was saved. `file`: the save's file name, said (play-test r25: the question named
    the field but not which of the saves it was)."""
    from tabletop.ui.games_info import game_title

    if replays_to < of:
        parted = f"this version's rules part ways with it at action {replays_to + 1} of {of}"
    else:
        parted = "every action replays, but to another position than the one saved"
    why = re.sub(r"^actions\[\d+\] does not replay: ", "the rules now say: ", why)
    why = re.sub(r"^actions\[\d+\] is not a valid action: ", "it is not an action this version knows: ", why)
    return (
        f"{game_title(game)}: {parted}{f' ({why})' if why else ''}. It was saved by an earlier version, or the "
        f"file was changed. As far as it replays: {where}. {offer} Its file{f', {file},' if file else ''} is kept, unchanged, in Load game."
    )


def row_lines(status: AutosaveStatus) -> tuple[str, str]:
    """(the game's title, where it stands and when) for one autosave's row."""
    from tabletop.ui.games_info import game_title

    if status.kind == "broken" and status.replays_to:
        head = f"{game_title(status.game)}: replays only in part"
        return head, f"{when_text(status.modified)} · opens as far as it replays: {status.where}"
    if status.kind == "broken":
        title = f"{game_title(status.game)}: damaged autosave" if status.game else "Damaged autosave"
        return title, status.message
    return game_title(status.game), f"{when_text(status.modified)} · {status.where}"  # when first: never cut


def fit(text: str, font, width: int) -> str:
    """`text` cut with "…" to fit `width` pixels, the cut found in logarithmic steps."""
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        mid = (low + high + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def shorter_lists(text: str) -> list[str]:
    """Shorter wordings of a line whose parts (" · ") hold lists of names ("P1 Graveghoul, Cragmaw,
    Slimewick (7) vs P2 Thornback, Veggitoad (4)"), longest first: each list keeps its first names and
    counts the rest ("P1 Graveghoul and 2 more (7) vs P2 Thornback and 1 more (4)"), so a narrow row
    reads whole words rather than a name cut with "…" (play-test r19). Only a part that sets sides
    against each other (" vs ") is read as lists: a comma elsewhere is a sentence's. Empty when none."""
    sides = [side for part in text.split(" · ") if " vs " in part for side in part.split(" vs ")]
    most = max((len(side.split(", ")) for side in sides), default=1)
    out = []
    for keep in range(most - 1, 0, -1):

        def short(side: str, keep: int = keep) -> str:
            body, paren, count = side.rpartition(" (")  # the side's count in brackets: "(7)", "(2 left)"
            if not (paren and count.endswith(")") and ", " not in count):
                body, count = side, ""
            names = body.split(", ")
            if len(names) <= keep:
                return side
            tail = f" ({count}" if count else ""
            return f"{', '.join(names[:keep])} and {len(names) - keep} more{tail}"

        parts = text.split(" · ")
        out.append(" · ".join(" vs ".join(map(short, p.split(" vs "))) if " vs " in p else p for p in parts))
    return out


def line_rows(text: str, font, width: int) -> list[str]:
    """Where a game stands, on at most two rows of `width` pixels: wrapped whole where two rows hold it
    (found in a real window: "… vs P2 Insectomite, Grav…" cut on one row), the second cut with "…"
    only for a text longer than two rows."""
    rows = look.wrap_lines(text, font, width) or [""]
    for shorter in shorter_lists(text) if len(rows) > 2 else ():  # the lists' first names and "N more"
        rows = look.wrap_lines(shorter, font, width) or [""]
        if len(rows) <= 2:
            break
    if len(rows) <= 2:
        return [fit(r, font, width) for r in rows]
    return [rows[0], fit(" ".join(rows[1:]), font, width)]


class ResumeScene(Scene):
    """The unfinished games, one row each with its Resume (or, when damaged, Discard) plaque."""

    name = "resume"
    covers = False  # the menu stays visible, dimmed, behind the list

    def __init__(
        self,
        ctx,
        statuses: list[AutosaveStatus],
        on_resume: Callable[[AutosaveStatus], Transition | None],
        on_discard: Callable[[AutosaveStatus], list[AutosaveStatus]],
    ) -> None:
        self.ctx = ctx
        self.statuses = list(statuses)[:MAX_ROWS]
        self.on_resume = on_resume
        self.on_discard = on_discard
        self.mouse = (-1, -1)
        # the keyboard's ring: a row's plaque (0..n-1) or Back (n), on the first row from the start, as a
        # question rings its first answer (play-test r25: the list took no key but Esc, so a keyboard
        # player with two games waiting could resume neither); None once the mouse presses
        self.chosen: int | None = 0
        self._enter_held = enter_down()  # the Enter that opened the list is no press while it is held

    # -- where things are (tests press these) --------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        """The framed panel: a heading, the rows, Back."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        pw = min(w - int(40 * s), int(760 * s))
        ph = min(h - int(20 * s), int(196 * s) + len(self.statuses) * int(76 * s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def row_rects(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(the row, its button) for each autosave, top to bottom."""
        p = self.panel_rect()
        s = ui_scale(self.ctx.size)
        out = []
        bw, bh = int(150 * s), int(48 * s)
        for i in range(len(self.statuses)):
            row = pygame.Rect(
                p.left + int(28 * s), p.top + int(100 * s) + i * int(76 * s), p.width - int(56 * s), int(68 * s)
            )
            button = pygame.Rect(row.right - bw, row.centery - bh // 2, bw, bh)
            out.append((row, button))
        return out

    def back_rect(self) -> pygame.Rect:
        """Back, centred along the panel's foot."""
        p = self.panel_rect()
        s = ui_scale(self.ctx.size)
        bw, bh = int(170 * s), int(48 * s)
        return pygame.Rect(p.centerx - bw // 2, p.bottom - bh - int(22 * s), bw, bh)

    # -- answers ------------------------------------------------------------------------------
    def press(self, index: int) -> Transition | None:
        """A row's button: resume that game, or discard that damaged autosave."""
        status = self.statuses[index]
        if status.kind == "broken" and not status.replays_to:
            self.statuses = list(self.on_discard(status))[:MAX_ROWS]
            return pop() if not self.statuses else None
        return self.on_resume(status)

    def handle_event(self, event) -> Transition | None:
        """The rows' buttons and Back; Esc closes."""
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, (_row, button) in enumerate(self.row_rects()):
                if button.collidepoint(event.pos):
                    return self.press(i)
            if self.back_rect().collidepoint(event.pos):
                return pop()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return pop()
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.chosen = None  # the player has the mouse
        if event.type == pygame.KEYUP and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter_held = False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _key(self, event) -> Transition | None:
        """Tab / Shift+Tab and the arrows ring the next / the one before (the rows' plaques, then Back),
        1 to 9 a row's; Enter or Space presses the ringed one."""
        n = len(self.statuses)
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.chosen is None or (self._enter_held and key != pygame.K_SPACE):
                return None
            if self.chosen >= n:
                return pop()
            answer = self.press(self.chosen)
            self.chosen = min(self.chosen, len(self.statuses))  # a row discarded: the ring stays in the list
            return answer
        back = key in (pygame.K_UP, pygame.K_LEFT) or (key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        if key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            if self.chosen is None:
                self.chosen = n if back else 0
            else:
                self.chosen = (self.chosen + (-1 if back else 1)) % (n + 1)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < n:
            self.chosen = key - pygame.K_1
        return None

    def draw(self, surface) -> None:
        """Dim the menu; the panel, a row per game (title, where and when, its plaque), Back."""
        s = ui_scale(surface.get_size())
        look.dim(surface, 140)
        p = self.panel_rect()
        look.draw_frame(surface, p, fill_alpha=235)
        title = look.render_title("Resume a game", int(32 * s))
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.top + int(22 * s))))
        head_font = look.font("serif_bold", int(20 * s))
        line_font = look.font("sans", int(15 * s))
        for status, (row, button) in zip(self.statuses, self.row_rects(), strict=True):
            pygame.draw.line(surface, look.BRASS_DARK, (row.left, row.bottom), (row.right, row.bottom), 1)
            room = button.left - row.left - int(16 * s)
            heading, line = row_lines(status)
            colour = look.AMBER if status.kind == "broken" else look.BONE
            words = look.text("serif_bold", int(20 * s), fit(heading, head_font, room), colour)
            rows = line_rows(line, line_font, room)
            surface.blit(words, (row.left, row.top + int((6 if len(rows) == 1 else 1) * s)))
            y = row.top + int((38 if len(rows) == 1 else 28) * s)
            for text in rows:  # a second row where the line needs it, never cut on one
                surface.blit(look.text("sans", int(15 * s), text, look.BONE_DIM), (row.left, y))
                y += line_font.get_linesize()
            label = "Open" if status.replays_to else "Discard" if status.kind == "broken" else "Resume"
            look.draw_plaque(surface, button, label, int(20 * s), hover=button.collidepoint(self.mouse))
        back = self.back_rect()
        look.draw_plaque(surface, back, "Back", int(20 * s), hover=back.collidepoint(self.mouse))
        if self.chosen is not None:
            plaques = [button for _row, button in self.row_rects()] + [back]
            ring = plaques[min(self.chosen, len(plaques) - 1)]
            draw_ring(surface, ring.inflate(int(8 * s), int(8 * s)), s)
