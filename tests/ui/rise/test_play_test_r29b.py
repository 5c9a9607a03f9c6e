"""r29 rise2: what riseplay's play-test found and left (its report's "Found, not fixed"): a Headmaster card
taken still drawn on its pile, a pile's name under a space's counter, odd hyphen breaks in names, and the
note of a person's phases passed over shown while a computer's fight's dice still rolled."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tests.ui.rise.conftest import table


def _pile(scene, pile_id: str):
    from tabletop.games.rise.content import board

    return next(p for p in board(scene.session.state.side).piles if p.pile == pile_id)


def _card_rect(scene, pile) -> pygame.Rect:
    from tabletop.ui.rise.table import hexes as H

    scale = scene.camera.scale
    r = pygame.Rect(0, 0, int(scale * 0.9), int(scale * 1.25))
    r.center = [int(v) for v in scene.camera.map_to_screen(*H.hex_to_point(pile.q, pile.r))]
    return r


def _reds(surface, rect: pygame.Rect) -> int:
    """Pixels of the Academy of Blood's card red (170, 44, 40) shaded as the pile draws it."""
    n = 0
    for x in range(rect.left + 2, rect.right - 2):
        for y in range(rect.top + 2, rect.bottom - 2):
            c = surface.get_at((x, y))
            n += c.r > 80 and c.r > 2.5 * c.g and c.r > 2.5 * c.b
    return n


def test_a_headmaster_card_taken_leaves_its_pile_for_its_holder_RN_ACAD_05(ctx, screen):
    """riseplay r29: a Headmaster card someone had taken stayed drawn on its pile beside the board; only
    the counters on the Academy and its tooltip said it was held. RN-ACAD-05: the new Headmaster takes the
    card face up beside their Player board. Its place is now drawn empty, with the holder's colour on it,
    from the moment the board shows the title taken."""
    scene = table(ctx, 3, seed=3)
    pile = _pile(scene, "headmaster_blood")
    rect = _card_rect(scene, pile)
    scene.update(1 / 60)
    scene.draw(screen)
    assert _reds(screen, rect) > rect.w * rect.h // 3  # the red card lies on its pile
    scene.session.state.headmasters["red"] = 1  # Player 2 takes the title (changed in place: seen afresh)
    scene._view_key = None
    scene.draw(screen)
    assert _reds(screen, rect) < rect.w * rect.h // 20  # gone from its place
    holder = tuple(scene.colours[1][:3])
    ring = int(scene.camera.scale * 0.26 * 0.8)  # between the holder's emblem and the disc's rim
    near = [tuple(screen.get_at((rect.centerx + dx, rect.centery + dy)))[:3] for dx, dy in ((-ring, 0), (ring, 0))]
    assert all(sum(abs(a - b) for a, b in zip(c, holder)) < 40 for c in near), (near, holder)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("players", [3, 5])
def test_no_counter_or_chip_lies_over_a_piles_name(size, players):
    """riseplay r29: "Headmaster of Blood"'s second line lay under Duskhaven's Dominion counter. With a
    counter and Minions left on every space of the board, no piece's pixel lies within the box of any line
    of any pile's name, at the board's scale at each window size."""
    from tabletop.games.rise.content import board
    from tabletop.ui import look
    from tabletop.ui.camera import Camera
    from tabletop.ui.rise.table import board_draw as BD
    from tabletop.ui.rise.table import hexes as H
    from tabletop.ui.rise.table.layout import table_layout

    pygame.init()
    pygame.display.set_mode(size)
    side = "small" if players <= 3 else "large"
    L = table_layout(size, players)
    scale, ox, oy = H.fit(BD.board_box(side), L.board)
    cam = Camera(viewport=size, scale=scale, min_scale=1, max_scale=500)
    cam.origin_x, cam.origin_y = ox, oy
    b = board(side)
    holder = SimpleNamespace(seat=1, count=2)
    guard = SimpleNamespace(seat=2, army={"zombie": 1, "hell_knight": 2, "ghost": 1, "skeletal_dragon": 3})
    view = SimpleNamespace(
        side=side,
        dominion={s.id: holder for s in b.spaces},
        guards={s.id: guard for s in b.spaces},
        players=[],
        headmasters={},
    )
    pieces = pygame.Surface(size, pygame.SRCALPHA)
    BD.draw_pieces(pieces, cam, view, [(30, 30, 30), (240, 140, 40), (230, 120, 200)])
    f = look.font("serif", max(7, int(cam.scale * 0.15)))
    for pile in b.piles:
        cx, cy = cam.map_to_screen(*H.hex_to_point(pile.q, pile.r))
        for line, (dx, dy) in BD.pile_label(side, pile, cam.scale, f):
            box = pygame.Rect((0, 0), f.size(line))
            box.center = (int(cx + dx), int(cy + dy))
            covered = [
                (x, y)
                for x in range(max(0, box.left), min(size[0], box.right))
                for y in range(max(0, box.top), min(size[1], box.bottom))
                if pieces.get_at((x, y)).a > 0
            ]
            assert not covered, (pile.name, line, box, covered[:3])


def _pieces(word: str) -> str:
    from tabletop.ui.rise.table.syllables import syllable_breaks

    ks = sorted(syllable_breaks(word))
    return "-".join(word[a:b] for a, b in zip([0, *ks], [*ks, len(word)]))


@pytest.mark.parametrize(
    ("word", "read"),
    [
        ("Ravenspire", "Ra-ven-spire"),  # a compound of the game's own words, not "Ravens-pire"
        ("Mourning", "Mourn-ing"),  # a suffix, not "Mour-ning"
        ("Whispering", "Whis-per-ing"),
        ("Whisperer", "Whis-per-er"),
        ("Wanderer", "Wan-der-er"),
        ("Wraithgate", "Wraith-gate"),  # no syllable of a silent e ("Wraithga-te")
        ("Nettlecombe", "Net-tle-combe"),
        ("Bleakridge", "Bleak-ridge"),
        ("Gravedigger", "Grave-dig-ger"),
        ("Drowned", "Drowned"),  # an -ed that is no syllable
        ("Rotting", "Rot-ting"),
        ("Candle", "Can-dle"),
        ("Plague", "Plague"),
        ("Apprentice", "Ap-pren-tice"),
        ("Necromancer", "Ne-cro-man-cer"),
        ("Spider", "Spi-der"),  # -er after no known word is no suffix
    ],
)
def test_a_name_breaks_between_syllables_that_read_as_such_RN_MOVE_16(word, read):
    """riseplay r29: "Ravens-pire", "Mour-ning", "Whispe-ring" on the board at 960x600 (the breaks came
    from vowels and consonants alone). Compounds break between the game's own words, -ing/-ed/-er are
    syllables of their own where they are suffixes, and a silent e is none."""
    assert _pieces(word) == read


def test_a_board_name_broken_keeps_its_suffix_whole():
    """A name broken for a small hex ends its first piece where a syllable ends, the widest that fits: a
    suffix counts as a syllable ("Whisper-" / "ing", not "Whis-" / "pering" or "Whispe-" / "ring")."""
    from tabletop.ui import look
    from tabletop.ui.rise.table.syllables import hyphenated

    pygame.font.init()
    f = look.font("serif_bold", 10)
    for word, first in (("Whispering", "Whisper-"), ("Mourning", "Mourn-"), ("Ravenspire", "Raven-")):
        pieces = hyphenated(word, f.size(first)[0], 10, f)
        assert pieces[0] == first and "".join(p.rstrip("-") for p in pieces) == word, pieces


def test_the_note_of_phases_passed_over_waits_for_a_fights_dice_RN_TURN_01(ctx, screen):
    """riseplay r29: when a computer's fight ended the round, "Nothing to play… (phase 1 passed over)"
    for the person's coming turn showed while that fight's dice still rolled in the combat panel. The note
    now waits until the dice have landed, then shows."""
    from tabletop.ui.rise import scenarios

    fight, _ = scenarios.build(ctx, "city_combat")
    fight.update(1 / 60)
    rec = fight.combat
    assert rec is not None
    scene = table(ctx, 3, seed=1)  # this seed's first turn has nothing to play or raise: a note waits
    assert scene.notes.waiting is not None
    rec.landed = 0  # a fight with its dice in the air
    scene.combat = rec
    assert scene.dice_in_air()
    scene.update(0.05)
    assert scene.toast is None or "Nothing to play" not in scene.toast[0]
    scene.draw(screen)
    for _ in range(200):
        if not scene.dice_in_air():
            break
        scene.update(0.1)
        assert scene.dice_in_air() or scene.toast is not None
        if scene.dice_in_air():
            assert scene.toast is None or "Nothing to play" not in scene.toast[0]
    assert not scene.dice_in_air()
    scene.update(0.05)
    assert scene.toast is not None and "Nothing to play" in scene.toast[0]
