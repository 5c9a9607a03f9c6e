"""The table's log names a monsters' round where the boss regenerates (r29, NC-FIGHT-04): after rounds
where the damage and the heal cancel, the log read "The Undying Founder heals 1 (regenerate): 6/12." twice,
word for word, while the fight window named each round (r29 corpui). The engine's words name the round
now, and the fight window, which names it itself, does not name it twice."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.games.corp import fight_events as F
from tests.ui.corp.fight_scenes import EMPTY, Table, start


def _boss_rounds(n: int) -> tuple[Table, list[str]]:
    t = Table([[*EMPTY]])
    t.st.players[0].life = 40
    start(t, "boss", 2, 2, 2, 2, 2, boss="the_undying_founder")
    heals = []
    for _ in range(n):  # a fist's 1 damage, healed again before each attack
        for ev in t.do(A.Attack(0, hands=(A.FIST,)), 6, 2, 2, 2, 2, 2):
            if isinstance(getattr(ev, "record", None), F.FoeHealed):
                heals.append(ev.text)
    return t, heals


def test_the_logs_regenerate_lines_name_their_round_and_never_repeat_NC_FIGHT_04():
    t, heals = _boss_rounds(3)
    assert heals == [f"Round {k}: The Undying Founder heals 1 (regenerate): 12/12." for k in (2, 3, 4)], heals
    assert t.st.fight.rounds == 4


def test_the_fight_window_names_the_round_once_NC_FIGHT_04():
    t, _ = _boss_rounds(2)
    texts = [ln.text for ln in t.record.lines if "(regenerate)" in ln.text]
    assert texts == [f"Round {k}: The Undying Founder heals 1 (regenerate): 12/12." for k in (2, 3)], texts


def test_a_heal_within_an_attack_names_no_round():
    """Healed by its own skulls (heal_per_skull): no round in front."""
    from tabletop.games.corp.fight_words import text

    words = text(F.FoeHealed("w_whateley#1", "heal_per_skull", 2, 9, 10), Table([[*EMPTY]]).cards)
    assert words is not None and not words.startswith("Round"), words
