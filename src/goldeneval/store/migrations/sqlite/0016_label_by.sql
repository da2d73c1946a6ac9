-- Who labelled (docs/design.md §13.6): every SME label is kept, with who gave it.
--
-- Until now a new label of an answer replaced the old one (the primary key was
-- the answer). Now every label is a row of its own, numbered by `seq`, and the
-- newest label of an answer is its verdict. `labelled_by` names the person:
-- `local:NAME` from the command line or a workbench on a laptop, the cluster's
-- TokenReview user name behind the operator; NULL for labels kept before this
-- migration (nobody recorded who gave them).
--
-- SQLite cannot change a primary key in place: the table is rebuilt and every
-- row copied by column name, oldest first, so `seq` follows the old order.

CREATE TABLE golden_labels_0016 (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    suite           TEXT NOT NULL,
    item_id         TEXT NOT NULL,
    answer_sha256   TEXT NOT NULL,
    run_id          TEXT NOT NULL,
    label           TEXT NOT NULL CHECK (label IN ('pass', 'fail')),
    note            TEXT,
    labelled_at     REAL NOT NULL,
    contract_digest TEXT,
    labelled_by     TEXT
);

INSERT INTO golden_labels_0016
    (suite, item_id, answer_sha256, run_id, label, note, labelled_at, contract_digest)
SELECT suite, item_id, answer_sha256, run_id, label, note, labelled_at, contract_digest
FROM golden_labels ORDER BY labelled_at, suite, item_id, answer_sha256;

DROP TABLE golden_labels;

ALTER TABLE golden_labels_0016 RENAME TO golden_labels;

-- An answer's labels, newest last (its verdict, the review queue, undo).
CREATE INDEX golden_labels_answer ON golden_labels (suite, item_id, answer_sha256, seq);

-- A result decided by an SME label names who gave it (reports show it). NULL for
-- every other verdict, and for results stored before this migration.
ALTER TABLE golden_results ADD COLUMN verdict_by TEXT;
