import { ArrowLeftRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Textarea } from '@lancer/ui/components/textarea';

import { LabPage, type LabStatus } from '../components/lab-page';
import { LabError } from '../components/lab-error';
import { ResultPanel } from '../components/result-panel';

export type TranslationLanguage = 'en' | 'zh';
const TRANSLATION_MAX = 20_000;

export type TranslationViewProps = {
  status: LabStatus;
  text: string;
  onTextChange: (text: string) => void;
  from: TranslationLanguage | 'auto';
  onFromChange: (from: TranslationLanguage | 'auto') => void;
  to: TranslationLanguage;
  onToChange: (to: TranslationLanguage) => void;
  onSwap: () => void;
  onTranslate: () => void;
  translating: boolean;
  result: { text: string; detected: TranslationLanguage | null } | null;
  /** 'notConfigured', the server's message, or null. */
  error: string | null;
  /** A message for the source field ("Please input message"). */
  fieldError?: string | null;
};

/** A labelled select of the languages a side may be in (the source may also be "detect"). */
function LanguageSelect<Language extends TranslationLanguage | 'auto'>({
  id,
  label,
  value,
  languages,
  onValueChange,
}: {
  id: string;
  label: string;
  value: Language;
  languages: readonly Language[];
  onValueChange: (value: Language) => void;
}) {
  const { t } = useTranslation('lab', { keyPrefix: 'translation' });
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onValueChange(next as Language)}>
        <SelectTrigger id={id} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {languages.map((language) => (
            <SelectItem key={language} value={language}>
              {t(language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Translation (/lab-translation, /machine-translation): English <-> Chinese, the source kept beside. */
export function TranslationView(props: TranslationViewProps) {
  const { t } = useTranslation('lab');
  return (
    <LabPage tool="translation" status={props.status} errorTitle={t('translation.statusFailed')}>
      {(configured) => (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onTranslate();
          }}
        >
          <div className="flex flex-wrap items-end gap-3">
            <LanguageSelect
              id="translation-from"
              label={t('translation.from')}
              value={props.from}
              languages={['auto', 'en', 'zh']}
              onValueChange={props.onFromChange}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('translation.swap')}
              onClick={props.onSwap}
            >
              <ArrowLeftRightIcon aria-hidden />
            </Button>
            <LanguageSelect
              id="translation-to"
              label={t('translation.to')}
              value={props.to}
              languages={['en', 'zh']}
              onValueChange={props.onToChange}
            />
            <Button type="submit" loading={props.translating} disabled={!configured} className="ml-auto">
              {t('translation.translate')}
            </Button>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <Label htmlFor="translation-source">{t('translation.source')}</Label>
              <Textarea
                id="translation-source"
                value={props.text}
                maxLength={TRANSLATION_MAX}
                onChange={(event) => props.onTextChange(event.target.value)}
                aria-invalid={props.fieldError ? true : undefined}
                aria-describedby="translation-source-count"
                className="min-h-48"
              />
              <div className="flex justify-between text-xs text-muted-foreground">
                <span className="text-destructive" role={props.fieldError ? 'alert' : undefined}>
                  {props.fieldError}
                </span>
                <span id="translation-source-count" className="tabular-nums">
                  {t('shared.characters', { count: props.text.length })}
                </span>
              </div>
            </div>
            <ResultPanel
              id="translation-result"
              title={t('translation.result')}
              copyText={props.result?.text ?? ''}
              as="output"
              boxClassName="min-h-48 whitespace-pre-wrap"
              footer={
                <div className="flex justify-between text-xs text-muted-foreground">
                  <span>
                    {props.result?.detected
                      ? t('translation.detected', { language: t(`translation.${props.result.detected}`) })
                      : null}
                  </span>
                  <span className="tabular-nums">
                    {props.result ? t('shared.characters', { count: props.result.text.length }) : null}
                  </span>
                </div>
              }
            >
              {props.result?.text ?? (
                <span className="text-muted-foreground">{t('translation.resultEmpty')}</span>
              )}
            </ResultPanel>
          </div>
          <LabError error={props.error} />
        </form>
      )}
    </LabPage>
  );
}
