"""Loading and validating the data in assets/ and levels/."""

from tabletop.content.loader import load_toml
from tabletop.core.errors import ContentError

__all__ = ["ContentError", "load_toml"]
