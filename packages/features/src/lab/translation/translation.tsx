import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useTranslateText } from '@lancer/api/lab/translate-text';

import { toLoadable } from '../../lib/to-loadable';
import { useRateLimitText } from '../../lib/rate-limited';
import { labErrorOf } from '../lib/ai-error';
import { TranslationView, type TranslationLanguage, type TranslationViewProps } from './translation-view';

const asPair = (language: string | null): TranslationLanguage | null =>
  language === 'en' || language === 'zh' ? language : null;

/** Translation (/lab-translation, /machine-translation): English <-> Chinese through translate-text. */
export function Translation() {
  const { t } = useTranslation('lab');
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const translate = useTranslateText();
  const [result, setResult] = useState<TranslationViewProps['result']>(null);

  const error = waitText(translate.error) ?? labErrorOf(translate.error, t('shared.failed'));

  return (
    <TranslationView
      status={toLoadable(status)}
      onTranslate={(body) =>
        translate.mutate(
          { body },
          { onSuccess: (data) => setResult({ text: data.text, detected: asPair(data.detected_language) }) },
        )
      }
      onResultTaken={() => setResult(null)}
      translating={translate.isPending}
      result={result}
      error={error}
    />
  );
}
