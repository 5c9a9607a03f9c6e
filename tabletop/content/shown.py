"""Text from a content file or a mod's name, made safe to print, log or draw.

A key, a value or a folder name can hold an escape sequence (`\x1b[2K` clears the terminal's line
and could print a fake "0 with errors"), a newline (a fake second line), a right-to-left override
or a lone surrogate (which cannot even be encoded). Each is shown as its escape, `\x1b`, `\u202e`.
"""

from __future__ import annotations

from tabletop.core.errors import escape


def shown(text: object, limit: int | None = None) -> str:
    """`text` with every character a terminal or screen would act on, or not show, escaped (the core's
    one `escape`); with `limit`, cut in the middle to that many characters (a message ends with what
    is wrong)."""
    text = escape(text)
    if limit is not None and len(text) > limit:
        keep = limit - 3
        text = text[: keep // 2] + " … " + text[len(text) - (keep - keep // 2) :]
    return text
