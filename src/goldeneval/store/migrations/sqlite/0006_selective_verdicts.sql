-- Selective verdicts (docs/design.md §13.5): a confidence per verdict, the
-- outcome `escalated`, SME labels as verdicts, and the thresholds calibrate
-- chooses.
--
-- SQLite cannot change a CHECK constraint in place, so the two result tables
-- are rebuilt with the wider lists (outcome gains 'escalated', verdict_source
-- gains 'sme') and a `confidence` column: create the new table, copy every
-- row by column name, drop the old one, rename, and create its indexes again.
-- Nothing references these tables, so no foreign key is disturbed; the whole
-- file runs in the migration's one transaction.

CREATE TABLE golden_results_0006 (
    run_id             TEXT NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    item_id            TEXT NOT NULL,
    suite              TEXT NOT NULL,
    run_seq            INTEGER NOT NULL,
    surface            TEXT NOT NULL CHECK (surface IN ('public', 'internal')),
    domain             TEXT NOT NULL,
    verified           INTEGER NOT NULL,
    question           TEXT NOT NULL,
    outcome            TEXT NOT NULL
        CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped', 'escalated')),
    judge_status       TEXT NOT NULL CHECK (judge_status IN ('ok', 'error', 'skipped')),
    answer             TEXT,
    answer_sha256      TEXT,
    auto_fail          TEXT NOT NULL DEFAULT '[]',
    auto_fail_reason   TEXT,
    correctness        REAL,
    judge_pass         INTEGER,
    judge_reason       TEXT,
    error              TEXT,
    reason             TEXT NOT NULL DEFAULT '',
    chatbot_latency_ms REAL,
    chatbot_ttfb_ms    REAL,
    judge_latency_ms   REAL,
    started_at         REAL,
    finished_at        REAL,
    contract_digest    TEXT,
    judge_model        TEXT,
    prompt_digest      TEXT,
    verdict_source     TEXT
        CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused', 'sme')),
    verdict_run_id     TEXT,
    samples            TEXT NOT NULL DEFAULT '[]',
    answer_changed     INTEGER,
    contract_changed   INTEGER,
    judge_changed      INTEGER,
    set_line           INTEGER,
    confidence         REAL,
    PRIMARY KEY (run_id, item_id)
);

INSERT INTO golden_results_0006 (
    run_id, item_id, suite, run_seq, surface, domain, verified, question, outcome,
    judge_status, answer, answer_sha256, auto_fail, auto_fail_reason, correctness,
    judge_pass, judge_reason, error, reason, chatbot_latency_ms, chatbot_ttfb_ms,
    judge_latency_ms, started_at, finished_at, contract_digest, judge_model,
    prompt_digest, verdict_source, verdict_run_id, samples, answer_changed,
    contract_changed, judge_changed, set_line
)
SELECT
    run_id, item_id, suite, run_seq, surface, domain, verified, question, outcome,
    judge_status, answer, answer_sha256, auto_fail, auto_fail_reason, correctness,
    judge_pass, judge_reason, error, reason, chatbot_latency_ms, chatbot_ttfb_ms,
    judge_latency_ms, started_at, finished_at, contract_digest, judge_model,
    prompt_digest, verdict_source, verdict_run_id, samples, answer_changed,
    contract_changed, judge_changed, set_line
FROM golden_results;

DROP TABLE golden_results;
ALTER TABLE golden_results_0006 RENAME TO golden_results;

-- The baseline index leaves escalated results out as well: an escalated
-- verdict is never a baseline (the baseline reads say so too).
CREATE INDEX golden_results_baseline
    ON golden_results (suite, item_id, run_seq DESC)
    WHERE judge_status = 'ok' AND outcome <> 'escalated';

CREATE INDEX golden_results_item_history
    ON golden_results (suite, item_id, run_seq DESC);

CREATE INDEX golden_results_reuse
    ON golden_results (suite, item_id, answer_sha256, run_seq DESC)
    WHERE judge_status = 'ok' AND verdict_source = 'judged';

CREATE TABLE golden_role_results_0006 (
    run_id          TEXT NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    role            TEXT NOT NULL CHECK (role IN ('reference')),
    item_id         TEXT NOT NULL,
    suite           TEXT NOT NULL,
    run_seq         INTEGER NOT NULL,
    outcome         TEXT NOT NULL
        CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped', 'escalated')),
    judge_status    TEXT NOT NULL CHECK (judge_status IN ('ok', 'error', 'skipped')),
    answer_sha256   TEXT,
    contract_digest TEXT,
    judge_model     TEXT,
    prompt_digest   TEXT,
    verdict_source  TEXT
        CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused', 'sme')),
    finished_at     REAL,
    set_line        INTEGER,
    result          TEXT NOT NULL,
    PRIMARY KEY (run_id, role, item_id)
);

INSERT INTO golden_role_results_0006 (
    run_id, role, item_id, suite, run_seq, outcome, judge_status, answer_sha256,
    contract_digest, judge_model, prompt_digest, verdict_source, finished_at, set_line, result
)
SELECT
    run_id, role, item_id, suite, run_seq, outcome, judge_status, answer_sha256,
    contract_digest, judge_model, prompt_digest, verdict_source, finished_at, set_line, result
FROM golden_role_results;

DROP TABLE golden_role_results;
ALTER TABLE golden_role_results_0006 RENAME TO golden_role_results;

CREATE INDEX golden_role_results_reuse
    ON golden_role_results (suite, item_id, answer_sha256, run_seq DESC)
    WHERE judge_status = 'ok' AND verdict_source = 'judged';

-- A run remembers how many items it escalated and the threshold it applied
-- (the stored threshold row as JSON), so a stored run states its level.
ALTER TABLE golden_runs ADD COLUMN escalated INTEGER;
ALTER TABLE golden_runs ADD COLUMN selective TEXT;

-- A label is the verdict only for the answer *and* the expectations it was
-- given under: the contract digest of the labelled result. Labels stored
-- before this migration take it from the result they name, when it is kept.
ALTER TABLE golden_labels ADD COLUMN contract_digest TEXT;

UPDATE golden_labels SET contract_digest = (
    SELECT r.contract_digest FROM golden_results AS r
    WHERE r.run_id = golden_labels.run_id AND r.item_id = golden_labels.item_id
      AND r.answer_sha256 = golden_labels.answer_sha256
);

-- One row per threshold chosen by `goldeneval calibrate --target-agreement`;
-- a run reads the newest for its suite, judge, prompt, vote count, target
-- and risk. `threshold` is NULL when no threshold passed: the newest
-- attempt then leaves nothing usable, rather than an older, laxer λ.
CREATE TABLE golden_thresholds (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    suite         TEXT NOT NULL,
    judge_model   TEXT NOT NULL,
    prompt_digest TEXT NOT NULL,
    votes         INTEGER NOT NULL CHECK (votes >= 1),
    target        REAL NOT NULL CHECK (target > 0 AND target <= 1),
    risk          REAL NOT NULL CHECK (risk > 0 AND risk < 1),
    threshold     REAL CHECK (threshold IS NULL OR (threshold >= 0 AND threshold <= 1)),
    coverage      REAL NOT NULL,
    labels        INTEGER NOT NULL,
    agreement     REAL,
    calibrated_at REAL NOT NULL
);

CREATE INDEX golden_thresholds_latest
    ON golden_thresholds (suite, judge_model, prompt_digest, votes, target, risk, seq DESC);
