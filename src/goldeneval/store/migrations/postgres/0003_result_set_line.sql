-- Each result remembers its item's line in the golden set, so a stored run
-- is reported in the set's order, as the run itself printed it.
ALTER TABLE golden_results ADD COLUMN set_line INTEGER;
