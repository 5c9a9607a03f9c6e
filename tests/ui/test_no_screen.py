"""With no screen, the app says so and exits instead of running in an invisible window."""

import os
import subprocess
import sys


def test_no_display_gives_a_message_and_exit_code_1(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["NECRO_TABLETOP_HOME"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-c", "from tabletop.ui.app import run; raise SystemExit(run())"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert "no screen" in result.stderr and "tabletop screenshot" in result.stderr
