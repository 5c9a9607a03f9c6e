"""Run benchmarks: `python -m tabletop.bench NAME|all [--json]`.

Each benchmark is a module `tabletop.bench.<name>` with `run() -> dict`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys

import tabletop.bench as _pkg


def available() -> list[str]:
    """Names of the benchmark modules in this package."""
    return sorted(m.name for m in pkgutil.iter_modules(_pkg.__path__) if not m.name.startswith("_"))


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, run the chosen benchmarks, print their figures."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench")
    parser.add_argument("name", help="benchmark name or 'all': " + ", ".join(available()))
    parser.add_argument("--json", action="store_true", help="print one JSON object per benchmark")
    args = parser.parse_args(argv)
    names = available() if args.name == "all" else [args.name]
    for name in names:
        if name not in available():
            print(f"unknown benchmark {name!r}; choose from {', '.join(available())}", file=sys.stderr)
            return 2
        result = importlib.import_module(f"tabletop.bench.{name}").run()
        if args.json:
            print(json.dumps({"bench": name, **result}), flush=True)
        else:
            print(f"== {name}")
            for key, value in result.items():
                print(f"  {key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
