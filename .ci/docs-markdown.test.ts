import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { compile, type CompileOptions } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';

import storybook from '../.storybook/main.ts';

/**
 * Storybook's docs pages as they render: each MDX page compiled with the options .storybook/main.ts
 * gives Storybook's MDX compiler, and the text the reader sees searched for Markdown that stayed
 * Markdown. A table compiled without GitHub-flavoured Markdown becomes a paragraph of pipes
 * ("| Section | What you find |"): this fails on such a line, in a second or two. The built
 * Storybook's pages are checked the same way in Chromium by .ci/ui-package/built-storybook.test.ts
 * (the package step, ~2 min).
 */
const root = path.resolve(import.meta.dirname, '..');

type HastNode = { type: string; tagName?: string; value?: string; children?: HastNode[] };

function docsCompileOptions(): CompileOptions {
  const docs = storybook.addons?.find(
    (addon) => typeof addon === 'object' && addon.name === '@storybook/addon-docs',
  );
  const options = typeof docs === 'object' ? docs.options : undefined;
  return options?.mdxPluginOptions?.mdxCompileOptions ?? {};
}

function docsPages() {
  const folders = ['.storybook', 'packages/ui/src', 'packages/features/src'];
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx') && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)),
  );
}

/** The page's rendered tree (HTML elements and JSX), as the last step of compiling sees it. */
async function renderedTree(file: string): Promise<HastNode> {
  let tree: HastNode | undefined;
  const options = docsCompileOptions();
  await compile(readFileSync(path.join(root, file), 'utf8'), {
    ...options,
    rehypePlugins: [...(options.rehypePlugins ?? []), () => (node: HastNode) => void (tree = node)],
  });
  if (!tree) throw new Error(`${file} compiled to nothing`);
  return tree;
}

/** The text a reader sees, one string per block, code left out (a code sample may show pipes). */
function visibleBlocks(node: HastNode, blocks: string[] = []): string[] {
  if (node.tagName === 'code' || node.tagName === 'pre') return blocks;
  if (node.tagName === 'p' || node.tagName === 'li' || node.tagName === 'td' || node.tagName === 'th') {
    blocks.push(textOf(node));
    return blocks;
  }
  for (const child of node.children ?? []) visibleBlocks(child, blocks);
  return blocks;
}

function textOf(node: HastNode): string {
  if (node.tagName === 'code') return '`code`';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function countTables(node: HastNode): number {
  return (node.tagName === 'table' ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + countTables(c), 0);
}

const rawTableLine = /^\s*\|.*\|\s*$/m;

describe('Storybook docs pages', () => {
  const pages = docsPages();

  it('are found', () => {
    expect(pages).toContain(path.join('.storybook', 'docs', 'reviewers.mdx'));
  });

  it.each(pages)('%s shows no line of raw table pipes', async (file) => {
    const tree = await renderedTree(file);
    const raw = visibleBlocks(tree).filter((block) => rawTableLine.test(block));
    expect(raw, 'a Markdown table rendered as text').toEqual([]);
    // Every table written in the source (outside code samples) is a table on the page.
    const source = readFileSync(path.join(root, file), 'utf8').replace(/^```[^]*?^```$/gm, '');
    const written = source.match(/^\|[\s:|-]+\|$/gm) ?? [];
    expect(countTables(tree)).toBe(written.length);
  });
});
