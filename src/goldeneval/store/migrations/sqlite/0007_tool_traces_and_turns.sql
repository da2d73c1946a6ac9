-- The internal surface and conversations (docs/design.md §7): a result keeps
-- the tools the internal agent called while answering, and a conversation
-- item keeps every turn it was asked (question, answer, outcome, reason,
-- tools), so a report can show them. Both are JSON text, NULL when there is
-- none (every public plain item). Compare mode's role results keep the
-- whole result as JSON already, so they need no new column.

ALTER TABLE golden_results ADD COLUMN tools TEXT;
ALTER TABLE golden_results ADD COLUMN turns TEXT;
