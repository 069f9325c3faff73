import type { ReactNode } from 'react';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../lib/use-load-state-labels';

export type SettingsPageProps<T> = {
  title: string;
  lead?: string;
  /** The settings being edited, as they load. */
  state: Loadable<T>;
  /** What failed when they could not be loaded. */
  errorTitle: string;
  /** A change failed to save (shown above the sections). */
  saveFailedMessage?: string | null;
  /** Heights of the loading placeholders, one per section. */
  skeletons?: readonly string[];
  className?: string;
  children: (settings: T) => ReactNode;
};

/** A settings page of one profile: its heading, then the sections once the settings have loaded. */
export function SettingsPage<T>(props: SettingsPageProps<T>) {
  const labels = useLoadStateLabels();
  const { state, skeletons = ['h-40', 'h-40'] } = props;
  return (
    <div
      className={cn('flex w-full flex-col gap-6', props.className)}
      aria-busy={state.status === 'loading' || undefined}
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.lead ? <p className="text-muted-foreground">{props.lead}</p> : null}
      </header>
      <LoadState
        state={state}
        errorTitle={props.errorTitle}
        {...labels}
        skeleton={
          <div className="flex flex-col gap-6">
            {skeletons.map((height, index) => (
              <Skeleton key={index} className={height} />
            ))}
          </div>
        }
      >
        {(settings) => (
          <>
            {props.saveFailedMessage ? (
              <Alert variant="destructive">
                <AlertTitle>{props.saveFailedMessage}</AlertTitle>
              </Alert>
            ) : null}
            {props.children(settings)}
          </>
        )}
      </LoadState>
    </div>
  );
}
