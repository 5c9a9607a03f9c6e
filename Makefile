# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test soak bench dist dist-onedir deb install-test check-content clean
APP := dist/necro-tabletop/necro-tabletop

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test,dist]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/tabletop

test: $(STAMP)
	$(BIN)/python -m pytest -q

# Thirty minutes of the seeded monkey (tests/ui/monkey.py): 2 x 13 min in a real window under Xvfb
# (against bots, then hot-seat) and 2 x 2 min headless. NECRO_MONKEY_SEED=N replays a failure.
soak: $(STAMP)
	NECRO_MONKEY_SECONDS=$${SOAK_WINDOW_SECONDS:-780} $(BIN)/python -m pytest -q -p no:cacheprovider tests/ui/test_monkey.py
	NECRO_MONKEY_SECONDS=$${SOAK_HEADLESS_SECONDS:-120} $(BIN)/python -m pytest -q -p no:cacheprovider tests/ui/test_monkey_headless.py

# The startup benchmark also times the built app: build the one-folder app first if it is missing.
bench: $(STAMP)
	test -x $(APP) || $(BIN)/python build_scripts/build.py --onedir --no-smoke
	$(BIN)/python -m tabletop.bench all --json

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
