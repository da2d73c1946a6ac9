-- A stored harvest says which golden set it measured and whether it kept
-- enough questions to state a coverage (docs/design.md §14.8, issue 44 §2).
--
-- set_digest, set_items: the golden set's digest (as a run stores it) and its
-- item count when the harvest ran, so a report of a run of another version of
-- the set says for which set the figure was computed; NULL for harvests stored
-- before this migration (unknown).
-- too_small: 1 when the harvest kept fewer questions than harvest.min_questions;
-- such a harvest is kept and listed, but the report's header, the coverage
-- metric and its staleness alert read the latest harvest that was large enough.
-- Rows stored before the setting existed are judged by its default (100).

ALTER TABLE golden_harvests ADD COLUMN set_digest TEXT;
ALTER TABLE golden_harvests ADD COLUMN set_items INTEGER;
ALTER TABLE golden_harvests ADD COLUMN too_small INTEGER NOT NULL DEFAULT 0;
UPDATE golden_harvests SET too_small = 1 WHERE kept_count < 100;

CREATE INDEX golden_harvests_large_enough ON golden_harvests (suite, too_small, seq DESC);
