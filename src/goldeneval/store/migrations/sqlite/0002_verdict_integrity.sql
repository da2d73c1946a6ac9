-- Verdict integrity (docs/design.md §4, §5, §8): the settings a run's verdict
-- was decided with, its three-valued verdict, and per result what blame and
-- verdict reuse compare (contract, answer and judge digests), where a verdict
-- came from and every judge sample behind it.

ALTER TABLE golden_runs ADD COLUMN min_coverage REAL;
ALTER TABLE golden_runs ADD COLUMN judge_model TEXT;
ALTER TABLE golden_runs ADD COLUMN verdict TEXT
    CHECK (verdict IS NULL OR verdict IN ('passed', 'failed', 'no_verdict'));

ALTER TABLE golden_results ADD COLUMN contract_digest TEXT;
ALTER TABLE golden_results ADD COLUMN judge_model TEXT;
ALTER TABLE golden_results ADD COLUMN prompt_digest TEXT;
ALTER TABLE golden_results ADD COLUMN verdict_source TEXT
    CHECK (verdict_source IS NULL OR verdict_source IN ('judged', 'reused'));
ALTER TABLE golden_results ADD COLUMN verdict_run_id TEXT;
ALTER TABLE golden_results ADD COLUMN samples TEXT NOT NULL DEFAULT '[]';
ALTER TABLE golden_results ADD COLUMN answer_changed INTEGER;
ALTER TABLE golden_results ADD COLUMN contract_changed INTEGER;
ALTER TABLE golden_results ADD COLUMN judge_changed INTEGER;

-- "An earlier fresh judgement of this very answer to this item": one seek per
-- answered item when verdicts are reused. Partial: only judged-ok rows can be
-- reused.
CREATE INDEX golden_results_reuse
    ON golden_results (suite, item_id, answer_sha256, run_seq DESC)
    WHERE judge_status = 'ok' AND verdict_source = 'judged';
