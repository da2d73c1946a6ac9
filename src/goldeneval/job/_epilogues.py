"""The ``--help`` epilogs of the evaluator's commands: what each exit code means.

Kept apart from the argument definitions so the parsers stay readable; the
codes are the CLI contract (docs/design.md §5).
"""

from __future__ import annotations

MAIN = """\
commands for Kubernetes: goldeneval operator | submit | wait (each has --help).
no chatbot yet? goldeneval stand-ins --script answers.yaml serves a scripted
chatbot and judge on loopback and prints the config to paste (see its --help).
The SME guide's form 'goldeneval -set SET.yaml -config CONFIG.yaml' means 'run'.
Every option may also be written with one dash (-set, -config, -allow-unverified).

exit codes (every command):
  0  success (run: GATE PASSED)
  1  run/report: GATE FAILED, an established failure; lint --strict: open warnings;
     calibrate: the candidate judge agrees less with the SMEs than allowed
  2  invalid input: golden set, config, flags, or no command given (this help);
     nothing was run or stored
  3  no verdict: store or cluster unreachable, run interrupted, too little scored,
     unexpected error; rerun with the same --run-id to resume"""

RUN = """\
Flags override GOLDENEVAL_* environment variables, which override the config
file, which overrides the defaults. The verdict is the last line printed.

exit codes:
  0  GATE PASSED (a shard run: its items were evaluated; the operator decides)
  1  GATE FAILED: pass rate below the minimum, a verified item regressed, or
     unverified items without --allow-unverified; every reason is printed
  2  invalid input (set, config, flags); nothing was run or stored
  3  NO VERDICT: store, chatbot or judge unusable, run interrupted or past its
     deadline, too little scored; rerun with the same --run-id to resume"""

LINT = """\
Lint only advises: it never changes how answers are matched. An item
acknowledges a warning it has checked with 'lint_ignore: [NAME, ...]'
(see docs/sme-guide.md, section 8). With --config naming the internal agent,
lint asks its AgentOS for the agent's tools and warns (unknown-tool) about an
expected.tools name it does not have; when they cannot be listed it says so
on stderr and goes on.

exit codes:
  0  the set is valid (and, with --strict, no warning is left unacknowledged)
  1  --strict only: at least one warning is not acknowledged in its item's lint_ignore
  2  the set is invalid (YAML, unknown key or lint_ignore name, a phrase both
     required and forbidden, ...): every problem is listed with file, line and item"""

DEMO = """\
Runs the example set twice against scripted loopback stand-ins of the chatbot
and the judge (a release build, then a candidate), printing lint warnings and
the candidate's report. It measures no real chatbot. It writes only to a
temporary directory ($TMPDIR) that is removed afterwards, so it works from any
directory and as any user.

exit codes:
  0  the demonstration ran (its verdict is the last line printed)
  2  invalid input (--set, its demo-answers.yaml, --store)
  3  the store could not be used"""

REPORT = """\
Reads the store as 'run' does: --store, else GOLDENEVAL_STORE, else the
config file's goldeneval.store, else DATABASE_URL, else the default SQLite file.
With --cluster NAMESPACE/SUITE the report comes from the operator in the
cluster instead, read as yourself (goldeneval report --cluster=NS/SUITE --help).

exit codes (the stored run's verdict, as 'run' exited):
  0  the run's gate passed
  1  the run's gate failed
  2  invalid input (flags, config, --set) or no such run in the store
  3  the run has no verdict (NO VERDICT stored: interrupted, budget spent, too
     little scored; or it has not finished), or the store could not be read"""

HISTORY = """\
Reads the store as 'run' does: --store, else GOLDENEVAL_STORE, else the
config file's goldeneval.store, else DATABASE_URL, else the default SQLite file.

exit codes:
  0  the history was printed
  2  invalid input (flags, config) or nothing stored for the suite or item
  3  the store could not be read"""

SUITES = """\
Reads the store as 'run' does: --store, else GOLDENEVAL_STORE, else the
config file's goldeneval.store, else DATABASE_URL, else the default SQLite file.

exit codes:
  0  the list was printed (possibly empty)
  2  invalid input (flags, config)
  3  the store could not be read"""

DB = """\
Applies the store's pending schema migrations (opening a store always does);
safe to run again.

exit codes:
  0  the schema is up to date (it names the migrations it applied, if any)
  2  invalid input (flags, config)
  3  the store could not be reached or migrated"""

CALIBRATE = """\
Measures how far the judge agrees with the SMEs. The labels file is a YAML
list of {item, run (optional: the latest run that answered the item), label:
pass|fail, note (optional)}; each label is stored with the digest of the
answer it is about, and every labelled answer of the suite is judged again
(stored verdicts of the same answer, contract, model and prompt are reused).
The chatbot is never called. The figures are stored as the judge's latest
calibration, which every run states and judge.min_agreement gates on.

exit codes:
  0  calibrated; with --compare-judge-*: the candidate's kappa is not worse than
     the current judge's by more than judge.calibration_tolerance (default 0.05)
  1  --compare-judge-*: the candidate agrees less with the SMEs than allowed
  2  invalid input (labels file, set, config, flags); nothing was stored
  3  NO VERDICT: too few labelled answers could be judged (below min_coverage),
     kappa undefined for a comparison, no confidence threshold holds the
     --target-agreement at --risk (nothing usable stored), the store unreachable"""

LABEL = """\
Stores SME labels without calibrating. The labels file is the one calibrate
reads: a YAML list of {item, run (optional: the latest run that answered the
item), label: pass|fail, note (optional)}. Each label is stored with the
digests of the answer and of the expectations it was given under; in every
later run that exact answer's verdict is the label (verdict_source sme, no
judge call), until the answer or the expectations change. Each label is kept
with who gave it: local:NAME for --as NAME, else for your OS login. A newer
label of the same answer (yours or a colleague's) decides instead; both are
kept.

exit codes:
  0  the labels are stored
  2  invalid input (labels file, config, flags): every problem is listed and
     nothing was stored
  3  the store could not be reached"""

REVIEW = """\
Lists the answers awaiting an SME: the results escalated (judge confidence
below the calibrated threshold) in the latest run of the suite, or --run,
whose exact answer no SME has labelled yet, in the golden set's order. Each
shows its question, answer, the judge's votes and reason, the item's history
and who labelled its earlier answers; --set adds its expectations. --html writes the run's page narrowed to
the queue, whose label controls download a labels file for goldeneval label.

exit codes:
  0  the queue was listed (also when it is empty)
  2  invalid input (flags, config, an unknown run)
  3  the store could not be reached"""

HARVEST = """\
Sources: --log PATH (JSON Lines, one object per line with 'question' and
optionally 'answer', 'at', 'session', 'surface', 'feedback'; CSV with the same
header, separated by commas, semicolons or tabs, by the .csv extension; a .gz
log is read as what it holds; - is standard input; --format csv|jsonl says
what standard input and other extensions hold) and --agentos (the configured
internal agent's sessions). A 'feedback' or 'surface' that cannot be read is
left out and counted; its question is kept. Personal details (NIK, NPWP,
passport and phone numbers, e-mail addresses also spelled out, long numbers)
are replaced before anything is grouped, printed, written or stored; names
of people are not detected.
The harvest is stored for the suite in the store 'run' uses, with the golden
set's digest and item count; the last line says where (--no-store: nowhere).
One that kept fewer than --min-questions (harvest.min_questions, default
100) is printed and stored marked too small: the report's header and the
operator's metric keep stating the latest harvest that kept enough.
--top N is how many groups --drafts writes; without --drafts, how many
uncovered groups the text lists.

exit codes:
  0  harvested (also when too few questions were kept to state a coverage)
  2  invalid input: flags, set, config, an unreadable log, a log given
     twice, no question kept (every line bad, nothing in the window, an
     empty export: nothing is stored), --drafts naming an existing file
     without --force
  3  harvest failed: the AgentOS, the embeddings endpoint or the store"""

# Answer confirmation's flags (docs/design.md §4), shared by run, report and history.
CHATBOT_SAMPLES = (
    "odd number of answers whose majority decides a would-be regression (default 5; 1 asks once)"
)
FLAKY_WINDOW = (
    "the suite's latest runs over which an item is flaky in history: a run whose answers "
    "disagreed, or two changes between pass and fail (default 10)"
)
FLAKY = (
    "list the suite's items flaky over their latest runs, worst first; with --item, "
    "that item's figures"
)

WORKBENCH = """\
Serves the workbench on 127.0.0.1 for you alone and prints one line on stdout,
  workbench: http://127.0.0.1:PORT/?token=TOKEN
whose token works once: open it (the browser opens it for you unless
--no-open, or no display). Review labels the answers awaiting an SME, Items
edits and verifies the golden set (a save rewrites SET.yaml in place), Drafts
adds harvested questions, Coverage shows what real users ask that the set
covers. Labels and decisions are stored as local:NAME (--as NAME, else your
login). Ctrl-C stops it. To open a suite's workbench on the operator instead,
as your kubeconfig's user: goldeneval workbench --cluster NAMESPACE/SUITE
(see goldeneval workbench --cluster NS/SUITE --help).

exit codes:
  0  stopped by Ctrl-C
  2  invalid input (flags, the set, the drafts file, the config)
  3  the store could not be reached"""
