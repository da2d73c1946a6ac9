-- One meter for the judge's tokens, per run (docs/design.md §7.3, §8): what
-- each invocation of a run asked of the judge and the chatbot, per surface,
-- kept with the run's results. A resumed invocation and every shard of an
-- Indexed Job sum these rows to see what the run has spent already, so the
-- token budget is the run's, and a stored run's report states the cost of all
-- its invocations. An invocation rewrites its own rows with its running
-- totals after each batch of results (an idempotent upsert: a retried batch
-- converges).
--
-- part: '' for a whole run, 'I/N' for shard I of N (a shard's summary states
-- its own invocations). largest_call: the most tokens one judge call took,
-- the size the budget reserves for the next call. Token counts are NULL when
-- the judge reported no usage (unknown, never 0).

CREATE TABLE golden_run_costs (
    run_id            text COLLATE "C" NOT NULL REFERENCES golden_runs (run_id) ON DELETE CASCADE,
    invocation        text NOT NULL,
    surface           text NOT NULL CHECK (surface IN ('public', 'internal')),
    part              text NOT NULL DEFAULT '',
    prompt_tokens     bigint,
    completion_tokens bigint,
    judge_calls       integer NOT NULL DEFAULT 0,
    judge_seconds     double precision NOT NULL DEFAULT 0,
    chatbot_calls     integer NOT NULL DEFAULT 0,
    largest_call      bigint NOT NULL DEFAULT 0,
    recorded_at       double precision NOT NULL,
    PRIMARY KEY (run_id, invocation, surface)
);
