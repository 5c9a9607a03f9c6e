"""The log's words name cards and goods by their printed names, never by ids (RN-SETUP-09 hidden hands:
a deal or a draw names the cards to its owner only; the event data keeps the ids for the table)."""

from __future__ import annotations

from tabletop.ai.rise_bot import choose
from tabletop.content.rise.board import GOOD_NAMES
from tabletop.core.rng import RNG
from tabletop.games.rise.content import cards
from tabletop.games.rise.game import RiseGame

G = RiseGame()


def _events(players: int, seed: int, limit: int = 400):
    st = G.initial_state({"players": players}, seed)
    rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
    out = []
    while G.outcome(st) is None and len(out) < limit * 4:
        seat = G.to_act(st)[0]
        r = G.apply(st, choose(G, G.view(st, seat), seat, rngs[seat]))
        st = r.state
        out += r.events
    return out


def test_a_deal_names_the_cards_to_its_owner_and_no_one_else():
    c = cards()
    st = G.initial_state({"players": 3}, 7)
    deals = [e for e in G.setup_events(st) if e.kind == "deal"]
    assert len(deals) == 3
    for e in deals:
        seat, ids = e.data["seat"], e.data["cards"]
        assert e.to == (seat,) and ids == st.players[seat].hand  # the data keeps the ids
        names = [c.card(x).name for x in ids]
        assert all(n in e.text for n in names) and not any(x in e.text for x in ids if "_" in x)
        other = e.for_seat((seat + 1) % 3)
        assert other.text == f"Player {seat + 1} is dealt 6 cards face down."
        assert not any(n in other.text for n in names) and "cards" not in other.data


def test_a_draw_names_its_cards_to_the_drawer_only_and_a_land_roll_names_its_goods():
    c = cards()
    draws = rolls = 0
    for players, seed in ((2, 3), (4, 5)):
        for e in _events(players, seed):
            if e.kind == "draw" and e.data["cards"]:
                draws += 1
                seat = e.data["seat"]
                names = [c.card(x).name for x in e.data["cards"]]
                assert all(n in e.text for n in names) and not any(x in e.text for x in e.data["cards"] if "_" in x)
                other = e.for_seat((seat + 1) % players)
                assert not any(n in other.text for n in names) and "cards" not in other.data
            if e.kind == "roll" and "faces" in e.data:
                rolls += 1
                goods = {g for face in e.data["faces"] for g in face}
                assert all(GOOD_NAMES[g] in e.text for g in goods) and "_" not in e.text
                assert all(isinstance(g, str) and g in GOOD_NAMES for g in goods)  # data: still the ids
    assert draws and rolls
