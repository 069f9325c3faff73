import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { ConsoleContent } from '@lancer/api/schemas/console';
import { REPORT_TEXT_MAX } from '@lancer/api/schemas/report';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';

import { formatDay } from '../../../lib/format';
import { personName } from '../../../lib/person-name';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';
import { ConsoleActionError, ConsoleFormDialog, useConsoleDialog } from '../../../components/console-dialogs';

/** hideContentBodySchema's reason, with i18n keys (console:content.errors.*) as messages. */
const hideFormSchema = z.object({
  reason: z.string().trim().min(1, 'errors.reason').max(REPORT_TEXT_MAX, 'errors.reasonLong'),
});
export type HideFormValues = z.infer<typeof hideFormSchema>;

export type ContentActions = {
  /** Resolves when the server hid it: the dialog closes then. */
  onHide: (item: ConsoleContent, values: HideFormValues) => Promise<unknown>;
  onRestore: (item: ConsoleContent) => void;
  busy: boolean;
  /** The server's refusal of the last hide or restore. */
  actionError: string | null;
};

/** One job post or review for an operator: what it says, whose, since when hidden and why; hide or restore. */
export function ContentCard({ item, ...actions }: { item: ConsoleContent } & ContentActions) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'content' });
  const { dialog, show, close, run } = useConsoleDialog<'hide'>();
  const form = useForm<HideFormValues>({
    resolver: zodResolver(hideFormSchema),
    defaultValues: { reason: '' },
  });
  const post = item.subject_type === 'job_post';
  const heading = post
    ? t('postHeading', { name: personName(item.author) })
    : t('reviewHeading', { name: personName(item.author), rating: item.rating });
  return (
    <article aria-label={heading} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{heading}</h3>
        {item.hidden ? <Badge variant="destructive">{t('hiddenBadge')}</Badge> : null}
        <span className="ml-auto text-xs text-muted-foreground">
          {formatDay(item.created_at, i18n.language)}
        </span>
      </div>
      <blockquote className="line-clamp-3 border-l-2 pl-3 text-sm break-words whitespace-pre-line">
        {post ? (
          <AppLink to={`${paths.jobs.getHref()}?job=${encodeURIComponent(item.subject_id)}`}>
            {item.text}
          </AppLink>
        ) : (
          item.text
        )}
      </blockquote>
      {item.hidden ? (
        <p className="text-sm break-words">
          {t('hiddenWhy', {
            day: formatDay(item.hidden.hidden_at, i18n.language),
            reason: item.hidden.reason,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.hidden ? (
          <Button variant="outline" size="sm" disabled={actions.busy} onClick={() => actions.onRestore(item)}>
            {t(post ? 'restorePost' : 'restoreReview')}
          </Button>
        ) : (
          <Button variant="destructive" size="sm" onClick={() => show('hide')}>
            {t(post ? 'hidePost' : 'hideReview')}
          </Button>
        )}
      </div>
      {dialog === null ? <ConsoleActionError error={actions.actionError} /> : null}
      <ConsoleFormDialog
        form={form}
        keyPrefix="content"
        section={post ? 'hidePostDialog' : 'hideReviewDialog'}
        reasonField="reason"
        open={dialog === 'hide'}
        onOpenChange={close}
        onSubmit={(values) => run(actions.onHide(item, values))}
        busy={actions.busy}
        error={actions.actionError}
      />
    </article>
  );
}
