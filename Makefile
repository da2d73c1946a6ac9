# Two entry points a fresh machine needs: `make demo` and `make test`.
# Both create .venv and install from the hashed lock files in requirements/,
# then the project itself. A lock is complete, so it is installed without the
# resolver (--require-hashes --no-deps) and `pip check` proves it complete: with
# the resolver on, an older pip looks up a pinned package's dependency that is
# asked for with extras (agno's httpx[http2]) on the index and refuses the newest
# release it finds there, so a release nobody chose broke the install (issue 33).
#   make demo  -> requirements/runtime.txt + build.txt (what the image holds)
#   make test  -> requirements/test.txt (the same runtime pins + the test toolchain)
# `make lock` refreshes the lock files from pyproject.toml's ranges (uv, seconds).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check
LOCKED := $(PIP) install --quiet --require-hashes --no-deps
REQ    := requirements
RUNTIME_STAMP := $(VENV)/.runtime
STAMP  := $(VENV)/.installed

# The lock's target: the image's interpreter and platform (python:3.11-slim, x86_64).
# Existing pins are kept unless pyproject.toml needs otherwise; `make lock UPGRADE=1`
# takes the newest releases the ranges allow.
LOCK_FLAGS := --quiet --generate-hashes --python-version 3.11 \
              --python-platform x86_64-unknown-linux-gnu --custom-compile-command "make lock" \
              $(if $(UPGRADE),--upgrade)

.PHONY: demo test check lint typecheck bench clean lock image-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Runtime only: the demo, the CLI, the operator.
$(RUNTIME_STAMP): pyproject.toml $(REQ)/runtime.txt $(REQ)/build.txt | $(BIN)/python
	$(LOCKED) -r $(REQ)/runtime.txt -r $(REQ)/build.txt
	$(PIP) check
	$(PIP) install --quiet --no-deps --no-build-isolation -e .
	touch $@

# Runtime + test toolchain (ruff, mypy, pytest, helm, playwright, …).
$(STAMP): pyproject.toml $(REQ)/test.txt | $(BIN)/python
	$(LOCKED) -r $(REQ)/test.txt
	$(PIP) check
	$(PIP) install --quiet --no-deps --no-build-isolation -e .
	touch $(RUNTIME_STAMP) $@

demo: $(RUNTIME_STAMP)
	$(BIN)/goldeneval demo

check: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports

# The whole suite on pytest-xdist's workers: most of its time is waiting (operators,
# evaluator pods, scripted outages), not CPU, so more workers than cores pay. Each test
# file stays on one worker (--dist loadfile): a module's emulator and operator start once.
# The 25 slowest tests are printed so they stay visible; --hypothesis-profile=ci keeps the
# example counts and drops the wall-clock limits (tests/conftest.py).
TEST_WORKERS ?= 4
test: check
	sh tests/operator/allow-pod-user.sh $(BIN)/python $(CURDIR)/src/goldeneval/__init__.py
	$(BIN)/pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=25 --hypothesis-profile=ci

# The image, built with podman (tests/image/build.sh: a stand-in base once, then the
# Dockerfile) and the operator's evaluator Job run in it as its pod would (UID 65532,
# read-only root, the kubelet's /dev/termination-log). Needs root; `make test` runs it too.
image-check: $(STAMP)
	$(BIN)/pytest -q -p no:cacheprovider -s tests/image

bench: $(STAMP)
	$(BIN)/python bench/bench_pipeline.py
	$(BIN)/python bench/bench_store.py
	$(BIN)/python bench/bench_tail.py
	$(BIN)/python bench/bench_operator_scale.py

# Refresh the lock files after changing a dependency in pyproject.toml (or to
# take newer releases within its ranges). The test lock is constrained by the
# runtime lock, so the tests run the very versions the image ships.
$(BIN)/uv: | $(BIN)/python
	$(PIP) install --quiet 'uv>=0.5'

lock: $(BIN)/uv
	$(BIN)/python -c "import tomllib; print(*tomllib.load(open('pyproject.toml', 'rb'))['build-system']['requires'], sep='\n')" \
	  | $(BIN)/uv pip compile $(LOCK_FLAGS) - -o $(REQ)/build.txt
	$(BIN)/uv pip compile $(LOCK_FLAGS) pyproject.toml -o $(REQ)/runtime.txt
	$(BIN)/uv pip compile $(LOCK_FLAGS) pyproject.toml --extra dev \
	  -c $(REQ)/runtime.txt -c $(REQ)/build.txt -o $(REQ)/test.txt
	echo cyclonedx-bom | $(BIN)/uv pip compile $(LOCK_FLAGS) - -c $(REQ)/test.txt -o $(REQ)/sbom.txt

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
