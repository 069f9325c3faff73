import { useTranslation } from 'react-i18next';

import type { MoneyCollectingMethod } from '@lancer/api/schemas/user';
import { Badge } from '@lancer/ui/components/badge';

type MoneyMethodsListProps = { methods: readonly MoneyCollectingMethod[] };

/** The spec's money-collecting methods: type with its set-up and verified flags. */
export function MoneyMethodsList({ methods }: MoneyMethodsListProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  return (
    <ul className="divide-y rounded-md border">
      {methods.map((method) => (
        <li key={method.type} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <span className="text-sm font-medium">{t(`methods.type.${method.type}`)}</span>
          <span className="flex gap-2">
            <Badge variant={method.setup ? 'success' : 'outline'}>
              {method.setup ? t('methods.setup') : t('methods.notSetup')}
            </Badge>
            <Badge variant={method.verified ? 'success' : 'outline'}>
              {method.verified ? t('methods.verified') : t('methods.notVerified')}
            </Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
