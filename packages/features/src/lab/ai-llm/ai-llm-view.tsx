import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Slider } from '@lancer/ui/components/slider';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { CopyButton } from '../components/copy-button';
import { LabPage, type LabStatus } from '../components/lab-page';
import {
  SendForm,
  SendOrStopButton,
  TextareaField,
  type StreamingComposerProps,
} from '../components/prompt-form';
import { Markdown } from '../components/markdown';
import { LabError } from '../components/lab-error';
import { messageFormSchema, type MessageValues } from '../lib/message-form';

export type AiLlmViewProps = {
  status: LabStatus;
  models: Loadable<string[]>;
  model: string;
  onModelChange: (model: string) => void;
  temperature: number;
  onTemperatureChange: (temperature: number) => void;
  maxTokens: number;
  onMaxTokensChange: (maxTokens: number) => void;
  /** Sends the prompt, as the form's schema parsed it. */
  onSend: (prompt: string) => void;
  answer: string;
  stopped: boolean;
} & StreamingComposerProps;

/** AI LLM (/lab-ai-llm): one prompt, a model and its parameters; the answer streams in; Stop. */
export function AiLlmView(props: AiLlmViewProps) {
  const { t } = useTranslation('lab');
  const labels = useLoadStateLabels();
  const form = useForm<MessageValues, unknown, MessageValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { message: '' },
  });
  return (
    <LabPage tool="aiLlm" status={props.status} errorTitle={t('aiLlm.modelsFailed')}>
      {(configured) => (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <div className="grid content-start gap-5">
            {configured && (
              <LoadState state={props.models} errorTitle={t('aiLlm.modelsFailed')} {...labels}>
                {(models) => (
                  <div className="grid gap-1.5">
                    <Label htmlFor="llm-model">{t('aiLlm.model')}</Label>
                    <Select
                      value={props.model}
                      onValueChange={props.onModelChange}
                      disabled={models.length === 0}
                    >
                      <SelectTrigger id="llm-model" className="w-full">
                        <SelectValue placeholder={t('aiLlm.noModels')} />
                      </SelectTrigger>
                      <SelectContent>
                        {models.map((model) => (
                          <SelectItem key={model} value={model}>
                            {model}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                )}
              </LoadState>
            )}
            <div className="grid gap-2">
              <div className="flex justify-between text-sm">
                <Label id="llm-temperature-label">{t('aiLlm.temperature')}</Label>
                <span className="text-muted-foreground tabular-nums">{props.temperature.toFixed(1)}</span>
              </div>
              <Slider
                label={t('aiLlm.temperature')}
                min={0}
                max={2}
                step={0.1}
                value={[props.temperature]}
                onValueChange={([value]) => props.onTemperatureChange(value ?? 0)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="llm-max-tokens">{t('aiLlm.maxTokens')}</Label>
              <Input
                id="llm-max-tokens"
                type="number"
                inputMode="numeric"
                min={1}
                max={32000}
                value={props.maxTokens}
                onChange={(event) => props.onMaxTokensChange(Number(event.target.value))}
              />
            </div>
          </div>
          <div className="grid content-start gap-4">
            <SendForm onSubmit={form.handleSubmit(({ message }) => props.onSend(message))}>
              <TextareaField
                id="llm-prompt"
                label={t('aiLlm.prompt')}
                maxLength={20_000}
                className="min-h-28"
                error={fieldErrorText(form.formState.errors.message, (key) => t(key))}
                {...form.register('message')}
              />
              <div className="flex gap-2">
                <SendOrStopButton streaming={props.streaming} onStop={props.onStop} disabled={!configured}>
                  {t('aiLlm.send')}
                </SendOrStopButton>
              </div>
            </SendForm>
            <section
              aria-labelledby="llm-answer"
              aria-busy={props.streaming || undefined}
              className="grid gap-2"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id="llm-answer" className="flex items-center gap-2 text-sm font-medium">
                  {t('aiLlm.answer')}
                  {props.stopped && <Badge variant="secondary">{t('shared.stopped')}</Badge>}
                </h2>
                <CopyButton text={props.answer} label={t('shared.copy')} copiedLabel={t('shared.copied')} />
              </div>
              <div data-testid="llm-answer" className="min-h-32 rounded-md border bg-muted/30 px-3 py-2">
                {props.answer ? (
                  <Markdown text={props.answer} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('aiLlm.answerEmpty')}</p>
                )}
              </div>
            </section>
            <LabError error={props.error} />
          </div>
        </div>
      )}
    </LabPage>
  );
}
