# Two entry points a fresh machine needs: `make demo` and `make test`.
# Both create .venv and install the project from its own files first.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test check lint typecheck bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/goldeneval demo

check: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports

test: check
	$(BIN)/pytest -q

bench: $(STAMP)
	$(BIN)/python bench/bench_pipeline.py
	$(BIN)/python bench/bench_store.py
	$(BIN)/python bench/bench_tail.py
	$(BIN)/python bench/bench_operator_scale.py

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
