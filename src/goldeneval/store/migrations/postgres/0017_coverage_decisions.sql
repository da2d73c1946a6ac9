-- Coverage decisions (docs/design.md §14.9): an SME's word on a harvest group,
-- kept with who made it and when, and applied to every later harvest.
--
-- wordings: the group's phrasings as a JSON list, each lowercased with its
-- spaces collapsed (the grouping's notion of one wording), de-identified like
-- every harvested text. item_id: the golden item that covers them; NULL means
-- "not a question for us" (left out of the share and of the drafts).
-- group_id: the harvest group the decision was made on (informative only:
-- group ids change as traffic does, the wordings are what later harvests match).
-- The newest decision on a wording wins, so every decision is kept.
CREATE TABLE golden_coverage_decisions (
    seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    suite       text COLLATE "C" NOT NULL,
    wordings    jsonb NOT NULL,
    item_id     text COLLATE "C",
    decided_by  text NOT NULL,
    decided_at  double precision NOT NULL,
    group_id    text
);

CREATE INDEX golden_coverage_decisions_suite ON golden_coverage_decisions (suite, seq DESC);
