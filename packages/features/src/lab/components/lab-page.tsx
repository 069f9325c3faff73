import type * as React from 'react';

import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AiNotConfigured } from './ai-not-configured';

export type LabStatus = Loadable<{ configured: boolean }>;

/**
 * A lab tool's page: its heading in every state, and its body once the AI status is known. When
 * AI is not configured the tool says so above its (disabled) form: MSG-AI-NOT-CONFIGURED.
 */
export function LabPage({
  title,
  lead,
  status,
  errorTitle,
  className,
  children,
}: {
  title: string;
  lead: string;
  status: LabStatus;
  errorTitle: string;
  className?: string;
  children: (configured: boolean) => React.ReactNode;
}) {
  const labels = useLoadStateLabels();
  return (
    <div className={cn('mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10', className)}>
      <PageHeader title={title} description={lead} />
      <LoadState state={status} errorTitle={errorTitle} {...labels}>
        {({ configured }) => (
          <div className="flex flex-col gap-6">
            {!configured && <AiNotConfigured />}
            {children(configured)}
          </div>
        )}
      </LoadState>
    </div>
  );
}
