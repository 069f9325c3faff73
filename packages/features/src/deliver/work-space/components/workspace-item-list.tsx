import { useTranslation } from 'react-i18next';

import type { WorkspaceItem } from '@lancer/api/schemas/activity';
import { Button } from '@lancer/ui/components/button';

import { formatDay, formatMoney } from '../../../lib/format';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';

export type WorkspaceItemListProps = {
  items: readonly WorkspaceItem[];
};

/** Where each kind of workspace item is done. */
function workspaceItemHref(item: WorkspaceItem) {
  switch (item.kind) {
    case 'answer-proposal':
      return paths.posts.getHref();
    case 'confirm-proposal':
      return paths.quotes.getHref();
    case 'resolve-issue':
    case 'confirm-issue':
      return item.project_id ? paths.projectIssue.getHref(item.project_id) : paths.projects.getHref();
    default:
      return paths.projects.getHref(item.project_id ?? undefined);
  }
}

/** One row per thing to do: what, where, how much, since when, and a way to where it is done. */
export function WorkspaceItemList({ items }: WorkspaceItemListProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'workSpace' });
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
      {items.map((item) => (
        <li
          key={`${item.kind}:${item.proposal_id ?? item.issue_id ?? item.milestone_id}`}
          className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t(`kind.${item.kind}`)}
            </p>
            <p className="font-medium break-words">{item.title}</p>
            <p className="text-sm break-words text-muted-foreground">
              {item.context}
              {item.amount_cents !== null && item.currency
                ? ` · ${formatMoney(item.amount_cents, item.currency, i18n.language)}`
                : ''}
              {' · '}
              <time dateTime={item.since}>{t('since', { date: formatDay(item.since, i18n.language) })}</time>
            </p>
          </div>
          <Button size="sm" className="shrink-0 self-start sm:self-center" asChild>
            <AppLink to={workspaceItemHref(item)}>
              {t('go')}
              <span className="sr-only">
                : {t(`kind.${item.kind}`)}: {item.title}
              </span>
            </AppLink>
          </Button>
        </li>
      ))}
    </ul>
  );
}
