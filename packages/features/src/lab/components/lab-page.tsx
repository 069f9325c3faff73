import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AiNotConfigured } from './ai-not-configured';

export type LabStatus = Loadable<{ configured: boolean }>;

/** The lab's tools: each has its `title` and `lead` under its key in the lab texts. */
type LabTool =
  'translation' | 'aiLlm' | 'taskCompletion' | 'multiturnChat' | 'imageGeneration' | 'aiDeveloper' | 'devBox';

/**
 * A lab tool's page: its heading in every state, and its body once the AI status is known. When
 * AI is not configured the tool says so above its (disabled) form: MSG-AI-NOT-CONFIGURED.
 */
export function LabPage({
  tool,
  status,
  errorTitle,
  className,
  children,
}: {
  tool: LabTool;
  status: LabStatus;
  /** What a failed status check says; by default that whether AI is configured could not be checked. */
  errorTitle?: string;
  className?: string;
  children: (configured: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation('lab');
  const labels = useLoadStateLabels();
  return (
    <div className={cn('mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10', className)}>
      <PageHeader title={t(`${tool}.title`)} description={t(`${tool}.lead`)} />
      <LoadState state={status} errorTitle={errorTitle ?? t('shared.statusFailed')} {...labels}>
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
