"""Run in a fresh process by the hostile-corpus test: build every case, then for each time
`tabletop check-content CASE` and the app's start-up read of a mods folder holding that case beside
a good mod (`mods.refresh()`, what the menu calls), and print one JSON document with the times, the
verdicts and the process's peak memory (its maximum resident set: every case stayed below it).

    python -m tests.content.hostile.measure WORKDIR
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import resource
import shutil
import sys
import time
from pathlib import Path

from tabletop import paths
from tabletop.cli import main
from tabletop.content import mods
from tests.content.hostile import corpus


def _good_mod(folder: Path) -> None:
    """A mod that works: the shipped distance tool, unchanged."""
    (folder / "necromolds").mkdir(parents=True)
    shutil.copy(paths.levels_dir() / "necromolds" / "tool.toml", folder / "necromolds" / "tool.toml")


def _forget_peak() -> None:
    """Start the peak memory from now: on Linux a process started by fork and exec inherits its
    parent's peak in ru_maxrss (a test worker's gigabytes would be counted as this check's)."""
    try:
        Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM, the peak resident set
    except OSError:
        pass


def _peak_mb() -> float:
    """The process's peak resident set in MB since _forget_peak (VmHWM), or ru_maxrss elsewhere."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # kB on Linux, bytes on macOS
    return peak / 1024 if sys.platform != "darwin" else peak / (1024 * 1024)


def measure(work: Path) -> dict:
    """{case: {check_s, check_cpu, code, err, start_s, start_cpu, mods, active}} and the peak memory
    in MB. Times are wall-clock and the process's CPU time (this machine is shared: the CPU time is
    what the case costs, the wall-clock what a player would wait at worst)."""
    _forget_peak()
    out: dict = {"cases": {}}
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        main(["check-content"])  # the first check imports every game's content modules: not a case's cost
    for name in corpus.CASES:
        case = corpus.build(name, work / "cases" / name)
        err = io.StringIO()
        start, cpu = time.perf_counter(), time.process_time()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main(["check-content", str(case)])
        check_s, check_cpu = time.perf_counter() - start, time.process_time() - cpu
        home = work / "homes" / name
        _good_mod(home / "mods" / "a_good_mod")
        corpus.build(name, home / "mods" / "hostile")
        os.environ["NECRO_TABLETOP_HOME"] = str(home)
        mods._scanned = None  # a new mods folder: read it as the app's start does
        start, cpu = time.perf_counter(), time.process_time()
        found = mods.refresh()
        start_s, start_cpu = time.perf_counter() - start, time.process_time() - cpu
        out["cases"][name] = {
            "check_s": check_s,
            "check_cpu": check_cpu,
            "code": code,
            "err": err.getvalue(),
            "start_s": start_s,
            "start_cpu": start_cpu,
            "mods": {m.name: list(m.errors) for m in found},
            "active": [p.name for p in mods.active()],
        }
        mods.activate(())
    out["peak_mb"] = _peak_mb()
    return out


if __name__ == "__main__":
    print(json.dumps(measure(Path(sys.argv[1]))))
