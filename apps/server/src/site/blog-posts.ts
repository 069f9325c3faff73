import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readingMinutes } from '@lancer/api/rules/site';
import { blogPostSchema, siteLanguageSchema, type BlogPost } from '@lancer/api/schemas/site';

import { serverRoot } from '../lib/server-root';
import { renderBlogMarkdown, splitFrontMatter } from '../lib/blog-markdown';

/** The blog's Markdown files: content/blog/<lang>/<slug>.md, in the repository. */
const blogDir = path.join(serverRoot, 'content/blog');

/** Reads and renders one file; a file with missing or wrong front matter fails loudly, naming it. */
function readBlogPost(file: string, lang: string): BlogPost {
  const { fields, body } = splitFrontMatter(readFileSync(file, 'utf8'));
  const parsed = blogPostSchema.safeParse({
    slug: path.basename(file, '.md'),
    lang,
    title: fields.title,
    summary: fields.summary ?? '',
    author: fields.author ?? 'Lancer team',
    published_on: fields.published_on,
    tags: (fields.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    reading_minutes: readingMinutes(body),
    html: renderBlogMarkdown(body),
  });
  if (!parsed.success) throw new Error(`Blog post ${file} is not valid: ${parsed.error.message}`);
  return parsed.data;
}

export function readBlogPosts(dir = blogDir): BlogPost[] {
  return siteLanguageSchema.options.flatMap((lang) => {
    const folder = path.join(dir, lang);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readBlogPost(path.join(folder, name), lang));
  });
}

let cached: BlogPost[] | undefined;

/** Read once per process: the posts ship with the code and change only with a deploy. */
export const blogPosts = () => (cached ??= readBlogPosts());
