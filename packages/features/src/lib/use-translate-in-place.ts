import { useState } from 'react';

import { useTranslatedTexts } from '@lancer/api/lab/translate-text';
import { detectLanguage, otherLanguage } from '@lancer/api/rules/detect-language';

import { isAiNotConfigured } from './ai-not-configured';

export type InPlaceTranslation = {
  /** The texts as shown: their translations once translated, else the originals. */
  texts: readonly string[];
  /** The language of the shown texts when they are the translation (for `lang`), else undefined. */
  lang: 'en' | 'zh' | undefined;
  /** Where the one-click toggle stands: what its button says. */
  state: 'original' | 'translating' | 'translated' | 'failed' | 'notConfigured';
  /** Translate, or back to the original. */
  toggle: () => void;
};

/**
 * LAB-TRANSLATE-IN-PLACE: texts (a chat message; a job post's title and description) that show in
 * the other language (English <-> Chinese, detected from `sample`, by default the texts themselves)
 * with one click and their original with the next. Each text is translated once: its translation
 * is a query keyed by the text and languages, kept for the session (decision 0600). New texts
 * (another message or job) start in the original.
 */
export function useTranslateInPlace(
  texts: readonly string[],
  sample: string = texts.join('\n\n'),
): InPlaceTranslation {
  const key = texts.join('\u0000');
  const [translatedKey, setTranslatedKey] = useState<string | null>(null);
  const on = translatedKey === key;
  const target = otherLanguage(detectLanguage(sample));
  const queries = useTranslatedTexts(
    texts.map((text) => ({ text, source_language: 'auto' as const, target_language: target })),
    { enabled: on },
  );
  const toggle = () => setTranslatedKey(on ? null : key);
  if (!on) return { texts, lang: undefined, state: 'original', toggle };
  const error = queries.find((query) => query.isError)?.error;
  if (error)
    return { texts, lang: undefined, state: isAiNotConfigured(error) ? 'notConfigured' : 'failed', toggle };
  // A blank text stays as it is; every other one waits for its translation.
  const shown = texts.map((text, index) => (text.trim() ? queries[index]?.data?.text : text));
  if (shown.some((text) => text === undefined))
    return { texts, lang: undefined, state: 'translating', toggle };
  return { texts: shown as string[], lang: target, state: 'translated', toggle };
}
