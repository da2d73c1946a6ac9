-- Judge calibration (docs/design.md §13): SME labels and every calibration.

-- A label belongs to one exact answer: keyed by its digest, so it never
-- applies to a different answer of the same item. run_id says where the
-- labelled answer is stored (no foreign key: a label outlives a deleted run,
-- it just cannot be judged any more).
CREATE TABLE golden_labels (
    suite         TEXT NOT NULL,
    item_id       TEXT NOT NULL,
    answer_sha256 TEXT NOT NULL,
    run_id        TEXT NOT NULL,
    label         TEXT NOT NULL CHECK (label IN ('pass', 'fail')),
    note          TEXT,
    labelled_at   REAL NOT NULL,
    PRIMARY KEY (suite, item_id, answer_sha256)
);

-- One row per `goldeneval calibrate` and judge measured; the latest one per
-- suite, judge model and prompt is what runs state and min_agreement reads.
CREATE TABLE golden_calibrations (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    suite         TEXT NOT NULL,
    judge_model   TEXT NOT NULL,
    prompt_digest TEXT NOT NULL,
    calibrated_at REAL NOT NULL,
    kappa         REAL,
    kappa_low     REAL,
    kappa_high    REAL,
    labels        INTEGER NOT NULL,
    figures       TEXT NOT NULL
);

CREATE INDEX golden_calibrations_latest
    ON golden_calibrations (suite, judge_model, prompt_digest, seq DESC);
