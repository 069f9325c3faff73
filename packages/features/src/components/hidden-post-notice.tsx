import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';

import { formatDay } from '../lib/format';

/**
 * A job post an administrator hid (HIDDEN-JOB-POST, decision 1504), as its client (and an
 * administrator) still sees it: gone from the board, since when, and why. Nothing for a shown post.
 */
export function HiddenPostNotice({ request }: { request: Request }) {
  const { t, i18n } = useTranslation('common', { keyPrefix: 'report.hiddenPost' });
  if (!request.hidden) return null;
  return (
    <Alert variant="warning">
      <AlertTitle>{t('title', { day: formatDay(request.hidden.hidden_at, i18n.language) })}</AlertTitle>
      <AlertDescription>
        <p>{t('body')}</p>
        <p className="break-words whitespace-pre-line">{t('why', { reason: request.hidden.reason })}</p>
      </AlertDescription>
    </Alert>
  );
}
