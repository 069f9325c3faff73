import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Attachment } from '@lancer/api/schemas/common';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { jobFieldOf, jobFormSchema, plainText, type JobBody, type JobFormValues } from '../job-form-values';
import type { UploadItem } from './attachments-field';
import { JobForm } from './job-form';
import { RewritePanel, type RewriteState } from './rewrite-panel';

export type PostJobMode = 'new' | 'edit' | 'duplicate';

export type PostJobFormProps = {
  mode: PostJobMode;
  /** Where the form starts (the draft, the request, or blank); read once, when it mounts. */
  initial: JobFormValues;
  draftSaved: boolean;
  /** Why the last submit failed, as the server said it; null when it did not fail. */
  submitError: string | null;
  submitting: boolean;
  uploads: readonly UploadItem[];
  rewrite: RewriteState;
  /** Every change of the values (the draft keeps them). */
  onChange: (values: JobFormValues) => void;
  /** Files to upload; `attach` adds one uploaded file to the form. */
  onFiles: (files: File[], attach: (attachment: Attachment) => void) => void;
  onRewrite: (text: string) => void;
  onAcceptRewrite: () => void;
  onDiscardRewrite: () => void;
  onDiscardDraft: () => void;
  /** Sends the checked body; a rejection with the server's VALIDATION_FAILED fields puts them on the fields. */
  onSubmit: (body: JobBody) => Promise<unknown>;
};

/** The post-job form on react-hook-form with the contract's schema; its values stay through a refusal. */
export function PostJobForm({ mode, initial, onChange, onFiles, onSubmit, ...props }: PostJobFormProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'postJob' });
  const form = useForm<JobFormValues, unknown, JobBody>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: initial,
  });
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const subscription = form.watch((values) => changed.current(values as JobFormValues));
    return () => subscription.unsubscribe();
  }, [form]);
  const description = plainText(form.watch('description_html'));
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <form
      noValidate
      aria-label={t(`title.${mode}`)}
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(async (body) => {
        try {
          await onSubmit(body);
        } catch (error) {
          applyServerFieldErrors(error, form.setError, { fieldOf: jobFieldOf });
        }
      })}
    >
      {props.draftSaved ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span role="status">{t('draft.saved')}</span>
          <Button type="button" variant="ghost" size="sm" onClick={props.onDiscardDraft}>
            {t('draft.discard')}
          </Button>
        </div>
      ) : null}
      <JobForm
        form={form}
        uploads={props.uploads}
        rewritePending={props.rewrite.pending}
        onFiles={(files) =>
          onFiles(files, (attachment) =>
            form.setValue('attachments', [...form.getValues('attachments'), attachment], {
              shouldDirty: true,
            }),
          )
        }
        onRewrite={() => props.onRewrite(description)}
      />
      <RewritePanel
        original={description}
        rewrite={props.rewrite}
        onAccept={props.onAcceptRewrite}
        onDiscard={props.onDiscardRewrite}
      />
      {props.submitError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('submitFailed')}</AlertTitle>
          <AlertDescription>{props.submitError}</AlertDescription>
        </Alert>
      ) : hasErrors ? (
        <Alert variant="destructive">
          <AlertTitle>{t('fixFields')}</AlertTitle>
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={props.submitting}>
          {props.submitting ? t('submitting') : t(`submit.${mode}`)}
        </Button>
      </div>
    </form>
  );
}
