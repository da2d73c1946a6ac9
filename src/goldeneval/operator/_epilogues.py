"""The ``--help`` epilogues of ``goldeneval operator | submit | wait``: what each exit code means.

The codes are the CLI's (docs/design.md §5), so a pipeline treats a cluster
run exactly like a local one.
"""

from __future__ import annotations

OPERATOR = """\
Watches GoldenRun objects, launches the evaluator Jobs, writes the verdict into
each run's status, and serves metrics and a read-only API on --port.

exit codes:
  0  stopped cleanly (SIGTERM/SIGINT)
  2  invalid input: the operator config or a flag
  3  the cluster or the store could not be used, or an unexpected error"""

SUBMIT = """\
Flags fill in spec fields; with -f they override the manifest's. A golden set
given with --set is checked locally first, so a broken set never reaches the
cluster.

exit codes:
  0  created (without --wait), or GATE PASSED (with --wait)
  1  --wait: GATE FAILED, an established failure
  2  invalid input: manifest, golden set or flags; or the run ended as invalid input
  3  the cluster refused or failed the call; --wait: no verdict (infrastructure,
     too little scored, interrupted) or --timeout passed first"""

WAIT = """\
Prints each phase change, then the run's summary once it is complete.

exit codes:
  0  GATE PASSED
  1  GATE FAILED, an established failure
  2  invalid input (flags), or the run ended as invalid input
  3  no verdict: infrastructure, too little scored, interrupted, the run was
     deleted, or --timeout passed first"""

WORKBENCH_CLUSTER = """\
Opens the operator's SME workbench (/workbench/NAMESPACE/SUITE/) in your
browser. It listens on 127.0.0.1 only and prints one line, the sign-in link,
which works once (it becomes an HttpOnly session cookie). Each request of the
browser goes to the operator through a port-forward to its pod with your own
kubeconfig credentials; your token is added here and never reaches the
browser. RBAC decides: create on pods/portforward in --operator-namespace, get
on goldenruns in NAMESPACE to read (ClusterRole goldeneval-sme-viewer), and
create on goldenruns/review there to label, decide and save (goldeneval-sme).
Saves are kept in your change set on the operator; download the set from the
page "Changes" and propose it in Git. Ctrl-C stops it.

exit codes:
  0  stopped with Ctrl-C
  2  invalid input: NAMESPACE/SUITE, a flag, no finished run of the suite
  3  the API server or the operator refused your credentials or RBAC, no
     running operator pod"""

REPORT = """\
Fetches the report from the operator through a port-forward to its pod, with
your own kubeconfig credentials (exec plugins, relative paths, --context), and
sends your own token to the operator, so RBAC decides: you need create on
pods/portforward in --operator-namespace, and get on goldenruns in NAMESPACE.
Without --html it prints the text report; with --html it writes the HTML page.
The operator's certificate is checked with --operator-ca or
--operator-fingerprint (the SHA-256 it logs at start); without either the TLS
inside the port-forward is encrypted but not verified.

exit codes:
  0  the report was printed or written (it is not a gate: see goldeneval wait)
  2  invalid input: NAMESPACE/SUITE, a flag, no such suite or run
  3  no report: the API server or the operator refused your credentials or
     RBAC, no running operator pod, the store is unavailable"""
