import { useTranslation } from 'react-i18next';

import { formatMoment } from '../../lib/format';

/**
 * ACCOUNT-SUSPENDED in the reader's words: why and until when, from the answer's fields (decision
 * 1503); null for any other failure. The error is read by its shape, not its class (decision 0710).
 */
export function useSuspendedText() {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'signin' });
  return (error: unknown): string | null => {
    const failure = error as { code?: unknown; fields?: Record<string, string> } | null;
    if (failure?.code !== 'ACCOUNT_SUSPENDED') return null;
    const until = failure.fields?.suspended_until;
    return t('suspended', {
      until: until ? formatMoment(until, i18n.language) : '',
      reason: failure.fields?.suspension_reason ?? '',
    });
  };
}
