#!/bin/sh
# Copy the CRDs (source of truth: crds/*.yaml, owned by the operator) into the
# Helm chart. Helm installs what charts/goldeneval/crds/ holds, so run this
# whenever a CRD changes; tests/chart checks the copies.
set -eu
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
src="$root/crds/goldenrun.yaml"
dst_dir="$root/charts/goldeneval/crds"
if [ ! -f "$src" ]; then
    echo "sync-crd: $src does not exist" >&2
    exit 1
fi
# The schedule's run template is derived from the GoldenRun spec, never edited.
if [ -f "$root/crds/goldenschedule.yaml" ]; then
    "${PYTHON:-python3}" "$(dirname -- "$0")/sync_template.py"
fi
mkdir -p "$dst_dir"
for crd in "$root"/crds/*.yaml; do
    cp "$crd" "$dst_dir/"
    echo "sync-crd: copied $crd -> $dst_dir/$(basename -- "$crd")"
done
