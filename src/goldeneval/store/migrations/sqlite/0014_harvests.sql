-- What users actually ask (docs/design.md §14): one row per `goldeneval harvest` of a suite.

-- Every text in it was de-identified before the harvest grouped it (NIK, NPWP,
-- phone numbers, e-mail addresses and long digit runs are placeholders), so the
-- groups' phrasings may be kept as they are. The latest row of a suite is what the
-- HTML report's header and the operator's goldeneval_traffic_coverage state.
-- window_since/window_until: the window's inclusive days (YYYY-MM-DD), NULL when open.
-- share: questions in covered groups / kept questions, NULL when none were kept.
-- by_surface, by_domain, dropped and group_list are JSON text.
CREATE TABLE golden_harvests (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    suite         TEXT NOT NULL,
    harvested_at  REAL NOT NULL,
    window_since  TEXT,
    window_until  TEXT,
    read_count    INTEGER NOT NULL,
    kept_count    INTEGER NOT NULL,
    share         REAL,
    by_surface    TEXT NOT NULL,
    by_domain     TEXT NOT NULL,
    dropped       TEXT NOT NULL,
    group_list    TEXT NOT NULL
);

CREATE INDEX golden_harvests_latest ON golden_harvests (suite, seq DESC);
