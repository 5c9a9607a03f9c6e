"""The hand-over screen between human seats: the table kit's (tabletop/ui/kit/handover.py).

Kept under this name for the screens and tests that import it from here.
"""

from tabletop.ui.kit.handover import HandoverScene

__all__ = ["HandoverScene"]
