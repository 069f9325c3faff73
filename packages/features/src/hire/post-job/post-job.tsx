import { useState } from 'react';

import { useRewriteJobpost } from '@lancer/api/ai/rewrite-jobpost';
import { ApiError, userMessageOf } from '@lancer/api/http/api-error';
import { useCreateRequest } from '@lancer/api/request/create-request';
import { useFetchRequest } from '@lancer/api/request/fetch-request';
import { useUpdateRequest } from '@lancer/api/request/update-request';
import { useUploadAttachment } from '@lancer/api/request/upload-attachment';
import type { Attachment } from '@lancer/api/schemas/common';
import type { Loadable } from '@lancer/ui/components/load-state';

import { useRateLimitText } from '../../lib/rate-limited';
import { toLoadable } from '../../lib/to-loadable';
import type { UploadItem } from './components/attachments-field';
import type { RewriteState } from './components/rewrite-panel';
import { useJobDraft } from './job-draft';
import { emptyJob, jobFromRequest, type JobBody, type JobFormValues } from './job-form-values';
import { PostJobView, type PostJobMode } from './post-job-view';

export type PostJobProps = {
  /** The route's mode: none or `new`, `edit`, `duplicate`; anything else reads as `new`. */
  mode?: string;
  /** ?request=<id> of edit and duplicate. */
  requestId?: string | null;
  /** Whose draft this is: drafts are kept per user and mode. */
  draftOwner: string;
  /** The job is posted (or saved): the app goes to its confirmation. */
  onSubmitted: (requestId: string) => void;
};

const modeOf = (mode?: string): PostJobMode => (mode === 'edit' || mode === 'duplicate' ? mode : 'new');
const noRewrite: RewriteState = { pending: false, text: null, error: null };
const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    )
    .join('');

/** Post a job (/post-job/{mode?}): the form, its draft, attachments, AI rewrite and submit. */
export function PostJob({ mode: rawMode, requestId = null, draftOwner, onSubmitted }: PostJobProps) {
  const mode = modeOf(rawMode);
  const needsRequest = mode !== 'new';
  const source = useFetchRequest(
    { request_id: requestId ?? '' },
    { enabled: needsRequest && Boolean(requestId) },
  );
  const {
    draft,
    save,
    update: updateDraft,
    discard,
  } = useJobDraft(`lancer:job-draft:${draftOwner}:${mode}${needsRequest ? `:${requestId ?? ''}` : ''}`);
  const [editorVersion, setEditorVersion] = useState(0);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [rewrite, setRewrite] = useState<RewriteState>(noRewrite);
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const upload = useUploadAttachment();
  const rewriteCall = useRewriteJobpost();
  const waitText = useRateLimitText();
  const submit = mode === 'edit' ? update : create;

  const sourceJob = source.data && source.data.status === 'RECRUITING' ? jobFromRequest(source.data) : null;
  const base: Loadable<JobFormValues> = !needsRequest
    ? { status: 'ready', data: emptyJob }
    : toLoadable(source, jobFromRequest);
  const values: Loadable<JobFormValues> =
    draft && (!needsRequest || base.status === 'ready') ? { status: 'ready', data: draft } : base;
  const notMine = source.error instanceof ApiError && [403, 404].includes(source.error.status);
  const blocked =
    needsRequest && !requestId
      ? 'noRequest'
      : mode === 'edit' && ((source.data && !sourceJob) || notMine)
        ? 'notEditable'
        : null;
  const current = values.status === 'ready' ? values.data : null;

  const onFiles = (files: File[], attach: (attachment: Attachment) => void) => {
    for (const file of files) {
      const id = `${file.name}-${Date.now()}-${Math.random()}`;
      setUploads((items) => [...items, { id, name: file.name, status: 'uploading' }]);
      upload.mutate(
        { body: { file } },
        {
          onSuccess: (attachment) => {
            setUploads((items) => items.filter((item) => item.id !== id));
            // Kept in the draft even when the form is gone by now; the open form shows it too.
            updateDraft(current ?? emptyJob, (latest) => ({
              ...latest,
              attachments: [...latest.attachments, attachment],
            }));
            attach(attachment);
          },
          onError: (error) =>
            setUploads((items) =>
              items.map((item) =>
                item.id === id ? { ...item, status: 'failed', message: userMessageOf(error) } : item,
              ),
            ),
        },
      );
    }
  };

  /** Sends the checked body; a refusal rejects, and the form puts the server's field messages on its fields. */
  const onSubmit = async (body: JobBody) => {
    const request =
      mode === 'edit'
        ? await update.mutateAsync({ body: { ...body, request_id: requestId ?? '' } })
        : await create.mutateAsync({ body });
    discard();
    onSubmitted(request.id);
  };

  return (
    <PostJobView
      mode={mode}
      values={values}
      blocked={blocked}
      draftSaved={draft !== null}
      editorVersion={editorVersion}
      submitError={submit.error ? userMessageOf(submit.error) : null}
      submitting={submit.isPending}
      uploads={uploads}
      rewrite={rewrite}
      onChange={save}
      onFiles={onFiles}
      onRewrite={(text) => {
        if (!text) return setRewrite({ ...noRewrite, error: 'empty' });
        setRewrite({ ...noRewrite, pending: true });
        rewriteCall.mutate(
          { body: { text } },
          {
            onSuccess: (answer) => setRewrite({ ...noRewrite, text: answer.text }),
            onError: (error) =>
              setRewrite({
                ...noRewrite,
                wait: waitText(error),
                error:
                  error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED'
                    ? 'notConfigured'
                    : 'failed',
              }),
          },
        );
      }}
      onAcceptRewrite={() => {
        if (current && rewrite.text) save({ ...current, description_html: textToHtml(rewrite.text) });
        setRewrite(noRewrite);
        setEditorVersion((version) => version + 1);
      }}
      onDiscardRewrite={() => setRewrite(noRewrite)}
      onDiscardDraft={() => {
        discard();
        setEditorVersion((version) => version + 1);
      }}
      onSubmit={onSubmit}
    />
  );
}
