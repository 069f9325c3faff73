-- Limits that hold (decision 1010): counts live in Redis (REDIS_URL) or in the process' memory
-- through @fastify/rate-limit; the table that counted, then inserted, is no longer read.
DROP TABLE IF EXISTS rate_limit_hits;
