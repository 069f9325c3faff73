import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useTranslatedText } from '@lancer/api/lab/translate-text';
import { detectLanguage, otherLanguage } from '@lancer/api/rules/detect-language';

/**
 * LAB-TRANSLATE-IN-PLACE: text that shows in the other language (English <-> Chinese) with one
 * click and its original with the next. Each text is translated once: the translation is a query
 * keyed by the text and languages, kept for the session (decision 0601).
 */
export function TranslatableText({ texts }: { texts: readonly string[] }) {
  const { t } = useTranslation('common', { keyPrefix: 'translateInPlace' });
  const [translated, setTranslated] = useState(false);
  const joined = texts.join('\n\n');
  const target = otherLanguage(detectLanguage(joined));
  const query = useTranslatedText(
    { text: joined, source_language: 'auto', target_language: target },
    { enabled: translated && joined.trim().length > 0 },
  );
  const parts = translated && query.data ? query.data.text.split('\n\n') : texts;
  return (
    <>
      {parts.map((part, index) => (
        <span key={index} className="block" lang={translated && query.data ? target : undefined}>
          {part}
        </span>
      ))}
      <button
        type="button"
        aria-pressed={translated}
        onClick={() => setTranslated((on) => !on)}
        className="mt-1 block text-xs underline underline-offset-2 opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {!translated
          ? t('translate')
          : query.isPending
            ? t('translating')
            : query.isError
              ? t('translateFailed')
              : t('showOriginal')}
      </button>
    </>
  );
}
