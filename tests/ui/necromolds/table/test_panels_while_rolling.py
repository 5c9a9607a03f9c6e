"""While a combat's dice still roll, the side panels and the banner tell the state from before its result
(NM-COMBAT-12: the winner and the gems come after the roll): play-test r19 saw "5 monsters on the map",
"Veggitoad ×3", the gem counter and "Round 2 · Player 1's turn" change as the dice began to tumble,
telling the result before they landed. Once they land, the panels catch up (as the log does)."""

from __future__ import annotations

from tests.ui.necromolds.table.conftest import frame, scenario_scene


def _alive(state) -> set[str]:
    return {m.id for m in state.monsters if m.alive}


def test_nm_combat_12_the_panels_and_banner_wait_for_the_dice(ctx, screen, monkeypatch):
    scene = scenario_scene(ctx, "combat_result")  # a ranged combat whose result smashed Graveghoul 1
    frame(scene, screen)
    rec = scene.combat
    st = scene.session.state
    smashed = set(rec.result["smashed"])
    assert smashed and not smashed & _alive(st)
    gains = {int(k): v for k, v in rec.result.get("gems", {}).items()}
    drawn: list = []
    real = scene.panel_cache.draw
    monkeypatch.setattr(
        scene.panel_cache, "draw", lambda surface, tex, panel, told, *a: drawn.append(told) or real(surface, tex, panel, told, *a)
    )  # fmt: skip

    rec.rolling = 0.5  # the dice still tumbling
    scene.draw(screen)
    told = drawn[-1]
    assert smashed <= _alive(told), "a panel counted the smashed monster off the map before the dice landed"
    assert [s.gems for s in told.seats] == [s.gems - gains.get(k, 0) for k, s in enumerate(st.seats)]
    text, _colour = scene.prompt()
    assert "the dice roll" in text and "turn" not in text, text
    assert all(scene.panel_look(k).status not in ("their turn", "your turn") for k in range(len(st.seats)))

    rec.rolling = 0.0  # landed: the result with it
    scene.draw(screen)
    told = drawn[-1]
    assert told is st or not smashed & _alive(told)
    assert [s.gems for s in told.seats] == [s.gems for s in st.seats]
    assert "the dice roll" not in scene.prompt()[0]
