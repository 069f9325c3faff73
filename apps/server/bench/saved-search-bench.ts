/**
 * Saved-search alerts as the marketplace grows (decision 2200): seeds 100,000 requests and 10,000
 * saved searches (varied keywords, categories, skills, budget types and ranges; a tenth of them
 * workers searches, which never alert) and times the alert of one new post, in process, post after
 * post: the insert of the job and alertSavedSearches in its transaction, as createRequest runs
 * them (one statement matching the one job against the searches, the match rows, the notifications).
 *
 *   pnpm --filter @lancer/server bench:saved-search     (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @lancer/server bench:saved-search
 *   BENCH_JOBS=100000 BENCH_SEARCHES=10000 BENCH_POSTS=300 to change.
 *
 * Target: p99 under 50 ms on PostgreSQL at 100,000 jobs and 10,000 saved searches.
 */
import { loadavg } from 'node:os';

import { sql } from 'drizzle-orm';

import { recordFigure } from '../../../.ci/lib/figures.mjs';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { requests } from '../src/db/request-schema';
import { newId } from '../src/lib/ids';
import { alertSavedSearches } from '../src/saved-search/saved-search-match';
import { createScratchDatabase } from '../test/helpers/postgres';

const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const searchCount = Number(process.env.BENCH_SEARCHES ?? 10_000);
const postCount = Number(process.env.BENCH_POSTS ?? 300);
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);

const words = [
  'shop',
  'dashboard',
  'api',
  'logo',
  'booking',
  'chatbot',
  'blog',
  'pipeline',
  'landing',
  'mobile',
];
const categories = ['Web development', 'Design', 'Translation', 'Data', 'Marketing', 'Writing'];
const skills = ['react', 'node', 'python', 'figma', 'sql', 'go', 'rust', 'css', 'seo', 'chinese'];

async function seed(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  await db.execute(sql`
    INSERT INTO users (id, email, flid)
    SELECT 'bench-user-' || g, 'bench-user-' || g || '@example.com', 'benchuser' || g
    FROM generate_series(0, 2000) AS g`);
  await db.execute(sql`
    INSERT INTO requests (id, client_id, title, description_html, category, skills, budget_type,
      budget_min_cents, budget_max_cents, currency, expected_duration, attachments, visibility, status,
      created_at, updated_at)
    SELECT 'bench-' || g, 'bench-user-0',
      (ARRAY['Build','Design','Translate','Migrate','Write'])[1 + g % 5] || ' a ' ||
      (ARRAY['shop','dashboard','api','logo','booking','chatbot','blog','pipeline','landing','mobile'])[1 + (g / 5) % 10] ||
      ' for topic' || (g % 200) || 'x',
      '<p>Reference ' || md5(g::text) || '.</p>',
      (ARRAY['Web development','Design','Translation','Data','Marketing','Writing'])[1 + g % 6],
      jsonb_build_array((ARRAY['react','node','python','figma','sql','go','rust','css','seo','chinese'])[1 + g % 10]),
      CASE WHEN g % 4 = 0 THEN 'hourly' ELSE 'fixed' END,
      (g % 50) * 10000, (g % 50) * 10000 + 50000, 'USD', '1_to_4_weeks', '[]'::jsonb,
      CASE WHEN g % 20 = 0 THEN 'invite_only' ELSE 'public' END, 'RECRUITING',
      now() - (g % 365) * interval '1 day', now()
    FROM generate_series(1, ${jobCount}) AS g`);
  // Searches: a keyword of 200 topics in 49 of 50 (the others look by category and skill
  // only), a category in two thirds, a skill in a third, a budget type in a quarter, a floor in a
  // fifth; one in ten is a workers search. Owners 1..2000 (the poster is 0).
  await db.execute(sql`
    INSERT INTO saved_searches (id, owner_id, name, target, filters, keyword_query, category, skills,
      budget_type, budget_min_cents, budget_max_cents, created_at)
    SELECT 'bench-search-' || g, 'bench-user-' || (1 + g % 2000), 'Search ' || g,
      CASE WHEN g % 10 = 0 THEN 'workers' ELSE 'jobs' END, '{}'::jsonb,
      CASE WHEN g % 50 <> 1 THEN to_tsquery('simple', 'topic' || (g % 200) || 'x:*') END,
      CASE WHEN g % 3 <> 0 THEN (ARRAY['Web development','Design','Translation','Data','Marketing','Writing'])[1 + g % 6] END,
      CASE WHEN g % 3 = 0 THEN ARRAY[(ARRAY['react','node','python','figma','sql','go','rust','css','seo','chinese'])[1 + g % 10]]
           ELSE '{}'::text[] END,
      CASE WHEN g % 4 = 0 THEN (CASE WHEN g % 8 = 0 THEN 'hourly' ELSE 'fixed' END) END,
      CASE WHEN g % 5 = 0 THEN (g % 30) * 10000 END, NULL, now() - g * interval '1 minute'
    FROM generate_series(1, ${searchCount}) AS g`);
  await db.execute(sql`ANALYZE`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const loadAtStart = loadavg();
const scratch = onPostgres ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
if (scratch && 'skip' in scratch) throw new Error(scratch.skip);
const app = await buildApp({
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    REDIS_URL: '',
    PAYMENTS: 'sandbox',
    MAIL: 'log',
  }),
  dataDir: 'memory://',
  databaseUrl: scratch?.url,
  logLevel: 'silent',
  validateResponses: false,
});
const db = app.services.db;
const started = performance.now();
await seed(db as never);
const seeded = (performance.now() - started) / 1000;

/** The alert's own time of each post (the match statement and the notifications). */
const alertTimes: number[] = [];

/** One new post as createRequest writes it, with its alert, in one transaction. */
async function post(i: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requests)
      .values({
        id: newId(),
        clientId: 'bench-user-0',
        title: `Build a ${words[i % words.length]} for topic${i % 200}x`,
        descriptionHtml: `<p>We need a ${words[(i + 3) % words.length]} too.</p>`,
        category: categories[i % categories.length]!,
        skills: [skills[i % skills.length]!, skills[(i + 4) % skills.length]!],
        budgetType: i % 3 === 0 ? 'hourly' : 'fixed',
        budgetMinCents: (i % 40) * 10_000,
        budgetMaxCents: (i % 40) * 10_000 + 80_000,
        currency: 'USD',
        expectedDuration: '1_to_4_weeks',
        visibility: 'public',
        status: 'RECRUITING',
      })
      .returning({ id: requests.id });
    const at = performance.now();
    const told = await alertSavedSearches(tx, row!.id);
    alertTimes.push(performance.now() - at);
    return told;
  });
}

for (let i = 0; i < 20; i += 1) await post(i);
alertTimes.length = 0;
const times: number[] = [];
let told = 0;
const total = performance.now();
for (let i = 0; i < postCount; i += 1) {
  const at = performance.now();
  told += (await post(1000 + i)).length;
  times.push(performance.now() - at);
}
const seconds = (performance.now() - total) / 1000;
times.sort((a, b) => a - b);
alertTimes.sort((a, b) => a - b);
const alertP50 = Number(percentile(alertTimes, 50).toFixed(1));
const alertP99 = Number(percentile(alertTimes, 99).toFixed(1));
const p50 = Number(percentile(times, 50).toFixed(1));
const p99 = Number(percentile(times, 99).toFixed(1));
const [matched] = (
  (await db.execute(sql`SELECT count(*)::int AS n FROM saved_search_matches`)) as unknown as {
    rows: Array<{ n: number }>;
  }
).rows;
await app.close();
await scratch?.drop();

console.log(
  `\nSaved-search alert of a new post on ${onPostgres ? 'PostgreSQL' : 'PGlite in memory'}: ` +
    `${jobCount.toLocaleString('en')} jobs, ${searchCount.toLocaleString('en')} saved searches, ${postCount} posts one at a time`,
);
console.table([
  {
    'seeded in s': Number(seeded.toFixed(1)),
    'posts/s': Math.round(postCount / seconds),
    'p50 ms': p50,
    'p99 ms': p99,
    'alert p50 ms': alertP50,
    'alert p99 ms': alertP99,
    'owners told a post': Number((told / postCount).toFixed(1)),
    'match rows': matched?.n ?? 0,
  },
]);
console.log(`p99 ${p99} ms (target under 50 ms)`);
await recordFigure({
  what: `saved-search alert of a new post, p99 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
  number:
    `p99 ${p99} ms, p50 ${p50} ms (the alert alone: p99 ${alertP99} ms, p50 ${alertP50} ms) at ${jobCount.toLocaleString('en')} jobs and ${searchCount.toLocaleString('en')} saved searches ` +
    `(insert + match + notifications in one transaction; ${(told / postCount).toFixed(1)} owners told a post)${onPostgres ? ' (target 50 ms)' : ''}`,
  command: onPostgres
    ? '`RECORD_FIGURES=1 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx pnpm@10.34.9 --filter @lancer/server bench:saved-search`'
    : '`RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench:saved-search`',
  loadAverages: loadAtStart,
});
