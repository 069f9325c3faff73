import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Label } from '@lancer/ui/components/label';
import { Switch } from '@lancer/ui/components/switch';

import { AppLink } from '../../../navigation/app-link';

export type Readiness = {
  /** The spec's rule: ready_to_receive_money, or an hourly expected salary above 0. */
  ready: boolean;
  hourly: number;
  cardLinked: boolean;
  accepting: boolean;
};

type ReadinessPanelProps = {
  readiness: Readiness;
  pending: boolean;
  onAcceptingChange: (next: boolean) => void;
  workHref: string;
};

/** Whether the provider can be paid, what is missing, and the accepting-requests switch (only when ready). */
export function ReadinessPanel({ readiness, pending, onAcceptingChange, workHref }: ReadinessPanelProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'providerHub.readiness' });
  const id = useId();
  const Icon = readiness.ready ? CircleCheck : CircleAlert;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2">
        <Icon
          aria-hidden
          className={readiness.ready ? 'mt-0.5 size-5 text-success' : 'mt-0.5 size-5 text-warning'}
        />
        <span className="font-medium">{readiness.ready ? t('ready') : t('notReady')}</span>
      </p>
      {!readiness.ready ? (
        <div className="text-sm">
          <p className="mb-1">{t('missingLead')}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('missingRate')}</li>
            <li>{t('missingAccount')}</li>
          </ul>
          <AppLink to={workHref} className="mt-2 inline-block font-medium underline underline-offset-4">
            {t('goToWork')}
          </AppLink>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {readiness.hourly > 0 ? t('rate', { hourly: readiness.hourly }) : t('noRate')}{' '}
          {readiness.cardLinked ? t('linked') : t('notLinked')}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={readiness.accepting}
            disabled={!readiness.ready}
            pending={pending}
            aria-describedby={`${id}-help`}
            onCheckedChange={(next) => next !== readiness.accepting && onAcceptingChange(next)}
          />
          <Label htmlFor={id}>{t('accepting')}</Label>
        </div>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {!readiness.ready
            ? t('acceptingNotReady')
            : readiness.accepting
              ? t('acceptingOn')
              : t('acceptingOff')}
        </p>
      </div>
    </div>
  );
}
