import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { commentIssueBodySchema, type IssueDetail as Detail } from '@lancer/api/schemas/issue';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import { formatMoment } from '../../../lib/format';
import { parseFormBody } from '../../../lib/parse-form-body';
import { displayName } from '../../../lib/project-role';
import { richTextParagraphs } from '../../lib/rich-text-paragraphs';
import { issueStateVariant } from './issue-list';
import { ActionButtons } from '../../components/action-buttons';

export type IssueAction = 'resolve' | 'confirm' | 'reopen';

export type IssueDetailProps = {
  issue: Detail;
  /** What I may do to it now (rules/next-actions.ts mayTakeIssueAction and its state); none on a finished project. */
  actions: readonly IssueAction[];
  canComment: boolean;
  busy: boolean;
  actionError: string | null;
  onAction: (action: IssueAction) => void;
  /** Resolves when the comment is saved; the text stays when it fails. */
  onComment: (body: string) => Promise<boolean>;
};

type CommentValues = { body: string };

/** The comment as typed (projectIssue's message when blank), then parsed by the call's own body schema. */
const commentFormSchema = (issueId: string) =>
  z
    .object({ body: z.string().refine((body) => body.trim().length > 0, 'commentRequired') })
    .transform(({ body }, ctx): CommentValues =>
      parseFormBody(commentIssueBodySchema, { issue_id: issueId, body }, ctx, () => 'body'),
    );

/** One issue: its description, state, milestone, the actions I may take, and its comments. */
export function IssueDetail({
  issue,
  actions,
  canComment,
  busy,
  actionError,
  onAction,
  onComment,
}: IssueDetailProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  const { t: tState } = useTranslation('deliver', { keyPrefix: 'issueState' });
  const form = useForm<CommentValues, unknown, CommentValues>({
    resolver: zodResolver(commentFormSchema(issue.id)),
    defaultValues: { body: '' },
  });
  // A saved comment empties the field; a refused one keeps the text (the alert above says why).
  const submit = form.handleSubmit(async ({ body }) => {
    if (await onComment(body)) form.reset();
  });
  return (
    <article aria-labelledby="issue-title" className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="issue-title" className="text-lg font-semibold break-words">
            #{issue.number} {issue.title}
          </h2>
          <Badge variant={issueStateVariant[issue.state]}>{tState(issue.state)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('meta', { number: issue.number, reporter: displayName(issue.reporter) })} ·{' '}
          {issue.assignee ? t('assignee', { name: displayName(issue.assignee) }) : t('unassigned')}
          {issue.milestone_title ? ` · ${t('milestone', { title: issue.milestone_title })}` : ''}
        </p>
      </header>
      <div className="flex flex-col gap-2 text-sm break-words">
        {richTextParagraphs(issue.description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {actionError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('actionFailed', { message: actionError })}</AlertTitle>
        </Alert>
      ) : null}
      <ActionButtons
        actions={actions}
        primary={actions.find((action) => action !== 'reopen')}
        labelOf={(action) => t(`action.${action}`)}
        busy={busy}
        onAction={onAction}
      />
      <section aria-labelledby="issue-comments" className="flex flex-col gap-3">
        <h3 id="issue-comments" className="text-base font-semibold">
          {t('commentsTitle')}
        </h3>
        {issue.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noComments')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {issue.comments.map((comment) => (
              <li key={comment.id} className="rounded-lg border p-3 text-sm">
                <p className="text-xs text-muted-foreground">
                  {displayName(comment.author)} ·{' '}
                  <time dateTime={comment.created_at}>{formatMoment(comment.created_at, i18n.language)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{comment.body}</p>
              </li>
            ))}
          </ol>
        )}
        {canComment ? (
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <FormField
              label={t('comment')}
              error={fieldErrorText(form.formState.errors.body, (key) => t(key))}
            >
              <Textarea rows={3} maxLength={20_000} {...form.register('body')} />
            </FormField>
            <Button type="submit" size="sm" className="self-end" disabled={busy}>
              {t('commentSubmit')}
            </Button>
          </form>
        ) : null}
      </section>
    </article>
  );
}
