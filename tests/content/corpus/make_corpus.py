"""Write the broken-content corpus (cases/ and manifest.toml) from the shipped files.

Each case is a small mod (a folder mirroring the content layout) or one file, made by one
mistake a modder could make, with the words `tabletop check-content PATH` must print for it.
Run it again after the shipped content changes: `python tests/content/corpus/make_corpus.py`.
The files it writes are committed; the test reads them, never this script.
"""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
SHIPPED = {
    "spellbooks": ROOT / "assets/necromolds/spellbooks.toml",
    "dice": ROOT / "assets/necromolds/dice.toml",
    "rules": ROOT / "assets/necromolds/rules.toml",
    "tool": ROOT / "levels/necromolds/tool.toml",
    "map": ROOT / "levels/necromolds/map_twins_vale.toml",
    "scenario": ROOT / "levels/necromolds/scenarios/drag_midgame.toml",
}
WHERE = {  # the file's place in a mod
    "spellbooks": "necromolds/spellbooks.toml",
    "dice": "necromolds/dice.toml",
    "rules": "necromolds/rules.toml",
    "tool": "necromolds/tool.toml",
    "map": "necromolds/map_twins_vale.toml",
    "scenario": "necromolds/scenarios/drag_midgame.toml",
}


def edit(kind: str, *pairs: tuple[str, str], count: int = 1) -> str:
    """The shipped file of `kind` with each (old, new) replaced once; old must be there."""
    text = SHIPPED[kind].read_text()
    for old, new in pairs:
        assert old in text, (kind, old)
        text = text.replace(old, new, count)
    return text


CASE_LIST: list[dict] = []


def case(
    name: str, expect: list[str], files: dict[str, str | bytes], *, single: bool = False, start_game: bool = False
) -> None:
    """Record a case: `files` are (mod-relative path -> content); `single` checks the one file alone."""
    CASE_LIST.append({"name": name, "expect": expect, "files": files, "single": single, "start_game": start_game})


def sb(name, expect, *pairs, **kw):
    case(name, expect, {WHERE["spellbooks"]: edit("spellbooks", *pairs)}, **kw)


def dice(name, expect, *pairs, **kw):
    case(name, expect, {WHERE["dice"]: edit("dice", *pairs)}, **kw)


def rules(name, expect, *pairs, **kw):
    case(name, expect, {WHERE["rules"]: edit("rules", *pairs)}, **kw)


def tool(name, expect, *pairs, **kw):
    case(name, expect, {WHERE["tool"]: edit("tool", *pairs)}, **kw)


def mp(name, expect, *pairs, file="map_twins_vale.toml", **kw):
    case(name, expect, {f"necromolds/{file}": edit("map", *pairs)}, **kw)


def scn(name, expect, *pairs, **kw):
    case(name, expect, {WHERE["scenario"]: edit("scenario", *pairs)}, **kw)


INSECT = "clay = 10, radius = 0.85, height = 1.3"
# -- spellbooks ------------------------------------------------------------------------------
sb(
    "radius_nan",
    ["spellbooks[0].sizes[0].radius", "expected a finite number, got nan"],
    (INSECT, "clay = 10, radius = nan, height = 1.3"),
    start_game=True,
)
sb(
    "radius_inf",
    ["spellbooks[0].sizes[0].radius", "expected a finite number, got inf"],
    (INSECT, "clay = 10, radius = inf, height = 1.3"),
)
sb(
    "radius_huge",
    ["spellbooks[0].sizes[0].radius", "expected a number between"],
    (INSECT, "clay = 10, radius = 1e12, height = 1.3"),
)
sb(
    "radius_big",
    ["spellbooks[0].sizes[0].radius", "expected 0.1 to 3 in, got 40"],
    (INSECT, "clay = 10, radius = 40.0, height = 1.3"),
    start_game=True,
)
sb(
    "radius_negative",
    ["spellbooks[0].sizes[0]", "clay, radius and height must be positive"],
    (INSECT, "clay = 10, radius = -0.85, height = 1.3"),
)
sb("clay_negative", ["spellbooks[0].sizes[0]", "must be positive"], (INSECT, "clay = -10, radius = 0.85, height = 1.3"))
sb(
    "clay_over_budget",
    ["spellbooks[0].sizes[0].clay", "more than the whole clay budget (56 dr)"],
    (INSECT, "clay = 500, radius = 0.85, height = 1.3"),
)
sb(
    "model_height_huge",
    ["spellbooks[0].sizes[0].height", "expected 0.1 to 12 in"],
    (INSECT, "clay = 10, radius = 0.85, height = 90.0"),
)
sb("skill_negative", ["spellbooks[0].melee", "a skill cannot be negative"], ("melee = 3", "melee = -3"))
sb(
    "skill_huge",
    ["spellbooks[0].defense", "expected 0 to 12 dice, got 5000"],
    ("defense = 4", "defense = 5000"),
    start_game=True,
)
sb("skill_is_text", ["spellbooks[0].melee", "expected `int`, got `str`"], ("melee = 3", 'melee = "three"'))
sb(
    "gems_negative",
    ["spellbooks", ".amount", "expected 0 to 6, got -3"],
    ('effect = "gems_on_smash", amount = 1', 'effect = "gems_on_smash", amount = -3'),
)
sb(
    "effect_unknown",
    ["spellbooks[0].magic.effect", "expected one of"],
    ('effect = "skill_bonus", skill = "defense", amount = 1', 'effect = "fly", skill = "defense", amount = 1'),
)
sb(
    "support_mismatch",
    ["spellbooks[0].support_skills", "must be ['defense'] for type 'guardian'"],
    ('support_skills = ["defense"]', 'support_skills = ["melee"]'),
)
sb("duplicate_book", ["spellbooks[1].id", "duplicate id 'insectomite'"], ('id = "graveghoul"', 'id = "insectomite"'))
sb(
    "book_id_spaces",
    ["spellbooks[0].id", "expected an id of 1 to 40 lowercase letters"],
    ('id = "insectomite"', 'id = "Insect Mite!"'),
)
sb("unknown_field", ["spellbooks[0]", "unknown field `colour`"], ("in_box = true", 'in_box = true\ncolour = "red"'))
sb("missing_name", ["spellbooks[0]", "missing required field `name`"], ('name = "Insectomite"\n', ""))
sb(
    "sizes_out_of_order",
    ["sizes must be listed smallest first"],
    ("clay = 7, radius = 0.7, height = 1.2", "clay = 3, radius = 0.7, height = 1.2"),
)
sb(
    "no_slots",
    ["spellbooks[0].slots", "at least one command slot"],
    (
        'slots = [\n    { commands = ["move"], distance = "medium" },\n    { commands = ["ranged"], distance = "close" },\n]',
        "slots = []",
    ),
)
sb(
    "preset_unknown_book",
    ["presets[0].monsters", "unknown spellbook 'grave_ghoul'"],
    ('["graveghoul", 3]', '["grave_ghoul", 3]'),
)
sb(
    "preset_count_huge",
    ["presets[0].monsters[1]", "expected 1 to 50 monsters, got 900000"],
    ('["graveghoul", 3]', '["graveghoul", 900000]'),
)
case(
    "spellbooks_empty",
    ["spellbooks", "at least one spellbook is needed"],
    {WHERE["spellbooks"]: "spellbooks = []\n"},
    start_game=True,
)
case(
    "spellbooks_bom",
    ["spellbooks.toml", "byte-order mark"],
    {WHERE["spellbooks"]: b"\xef\xbb\xbf" + SHIPPED["spellbooks"].read_bytes()},
    start_game=True,
)
case(
    "spellbooks_utf16",
    ["is UTF-16 text; save it as UTF-8"],
    {WHERE["spellbooks"]: SHIPPED["spellbooks"].read_text().encode("utf-16")},
)
case(
    "spellbooks_latin1",
    ["is not UTF-8 text (a bad byte on line 11)"],
    {WHERE["spellbooks"]: SHIPPED["spellbooks"].read_bytes().replace(b'"Insectomite"', b'"Insectomit\xe9"', 1)},
)
sb(
    "toml_syntax",
    ["is not valid TOML (a syntax error at line", "column"],
    (
        "[[spellbooks]]",
        "[[spellbooks]",
    ),
    single=True,
    start_game=True,
)
case(
    "toml_duplicate_key",
    ["is not valid TOML", "cannot overwrite a value"],
    {WHERE["tool"]: "close = 3.0\nclose = 4.0\nmedium = 5.0\nfar = 7.0\n"},
)
case("deep_nesting", ["is nested too deeply"], {WHERE["tool"]: "close = " + "[" * 3000 + "]" * 3000 + "\n"})
# -- dice --------------------------------------------------------------------------------------
dice(
    "command_die_empty",
    ["command.faces", "expected 6 faces, got 0"],
    ('faces = [["move"], ["move"], ["ranged"], ["ranged"], ["magic"], ["wild"]]', "faces = []"),
    start_game=True,
)
dice(
    "command_die_five_faces",
    ["command.faces", "expected 6 faces, got 5"],
    (
        'faces = [["move"], ["move"], ["ranged"], ["ranged"], ["magic"], ["wild"]]',
        'faces = [["move"], ["ranged"], ["ranged"], ["magic"], ["wild"]]',
    ),
    start_game=True,
)
dice("command_die_no_magic", ["command.faces", "missing: magic"], ('["magic"], ["wild"]]', '["move"], ["wild"]]'))
dice(
    "command_face_unknown",
    ["command.faces[5]", "one of move, ranged, magic, wild"],
    ('["magic"], ["wild"]]', '["magic"], ["fly"]]'),
)
dice(
    "command_face_two",
    ["command.faces[0]", "one of move, ranged, magic, wild"],
    ('faces = [["move"], ["move"]', 'faces = [["move", "ranged"], ["move"]'),
)
dice("combat_symbol_unknown", ["combat.faces[5]", "symbols are attack, defense, gem"], ('["gem"],\n]', '["skull"],\n]'))
dice(
    "combat_face_crowded",
    ["combat.faces[1]", "at most 3 symbols on a face, got 6"],
    ('["attack", "attack"],', '["attack", "attack", "attack", "attack", "attack", "attack"],'),
)
dice(
    "combat_no_defense",
    ["combat.faces", "some face must show defense"],
    ('["defense"],\n    ["defense", "gem"],\n    ["attack", "defense"],', '["gem"],\n    ["gem"],\n    ["attack"],'),
)
dice(
    "combat_rolloff_never_ends",
    ["combat.faces", "a roll-off could never be won"],
    (
        '    ["attack"],\n    ["attack", "attack"],\n    ["defense"],\n    ["defense", "gem"],\n    ["attack", "defense"],\n    ["gem"],',
        '    ["attack"],\n    ["attack"],\n    ["attack", "defense"],\n    ["attack", "gem"],\n    ["attack", "defense"],\n    ["attack"],',
    ),
)
dice("combat_seven_faces", ["combat.faces", "expected 6 faces, got 7"], ('["gem"],\n]', '["gem"],\n    ["gem"],\n]'))
case(
    "dice_missing_combat",
    ["(top level)", "missing required field `combat`"],
    {
        WHERE[
            "dice"
        ]: '[command]\nname = "command"\nfaces = [["move"], ["move"], ["ranged"], ["ranged"], ["magic"], ["wild"]]\n'
    },
)
# -- rules -------------------------------------------------------------------------------------
rules(
    "gems_negative_start",
    ["starting_gems", "expected 0 to 100, got -2"],
    ("starting_gems = 4", "starting_gems = -2"),
    start_game=True,
)
rules("die_cost_negative", ["basic.die_cost", "expected 0 to 100, got -1"], ("die_cost = 1", "die_cost = -1"))
rules("command_dice_zero", ["command_dice", "expected 1 to 12, got 0"], ("command_dice = 4", "command_dice = 0"))
rules(
    "combat_dice_huge",
    ["combat_dice", "expected a number between"],
    ("combat_dice = 6", "combat_dice = 1000000000000000000"),
)
rules(
    "contact_tolerance_nan",
    ["contact_tolerance", "expected a finite number, got nan"],
    ("contact_tolerance = 0.05", "contact_tolerance = nan"),
)
rules(
    "terrain_count_too_many",
    ["rules.toml: terrain_pieces_placed", "7 pieces are more than the map in map_"],
    ("terrain_pieces_placed = 3", "terrain_pieces_placed = 7"),
    start_game=True,
)
_MAP = SHIPPED["map"].read_text()
_FOUR = (_MAP[: _MAP.index('[[pieces]]\nid = "crypt_wall"')] + _MAP[_MAP.index("# Deployment with 3") :]).replace(
    'id = "twins_vale"', 'id = "small_vale"'
)
case(
    "map_fewer_pieces_than_placed",
    ["map_small.toml: pieces", "the rules place 5 terrain pieces but this map has 4"],
    {
        "necromolds/map_small.toml": _FOUR,
        "necromolds/rules.toml": edit("rules", ("terrain_pieces_placed = 3", "terrain_pieces_placed = 5")),
    },
)
rules(
    "weakened_over_command",
    ["weakened_command_dice", "expected at most command_dice (4)"],
    ("weakened_command_dice = 3", "weakened_command_dice = 9"),
)
rules(
    "clay_budget_tiny",
    ["rules.toml: clay_budget", "expected at least 11 dr", "could never be molded; got 2"],
    ("clay_budget = 56", "clay_budget = 2"),
)
rules(
    "rules_missing_field",
    ["(top level)", "missing required field `rolloff_dice`"],
    ("rolloff_dice = 3 ", "# rolloff_dice = 3 "),
)
rules(
    "rolloff_dice_huge", ["rolloff_dice", "expected 1 to 12, got 5000"], ("rolloff_dice = 3 ", "rolloff_dice = 5000 ")
)
# -- tool --------------------------------------------------------------------------------------
tool("far_infinite", ["far", "expected a finite number, got inf"], ("far = 7.0", "far = inf"), start_game=True)
tool("close_over_medium", ["close", "0 < close < medium < far"], ("close = 3.0", "close = 6.0"))
tool("far_huge", ["far", "expected at most 48 in, got 500"], ("far = 7.0", "far = 500.0"))
tool("close_negative", ["close", "0 < close < medium < far"], ("close = 3.0", "close = -3.0"))
tool("tool_text", ["medium", "expected `float`, got `str`"], ("medium = 5.0", 'medium = "five"'), single=True)
# -- maps --------------------------------------------------------------------------------------
HUT = "[[-1.5, -1.2], [1.5, -1.2], [1.5, 1.2], [0.7, 1.2], [0.7, -0.4], [-0.7, -0.4], [-0.7, 1.2], [-1.5, 1.2]]"
mp("map_width_nan", ["width", "expected a finite number, got nan"], ("width = 24.0", "width = nan"), start_game=True)
mp("map_height_zero", ["width", "map size must be positive"], ("height = 18.0", "height = 0.0"))
mp("map_width_huge", ["width", "expected 12 to 96 in, got 5000"], ("width = 24.0", "width = 5000.0"))
mp(
    "map_bowtie",
    ["pieces[0].parts[0].polygon", "crosses itself"],
    (HUT, "[[-1.5, -1.2], [1.5, 1.2], [1.5, -1.2], [-1.5, 1.2]]"),
    start_game=True,
)
mp(
    "map_zero_area",
    ["pieces[0].parts[0].polygon", "encloses 0 sq in"],
    (HUT, "[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]"),
    start_game=True,
)
mp(
    "map_two_points",
    ["pieces[0].parts[0].polygon", "expected 3 to 200 points, got 2"],
    (HUT, "[[0.0, 0.0], [1.0, 1.0]]"),
)
mp(
    "map_point_nan",
    ["pieces[0].parts[0].polygon[0][0]", "expected a finite number"],
    (HUT, HUT.replace("[-1.5, -1.2]", "[nan, -1.2]", 1)),
)
mp(
    "map_terrain_off_map",
    ["pieces[0].suggested", "off the 24 x 18 in map"],
    ("suggested = [5.0, 6.5]", "suggested = [40.0, 6.5]"),
    start_game=True,
)
mp(
    "map_terrain_bigger_than_map",
    ["pieces[0].parts", "bigger than the 24 x 18 in map"],
    (HUT, "[[-15.0, -1.2], [15.0, -1.2], [15.0, 1.2], [-15.0, 1.2]]"),
)
mp(
    "map_terrain_overlap",
    ["pieces[1].suggested", "overlaps pieces[0]"],
    ("suggested = [12.0, 6.5]", "suggested = [5.5, 6.5]"),
)
mp(
    "map_terrain_height_negative",
    ["pieces[2].parts[0].height", "height must be positive"],
    ("height = 1.4", "height = -1.4"),
)
mp(
    "map_terrain_height_huge",
    ["pieces[2].parts[0].height", "expected 0.05 to 12 in, got 300"],
    ("height = 1.4", "height = 300.0"),
)
mp("map_border_too_wide", ["border", "under half the map height"], ("border = 1.0", "border = 10.0"))
mp(
    "map_zone_off_edge",
    ["deployments[0].zones[0].points[0]", "is not on the edge"],
    ("points = [[6.0, 0.0], [18.0, 0.0]]", "points = [[6.0, 3.0], [18.0, 0.0]]"),
)
mp("map_zone_missing", ["deployments", "needs exactly one entry for 4 players"], ("players = 4", "players = 3"))
mp("map_id_spaces", ["id", "expected an id of 1 to 40 lowercase letters"], ('id = "twins_vale"', 'id = "Twins Vale"'))
WELL = SHIPPED["map"].read_text().split('id = "well"')[1].split("[[pieces]]")[0]
WELL_PARTS = "parts = [" + WELL.split("parts = [")[1].rstrip()
mp("map_piece_no_parts", ["pieces[2].parts", "a piece needs at least one part"], (WELL_PARTS, "parts = []"))
_MAP = SHIPPED["map"].read_text()
_TWO = _MAP[: _MAP.index('[[pieces]]\nid = "well"')] + _MAP[_MAP.index("# Deployment with 3") :]
case(
    "map_too_few_pieces", ["pieces", "a map needs at least 3 terrain pieces"], {"necromolds/map_twins_vale.toml": _TWO}
)
mp(
    "map_duplicate_id",
    ["map_copy.toml: id", "'twins_vale' is also the id of", "map_twins_vale.toml"],
    ('name = "Twins Vale"', 'name = "Twins Vale Copy"'),
    file="map_copy.toml",
    start_game=True,
)
mp(
    "map_duplicate_id_file",
    ["'twins_vale' is also the id of"],
    ('name = "Twins Vale"', 'name = "Copy"'),
    file="map_another.toml",
    single=True,
)
mp("map_unknown_field", ["pieces[0]", "unknown field `rotation`"], ('id = "hut"', 'id = "hut"\nrotation = 45.0'))
# -- scenarios ---------------------------------------------------------------------------------
scn(
    "scenario_unknown_map",
    ["game.map", "expected one of the maps", "got 'atlantis'"],
    ('map = "graveyard"', 'map = "atlantis"'),
)
scn(
    "scenario_unknown_action",
    ["recipe.actions[0].type", "expected an action type", "got 'teleport'"],
    ("recipe = { until_phase", 'recipe = { actions = [{ type = "teleport", seat = 0 }], until_phase'),
)
scn(
    "scenario_action_without_type",
    ["recipe.actions[0]", "an action needs its `type`"],
    ("recipe = { until_phase", "recipe = { actions = [{ seat = 0 }], until_phase"),
)
scn("scenario_bot_seat", ["game.bots[0]", "a seat is 0 to 1 in a 2-player game"], ("bots = [1]", "bots = [5]"))
scn(
    "scenario_phase_unknown",
    ["recipe.until_phase", "expected one of terrain"],
    ('until_phase = "command"', 'until_phase = "dinner"'),
)
scn("scenario_seed_huge", ["game.seed", "expected a number between"], ("seed = 11", "seed = 100000000000000000"))
scn("scenario_frames_huge", ["overlay.frames", "expected 1 to 1000, got 90000"], ("frames = 20", "frames = 90000"))
# -- the shape of a mod --------------------------------------------------------------------------
case(
    "mod_misspelt_file",
    ["spellbook.toml", "is not a content file the app reads", "necromolds/spellbooks.toml"],
    {"necromolds/spellbook.toml": SHIPPED["spellbooks"].read_text()},
)
case(
    "mod_changes_catalogue",
    ["games.toml", "the game catalogue cannot be changed by a mod"],
    {"games.toml": (ROOT / "assets/games.toml").read_text()},
)
case("mod_no_content", ["has no content files"], {"README.txt": "my mod, coming soon\n"})
case(
    "mod_same_file_twice",
    ["dice.toml", "is the same file as"],
    {"necromolds/dice.toml": SHIPPED["dice"].read_text(), "assets/necromolds/dice.toml": SHIPPED["dice"].read_text()},
)
case(
    "file_of_unknown_kind",
    ["cannot tell what content this is from its name"],
    {"monsters.toml": "x = 1\n"},
    single=True,
)


def main() -> None:
    """Rewrite cases/ and manifest.toml."""
    shutil.rmtree(CASES, ignore_errors=True)
    lines = [
        "# The broken-content corpus: each case and the words `tabletop check-content PATH` must print.",
        "# Written by make_corpus.py (edit that, not this). `path` is relative to this folder; a folder",
        "# is checked as a mod, a file on its own; `start_game`: the mod, made active, must also keep a",
        "# game from starting, with the same words.",
        "",
    ]
    for c in CASE_LIST:
        folder = CASES / c["name"]
        for rel, content in c["files"].items():
            path = folder / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content)
        target = folder / next(iter(c["files"])) if c["single"] else folder
        rel = target.relative_to(HERE).as_posix()
        expect = ", ".join(_toml_str(e) for e in c["expect"])
        lines += ["[[case]]", f'path = "{rel}"', f"expect = [{expect}]"]
        if c["start_game"]:
            lines.append("start_game = true")
        lines.append("")
    (HERE / "manifest.toml").write_text("\n".join(lines))
    print(f"wrote {len(CASE_LIST)} cases")


def _toml_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


if __name__ == "__main__":
    main()
