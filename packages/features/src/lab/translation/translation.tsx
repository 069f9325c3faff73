import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useTranslateText } from '@lancer/api/lab/translate-text';
import { detectLanguage, otherLanguage } from '@lancer/api/rules/detect-language';

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
  const [text, setText] = useState('');
  const [from, setFrom] = useState<TranslationLanguage | 'auto'>('auto');
  const [to, setTo] = useState<TranslationLanguage>('zh');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<TranslationViewProps['result']>(null);

  const onTranslate = () => {
    if (!text.trim()) return setFieldError(t('inputMessage'));
    setFieldError(null);
    // Detect: text already in the target language goes to the other one.
    const source = from === 'auto' ? detectLanguage(text) : from;
    const target = source === to ? otherLanguage(source) : to;
    if (target !== to) setTo(target);
    translate.mutate(
      { body: { text, source_language: from, target_language: target } },
      { onSuccess: (data) => setResult({ text: data.text, detected: asPair(data.detected_language) }) },
    );
  };

  const onSwap = () => {
    const source = from === 'auto' ? (result?.detected ?? detectLanguage(text)) : from;
    setFrom(to);
    setTo(source === to ? otherLanguage(to) : source);
    if (result) {
      setText(result.text);
      setResult(null);
    }
  };

  const error = waitText(translate.error) ?? labErrorOf(translate.error, t('shared.failed'));

  return (
    <TranslationView
      status={toLoadable(status)}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (fieldError && next.trim()) setFieldError(null);
      }}
      from={from}
      onFromChange={setFrom}
      to={to}
      onToChange={setTo}
      onSwap={onSwap}
      onTranslate={onTranslate}
      translating={translate.isPending}
      result={result}
      error={error}
      fieldError={fieldError}
    />
  );
}
