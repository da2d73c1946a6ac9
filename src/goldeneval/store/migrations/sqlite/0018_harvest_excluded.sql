-- A stored harvest keeps how many questions the SMEs' coverage decisions left out
-- ("not a question for us", docs/design.md §14.9), as --json states it under
-- coverage.excluded, so the workbench's Coverage page and a later report read the
-- same figure the command printed. 0 for harvests stored before this migration.

ALTER TABLE golden_harvests ADD COLUMN excluded_count INTEGER NOT NULL DEFAULT 0;
