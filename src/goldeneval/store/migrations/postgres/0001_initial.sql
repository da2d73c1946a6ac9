-- History of golden runs and their per-item results (docs/design.md §8).
-- Timestamps are unix seconds (double precision) so a stored ItemResult
-- reads back bit-for-bit identical on both backends.
-- Identifiers (run_id, suite, item_id) use the "C" collation: they are
-- compared, not read as prose, so bytewise order is right (and matches
-- SQLite), and memcmp comparisons make the baseline index seeks about twice
-- as fast as a linguistic collation would.

CREATE TABLE golden_runs (
    run_id           text COLLATE "C" PRIMARY KEY,
    seq              bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    suite            text COLLATE "C" NOT NULL,
    set_digest       text NOT NULL,
    set_source       text NOT NULL,
    status           text NOT NULL CHECK (status IN ('running', 'finished', 'interrupted')),
    started_at       double precision NOT NULL,
    finished_at      double precision,
    items            integer,
    scored           integer,
    passed           integer,
    failed           integer,
    errored          integer,
    skipped          integer,
    pass_rate        double precision,
    unverified_items integer NOT NULL,
    min_pass_rate    double precision NOT NULL,
    pass_threshold   double precision NOT NULL,
    allow_unverified boolean NOT NULL,
    gate_passed      boolean,
    gate_reasons     jsonb,
    regressions      jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE INDEX golden_runs_suite_seq ON golden_runs (suite, seq DESC);

CREATE TABLE golden_results (
    run_id             text COLLATE "C" NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    item_id            text COLLATE "C" NOT NULL,
    suite              text COLLATE "C" NOT NULL,
    run_seq            bigint NOT NULL,
    surface            text NOT NULL CHECK (surface IN ('public', 'internal')),
    domain             text NOT NULL,
    verified           boolean NOT NULL,
    question           text NOT NULL,
    outcome            text NOT NULL CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped')),
    judge_status       text NOT NULL CHECK (judge_status IN ('ok', 'error', 'skipped')),
    answer             text,
    answer_sha256      text,
    auto_fail          jsonb NOT NULL DEFAULT '[]'::jsonb,
    auto_fail_reason   text,
    correctness        double precision,
    judge_pass         boolean,
    judge_reason       text,
    error              text,
    reason             text NOT NULL DEFAULT '',
    chatbot_latency_ms double precision,
    chatbot_ttfb_ms    double precision,
    judge_latency_ms   double precision,
    started_at         double precision,
    finished_at        double precision,
    PRIMARY KEY (run_id, item_id)
);

-- "Latest judged result of item X in suite S before run R": one index seek
-- per item. Partial, so errored/skipped rows (never a baseline) cost nothing,
-- and covering, so the lookup does not touch the heap.
CREATE INDEX golden_results_baseline
    ON golden_results (suite, item_id, run_seq DESC)
    INCLUDE (outcome, run_id)
    WHERE judge_status = 'ok';

-- An item's whole trend (`goldeneval history --item`), every status.
CREATE INDEX golden_results_item_history
    ON golden_results (suite, item_id, run_seq DESC);
