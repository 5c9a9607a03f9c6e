# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast lint durations soak bench corp-soak dist dist-onedir deb install-test check-content clean
APP := dist/necro-tabletop/necro-tabletop

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test,lint,dist]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/tabletop

# Every test but the long soak, one worker per core, the longest first (tests/durations.json); a worker
# that runs out takes half of what another still has queued (worksteal), so both cores stay busy to the end.
test: $(STAMP)
	$(BIN)/python -m pytest -q -n auto --dist worksteal

# The inner loop, under a minute: rules, geometry, physics, content, bots on set positions.
# No window, no headless app, no whole-game playouts (markers e2e, ui, slow).
FAST_PATHS := tests/core tests/content tests/geometry tests/physics tests/games tests/ai tests/test_layers.py tests/test_cli.py tests/test_packaging.py tests/test_simulate_jobs.py
test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -n auto --dist worksteal -m "not slow and not e2e and not ui" $(FAST_PATHS)

# ruff (lint and format) over the whole tree, mypy over the headless layers (pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Record each test's time in tests/durations.json (the order make test starts them in); commit it.
durations: $(STAMP)
	NECRO_RECORD_DURATIONS=tests/durations.json $(BIN)/python -m pytest -q -n auto --dist worksteal

# Thirty minutes of the seeded monkey (tests/ui/monkey.py): 2 x 13 min in a real window under Xvfb
# (against bots, then hot-seat) and 2 x 2 min headless. NECRO_MONKEY_SEED=N replays a failure.
soak: $(STAMP)
	NECRO_MONKEY_SECONDS=$${SOAK_WINDOW_SECONDS:-780} $(BIN)/python -m pytest -q -p no:cacheprovider --timeout=3600 tests/ui/test_monkey.py
	NECRO_MONKEY_SECONDS=$${SOAK_HEADLESS_SECONDS:-120} $(BIN)/python -m pytest -q -p no:cacheprovider --timeout=3600 tests/ui/test_monkey_headless.py tests/ui/test_monkey_rise_headless.py tests/ui/test_monkey_corp_headless.py

# The startup benchmark also times the built app: build the one-folder app first if it is missing.
bench: $(STAMP)
	test -x $(APP) || $(BIN)/python build_scripts/build.py --onedir --no-smoke
	$(BIN)/python -m tabletop.bench all --json

# NecronomiCORP: 500 seeded default-bot games per player count 1-6 (co-op, the expansion, the teams
# variant), each saved and verified by replay (issue 23); exits 1 on any error or unverified save.
corp-soak: $(STAMP)
	$(BIN)/python -m tabletop.bench.corp --soak $${CORP_SOAK_GAMES:-500}

# Installers (README, "Installers"). dist: the one-folder app dist/necro-tabletop/ and the one-file
# app dist/necro-tabletop-onefile from build_scripts/necro-tabletop.spec, both smoke-tested headless.
dist: $(STAMP)
	$(BIN)/python build_scripts/build.py --both

dist-onedir: $(STAMP)
	$(BIN)/python build_scripts/build.py --onedir

# The .deb and the portable .tar.gz in dist/, from the one-folder app.
deb: $(STAMP)
	test -x $(APP) || $(BIN)/python build_scripts/build.py --onedir
	$(BIN)/python build_scripts/package_linux.py

# Root only: dpkg -i the .deb, smoke-test the installed necro-tabletop (headless and in a window
# under Xvfb), dpkg -r it and check that only the player's folder is left.
install-test: deb
	$(BIN)/python build_scripts/install_test.py dist/necro-tabletop_*.deb

check-content: $(STAMP)
	$(BIN)/tabletop check-content

clean:
	rm -rf $(VENV) build dist *.egg-info
