-- Compare mode (docs/design.md §5.1, §8): a run may ask a reference deployment
-- as well as the candidate. Its results are kept with the run under the role
-- `reference`, in a table of their own: every history read (baselines,
-- regressions, trends, latencies, item history) reads golden_results only,
-- so a reference answer can never become a baseline. Verdict reuse reads both.
-- The whole result is kept as JSON; the columns beside it are what the reuse
-- lookup and a resume select on.

ALTER TABLE golden_runs ADD COLUMN compare jsonb;

CREATE TABLE golden_role_results (
    run_id          TEXT NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    role            TEXT NOT NULL CHECK (role IN ('reference')),
    item_id         TEXT NOT NULL,
    suite           TEXT NOT NULL,
    run_seq         bigint NOT NULL,
    outcome         TEXT NOT NULL CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped')),
    judge_status    TEXT NOT NULL CHECK (judge_status IN ('ok', 'error', 'skipped')),
    answer_sha256   TEXT,
    contract_digest TEXT,
    judge_model     TEXT,
    prompt_digest   TEXT,
    verdict_source  TEXT CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused')),
    finished_at     double precision,
    set_line        INTEGER,
    result          jsonb NOT NULL,
    PRIMARY KEY (run_id, role, item_id)
);

CREATE INDEX golden_role_results_reuse
    ON golden_role_results (suite, item_id, answer_sha256, run_seq DESC)
    WHERE judge_status = 'ok' AND verdict_source = 'judged';
