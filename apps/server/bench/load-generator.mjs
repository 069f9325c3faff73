/**
 * The load generator of production-bench.ts, in its own process so it does not share an event loop
 * with what it measures: autocannon over the given URLs (one per instance, connections spread
 * over them), cycling through a mix of requests. Prints one JSON line with the figures.
 */
import autocannon from 'autocannon';

const { urls, connections, duration, requests } = JSON.parse(process.argv[2]);
const result = await autocannon({ url: urls, connections, duration, requests });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
