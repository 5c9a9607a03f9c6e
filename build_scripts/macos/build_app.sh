#!/bin/sh
# Build the macOS app and disk image of Necro Tabletop (issue 14). On macOS 11+ with Python 3.11+
# (python.org or Homebrew), from anywhere:
#     sh build_scripts/macos/build_app.sh
# Output: dist/Necro Tabletop.app and dist/necro-tabletop-<version>-macos-<arch>.dmg (drag the
# app onto the Applications link inside). The app is ad-hoc signed by PyInstaller, not notarized:
# the first start needs right-click > Open. It builds for the Mac it runs on (arm64 or x86_64).
set -eu
cd "$(dirname "$0")/../.."
# A virtual environment of its own (Homebrew's Python refuses installs outside one).
"${PYTHON:-python3}" -m venv build/venv-macos
PY=build/venv-macos/bin/python
"$PY" -m pip install -q --upgrade pip
"$PY" -m pip install -q -e '.[dist]'
VERSION=$("$PY" -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])")
NECRO_BUILD=onedir "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build build_scripts/necro-tabletop.spec
APP="dist/Necro Tabletop.app"
test -x "$APP/Contents/MacOS/necro-tabletop"

# Smoke test: the built app renders the menu headless (a windowed app: it prints nothing).
SMOKE=$(mktemp -d)
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy NECRO_TABLETOP_HOME="$SMOKE" \
    "$APP/Contents/MacOS/necro-tabletop" screenshot --scene menu --out "$SMOKE/menu.png"
test -s "$SMOKE/menu.png"
rm -rf "$SMOKE"

# The disk image: the app and a link to /Applications.
STAGE=$(mktemp -d)
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="dist/necro-tabletop-$VERSION-macos-$(uname -m).dmg"
rm -f "$DMG"
hdiutil create -volname "Necro Tabletop" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
rm -rf "$STAGE"
echo "built $APP and $DMG"
