"""Rise of the Necromancers: the Game board's two sides and the Land dice (levels/rise/).

Checklist items: RN-SETUP-01, RN-SETUP-02, RN-SETUP-05, RN-SETUP-06, RN-SETUP-14, RN-MOVE-16, RN-VALLEY-01, RN-VALLEY-02, RN-LAND-01, RN-LAND-02, RN-CITY-06, RN-CITY-07,
RN-SPEC-01, RN-DOM-05, RN-DOM-10, RN-ACAD-01, RN-CONT-01. Each test names the IDs it checks.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections import Counter

import pytest

from tabletop import paths
from tabletop.content import mods, registry
from tabletop.content.rise import board as rb
from tabletop.core.errors import ContentError

RISE_KINDS = ["rise-board-small", "rise-board-large", "rise-dice"]
FILES = {"small": "board_small.toml", "large": "board_large.toml"}


def shipped(side: str) -> dict:
    return tomllib.loads((paths.levels_dir() / "rise" / FILES[side]).read_text())


def shipped_dice() -> dict:
    return tomllib.loads((paths.levels_dir() / "rise" / "dice.toml").read_text())


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)  # a JSON string is a valid TOML basic string
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(v)


def to_toml(data: dict) -> str:
    """Just enough of a TOML writer for these files: top-level values, tables, arrays of tables."""
    out = [
        f"{k} = {_value(v)}"
        for k, v in data.items()
        if not isinstance(v, (dict, list)) or (isinstance(v, list) and not (v and isinstance(v[0], dict)))
    ]
    for k, v in data.items():
        if isinstance(v, dict):
            out += ["", f"[{k}]"] + [f"{kk} = {_value(vv)}" for kk, vv in v.items()]
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            for item in v:
                out += ["", f"[[{k}]]"] + [f"{kk} = {_value(vv)}" for kk, vv in item.items()]
    return "\n".join(out) + "\n"


def problems_of(tmp_path, kind_name: str, data: dict) -> list[ContentError]:
    path = tmp_path / "damaged.toml"
    path.write_text(to_toml(data))
    record, problems = registry.kind(kind_name).load_all(path)
    assert (record is None) == bool(problems)
    for p in problems:
        assert str(p).startswith(f"{path}: "), p  # every message names the file
    return problems


def at(data: dict, space_id: str) -> int:
    return next(i for i, s in enumerate(data["spaces"]) if s["id"] == space_id)


# -- the shipped content --------------------------------------------------------------------


def test_shipped_boards_and_dice_pass_every_check_RN_MOVE_16_RN_LAND_02_RN_CITY_07():
    found = registry.gather(only=RISE_KINDS)
    assert found.errors == []
    assert found.checked == 3
    assert {k: len(found.all(k)) for k in RISE_KINDS} == dict.fromkeys(RISE_KINDS, 1)


@pytest.mark.parametrize("side", ["small", "large"])
def test_rewritten_copy_of_a_shipped_file_still_passes(tmp_path, side):
    """The damage tests below start from this copy, so each fails for the damage alone."""
    assert problems_of(tmp_path, f"rise-board-{side}", shipped(side)) == []
    assert problems_of(tmp_path, "rise-dice", shipped_dice()) == []


def test_sides_by_player_count_RN_SETUP_01_RN_SETUP_02():
    small, large = rb.load_board("small"), rb.load_board("large")
    assert len(small.spaces) < len(large.spaces)  # "the side of the Game board with the fewest spaces"
    assert (len(small.spaces), len(large.spaces)) == (37, 61)
    for n in (2, 3):
        assert rb.board_for_players(n) is small and rb.side_for_players(n) == "small"
    for n in (4, 5):
        assert rb.board_for_players(n) is large and rb.side_for_players(n) == "large"
    for bad in (0, 1, 6, -3, True, "3", 2.0, None):
        with pytest.raises(ValueError, match="2 to 5 players"):
            rb.board_for_players(bad)
    with pytest.raises(ValueError):
        rb.load_board("medium")


@pytest.mark.parametrize("side", ["small", "large"])
def test_valley_of_souls_at_the_centre_RN_SETUP_14_RN_VALLEY_01_RN_VALLEY_02(side):
    b = rb.load_board(side)
    assert len(b.of_type("valley")) == 1
    assert (b.valley.q, b.valley.r, b.valley.id, b.valley.name) == (0, 0, "valley", "The Valley of Souls")
    assert len(b.neighbours("valley")) == 6
    # every space within the board's reach of the Valley, and the farthest exactly at it
    assert max(b.distance("valley", s.id) for s in b.spaces) == b.reach == {"small": 3, "large": 4}[side]
    # a fresh Necromancer (move 1) has Land to go to
    assert any(b.space(n).kind == "land" for n in b.neighbours("valley"))


@pytest.mark.parametrize("side", ["small", "large"])
def test_four_academies_one_per_colour_apart_and_equidistant_RN_ACAD_01(side):
    b = rb.load_board(side)
    academies = b.of_type("academy")
    assert sorted((a.academy, a.colour) for a in academies) == [
        ("blood", "red"),
        ("bone", "bone"),
        ("decay", "green"),
        ("mist", "blue"),
    ]
    assert {a.name for a in academies} == {"Academy of Decay", "Academy of Bone", "Academy of Blood", "Academy of Mist"}
    assert b.academy("mist").colour == "blue"
    assert len({b.distance("valley", a.id) for a in academies}) == 1
    for a in academies:
        assert not any(b.space(n).kind == "academy" for n in b.neighbours(a.id))


@pytest.mark.parametrize("side", ["small", "large"])
def test_every_space_type_several_times_and_spread_RN_MOVE_16(side):
    b = rb.load_board(side)
    counts = Counter(s.kind for s in b.spaces)
    assert set(counts) == set(rb.SPACE_KINDS)
    for kind in rb.ACTION_KINDS:
        assert counts[kind] >= 3
        per_third = Counter(rb.third(s.q, s.r) for s in b.of_type(kind))
        assert all(abs(per_third[t] - counts[kind] / 3) <= 1 for t in range(3)), (kind, per_third)
    names = [s.name for s in b.spaces]
    assert len(set(names)) == len(names) and all(names)


@pytest.mark.parametrize("side", ["small", "large"])
def test_cities_towers_attacks_tax_RN_CITY_06_RN_CITY_07_RN_SPEC_01_RN_DOM_05(side):
    b = rb.load_board(side)
    cities = b.of_type("city")
    for c in cities:
        assert 0 <= c.towers <= 5 and 1 <= len(c.tax) <= 3 and c.dominion == len(c.tax)
        assert c.attacks and all(1 <= p <= 6 for p in c.attacks)
        assert set(c.tax) <= set(rb.GOODS)
    # the smallest Cities have no towers, and one is near the Valley for a lone Necromancer
    assert any(c.towers == 0 and b.distance("valley", c.id) <= 2 for c in cities)
    assert len({c.towers for c in cities}) >= 4
    # stronger further out: the farthest ring's Cities outnumber the nearest ring's in towers
    near = [c.towers for c in cities if b.distance("valley", c.id) == 1]
    far = [c.towers for c in cities if b.distance("valley", c.id) == b.reach]
    assert max(near) < min(far)
    # RN-DOM-10's "one small and one big City" for 4 counters: 1 + 3 icons both exist
    assert {1, 3} <= {c.dominion for c in cities}


def test_land_dice_RN_LAND_01_RN_LAND_02_RN_CONT_01():
    dice = rb.load_dice()
    assert len(dice.resource.faces) == len(dice.corpse.faces) == 6
    assert {g for f in dice.resource.faces for g in f} == set(rb.RESOURCES)
    assert {g for f in dice.corpse.faces for g in f} == set(rb.CORPSES)
    assert dice.die("corpse") is dice.corpse and dice.die("resource") is dice.resource
    assert rb.DICE_IN_BOX == 2  # Contents of the Game: 2 Resource dice, 2 corpse dice
    for side in ("small", "large"):
        lands = rb.load_board(side).of_type("land")
        for land in lands:
            assert 1 <= len(land.dice()) <= 4
            assert land.dice().count("resource") <= 2 and land.dice().count("corpse") <= 2
        shown = {d for land in lands for d in land.dice()}
        assert shown == {"resource", "corpse"}
    assert rb.load_board("small").space("barrow_downs").dice() == ("resource", "corpse")


@pytest.mark.parametrize("side", ["small", "large"])
def test_deck_and_headmaster_places_off_the_board_RN_SETUP_05_RN_SETUP_06(side):
    b = rb.load_board(side)
    assert sorted(p.pile for p in b.piles) == sorted(rb.PILES)
    cells = {(s.q, s.r) for s in b.spaces}
    for p in b.piles:
        assert (p.q, p.r) not in cells
        assert rb.hex_distance((p.q, p.r), (0, 0)) in (b.reach + 1, b.reach + 2)
    assert b.pile("dungeon_deck").name == "The Dungeon deck"
    with pytest.raises(KeyError):
        b.pile("necromancer_deck")


# -- the helper API -------------------------------------------------------------------------


@pytest.mark.parametrize("side", ["small", "large"])
def test_neighbours_and_distance(side):
    b = rb.load_board(side)
    ids = [s.id for s in b.spaces]
    for a in ids:
        sa = b.space(a)
        assert a not in b.neighbours(a)
        for n in b.neighbours(a):
            assert a in b.neighbours(n)  # adjacency is symmetric
            assert rb.hex_distance((sa.q, sa.r), (b.space(n).q, b.space(n).r)) == 1
        for c in ids:
            sc = b.space(c)
            # an unbroken hexagon: BFS steps are hex distance
            assert b.distance(a, c) == b.distance(c, a) == rb.hex_distance((sa.q, sa.r), (sc.q, sc.r))
    edge = next(s for s in b.spaces if b.distance("valley", s.id) == b.reach)
    assert 3 <= len(b.neighbours(edge.id)) <= 4
    assert b.distance("valley", "valley") == 0


def test_space_lookup_and_kinds():
    b = rb.load_board("small")
    assert b.space("gallowmere").name == "Gallowmere" and b.space("gallowmere").kind == "city"
    assert b.space("sunken_crypt").kind == "dungeon" and b.space("sunken_crypt").name == "The Sunken Crypt"
    assert b.has("gallowmere") and not b.has("atlantis")
    assert [s.id for s in b.of_type("workshop")] == ["tinker_s_gibbet", "bellows_of_grue", "rusted_forge"]
    with pytest.raises(KeyError, match="atlantis"):
        b.space("atlantis")
    with pytest.raises(KeyError):
        b.neighbours("atlantis")
    with pytest.raises(KeyError):
        b.distance("valley", "atlantis")
    with pytest.raises(ValueError, match="kinds are"):
        b.of_type("tavern")
    assert rb.load_board("small") is b  # cached
    assert len({b, rb.load_board("large")}) == 2  # a Board can key a dict (engine caches)


def test_sectors_and_thirds_turn_with_the_board():
    # rotating a hex 60° about the Valley moves it one sector on: (q, r) -> (-r, q + r)
    for d in (1, 2, 3, 4):
        for q in range(-d, d + 1):
            for r in range(-d, d + 1):
                if rb.hex_distance((q, r), (0, 0)) != d:
                    continue
                turned = (-r, q + r)
                assert rb.sector(*turned) in ((rb.sector(q, r) + 1) % 6, (rb.sector(q, r) + 5) % 6)
    assert rb.sector(0, 0) == -1 and rb.third(0, 0) == -1
    assert [rb.third(q, r) for q, r in [(-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0)]] == [0, 0, 1, 1, 2, 2]


# -- damaged copies: each names the file and the field --------------------------------------


def _city(data, name="gallowmere"):
    return data["spaces"][at(data, name)]


DAMAGE = [
    # (side, description, change, field, words in the problem)
    ("small", "towers 6", lambda d: _city(d).update(towers=6), "spaces[{gallowmere}].towers", "0 to 5"),
    ("small", "towers -1", lambda d: _city(d).update(towers=-1), "spaces[{gallowmere}].towers", "0 to 5"),
    ("small", "towers 2.5", lambda d: _city(d).update(towers=2.5), "spaces[{gallowmere}].towers", "int"),
    ("small", "attack power 7", lambda d: _city(d).update(attacks=[7, 2]), "spaces[{gallowmere}].attacks[0]", "1 to 6"),
    ("small", "attack power 0", lambda d: _city(d).update(attacks=[3, 0]), "spaces[{gallowmere}].attacks[1]", "1 to 6"),
    ("small", "no attacks", lambda d: _city(d).update(attacks=[]), "spaces[{gallowmere}].attacks", "1 to 6"),
    ("small", "seven attacks", lambda d: _city(d).update(attacks=[1] * 7), "spaces[{gallowmere}].attacks", "1 to 6"),
    ("small", "4 tax icons", lambda d: _city(d).update(tax=["ichor"] * 4), "spaces[{gallowmere}].tax", "1 to 3"),
    ("small", "no tax", lambda d: _city(d, "mudwick").update(tax=[]), "spaces[{mudwick}].tax", "1 to 3"),
    ("small", "gold tax", lambda d: _city(d).update(tax=["gold", "ichor"]), "spaces[{gallowmere}].tax[0]", "ichor"),
    ("small", "city without towers", lambda d: _city(d).pop("towers"), "spaces[{gallowmere}]", "towers"),
    (
        "small",
        "land with 3 corpse dice",
        lambda d: _city(d, "crowfoot_moor").update(corpse_dice=3),
        "spaces[{crowfoot_moor}].corpse_dice",
        "0 to 2",
    ),
    (
        "small",
        "land without dice",
        lambda d: _city(d, "ashen_fields").update(resource_dice=0),
        "spaces[{ashen_fields}].resource_dice",
        "at least one die",
    ),
    (
        "small",
        "towers on land",
        lambda d: _city(d, "ashen_fields").update(towers=1),
        "spaces[{ashen_fields}]",
        "unknown field `towers`",
    ),
    (
        "small",
        "unknown kind",
        lambda d: _city(d, "ashen_fields").update(kind="tavern"),
        "spaces[{ashen_fields}].kind",
        "tavern",
    ),
    (
        "small",
        "same place twice",
        lambda d: _city(d, "mudwick").update(q=-1, r=1),
        "spaces[{mudwick}].q",
        "also where spaces[{ashen_fields}]",
    ),
    ("small", "far off the map", lambda d: _city(d, "mudwick").update(q=99), "spaces[{mudwick}].q", "-8 to 8"),
    (
        "small",
        "same id twice",
        lambda d: _city(d, "mudwick").update(id="ashen_fields"),
        "spaces[{mudwick}].id",
        "also the id of spaces[{ashen_fields}]",
    ),
    ("small", "bad id", lambda d: _city(d, "mudwick").update(id="Mud Wick"), "spaces[{mudwick}].id", "lowercase"),
    (
        "small",
        "same name twice",
        lambda d: _city(d, "mudwick").update(name="ashen fields"),
        "spaces[{mudwick}].name",
        "also the name",
    ),
    ("small", "empty name", lambda d: _city(d, "mudwick").update(name="  "), "spaces[{mudwick}].name", "1 to 40"),
    ("small", "valley off centre", lambda d: _city(d, "valley").update(q=5, r=-5), "spaces[{valley}].q", "centre"),
    (
        "small",
        "two valleys",
        lambda d: _city(d, "ashen_fields").update(kind="valley", resource_dice=None),
        "spaces",
        "exactly one Valley",
    ),
    (
        "small",
        "two academies of decay",
        lambda d: _city(d, "academy_of_mist").update(academy="decay"),
        "spaces[{academy_of_mist}].academy",
        "second Academy",
    ),
    (
        "small",
        "academy of nothing",
        lambda d: _city(d, "academy_of_mist").update(academy="gold"),
        "spaces[{academy_of_mist}].academy",
        "decay, bone, blood, mist",
    ),
    (
        "small",
        "an island",
        lambda d: _city(d, "gallowmere").update(q=-6, r=6),
        "spaces[{gallowmere}]",
        "cannot be reached",
    ),
    ("small", "reach too short", lambda d: d.update(reach=2), "spaces[{gallowmere}]", "3 steps from the Valley"),
    ("small", "reach 0", lambda d: d.update(reach=0), "reach", "2 to 6"),
    ("small", "no spaces", lambda d: d.update(spaces=[]), "spaces", "19 to 127"),
    (
        "small",
        "missing pile",
        lambda d: d.update(piles=[p for p in d["piles"] if p["pile"] != "spell_deck"]),
        "piles",
        "missing: spell_deck",
    ),
    ("small", "pile on the board", lambda d: d["piles"][0].update(q=1, r=1), "piles[0].q", "a space of the board"),
    ("small", "pile far away", lambda d: d["piles"][0].update(q=7, r=0), "piles[0].q", "beyond the board's reach"),
    (
        "small",
        "two piles on one spot",
        lambda d: d["piles"][1].update(q=d["piles"][0]["q"], r=d["piles"][0]["r"]),
        "piles[1].q",
        "also where piles[0]",
    ),
    ("small", "pile twice", lambda d: d["piles"][1].update(pile="item_deck"), "piles[1].pile", "also piles[0]"),
]


def _place_ids(text: str, data: dict) -> str:
    return text.format(**{s["id"]: i for i, s in enumerate(data["spaces"])})


@pytest.mark.parametrize("side,what,change,field,words", DAMAGE, ids=[d[1] for d in DAMAGE])
def test_damaged_board_names_file_and_field(tmp_path, side, what, change, field, words):
    data = shipped(side)
    want_field, want_words = _place_ids(field, data), _place_ids(words, data)
    change(data)
    for s in data["spaces"]:  # a None marks a key to drop (TOML has no null)
        for k in [k for k, v in s.items() if v is None]:
            del s[k]
    problems = problems_of(tmp_path, f"rise-board-{side}", data)
    assert any(p.field == want_field and want_words in p.problem for p in problems), (
        want_field,
        want_words,
        [str(p) for p in problems],
    )


def _swap(data, a, b):
    sa, sb = data["spaces"][at(data, a)], data["spaces"][at(data, b)]
    (sa["q"], sa["r"]), (sb["q"], sb["r"]) = (sb["q"], sb["r"]), (sa["q"], sa["r"])


def _retype(data, space_id, kind, **fields):
    i = at(data, space_id)
    old = data["spaces"][i]
    data["spaces"][i] = {"kind": kind, "id": old["id"], "name": old["name"], "q": old["q"], "r": old["r"], **fields}


SENSE = [
    # content sense: a board of sound shape that a designer would not ship
    (
        "adjacent academies",
        lambda d: _swap(d, "academy_of_bone", "rotwood"),
        "spaces[{academy_of_bone}].q",
        "no two Academies are adjacent",
    ),
    (
        "academies at different distances",
        lambda d: (_swap(d, "academy_of_bone", "tinker_s_gibbet"), _swap(d, "academy_of_mist", "gallowmere")),
        "spaces",
        "keep them within 1",
    ),
    (
        "a strong city by the Valley",
        lambda d: _city(d, "mudwick").update(towers=5, attacks=[4, 3, 3, 2], tax=["ichor", "scroll", "ichor"]),
        "spaces[{mudwick}].towers",
        "stronger Cities lie further",
    ),
    (
        "a strong city paying little",
        lambda d: _city(d, "gallowmere").update(tax=["ichor"]),
        "spaces[{gallowmere}].tax",
        "fewer than",
    ),
    (
        "no city without towers",
        lambda d: [c.update(towers=1) for c in d["spaces"] if c.get("towers") == 0],
        "spaces",
        "no towers",
    ),
    (
        "one third without land",
        lambda d: [_retype(d, x, "dungeon") for x in ("ashen_fields", "rotwood", "blackthorn_vale", "cinder_marsh")],
        "spaces",
        "0 land spaces",
    ),
    (
        "too few libraries",
        lambda d: _retype(d, "candle_archive", "land", corpse_dice=1),
        "spaces",
        "at least 3 library",
    ),
    (
        "too much land",
        lambda d: [
            _retype(d, x, "land", resource_dice=1)
            for x in ("mudwick", "hollowell", "thornbury", "sunken_crypt", "drowned_catacombs")
        ],
        "spaces",
        "at most 40%",
    ),
    (
        "land dice heaped in one third",
        lambda d: [
            d["spaces"][at(d, x)].update(resource_dice=2, corpse_dice=2)
            for x in ("ashen_fields", "rotwood", "blackthorn_vale")
        ],
        "spaces",
        "Land dice",
    ),
    (
        "dominion heaped in one third",
        lambda d: (_retype(d, "bone_scriptorium", "dungeon"), _retype(d, "bellows_of_grue", "dungeon")),
        "spaces",
        "Dominion counters",
    ),
    (
        "no land next to the valley",
        lambda d: [
            _swap(d, a, b)
            for a, b in (("ashen_fields", "gallowmere"), ("crowfoot_moor", "ravenspire"), ("barrow_downs", "vexmoor"))
        ],
        "spaces",
        "next to the Valley must be Land",
    ),
    (
        "cities all alike",
        lambda d: [
            c.update(towers=2, attacks=[2, 2], tax=["ichor", "scroll"]) for c in d["spaces"] if c["kind"] == "city"
        ],
        "spaces",
        "at least 3 different tower counts",
    ),
]


@pytest.mark.parametrize("what,change,field,words", SENSE, ids=[s[0] for s in SENSE])
def test_senseless_board_is_refused(tmp_path, what, change, field, words):
    data = shipped("small")
    want_field = _place_ids(field, data)
    change(data)
    problems = problems_of(tmp_path, "rise-board-small", data)
    assert any(p.field == want_field and words in p.problem for p in problems), (
        want_field,
        words,
        [str(p) for p in problems],
    )


def test_sector_clump_is_refused(tmp_path):
    """Four of the small side's Land spaces in one 60° sector, the thirds still fair: refused, and the
    sector the Cities left is starved of Dominion."""
    data = shipped("small")
    # sector 4 (ring 1 idx 4, ring 2 idx 8-9, ring 3 idx 12-14) takes the Land of sector 5 (same third)
    for a, b in (("gravesend_heath", "thornbury"), ("gloaming_glade", "vexmoor")):
        _swap(data, a, b)
    problems = problems_of(tmp_path, "rise-board-small", data)
    texts = [p.problem for p in problems if p.field == "spaces"]
    assert any("4 of the 12 land spaces" in t and "spread them out" in t for t in texts), texts
    assert any("60° sectors of the board offer" in t for t in texts), texts
    assert not any("third" in t for t in texts), texts


DICE_DAMAGE = [
    ("five faces", lambda d: d["resource"].update(faces=d["resource"]["faces"][:5]), "resource.faces", "6 faces"),
    (
        "ichor on the corpse die",
        lambda d: d["corpse"]["faces"].__setitem__(0, ["ichor"]),
        "corpse.faces[0][0]",
        "corpse die shows",
    ),
    (
        "no greater corpse",
        lambda d: d["corpse"].update(faces=[["lesser_corpse"]] * 5 + [[]]),
        "corpse.faces",
        "greater_corpse",
    ),
    (
        "three blanks",
        lambda d: d["corpse"].update(faces=[["lesser_corpse"], ["greater_corpse"]] + [[]] * 4),
        "corpse.faces",
        "blank",
    ),
    (
        "three goods on a face",
        lambda d: d["resource"]["faces"].__setitem__(0, ["ichor"] * 3),
        "resource.faces[0]",
        "at most 2",
    ),
    ("a made-up good", lambda d: d["resource"]["faces"].__setitem__(0, ["gold"]), "resource.faces[0][0]", "ichor"),
]


@pytest.mark.parametrize("what,change,field,words", DICE_DAMAGE, ids=[d[0] for d in DICE_DAMAGE])
def test_damaged_dice_name_file_and_field_RN_LAND_02(tmp_path, what, change, field, words):
    data = shipped_dice()
    change(data)
    problems = problems_of(tmp_path, "rise-dice", data)
    assert any(p.field == field and words in p.problem for p in problems), [str(p) for p in problems]


# -- mods: the engine reads what check-content checks ---------------------------------------


@pytest.fixture
def no_mods():
    yield
    mods.activate(())


def test_a_mod_side_that_is_not_smaller_is_refused_RN_SETUP_02(tmp_path, no_mods):
    mod = tmp_path / "mod"
    (mod / "rise").mkdir(parents=True)
    (mod / "rise" / "board_small.toml").write_text(to_toml(shipped("large")))
    found = registry.gather(mods.overlay_of([mod]), only=RISE_KINDS)
    assert [(e.path, e.field) for e in found.errors] == [(mod / "rise" / "board_small.toml", "spaces")]
    assert "fewer spaces" in found.errors[0].problem


def test_load_board_reads_the_active_mods_and_refuses_a_broken_one(tmp_path, no_mods):
    good, bad = tmp_path / "good", tmp_path / "bad"
    data = shipped("small")
    data["name"] = "The Modded Marches"
    (good / "rise").mkdir(parents=True)
    (good / "rise" / "board_small.toml").write_text(to_toml(data))
    mods.activate([good])
    assert rb.load_board("small").name == "The Modded Marches"
    _city(data).update(towers=9)
    (bad / "rise").mkdir(parents=True)
    (bad / "rise" / "board_small.toml").write_text(to_toml(data))
    mods.activate([bad])
    with pytest.raises(ContentError) as caught:
        rb.load_board("small")
    assert caught.value.path == bad / "rise" / "board_small.toml"
    assert caught.value.field == f"spaces[{at(data, 'gallowmere')}].towers"
    mods.activate(())
    assert rb.load_board("small").name == "The Shrouded Marches"


def test_the_engine_board_is_not_changed_by_a_copy():
    b = rb.load_board("large")
    spaces = copy.copy(b.spaces)
    with pytest.raises((AttributeError, TypeError)):
        b.spaces[0].q = 3  # records are frozen
    assert b.spaces == spaces
