-- expected.tools (docs/design.md §3, §4): a result keeps the tool-call contract
-- its tool calls were checked against, so a report shows the expected calls
-- beside the recorded ones without the golden set at hand. jsonb, NULL when the
-- item sets no expected.tools (every public item, most internal ones). A
-- conversation's turns keep theirs inside the turns column already.

ALTER TABLE golden_results ADD COLUMN tools_expected jsonb;
