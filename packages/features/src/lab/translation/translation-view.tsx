import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftRightIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { detectLanguage, otherLanguage } from '@lancer/api/rules/detect-language';
import { translateTextBodySchema, type TranslateTextBody } from '@lancer/api/schemas/lab';

import { Button } from '@lancer/ui/components/button';
import { Label } from '@lancer/ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Textarea } from '@lancer/ui/components/textarea';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { parseFormBody } from '../../lib/parse-form-body';
import { LabPage, type LabStatus } from '../components/lab-page';
import { LabError } from '../components/lab-error';
import { ResultPanel } from '../components/result-panel';

export type TranslationLanguage = 'en' | 'zh';
const TRANSLATION_MAX = 20_000;

type TranslationValues = { text: string; from: TranslationLanguage | 'auto'; to: TranslationLanguage };

/**
 * The text as typed (the lab's "Please input message" when blank), then the call's body parsed by
 * translate-text's own schema. Detect: text already in the target language goes to the other one.
 */
const translationFormSchema = z
  .object({
    text: z.string().refine((text) => text.trim().length > 0, 'inputMessage'),
    from: z.enum(['auto', 'en', 'zh']),
    to: z.enum(['en', 'zh']),
  })
  .transform(({ text, from, to }, ctx) => {
    const source = from === 'auto' ? detectLanguage(text) : from;
    const target = source === to ? otherLanguage(source) : to;
    return parseFormBody(
      translateTextBodySchema,
      { text, source_language: from, target_language: target },
      ctx,
      () => 'text',
    );
  });

export type TranslationViewProps = {
  status: LabStatus;
  /** The translate-text body, the target as the detection turned it. */
  onTranslate: (body: TranslateTextBody) => void;
  /** The result was swapped into the source field; it is no longer on screen. */
  onResultTaken: () => void;
  translating: boolean;
  result: { text: string; detected: TranslationLanguage | null } | null;
  /** 'notConfigured', the server's message, or null. */
  error: string | null;
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
  const form = useForm<TranslationValues, unknown, TranslateTextBody>({
    resolver: zodResolver(translationFormSchema),
    defaultValues: { text: '', from: 'auto', to: 'zh' },
  });
  const text = form.watch('text');
  const fieldError = fieldErrorText(form.formState.errors.text, (key) => t(key));
  const translate = form.handleSubmit((body) => {
    if (body.target_language !== form.getValues('to'))
      form.setValue('to', body.target_language as TranslationLanguage);
    props.onTranslate(body);
  });
  const swap = () => {
    const { from, to } = form.getValues();
    const source = from === 'auto' ? (props.result?.detected ?? detectLanguage(text)) : from;
    form.setValue('from', to);
    form.setValue('to', source === to ? otherLanguage(to) : source);
    if (props.result) {
      form.setValue('text', props.result.text);
      props.onResultTaken();
    }
  };
  return (
    <LabPage tool="translation" status={props.status} errorTitle={t('translation.statusFailed')}>
      {(configured) => (
        <form className="grid gap-4" noValidate onSubmit={translate}>
          <div className="flex flex-wrap items-end gap-3">
            <Controller
              control={form.control}
              name="from"
              render={({ field }) => (
                <LanguageSelect
                  id="translation-from"
                  label={t('translation.from')}
                  value={field.value}
                  languages={['auto', 'en', 'zh']}
                  onValueChange={field.onChange}
                />
              )}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('translation.swap')}
              onClick={swap}
            >
              <ArrowLeftRightIcon aria-hidden />
            </Button>
            <Controller
              control={form.control}
              name="to"
              render={({ field }) => (
                <LanguageSelect
                  id="translation-to"
                  label={t('translation.to')}
                  value={field.value}
                  languages={['en', 'zh']}
                  onValueChange={field.onChange}
                />
              )}
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
                maxLength={TRANSLATION_MAX}
                {...form.register('text')}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby="translation-source-count"
                className="min-h-48"
              />
              <div className="flex justify-between text-xs text-muted-foreground">
                <span className="text-destructive" role={fieldError ? 'alert' : undefined}>
                  {fieldError}
                </span>
                <span id="translation-source-count" className="tabular-nums">
                  {t('shared.characters', { count: text.length })}
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
