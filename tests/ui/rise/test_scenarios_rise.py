"""Rise scenarios reach the positions they promise (issue 12): a City combat against towers with
Minions on both sides; the steering and fight conditions are checked as content."""

from __future__ import annotations

import pytest

from tabletop.core.errors import ContentError
from tabletop.core.session import Session
from tabletop.games import get_game


def test_city_combat_is_a_fight_against_towers_with_minions_on_both_sides():
    from tabletop.ui.rise import scenarios

    sc = scenarios.load("city_combat")
    session = Session(get_game("rise"), scenarios.settings_of(sc), sc.game.seed)
    scenarios.play_recipe(session, sc)
    st = session.state
    f = st.fight
    assert st.turn.stage == "combat" and f.purpose == "city" and session.game.to_act(st) == [0]
    assert f.defender.city is not None and f.defender.city[1] >= 1  # towers
    assert f.defender.seat is not None and f.defender.seat != st.turn.seat  # a rival's City
    assert any(x.role == "minion" for x in f.defender.fighters)
    assert any(x.role == "minion" for x in f.attacker.fighters)
    assert session.game.legal_actions(st, 0)  # Player 1 has a wound to allocate


def test_a_bad_steer_and_a_fight_condition_without_a_fight_are_refused(tmp_path):
    from tabletop.content.rise.scenarios import SCENARIOS

    for recipe, field in (
        ('steer = ["cheat"]', "recipe.steer[0]"),
        ("until_towers = 9", "recipe.until_towers"),
        ("until_guards = 1", "recipe.until_fight"),
    ):
        bad = tmp_path / "bad.toml"
        bad.write_text(f'title = "x"\ngame = {{ seed = 1 }}\nrecipe = {{ {recipe} }}\n')
        with pytest.raises(ContentError) as err:
            SCENARIOS.load(bad)
        assert "bad.toml" in str(err.value) and field in str(err.value)
