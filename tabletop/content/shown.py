"""Text from a content file or a mod's name, made safe to print, log or draw.

A key, a value or a folder name can hold an escape sequence (`\x1b[2K` clears the terminal's line
and could print a fake "0 with errors"), a newline (a fake second line), a right-to-left override
or a lone surrogate (which cannot even be encoded). Each is shown as its escape, `\x1b`, `\u202e`.
"""

from __future__ import annotations

import re

# C0 and C1 controls (newline and tab too: a message is one line), DEL, the invisible format and
# direction marks, line and paragraph separators, the BOM, and lone surrogates.
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")


def shown(text: object, limit: int | None = None) -> str:
    """`text` with every character a terminal or screen would act on, or not show, escaped; with
    `limit`, cut in the middle to that many characters (a message ends with what is wrong)."""
    text = _UNSHOWABLE.sub(_escape, str(text))
    if limit is not None and len(text) > limit:
        keep = limit - 3
        text = text[: keep // 2] + " … " + text[len(text) - (keep - keep // 2) :]
    return text


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
