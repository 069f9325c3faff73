import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { userMessageOf } from '@lancer/api/http/api-error';

import { useRateLimitText } from '../../lib/rate-limited';
import { toast, Toaster } from '@lancer/ui/components/toast';
import { getToasts } from '@lancer/ui/lib/toast-store';

import { useLeftBehindMutations } from './use-left-behind-mutations';

/**
 * The signed-in pages' toasts (issue 37): outcomes that happen off-screen. A list or detail read in
 * the background that is refused for going over a limit says how long to wait here, once while it
 * shows; a form's refusal stays on the form (toasts never replace inline errors). A change that
 * finished after its screen was left says how it ended here.
 */
export function AppToaster() {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const rateLimitText = useRateLimitText();
  const latestRateLimitText = useRef(rateLimitText);
  useEffect(() => {
    latestRateLimitText.current = rateLimitText;
  });
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const title = latestRateLimitText.current(event.action.error);
        if (title && !getToasts().some((item) => item.title === title))
          toast({ title, variant: 'destructive' });
      }),
    [client],
  );
  useLeftBehindMutations((outcome, error) =>
    outcome === 'success'
      ? toast({ title: t('toast.savedAfterLeaving'), variant: 'success' })
      : toast({
          title: t('toast.failedAfterLeaving'),
          description: userMessageOf(error),
          variant: 'destructive',
        }),
  );
  return <Toaster closeLabel={t('toast.close')} label={t('toast.region')} />;
}
