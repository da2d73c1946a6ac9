-- Selective verdicts (docs/design.md §13.5): a confidence per verdict, the
-- outcome `escalated`, SME labels as verdicts, and the thresholds calibrate
-- chooses.
--
-- The result tables' CHECK lists widen (outcome gains 'escalated',
-- verdict_source gains 'sme'): each constraint is dropped and added again
-- under its own name, which validates the kept rows once (they all pass: the
-- lists only grow).

ALTER TABLE golden_results
    DROP CONSTRAINT golden_results_outcome_check,
    ADD CONSTRAINT golden_results_outcome_check
        CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped', 'escalated')),
    DROP CONSTRAINT golden_results_verdict_source_check,
    ADD CONSTRAINT golden_results_verdict_source_check
        CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused', 'sme')),
    ADD COLUMN confidence double precision;

ALTER TABLE golden_role_results
    DROP CONSTRAINT golden_role_results_outcome_check,
    ADD CONSTRAINT golden_role_results_outcome_check
        CHECK (outcome IN ('passed', 'failed', 'errored', 'skipped', 'escalated')),
    DROP CONSTRAINT golden_role_results_verdict_source_check,
    ADD CONSTRAINT golden_role_results_verdict_source_check
        CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused', 'sme'));

-- The baseline index leaves escalated results out as well: an escalated
-- verdict is never a baseline (the baseline reads say so too).
DROP INDEX golden_results_baseline;
CREATE INDEX golden_results_baseline
    ON golden_results (suite, item_id, run_seq DESC)
    INCLUDE (outcome, run_id)
    WHERE judge_status = 'ok' AND outcome <> 'escalated';

-- A run remembers how many items it escalated and the threshold it applied
-- (the stored threshold row as JSON), so a stored run states its level.
ALTER TABLE golden_runs
    ADD COLUMN escalated integer,
    ADD COLUMN selective jsonb;

-- A label is the verdict only for the answer *and* the expectations it was
-- given under: the contract digest of the labelled result. Labels stored
-- before this migration take it from the result they name, when it is kept.
ALTER TABLE golden_labels ADD COLUMN contract_digest text;

UPDATE golden_labels AS l SET contract_digest = r.contract_digest
FROM golden_results AS r
WHERE r.run_id = l.run_id AND r.item_id = l.item_id AND r.answer_sha256 = l.answer_sha256;

-- One row per threshold chosen by `goldeneval calibrate --target-agreement`;
-- a run reads the newest for its suite, judge, prompt, vote count, target
-- and risk. `threshold` is NULL when no threshold passed: the newest
-- attempt then leaves nothing usable, rather than an older, laxer λ.
CREATE TABLE golden_thresholds (
    seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    suite         text COLLATE "C" NOT NULL,
    judge_model   text NOT NULL,
    prompt_digest text NOT NULL,
    votes         integer NOT NULL CHECK (votes >= 1),
    target        double precision NOT NULL CHECK (target > 0 AND target <= 1),
    risk          double precision NOT NULL CHECK (risk > 0 AND risk < 1),
    threshold     double precision
        CHECK (threshold IS NULL OR (threshold >= 0 AND threshold <= 1)),
    coverage      double precision NOT NULL,
    labels        integer NOT NULL,
    agreement     double precision,
    calibrated_at double precision NOT NULL
);

CREATE INDEX golden_thresholds_latest
    ON golden_thresholds (suite, judge_model, prompt_digest, votes, target, risk, seq DESC);
