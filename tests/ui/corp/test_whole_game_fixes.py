"""What the whole-game audit at 150 % found on the NecronomiCORP table (issue 26, tests/ui/test_whole_game_scaled.py),
checked on its own: the fight window's waiting line in fewer words when three seats' names do not fit, and a
hallway's tokens kept off its monsters' cards (NC-FAQ-07: a fight in the hallway, its players beside it)."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp.fight_state import Foe
from tabletop.games.corp.state import hall_key
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.fight_draw import prompt_words


def _view(acting):
    names = [f"Player {q + 1} (computer)" for q in range(4)]
    state = SimpleNamespace(fight=object(), players=[None] * 4)
    return SimpleNamespace(state=state, acting=acting, names=names)


def test_the_waiting_line_says_fewer_words_before_it_would_leave_the_window():
    view, rec = _view([0, 1, 2]), SimpleNamespace()
    full = prompt_words(view, rec)
    assert full == "Waiting for Player 1 (computer) and Player 2 (computer) and Player 3 (computer)."
    assert prompt_words(view, rec, lambda w: len(w) <= 40) == "Waiting for Players 1, 2 and 3."
    assert prompt_words(view, rec, lambda w: len(w) <= 25) == "Waiting for 3 players."
    assert "…" not in prompt_words(_view([]), rec)  # nothing cut: no ellipsis


def _hall_state(foes: int, seats: int = 4):
    session = Session(get_game("corp"), {"players": seats}, 7)
    st = session.state
    level = 5
    st.areas[hall_key(level)].foes = [Foe(card=f"zombie_intern#{i + 1}") for i in range(foes)]
    for p in st.players:
        p.level, p.room = level, None
    return st


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_hallway_tokens_lie_beside_its_monsters_not_on_them_nc_faq_07():
    for foes in (1, 2):
        p = BP.plan(_hall_state(foes))
        cards = [box for (area, _c), box in p.of("foe") if area == hall_key(5)]  # type: ignore[misc]
        tokens = [box for _seat, box in p.of("token")]
        assert len(cards) == foes and len(tokens) == 4
        assert not any(_overlap(t, c) for t in tokens for c in cards), (foes, tokens, cards)
        assert not any(_overlap(a, b) for i, a in enumerate(tokens) for b in tokens[i + 1 :])
        top = BP.floor_top(5)
        assert all(top <= t[1] and t[3] <= top + BP.FLOOR_H for t in tokens)
    # no monster in the hallway: the usual row, tokens at full size
    row = [box for _seat, box in BP.plan(_hall_state(0)).of("token")]
    assert {round(b[3] - b[1], 6) for b in row} == {round(2 * BP.TOKEN_R, 6)}
    assert len({b[1] for b in row}) == 1
