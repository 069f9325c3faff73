import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { PostJobForm, type PostJobFormProps, type PostJobMode } from './components/post-job-form';
import type { JobFormValues } from './job-form-values';

export type { PostJobMode };

export type PostJobViewProps = Omit<PostJobFormProps, 'initial'> & {
  /** The form's values: at once for a new job; once the request is read for edit and duplicate. */
  values: Loadable<JobFormValues>;
  /** Edit of a request that is not a RECRUITING request of mine (or none named): said instead of a form. */
  blocked: 'notEditable' | 'noRequest' | null;
  /** Bumped when the values are replaced from outside (a draft discarded, a rewrite accepted): the form starts again from them. */
  editorVersion: number;
};

/** Post a job (/post-job/{mode?}): a new job, an edit of a RECRUITING one, or a copy to post again. */
export function PostJobView({ values, blocked, editorVersion, ...props }: PostJobViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'postJob' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t(`title.${props.mode}`)} description={t(`lead.${props.mode}`)} />
      {blocked ? (
        <Alert variant="warning">
          <AlertTitle>{t(`blocked.${blocked}`)}</AlertTitle>
          <AlertDescription>{t('blocked.hint')}</AlertDescription>
        </Alert>
      ) : (
        <LoadState state={values} errorTitle={t('loadFailed')} {...loadLabels}>
          {(initial) => <PostJobForm key={editorVersion} initial={initial} {...props} />}
        </LoadState>
      )}
    </div>
  );
}
