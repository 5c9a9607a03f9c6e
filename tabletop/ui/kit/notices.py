"""What a table tells the player in passing: the banner (the prompt line in the top bar: whose turn,
what to do) and the notice flashed over the table (the game screen's `toast`: a refusal's reason,
"Saved as ...", "Player 2: your turn").

The words come from the table (a game's prompt) and the game screen; these only draw them, fitted
to the room they have. Drawing changes nothing.
"""

from __future__ import annotations

import functools

import pygame

from tabletop.ui import look
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.kit.panels import lighter, lightness, panel, readable, text, wrap
from tabletop.ui.layout import preferences

DARK_SEAT = 90  # a seat colour darker than this (perceived lightness, 0-255) gets a light rim on the bar
# Large text: the prompt's letter this much over the bar's scale, as the tables' other words take it (r27:
# the prompt grew 13 to 14 px at 960x600, the rest of a table's words a fifth and more); the bar keeps its
# height, which holds a line that large, and two lines where a prompt needs them take the size they fit
LARGE_PROMPT = 1.2


def prompt_scale(s: float) -> float:
    """The scale of the prompt's letter in a bar drawn at scale `s`: LARGE_PROMPT more with Large text."""
    return s * (LARGE_PROMPT if preferences()[1] else 1.0)


def draw_banner(
    surface, bar, scale: float, words: str, colour, right: int, ink=None, seat: int | None = None, short: str = ""
) -> None:
    """The top bar `bar` with a seat-coloured disc and the prompt, fitted before x = `right` (a toolbar);
    the words in `ink` (default the seat's colour lifted to read on the bar, `readable`). With
    the `seat`, its emblem in its colour instead of the plain disc (colour is never the only cue).
    `short`: fewer words saying the same, shown whole where `words` would be cut short with "…"."""
    s = scale
    top = pygame.Rect(bar)
    shade = pygame.Surface(top.size, pygame.SRCALPHA)
    shade.fill((18, 12, 16, 210))
    surface.blit(shade, top)
    pygame.draw.line(surface, look.BRASS_DARK, (0, top.bottom - 1), (top.right, top.bottom - 1), 2)
    x = int(14 * s)
    # a dark seat's disc inked dark vanished on the dark bar (play-test r25: a Black player's): its rim is
    # then the seat's hue lifted to read there, as its words are
    rim = look.INK if lightness(colour) >= DARK_SEAT else readable(colour)
    if seat is not None:
        draw_emblem(surface, seat, (x + int(9 * s), top.centery), int(10 * s), colour, ink=rim)
    else:
        pygame.draw.circle(surface, colour, (x + int(9 * s), top.centery), int(9 * s))
        pygame.draw.circle(surface, rim, (x + int(9 * s), top.centery), int(9 * s), 2)
    left = x + int(26 * s)
    room = right - left - int(14 * s)
    lines, size = fit_prompt(words, room, top.height, s)
    if short and short != words and ((lines[-1].endswith("…") and not words.endswith("…")) or size < least_letter(s)):
        # fewer words where the whole would be cut, or squeezed under the bar's least letter (r27: with
        # Large text a long prompt took two lines of 11 px beside a wide toolbar): the larger they read
        fewer, at = fit_prompt(short, room, top.height, s)
        if lines[-1].endswith("…") or (at > size and not fewer[-1].endswith("…")):
            lines, size = fewer, at
    step = look.font("serif_bold", size).get_linesize()
    words_ink = lighter(ink, 0.25) if ink else readable(colour)
    y = top.centery - step * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        text(surface, "serif_bold", size, line, (left, int(y + k * step)), words_ink, anchor="midleft")


def least_letter(s: float) -> int:
    """The least letter the prompt takes on one line before it tries two (a fifth larger with Large text)."""
    return max(13, int(14 * prompt_scale(s)))


def fit_prompt(words: str, room: int, height: int, s: float) -> tuple[list[str], int]:
    """The prompt as lines that fit `room` pixels wide in a bar `height` tall: one line if a readable
    size fits, else two lines split at the " · " or " — " (or the space) nearest the middle (one line
    a little smaller still when the bar is too low for two that large), else cut short. With Large text
    the letter starts a fifth larger (`prompt_scale`), never taller than the bar holds."""
    t = prompt_scale(s)
    least = least_letter(s)
    for size in range(int(18 * t), least - 1, -1):
        f = look.font("serif_bold", size)
        if f.size(words)[0] <= room and f.get_linesize() <= height - 2:
            return [words], size
    pair, two = _two_lines(words, room, height, t)
    for size in range(least - 1, max(two, 10), -1):  # one line larger than two would be
        if look.font("serif_bold", size).size(words)[0] <= room:
            return [words], size
    if pair:
        return pair, two
    size = 11
    f = look.font("serif_bold", size)
    while len(words) > 8 and f.size(words + "…")[0] > room:
        words = words[:-1]
    return [words.rstrip(" ·,(") + "…"], size


def _two_lines(words: str, room: int, height: int, s: float) -> tuple[list[str], int]:
    """The prompt split in two at the " · " or " — " that balances its lines best (else at the
    space that does), and the largest size both lines fit at in the bar; ([], 0) when none does.
    A separator near the start ("Round 1 · ...") leaves one line as long as the whole: then the
    space is tried (issue 21: a long prompt was cut short with "…")."""
    seps = [i for i in range(len(words)) if words.startswith((" · ", " — "), i)]
    spaces = [i for i, ch in enumerate(words) if ch == " "]
    probe = look.font("serif_bold", 14)
    for cuts in (seps, spaces):
        if not cuts:
            continue
        i = min(cuts, key=lambda c: max(probe.size(p)[0] for p in _split(words, c)))
        pair = _split(words, i)
        for size in range(int(16 * s), 10, -1):
            f = look.font("serif_bold", size)
            if f.get_linesize() * 2 <= height - 4 and max(f.size(p)[0] for p in pair) <= room:
                return pair, size
    return [], 0


def _split(words: str, i: int) -> list[str]:
    return [words[:i].rstrip(" ·—"), words[i:].lstrip(" ·—")]


def notice_rect(area, scale: float, toast, at: str = "top") -> pygame.Rect | None:
    """Where the notice on show is drawn (None without one): centred at the top of `area`, or
    (at="bottom") just above its foot; a notice wider than the area wraps within it."""
    if toast is None:
        return None
    area = pygame.Rect(area)
    lines = notice_lines(toast[0], area, scale)
    f = look.font("sans_bold", int(16 * scale))
    tall = f.get_linesize() * (len(lines) - 1) + f.size(lines[-1])[1]
    box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 28, tall + 16)
    if at == "bottom":
        box.midbottom = (area.centerx, area.bottom - int(24 * scale))
    else:
        box.midtop = (area.centerx, area.top + int(12 * scale))
    return box


def notice_lines(words: str, area, scale: float) -> list[str]:
    """The notice's words as lines no wider than the area (one line when it fits)."""
    return list(_wrapped(words, int(16 * scale), pygame.Rect(area).width - 48))


@functools.lru_cache(maxsize=64)
def _wrapped(words: str, size: int, width: int) -> tuple[str, ...]:
    """notice_lines' wrapping, remembered: a notice is drawn every frame while it shows."""
    return tuple(wrap(words, "sans_bold", size, width) or [words])


def draw_notice(surface, area, scale: float, toast, at: str = "top") -> None:
    """The game screen's toast (text, colour, seconds left) in `area`, framed in its colour."""
    box = notice_rect(area, scale, toast, at)
    if box is None:
        return
    words, colour, _left = toast
    size = int(16 * scale)
    step = look.font("sans_bold", size).get_linesize()
    panel(surface, box, alpha=235, border=colour, radius=6)
    for k, line in enumerate(notice_lines(words, area, scale)):
        surface.blit(_line(line, size, tuple(colour)), (box.left + 14, box.top + 8 + k * step))


@functools.lru_cache(maxsize=32)
def _line(words: str, size: int, colour: tuple) -> pygame.Surface:
    """A notice's line rendered once (it is drawn every frame while it shows); only ever blitted from."""
    return look.font("sans_bold", size).render(words, True, colour)


def beat_rect(area, scale: float) -> pygame.Rect:
    """Where the "Your turn" beat stands: a plaque across the middle of `area`."""
    area = pygame.Rect(area)
    box = pygame.Rect(0, 0, min(area.width - 20, int(420 * scale)), int(96 * scale))
    box.center = area.center
    return box


def draw_beat(surface, area, scale: float, who: str, colour, words: str = "Your turn") -> None:
    """The "Your turn" beat over the table: big words in the seat's colour (a table's own: "Call for
    help"), the seat named under them (or what it is asked)."""
    box = beat_rect(area, scale)
    panel(surface, box, alpha=236, border=colour, radius=10)
    big = look.text("serif_bold", int(40 * scale), words, readable(colour))
    surface.blit(big, big.get_rect(midtop=(box.centerx, box.top + int(10 * scale))))
    small = look.text("sans", int(15 * scale), who, look.BONE)
    surface.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom - int(10 * scale))))


def summary_rect(area, scale: float, lines: list[str], more: int) -> pygame.Rect:
    """Where the summary of the computer's turn sits: the top left corner of `area`, its lines wrapped."""
    area = pygame.Rect(area)
    width = min(area.width - int(24 * scale), int(430 * scale))
    rows = _summary_rows(tuple(lines), more, int(13 * scale), width - int(20 * scale))
    f = look.font("sans", int(13 * scale))
    tall = int(24 * scale) + f.get_linesize() * len(rows) + int(10 * scale)
    return pygame.Rect(area.left + int(12 * scale), area.top + int(10 * scale), width, tall)


@functools.lru_cache(maxsize=32)
def _summary_rows(lines: tuple[str, ...], more: int, size: int, width: int) -> tuple[str, ...]:
    rows = [f"… {more} more in the log"] if more else []
    indent = look.font("sans", size).size(INDENT)[0]
    for line in lines:
        parts = wrap(line, "sans", size, width) or [line]
        if len(parts) > 1:  # the rest wrapped to the room left after the indent: it ran past the box's edge
            parts = [parts[0], *(wrap(" ".join(parts[1:]), "sans", size, width - indent) or parts[1:])]
        rows += [parts[0]] + [INDENT + p for p in parts[1:]]
    return tuple(rows)


INDENT = "   "  # a wrapped line's continuation, under its first words


def draw_summary(surface, area, scale: float, lines: list[str], more: int = 0, inside: bool = False) -> None:
    """The computer's turn in a few lines (its newest doings), kept up until the person acts: at the
    top left corner of `area`, or (`inside`) filling `area` itself with the newest rows that fit (a
    table's log, which the summary stands over)."""
    if not lines:
        return
    f = look.font("sans", int(13 * scale))
    if inside:
        box = pygame.Rect(area)
        room = max(1, (box.height - int(30 * scale)) // f.get_linesize())
        rows = []
        for k, line in enumerate(reversed(lines)):  # the newest lines that fit whole; the rest are in the log
            part = list(_summary_rows((line,), 0, int(13 * scale), box.width - int(20 * scale)))
            earlier = more > 0 or k < len(lines) - 1
            if len(rows) + len(part) + (1 if earlier else 0) > room and rows:
                rows = ["… earlier lines in the log", *rows]
                break
            rows = part + rows
        else:
            if more:
                rows = [f"… {more} more in the log", *rows]
    else:
        box = summary_rect(area, scale, lines, more)
        rows = list(_summary_rows(tuple(lines), more, int(13 * scale), box.width - int(20 * scale)))
    panel(surface, box, alpha=255 if inside else 228, border=look.BRASS, radius=6)
    x = box.left + int(10 * scale)
    text(surface, "serif_bold", 14 * scale, "While you waited", (x, box.top + int(5 * scale)), look.AMBER)
    y = box.top + int(24 * scale)
    for row in rows:
        surface.blit(f.render(row, True, look.BONE), (x, y))
        y += f.get_linesize()
