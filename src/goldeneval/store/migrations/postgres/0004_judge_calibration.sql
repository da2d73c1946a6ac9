-- Judge calibration (docs/design.md §13): SME labels and every calibration.

-- A label belongs to one exact answer: keyed by its digest, so it never
-- applies to a different answer of the same item. run_id says where the
-- labelled answer is stored (no foreign key: a label outlives a deleted run,
-- it just cannot be judged any more).
CREATE TABLE golden_labels (
    suite         text COLLATE "C" NOT NULL,
    item_id       text COLLATE "C" NOT NULL,
    answer_sha256 text NOT NULL,
    run_id        text COLLATE "C" NOT NULL,
    label         text NOT NULL CHECK (label IN ('pass', 'fail')),
    note          text,
    labelled_at   double precision NOT NULL,
    PRIMARY KEY (suite, item_id, answer_sha256)
);

-- One row per `goldeneval calibrate` and judge measured; the latest one per
-- suite, judge model and prompt is what runs state and min_agreement reads.
CREATE TABLE golden_calibrations (
    seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    suite         text COLLATE "C" NOT NULL,
    judge_model   text NOT NULL,
    prompt_digest text NOT NULL,
    calibrated_at double precision NOT NULL,
    kappa         double precision,
    kappa_low     double precision,
    kappa_high    double precision,
    labels        integer NOT NULL,
    figures       jsonb NOT NULL
);

CREATE INDEX golden_calibrations_latest
    ON golden_calibrations (suite, judge_model, prompt_digest, seq DESC);
