"""`python -m tabletop` is the same as the `tabletop` command."""

import sys

from tabletop.cli import main

sys.exit(main())
