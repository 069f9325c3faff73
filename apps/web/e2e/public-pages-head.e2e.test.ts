import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { webUrl } from './server';

const dist = path.resolve(import.meta.dirname, '../dist');
const pages = ['/home', '/about', '/blogs', '/career', '/contact'];

/** The canonical and alternate links of a page's head, as [rel, hreflang, href]. */
const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map(
    ([, rel, hreflang, href]) => [rel, hreflang ?? null, href],
  );

const expected = (page: string, language: 'en' | 'zh') => [
  ['canonical', null, `https://lancer.${language === 'zh' ? 'cn' : 'com'}${page}`],
  ['alternate', 'en', `https://lancer.com${page}`],
  ['alternate', 'zh-CN', `https://lancer.cn${page}`],
  ['alternate', 'x-default', `https://lancer.com${page}`],
];

describe('the build-time public pages name their forms (decision 1382)', () => {
  // proves: SHELL-HREFLANG
  it('have a canonical link of their own language and hreflang alternates with x-default, in both languages', () => {
    for (const page of pages)
      for (const language of ['en', 'zh'] as const) {
        const file = path.join(dist, language === 'zh' ? 'zh' : '', `${page.slice(1)}.html`);
        const html = readFileSync(file, 'utf8');
        expect(linksOf(html), `${language} ${page}`).toEqual(expected(page, language));
        // Inside the head, once each.
        expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
      }
  });

  // proves: SHELL-HREFLANG
  it('are served with them in the language the visitor gets', async () => {
    const about = await fetch(new URL('/about', webUrl()), { headers: { cookie: 'language=zh' } });
    expect(linksOf(await about.text())).toEqual(expected('/about', 'zh'));
    const home = await fetch(new URL('/home', webUrl()), { headers: { cookie: 'language=en' } });
    expect(linksOf(await home.text())).toEqual(expected('/home', 'en'));
  });

  // What belongs to the page's head is checked here, on the page as served, not in a story's frame.
  it("carry the page's own description: /about says what milestone payments do", async () => {
    const html = await (
      await fetch(new URL('/about', webUrl()), { headers: { cookie: 'language=en' } })
    ).text();
    expect(html).toMatch(/<meta name="description" content="[^"]*milestone payments protect both[^"]*"/);
  });
});
