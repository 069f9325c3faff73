/**
 * The jobs search as the marketplace grows: seeds 1,000, 10,000 and 100,000 requests (varied
 * titles, descriptions, categories, skills, budgets, dates; some closed or invite-only) and times
 * the search service (its SQL and the shaping of a page), in process, one query after another,
 * over a mix of searches: the board, keywords (one common word, two words, a prefix), skills with
 * a budget type, a category sorted by budget, posted within 30 days, a later page.
 *
 *   pnpm --filter @lancer/server bench:search     (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @lancer/server bench:search
 *   BENCH_SIZES=1000,10000 BENCH_QUERIES=300 to change.
 *
 * Target: p99 at 100,000 no more than twice p99 at 1,000, and under 50 ms on PostgreSQL.
 */
import { loadavg } from 'node:os';

import { sql } from 'drizzle-orm';

import { recordFigure } from '../../../.ci/lib/figures.mjs';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { searchRequests } from '../src/request/request-service';
import { createScratchDatabase } from '../test/helpers/postgres';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const queryCount = Number(process.env.BENCH_QUERIES ?? 350);
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const base = { scope: 'all' as const, page: 1, page_size: 20, sort: 'newest' as const };
const mix = [
  { ...base },
  { ...base, keyword: 'shop' },
  { ...base, keyword: 'booking salon' },
  { ...base, keyword: 'dash' },
  { ...base, skills: 'react,go', budget_type: 'fixed' as const },
  { ...base, category: 'Design', sort: 'budget_high' as const },
  { ...base, posted_since: monthAgo, keyword: 'api' },
  { ...base, page: 5 },
];

async function seed(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }, count: number) {
  await db.execute(sql`
    INSERT INTO users (id, email, flid) VALUES
      ('bench-client', 'bench-client@example.com', 'benchclient'),
      ('bench-provider', 'bench-provider@example.com', 'benchprovider')`);
  await db.execute(sql`
    INSERT INTO requests (id, client_id, title, description_html, category, skills, budget_type,
      budget_min_cents, budget_max_cents, currency, expected_duration, attachments, visibility, status,
      created_at, updated_at)
    SELECT 'bench-' || g, 'bench-client',
      (ARRAY['Build','Design','Translate','Migrate','Speed up','Write','Test','Refactor'])[1 + g % 8] || ' ' ||
      (ARRAY['a shop','a landing page','a mobile app','an API','a dashboard','a blog','a booking system',
             'a chatbot','a data pipeline','a logo'])[1 + (g / 8) % 10] || ' for ' ||
      (ARRAY['a bakery','a clinic','a school','a gym','a hotel','a law firm','a farm','a museum',
             'a startup','a charity','a salon','a garage'])[1 + (g / 80) % 12],
      '<p>We need help with ' ||
      (ARRAY['payments','search','accessibility','performance','translations','analytics','onboarding'])[1 + g % 7] ||
      ' and ' || (ARRAY['mobile layouts','reporting','emails','maps','scheduling','exports'])[1 + (g / 7) % 6] ||
      '. Reference ' || md5(g::text) || '.</p>',
      (ARRAY['Web development','Design','Translation','Data','Marketing','Writing'])[1 + g % 6],
      jsonb_build_array(
        (ARRAY['react','node','python','figma','sql','go','rust','css','seo','chinese'])[1 + g % 10],
        (ARRAY['typescript','excel','stripe','docker','aws','vue'])[1 + (g / 10) % 6]),
      CASE WHEN g % 4 = 0 THEN 'hourly' ELSE 'fixed' END,
      (g % 50) * 10000, (g % 50) * 10000 + 50000, 'USD', '1_to_4_weeks', '[]'::jsonb,
      CASE WHEN g % 20 = 0 THEN 'invite_only' ELSE 'public' END,
      CASE WHEN g % 10 = 0 THEN 'CLOSED' ELSE 'RECRUITING' END,
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', now()
    FROM generate_series(1, ${count}) AS g`);
  await db.execute(sql`ANALYZE`);
}

const searchNames = [
  'board',
  'shop',
  'booking salon',
  'dash*',
  'skills+fixed',
  'Design by budget',
  '30 days+api',
  'page 5',
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const searchRows: Array<Record<string, number>> = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const rows: Array<Record<string, string | number>> = [];
const loadAtStart = loadavg();
for (const size of sizes) {
  const scratch = onPostgres ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
  if (scratch && 'skip' in scratch) throw new Error(scratch.skip);
  const app = await buildApp({
    ...loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      REDIS_URL: '',
    }),
    dataDir: 'memory://',
    databaseUrl: scratch?.url,
    logLevel: 'silent',
    validateResponses: false,
  });
  const started = performance.now();
  await seed(app.services.db as never, size);
  const seeded = performance.now() - started;
  for (let i = 0; i < 3 * mix.length; i += 1)
    await searchRequests(app.services, 'bench-provider', mix[i % mix.length]!);
  const times: number[] = [];
  const bySearch: number[][] = mix.map(() => []);
  const total = performance.now();
  for (let i = 0; i < queryCount; i += 1) {
    const at = performance.now();
    await searchRequests(app.services, 'bench-provider', mix[i % mix.length]!);
    times.push(performance.now() - at);
    bySearch[i % mix.length]!.push(performance.now() - at);
  }
  searchRows.push(
    Object.fromEntries([
      ['requests', size],
      ...bySearch.map((each, index) => [searchNames[index], Number(median(each).toFixed(1))]),
    ]),
  );
  const seconds = (performance.now() - total) / 1000;
  times.sort((a, b) => a - b);
  rows.push({
    requests: size,
    'seeded in s': Number((seeded / 1000).toFixed(1)),
    'req/s': Math.round(queryCount / seconds),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p99 ms': Number(percentile(times, 99).toFixed(1)),
  });
  await app.close();
  await scratch?.drop();
}

console.log(
  `\nJobs search on ${onPostgres ? 'PostgreSQL' : 'PGlite in memory'}, ${queryCount} queries a size, one at a time:`,
);
console.table(rows);
console.log('Median ms of each search:');
console.table(searchRows);
const first = rows[0]!['p99 ms'] as number;
const last = rows.at(-1)!['p99 ms'] as number;
console.log(
  `p99 grows ${(last / first).toFixed(2)}x from ${rows[0]!.requests} to ${rows.at(-1)!.requests} (target at most 2x)` +
    (onPostgres ? `; p99 at the largest ${last} ms (target under 50 ms)` : ''),
);
await recordFigure({
  what: `jobs search, p99 growth (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
  number:
    `p99 grows ${(last / first).toFixed(2)}× from ${Number(rows[0]!.requests).toLocaleString('en')} to ${Number(rows.at(-1)!.requests).toLocaleString('en')} requests (target 2×); ` +
    `p99 at ${Number(rows.at(-1)!.requests).toLocaleString('en')} ${last} ms${onPostgres ? ' (target 50 ms)' : ''}`,
  command: onPostgres
    ? '`RECORD_FIGURES=1 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx pnpm@10.34.9 --filter @lancer/server bench:search`'
    : '`RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench:search`',
  loadAverages: loadAtStart,
});
console.log(`BENCH_SEARCH_JSON ${JSON.stringify(rows)}`);
