import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

describe('which pages load on demand (ROUTE-LAZY)', () => {
  // proves: ROUTE-LAZY
  it('loads projects, products, jobs, workers, quotes and posts with the signed-in layout, every other page on demand', () => {
    // The public pages' table and the signed-in pages' one, patched in on the first visit.
    const router = source('router.tsx') + source('signed-in-routes.tsx');
    const eager = [...router.matchAll(/eager\(\s*`?\$?\{?paths\.(\w+)\.path/g)].map((match) => match[1]);
    expect(eager.sort()).toEqual([
      'jobs',
      'posts',
      'products',
      'projectIssues',
      'projects',
      'quotes',
      'workers',
    ]);
    // The eager chunk is exactly those pages; the layout imports it together with itself.
    const eagerPages = [...source('eager-pages.ts').matchAll(/export \{ default as (\w+) \}/g)].map(
      (match) => match[1],
    );
    expect(eagerPages.sort()).toEqual([
      'JobsRoute',
      'PostsRoute',
      'ProductsRoute',
      'ProjectsRoute',
      'QuotesRoute',
      'WorkersRoute',
    ]);
    expect(router).toMatch(/import\('\.\/layouts\/app-layout'\),\s*import\('\.\/eager-pages'\)/);
    // Every other page goes through lazyPage (its own chunk, loaded when visited).
    const onDemand = [...router.matchAll(/page\(\s*(?:`\$\{)?paths\.(\w+)\.path/g)].map((match) => match[1]);
    expect(onDemand).toEqual(
      expect.arrayContaining([
        'home',
        'signin',
        'workSpace',
        'requestHub',
        'postJob',
        'history',
        'providerHub',
        'achievements',
        'devBox',
      ]),
    );
    expect(onDemand.filter((name) => eager.includes(name))).toEqual([]);
  });
});
