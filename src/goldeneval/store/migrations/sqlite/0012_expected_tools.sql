-- expected.tools (docs/design.md §3, §4, issue 35): a result keeps the tool-call contract
-- its tool calls were checked against, so a report shows the expected calls
-- beside the recorded ones without the golden set at hand. JSON text, NULL
-- when the item sets no expected.tools (every public item, most internal
-- ones). A conversation's turns keep theirs inside the turns column already.

-- A conversation's result also says which turn its answer, reason and tools
-- are (turn, 1-based; NULL for a plain item), so no view mixes the first
-- turn's question with another turn's answer.

ALTER TABLE golden_results ADD COLUMN tools_expected TEXT;
ALTER TABLE golden_results ADD COLUMN turn INTEGER;
