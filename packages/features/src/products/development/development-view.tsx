import { useTranslation } from 'react-i18next';

import type { WorkItem, WorkItemStatus } from '@lancer/api/schemas/product';
import { workItemTransitions } from '@lancer/api/states/work-item';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import type { Loadable } from '@lancer/ui/components/load-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lancer/ui/components/table';

import { AddAndList } from '../components/add-and-list';
import { ChoiceSelect, type Choice } from '../components/choice-select';
import { TabHeader } from '../components/tab-header';
import { personName } from '../../lib/person-name';
import { WorkItemForm, type NewWorkItem } from './components/work-item-form';

const workItemStatuses: readonly WorkItemStatus[] = ['todo', 'in_progress', 'review', 'done'];
const statusVariant = { todo: 'outline', in_progress: 'info', review: 'warning', done: 'success' } as const;

export type DevelopmentFilters = { status: WorkItemStatus | 'all'; assignee: string };

export type DevelopmentViewProps = {
  state: Loadable<WorkItem[]>;
  filters: DevelopmentFilters;
  onFiltersChange: (filters: DevelopmentFilters) => void;
  /** Members (assignee choices) and the product's issues (link choices). */
  members: readonly Choice[];
  issues: readonly Choice[];
  addPending: boolean;
  addCount: number;
  /** The last failed add (for its fields: a VALIDATION_FAILED answer's messages show on them). */
  addError?: unknown;
  onAdd: (item: NewWorkItem) => void;
  movingId: string | null;
  onMove: (id: string, status: WorkItemStatus) => void;
  failure: string | null;
};

/** The "development" tab: work items with state, assignee and linked issue; filter, add, move. */
export function DevelopmentView(props: DevelopmentViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'development' });
  const status = (value: WorkItemStatus) => t(`statuses.${value}`);
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('title')}>
        <ChoiceSelect
          aria-label={t('filterByStatus')}
          className="w-40"
          value={props.filters.status}
          onValueChange={(value) =>
            props.onFiltersChange({ ...props.filters, status: value as DevelopmentFilters['status'] })
          }
          choices={[
            { value: 'all', label: t('allStatuses') },
            ...workItemStatuses.map((s) => ({ value: s, label: status(s) })),
          ]}
        />
        <ChoiceSelect
          aria-label={t('filterByAssignee')}
          className="w-48"
          value={props.filters.assignee}
          onValueChange={(assignee) => props.onFiltersChange({ ...props.filters, assignee })}
          choices={[{ value: 'all', label: t('allAssignees') }, ...props.members]}
        />
      </TabHeader>
      <AddAndList
        keyPrefix="development"
        form={
          <WorkItemForm
            key={props.addCount}
            members={props.members}
            issues={props.issues}
            pending={props.addPending}
            onSubmit={props.onAdd}
            serverError={props.addError}
          />
        }
        failure={props.failure}
        state={props.state}
      >
        {(items) => (
          <Table>
            <TableCaption className="sr-only">{t('title')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.title')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
                <TableHead>{t('columns.assignee')}</TableHead>
                <TableHead className="text-right">{t('columns.estimate')}</TableHead>
                <TableHead>{t('columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="max-w-80 whitespace-normal">
                    <p className="font-medium break-words">{item.title}</p>
                    {item.issue ? (
                      <p className="text-xs break-words text-muted-foreground">
                        {t('issueRef', { number: item.issue.number, title: item.issue.title })}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={statusVariant[item.status]}>{status(item.status)}</Badge>
                  </TableCell>
                  <TableCell className="max-w-48 truncate">
                    {item.assignee ? personName(item.assignee) : t('unassigned')}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {t('hours', { count: item.estimate_hours })}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {workItemTransitions[item.status].map((next) => (
                        <Button
                          key={next}
                          size="sm"
                          variant="outline"
                          loading={props.movingId === item.id}
                          aria-label={`${t('move', { status: status(next) })}: ${item.title}`}
                          onClick={() => props.onMove(item.id, next)}
                        >
                          {t('move', { status: status(next) })}
                        </Button>
                      ))}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AddAndList>
    </div>
  );
}
