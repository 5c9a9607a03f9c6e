"""Issue 22, "what reaches the terminal": a save's `fingerprint` and `content_version` were printed raw,
so an escape sequence in them could clear the line and print a fake "verified". Every string from a
file goes through one helper (tabletop.core.errors.escape) before it is printed or logged: control
characters and escape sequences are shown as their escapes.

The saves here are built in Python (past read_save, which refuses control characters in a file: see
the corpus's control-*.json), so the printers themselves are what is tested.
"""

from __future__ import annotations

import json
import logging

import msgspec
import pytest

from tabletop import replay
from tabletop.core.errors import ContentError, SaveError, escape, readable
from tabletop.core.session import Session
from tabletop.games import get_game
from tests.core.saves_corpus.hostile import CONTROLS, FAKE

# What must never reach a terminal raw: every C0 control, DEL, the C1 controls, the invisible format and
# direction marks, the line separators, the bidirectional overrides and isolates, the BOM, a surrogate.
UNSAFE = [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0))] + [
    "\u061c",
    "\u200b",
    "\u200d",
    "\u200e",
    "\u200f",
    "\u2060",
    "\ufeff",
    "\u2028",
    "\u2029",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
    "\ud800",
]


def raw_controls(text: str) -> list[str]:
    return [c for c in UNSAFE if c in text]


def test_escape_shows_every_control_character_as_its_escape():
    for char in UNSAFE:
        shown = escape(f"a{char}b")
        assert raw_controls(shown) == [] and shown.startswith("a\\") and shown.endswith("b"), repr(shown)
    assert escape(FAKE) == "\\x1b[2K\\x0d verified"
    assert escape("line\nnext\ttab") == "line\\x0anext\\x09tab"
    assert escape("\u202eevil") == "\\u202eevil"


def test_escape_leaves_ordinary_text_as_it_is():
    for text in ("Necromolds: Monster Battles", "twins_väle", "Ærøskøbing", "墓地", "skull 💀", "a\\x1b b", ""):
        assert escape(text) == text


def test_readable_cuts_and_escapes():
    text = readable("x" * 1000 + FAKE)
    assert len(text) < 420 and raw_controls(text) == [] and text.endswith("\\x1b[2K\\x0d verified")


def test_save_and_content_errors_escape_the_file_s_text():
    error = SaveError("evil\x1b[2K.json", f"fingerprint {FAKE}")
    assert raw_controls(str(error)) == [] and "evil\\x1b[2K.json" in str(error)
    content = ContentError("mods/x\x1b]0;owned\x07/a.toml", f"name {FAKE}", field="books[0].name")
    assert raw_controls(str(content)) == [] and "\\x1b]0;owned\\x07" in str(content)


def _save(tmp_path):
    """A real short Necromolds save (the corpus's base) as the app reads it."""
    from tests.core.test_saves_corpus import CORPUS

    return json.loads((CORPUS / "base.json").read_text())


@pytest.mark.parametrize("field", ["fingerprint", "content_version"])
@pytest.mark.parametrize("control", [FAKE, *CONTROLS], ids=repr)
def test_a_save_s_fingerprint_and_content_version_are_never_printed_raw(tmp_path, field, control):
    """The issue's case: a fingerprint (or content version) holding an escape sequence, through the
    message the session gives (the one the Load screen, Resume and `replay` show)."""
    from tabletop.core.save import SaveData

    doc = _save(tmp_path)
    doc["fingerprint"] = "0" * 16  # not the replay's: the message quotes the file's fingerprint
    doc[field] = doc[field][:4] + control
    data = msgspec.convert(doc, SaveData)
    with pytest.raises(SaveError) as refused:
        Session.from_save(get_game("necromolds"), data, tmp_path / "s.json")
    message = str(refused.value)
    assert raw_controls(message) == [] and escape(control) in message, message


def test_replay_prints_a_save_s_name_escaped(tmp_path, capsys):
    """`tabletop replay`: a file whose name holds an escape sequence is named escaped, on success too."""
    from tests.core.test_saves_corpus import CORPUS

    named = tmp_path / "game\x1b[2K\rverified.json"
    named.write_bytes((CORPUS / "base.json").read_bytes())
    assert replay.main([str(named), "--verify"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.count("\n") == 1 and out.endswith("\n")
    assert raw_controls(out[:-1]) == [] and "game\\x1b[2K\\x0dverified.json" in out


def test_the_replay_failure_log_names_the_file_escaped(tmp_path, caplog):
    """A rules failure met while replaying is logged naming the file escaped (the log is read in a terminal too)."""
    from tests.core.test_saves_corpus import CORPUS

    class Buggy(type(get_game("necromolds"))):
        def apply(self, state, action):
            if type(action).__name__ == "Move":
                raise OverflowError("boom")
            return super().apply(state, action)

    from tabletop.core.save import read_save

    named = tmp_path / "x\x1b[31m.json"
    named.write_bytes((CORPUS / "base.json").read_bytes())
    with caplog.at_level(logging.ERROR, logger="tabletop.core"), pytest.raises(SaveError) as refused:
        Session.from_save(Buggy(), read_save(named), named)
    assert raw_controls(str(refused.value)) == []
    messages = [r.getMessage() for r in caplog.records]
    assert messages and all(raw_controls(m) == [] for m in messages) and "x\\x1b[31m.json" in messages[0]
