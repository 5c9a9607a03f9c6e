# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test soak bench dist check-content clean

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

bench: $(STAMP)
	$(BIN)/python -m tabletop.bench all --json

dist: $(STAMP)
	$(BIN)/python build_scripts/build.py

check-content: $(STAMP)
	$(BIN)/tabletop check-content

clean:
	rm -rf $(VENV) build dist *.egg-info
