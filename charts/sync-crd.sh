#!/bin/sh
# Copy the GoldenRun CRD (source of truth: crds/goldenrun.yaml, owned by the
# operator) into the Helm chart. Helm installs what charts/goldeneval/crds/
# holds, so run this whenever the CRD changes; tests/chart checks the copy.
set -eu
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
src="$root/crds/goldenrun.yaml"
dst="$root/charts/goldeneval/crds/goldenrun.yaml"
if [ ! -f "$src" ]; then
    echo "sync-crd: $src does not exist" >&2
    exit 1
fi
mkdir -p "$(dirname -- "$dst")"
cp "$src" "$dst"
echo "sync-crd: copied $src -> $dst"
