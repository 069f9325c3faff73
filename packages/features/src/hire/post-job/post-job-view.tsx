import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import type { UploadItem } from './components/attachments-field';
import { JobForm } from './components/job-form';
import { RewritePanel, type RewriteState } from './components/rewrite-panel';
import { plainText, type JobField, type JobFormValues } from './job-form-values';

export type PostJobMode = 'new' | 'edit' | 'duplicate';

export type PostJobViewProps = {
  mode: PostJobMode;
  /** The form's values: at once for a new job; once the request is read for edit and duplicate. */
  values: Loadable<JobFormValues>;
  /** Edit of a request that is not a RECRUITING request of mine (or none named): said instead of a form. */
  blocked: 'notEditable' | 'noRequest' | null;
  /** A draft of this user and mode is stored (it was restored, or typed since). */
  draftSaved: boolean;
  editorVersion: number;
  errors: Partial<Record<JobField, string>>;
  /** Why the last submit failed, as the server said it; null when it did not fail. */
  submitError: string | null;
  submitting: boolean;
  uploads: readonly UploadItem[];
  rewrite: RewriteState;
  onChange: (values: JobFormValues) => void;
  onFiles: (files: File[]) => void;
  onRewrite: (text: string) => void;
  onAcceptRewrite: () => void;
  onDiscardRewrite: () => void;
  onDiscardDraft: () => void;
  onSubmit: () => void;
};

/** Post a job (/post-job/{mode?}): a new job, an edit of a RECRUITING one, or a copy to post again. */
export function PostJobView(props: PostJobViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'postJob' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t(`title.${props.mode}`)} description={t(`lead.${props.mode}`)} />
      {props.blocked ? (
        <Alert variant="warning">
          <AlertTitle>{t(`blocked.${props.blocked}`)}</AlertTitle>
          <AlertDescription>{t('blocked.hint')}</AlertDescription>
        </Alert>
      ) : (
        <LoadState state={props.values} errorTitle={t('loadFailed')} {...loadLabels}>
          {(values) => (
            <form
              noValidate
              aria-label={t(`title.${props.mode}`)}
              className="flex flex-col gap-6"
              onSubmit={(event) => {
                event.preventDefault();
                props.onSubmit();
              }}
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
                values={values}
                editorVersion={props.editorVersion}
                errors={props.errors}
                uploads={props.uploads}
                rewritePending={props.rewrite.pending}
                onChange={props.onChange}
                onFiles={props.onFiles}
                onRewrite={() => props.onRewrite(plainText(values.description_html))}
              />
              <RewritePanel
                original={plainText(values.description_html)}
                rewrite={props.rewrite}
                onAccept={props.onAcceptRewrite}
                onDiscard={props.onDiscardRewrite}
              />
              {props.submitError ? (
                <Alert variant="destructive">
                  <AlertTitle>{t('submitFailed')}</AlertTitle>
                  <AlertDescription>{props.submitError}</AlertDescription>
                </Alert>
              ) : Object.keys(props.errors).length > 0 ? (
                <Alert variant="destructive">
                  <AlertTitle>{t('fixFields')}</AlertTitle>
                </Alert>
              ) : null}
              <div className="flex justify-end gap-2">
                <Button type="submit" disabled={props.submitting}>
                  {props.submitting ? t('submitting') : t(`submit.${props.mode}`)}
                </Button>
              </div>
            </form>
          )}
        </LoadState>
      )}
    </div>
  );
}
