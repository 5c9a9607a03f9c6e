"""Army builder cards show which rules count: support skills blue only in advanced play
(NM-ADV-14), skills faded in basic play unless What Next step 2 is on (NM-BASIC-06, NM-BASIC-38)."""

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.setup.army import FADED, SKILL_INK, SUPPORT_BLUE, skill_colour


def state(**settings):
    return Session(get_game("necromolds"), settings, 1).state


def test_support_skills_are_blue_only_in_advanced_play():
    book = next(b for b in library().books.values() if b.support_skills)
    skill = book.support_skills[0]
    assert skill_colour(state(mode="advanced"), book, skill) == SUPPORT_BLUE
    assert skill_colour(state(mode="standard"), book, skill) == SKILL_INK


def test_skills_are_faded_in_basic_play_unless_step_2_is_on():
    book = library().books["graveghoul"]
    assert skill_colour(state(mode="basic"), book, "melee") == FADED
    assert skill_colour(state(mode="basic", basic_skills=True), book, "melee") == SKILL_INK
