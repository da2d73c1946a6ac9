-- Answer confirmation (docs/design.md §4): a would-be verified regression is
-- asked again in fresh sessions and decided by the majority of its answers.
-- A result keeps how many answers it got and how many passed (NULL when none
-- was scored), and every answer of a confirmation as jsonb (NULL when the
-- item was asked once). Compare mode's role results keep the whole result as
-- jsonb already, so they need no new column.

ALTER TABLE golden_results
    ADD COLUMN answers INTEGER NOT NULL DEFAULT 1,
    ADD COLUMN answers_passed INTEGER,
    ADD COLUMN answer_samples jsonb;
