import { useTranslation } from 'react-i18next';

import type { OpsEvent } from '@lancer/api/schemas/product';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import type { Loadable } from '@lancer/ui/components/load-state';

import { AddAndList } from '../components/add-and-list';
import { TabHeader } from '../components/tab-header';
import { formatMoment } from '../../lib/format';
import { OpsEventForm, type NewOpsEvent } from './components/ops-event-form';

const statusVariant = {
  succeeded: 'success',
  failed: 'destructive',
  open: 'warning',
  resolved: 'secondary',
} as const;

export type OpsViewProps = {
  state: Loadable<OpsEvent[]>;
  addPending: boolean;
  addCount: number;
  /** The last failed add (for its fields: a VALIDATION_FAILED answer's messages show on them). */
  addError?: unknown;
  onAdd: (event: NewOpsEvent) => void;
  resolvingId: string | null;
  onResolve: (id: string) => void;
  failure: string | null;
};

/** The "ops" tab: deployments and incidents as a log, newest first; record one; resolve an incident. */
export function OpsView(props: OpsViewProps) {
  const { t, i18n } = useTranslation('products', { keyPrefix: 'ops' });
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('title')} />
      <AddAndList
        keyPrefix="ops"
        form={
          <OpsEventForm
            key={props.addCount}
            pending={props.addPending}
            onSubmit={props.onAdd}
            serverError={props.addError}
          />
        }
        failure={props.failure}
        state={props.state}
      >
        {(events) => (
          <ol className="grid gap-0 border-l pl-4">
            {events.map((event) => (
              <li key={event.id} className="relative grid gap-1 pb-5 last:pb-0">
                <span
                  aria-hidden
                  className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${event.kind === 'incident' ? 'bg-destructive' : 'bg-primary'}`}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{t(`kinds.${event.kind}`)}</Badge>
                  <h3 className="min-w-0 font-medium break-words">{event.title}</h3>
                  <Badge variant={statusVariant[event.status]}>{t(`statuses.${event.status}`)}</Badge>
                  {event.severity ? (
                    <Badge variant="secondary">{t(`severities.${event.severity}`)}</Badge>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  {t(`environments.${event.environment}`)} ·{' '}
                  <time dateTime={event.happened_at}>{formatMoment(event.happened_at, i18n.language)}</time>
                  {event.resolved_at
                    ? ` · ${t('resolvedAt', { date: formatMoment(event.resolved_at, i18n.language) })}`
                    : ''}
                </p>
                {event.kind === 'incident' && event.status === 'open' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="justify-self-start"
                    loading={props.resolvingId === event.id}
                    onClick={() => props.onResolve(event.id)}
                  >
                    {t('resolve', { title: event.title })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </AddAndList>
    </div>
  );
}
