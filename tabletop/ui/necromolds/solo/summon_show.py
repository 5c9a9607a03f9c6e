"""The summoning of Basalt's army shown over the map while it plays (NM-SOLO-06..13): a window with his
deck (cards revealed of cards shuffled), the card just revealed with its 4 combat dice as rolled, and
what they made (the words of the log, which say the defence hits and the monsters molded), or the
step after the cards (the leftover clay, the line-up, his gems). Drawing only: it reads the frames
the playback has shown."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.words import book_name
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D

WIDTH = 460  # design pixels


def summon_told(frames) -> list:
    """The summoning's events shown so far, in order (the frames up to the one on show)."""
    return [e for f in frames for e in f.events if f.summoning() and e.kind != "deploy_done"]


def draw_summon(surface: pygame.Surface, layout, told: list, colour) -> None:
    """The window, centred over the map, for the summoning events shown so far."""
    if not told:
        return
    s = layout.scale
    mx, my, mw, mh = layout.map
    w = min(int(WIDTH * s), mw - int(20 * s))
    cards = [e for e in told if e.kind == "roll" and hasattr(e.data, "get") and e.data.get("card")]
    decks = [e for e in told if e.kind == "solo_deck"]
    total = int(decks[-1].data.get("cards", 0)) if decks and hasattr(decks[-1].data, "get") else 0
    last = told[-1]
    body = last.text
    rect = pygame.Rect(0, 0, w, int(150 * s))
    rect.center = (mx + mw // 2, my + int(mh * 0.45))
    D.panel(surface, rect, alpha=235, radius=int(8 * s))
    head = "Basalt LaSeur summons his army"
    if cards and last is cards[-1]:
        head += f" · card {len(cards)} of {total}" if total else ""
    elif cards:
        head += f" · {len(cards)} cards revealed"
    elif total:
        head += f" · {total} cards shuffled"
    D.text(surface, "sans_bold", 16 * s, head, (rect.centerx, rect.top + int(18 * s)), colour, anchor="center")
    y = rect.top + int(38 * s)
    if cards and last is cards[-1]:
        data = cards[-1].data
        D.text(
            surface,
            "serif_bold",
            17 * s,
            book_name(data["card"]),
            (rect.centerx, y + int(10 * s)),
            look.BONE,
            anchor="center",
        )
        y += int(26 * s)
        px, gap = int(40 * s), int(10 * s)
        faces = list(data.get("faces", []))
        x = rect.centerx - (len(faces) * (px + gap) - gap) // 2
        for f in faces:
            img = D.combat_die(tuple(library().combat_die.faces[f]), px)
            surface.blit(img, (x, y))
            x += px + gap
        y += px + int(8 * s)
        body = body.split(": ", 1)[1] if ": " in body else body  # the dice are drawn: the rest of the words
    size = 14
    lines = D.wrap(body, "sans", int(size * s), w - int(24 * s))
    while len(lines) > 3 and size > 11:
        size -= 1
        lines = D.wrap(body, "sans", int(size * s), w - int(24 * s))
    for line in lines[:4]:
        D.text(surface, "sans", size * s, line, (rect.centerx, y + int(8 * s)), look.BONE, anchor="center")
        y += int((size + 5) * s)
