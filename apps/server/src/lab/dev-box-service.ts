import { desc, eq } from 'drizzle-orm';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import { devBoxSnippets } from '../db/lab-schema';
import { AppError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';

/** Decision 0605: the dev box keeps snippets per user; their code runs only in the browser (LAB-DEV-BOX-LOCAL). */
const toSnippet = (row: typeof devBoxSnippets.$inferSelect) => ({
  id: row.id,
  name: row.name,
  language: row.language,
  code: row.code,
  updated_at: iso(row.updatedAt),
});

export async function fetchDevBoxSnippets(services: Services, userId: string, query: PageQuery) {
  const { rows, total } = await readPage(
    services.db,
    devBoxSnippets,
    eq(devBoxSnippets.ownerId, userId),
    [desc(devBoxSnippets.updatedAt), desc(devBoxSnippets.id)],
    query,
  );
  return paged(rows.map(toSnippet), total, query);
}

/** A new snippet without an id; otherwise that snippet is replaced (only its owner reaches here: ACCESS-MATRIX). */
export async function saveDevBoxSnippet(
  services: Services,
  userId: string,
  input: { snippet_id?: string; name: string; language: DevBoxLanguage; code: string },
) {
  const { snippet_id: id, ...fields } = input;
  if (!id) {
    const [row] = await services.db
      .insert(devBoxSnippets)
      .values({ id: newId(), ownerId: userId, ...fields })
      .returning();
    return toSnippet(row!);
  }
  const [row] = await services.db
    .update(devBoxSnippets)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(devBoxSnippets.id, id))
    .returning();
  if (!row) throw notFound('Snippet');
  return toSnippet(row);
}

export async function deleteDevBoxSnippet(services: Services, id: string) {
  const deleted = await services.db
    .delete(devBoxSnippets)
    .where(eq(devBoxSnippets.id, id))
    .returning({ id: devBoxSnippets.id });
  if (deleted.length === 0) throw notFound('Snippet');
  return { ok: true as const };
}

const FENCE = /```[\w-]*\n([\s\S]*?)```/;

/** The first fenced code block of a model's answer, or null. */
const fencedCode = (answer: string) => FENCE.exec(answer)?.[1]?.replace(/\n$/, '') ?? null;

const languageName = (language: DevBoxLanguage) => (language === 'typescript' ? 'TypeScript' : 'JavaScript');

/** Explain: the model's prose. Fix: the corrected snippet (a fenced block is required) and what changed. */
export async function askAboutDevBoxSnippet(
  services: Services,
  input: { action: 'explain' | 'fix'; language: DevBoxLanguage; code: string; error: string },
) {
  const language = languageName(input.language);
  const task =
    input.action === 'explain'
      ? `Explain briefly what this ${language} snippet does${input.error ? ' and why it fails' : ''}.`
      : `Fix this ${language} snippet. Answer with one sentence on what you changed, then the whole corrected snippet in one fenced code block.`;
  const answer = await services.ai.complete([
    {
      role: 'system',
      content: `${task} It runs in a browser Web Worker without DOM, network or storage; console.log prints.`,
    },
    {
      role: 'user',
      content: `\`\`\`${input.language}\n${input.code}\n\`\`\`${input.error ? `\nError: ${input.error}` : ''}`,
    },
  ]);
  if (input.action === 'explain') return { text: answer.trim(), code: null };
  const code = fencedCode(answer);
  if (code === null)
    throw new AppError(502, 'AI_FAILED', 'The AI endpoint failed: its answer held no corrected code');
  return { text: answer.replace(FENCE, '').trim(), code };
}

/** AI developer: the model's code for a task, from the first fenced block (or the whole answer when it has none). */
export async function runAiDeveloper(services: Services, input: { task: string; language: DevBoxLanguage }) {
  const language = languageName(input.language);
  const answer = await services.ai.complete([
    {
      role: 'system',
      content: `You are a senior ${language} developer. Answer with one short paragraph, then the whole program in one fenced code block. It runs in a browser Web Worker without DOM, network or storage; print results with console.log.`,
    },
    { role: 'user', content: input.task },
  ]);
  const code = (fencedCode(answer) ?? answer).trim();
  if (!code) throw new AppError(502, 'AI_FAILED', 'The AI endpoint failed: its answer held no code');
  return { language: input.language, code, notes: answer.replace(FENCE, '').trim() };
}
