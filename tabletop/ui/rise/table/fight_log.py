"""A finished fight shown again from the log (play-test r18/r19: a fight could be opened again only from
its strip, and only until the person's next action; a player clicks the fight's line in the log to see
it again).

A click on one of a fight's lines in the log (its story or its result, kinds "combat" and
"combat_result") opens that fight in the combat panel, rebuilt from its events as the seat at the
screen saw them (`past_fight`: the fighters as their dice name them, every die landed, the result and
what it brought). The panel then stays up until the person's next action or Close, and holds nobody
up. A click on any other line opens the log taller, as before; a fight under way keeps its panel.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from tabletop.games.rise import events as E
from tabletop.ui import look
from tabletop.ui.kit.log_panel import CONTINUED, LogMetrics
from tabletop.ui.kit.panels import wrap
from tabletop.ui.plain_words import plain
from tabletop.ui.rise.table import windows as W

FIGHT_KINDS = ("combat", "combat_result")  # a fight's story and its result, as the log's lines carry them
RESULT_KIND = "combat_result"
SHOWN_AGAIN = 1e9  # a fight shown again is past its moment: it holds neither the computer nor a hand-over


def line_at(panel, lines, rect, scale: float, pos) -> int | None:
    """The index in `lines` of the log line drawn at `pos` (the panel folded in `rect` or opened
    taller), as the kit's LogPanel lays them out: the newest whole lines that fit, long ones wrapped."""
    area = panel.area(rect, scale)
    if not area.collidepoint(pos):
        return None
    m = LogMetrics.of(area, scale, panel.font_size, panel.spacing)
    row = (pos[1] - (area.top + 6)) // max(1, m.line_height)
    width = m.wrap_width - look.font("sans", m.size).size(CONTINUED)[0]
    end = len(lines) - panel.scroll
    groups: list[tuple[int, int]] = []  # (line index, its rows), newest first
    used = 0
    for i in range(end - 1, max(0, end - m.rows) - 1, -1):
        n = len(wrap(lines[i].text, "sans", m.size, width))
        if used + n > m.rows:
            if not groups:
                groups.append((i, m.rows))
            break
        groups.append((i, n))
        used += n
    top = 0
    for i, n in reversed(groups):
        if top <= row < top + n:
            return i
        top += n
    return None


def fight_number(lines, i: int | None) -> int | None:
    """Which finished fight (0 the first in the log) the line `i` tells: the result at or after it in
    the same turn (a Spell cast or the computer's reason may come between), where the line is a
    fight's; None for any other line, or a fight not yet over."""
    if i is None or not 0 <= i < len(lines) or lines[i].kind not in FIGHT_KINDS:
        return None
    j = next((k for k in range(i, len(lines)) if lines[k].kind in (RESULT_KIND, "turn")), None)
    if j is None or lines[j].kind != RESULT_KIND:  # a fight not yet over (its turn goes on, or ended)
        return None
    return sum(1 for line in lines[:j] if line.kind == RESULT_KIND)


def past_fight(log, seat: int | None, side: str, number: int) -> W.CombatRecord | None:
    """The combat panel's record of the `number`th finished fight in the log, as `seat` saw it."""
    from tabletop.ui.rise.table.combat_tool import follow_fight

    count, story = -1, list[Any]()
    for batch in log.batches:
        if not isinstance(batch, list):
            continue
        events = [s for s in (ev.for_seat(seat) for ev in batch) if s is not None]
        for k, ev in enumerate(events):
            if isinstance(ev.record, E.TurnBegins):
                story = []
                continue
            story.append(ev)
            if not isinstance(ev.record, E.FightResult):
                continue
            count += 1
            if count == number:  # its story, its result and what came of it (the rest of that action)
                rec = follow_fight(None, SimpleNamespace(fight=None, side=side), story + events[k + 1 :])
                if rec is not None:
                    rec.land_all()
                    rec.shown, rec.put_away = SHOWN_AGAIN, True
                return rec
            story = []
    return None


def clicked_fight(scene, event) -> bool:
    """A click on a finished fight's line in the log: that fight in the combat panel (the log folded,
    the click taken); False for any other click, which the log takes as before."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return False
    if scene.combat is not None and not scene.combat.over:
        return False  # a fight under way keeps its panel
    panel, layout = scene.log_panel, scene.layout
    if scene.log_area() is None or (not panel.expanded and scene.buttons.at(event.pos) is not None):
        return False
    lines = scene.log_lines()
    i = line_at(panel, lines, layout.log, layout.scale, event.pos)
    number = fight_number(lines, i)
    if number is None:
        return False
    shown = scene.combat
    result = next(line.text for line in lines[i:] if line.kind == RESULT_KIND)
    if shown is not None and plain(shown.result) == result:
        scene.fold_combat(False)  # the fight on its strip: opened as its Show button does
    else:
        rec = past_fight(scene.log, scene.eye, scene.view.side, number)
        if rec is None:
            return False
        scene._set_combat(rec)
    if panel.expanded:
        panel.toggle()
    scene._log_press = True  # its release is the log's too
    return True
