"""Play-test r20/r21: a room card's name, its monster's badge, the tokens of those in it and the words
of the chips on its floor (and on its neighbours' in a fanned row) never lie on each other.

r21 moved the tokens to the card's foot; in the 150 % whole-game audit a room's third token then lay
on the next card's "+2D" chip (a fanned row: the tokens ran past the part of their card showing), so
the move was undone. Here every room card of the game is laid, as drawn, at 960x600, 1280x800, 150 %
and with Large text, alone, last of a fanned row and in the middle of a crowded fanned row whose cards
all have something on their floor, with one to four characters in it (NC-MAP-02, NC-ABAN-02).

And a whole card always shows its name: at 960x600 "Cult High Accountant" showed none ("Accountant" is
wider than the card even in the smallest letter): a word too wide is broken with a hyphen."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.building_draw import to_rect

SETTINGS = [((960, 600), 100, False), ((960, 600), 100, True), ((1280, 800), 100, False), ((1280, 800), 100, True)]
SETTINGS += [((1280, 800), 150, False), ((1920, 1080), 150, True)]
# (seats in the room, cards before it, cards after it, its own floor, its neighbours' floors, explored)
CASES = [
    ((0,), 0, 0, False, False, False),
    ((0, 1), 5, 0, False, False, False),
    ((0, 1, 2, 3), 0, 0, False, False, False),
    ((0, 1), 0, 0, True, False, False),
    ((0,), 5, 0, True, True, True),
    ((0, 1, 2), 3, 4, True, True, False),  # in the middle of a fanned row, chips all round
    ((0, 1, 2, 3), 6, 6, True, True, False),  # the 150 % game's row of 13
    ((0, 1), 6, 6, False, True, True),
]


def drawn_row(st, cards, plan, cam):
    """What the building draws of the rooms, their chips and tokens: (words of the cards with their
    rectangles, badges, chips' words, tokens as drawn)."""
    words: list[tuple[str, pygame.Rect]] = []
    badges: list[pygame.Rect] = []
    chip_words: list[tuple[str, pygame.Rect]] = []
    tokens: list[pygame.Rect] = []
    real_line, real_badge, real_token = BD.line, BD._foe_badge, BD.token
    into = {"list": words}

    def spy_line(surface, s, *a, **k):
        r = real_line(surface, s, *a, **k)
        if into["list"] is not None and s.strip():
            into["list"].append((s, r))
        return r

    def spy_badge(surface, cards_, foe, r, size):
        badges.append(pygame.Rect(r))
        into["list"] = None  # the badge's own words lie in it
        try:
            return real_badge(surface, cards_, foe, r, size)
        finally:
            into["list"] = words

    def spy_token(surface, centre, radius, *a, **k):
        tokens.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        into["list"] = None  # its letter lies in it
        try:
            return real_token(surface, centre, radius, *a, **k)
        finally:
            into["list"] = words

    view = SimpleNamespace(state=st, colours=[(199, 49, 23)] * 4, acting=set(), teams_shown=True)
    surface = pygame.Surface((1, 1))
    BD.line, BD._foe_badge, BD.token = spy_line, spy_badge, spy_token
    try:
        BD._rooms(surface, st, cards, plan, cam)
        into["list"] = chip_words
        BD._floor_cards(surface, st, cards, plan, cam)
        into["list"] = words
        BD._tokens(surface, view, plan, cam)
    finally:
        BD.line, BD._foe_badge, BD.token = real_line, real_badge, real_token
    return words, badges, chip_words, tokens


def _meets(a: pygame.Rect, b: pygame.Rect, slack: int = 0) -> bool:
    """`a` and `b` share more than `slack` pixels each way (a line's box is a pixel taller than the
    rows of its name are apart: that pixel holds no ink)."""
    return a.clip(b).w > slack and a.clip(b).h > slack


def _words_meet(a: pygame.Rect, b: pygame.Rect) -> bool:
    return _meets(a, b, 1)


@pytest.mark.parametrize(("size", "scale", "large"), SETTINGS, ids=[f"{s[0]}x{s[1]}-{k}-{lg}" for s, k, lg in SETTINGS])
def test_every_room_cards_name_badge_tokens_and_chip_words_are_apart(ctx, screen, size, scale, large):
    from tabletop.games.corp.state import Area, Foe, Held, Machine, clone
    from tabletop.ui import layout
    from tests.ui.corp.conftest import expansion_table

    layout.set_preferences(scale, large)
    try:
        session, scene = expansion_table(ctx, size)
        cam, cards = scene.camera, session.game.cards
        rooms = list(cards.rooms)
        assert len(rooms) >= 50 and "head_of_human_remains" in rooms
        deck = session.state.plot_deck
        weapon = next(c for c in deck if cards.plot(c).kind == "weapon")
        machine = "vending_machine#1"  # machines stand in rooms, not in the Plot deck
        problems: list[str] = []
        for cid in rooms:
            for seats, before, after, floor, around, explored in CASES:
                st = clone(session.state)
                key = f"{cid}#1"
                lv = st.levels[0]
                others = [k for k in lv.stack if k != key and cards.room(k).kind == "monster"][: before + after]
                lv.rooms = [*others[:before], key, *others[before:]]
                for k in others:
                    st.areas[k] = Area(level=1, foes=[Foe(card=k)])
                    if around:
                        st.areas[k].weapons = [Held(card=weapon)]
                foes = [Foe(card=key)] if cards.room(key).kind == "monster" else []
                st.areas[key] = Area(level=1, foes=foes, discarded=explored)
                if floor:
                    st.areas[key].weapons = [Held(card=weapon)]
                    st.areas[key].machines = [Machine(card=machine, tokens=3)]
                for seat in seats:
                    st.players[seat].room, st.players[seat].level = key, 1
                plan = BP.plan(st)
                words, badges, chips, tokens = drawn_row(st, cards, plan, cam)
                row = [to_rect(cam, b) for _k, b in plan.of("room") if b[1] == plan.box("room", key)[1]]
                tokens = [t for t in tokens if any(c.collidepoint(t.center) for c in row)]  # not the hallway's
                label = f"{cid} {seats} {before}+{after} floor={floor} around={around} explored={explored}"
                assert len(tokens) == len(seats), label
                card = to_rect(cam, plan.box("room", key))
                if cards.room(key).kind == "monster" and not explored:
                    assert any(card.colliderect(b) for b in badges), label
                if not after:  # the card whole: its name shows, a word too wide broken ("Accou-", "ntant")
                    name = cards.room(key).name
                    mine = [w for w, r in words if card.contains(r)]
                    said = mine[0].rstrip("-").rstrip(".") if mine else ""  # r27: a short name cut short, "Confer."
                    if not (said and any(said in n for n in (name, cards.room(key).short_name))):
                        problems.append(f"{label}: no name, {mine[:1]}")
                for i, t in enumerate(tokens):
                    problems += [f"{label}: two tokens {t} {u}" for u in tokens[i + 1 :] if _meets(t, u)]
                    problems += [f"{label}: token {t} on {s!r} {r}" for s, r in words + chips if _meets(t, r)]
                    problems += [f"{label}: token on a badge" for b in badges if _meets(t, b)]
                for i, (s, r) in enumerate(words):
                    problems += [f"{label}: {s!r} under a badge" for b in badges if _meets(r, b)]
                    problems += [
                        f"{label}: {s!r} {r} on {s2!r} {r2}" for s2, r2 in words[i + 1 :] + chips if _words_meet(r, r2)
                    ]
                    problems += [f"{label}: {s!r} cut" for _ in [1] if "…" in s]
                for s, r in chips:
                    problems += [f"{label}: chip {s!r} on a badge" for b in badges if _meets(r, b)]
                if len(problems) > 20:
                    break
        assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:20])
    finally:
        layout.set_preferences(100, False)
