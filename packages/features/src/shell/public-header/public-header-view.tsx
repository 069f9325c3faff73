import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

export type PublicHeaderViewProps = {
  onLogin: () => void;
  /** SHELL-HEADER-GUEST: the guest header's login button is hidden in this build. */
  showLoginButton?: boolean;
};

export function PublicHeaderView({ onLogin, showLoginButton = false }: PublicHeaderViewProps) {
  const { t } = useTranslation('shell');
  return (
    <header data-slot="public-header" className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <AppLink
          to={paths.home.path}
          className="text-lg font-semibold tracking-tight"
          aria-label={t('homeLink')}
        >
          Lancer
        </AppLink>
        {showLoginButton ? (
          <Button variant="outline" size="sm" onClick={onLogin}>
            {t('login')}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
