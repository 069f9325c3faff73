import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RoadmapItem } from '@lancer/api/schemas/product';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@lancer/ui/components/dialog';
import type { Loadable } from '@lancer/ui/components/load-state';

import { AddAndList } from '../components/add-and-list';
import { ChoiceSelect } from '../components/choice-select';
import { TabHeader } from '../components/tab-header';
import { PlanItemForm, type PlanItemValues } from './components/plan-item-form';
import { planStatuses } from './plan-statuses';

export type PlanViewProps = {
  state: Loadable<RoadmapItem[]>;
  addPending: boolean;
  /** Bumped after each successful add: the form starts empty again. */
  addCount: number;
  onAdd: (values: PlanItemValues) => void;
  /** The last failed add (for its fields: a VALIDATION_FAILED answer's messages show on them). */
  addError?: unknown;
  /** Edits and moves; the id of the item being saved, if any. */
  savingId: string | null;
  onUpdate: (id: string, changes: Partial<PlanItemValues>) => void;
  /** The server's reason when the last add or change failed. */
  failure: string | null;
};

const byQuarter = (left: RoadmapItem, right: RoadmapItem) =>
  left.quarter.localeCompare(right.quarter) || left.title.localeCompare(right.title);

/** The "plan" tab: the roadmap as columns by status, each item with its quarter; add, edit, move. */
export function PlanView(props: PlanViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'plan' });
  const [editing, setEditing] = useState<RoadmapItem | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('title')} />
      <AddAndList
        keyPrefix="plan"
        form={
          <PlanItemForm
            key={props.addCount}
            initial={{ title: '', quarter: '', status: 'planned' }}
            submitLabel={t('submit')}
            pending={props.addPending}
            onSubmit={props.onAdd}
            serverError={props.addError}
          />
        }
        failure={props.failure}
        state={props.state}
      >
        {(items) => (
          <div className="grid gap-4 md:grid-cols-3">
            {planStatuses.map((status) => {
              const column = items.filter((item) => item.status === status).sort(byQuarter);
              return (
                <section
                  key={status}
                  aria-labelledby={`plan-${status}`}
                  className="grid content-start gap-3 rounded-lg bg-muted/40 p-3"
                >
                  <h3
                    id={`plan-${status}`}
                    className="flex items-center justify-between text-sm font-semibold"
                  >
                    {t(`statuses.${status}`)}
                    <span className="text-xs font-normal text-muted-foreground">
                      {t('count', { count: column.length })}
                    </span>
                  </h3>
                  <ul className="grid gap-2">
                    {column.map((item) => (
                      <li key={item.id} className="grid gap-2 rounded-md border bg-card p-3">
                        <div className="flex items-start justify-between gap-2">
                          <p className="min-w-0 text-sm font-medium break-words">{item.title}</p>
                          <Badge variant="outline">{item.quarter}</Badge>
                        </div>
                        <div className="flex items-center gap-2">
                          <ChoiceSelect
                            aria-label={t('moveTo', { title: item.title })}
                            className="h-8 flex-1"
                            disabled={props.savingId === item.id}
                            value={item.status}
                            onValueChange={(next) =>
                              props.onUpdate(item.id, { status: next as RoadmapItem['status'] })
                            }
                            choices={planStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                          />
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setEditing(item)}
                            aria-label={t('edit', { title: item.title })}
                          >
                            {t('editButton')}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </AddAndList>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? t('edit', { title: editing.title }) : ''}</DialogTitle>
          </DialogHeader>
          {editing ? (
            <PlanItemForm
              initial={editing}
              submitLabel={t('save')}
              pending={props.savingId === editing.id}
              onSubmit={(values) => {
                props.onUpdate(editing.id, values);
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
