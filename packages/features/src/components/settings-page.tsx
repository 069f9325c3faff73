import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Skeleton } from '@lancer/ui/components/skeleton';
import { cn } from '@lancer/ui/lib/cn';

import { LoadFailed } from './load-failed';

export type SettingsPageProps = {
  title: string;
  lead?: string;
  status: 'loading' | 'error' | 'ready';
  loadFailedMessage: string;
  onRetry: () => void;
  /** A change failed to save (shown above the sections). */
  saveFailedMessage?: string | null;
  /** Heights of the loading placeholders, one per section. */
  skeletons?: readonly string[];
  className?: string;
  children: ReactNode;
};

/** A settings page of one profile: its heading, then loading, the load error, or its sections. */
export function SettingsPage(props: SettingsPageProps) {
  const { t } = useTranslation('common');
  const { status, skeletons = ['h-40', 'h-40'] } = props;
  return (
    <div
      className={cn('flex w-full flex-col gap-6', props.className)}
      aria-busy={status === 'loading' || undefined}
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.lead ? <p className="text-muted-foreground">{props.lead}</p> : null}
      </header>
      {status === 'loading' ? (
        <div className="flex flex-col gap-6" role="status" aria-label={t('loading')}>
          {skeletons.map((height, index) => (
            <Skeleton key={index} className={height} />
          ))}
        </div>
      ) : null}
      {status === 'error' ? <LoadFailed message={props.loadFailedMessage} onRetry={props.onRetry} /> : null}
      {status === 'ready' ? (
        <>
          {props.saveFailedMessage ? (
            <Alert variant="destructive">
              <AlertTitle>{props.saveFailedMessage}</AlertTitle>
            </Alert>
          ) : null}
          {props.children}
        </>
      ) : null}
    </div>
  );
}
