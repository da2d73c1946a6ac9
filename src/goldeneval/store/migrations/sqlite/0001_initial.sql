-- History of golden runs and their per-item results (docs/design.md §8).
-- Timestamps are unix seconds (REAL); JSON columns hold JSON text.

-- AUTOINCREMENT (not just INTEGER PRIMARY KEY) so a seq is never reused,
-- even after the newest run is deleted: "earlier run" must stay meaningful.
CREATE TABLE golden_runs (
    seq              INTEGER PRIMARY KEY AUTOINCREMENT,
    run_id           TEXT NOT NULL UNIQUE,
    suite            TEXT NOT NULL,
    set_digest       TEXT NOT NULL,
    set_source       TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('running', 'finished', 'interrupted')),
    started_at       REAL NOT NULL,
    finished_at      REAL,
    items            INTEGER,
    scored           INTEGER,
    passed           INTEGER,
    failed           INTEGER,
    errored          INTEGER,
    skipped          INTEGER,
    pass_rate        REAL,
    unverified_items INTEGER NOT NULL,
    min_pass_rate    REAL NOT NULL,
    pass_threshold   REAL NOT NULL,
    allow_unverified INTEGER NOT NULL,
    gate_passed      INTEGER,
    gate_reasons     TEXT,
    regressions      TEXT NOT NULL DEFAULT '[]'
);

CREATE INDEX golden_runs_suite_seq ON golden_runs (suite, seq DESC);

CREATE TABLE golden_results (
    run_id             TEXT NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    item_id            TEXT NOT NULL,
    suite              TEXT NOT NULL,
    run_seq            INTEGER NOT NULL,
    surface            TEXT NOT NULL CHECK (surface IN ('public', 'internal')),
    domain             TEXT NOT NULL,
    verified           INTEGER NOT NULL,
    question           TEXT NOT NULL,
    outcome            TEXT NOT NULL CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped')),
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
    PRIMARY KEY (run_id, item_id)
);

-- "Latest judged result of item X in suite S before run R": one index seek
-- per item; partial, so errored/skipped rows (never a baseline) stay out.
CREATE INDEX golden_results_baseline
    ON golden_results (suite, item_id, run_seq DESC)
    WHERE judge_status = 'ok';

-- An item's whole trend (`goldeneval history --item`), every status.
CREATE INDEX golden_results_item_history
    ON golden_results (suite, item_id, run_seq DESC);
