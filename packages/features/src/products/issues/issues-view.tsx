import { useTranslation } from 'react-i18next';

import { issueStates, type IssueState } from '@lancer/api/constants';
import type { ProductIssue } from '@lancer/api/schemas/product';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import type { Loadable } from '@lancer/ui/components/load-state';

import { AddAndList } from '../components/add-and-list';
import { ChoiceSelect, type Choice } from '../components/choice-select';
import { TabHeader } from '../components/tab-header';
import { personName } from '../../lib/person-name';
import { IssueForm, type NewIssue } from './components/issue-form';

export type IssueAction = 'resolve' | 'confirm' | 'reopen';
const stateVariant = { open: 'warning', resolved: 'info', closed: 'secondary' } as const;

export type IssuesViewProps = {
  state: Loadable<ProductIssue[]>;
  filter: IssueState | 'all';
  onFilterChange: (filter: IssueState | 'all') => void;
  members: readonly Choice[];
  addPending: boolean;
  addCount: number;
  /** The last failed add (for its fields: a VALIDATION_FAILED answer's messages show on them). */
  addError?: unknown;
  onAdd: (issue: NewIssue) => void;
  /** The actions the current user may take on an issue (states/issue.ts and the product's rules). */
  actionsOf: (issue: ProductIssue) => readonly IssueAction[];
  actingId: string | null;
  onAction: (id: string, action: IssueAction) => void;
  failure: string | null;
};

/** The "issues" tab: the product's issues (the project issue model), filter by state, report, resolve, confirm, reopen. */
export function IssuesView(props: IssuesViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'issues' });
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('title')}>
        <ChoiceSelect
          aria-label={t('filter')}
          className="w-40"
          value={props.filter}
          onValueChange={(value) => props.onFilterChange(value as IssueState | 'all')}
          choices={[
            { value: 'all', label: t('all') },
            ...issueStates.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </TabHeader>
      <AddAndList
        keyPrefix="issues"
        failureKey="actionFailed"
        form={
          <IssueForm
            key={props.addCount}
            members={props.members}
            pending={props.addPending}
            onSubmit={props.onAdd}
            serverError={props.addError}
          />
        }
        failure={props.failure}
        state={props.state}
      >
        {(issues) => (
          <ul className="grid gap-3">
            {issues.map((issue) => (
              <li key={issue.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-medium break-words">
                    #{issue.number} {issue.title}
                  </h3>
                  <Badge variant={stateVariant[issue.state]}>{t(`states.${issue.state}`)}</Badge>
                </div>
                <p className="text-sm break-words whitespace-pre-line">{issue.description}</p>
                <p className="text-xs text-muted-foreground">
                  {t('reportedBy', { number: issue.number, name: personName(issue.reporter) })}
                  {issue.assignee ? ` · ${t('assignedTo', { name: personName(issue.assignee) })}` : ''}
                </p>
                <div className="flex flex-wrap gap-2">
                  {props.actionsOf(issue).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant="outline"
                      loading={props.actingId === issue.id}
                      aria-label={`${t(`actions.${action}`)}: #${issue.number} ${issue.title}`}
                      onClick={() => props.onAction(issue.id, action)}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AddAndList>
    </div>
  );
}
