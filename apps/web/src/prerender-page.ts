import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';

import type { Language } from '@lancer/features/i18n/resources';
import type { PageMeta } from '@lancer/features/lib/use-page-meta';

import { languageAddresses } from '../../../packages/api/src/rules/visitor-language.ts';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './app/prerendered.ts';

/** Text inside an HTML attribute or element. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it may close the element. */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * SHELL-HREFLANG (decisions 1362, 1382): a public page's canonical link, its rendered language's own
 * form, and on the product's hosts the alternates of both languages and x-default (English). On an
 * origin on neither host, the canonical alone. Returns the canonical address too (og:url, JSON-LD).
 */
export function languageLinks(origin: string, path: string, language: Language) {
  const forms = languageAddresses(origin, path);
  const canonical = forms ? forms[language] : new URL(path, origin).toString();
  const alternate = (hreflang: string, href: string) =>
    `    <link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const lines = [
    `    <link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(forms
      ? [alternate('en', forms.en), alternate('zh-CN', forms.zh), alternate('x-default', forms.en)]
      : []),
  ];
  return { canonical, lines };
}

/** A page rendered on the server: what index.html is filled with. */
export type RenderedPage = {
  language: Language;
  html: string;
  texts: Resource;
  meta: PageMeta | null;
  /** The answers the page was rendered with (decision 1330), for the browser to start from. */
  queries?: DehydratedState;
  /** More of `<head>` (canonical link, Open Graph, JSON-LD), already escaped. */
  head?: string;
};

/**
 * index.html with a rendered page in it (decisions 0702, 1330): `<html lang>`, the page's title and
 * description, extra head tags, the markup in `#root`, and its language, texts and answers as a JSON
 * block, which the CSP allows (data, not script).
 */
export function composePage(template: string, page: RenderedPage): string {
  const data: PrerenderedData = {
    language: page.language,
    texts: page.texts,
    ...(page.queries ? { queries: page.queries } : {}),
  };
  let result = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language === 'zh' ? 'zh-CN' : 'en'}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      () =>
        `  <script type="application/json" id="${PRERENDERED_DATA_ID}">${jsonForHtml(data)}</script>\n  </body>`,
    );
  if (page.meta) {
    const { title, description } = page.meta;
    result = result
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
  }
  if (page.head) result = result.replace('</head>', () => `${page.head!.trimStart()}\n  </head>`);
  return result;
}
