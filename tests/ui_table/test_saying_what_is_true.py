"""Issue 10, "saying what is true": the table's words and pictures agree with the engine (slot labels
under active magic, one look for the dice, the combat window's gem row and skipped decisions, a
sightline seen over low terrain, undo and the log, the Load list, hidden dice against the computer)."""
from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import rounds
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout
from tests.necromolds.helpers import play, position, start_round

SIZE = (1280, 800)


def _slot_texts(state, seat, book, screen_size=SIZE):
    """The words drawn inside each command slot of `book`'s card in `seat`'s panel: {slot: [words]}."""
    L = table_layout(screen_size, state)
    hits = cards.draw_panel(pygame.Surface(screen_size), L.panels[seat], state,
                            cards.PanelLook("Player", (240, 172, 76)), L.scale, 0.0)
    card = next(c for c in L.panels[seat].cards if c.book == book)
    out = {}
    for sb in card.slots:
        r = pygame.Rect(sb.rect)
        out[sb.slot] = [w for drawn, _box, w in hits.texts if r.contains(drawn)]
    return out


def _magic_on(book, faces):
    """Seat 0 with `book` (and the enemy far off), its magic die on the book's magic slot."""
    s = position([(0, book, 5, 3), (0, book, 9, 3), (1, "insectomite", 5, 20)])
    s, _ = start_round(s, faces + ["move"] * 4)
    s, _ = play(s, A.Assign(seat=0, die=0, book=book, slot=-1))
    return s


def test_slot_label_reads_grave_bolts_far_edge_and_matches_the_command_header(screen):
    """With Grave Bolt active the Graveghoul's ranged slot reads 'far 7″' (printed: close 3″), and the
    command started from that slot is performed at the same length the label gives."""
    lib = library()
    before = position([(0, "graveghoul", 5, 3), (0, "graveghoul", 9, 3), (1, "insectomite", 5, 20)])
    before, _ = start_round(before, ["magic", "ranged", "move", "move"] + ["move"] * 4)
    assert "close 3\u2033" in _slot_texts(before, 0, "graveghoul")[1]
    s = _magic_on("graveghoul", ["magic", "ranged", "move", "move"])
    assert "far 7\u2033" in _slot_texts(s, 0, "graveghoul")[1]
    assert "medium 5\u2033" in _slot_texts(s, 0, "graveghoul")[0], "the move slot is not changed by Grave Bolt"
    # the header's number: the command performed from that slot
    s, _ = play(s, A.Assign(seat=0, die=1, book="graveghoul", slot=1), A.AssignDone(seat=0),
                A.AssignDone(seat=1))
    die = next(i for i, d in enumerate(s.seats[0].dice) if d.status == "assigned" and d.slot == 1)
    if s.turn_seat != 0:
        s.turn_seat = 0
    s, _ = play(s, A.StartCommand(seat=0, die=die))
    label = cards.slot_words(s, 0, "graveghoul", 1)[0]
    assert rounds.monster_distance(s, s.monsters[0].id) == lib.length("far")
    assert label == f"far {rounds.monster_distance(s, s.monsters[0].id):g}\u2033"


def test_slot_label_reads_mudslides_move_edge_and_keeps_the_ranged_one(screen):
    """With Mudslide active the Mud Mumps' move-or-ranged slot shows 5″ for move and 3″ for ranged
    (in the order of its icons), its move-only slot 'medium 5″'."""
    s = _magic_on("mud_mumps", ["magic", "move", "move", "move"])
    texts = _slot_texts(s, 0, "mud_mumps")
    assert "5\u2033 / 3\u2033" in texts[0]
    assert "medium 5\u2033" in texts[1]
    assert cards.slot_words(s, 0, "mud_mumps", 1) == ("medium 5\u2033", True)
