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
mkdir -p "$dst_dir"
for crd in "$root"/crds/*.yaml; do
    cp "$crd" "$dst_dir/"
    echo "sync-crd: copied $crd -> $dst_dir/$(basename -- "$crd")"
done
