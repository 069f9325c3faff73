import { useTranslation } from 'react-i18next';

import { localeOf } from './format';

/**
 * How long a refused call asks to wait (429 RATE_LIMITED, its Retry-After, decision 1010): the
 * seconds, 0 when the server named no wait, undefined for any other error. Known by the error's
 * name and fields, not `instanceof`, so the sign-in page does not load the API's error schema.
 */
export function rateLimitWaitOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined;
  const { code, retryAfterSeconds } = error as Error & { code?: string; retryAfterSeconds?: number };
  return code === 'RATE_LIMITED' ? (retryAfterSeconds ?? 0) : undefined;
}

/** "in 45 seconds", "in 14 minutes", "in 2 hours" / "45秒钟后", "14分钟后": rounded up to a unit a person reads. */
export function formatWait(seconds: number, language: string) {
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'always' }).format(value, unit);
}

/**
 * The text a screen shows when one of its calls was refused for going over a limit: how long to
 * wait, in the reader's language; null for any other error (the screen shows its own message).
 */
export function useRateLimitText() {
  const { t, i18n } = useTranslation('common', { keyPrefix: 'rateLimited' });
  return (error: unknown): string | null => {
    const wait = rateLimitWaitOf(error);
    if (wait === undefined) return null;
    return wait > 0 ? t('wait', { wait: formatWait(wait, i18n.language) }) : t('later');
  };
}
