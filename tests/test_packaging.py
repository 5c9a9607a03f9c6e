"""Installers (issue 14), the parts that can be checked without building: the PyInstaller spec,
the version, the .deb's control file, desktop entry and man page, the icons, the Windows and
macOS definitions, --help, and where the player's files go. The builds themselves run in
`make dist` / `make deb` and build_scripts/install_test.py (.ci/run)."""

from __future__ import annotations

import ast
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tabletop import __version__, paths
from tabletop.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "necro-tabletop.spec"
LINUX = ROOT / "build_scripts" / "linux"
COMMANDS = ("screenshot", "check-content", "simulate", "replay")
sys.path.insert(0, str(ROOT / "build_scripts"))


def pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def spec_value(name: str):
    """A module-level constant of the spec, read without running PyInstaller."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return (
                ast.literal_eval(node.value)
                if not isinstance(node.value, ast.BinOp)
                else ast.literal_eval(node.value.right)
            )
    raise AssertionError(f"{name} not found in {SPEC.name}")


def test_version_is_the_same_everywhere():
    import package_linux
    import smoke

    assert __version__ == pyproject_version()
    assert package_linux.version() == smoke.version() == pyproject_version()
    assert "pyproject.toml" in SPEC.read_text() and '["project"]["version"]' in SPEC.read_text()


def test_spec_ships_every_content_folder_the_app_reads():
    read = set(re.findall(r'app_root\(\) / "(\w+)"', (ROOT / "tabletop" / "paths.py").read_text()))
    assert read == {"assets", "levels"}
    assert set(spec_value("DATA_FOLDERS")) == read
    for folder in read:
        assert (ROOT / folder).is_dir()


def test_spec_trims_nothing_the_app_uses():
    """The dropped data never matches a content file, a theme font or pygame_gui's Latin fonts."""
    namespace: dict = {}
    source = SPEC.read_text()
    exec(
        compile(
            ast.Module(
                [n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == "_dropped"], []
            ),
            str(SPEC),
            "exec",
        ),
        namespace,
    )
    dropped, drop_data = namespace["_dropped"], spec_value("DROP_DATA")
    for folder in ("assets", "levels"):
        for path in (ROOT / folder).rglob("*"):
            rel = path.relative_to(ROOT).as_posix()
            if path.is_file() and rel not in ("assets/icon.ico", "assets/icon.icns"):
                assert not dropped(rel, drop_data), rel
    for font in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "FiraCode-Regular.ttf"):
        assert not dropped(f"pygame_gui/data/{font}", drop_data)
    assert dropped("pygame_gui/data/NotoSansJP-Bold.otf", drop_data)
    drop_bin = spec_value("DROP_BINARIES")
    for kept in (
        "libSDL2-2-50d19f93.0.so.0.3200.10",
        "libSDL2_image-2.so",
        "libSDL2_ttf-2.so",
        "libpng16.so",
        "libjpeg.so",
        "libfreetype.so",
        "libgeos.so",
        "_chipmunk.abi3.so",
        "image.cpython-311.so",
        "imageext.cpython-311.so",
        "font.cpython-311.so",
        "SDL2.dll",
        "SDL2_image.dll",
    ):
        assert not dropped(f"pygame/{kept}", drop_bin), kept
    assert dropped("pygame_ce.libs/libSDL2_mixer-2.so", drop_bin)


def test_spec_names_the_hidden_imports_and_they_exist():
    source = SPEC.read_text()
    for module in ("pymunk._chipmunk", "shapely", "pygame.imageext", "pygame.font", "secrets"):
        assert f'"{module}' in source, module
    import importlib

    for module in ("pymunk._chipmunk", "shapely._geos", "pygame.imageext", "pygame._freetype", "secrets"):
        importlib.import_module(module)
    for excluded in spec_value("EXCLUDES"):
        assert not excluded.startswith("tabletop")
    assert 'collect_submodules("tabletop")' in source


def test_icons_are_well_formed():
    png = (ROOT / "assets" / "icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    w, h = struct.unpack(">II", png[16:24])
    assert w == h >= 256
    ico = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for k in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * k : 22 + 16 * k])
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
        sizes.add(width or 256)
    assert {16, 32, 48, 256} <= sizes
    icns = (ROOT / "assets" / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def desktop_entry() -> dict[str, str]:
    lines = (LINUX / "necro-tabletop.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    keys = [line.split("=", 1)[0] for line in lines[1:] if line and not line.startswith("#")]
    assert len(keys) == len(set(keys)), "a key is repeated"
    for line in lines[1:]:
        assert not line or line.startswith("#") or re.fullmatch(r"[A-Za-z0-9-]+=\S.*", line), line
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_desktop_entry_is_well_formed():
    from tabletop.ui.app import WM_CLASS

    entry = desktop_entry()
    assert entry["Type"] == "Application" and entry["Name"] == "Necro Tabletop"
    assert entry["Exec"] == "necro-tabletop" and entry["Icon"] == "necro-tabletop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == WM_CLASS  # the desktop matches the window to the entry (and its icon)
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(LINUX / "necro-tabletop.desktop")], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout + done.stderr


def test_control_file_is_well_formed(tmp_path):
    import package_linux

    lib = tmp_path / "usr" / "lib" / "necro-tabletop"
    lib.mkdir(parents=True)
    (lib / "necro-tabletop").write_bytes(b"#!/bin/sh\n")
    text = package_linux.control(tmp_path, "0.1.0", "amd64")
    assert text.endswith("\n") and "\n\n" not in text
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith(" "):
            assert line == " ." or len(line) <= 80, line  # continuation lines of the description
            continue
        name, _, value = line.partition(": ")
        assert re.fullmatch(r"[A-Z][A-Za-z-]+", name) and value, line
        assert name not in fields
        fields[name] = value
    assert fields["Package"] == "necro-tabletop" and re.fullmatch(r"[a-z0-9][a-z0-9+.-]+", fields["Package"])
    assert fields["Version"] == "0.1.0" and fields["Architecture"] == "amd64"
    assert re.fullmatch(r".+ <[^@\s]+@[^>\s]+>", fields["Maintainer"])
    assert fields["Installed-Size"].isdigit()
    assert fields["Depends"].startswith("libc6 (>= 2.") and "libx11-6" in fields["Depends"]
    assert len(fields["Description"]) <= 80 and fields["Section"] == "games"


def test_help_and_man_page_explain_every_command():
    helptext = build_parser().format_help()
    for command in COMMANDS:
        assert command in helptext, command
    man = (LINUX / "necro-tabletop.6").read_text(encoding="utf-8")
    assert man.startswith(".TH NECRO-TABLETOP 6") and "@VERSION@" in man
    options = {opt for action in build_parser()._actions for opt in action.option_strings if opt.startswith("--")}
    for word in (*COMMANDS, *options, "NECRO_TABLETOP_HOME", ".local/share/necro-tabletop"):
        assert word.replace("-", "\\-") in man or word in man, word
    if shutil.which("groff"):
        done = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=man, capture_output=True, text=True)
        assert done.returncode == 0 and not done.stderr.strip(), done.stderr


def test_windows_and_macos_definitions():
    iss = (ROOT / "build_scripts" / "windows" / "necro-tabletop.iss").read_text(encoding="utf-8")
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", iss, re.M)
    assert "{group}\\{#AppName}" in iss and "{uninstallexe}" in iss  # Start menu entry and its uninstaller
    assert 'Source: "..\\..\\dist\\necro-tabletop\\*"' in iss and "SetupIconFile=..\\..\\assets\\icon.ico" in iss
    assert '#define AppExe "necro-tabletop.exe"' in iss
    build_ps1 = (ROOT / "build_scripts" / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert "build_scripts\\necro-tabletop.spec" in build_ps1 and "/DAppVersion=$version" in build_ps1
    mac = (ROOT / "build_scripts" / "macos" / "build_app.sh").read_text(encoding="utf-8")
    assert "build_scripts/necro-tabletop.spec" in mac and "hdiutil create" in mac
    assert 'name="Necro Tabletop.app"' in SPEC.read_text()
    workflow = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for job in (
        "linux:",
        "windows:",
        "macos:",
        "build_scripts/windows/build.ps1",
        "build_scripts/macos/build_app.sh",
        "build_scripts/install_test.py",
    ):
        assert job in workflow, job
    if shutil.which("sh"):
        assert subprocess.run(["sh", "-n", str(ROOT / "build_scripts" / "macos" / "build_app.sh")]).returncode == 0


@pytest.mark.parametrize(
    "platform, env, expected",
    [
        ("linux", {"HOME": "{tmp}"}, "{tmp}/.local/share/necro-tabletop"),
        ("linux", {"HOME": "{tmp}", "XDG_DATA_HOME": "{tmp}/xdg"}, "{tmp}/xdg/necro-tabletop"),
        ("win32", {"HOME": "{tmp}", "APPDATA": "{tmp}/AppData/Roaming"}, "{tmp}/AppData/Roaming/NecroTabletop"),
        ("darwin", {"HOME": "{tmp}"}, "{tmp}/Library/Application Support/NecroTabletop"),
    ],
)
def test_player_files_live_in_the_platform_data_folder(monkeypatch, tmp_path, platform, env, expected):
    monkeypatch.delenv("NECRO_TABLETOP_HOME", raising=False)
    for key in ("XDG_DATA_HOME", "APPDATA"):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value.format(tmp=tmp_path))
    monkeypatch.setattr(sys, "platform", platform)
    want = Path(expected.format(tmp=tmp_path))
    assert paths.user_dir() == want
    for where in (
        paths.saves_dir(),
        paths.autosave_path("rise"),
        paths.legacy_autosave_path(),
        paths.settings_path(),
        paths.log_path(),
        paths.mods_dir(),
    ):
        assert want in where.parents
        assert paths.app_root() not in where.parents  # never in the install folder


def test_frozen_app_reads_content_from_the_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "assets" and paths.levels_dir() == tmp_path / "levels"


def test_smoke_reads_every_scene_and_scenario_from_the_list():
    import smoke

    listing = (
        "scenes (--scene NAME):\n  menu                 the main menu\n  load   the Load game screen\n"
        "scenarios of necromolds (--game necromolds --scenario NAME):\n  drag_midgame\n  game_over\n"
    )
    assert smoke.shots(listing) == [
        ["--scene", "menu"],
        ["--scene", "load"],
        ["--game", "necromolds", "--scenario", "drag_midgame"],
        ["--game", "necromolds", "--scenario", "game_over"],
    ]
