-- What users actually ask (docs/design.md §14): one row per `goldeneval harvest` of a suite.

-- Every text in it was de-identified before the harvest grouped it (NIK, NPWP,
-- phone numbers, e-mail addresses and long digit runs are placeholders), so the
-- groups' phrasings may be kept as they are. The latest row of a suite is what the
-- HTML report's header and the operator's goldeneval_traffic_coverage state.
-- window_since/window_until: the window's inclusive days (YYYY-MM-DD), NULL when open.
-- share: questions in covered groups / kept questions, NULL when none were kept.
CREATE TABLE golden_harvests (
    seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    suite         text COLLATE "C" NOT NULL,
    harvested_at  double precision NOT NULL,
    window_since  text,
    window_until  text,
    read_count    integer NOT NULL,
    kept_count    integer NOT NULL,
    share         double precision,
    by_surface    jsonb NOT NULL,
    by_domain     jsonb NOT NULL,
    dropped       jsonb NOT NULL,
    group_list    jsonb NOT NULL
);

CREATE INDEX golden_harvests_latest ON golden_harvests (suite, seq DESC);
