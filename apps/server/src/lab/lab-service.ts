import { and, desc, eq, isNull } from 'drizzle-orm';

import { detectLanguage } from '@lancer/api/rules/detect-language';
import { stepsOf } from '@lancer/api/rules/task-steps';

import type { ChatMessage } from '../ai/ai-provider';
import { devBoxes } from '../db/product-schema';
import { AppError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import type { Services } from '../services';

const LANGUAGES: Record<string, string> = {
  en: 'English',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
};

/** Whether an AI provider is configured, and its model. */
export const fetchLabStatus = (services: Services) => ({
  configured: services.ai.configured,
  model: services.ai.configured ? services.config.aiModel : null,
});

export async function completeChat(services: Services, messages: ChatMessage[]) {
  return { message: { role: 'assistant' as const, content: await services.ai.complete(messages) } };
}

export async function translateText(
  services: Services,
  input: { text: string; source_language: string; target_language: string },
) {
  const from =
    input.source_language === 'auto' ? 'the language it is written in' : LANGUAGES[input.source_language];
  const text = await services.ai.complete([
    {
      role: 'system',
      content: `Translate the user's text from ${from} into ${LANGUAGES[input.target_language]}. Answer with the translation only.`,
    },
    { role: 'user', content: input.text },
  ]);
  return {
    text,
    // Detect: the language the text is written in, by the shared rule (en or zh).
    detected_language: input.source_language === 'auto' ? detectLanguage(input.text) : null,
  };
}

const TASKS = {
  summarize: 'Summarize the input in a few sentences.',
  extract_keywords: 'List the key words and phrases of the input, comma separated.',
  classify: 'Classify the input: answer with one short category label and one sentence of reason.',
  custom: '',
} as const;

type TaskFormat = 'text' | 'steps' | 'template';
const FORMATS: Record<TaskFormat, string> = {
  text: '',
  steps: 'Answer with numbered steps, one per line, and nothing else.',
  template: 'The input holds a template with blanks: answer with the template filled in, and nothing else.',
};

export async function completeTask(
  services: Services,
  input: { task: keyof typeof TASKS; instruction: string; input: string; format?: TaskFormat },
) {
  const instruction =
    input.task === 'custom' ? input.instruction : `${TASKS[input.task]} ${input.instruction}`.trim();
  if (!instruction)
    throw new AppError(400, 'VALIDATION_FAILED', 'Please describe the task', {
      instruction: 'Please describe the task',
    });
  const format = input.format ?? 'text';
  const output = await services.ai.complete([
    { role: 'system', content: `${instruction} ${FORMATS[format]}`.trim() },
    { role: 'user', content: input.input },
  ]);
  return format === 'steps' ? { output, steps: stepsOf(output) } : { output };
}

/** Plan and files from the model, asked for as JSON; a non-JSON answer becomes a one-step plan. */
export async function runAiDeveloper(services: Services, input: { task: string; language: string }) {
  const answer = await services.ai.complete([
    {
      role: 'system',
      content: `You are a senior ${input.language} developer. Answer only with JSON: {"plan": [steps], "files": [{"path", "content"}]}. Nothing is executed.`,
    },
    { role: 'user', content: input.task },
  ]);
  const json = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1);
  try {
    const parsed = JSON.parse(json) as { plan?: unknown; files?: unknown };
    const plan = Array.isArray(parsed.plan) ? parsed.plan.map(String) : [];
    const files = Array.isArray(parsed.files)
      ? parsed.files
          .filter((f): f is { path: unknown; content: unknown } => typeof f === 'object' && f !== null)
          .map((f) => ({ path: String(f.path ?? ''), content: String(f.content ?? '') }))
      : [];
    return { plan, files };
  } catch {
    return { plan: [answer.trim()], files: [] };
  }
}

/** Images through the endpoint's /images/generations (OpenAI protocol), as data URLs. */
export async function generateImage(services: Services, input: { prompt: string; size: string }) {
  const { aiBaseUrl, aiApiKey } = services.config;
  if (!aiBaseUrl)
    throw new AppError(
      503,
      'AI_NOT_CONFIGURED',
      'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint',
    );
  const response = await fetch(`${aiBaseUrl.replace(/\/$/, '')}/images/generations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(aiApiKey ? { authorization: `Bearer ${aiApiKey}` } : {}),
    },
    body: JSON.stringify({ prompt: input.prompt, size: input.size, n: 1, response_format: 'b64_json' }),
    signal: AbortSignal.timeout(120_000),
  }).catch((error: Error) => {
    throw new AppError(502, 'INTERNAL', `The AI endpoint failed: ${error.message}`);
  });
  if (!response.ok)
    throw new AppError(502, 'INTERNAL', `The AI endpoint cannot generate images (HTTP ${response.status})`);
  const data = (await response.json().catch(() => null)) as {
    data?: Array<{ b64_json?: string; url?: string }>;
  } | null;
  const images = (data?.data ?? [])
    .map((item) => (item.b64_json ? `data:image/png;base64,${item.b64_json}` : (item.url ?? '')))
    .filter(Boolean)
    .map((url) => ({ url }));
  if (images.length === 0) throw new AppError(502, 'INTERNAL', 'The AI endpoint returned no image');
  return { images };
}

/** Dev boxes are records in this build (no container runtime): "starting" for a few seconds, then "running". */
const STARTUP_MS = 3_000;
const toDevBox = (row: typeof devBoxes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  template: row.template,
  status: row.stoppedAt
    ? ('stopped' as const)
    : Date.now() - row.createdAt.getTime() < STARTUP_MS
      ? ('starting' as const)
      : ('running' as const),
  created_at: iso(row.createdAt),
});

export async function fetchDevBoxes(services: Services, userId: string) {
  const rows = await services.db
    .select()
    .from(devBoxes)
    .where(eq(devBoxes.ownerId, userId))
    .orderBy(desc(devBoxes.createdAt));
  return { dev_boxes: rows.map(toDevBox) };
}

export async function createDevBox(
  services: Services,
  userId: string,
  input: { name: string; template: 'node' | 'python' | 'static' },
) {
  const [row] = await services.db
    .insert(devBoxes)
    .values({ id: newId(), ownerId: userId, ...input })
    .returning();
  return toDevBox(row!);
}

export async function stopDevBox(services: Services, userId: string, id: string) {
  const [row] = await services.db
    .select()
    .from(devBoxes)
    .where(and(eq(devBoxes.id, id), eq(devBoxes.ownerId, userId)));
  if (!row) throw notFound('Dev box');
  if (row.stoppedAt)
    throw new AppError(409, 'INVALID_STATE_TRANSITION', 'Cannot stop a dev box that is stopped');
  const [stopped] = await services.db
    .update(devBoxes)
    .set({ stoppedAt: new Date() })
    .where(and(eq(devBoxes.id, id), isNull(devBoxes.stoppedAt)))
    .returning();
  return toDevBox(stopped ?? row);
}
