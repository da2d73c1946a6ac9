#!/bin/sh
# The operator tests run every evaluator pod as its runAsUser (65532), as a
# kubelet does (tests/operator/podfs.py). That user must be able to reach the
# interpreter, the virtualenv and the checkout: give every directory above
# them the search bit (o+x: pass through, not list) when it lacks it. Nothing
# is made readable or writable that was not already. Needs root; as another
# user it only reports.
set -eu
for target in "$@"; do
  dir=$(dirname "$(readlink -f "$target")")
  while [ "$dir" != "/" ]; do
    if [ "$(stat -c %A "$dir" | cut -c10)" = "-" ]; then
      if [ "$(id -u)" = 0 ]; then
        chmod o+x "$dir" && echo "allow-pod-user: o+x on $dir (the pods' UID 65532 passes through it)"
      else
        echo "allow-pod-user: $dir is not passable by other users; the operator tests need root" >&2
      fi
    fi
    dir=$(dirname "$dir")
  done
done
