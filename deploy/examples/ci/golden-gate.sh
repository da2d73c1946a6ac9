#!/bin/sh
# Plain CI (GitLab CI, Jenkins, GitHub Actions...): run the golden set in the
# cluster and fail the pipeline unless the gate passed.
#
#   usage: golden-gate.sh GOLDENRUN_MANIFEST [NAMESPACE] [TIMEOUT]
#
# Exit codes: 0 gate passed, 1 gate failed, 3 the run errored or never finished.
# Needs kubectl with create/get/watch on goldenruns in NAMESPACE.
#
# Why two steps: Complete turns True when the run is over, whatever the
# verdict, so `kubectl wait --for=condition=Complete` returns for a failed gate
# too (waiting on Passed would hang until the timeout when the gate fails,
# because a condition that becomes False never satisfies `kubectl wait`).
# The verdict is then read from the Passed condition.
set -eu

manifest=${1:?usage: golden-gate.sh GOLDENRUN_MANIFEST [NAMESPACE] [TIMEOUT]}
namespace=${2:-tanya}
timeout=${3:-3600s}

# `create`, not `apply`: the manifest uses generateName, one new run per call.
run=$(kubectl create --namespace "$namespace" -f "$manifest" -o name)
echo "golden-gate: created $run in $namespace"

if ! kubectl wait --namespace "$namespace" --for=condition=Complete --timeout="$timeout" "$run"; then
    echo "golden-gate: $run did not complete within $timeout" >&2
    kubectl get --namespace "$namespace" "$run" -o yaml >&2 || true
    exit 3
fi

passed=$(kubectl get --namespace "$namespace" "$run" \
    -o jsonpath='{.status.conditions[?(@.type=="Passed")].status}')
phase=$(kubectl get --namespace "$namespace" "$run" -o jsonpath='{.status.phase}')
message=$(kubectl get --namespace "$namespace" "$run" \
    -o jsonpath='{.status.conditions[?(@.type=="Passed")].message}')

if [ "$passed" = "True" ]; then
    echo "golden-gate: PASSED ($run): $message"
    exit 0
fi
if [ "$phase" = "Error" ]; then
    echo "golden-gate: ERROR ($run): $message" >&2
    exit 3
fi
echo "golden-gate: FAILED ($run): $message" >&2
exit 1
