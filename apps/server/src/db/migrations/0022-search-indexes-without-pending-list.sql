-- The jobs search's GIN indexes take new rows straight into the index. With fastupdate (the
-- default) new rows wait in a pending list that every search scans one by one until a vacuum
-- merges it: at 100,000 requests that made a two-word search 3x slower (9 ms instead of 2.5 ms,
-- EXPLAIN ANALYZE on PostgreSQL 15). Requests are written rarely and searched often.
ALTER INDEX requests_search SET (fastupdate = off);
ALTER INDEX requests_skills SET (fastupdate = off);
