/**
 * The visual review page (issue #19): when a storybook run finds changed pictures, a static page
 * at test-results/visual-review/index.html shows each changed story's baseline, new picture and
 * difference, side by side and with a slider, grouped by component or screen, with a link that
 * opens the story. `npx pnpm@10.34.9 visual:accept [story ids]` makes the reviewed ones baselines.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './run.mjs';
import { findVisualChanges } from './visual-changes.mjs';

const reviewDir = path.join(root, 'test-results/visual-review');
const storybookUrl = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006/';

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Copies the pictures beside the page (it can be opened or uploaded on its own) and writes it. */
export function writeVisualReview() {
  rmSync(reviewDir, { recursive: true, force: true });
  const changes = findVisualChanges();
  if (changes.length === 0) return { changes, page: null };
  mkdirSync(path.join(reviewDir, 'images'), { recursive: true });
  const copy = (file, name) => {
    if (!file || !existsSync(path.join(root, file))) return null;
    copyFileSync(path.join(root, file), path.join(reviewDir, 'images', name));
    return `images/${name}`;
  };
  const groups = new Map();
  for (const change of changes) groups.set(change.title, [...(groups.get(change.title) ?? []), change]);
  const sections = [...groups].map(([title, items]) => {
    const cards = items.map((change) => {
      const base = change.storyId;
      const baseline = change.isNew ? null : copy(change.baseline, `${base}--baseline.png`);
      const actual = copy(change.actual, `${base}--new.png`);
      const diff = copy(change.diff, `${base}--diff.png`);
      const figure = (label, src) =>
        `<figure><figcaption>${label}</figcaption>${src ? `<img src="${src}" alt="${label}: ${escape(change.story)}" loading="lazy">` : '<p>none</p>'}</figure>`;
      return `<article id="${escape(base)}">
  <h3>${escape(change.story)} ${change.isNew ? '<span class="tag">new story, no baseline</span>' : ''}</h3>
  <p><a href="${escape(storybookUrl)}?path=/story/${escape(base)}">open the story</a> · <code>${escape(change.storyFile)}</code>
  · accept: <code>npx pnpm@10.34.9 visual:accept ${escape(base)}</code></p>
  <div class="side">${figure('Baseline', baseline)}${figure('New', actual)}${figure('Difference', diff)}</div>
  ${
    baseline && actual
      ? `<div class="slider"><div class="stack"><img src="${baseline}" alt=""><img class="top" src="${actual}" alt=""></div>
  <label>Baseline ◀ <input type="range" min="0" max="100" value="50" aria-label="Slide between baseline and new picture"> ▶ New</label></div>`
      : ''
  }
</article>`;
    });
    return `<section><h2>${escape(title)} (${items.length})</h2>${cards.join('\n')}</section>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${changes.length} changed</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#1a1a1a}
h2{border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:32px}
article{margin:16px 0 32px}
.side{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
figure{margin:0}figcaption{font-weight:600}
img{max-width:100%;border:1px solid #ccc;display:block}
.stack{position:relative;display:inline-block;max-width:100%}
.stack .top{position:absolute;inset:0;clip-path:inset(0 0 0 50%)}
.slider{margin-top:12px;max-width:900px}
.tag{font-size:12px;background:#fde68a;padding:2px 6px;border-radius:4px}
code{background:#f3f3f3;padding:1px 4px;border-radius:3px}
</style></head><body>
<h1>Visual review: ${changes.length} changed picture${changes.length === 1 ? '' : 's'}</h1>
<p>Each story below looks different from its committed baseline. Compare the pictures; when a change is
intended, accept it as the new baseline: <code>npx pnpm@10.34.9 visual:accept</code> (all) or
<code>npx pnpm@10.34.9 visual:accept &lt;story id&gt; ...</code>, then look at the PNGs and commit them.
Story links expect Storybook at ${escape(storybookUrl)} (<code>npx pnpm@10.34.9 storybook</code>; set STORYBOOK_URL to change).</p>
${sections.join('\n')}
<script>
for (const slider of document.querySelectorAll('.slider')) {
  const top = slider.querySelector('.top');
  const input = slider.querySelector('input');
  input.addEventListener('input', () => { top.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; });
}
</script>
</body></html>
`;
  const page = path.join(reviewDir, 'index.html');
  writeFileSync(page, html);
  writeFileSync(path.join(reviewDir, 'changes.json'), JSON.stringify(changes, null, 2));
  return { changes, page };
}
