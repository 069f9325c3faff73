import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useRateLimitText } from '../../lib/rate-limited';
import { toast, Toaster } from '@lancer/ui/components/toast';
import { getToasts } from '@lancer/ui/lib/toast-store';

/**
 * The signed-in pages' toasts (issue 37): outcomes that happen off-screen. A list or detail read in
 * the background that is refused for going over a limit says how long to wait here, once while it
 * shows; a form's refusal stays on the form (toasts never replace inline errors).
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
  return <Toaster closeLabel={t('toast.close')} label={t('toast.region')} />;
}
