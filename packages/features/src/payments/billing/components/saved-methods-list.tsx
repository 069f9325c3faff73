import { useTranslation } from 'react-i18next';

import type { SavedPaymentMethod } from '@lancer/api/contract/user';
import { Badge } from '@lancer/ui/components/badge';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';

import { cardBrandName } from '../../lib/card-brand';

type SavedMethodsListProps = {
  methods: readonly SavedPaymentMethod[];
  /** Today, for the expired flag (a prop so stories and tests are stable). */
  now: Date;
  removingId: string | null;
  onRemove: (id: string) => void;
};

const isExpired = (method: SavedPaymentMethod, now: Date) =>
  method.exp_year < now.getUTCFullYear() ||
  (method.exp_year === now.getUTCFullYear() && method.exp_month < now.getUTCMonth() + 1);

export function SavedMethodsList({ methods, now, removingId, onRemove }: SavedMethodsListProps) {
  const { t } = useTranslation('payments');
  return (
    <ul className="divide-y rounded-md border">
      {methods.map((method) => {
        const names = { brand: cardBrandName(method.brand), last4: method.last4 };
        return (
          <li key={method.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="flex flex-col gap-1">
              <span className="flex items-center gap-2 text-sm font-medium">
                {t('methods.card', names)}
                {method.is_default ? <Badge variant="secondary">{t('methods.default')}</Badge> : null}
                {isExpired(method, now) ? <Badge variant="destructive">{t('methods.expired')}</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('methods.expires', {
                  month: String(method.exp_month).padStart(2, '0'),
                  year: method.exp_year,
                })}
              </span>
            </div>
            <ConfirmButton
              label={t('methods.remove')}
              ariaLabel={t('methods.removeLabel', names)}
              title={t('methods.confirmTitle')}
              description={t('methods.confirmBody', names)}
              confirm={t('methods.confirm')}
              cancel={t('common:cancel')}
              loading={removingId === method.id}
              onConfirm={() => onRemove(method.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
