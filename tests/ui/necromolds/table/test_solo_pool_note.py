"""Solo draft (NM-SOLO-28..37): the line under the pool's title (who chooses first; on the person's
pick, Basalt's last reason) drops its aside before it shrinks past a readable size. Playing at 960x600
with large text (r27), "Basalt: Draft question 1: Graveghoul can make a ranged attack this round: takes
a ranged die (Wild First: the wild die)" shrank whole to 9 px."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.solo.pool import fit_note

WORDS = (
    "Basalt: Draft question 1: Graveghoul can make a ranged attack this round: takes a ranged die "
    "(Wild First: the wild die)"
)


def test_nm_solo_37_the_note_drops_its_aside_before_it_shrinks(screen):
    pygame.font.init()
    short = WORDS.split(" (")[0]
    room = look.font("sans", 11).size(short)[0] + 2  # the words fit at 11 px without the aside only
    text, size = fit_note(WORDS, room, 1.0)
    assert (text, size) == (short, 11)


def test_a_note_that_fits_stays_whole(screen):
    pygame.font.init()
    room = look.font("sans", 12).size(WORDS)[0] + 1
    assert fit_note(WORDS, room, 1.0) == (WORDS, 12)
