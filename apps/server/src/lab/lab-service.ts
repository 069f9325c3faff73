import { detectLanguage } from '@lancer/api/rules/detect-language';
import { stepsOf } from '@lancer/api/rules/task-steps';

import type { ChatMessage } from '../ai/ai-provider';
import { AppError } from '../http/errors';
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
