"""Make the corpus of damaged saves from one real short game's save (deterministic).

    .venv/bin/python -m tests.core.saves_corpus.make_corpus          # rewrite the corpus from base.json
    .venv/bin/python -m tests.core.saves_corpus.make_corpus --base   # play the short game again first

`base.json` is a real save: a two-player standard game of Necromolds played by the default bots
from seed 1 up to its first combat's end (terrain, armies, deployment, command dice, moves, a
ranged attack, dice bought). Every corpus file is that save damaged one way, and `manifest.json`
says, for each file, the words its message must contain and whether the app still opens it
("opens": a save the app may load, such as one without a fingerprint, which `replay --verify`
still refuses to call verified). `tests/core/test_saves_corpus.py` loads each through the app's own
paths. Saves too large to commit (ten million actions, 200 MB) are made by that test in a
temporary folder.
"""

from __future__ import annotations

import argparse
import codecs
import copy
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.core.saves_corpus.hostile import build_hostile

HERE = Path(__file__).resolve().parent
BASE = HERE / "base.json"
FILES = HERE / "files"
MANIFEST = HERE / "manifest.json"
SAVED_AT = "2026-11-30T10:00:00+00:00"  # fixed, so the base is the same bytes every time it is made


def play_base() -> dict:
    """Play the short game with the default bots and return its save as the app writes it."""
    import msgspec

    from tabletop.ai import get_bot
    from tabletop.core.protocol import view
    from tabletop.core.rng import RNG
    from tabletop.core.session import Session
    from tabletop.games import get_game

    game = get_game("necromolds")
    session = Session(
        game,
        {"mode": "standard", "map": "twins_vale", "ui": {"bots": [0, 1], "colours": [[240, 172, 76], [118, 146, 84]]}},
        1,
    )
    bot = get_bot("necromolds", "default")
    rngs = [RNG(1, stream=1000 + seat) for seat in range(2)]
    seen: set[str] = set()
    wanted = {
        "place_terrain",
        "mold_preset",
        "deploy",
        "flip",
        "assign",
        "start_command",
        "move",
        "ranged",
        "buy_dice",
        "end_command",
    }
    while session.outcome() is None:
        seat = game.to_act(session.state)[0]
        action = bot(game, view(game, session.state, seat), seat, rngs[seat])
        session.submit(action)
        seen.add(game.encode_action(action)["type"])
        if wanted <= seen and session.state.phase != "combat":
            break
    data = msgspec.structs.replace(session.to_save(), saved_at=SAVED_AT)
    return json.loads(json.dumps(msgspec.to_builtins(data)))


def base_text(doc: dict) -> str:
    """A save as the app writes it (core.save.write_save's layout)."""
    return json.dumps(doc, indent=1, sort_keys=True) + "\n"


# -- the damage ----------------------------------------------------------------------------------

Entry = tuple[str, bytes, str, str, str]  # file name, bytes, expected words, app: refused|opens, about


class Corpus:
    """Collects the damaged files of one base save."""

    def __init__(self, base: dict):
        self.base = base
        self.text = base_text(base)
        self.raw = self.text.encode()
        self.entries: list[Entry] = []
        self.index = {}
        for i, action in enumerate(base["actions"]):
            self.index.setdefault(action["type"], i)

    def first(self, kind: str) -> int:
        """The index of the first action of `kind` in the base log."""
        return self.index[kind]

    def raw_file(self, name: str, data: bytes, expect: str, about: str, app: str = "refused") -> None:
        self.entries.append((name, data, expect, app, about))

    def doc(self, name: str, change: Callable[[dict], Any], expect: str, about: str, app: str = "refused") -> None:
        """A file whose document is the base changed by `change` (which edits a deep copy in place)."""
        doc = copy.deepcopy(self.base)
        change(doc)
        self.raw_file(name, json.dumps(doc, allow_nan=True).encode(), expect, about, app)

    def text_edit(self, name: str, old: str, new: str, expect: str, about: str, count: int = 1) -> None:
        """A file whose text is the base's with `old` replaced (for what json.dumps cannot write)."""
        assert old in self.text, old
        self.raw_file(name, self.text.replace(old, new, count).encode(), expect, about)


def action_field(doc: dict, index: int, **fields: Any) -> None:
    doc["actions"][index].update(fields)


def build(corpus: Corpus) -> None:
    """Every damaged save of the corpus."""
    c, raw = corpus, corpus.raw
    terrain, deploy = c.first("place_terrain"), c.first("deploy")
    flip, assign, start = c.first("flip"), c.first("assign"), c.first("start_command")
    move, ranged, buy = c.first("move"), c.first("ranged"), c.first("buy_dice")
    end = c.first("end_command")
    other = lambda seat: 1 - seat  # noqa: E731  (two seats)

    # The file as bytes: empty, cut short, not JSON, encodings.
    c.raw_file("empty.json", b"", "file is empty", "an empty file")
    c.raw_file("blank.json", b"  \n\t\n", "file is empty", "only white space")
    for percent in (1, 10, 50, 90, 99):
        c.raw_file(
            f"truncated-{percent:02d}.json",
            raw[: len(raw) * percent // 100],
            "file is truncated",
            f"cut off after {percent}% of its bytes (a crash of an old writer, a full disk)",
        )
    c.raw_file("truncated-last-brace.json", raw.rstrip()[:-1], "file is truncated", "the last brace missing")
    c.raw_file("binary.json", bytes(range(256)) * 4, "not a save file (binary data", "binary garbage")
    c.raw_file(
        "zeros.json", b"\x00" * 4096, "not a save file (binary data", "a file of zero bytes (a disk that lost it)"
    )
    c.raw_file(
        "corrupt-middle.json",
        raw.replace(b'"seed":', b'"seed";', 1),
        "corrupt JSON at line",
        "a colon turned into a semicolon",
    )
    c.raw_file("trailing-garbage.json", raw + b"{}", "corrupt JSON at line", "a second object after the save")
    c.raw_file("two-saves-glued.json", raw.rstrip() + raw, "corrupt JSON at line", "two saves written into one file")
    c.raw_file(
        "latin1-text.json",
        raw.replace(b'"twins_vale"', '"twins_väle"'.encode("latin-1"), 1),
        "not a save file (binary data",
        "text in another encoding (Latin-1)",
    )
    c.raw_file(
        "bom-utf8.json",
        codecs.BOM_UTF8 + raw,
        "verified",
        "a UTF-8 byte-order mark (a text editor's): the save is read as it is",
        app="opens",
    )
    c.raw_file(
        "utf16.json",
        c.text.encode("utf-16"),
        "verified",
        "saved as UTF-16 with its byte-order mark by a text editor: JSON allows it, the save is read",
        app="opens",
    )
    c.raw_file(
        "top-array.json",
        b"[" + raw + b"]",
        "expected a JSON object at the top level, got a list",
        "the save inside a list",
    )
    c.raw_file("top-string.json", b'"necromolds"', "expected a JSON object at the top level, got a text", "a string")
    c.raw_file("top-number.json", b"1", "expected a JSON object at the top level, got a number", "a number")
    c.raw_file("top-null.json", b"null", "expected a JSON object at the top level, got null", "null")

    # Nesting.
    c.doc(
        "deep-settings.json",
        lambda d: d["settings"].__setitem__("ui", json.loads("[" * 900 + "]" * 900)),
        "nested too deeply",
        "900 nested lists in the settings",
    )
    c.raw_file(
        "deep-100000.json",
        raw.replace(b'"settings": {', b'"settings": {"x": ' + b"[" * 100_000 + b"]" * 100_000 + b",", 1),
        "nested too deeply",
        "100,000 nested lists: Python's own JSON reader gives up (RecursionError)",
    )
    c.doc(
        "deep-snapshot.json",
        lambda d: d["snapshot"].__setitem__("deep", json.loads('{"a":' * 80 + "1" + "}" * 80)),
        "field 'snapshot.deep.a.a.a",
        "80 nested objects in the snapshot",
    )
    c.doc(
        "deep-action.json",
        lambda d: action_field(d, move, path=json.loads("[" * 70 + "]" * 70)),
        f"field 'actions[{move}].path[0][0]",
        "70 nested lists in a move's path",
    )

    # Numbers no game writes: NaN, infinities, huge integers.
    c.text_edit("nan-seed.json", '"seed": 1,', '"seed": NaN,', "field 'seed' is not a number (NaN)", "seed NaN")
    c.text_edit("inf-seed.json", '"seed": 1,', '"seed": Infinity,', "field 'seed' is infinite", "seed Infinity")
    c.doc(
        "nan-clay.json",
        lambda d: d["settings"].__setitem__("clay", float("nan")),
        "field 'settings.clay' is not a number (NaN)",
        "clay NaN",
    )
    c.doc(
        "inf-players.json",
        lambda d: d["settings"].__setitem__("players", float("-inf")),
        "field 'settings.players' is infinite",
        "players -Infinity",
    )
    c.doc(
        "nan-rotation.json",
        lambda d: action_field(d, terrain, rotation=float("nan")),
        f"field 'actions[{terrain}].rotation' is not a number (NaN)",
        "a terrain piece turned by NaN (a GEOS error before)",
    )
    c.doc(
        "inf-rotation.json",
        lambda d: action_field(d, terrain, rotation=float("inf")),
        f"field 'actions[{terrain}].rotation' is infinite",
        "a terrain piece turned by Infinity",
    )
    c.doc(
        "nan-terrain-x.json",
        lambda d: action_field(d, terrain, x=float("nan")),
        f"field 'actions[{terrain}].x' is not a number (NaN)",
        "a terrain piece at x NaN",
    )
    c.doc(
        "inf-deploy-y.json",
        lambda d: action_field(d, deploy, y=float("-inf")),
        f"field 'actions[{deploy}].y' is infinite",
        "a monster deployed at y -Infinity",
    )
    c.doc(
        "nan-path.json",
        lambda d: d["actions"][move]["path"][0].__setitem__(0, float("nan")),
        f"field 'actions[{move}].path[0][0]' is not a number (NaN)",
        "a move's path through NaN",
    )
    c.text_edit(
        "overflow-float-path.json",
        json.dumps(c.base["actions"][move]["path"][0][0]),
        "1e400",
        f"field 'actions[{move}].path[0][0]' is infinite",
        "1e400 (read as infinity) in a move's path",
    )
    c.doc(
        "nan-snapshot.json",
        lambda d: d["snapshot"].__setitem__("round", float("nan")),
        "field 'snapshot.round' is not a number (NaN)",
        "NaN in the snapshot",
    )
    c.doc(
        "huge-seed.json",
        lambda d: d.__setitem__("seed", 10**30),
        "field 'seed' is a number of 31 digits",
        "a 31-digit seed",
    )
    c.doc(
        "huge-clay-2-70.json",
        lambda d: d["settings"].__setitem__("clay", 2**70),
        "field 'settings.clay' is a number of 22 digits",
        "clay 2**70 (an OverflowError before)",
    )
    c.text_edit(
        "huge-int-5000-digits.json",
        '"seed": 1,',
        '"seed": 1' + "0" * 5000 + ",",
        "a number of thousands of digits",
        "a 5001-digit seed (Python refuses to read it)",
    )
    c.doc(
        "huge-action-number.json",
        lambda d: action_field(d, buy, count=-(10**25)),
        f"field 'actions[{buy}].count' is a number of 26 digits",
        "buy -10**25 dice",
    )

    # Texts and names no game writes.
    c.doc(
        "long-text.json",
        lambda d: d["settings"].__setitem__("map", "x" * 5000),
        "field 'settings.map' is a text of 5,000 characters",
        "a 5,000-character map name",
    )
    c.doc(
        "long-key.json",
        lambda d: d["settings"].__setitem__("k" * 2000, 1),
        "field 'settings' has a name of 2,000 characters",
        "a setting with a 2,000-character name",
    )
    c.doc(
        "game-empty.json",
        lambda d: d.__setitem__("game", ""),
        "field 'game' is '', not the name of a game",
        "an empty game name",
    )
    c.doc(
        "game-path.json",
        lambda d: d.__setitem__("game", "../../etc/passwd"),
        "not the name of a game",
        "a game name that looks like a path",
    )
    c.doc(
        "game-surrogate.json",
        lambda d: d.__setitem__("game", "necro\ud800molds"),
        "not the name of a game",
        "a lone surrogate in the game name (unprintable)",
    )
    c.doc(
        "game-unknown.json", lambda d: d.__setitem__("game", "chess"), "unknown game 'chess'", "a game this app has not"
    )

    # The format's own fields: missing, wrong types.
    for field in ("game", "settings", "seed", "actions"):
        c.doc(f"missing-{field}.json", lambda d, f=field: d.pop(f), f"field '{field}' is missing", f"no '{field}'")
    c.doc("missing-version.json", lambda d: d.pop("version"), "field 'version' is missing", "no 'version'")
    for name, value, words in (
        ("version-2", 2, "save format version 2 is not supported"),
        ("version-string", "1", "save format version '1' is not supported"),
        ("version-true", True, "field 'version'"),
        ("version-float", 1.0, "field 'version'"),
        ("version-null", None, "field 'version' is missing"),
    ):
        c.doc(f"{name}.json", lambda d, v=value: d.__setitem__("version", v), words, f"version {value!r}")
    typed = {
        "game": [5, None, ["necromolds"]],
        "settings": [[], "standard", None, 3],
        "seed": ["1", 1.5, None, [1]],
        "actions": [{}, "move", None],
        "snapshot": [[], "over"],
        "fingerprint": [12345, ["ab"]],
        "saved_at": [20261130],
        "content_version": [[1]],
    }
    for field, values in typed.items():
        for value in values:
            label = type(value).__name__.replace("NoneType", "null")
            c.doc(
                f"type-{field}-{label}.json",
                lambda d, f=field, v=value: d.__setitem__(f, v),
                f"field '{field}'",
                f"'{field}' as {label}",
            )
    for label, value in (("number", 7), ("string", "move"), ("list", [1, 2]), ("null", None)):
        c.doc(
            f"type-action-{label}.json",
            lambda d, v=value: d["actions"].__setitem__(move, v),
            f"field 'actions[{move}]'",
            f"an action that is a {label}",
        )

    # Settings the game refuses (the engine validates them before a game starts).
    bad_settings = [
        ("mode-chess", "mode", "chess"),
        ("mode-number", "mode", 5),
        ("map-nowhere", "map", "nowhere"),
        ("players-9", "players", 9),
        ("players-0", "players", 0),
        ("players-negative", "players", -1),
        ("players-text", "players", "many"),
        ("players-half", "players", 2.5),
        ("clay-10-18", "clay", 10**18),
        ("clay-negative", "clay", -5),
        ("clay-zero", "clay", 0),
        ("youngest-5", "youngest", 5),
        ("youngest-negative", "youngest", -1),
        ("youngest-text", "youngest", "Ann"),
        ("basic-terrain-maybe", "basic_terrain", "maybe"),
        ("test-forced-faces", "test_forced_faces", [0, 0, 0, 0, 0, 0]),
        ("unknown-key", "cheat", True),
    ]
    for name, key, value in bad_settings:
        c.doc(
            f"settings-{name}.json",
            lambda d, k=key, v=value: d["settings"].__setitem__(k, v),
            f"settings cannot start a game: {'unknown setting' if key == 'cheat' else key}",
            f"settings {key} = {value!r}",
        )
    c.doc(
        "settings-ui-junk.json",
        lambda d: d["settings"].__setitem__("ui", "junk"),
        "verified",
        "the table's own record is junk: the rules ignore it and the table uses its defaults",
        app="opens",
    )

    # Actions the rules refuse: numbers out of range, names that do not exist, forged seats.
    refused = [
        ("buy-dice-10-18", buy, {"count": 10**18}, "buy_dice count 10**18 (it hung the loader before)"),
        ("buy-dice-2-63", buy, {"count": 2**63}, "buy_dice count 2**63"),
        ("buy-dice-negative", buy, {"count": -1}, "buy_dice count -1"),
        ("seat-5", start, {"seat": 5}, "an action by seat 5 of two"),
        ("seat-negative", start, {"seat": -1}, "an action by seat -1"),
        ("seat-huge", start, {"seat": 10**18}, "an action by seat 10**18"),
        ("terrain-far-away", terrain, {"x": 1e300}, "a terrain piece 1e300 inches away"),
        ("terrain-rotation-huge", terrain, {"rotation": 1e308}, "a terrain piece turned 1e308 degrees"),
        ("terrain-unknown-piece", terrain, {"piece": "volcano"}, "a terrain piece the map has not"),
        ("deploy-far-away", deploy, {"x": 1e308, "y": -1e308}, "a monster deployed 1e308 inches away"),
        ("deploy-unknown-monster", deploy, {"monster": "nobody"}, "deploying a monster nobody molded"),
        ("flip-die-huge", flip, {"die": 10**18}, "flipping die number 10**18"),
        ("flip-bogus-face", flip, {"to": "bogus"}, "flipping a die to a face that does not exist"),
        ("assign-slot-huge", assign, {"slot": 10**18}, "a die on slot 10**18"),
        ("assign-die-negative", assign, {"die": -1}, "assigning die -1"),
        ("assign-unknown-book", assign, {"book": "necronomicon"}, "a die on a spellbook nobody has"),
        ("start-die-99", start, {"die": 99}, "starting a command with die 99"),
        ("move-empty-path", move, {"path": []}, "a move along no path"),
        ("move-far-away", move, {"path": [[1e300, 1e300]]}, "a move 1e300 inches away"),
        ("move-unknown-monster", move, {"monster": "nobody"}, "moving a monster that does not exist"),
        ("ranged-unknown-target", ranged, {"target": "nobody"}, "shooting at a monster that does not exist"),
    ]
    for name, index, fields, about in refused:
        c.doc(
            f"action-{name}.json",
            lambda d, i=index, f=fields: action_field(d, i, **f),
            f"actions[{index}] does not replay",
            about,
        )
    c.doc(
        "mold-preset-clay-10-18.json",
        lambda d: d["settings"].__setitem__("clay", 10**18),
        "settings cannot start a game: clay",
        "clay 10**18 with a mold_preset in the log (it hung the fill loop)",
    )
    # Forged seats: an action taken in the name of the seat that is not acting (the engine checked
    # the monster's owner, not the action's seat). Not the armies: both seats mold at once.
    for name, index in (
        ("move", move),
        ("ranged", ranged),
        ("start-command", start),
        ("assign", assign),
        ("end-command", end),
        ("deploy", deploy),
        ("place-terrain", terrain),
        ("buy-dice", buy),
    ):
        c.doc(
            f"forged-seat-{name}.json",
            lambda d, i=index: action_field(d, i, seat=other(d["actions"][i]["seat"])),
            f"actions[{index}] does not replay",
            f"a {name.replace('-', '_')} in the name of the other seat",
        )

    # Actions that are not actions.
    not_actions = [
        ("unknown-type", {"type": "teleport", "seat": 0}),
        ("no-type", {"seat": 0, "count": 1}),
        ("no-seat", {"type": "buy_dice", "count": 1}),
        ("seat-text", {"type": "buy_dice", "seat": "0", "count": 1}),
        ("extra-field", {**c.base["actions"][buy], "cheat": True}),
        ("path-triples", {**c.base["actions"][move], "path": [[1.0, 2.0, 3.0]]}),
        ("path-text", {**c.base["actions"][move], "path": "north"}),
    ]
    for name, action in not_actions:
        index = buy if "path" not in name else move
        c.doc(
            f"not-action-{name}.json",
            lambda d, i=index, a=action: d["actions"].__setitem__(i, a),
            f"actions[{index}] is not a valid action",
            f"actions[{index}] replaced by {action!r}"[:80],
        )
    c.doc(
        "path-5000-points.json",
        lambda d: action_field(d, move, path=[[float(i % 9), 3.0] for i in range(5000)]),
        f"field 'actions[{move}]' is too large to be an action",
        "a move along 5,000 points",
    )

    # A log that is not the game the file claims.
    c.doc(
        "snapshot-phase-over.json",
        lambda d: d["snapshot"].__setitem__("phase", "over"),
        "snapshot written in the file does not match its replay: at 'phase'",
        "a hand-edited snapshot: the phase says the game is over",
    )
    c.doc(
        "snapshot-gems.json",
        lambda d: d["snapshot"]["seats"][0].__setitem__("gems", 99),
        "snapshot written in the file does not match its replay: at 'seats[0].gems'",
        "a hand-edited snapshot: 99 gems",
    )
    c.doc(
        "snapshot-key-removed.json",
        lambda d: d["snapshot"].pop("round"),
        "snapshot written in the file does not match its replay: at 'round'",
        "a snapshot missing a field",
    )
    c.doc(
        "fingerprint-changed.json",
        lambda d: d.__setitem__("fingerprint", "0" * 16),
        "replay does not reproduce the saved state",
        "a fingerprint that is not the state's",
    )
    c.doc(
        "log-cut-short.json",
        lambda d: d.__setitem__("actions", d["actions"][:-3]),
        "snapshot written in the file does not match its replay",
        "the last three actions removed",
    )
    c.doc(
        "seed-changed.json",
        lambda d: d.__setitem__("seed", 2),
        "does not",
        "another seed: other dice (the log stops replaying or ends elsewhere)",
    )
    c.doc(
        "action-repeated.json",
        lambda d: d["actions"].insert(end + 1, d["actions"][end]),
        f"actions[{end + 1}] does not replay",
        "an end_command given twice",
    )
    c.doc(
        "no-fingerprint.json",
        lambda d: d.__setitem__("fingerprint", None),
        "not verified",
        "no fingerprint: it replays, but cannot be verified",
        app="opens",
    )
    c.doc(
        "no-fingerprint-no-snapshot.json",
        lambda d: (d.pop("fingerprint"), d.pop("snapshot")),
        "not verified",
        "neither fingerprint nor snapshot",
        app="opens",
    )
    c.doc(
        "no-fingerprint-edited-snapshot.json",
        lambda d: (d.__setitem__("fingerprint", None), d["snapshot"].__setitem__("phase", "over")),
        "not verified",
        "no fingerprint and a snapshot saying the game is over: the replay decides",
        app="opens",
    )
    build_hostile(corpus)  # issue 22's: duplicate keys, control characters, seeds, trailing commas, types


def generate(base: dict, out: Path = FILES) -> dict[str, dict[str, str]]:
    """Write the corpus into `out` and return the manifest."""
    corpus = Corpus(base)
    build(corpus)
    out.mkdir(parents=True, exist_ok=True)
    names = [e[0] for e in corpus.entries]
    assert len(names) == len(set(names)), "two corpus files with one name"
    for old in out.glob("*.json"):
        if old.name not in names:
            old.unlink()
    manifest = {}
    for name, data, expect, app, about in corpus.entries:
        (out / name).write_bytes(data)
        manifest[name] = {"expect": expect, "app": app, "about": about}
    return manifest


def main(argv: list[str] | None = None) -> int:
    """Rewrite the corpus (and with --base, the base save first)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", action="store_true", help="play the short game again and rewrite base.json")
    args = parser.parse_args(argv)
    if args.base:
        BASE.write_text(base_text(play_base()))
    base = json.loads(BASE.read_text())
    manifest = generate(base)
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(manifest)} damaged saves in {FILES.relative_to(HERE.parents[2])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
