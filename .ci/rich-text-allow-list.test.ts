/**
 * One allow-list of rich text (RICH-TEXT-ALLOW-LIST, decision 1033): the server's sanitize-html and
 * the client's DOMPurify, each under packages/api's list, keep the same tags, attributes and links
 * of the same input. The client's side runs in Chromium (DOMPurify does not work under happy-dom:
 * it leaves everything after the first element as it was). This test sits in .ci because it is the
 * one place allowed to import both the server and the design system.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sanitizeArticle, sanitizeRichText } from '../apps/server/src/lib/sanitize-html';
import { richTextAllowList } from '../packages/api/src/rules/rich-text';
import { chromiumLaunchOptions } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
/** esbuild, as the server's build has it (the root has no types for it; only this call is used). */
type Bundler = { build(options: object): Promise<{ outputFiles: Array<{ text: string }> }> };
const esbuild = createRequire(path.join(root, 'apps/server/package.json'))('esbuild') as Bundler;

/** The client's sanitisers exactly as the app builds them, bundled for the page. */
const clientBundle = () =>
  esbuild.build({
    stdin: {
      contents: `
        import { createHtmlSanitizer } from './packages/ui/src/lib/sanitize-html';
        import { articleAllowList, richTextAllowList } from './packages/api/src/rules/rich-text';
        window.sanitizers = {
          richText: createHtmlSanitizer(richTextAllowList),
          article: createHtmlSanitizer(articleAllowList),
        };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    nodePaths: [path.join(root, 'packages/ui/node_modules')],
  });

/** Everything a pasted or hand-written text may try, and everything the editor writes. */
const input = [
  '<h1>Big</h1><h2>Title</h2><h3>Sub</h3><h4>Small</h4><h5>Smaller</h5>',
  '<p onclick="steal()" class="c" style="color:red" title="t" data-x="1" aria-label="a">Hello <b>b</b> <strong>strong</strong> ',
  '<i>i</i> <em>em</em> <u>u</u> <s>s</s> <del>del</del> <code>code</code><br>next line</p>',
  '<hr>',
  '<pre><code>let x = 1;</code></pre><blockquote><p>quoted</p></blockquote>',
  '<ul><li><p>one</p></li></ul><ol><li>two</li></ol>',
  '<img src="x" onerror="steal()"><script>steal()</script><style>p { color: red }</style>',
  '<iframe src="https://evil.example"></iframe><form action="/x"><input name="q"></form>',
  '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
  '<p><a href="javascript:steal()">js</a> <a href="https://ok.example/a?b=1" title="T" target="_self" rel="opener">web</a> ',
  '<a href="/blog/first">relative</a> <a href="//evil.example/x">protocol-relative</a> ',
  '<a href="mailto:hello@lancer.test">mail</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a></p>',
  '<div>div</div><span>span</span><svg><a href="https://svg.example">svg</a></svg><math><mi>x</mi></math>',
].join('');

type Shape = { elements: string[]; text: string };
type Sanitizers = Record<'richText' | 'article', { sanitize: (html: string) => string }>;

/** The HTML as Chromium reads it: each element's tag and sorted attributes in order, and the text. */
const shapeIn = (page: Page, html: string) =>
  page.evaluate((source): Shape => {
    const template = document.createElement('template');
    template.innerHTML = source;
    const elements = [...template.content.querySelectorAll('*')].map((element) => {
      const attributes = [...element.attributes]
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(' ');
      return attributes ? `${element.localName} ${attributes}` : element.localName;
    });
    return { elements, text: (template.content.textContent ?? '').replace(/\s+/g, ' ').trim() };
  }, html);

/** The client's output for the input under one of its lists. */
const clientSanitized = (page: Page, list: keyof Sanitizers) =>
  page.evaluate(
    ([which, source]) =>
      (window as unknown as { sanitizers: Sanitizers }).sanitizers[which as keyof Sanitizers].sanitize(
        source!,
      ),
    [list, input],
  );

describe('one rich text allow-list on server and client', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    const bundle = await clientBundle();
    browser = await chromium.launch(chromiumLaunchOptions());
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>sanitizers</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  }, 60_000);
  afterAll(() => browser?.close());

  // proves: RICH-TEXT-ALLOW-LIST
  it('the same input keeps the same tags, attributes and links on both sides, <hr> included', async () => {
    const server = await shapeIn(page, sanitizeRichText(input));
    const client = await shapeIn(page, await clientSanitized(page, 'richText'));
    expect(client).toEqual(server);

    const tags = new Set(server.elements.map((element) => element.split(' ')[0]));
    expect(tags).toContain('hr');
    for (const kept of [
      'h2',
      'h3',
      'h4',
      'p',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'code',
      'pre',
      'blockquote',
    ])
      expect(tags, kept).toContain(kept);
    expect([...tags].sort()).toEqual([...tags].filter((tag) => richTextAllowList.tags.includes(tag!)).sort());
    for (const dropped of [
      'h1',
      'h5',
      'img',
      'script',
      'style',
      'iframe',
      'form',
      'input',
      'table',
      'del',
      'div',
      'span',
      'svg',
    ])
      expect(tags, dropped).not.toContain(dropped);
    // Script and style contents are gone, the text of a dropped tag is kept.
    expect(server.text).not.toContain('steal');
    expect(server.text).toContain('Big');

    // Links: only listed schemes or a relative path; each opens elsewhere, handing nothing over.
    const links = server.elements.filter((element) => element.startsWith('a'));
    expect(links).toEqual([
      'a rel="noopener noreferrer nofollow" target="_blank"',
      'a href="https://ok.example/a?b=1" rel="noopener noreferrer nofollow" target="_blank" title="T"',
      'a href="/blog/first" rel="noopener noreferrer nofollow" target="_blank"',
      'a rel="noopener noreferrer nofollow" target="_blank"',
      'a href="mailto:hello@lancer.test" rel="noopener noreferrer nofollow" target="_blank"',
      'a rel="noopener noreferrer nofollow" target="_blank"',
      'a rel="noopener noreferrer nofollow" target="_blank"',
    ]);
  });

  it('a blog post keeps its tables and struck text on both sides, and its links as written', async () => {
    const server = await shapeIn(page, sanitizeArticle(input));
    const client = await shapeIn(page, await clientSanitized(page, 'article'));
    expect(client).toEqual(server);
    const tags = new Set(server.elements.map((element) => element.split(' ')[0]));
    for (const kept of ['hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del'])
      expect(tags, kept).toContain(kept);
    expect(server.elements).toContain('a href="/blog/first"');
  });
});
