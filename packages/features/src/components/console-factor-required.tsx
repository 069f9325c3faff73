import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../navigation/app-link';
import { paths } from '../navigation/paths';

/**
 * ADMIN-SECOND-FACTOR (decision 1026): the console for an administrator without a second factor:
 * what to do, and a link to the login settings' security page. The server refuses every console
 * call of such an account (403 SECOND_FACTOR_REQUIRED) anyway.
 */
export function ConsoleFactorRequired() {
  const { t } = useTranslation('console', { keyPrefix: 'factorRequired' });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10 sm:px-6">
      <Alert>
        <AlertTitle>{t('title')}</AlertTitle>
        <AlertDescription>{t('description')}</AlertDescription>
      </Alert>
      <div>
        <Button asChild>
          <AppLink to={paths.login.getHref('security')}>{t('action')}</AppLink>
        </Button>
      </div>
    </div>
  );
}
