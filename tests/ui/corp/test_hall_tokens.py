"""Play-test r22: in a six-player game the six tokens in level 1's hallway lay on each other while the
hallway had room to spare. Now a hallway's tokens stand apart whenever its width allows (NC-MAP,
NC-EXPLAY-02), clear of what else the hallway shows: the level's name, the chips of what lies on its
floor, its monsters' cards (NC-FAQ-07) and, on the roof, the Boss's door. One to six tokens, at
960x600, 1280x800, 150 % and with Large text."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.building_draw import to_rect

SETTINGS = [((960, 600), 100, False), ((960, 600), 100, True), ((1280, 800), 100, False), ((1280, 800), 100, True)]
SETTINGS += [((1280, 800), 150, False), ((1920, 1200), 150, False), ((1920, 1080), 150, True)]
# (what lies on the hallway's floor: chips, a monster in it, the roof)
HALLS = [(0, False, False), (1, False, False), (2, False, False), (3, False, False), (7, False, False)]
HALLS += [(0, True, False), (3, True, False), (0, False, True), (4, False, True)]


def _drawn(st, cards, plan, cam):
    """What the building draws: (words with their rectangles, tokens as drawn)."""
    words: list[tuple[str, pygame.Rect]] = []
    tokens: list[pygame.Rect] = []
    real_line, real_token = BD.line, BD.token

    def spy_line(surface, s, *a, **k):
        r = real_line(surface, s, *a, **k)
        if s.strip():
            words.append((s, r))
        return r

    def spy_token(surface, centre, radius, *a, **k):
        tokens.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))

    view = SimpleNamespace(state=st, colours=[(199, 49, 23)] * 6, acting=set(), teams_shown=True)
    surface = pygame.Surface((1, 1))
    BD.line, BD.token = spy_line, spy_token
    try:
        BD._floors(surface, st, plan, cam)
        BD._foes_in_halls(surface, st, cards, plan, cam)
        BD._floor_cards(surface, st, cards, plan, cam)
        BD._tokens(surface, view, plan, cam)
    finally:
        BD.line, BD.token = real_line, real_token
    return words, tokens


@pytest.mark.parametrize(("size", "scale", "large"), SETTINGS, ids=[f"{s[0]}x{s[1]}-{k}-{lg}" for s, k, lg in SETTINGS])
def test_a_hallways_tokens_stand_apart_and_clear_of_its_words_chips_monsters_and_door_NC_MAP(
    ctx, screen, size, scale, large
):
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.games.corp.state import TOP, Area, Foe, Held, Machine, clone, hall_key
    from tabletop.ui import layout
    from tabletop.ui.corp.table.scene import CorpTableScene

    layout.set_preferences(scale, large)
    try:
        session = Session(CorpGame(), {"players": 6}, 1)
        ctx.size = size
        scene = CorpTableScene(ctx, session, frozenset({1, 2, 3, 4, 5}), bot_delay=0.0)
        scene.enter()
        scene._refresh()
        cam, cards = scene.camera, session.game.cards
        deck = session.state.plot_deck
        weapons = [c for c in deck if cards.plot(c).kind == "weapon"]
        monster = next(k for k in session.state.levels[0].stack if cards.room(k).kind == "monster")
        problems: list[str] = []
        for chips, foe, roof in HALLS:
            level = TOP if roof else 1
            for n in range(1, 7):
                st = clone(session.state)
                st.top_open = True
                area = st.areas.setdefault(hall_key(level), Area(level=level))
                area.weapons = [Held(card=w) for w in weapons[: max(0, chips - 1)]]
                area.machines = [Machine(card="vending_machine#1", tokens=3)] if chips else []
                area.foes = [Foe(card=monster)] if foe else []
                for seat, c in enumerate(st.players):
                    c.room, c.level = None, (level if seat < n else 2)
                plan = BP.plan(st)
                words, drawn = _drawn(st, cards, plan, cam)
                hall = to_rect(cam, plan.box("hall", level))
                mine = [t for t in drawn if hall.collidepoint(t.center)]
                label = f"{size} {scale}% large={large} {n} tokens, {chips} chips, monster={foe}, roof={roof}"
                assert len(mine) == n, label
                things = [(s, r) for s, r in words if hall.colliderect(r)]
                things += [("a chip", to_rect(cam, b)) for k in ("floor_card", "floor_more") for _k, b in plan.of(k)]
                things += [("a monster's card", to_rect(cam, b)) for _k, b in plan.of("foe")]
                things += [("the door", to_rect(cam, b)) for _k, b in plan.of("door")] if roof else []
                for i, t in enumerate(mine):
                    if not hall.contains(t):
                        problems.append(f"{label}: token {t} out of the hallway {hall}")
                    problems += [f"{label}: two tokens {t} {u}" for u in mine[i + 1 :] if t.colliderect(u)]
                    problems += [f"{label}: token {t} on {s!r} {r}" for s, r in things if t.colliderect(r)]
                if not (chips or foe or roof):  # the hallway's whole width: one row, whole tokens, apart
                    whole = to_rect(cam, (0, 0, 2 * BP.TOKEN_R, 2 * BP.TOKEN_R)).w
                    if len({t.centery for t in mine}) != 1 or min(t.w for t in mine) < whole - 2:
                        problems.append(f"{label}: not one row of whole tokens {mine}")
        assert not problems, "\n".join(problems[:12])
    finally:
        layout.set_preferences(100, False)
