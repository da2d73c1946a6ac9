#!/usr/bin/env bash
# Wall time of the README's `make test` from a fresh clone (issue 26: at most 8 minutes
# on a 2-core machine): .venv from the hashed locks, ruff, mypy, import-linter, the whole
# suite on pytest-xdist's workers, and the 25 slowest tests.
#
#   bench/bench_suite.sh [REV]    (default HEAD; the clone is removed afterwards, make
#                                  test's output is kept in $TMPDIR/bench_suite.log)
#
# Needs what .ci/run sets up (PostgreSQL on 127.0.0.1:5432, Chromium, promtool).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
rev="${1:-HEAD}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-local "$repo" "$work/clone"
git -C "$work/clone" checkout --quiet "$(git -C "$repo" rev-parse "$rev")"
start=$(date +%s)
status=0
make -C "$work/clone" test >"$work/make-test.log" 2>&1 || status=$?
end=$(date +%s)
cp "$work/make-test.log" "${TMPDIR:-/tmp}/bench_suite.log"
grep -A 30 "slowest .*durations" "$work/make-test.log" || true
tail -n 3 "$work/make-test.log"
echo "make test from a fresh clone of $(git -C "$repo" rev-parse --short "$rev"): $((end - start)) s wall (exit $status)"
exit "$status"
