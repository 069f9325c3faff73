import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { StepFrame } from './step-frame';

export type AlreadySignedInProps = {
  /**
   * A callback, not a link (decision 1150): where the workspace is depends on the role, which the
   * app reads from its auth store, loaded only when this is pressed (decision 0710).
   */
  onOpenWorkspace: () => void;
  onSignOut: () => void;
};

/** /signin for someone already signed in: their workspace, or sign out to use another account. */
export function AlreadySignedIn({ onOpenWorkspace, onSignOut }: AlreadySignedInProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin.alreadySignedIn' });
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-6 py-16">
      <StepFrame title={t('title')} lead={t('lead')}>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onOpenWorkspace}>{t('openWorkspace')}</Button>
          <Button variant="outline" onClick={onSignOut}>
            {t('signOut')}
          </Button>
        </div>
      </StepFrame>
    </div>
  );
}
