import type * as React from 'react';
import { SquareIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Label } from '@lancer/ui/components/label';
import { Textarea } from '@lancer/ui/components/textarea';
import { cn } from '@lancer/ui/lib/cn';

/**
 * A lab tool's prompt form (AI developer, image generation): the prompt with its help and error,
 * the tool's own controls, and the submit button that waits while the call runs. A frame for the
 * caller's react-hook-form: the prompt is its registered field, the submit its handleSubmit.
 */
export function PromptForm({
  label,
  help,
  error,
  prompt,
  maxLength,
  textareaClassName,
  onSubmit,
  submitLabel,
  pending,
  disabled,
  controlsClassName,
  children,
}: {
  label: string;
  help: string;
  error: string | undefined;
  /** The prompt's field: `form.register(...)` of the caller's form. */
  prompt: UseFormRegisterReturn;
  maxLength: number;
  textareaClassName?: string;
  /** The caller's `form.handleSubmit(...)`. */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  disabled: boolean;
  controlsClassName?: string;
  /** The tool's options, shown before the submit button. */
  children?: React.ReactNode;
}) {
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FormField label={label} help={help} error={error}>
        <Textarea maxLength={maxLength} className={textareaClassName} {...prompt} />
      </FormField>
      <div className={cn('flex flex-wrap gap-4', controlsClassName)}>
        {children}
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A labelled text area of a lab form (prompt, message, inputs) with its field error under it. */
export function TextareaField({
  id,
  label,
  hideLabel = false,
  error,
  onValueChange,
  onChange,
  ...textarea
}: React.ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  /** The label is read out but not shown (the placeholder says the same). */
  hideLabel?: boolean;
  error?: string | null;
  /** The text after each change (a field of react-hook-form passes its `onChange` instead). */
  onValueChange?: (value: string) => void;
}) {
  return (
    <>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onValueChange?.(event.target.value);
          onChange?.(event);
        }}
        {...textarea}
      />
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The form around a streaming view's composer (AI LLM, multi-turn chat): submitting it sends. A
 * frame for the caller's react-hook-form: `onSubmit` is its handleSubmit.
 */
export function SendForm({
  onSubmit,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  children: React.ReactNode;
}) {
  return (
    <form noValidate className="grid gap-2" onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** What a view whose reply streams (AI LLM, multi-turn chat) takes for its composer. */
export type StreamingComposerProps = {
  onStop: () => void;
  streaming: boolean;
  /** 'notConfigured', the server's message, or null. */
  error: string | null;
};

/** Send while idle, Stop while a reply streams (LAB-STREAM-STOP). */
export function SendOrStopButton({
  streaming,
  onStop,
  disabled,
  children,
}: {
  streaming: boolean;
  onStop: () => void;
  disabled: boolean;
  /** What the send button says (and its icon). */
  children: React.ReactNode;
}) {
  const { t } = useTranslation('lab');
  return streaming ? (
    <Button type="button" variant="outline" onClick={onStop}>
      <SquareIcon aria-hidden />
      {t('shared.stop')}
    </Button>
  ) : (
    <Button type="submit" disabled={disabled}>
      {children}
    </Button>
  );
}
